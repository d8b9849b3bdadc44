import { createFileRoute, useRouter } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { uuidParam } from '../app/route-params';
import { StorageUnitBody } from '../features/storage/storage-unit-body';
import { StorageUnitSkeleton, StorageUnitUnavailable } from '../features/storage/StorageUnitFrame';

export const Route = createFileRoute('/storage/$id')({
  staticData: { anonymous: true },
  params: { parse: uuidParam },
  // The page paints its skeleton first; the data's module (with the API client) and the details that
  // draw the data load as the loader runs, side by side with the data, and the server preloads them
  // with the page. `preload` is gone once the details have loaded: a later unit draws them at once.
  loader: async ({ params }) => {
    const [data] = await Promise.all([
      import('../features/storage/listing.api').then((module) => module.loadListing(params.id)),
      StorageUnitBody.preload?.(),
    ]);
    return data;
  },
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.listing ? `${loaderData.listing.title}, ${loaderData.listing.size.name} in ${loaderData.listing.location.city}` : 'Storage Unit Details',
      loaderData?.listing?.description,
    ),
  pendingComponent: StorageUnitSkeleton,
  // The loader loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: StorageUnitDetailsRoute,
});

function StorageUnitDetailsRoute() {
  const { listing, failure } = Route.useLoaderData();
  const router = useRouter();
  return listing ? <StorageUnitBody listing={listing} /> : <StorageUnitUnavailable failure={failure} onRetry={() => void router.invalidate()} />;
}
