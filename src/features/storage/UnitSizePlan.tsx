import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { StorageUnitListing } from '../../../contract/storage';
import { formatSquareFeet } from '../../lib/format';

/** What a unit of this floor area holds, as storage sites usually put it. */
export function whatFits(squareFeet: number): string {
  if (squareFeet <= 25) return 'About the size of a large closet: boxes, seasonal decorations, sports gear and a few small pieces of furniture.';
  if (squareFeet <= 50) return 'About the size of a walk-in closet: the furniture and boxes of a studio or a dorm room.';
  if (squareFeet <= 100) return 'About half a one-car garage: the furniture and boxes of a one-bedroom apartment.';
  if (squareFeet <= 150) return 'The furniture and boxes of a two-bedroom apartment or a small house.';
  if (squareFeet <= 200) return 'About a one-car garage: the contents of a two- or three-bedroom house.';
  return 'Larger than a one-car garage: the contents of a whole house, or a car, boat or trailer.';
}

/** The drawing's box, in its own units; the plan's longer side is this long. */
const SIDE = 100;
const GRID_FEET = 5;

/**
 * The unit's floor plan to scale, drawn from its width and depth, with what fits in it: what a
 * listing without photos shows instead, so its page still says how big the unit is at a glance.
 */
export function UnitSizePlan({ listing }: { listing: Pick<StorageUnitListing, 'size' | 'squareFootage'> }) {
  const { palette } = useTheme();
  const captionId = useId();
  const { widthFeet, lengthFeet } = listing.size;
  const scale = SIDE / Math.max(widthFeet, lengthFeet, 1);
  const [width, depth] = [widthFeet * scale, lengthFeet * scale];
  const [left, top] = [(SIDE - width) / 2, (SIDE - depth) / 2];
  const gridLines = (feet: number) => Array.from({ length: Math.max(0, Math.ceil(feet / GRID_FEET) - 1) }, (_, i) => (i + 1) * GRID_FEET * scale);
  return (
    <Box
      component="figure"
      aria-labelledby={captionId}
      sx={{ m: 0, mb: 3, p: { xs: 2, sm: 2.5 }, display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box component="svg" viewBox={`-16 -16 ${SIDE + 24} ${SIDE + 24}`} aria-hidden sx={{ width: { xs: 104, sm: 136 }, flexShrink: 0, color: 'primary.main', fontSize: 11 }}>
        <rect x={left} y={top} width={width} height={depth} fill="currentColor" fillOpacity={0.08} />
        {gridLines(widthFeet).map((x) => (
          <line key={`x${x}`} x1={left + x} x2={left + x} y1={top} y2={top + depth} stroke="currentColor" strokeOpacity={0.25} strokeDasharray="2 3" />
        ))}
        {gridLines(lengthFeet).map((y) => (
          <line key={`y${y}`} x1={left} x2={left + width} y1={top + y} y2={top + y} stroke="currentColor" strokeOpacity={0.25} strokeDasharray="2 3" />
        ))}
        <rect x={left} y={top} width={width} height={depth} fill="none" stroke="currentColor" strokeWidth={2.5} />
        {/* The door, on the front. */}
        <line x1={left + width * 0.2} x2={left + width * 0.8} y1={top + depth} y2={top + depth} stroke={palette.secondary.main} strokeWidth={5} />
        <text x={left + width / 2} y={top - 5} textAnchor="middle" fill="currentColor" fontWeight={700}>
          {widthFeet} ft
        </text>
        <text x={left - 5} y={top + depth / 2} textAnchor="middle" fill="currentColor" fontWeight={700} transform={`rotate(-90 ${left - 5} ${top + depth / 2})`}>
          {lengthFeet} ft
        </text>
      </Box>
      <Box component="figcaption" sx={{ minWidth: 0 }}>
        <Typography id={captionId} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {widthFeet} × {lengthFeet} ft floor, {formatSquareFeet(listing.squareFootage)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{whatFits(listing.squareFootage)}</Typography>
      </Box>
    </Box>
  );
}
