import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { JobRequestDetails as JobDetails } from '../../../contract/job-requests';
import { cancelationLogic, keepVisitLogic } from '../../features/job-requests/cancelation';
import { JobRequestDetailsPage, type JobRequestDetailsPageProps, JobRequestUnavailable } from '../../features/job-requests/JobRequestDetailsPage';
import { PaymentsSection, PayOwedDialog } from '../../features/payments/PaymentsSection';
import { ProposalsSection } from '../../features/proposals/ProposalsSection';
import { ReviewDialog, ReviewSection } from '../../features/reviews/ReviewSection';
import { ChooseFirstVisitDialog } from '../../features/visits/ChooseFirstVisitDialog';
import { RescheduleVisitDialog, VisitSection } from '../../features/visits/VisitSection';

/** What the other features draw on the job page: their sections, and the dialog each action button opens (for the job it was opened on). */
export function jobPageParts(job: JobDetails): Pick<JobRequestDetailsPageProps, 'sections' | 'dialogs'> {
  return {
    // Each its own part: the page draws the parts below a phone's screen one commit at a time.
    sections: [
      <ProposalsSection key="proposals" job={job} />,
      <PaymentsSection key="payments" job={job} />,
      <VisitSection key="visit" job={job} />,
      <ReviewSection key="review" job={job} />,
    ],
    dialogs: {
      scheduleVisit: (opened, close) => <ChooseFirstVisitDialog job={opened} onClose={close} />,
      rescheduleVisit: (opened, close) => <RescheduleVisitDialog job={opened} onClose={close} />,
      pay: (opened, close) => <PayOwedDialog job={opened} onClose={close} />,
      review: (opened, close) => <ReviewDialog job={opened} onClose={close} />,
    },
  };
}

/** The screen takes the id as a prop (spec section 2); the route's loader has read that job. */
export function JobRequestDetails({ id }: { id: string }) {
  const { job, error } = useLoaderData({ from: '/job-requests/$id' });
  const router = useRouter();
  const cancelation = useMemo(() => cancelationLogic(() => void router.invalidate()), [router]);
  const keepVisit = useMemo(() => keepVisitLogic(() => void router.invalidate()), [router]);
  // A page per job: another job's page starts with its own cancel dialog.
  return job ? (
    <JobRequestDetailsPage key={id} job={job} cancelation={cancelation} keepVisit={keepVisit} {...jobPageParts(job)} />
  ) : (
    <JobRequestUnavailable error={error} onRetry={() => void router.invalidate()} />
  );
}
