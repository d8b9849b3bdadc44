import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageHead } from '../app/head';
import { uuidParam } from '../app/route-params';
import { cancelationLogic } from '../features/job-requests/cancelation';
import { JobRequestDetailsPage, JobRequestDetailsSkeleton, JobRequestUnavailable } from '../features/job-requests/JobRequestDetailsPage';
import { loadJobRequest } from '../features/job-requests/job-requests.api';
import { PaymentsSection } from '../features/payments/PaymentsSection';
import { ProposalsSection } from '../features/proposals/ProposalsSection';
import { ReviewSection } from '../features/reviews/ReviewSection';
import { VisitSection } from '../features/visits/VisitSection';

export const Route = createFileRoute('/job-requests/$id')({
  staticData: { authRequired: true },
  params: { parse: uuidParam },
  // Every section that changes the job (a proposal accepted, a visit moved, a cancelation) calls
  // `router.invalidate()`, which runs this again.
  loader: ({ params, abortController }) => loadJobRequest(params.id, abortController.signal),
  head: ({ loaderData }) => pageHead(loaderData?.job ? loaderData.job.name : 'Job Request Details'),
  pendingComponent: JobRequestDetailsSkeleton,
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: JobRequestDetailsRoute,
});

function JobRequestDetailsRoute() {
  const { id } = Route.useParams();
  return <JobRequestDetails id={id} />;
}

/** The screen takes the id as a prop (spec section 2); the route's loader has read that job. */
function JobRequestDetails({ id }: { id: string }) {
  const { job, error } = Route.useLoaderData();
  const router = useRouter();
  const cancelation = useMemo(() => cancelationLogic(() => void router.invalidate()), [router]);
  // A page per job: another job's page starts with its own cancel dialog.
  return job ? (
    <JobRequestDetailsPage
      key={id}
      job={job}
      cancelation={cancelation}
      sections={
        <>
          <ProposalsSection job={job} />
          <PaymentsSection job={job} />
          <VisitSection job={job} />
          <ReviewSection job={job} />
        </>
      }
    />
  ) : (
    <JobRequestUnavailable error={error} onRetry={() => void router.invalidate()} />
  );
}
