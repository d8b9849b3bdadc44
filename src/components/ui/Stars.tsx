import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** A rating as stars, with its words for screen readers ("Rated 4.8 out of 5") and the number of reviews. */
export function Stars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  if (reviewCount === 0) return <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>Not rated yet</Typography>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Rating value={rating} precision={0.1} readOnly size="small" getLabelText={(value) => `Rated ${oneDecimal(value)} out of 5`} />
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
