import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../app/head';
import { BookJobPage } from '../features/book-job/BookJobPage';
import { searchText, slug } from '../lib/search-params';
import { loadBookJob } from '../features/book-job/book-job.api';

/**
 * `?trade=<slug>` preselects the service, e.g. from a service page or a contractor's card;
 * `&description=` starts the job's description, e.g. with the rental item asked about.
 */
const BookJobSearch = v.fallback(v.object({ trade: slug(), description: searchText(200) }), {});

export const Route = createFileRoute('/book-service')({
  staticData: { anonymous: true, noFloatingHeader: true },
  validateSearch: BookJobSearch,
  loader: () => loadBookJob(),
  head: () => pageHead('Book A Job', 'Book a local contractor in Southborough, MA online: tell us the trade, the address and the times that suit you.'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: BookServiceRoute,
});

function BookServiceRoute() {
  const router = useRouter();
  const { trade, description } = Route.useSearch();
  return <BookJobPage data={Route.useLoaderData()} tradeSlug={trade} description={description} onRetry={() => void router.invalidate()} />;
}
