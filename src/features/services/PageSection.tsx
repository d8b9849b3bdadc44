import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A part of a service page under its h2. */
export function PageSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 5, md: 7 } }}>
      <Typography id={id} variant="h2" sx={{ mb: 2, fontSize: { xs: '1.5rem', md: '1.85rem' } }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography>}
      {children}
    </Box>
  );
}

/** Stand-in for a list that is loading. */
export const listSkeleton = (
  <Box aria-hidden="true" sx={{ display: 'grid', gap: 2 }}>
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} variant="rounded" height={88} />
    ))}
  </Box>
);
