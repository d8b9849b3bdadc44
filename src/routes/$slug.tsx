import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { legacyRedirectFor } from '../app/legacy-redirects';
import { ServicePageView } from '../features/services/ServicePageView';

/**
 * One-segment addresses no other route claims: the old site's addresses (redirected), the static
 * service pages of the table, and Page Not Found for anything else. The loader fetches the table, so
 * it stays out of the first bundle.
 */
export const Route = createFileRoute('/$slug')({
  staticData: { anonymous: true },
  beforeLoad: ({ params }) => {
    const legacy = legacyRedirectFor(params.slug);
    if (legacy) throw redirect({ to: legacy.to, hash: legacy.hash, replace: true });
  },
  loader: async ({ params }) => {
    const { servicePageAt } = await import('../features/services/service-pages');
    const page = servicePageAt(params.slug);
    if (!page) throw redirect({ to: '/page-not-found', replace: true });
    return page;
  },
  head: ({ loaderData }) => pageHead(loaderData?.title, loaderData?.description),
  component: ServicePageRoute,
});

function ServicePageRoute() {
  return <ServicePageView page={Route.useLoaderData()} />;
}
