import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { UUID_V1_TO_V5 } from '../../contract/uuid';
import { pageHead } from '../app/head';
import { BookJobPage } from '../features/book-job/BookJobPage';
import { lenient, searchText, slug } from '../lib/search-params';

/**
 * `?trade=<slug>` preselects the service, e.g. from a service page or a contractor's card;
 * `&description=` starts the job's description, e.g. with the rental item asked about;
 * `&contractorId=` is the contractor a card's "Book a job" asked for, offered the job first.
 */
const BookJobSearch = v.fallback(
  v.object({ trade: slug(), description: searchText(200), contractorId: lenient(v.pipe(v.string(), v.regex(UUID_V1_TO_V5))) }),
  {},
);

export const Route = createFileRoute('/book-service')({
  staticData: { anonymous: true, noFloatingHeader: true },
  validateSearch: BookJobSearch,
  loaderDeps: ({ search }) => ({ contractorId: search.contractorId }),
  // A promise, not awaited: the page is drawn at once (and prerendered without an API), the form waiting for it.
  // Its module and the API client are imported as the loader runs: the page paints and hydrates without
  // them, and the form waits as long for its own code (docs/performance.md, "JavaScript before the first paint").
  loader: ({ deps }) => ({ booking: import('../features/book-job/book-job.api').then((module) => module.loadBookJob(deps.contractorId)) }),
  head: () => pageHead('Book A Job', 'Book a local contractor in Southborough, MA online: tell us the trade, the address and the times that suit you.'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: BookServiceRoute,
});

function BookServiceRoute() {
  const router = useRouter();
  const { trade, description } = Route.useSearch();
  return <BookJobPage booking={Route.useLoaderData().booking} tradeSlug={trade} description={description} onRetry={() => void router.invalidate()} />;
}
