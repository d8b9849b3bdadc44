import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { COMPANY_EMAIL } from '../../content/company';
import { ExternalLink } from '../../components/ui/links';
import { formatPhone, phoneHref } from '../../lib/format';
import { useAccountContact } from '../../components/forms/account-contact';
import { ContactForm } from '../../components/forms/ContactForm';
import { officeHours } from './office';

function Way({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Box>
      <div>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </div>
    </Box>
  );
}

const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address)}`;

/**
 * Contact Us (spec section 2): the provider's phone, address and hours, and a form with reCAPTCHA v2,
 * which starts with a signed-in customer's details from their account.
 */
export function ContactUsPage() {
  const account = useAccountContact();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        Contact Us
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: { xs: 4, md: 5 }, maxWidth: '44rem', color: 'text.secondary' }}>
        Questions about a job, a membership or a storage unit? Call us, stop by the office, or send a message and we will answer within one
        business day.
      </Typography>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <Paper component="section" aria-labelledby="reach-us" variant="outlined" sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 3 }}>
          <Typography id="reach-us" variant="h2" sx={{ fontSize: '1.5rem' }}>
            Reach us
          </Typography>
          <Way icon={<PhoneOutlinedIcon />} title="Phone">
            <MuiLink href={phoneHref(site.phone)} sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
              {formatPhone(site.phone)}
            </MuiLink>
          </Way>
          <Way icon={<EmailOutlinedIcon />} title="E-mail">
            <MuiLink href={`mailto:${COMPANY_EMAIL}`} sx={{ wordBreak: 'break-word' }}>
              {COMPANY_EMAIL}
            </MuiLink>
          </Way>
          <Way icon={<LocationOnOutlinedIcon />} title="Office">
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {site.name}
              <br />
              {site.address}
            </Typography>
            <ExternalLink href={directions}>Directions on Google Maps</ExternalLink>
          </Way>
          <Way icon={<AccessTimeRoundedIcon />} title="Office hours">
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              {officeHours.map(({ days, hours }) => (
                <Box key={days} sx={{ display: 'contents' }}>
                  <Typography component="dt">{days}</Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {hours}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Way>
        </Paper>
        <Paper component="section" aria-labelledby="write-to-us" variant="outlined" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography id="write-to-us" variant="h2" sx={{ fontSize: '1.5rem', mb: 2.5 }}>
            Send us a message
          </Typography>
          <ContactForm headingLevel="h3" account={account} />
        </Paper>
      </Box>
    </Container>
  );
}
