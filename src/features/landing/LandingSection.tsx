import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Anchor of the memberships section (the header's Memberships link). */
export const MEMBERSHIPS_ANCHOR = 'memberships';

/**
 * A section below the hero is laid out and painted only when it comes near the screen: the whole
 * landing page laid out at once, as its lower sections arrive, was one task of some 130 ms on a
 * mid-range phone. `auto` keeps the size a section had once it was drawn, so it does not jump back
 * to the estimate; it stays in the accessibility tree and in find-in-page meanwhile.
 */
const DRAWN_NEAR_THE_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

export function LandingSection({ id, title, intro, children, tinted = false }: { id: string; title: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : undefined, ...DRAWN_NEAR_THE_SCREEN }}>
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
