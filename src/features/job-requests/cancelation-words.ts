import type { JobRequestDetails } from '../../../contract/job-requests';
import { cancelationRefundCents, CHANGE_CUTOFF_HOURS, nextJobStatus } from '../../../machines/job-lifecycle.machine';
import { isVisitMissed } from '../../../machines/visit-calendar';
import { formatDate, formatUsdPreciseFromCents } from '../../lib/format';

/**
 * What canceling `job` at `now` does to the money, in the customer's words, before they confirm: the
 * refund rule of the lifecycle module, and whether the contractor confirms first (after the cutoff),
 * or that the contractor missed the visit, which ends it at once with the deposit back.
 */
export function cancelationOutcome(job: Pick<JobRequestDetails, 'status' | 'facts' | 'depositPaidCents' | 'visitStartsAt'>, now: string): string[] {
  const deposit = job.depositPaidCents;
  const refund = cancelationRefundCents(deposit, job.facts, now);
  const missed = job.status === 'Scheduled' && isVisitMissed(job.facts, now);
  const asked =
    nextJobStatus(job.status, job.facts, {
      type: 'job.cancel',
      by: 'consumer',
      at: now,
    }) === 'CancelationRequested';
  const words: string[] = [];
  if (missed) words.push('Your contractor did not come: the visit time passed without them checking in, so the job request is canceled at once.');
  if (deposit === 0) words.push('Nothing was paid, so there is nothing to refund.');
  else if (refund === deposit) words.push(`Your ${formatUsdPreciseFromCents(deposit)} deposit will be refunded in full.`);
  else {
    // The visit's own time: its cutoff has passed by now, and named here it read as the visit's time.
    const at = job.visitStartsAt ? ` at ${formatDate(job.visitStartsAt, { withTime: true, withZone: true })}` : '';
    words.push(
      `Your visit${at} is less than ${CHANGE_CUTOFF_HOURS} hours away, so ${formatUsdPreciseFromCents(refund)} of your ${formatUsdPreciseFromCents(deposit)} deposit will be refunded.`,
    );
  }
  if (asked) words.push('Because the visit is so close, your contractor confirms the cancelation first; until then the visit stands, and if nobody has by its time, it is canceled then.');
  return words;
}
