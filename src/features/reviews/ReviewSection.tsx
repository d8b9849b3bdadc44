import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import type { JobRequestDetails, JobReviewSummary } from '../../../contract/job-requests';
import { SubmitJobReview } from '../../../contract/reviews';
import type { FormValues, SentForm } from '../../../machines/form-submission.machine';
import { jobAllows, jobRefusal } from '../../../machines/job-lifecycle.machine';
import { type ApiClient, api as appApi } from '../../api/client';
import { FormAlert, SubmitButton } from '../../components/forms/FormParts';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { useContractForm } from '../../components/forms/use-contract-form';
import { formatDate, formatProviderDay } from '../../lib/format';
import { TextArea } from '../../components/forms/TextArea';

const STAR_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };
const starsLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}${STAR_WORDS[value] ? `, ${STAR_WORDS[value]}` : ''}`;

export interface ReviewSectionProps {
  job: JobRequestDetails;
  /** The moment the page decides what the customer may do (ISO 8601): the review window depends on it. */
  now?: string;
}

/**
 * The review of a completed job on Job Request Details: asked for while the machine takes it ("Review
 * the contractor" opens the form), else that its time has passed and why, in the machine's words (no
 * control says it), and shown once given.
 */
export function ReviewSection({ job, now = new Date().toISOString() }: ReviewSectionProps) {
  const review = job.review;
  if (!review) return null;
  const given = review.status !== 'Requested';
  const dueBy = jobAllows(job.status, job.facts, 'consumer', now)('review.submit') ? job.facts.reviewDueBy : null;
  // A review still asked for that the machine no longer takes is one whose window has closed: no invitation is left.
  const heading = given ? 'Your review' : dueBy ? 'Review this job' : 'The time to review this job has passed';
  return (
    <Stack component="section" aria-labelledby="review-heading" spacing={1.5}>
      <Typography id="review-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {heading}
      </Typography>
      {given ? (
        <GivenReview review={review} />
      ) : dueBy ? (
        <Typography>Your stars and words help your neighbors choose, and your contractor improve. Please review by {formatProviderDay(dueBy)}.</Typography>
      ) : (
        <Typography>{jobRefusal(job.status, job.facts, { type: 'review.submit', by: 'consumer', at: now }, now)}</Typography>
      )}
    </Stack>
  );
}

function GivenReview({ review }: { review: JobReviewSummary }) {
  return (
    <Stack spacing={0.5}>
      {review.rating !== null && <Rating value={review.rating} readOnly getLabelText={(value) => `Rated ${value} out of 5 stars`} />}
      {review.text && <Typography sx={{ whiteSpace: 'pre-line' }}>{review.text}</Typography>}
      {review.submittedAt && <Typography color="text.secondary">Reviewed on {formatDate(review.submittedAt)}</Typography>}
      {review.status === 'Hidden' && <Typography color="text.secondary">This review is not shown on the contractor's profile.</Typography>}
    </Stack>
  );
}

export interface ReviewDialogProps {
  job: JobRequestDetails;
  /** The review the dialog handed back when it last closed on this page, sent and still unanswered. */
  sent?: SentForm<FormValues> | null;
  /** Closed, handing back the review sent and still unanswered, if any. */
  onClose: (sent: SentForm<FormValues> | null) => void;
  api?: ApiClient;
}

/** "Review the contractor": the stars and words, in a dialog; sent, the page reads the job again. */
export function ReviewDialog({ job, sent = null, onClose, api = appApi }: ReviewDialogProps) {
  if (!job.reviewId || !job.review) return null;
  return <ReviewForm reviewId={job.reviewId} dueBy={job.review.dueBy} sent={sent} api={api} onClose={onClose} />;
}

interface ReviewFormProps {
  reviewId: string;
  dueBy: string;
  sent: SentForm<FormValues> | null;
  api: ApiClient;
  onClose: (sent: SentForm<FormValues> | null) => void;
}

function ReviewForm({ reviewId, dueBy, sent, api, onClose: handBack }: ReviewFormProps) {
  const router = useRouter();
  const legendId = useId();
  const errorId = useId();
  const form = useContractForm({
    schema: SubmitJobReview,
    initialValues: { rating: '', text: '' },
    sent: sent && { ...sent, values: { rating: sent.values.rating ?? '', text: sent.values.text ?? '' } },
    // No stars chosen is no number: the contract's "Choose a rating" message.
    toRequest: ({ rating, text }) => ({ rating: rating ? Number(rating) : (undefined as unknown as number), text }),
    send: (body, _captcha, idempotencyKey) => api.POST('/JobReviews/{id}/submit', { params: { path: { id: reviewId }, header: { 'idempotency-key': idempotencyKey } }, body }),
  });
  const taken = form.status === 'sent';
  useEffect(() => {
    if (taken) void router.invalidate();
  }, [taken, router]);
  const onClose = () => handBack(form.sent);
  const rating = form.field('rating');

  return (
    <LazyDraggableDialog open title="Review the contractor" onClose={onClose}>
      {taken ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography role="status">Thank you for your review. It is on your contractor's profile now.</Typography>
          {/* The form had the focus, and went: as in the product's other dialogs, the one thing left to do takes it. */}
          <Button variant="contained" onClick={onClose} autoFocus>
            Close
          </Button>
        </Stack>
      ) : (
        <Box component="form" {...form.formProps} aria-label="Your review">
          <Stack spacing={2}>
            <Typography>How did the job go? Please review by {formatProviderDay(dueBy)}.</Typography>
            <Box component="fieldset" aria-describedby={rating.error ? errorId : undefined} sx={{ border: 0, m: 0, p: 0 }}>
              <Typography component="legend" id={legendId} sx={{ fontWeight: 700, mb: 0.5 }}>
                Your rating
              </Typography>
              <Rating
                name={`review-${reviewId}`}
                size="large"
                value={form.values.rating ? Number(form.values.rating) : null}
                onChange={(_, value) => form.setValue('rating', value ? String(value) : '')}
                getLabelText={starsLabel}
                ref={(element: HTMLElement | null) => rating.inputRef(element?.querySelector('input') ?? null)}
              />
              {rating.error && (
                <FormHelperText id={errorId} error>
                  {rating.helperText}
                </FormHelperText>
              )}
            </Box>
            <TextArea label="Your review (optional)" rows={3} {...form.field('text', 'What went well, and what could have gone better?')} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <FormAlert error={form.alert} />
            <Box>
              <SubmitButton sending={form.sending}>Send review</SubmitButton>
            </Box>
          </Stack>
        </Box>
      )}
    </LazyDraggableDialog>
  );
}
