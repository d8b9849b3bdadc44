import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '../app/head';
import { SandboxPages } from '../features/payment-sandbox/SandboxPages';

/** Each page of the payment sandbox and the prefix of its ids (the URLs server/payments/sandbox-gateway.ts and server/jobs/payment-info.ts answer). */
const PAGES = { checkout: 'cs', portal: 'bps', payment: 'pi' } as const;

const TITLES = { checkout: 'Checkout (sandbox)', portal: 'Your membership (sandbox)', payment: 'Pay by card (sandbox)' } as const;

/** The card page's address carries the intent's client secret and the site's page to return to. */
const Search = v.object({
  clientSecret: v.optional(v.fallback(v.string(), ''), ''),
  redirectUrl: v.optional(v.fallback(v.string(), '/'), '/'),
});

/**
 * The payment sandbox's checkout page, customer portal and card page (docs/decisions/014-card-payments.md),
 * where memberships and job payments are paid and managed when no Stripe key is set. One route for all
 * keeps the first bundle small.
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
  validateSearch: Search,
  loaderDeps: ({ search }) => ({ clientSecret: search.clientSecret }),
  loader: ({ params, deps }) => import('../features/payment-sandbox/sandbox.api').then((m) => m.loadSandboxPage(params.page, params.id, deps.clientSecret)),
  head: ({ params }) => pageHead(TITLES[params.page]),
  component: SandboxRoute,
});

function SandboxRoute() {
  const router = useRouter();
  return <SandboxPages loaded={Route.useLoaderData()} search={Route.useSearch()} onRetry={() => void router.invalidate()} />;
}
