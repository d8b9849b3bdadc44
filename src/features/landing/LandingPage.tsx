import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';

// Below the memberships section, so its arrival moves nothing a #memberships link scrolled to.
const PopularServices = lazy(() => import('./PopularServices'));

/** Anchor of the memberships section (the header's Memberships link). */
export const MEMBERSHIPS_ANCHOR = 'memberships';

const plans = [
  { name: 'Residential', pitch: 'Priority booking and member pricing for your home.' },
  { name: 'Residential Plus', pitch: 'Everything in Residential, plus seasonal check-ups.' },
  { name: 'Business', pitch: 'Fast response and one account for your properties.' },
];

export function Section({ id, title, intro, children, tinted = false }: { id?: string; title: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : undefined, scrollMarginTop: 80 }}>
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" gutterBottom>
          {title}
        </Typography>
        {intro && <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: '44rem', color: 'text.secondary' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
}

/** Landing (spec section 2): what the provider does, with a #memberships section. */
export function LandingPage() {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 8, md: 12 }, backgroundImage: 'radial-gradient(circle at 85% 20%, rgba(242,193,78,0.22), transparent 45%)' }}>
        <Container maxWidth="lg">
          <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700, mb: 1.5 }}>
            Southborough, Massachusetts
          </Typography>
          <Typography variant="h1" sx={{ maxWidth: '42rem', mb: 2.5 }}>
            Trusted local trades for every job around the house
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.3rem' }, maxWidth: '38rem', mb: 4, opacity: 0.95 }}>
            Book vetted, licensed contractors online, save with a membership, and find storage close to home.
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <ButtonLink to="/book-service" variant="contained" color="secondary" size="large">
              Book A Job
            </ButtonLink>
            <ButtonLink to="/service" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
              Our Services
            </ButtonLink>
          </Box>
        </Container>
      </Box>

      <Section id={MEMBERSHIPS_ANCHOR} title="Memberships" intro="Plans for homes and businesses. Prices and sign-up are coming soon.">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {plans.map((plan) => (
            <li key={plan.name}>
              <Box sx={{ height: '100%', p: 3, bgcolor: 'background.default', border: 1, borderColor: 'divider', borderRadius: 2 }}>
                <Typography component="h3" variant="h3" gutterBottom>
                  {plan.name}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{plan.pitch}</Typography>
              </Box>
            </li>
          ))}
        </Box>
      </Section>

      <Suspense fallback={<Box sx={{ minHeight: 480 }} />}>
        <PopularServices />
      </Suspense>

      <Section title="Storage close to home" intro="Clean, secure storage units in and around Southborough, rented month to month." tinted>
        <MuiLink href={site.storageSiteUrl} sx={{ fontWeight: 700 }}>
          Find a storage unit
        </MuiLink>
      </Section>
    </>
  );
}
