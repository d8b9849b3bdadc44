import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { UUID_V1_TO_V5 } from '../../contract/uuid';
import { pageHead } from '../app/head';
import { loadNewJobRequest } from '../features/job-request-form/job-request-form.api';
import { NewJobRequestPage } from '../features/job-request-form/NewJobRequestPage';
import { lenient, slug } from '../lib/search-params';

/**
 * `?contractorId=<uuid>`: the contractor a card's "Book a job" asked for, offered the job first;
 * `&trade=<slug>` preselects the service, the one the contractor list was filtered by.
 */
const NewJobRequestSearch = v.fallback(v.object({ contractorId: lenient(v.pipe(v.string(), v.regex(UUID_V1_TO_V5))), trade: slug() }), {});

export const Route = createFileRoute('/job-requests/new')({
  validateSearch: NewJobRequestSearch,
  loaderDeps: ({ search }) => ({ contractorId: search.contractorId }),
  loader: ({ deps }) => loadNewJobRequest(deps.contractorId),
  // The name a signed-out visitor sent away from this page is told to sign in for.
  staticData: { title: 'New Job Request' },
  head: () => pageHead('New Job Request'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: NewJobRequestRoute,
});

function NewJobRequestRoute() {
  const router = useRouter();
  const { trade } = Route.useSearch();
  return <NewJobRequestPage data={Route.useLoaderData()} tradeSlug={trade} onRetry={() => void router.invalidate()} />;
}
