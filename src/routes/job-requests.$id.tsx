import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { uuidParam } from '../app/route-params';
import { JobRequestDetailsSkeleton } from '../features/job-requests/JobRequestDetailsFrame';
import { JobRequestDetailsBody } from './-components/job-request-details-body';

export const Route = createFileRoute('/job-requests/$id')({
  params: { parse: uuidParam },
  // The name a signed-out visitor sent to Login is told to sign in for.
  staticData: { title: 'Job Request Details' },
  // Every section that changes the job (a proposal accepted, a visit moved, a cancelation) calls
  // `router.invalidate()`, which runs this again. The API client and the code that draws the job load
  // beside the job itself: the page paints its frame first, and nothing it draws once the job has come
  // waits for more code.
  loader: async ({ params, abortController }) => {
    const [data] = await Promise.all([
      import('../features/job-requests/job-requests.api').then((module) => module.loadJobRequest(params.id, abortController.signal)),
      // Gone once loaded: the job is drawn at once from then on.
      JobRequestDetailsBody.preload?.(),
    ]);
    return data;
  },
  head: ({ loaderData }) => pageHead(loaderData?.job ? loaderData.job.name : 'Job Request Details'),
  pendingComponent: JobRequestDetailsSkeleton,
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: JobRequestDetailsRoute,
});

function JobRequestDetailsRoute() {
  const { id } = Route.useParams();
  return <JobRequestDetailsBody id={id} />;
}
