import { createFileRoute, useRouter } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { uuidParam } from '../app/route-params';
import { StorageUnitDetailsPage, StorageUnitSkeleton, StorageUnitUnavailable } from '../features/storage/StorageUnitDetailsPage';

export const Route = createFileRoute('/storage/$id')({
  staticData: { anonymous: true },
  params: { parse: uuidParam },
  loader: async ({ params }) => (await import('../features/storage/storage.api')).loadListing(params.id),
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.listing ? `${loaderData.listing.title}, ${loaderData.listing.size.name} in ${loaderData.listing.location.city}` : 'Storage Unit Details',
      loaderData?.listing?.description,
    ),
  pendingComponent: StorageUnitSkeleton,
  component: StorageUnitDetailsRoute,
});

function StorageUnitDetailsRoute() {
  const { listing, error } = Route.useLoaderData();
  const router = useRouter();
  return listing ? <StorageUnitDetailsPage listing={listing} /> : <StorageUnitUnavailable error={error} onRetry={() => void router.invalidate()} />;
}
