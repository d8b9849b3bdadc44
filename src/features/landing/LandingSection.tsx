import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Anchor of the memberships section (the header's Memberships link). */
export const MEMBERSHIPS_ANCHOR = 'memberships';

export function LandingSection({ id, title, intro, children, tinted = false }: { id: string; title: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : undefined }}>
      <Container maxWidth="lg">
        <Typography id={`${id}-heading`} variant="h2" gutterBottom>
          {title}
        </Typography>
        {intro && <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: '46rem', color: 'text.secondary' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
}

/** What stands where a section's data will be, close to its size so little moves when it arrives. */
export function Placeholder({ height, label }: { height: number | Record<string, number>; label: string }) {
  return (
    <Box role="status" sx={{ height, borderRadius: 3, bgcolor: 'rgba(27,77,62,0.06)' }}>
      <span className="visually-hidden">Loading {label}…</span>
    </Box>
  );
}
