import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import type { Loaded } from '../../api/loaded';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { StarRow } from '../../components/ui/Stars';
import { formatDate } from '../../lib/format';
import type { FeaturedReview } from './landing.api';

/** Five stars, filled to the rating, read out as "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return <StarRow rating={rounded} label={`Rated ${rounded} out of 5`} fontSize="1.25rem" />;
}

/** A few recent words from customers of the best-rated contractors. */
export function Reviews({ reviews }: { reviews: Promise<Loaded<FeaturedReview[]>> }) {
  const loaded = use(reviews);
  if (loaded.error) return <LoadFailed what="Reviews" error={loaded.error} />;
  if (loaded.data.length === 0) return <Typography>Reviews from our customers will appear here.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {loaded.data.map(({ review, contractor }) => (
        <Box component="li" key={review.id} sx={{ p: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <RatingStars rating={review.rating} />
          <Box component="blockquote" sx={{ m: 0, fontSize: '1.0625rem' }}>
            <p style={{ margin: 0 }}>“{review.text}”</p>
          </Box>
          <Typography variant="body2" sx={{ mt: 'auto', color: 'text.secondary' }}>
            <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {review.reviewerName}
            </Box>{' '}
            about {contractor.businessName}
            {contractor.trades[0] && ` (${contractor.trades.map((trade) => trade.name).join(', ')})`},{' '}
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
