import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../app/head';
import { BookJobPage } from '../features/book-job/BookJobPage';
import { slug } from '../features/forms/search-params';

/** `?trade=<slug>` preselects the service, e.g. from a service page or a contractor's card. */
const BookJobSearch = v.fallback(v.object({ trade: slug() }), {});

export const Route = createFileRoute('/book-service')({
  staticData: { anonymous: true, noFloatingHeader: true },
  validateSearch: BookJobSearch,
  loader: async () => (await import('../features/book-job/book-job.api')).loadBookJob(),
  head: () => pageHead('Book A Job', 'Book a local contractor in Southborough, MA online: tell us the trade, the address and the times that suit you.'),
  component: BookServiceRoute,
});

function BookServiceRoute() {
  const router = useRouter();
  return <BookJobPage data={Route.useLoaderData()} tradeSlug={Route.useSearch().trade} onRetry={() => void router.invalidate()} />;
}
