import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import type { Contractor, ContractorReviewsPage } from '../../../contract/contractors';
import { type ContractorReviewsMachine, contractorReviewsMachine, type LoadReviewsInput } from '../../../machines/contractor-reviews.machine';
import { describeFailure } from '../../api/errors';
import { DraggableDialog } from '../../components/ui/DraggableDialog';
import { formatDate } from '../../lib/format';
import { inspect } from '../../lib/inspector';
import { LoadError } from '../../components/ui/LoadFailed';
import { loadReviews } from './contractors.api';
import { Stars } from './Stars';

/** The reviews machine with the API call that reads a page. */
const reviewsLogic = contractorReviewsMachine.provide({
  actors: { loadReviews: fromPromise<ContractorReviewsPage, LoadReviewsInput>(({ input }) => loadReviews(input.contractorId, input.page)) },
});

export interface ReviewsDialogProps {
  contractor: Contractor;
  open: boolean;
  onClose: () => void;
  /** The reviews machine with its actor provided (tests); the API by default. */
  logic?: ContractorReviewsMachine;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * A contractor's reviews, newest first, a page at a time ("Load more reviews"), driven by
 * machines/contractor-reviews.machine.ts. The dialog is mounted on its first opening and kept while
 * closed, so the first page loads once.
 */
export function ReviewsDialog({ contractor, open, onClose, logic = reviewsLogic, inspect: onInspect = inspect }: ReviewsDialogProps) {
  const actor = useActorRef(logic, { input: { contractorId: contractor.id }, ...(onInspect ? { inspect: onInspect } : {}) });
  const loaded = useSelector(actor, (s) => (s.context.page > 0 ? s.context : undefined));
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.error : undefined));
  const canLoadMore = useSelector(actor, (s) => s.can({ type: 'reviews.loadMore' }) || s.matches('loadingMore'));
  const list = useRef<HTMLUListElement>(null);

  // After "Load more", focus moves to the first review that arrived, so reading carries on from there;
  // before the browser paints, so no moment shows the reviews with focus lost to the page (Escape included).
  const firstNew = loaded?.firstNew;
  const shownCount = loaded?.items.length;
  useLayoutEffect(() => {
    if (firstNew === undefined) return;
    (list.current?.children[firstNew] as HTMLElement | undefined)?.focus();
  }, [firstNew, shownCount]);

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
      {failure !== undefined && <LoadError error={describeFailure(failure)} onRetry={() => actor.send({ type: 'reviews.retry' })} />}
      {canLoadMore && (
        <Button variant="outlined" loading={loading} onClick={() => actor.send({ type: 'reviews.loadMore' })} sx={{ mt: 2 }}>
          Load more reviews
        </Button>
      )}
    </DraggableDialog>
  );
}
