import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';
import { COMPANY_ADDRESS, COMPANY_EMAIL } from '../../content/company';
import type { AboutPage } from '../../content/types';
import { formatPhone, phoneHref } from '../../lib/format';

/**
 * An e-mail address that wraps where a reader expects, after the `@` or before a dot, rather than in
 * the middle of a word when the card is too narrow for all of it.
 */
function WrappableEmail({ address }: { address: string }) {
  return address.split(/(?<=@)|(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** About (spec section 2): who the provider is, how a job works, and how to reach them. */
export function AboutPageView({ content }: { content: AboutPage }) {
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography component="p" sx={{ color: 'primary.main', fontWeight: 700, mb: 1 }}>
            About us
          </Typography>
          <Typography variant="h1" sx={{ mb: 2.5, maxWidth: '44rem' }}>
            {content.heading}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.3rem' }, maxWidth: '46rem', color: 'text.secondary' }}>{content.intro}</Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 19rem' }, alignItems: 'start' }}>
          <div>
            {content.sections.map((section, i) => (
              <Box component="section" key={section.heading} aria-labelledby={`about-${i + 1}`} sx={{ mb: { xs: 5, md: 6 } }}>
                <Typography id={`about-${i + 1}`} variant="h2" sx={{ mb: 2 }}>
                  {section.heading}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 2, fontSize: '1.0625rem', maxWidth: '46rem' }}>
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            ))}
          </div>

          <Box component="aside" aria-labelledby="visit-us" sx={{ position: { md: 'sticky' }, top: { md: 96 }, p: 3, bgcolor: 'primary.main', color: '#fff', borderRadius: 3 }}>
            <Typography id="visit-us" component="h2" variant="h3" sx={{ mb: 2 }}>
              Talk to us
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.25, mb: 3 }}>
              <span>{COMPANY_ADDRESS}</span>
              <MuiLink href={phoneHref(site.phone)} sx={{ color: '#fff', fontWeight: 700 }}>
                {formatPhone(site.phone)}
              </MuiLink>
              <MuiLink href={`mailto:${COMPANY_EMAIL}`} sx={{ color: '#fff', overflowWrap: 'break-word' }}>
                <WrappableEmail address={COMPANY_EMAIL} />
              </MuiLink>
            </Box>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <ButtonLink to="/book-service" variant="contained" color="secondary" fullWidth>
                Book A Job
              </ButtonLink>
              <ButtonLink to="/contact-us" variant="outlined" fullWidth sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.75)', '&:hover': { borderColor: '#fff' } }}>
                Contact Us
              </ButtonLink>
            </Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}
