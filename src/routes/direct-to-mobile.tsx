import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { DirectToMobile } from '../features/account/DirectToMobile';
import { directToMobileTitle } from '../features/account/direct-to-mobile-title';

export const Route = createFileRoute('/direct-to-mobile')({
  staticData: { anonymous: true, layout: 'empty' },
  // The guard has read the identity before this page loads: a system manager reads a title of their own.
  head: ({ match }) =>
    pageHead(directToMobileTitle(match.context.auth.view().identity), 'Contractors work from the Southborough Home Services mobile app, for Android and iPhone.'),
  component: DirectToMobile,
});
