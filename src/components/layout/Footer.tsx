import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/phone';
import { HELP_CLEARANCE } from './help-corner';
import { NavLinkItem } from './NavLinkItem';
import { footerLinks } from './nav-links';
import { SocialLinks } from './SocialLinks';

const linkSx = { color: '#fff', fontWeight: 500, '&:hover': { color: 'secondary.main' } } as const;

/** The site footer (spec section 2): links, the provider's phone and address, the copyright line. */
export function Footer() {
  return (
    // On phones, room below the last line for the Help button in the corner (./help-corner.ts).
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: '#fff', mt: 'auto', pt: 6, pb: { xs: `${HELP_CLEARANCE.xs}px`, md: 4 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1fr' } }}>
          <div>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem', mb: 1 }}>
              {site.name}
            </Typography>
            <Typography component="p" sx={{ opacity: 0.9, maxWidth: '22rem' }}>
              Trusted local trades, memberships and storage for Southborough and the towns around it.
            </Typography>
            <Box sx={{ mt: 2, ml: -1 }}>
              <SocialLinks />
            </Box>
          </div>
          <Box component="nav" aria-label="Footer">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {footerLinks.map((item) => (
                <li key={item.label}>
                  <NavLinkItem item={item} sx={linkSx} />
                </li>
              ))}
            </Box>
          </Box>
          <div>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
              Get in touch
            </Typography>
            <MuiLink href={phoneHref(site.phone)} sx={{ ...linkSx, fontSize: '1.125rem', fontWeight: 700 }}>
              {formatPhone(site.phone)}
            </MuiLink>
            <Box component="address" sx={{ fontStyle: 'normal', mt: 1, opacity: 0.95 }}>
              {site.address}
            </Box>
          </div>
        </Box>
        <Typography component="p" sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255,255,255,0.25)', fontSize: '0.875rem', opacity: 0.9 }}>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
