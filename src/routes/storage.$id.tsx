import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';
import { uuidParam } from '../app/route-params';

export const Route = createFileRoute('/storage/$id')({
  staticData: { anonymous: true },
  params: { parse: uuidParam },
  head: () => pageHead('Storage Unit Details'),
  component: StorageUnitDetails,
});

function StorageUnitDetails() {
  return <ComingSoon title="Storage Unit Details">Photos, sizes, prices and availability of this unit are coming soon.</ComingSoon>;
}
