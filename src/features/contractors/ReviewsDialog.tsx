import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Contractor, ContractorReview, ContractorReviewsPage } from '../../../contract/contractors';
import { describeServerError, type ErrorDisplay } from '../../api/errors';
import { DraggableDialog } from '../../components/ui/DraggableDialog';
import { formatDate } from '../../lib/format';
import { LoadError } from '../../components/ui/LoadFailed';
import { loadReviews } from './contractors.api';
import { Stars } from './Stars';

interface Loaded {
  items: ContractorReview[];
  page: number;
  totalPages: number;
  totalItems: number;
}

/** The reviews shown once a page has arrived: the first replaces what was there, a later one adds to it. */
export function withPage(shown: Loaded | undefined, next: ContractorReviewsPage): Loaded {
  return {
    items: next.page === 1 || !shown ? next.items : [...shown.items, ...next.items],
    page: next.page,
    totalPages: next.totalPages,
    totalItems: next.totalItems,
  };
}

/** A contractor's reviews, newest first, a page at a time ("Load more reviews"). */
export function ReviewsDialog({ contractor, open, onClose }: { contractor: Contractor; open: boolean; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ErrorDisplay>();
  const list = useRef<HTMLUListElement>(null);
  const focusItem = useRef<number | undefined>(undefined);

  // After "Load more", focus moves to the first review that arrived, so reading carries on from there;
  // before the browser paints, so no moment shows the reviews with focus lost to the page (Escape included).
  useLayoutEffect(() => {
    if (focusItem.current === undefined || !loaded) return;
    (list.current?.children[focusItem.current] as HTMLElement | undefined)?.focus();
    focusItem.current = undefined;
  }, [loaded]);

  const load = (page: number) => {
    setLoading(true);
    setError(undefined);
    loadReviews(contractor.id, page)
      .then(
        (next) => {
          if (page > 1) focusItem.current = (page - 1) * next.perPage;
          setLoaded((shown) => withPage(shown, next));
        },
        (failure: unknown) => setError(describeServerError(failure)),
      )
      .finally(() => setLoading(false));
  };

  // The dialog is mounted on its first opening and kept while closed, so the first page loads once.
  useEffect(() => {
    let current = true;
    loadReviews(contractor.id, 1)
      .then(
        (first) => current && setLoaded((shown) => withPage(shown, first)),
        (failure: unknown) => current && setError(describeServerError(failure)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [contractor.id]);

  const more = loaded && loaded.page < loaded.totalPages;
  return (
    <DraggableDialog open={open} onClose={onClose} title={`Reviews of ${contractor.businessName}`} actions={<Button onClick={onClose}>Close</Button>}>
      <Box sx={{ mb: 2 }}>
        <Stars rating={contractor.ratingAverage} reviewCount={contractor.reviewCount} />
      </Box>
      <Box aria-live="polite" aria-busy={loading}>
        {loaded && loaded.totalItems === 0 && <Typography>No reviews yet.</Typography>}
        {loaded && loaded.items.length > 0 && (
          <Box component="ul" ref={list} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
            {loaded.items.map((review) => (
              <Box component="li" key={review.id} tabIndex={-1} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2, outline: 'none' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {review.reviewerName}
                  </Typography>
                  <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                    {formatDate(review.createdAt)}
                  </Typography>
                </Box>
                <Stars rating={review.rating} />
                {review.text && <Typography sx={{ mt: 1 }}>{review.text}</Typography>}
              </Box>
            ))}
          </Box>
        )}
        {loaded && loaded.totalItems > 0 && (
          <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '0.9rem' }}>
            Showing {loaded.items.length} of {loaded.totalItems} reviews
          </Typography>
        )}
        {loading && !loaded && (
          <Box aria-hidden sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} />
          </Box>
        )}
      </Box>
      {error && <LoadError error={error} onRetry={() => load(loaded ? loaded.page + 1 : 1)} />}
      {more && (
        <Button variant="outlined" loading={loading} onClick={() => load(loaded.page + 1)} sx={{ mt: 2 }}>
          Load more reviews
        </Button>
      )}
    </DraggableDialog>
  );
}
