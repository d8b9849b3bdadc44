import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { AboutPageView } from '../features/about/AboutPageView';

export const Route = createFileRoute('/about')({
  staticData: { anonymous: true },
  // The words load with the page, not with the site; the description comes from them.
  loader: async () => (await import('../content/company')).aboutPage,
  head: ({ loaderData }) => pageHead('About', loaderData?.metaDescription),
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPageView content={Route.useLoaderData()} />;
}
