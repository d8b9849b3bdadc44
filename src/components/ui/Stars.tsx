import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

const FILLED = '#b7791f';
const EMPTY = '#c4cbc8';

/**
 * Five stars filled to `rating` (a fraction fills part of a star), read out as `label`. Drawn as two
 * rows of star characters, the filled one clipped to the rating, rather than with MUI's Rating: a
 * read-only Rating at a precision of 0.1 draws fifty icons per rating, and a page of contractors spent
 * most of a phone's first second building them.
 */
export function StarRow({ rating, label, fontSize = '1.1rem' }: { rating: number; label: string; fontSize?: string }) {
  const filled = `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{ position: 'relative', display: 'inline-block', fontSize, lineHeight: 1, letterSpacing: '2px', whiteSpace: 'nowrap', color: EMPTY }}
    >
      <span aria-hidden="true">★★★★★</span>
      <Box component="span" aria-hidden="true" sx={{ position: 'absolute', top: 0, left: 0, width: filled, overflow: 'hidden', color: FILLED }}>
        ★★★★★
      </Box>
    </Box>
  );
}

/** A rating as stars, with its words for screen readers ("Rated 4.8 out of 5") and the number of reviews. */
export function Stars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  if (reviewCount === 0) return <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>Not rated yet</Typography>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <StarRow rating={rating} label={`Rated ${oneDecimal(rating)} out of 5`} />
      <Typography component="span" aria-hidden sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {oneDecimal(rating)}
      </Typography>
      {reviewCount !== undefined && (
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </Typography>
      )}
    </Box>
  );
}
