import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { DirectToMobile } from '../features/account/DirectToMobile';

export const Route = createFileRoute('/direct-to-mobile')({
  staticData: { anonymous: true, layout: 'empty' },
  head: () => pageHead('Use the Mobile App', 'Contractors work from the Southborough Home Services mobile app, for Android and iPhone.'),
  component: DirectToMobile,
});
