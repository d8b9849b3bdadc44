import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { legacyRedirectFor } from '../app/legacy-redirects';
import { ServicePageView } from '../features/services/ServicePageView';

/**
 * One-segment addresses no other route claims: the old site's addresses (redirected), the static
 * service pages of the table (HVAC's /hvac-installation-and-repair-services among them), and Page Not
 * Found for anything else. The loader fetches the table, so it stays out of the first bundle, and
 * starts the page's catalogue reads without waiting for them.
 */
export const Route = createFileRoute('/$slug')({
  staticData: { anonymous: true },
  beforeLoad: ({ params }) => {
    const legacy = legacyRedirectFor(params.slug);
    if (legacy) throw redirect({ to: legacy.to, hash: legacy.hash, replace: true });
  },
  loader: async ({ params }) => {
    const [{ servicePageAt }, data] = await Promise.all([import('../features/services/service-pages'), import('../features/services/services.api')]);
    const page = servicePageAt(params.slug);
    if (!page) throw redirect({ to: '/page-not-found', replace: true });
    return {
      page,
      products: data.loadTradeProducts(page.trade),
      equipment: page.trade === 'equipment-rental' ? data.loadEquipment() : undefined,
    };
  },
  head: ({ loaderData }) => pageHead(loaderData?.page.title, loaderData?.page.description),
  component: ServicePageRoute,
});

function ServicePageRoute() {
  return <ServicePageView {...Route.useLoaderData()} />;
}
