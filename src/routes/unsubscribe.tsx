import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { UnsubscribePage } from '../features/newsletter/UnsubscribePage';

export const Route = createFileRoute('/unsubscribe')({
  staticData: { anonymous: true },
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  head: () => pageHead('Unsubscribe', 'Stop e-mails from Southborough Home Services other than receipts.'),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
