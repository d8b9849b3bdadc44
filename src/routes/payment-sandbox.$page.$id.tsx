import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { SandboxPages } from '../features/payment-sandbox/SandboxPages';

/** Each page of the payment sandbox and the prefix of its ids (the URLs server/payments/sandbox-gateway.ts answers). */
const PAGES = { checkout: 'cs', portal: 'bps' } as const;

/**
 * The payment sandbox's checkout page and customer portal (docs/decisions/014-card-payments.md), where
 * memberships are paid and managed when no Stripe key is set. One route for both keeps the first
 * bundle small.
 */
export const Route = createFileRoute('/payment-sandbox/$page/$id')({
  staticData: { layout: 'empty', anonymous: true },
  params: {
    parse: ({ page, id }) => {
      const prefix = PAGES[page as keyof typeof PAGES] as string | undefined;
      if (!prefix || !new RegExp(`^${prefix}_[A-Za-z0-9_]{8,80}$`).test(id)) throw redirect({ to: '/page-not-found', replace: true });
      return { page: page as keyof typeof PAGES, id };
    },
  },
  loader: ({ params }) => import('../features/payment-sandbox/sandbox.api').then((m) => m.loadSandboxPage(params.page, params.id)),
  head: ({ params }) => pageHead(params.page === 'checkout' ? 'Checkout (sandbox)' : 'Your membership (sandbox)'),
  component: SandboxRoute,
});

function SandboxRoute() {
  const router = useRouter();
  return <SandboxPages loaded={Route.useLoaderData()} onRetry={() => void router.invalidate()} />;
}
