import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { type PageRequest, pageData } from '../app/page-data';
import { PaymentReturnSearch, uuidParam } from '../app/route-params';
import { JobRequestDetailsSkeleton } from '../features/job-requests/JobRequestDetailsFrame';
import type { JobRequestData } from '../features/job-requests/job-requests.api';
import { JobRequestDetailsBody } from './-components/job-request-details-body';

/** The job's request: the API client loads with it, not with the first page of the site. */
const requestJob: PageRequest<JobRequestData, { params: { id: string }; deps: unknown }> = ({ params }, signal) =>
  import('../features/job-requests/job-requests.api').then((module) => module.loadJobRequest(params.id, signal));

export const Route = createFileRoute('/job-requests/$id')({
  params: { parse: uuidParam },
  // Come back from the card step of a payment after the work, the page reopens its pay dialog (decision 090).
  validateSearch: PaymentReturnSearch,
  // The name a signed-out visitor sent to Login is told to sign in for, and the request the route
  // guard begins beside the session (src/app/page-data.ts).
  staticData: { title: 'Job Request Details', data: requestJob },
  // Every section that changes the job (a proposal accepted, a visit moved, a cancelation) calls
  // `router.invalidate()`, which runs this again. The API client and the code that draws the job load
  // beside the job itself: the page paints its frame first, and nothing it draws once the job has come
  // waits for more code. On a first load the job's request is begun by the route guard beside the
  // session it waits for, when it can tell already that it will let the page through (src/app/page-data.ts).
  loader: async ({ params, deps, abortController, context }) => {
    const [data] = await Promise.all([
      pageData(context.pageData, requestJob, { params, deps }, abortController.signal),
      // Named here too, for the server to preload the data's module with the page (loaderChunks in
      // server/site/route-chunks.ts): the request itself may be the guard's, begun from the route tree.
      import('../features/job-requests/job-requests.api'),
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
