import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { TabCanBeClosed } from '../features/account/TabCanBeClosed';

export const Route = createFileRoute('/tab-can-be-closed')({
  staticData: { anonymous: true, layout: 'empty' },
  head: () => pageHead('You Can Close This Tab'),
  component: TabCanBeClosed,
});
