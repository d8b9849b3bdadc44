import { useLoaderData, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { JobRequestDetails as JobDetails } from '../../../contract/job-requests';
import { nextChangeAt, systemStepDueAt, UNDECIDED_CANCELATIONS_INTERVAL_MS } from '../../../machines/job-lifecycle.machine';
import { cancelationLogic, keepVisitLogic } from '../../features/job-requests/cancelation';
import { JobRequestDetailsPage, type JobRequestDetailsPageProps, JobRequestUnavailable } from '../../features/job-requests/JobRequestDetailsPage';
import { usePageMoment, useReadAgainWhenDue } from '../../features/job-requests/use-page-moment';
import { type OwedPaymentReturn, owedPaymentReturnOf } from '../../features/payments/payment';
import { PaymentsSection, PayOwedDialog } from '../../features/payments/PaymentsSection';
import { ProposalsSection } from '../../features/proposals/ProposalsSection';
import { ReviewDialog, ReviewSection } from '../../features/reviews/ReviewSection';
import { ChooseFirstVisitDialog } from '../../features/visits/ChooseFirstVisitDialog';
import { RescheduleVisitDialog, VisitSection } from '../../features/visits/VisitSection';

/**
 * What the other features draw on the job page: their sections, asked of the machine at the page's
 * `now`, and the dialog each action button opens (for the job it was opened on). Come back from the
 * card step of a payment after the work (`paid`, from the page's address), the pay dialog opens with it.
 */
export function jobPageParts(job: JobDetails, now: string, paid: OwedPaymentReturn | null = null): Pick<JobRequestDetailsPageProps, 'sections' | 'dialogs' | 'cameBackTo'> {
  return {
    cameBackTo: paid ? 'pay' : undefined,
    // Each its own part: the page draws the parts below a phone's screen one commit at a time.
    sections: [
      <ProposalsSection key="proposals" job={job} now={now} />,
      <PaymentsSection key="payments" job={job} now={now} />,
      <VisitSection key="visit" job={job} now={now} />,
      <ReviewSection key="review" job={job} now={now} />,
    ],
    dialogs: {
      // Each hands back, as it closes, its sending still unanswered, and is given it at its next opening.
      scheduleVisit: (opened, close, _steps, sent) => <ChooseFirstVisitDialog job={opened} sent={sent} onClose={close} />,
      rescheduleVisit: (opened, close, _steps, sent) => <RescheduleVisitDialog job={opened} sent={sent} onClose={close} />,
      pay: (opened, close, steps) => <PayOwedDialog job={opened} steps={steps} cameBack={paid} onClose={() => close()} />,
      review: (opened, close, _steps, sent) => <ReviewDialog job={opened} sent={sent} onClose={close} />,
    },
  };
}

/** The screen takes the id as a prop (spec section 2); the route's loader has read that job. */
export function JobRequestDetails({ id }: { id: string }) {
  const { job, error } = useLoaderData({ from: '/job-requests/$id' });
  const router = useRouter();
  const readAgain = useCallback(() => void router.invalidate(), [router]);
  const cancelation = useMemo(() => cancelationLogic(readAgain), [readAgain]);
  const keepVisit = useMemo(() => keepVisitLogic(readAgain), [readAgain]);
  // One moment for the buttons and the sections, so that they answer alike; taken again when the
  // machine's answer for the job may change by the clock alone, so no button outlives its deadline.
  const { now, takeNow } = usePageMoment((at) => (job ? nextChangeAt(job.status, job.facts, 'consumer', at) : null));
  // What the server does by the clock (a late cancelation nobody decided is approved at its deadline, on
  // its next round) only the job read again can say: the page reads it then, without a reload.
  const systemDueAt = useMemo(() => (job ? systemStepDueAt(job.status, job.facts, now) : null), [job, now]);
  useReadAgainWhenDue(systemDueAt, UNDECIDED_CANCELATIONS_INTERVAL_MS, readAgain);
  // The job page's address says which payment's card step it is coming back from (src/features/payments/payment.ts).
  const paid = owedPaymentReturnOf(useSearch({ from: '/job-requests/$id' }));
  // A page per job: another job's page starts with its own cancel dialog.
  return job ? (
    <JobRequestDetailsPage key={id} job={job} now={now} takeNow={takeNow} cancelation={cancelation} keepVisit={keepVisit} {...jobPageParts(job, now, paid)} />
  ) : (
    <JobRequestUnavailable error={error} onRetry={() => void router.invalidate()} />
  );
}
