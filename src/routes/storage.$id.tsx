import { createFileRoute, useRouter } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { uuidParam } from '../app/route-params';
import { StorageUnitDetailsPage, StorageUnitSkeleton, StorageUnitUnavailable } from '../features/storage/StorageUnitDetailsPage';
import { loadListing } from '../features/storage/listing.api';

export const Route = createFileRoute('/storage/$id')({
  staticData: { anonymous: true },
  params: { parse: uuidParam },
  loader: ({ params }) => loadListing(params.id),
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.listing ? `${loaderData.listing.title}, ${loaderData.listing.size.name} in ${loaderData.listing.location.city}` : 'Storage Unit Details',
      loaderData?.listing?.description,
    ),
  pendingComponent: StorageUnitSkeleton,
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: StorageUnitDetailsRoute,
});

function StorageUnitDetailsRoute() {
  const { listing, failure } = Route.useLoaderData();
  const router = useRouter();
  return listing ? <StorageUnitDetailsPage listing={listing} /> : <StorageUnitUnavailable failure={failure} onRetry={() => void router.invalidate()} />;
}
