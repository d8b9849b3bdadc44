import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/tab-can-be-closed')({
  staticData: { anonymous: true, layout: 'empty' },
  head: () => pageHead('You Can Close This Tab'),
  component: () => <ComingSoon title="You Can Close This Tab">You are all set. This tab can be closed.</ComingSoon>,
});
