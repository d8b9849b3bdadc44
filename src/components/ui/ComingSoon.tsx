import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';
import { ButtonLink } from './links';

/** A page whose screen is still being built: its real heading and a short note on what comes. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ fontSize: '1.125rem', mb: 3 }}>
        {children ?? 'This page is coming soon.'}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        Need something now? Call us at <a href={phoneHref(site.phone)}>{formatPhone(site.phone)}</a>.
      </Typography>
      <ButtonLink to="/" variant="outlined">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}
