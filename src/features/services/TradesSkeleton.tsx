import Box from '@mui/material/Box';
import { Skeleton } from '../../components/ui/Skeleton';

export const gridSx = (min: string) =>
  ({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))` }) as const;

/** Two columns of trade cards on a phone (one on the narrowest), as many as fit from a tablet up. */
export const cardGridSx = {
  ...gridSx('16rem'),
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(min(9.5rem, 100%), 1fr))', sm: gridSx('16rem').gridTemplateColumns },
} as const;

/**
 * Stand-in while the trades load, about the size of what replaces it. A module of its own: Our Services
 * paints it before the cards' code (TradeCards.tsx) has loaded.
 */
export function TradesSkeleton({ count = 12, height = 56 }: { count?: number; height?: number }) {
  return (
    <Box sx={cardGridSx} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Box>
  );
}
