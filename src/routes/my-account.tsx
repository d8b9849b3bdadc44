import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { MyAccountScreen } from '../features/account/MyAccountScreen';

export const Route = createFileRoute('/my-account')({
  // The name a signed-out visitor sent away from this page is told to sign in for.
  staticData: { title: 'My Account' },
  head: () => pageHead('My Account'),
  component: MyAccountScreen,
});
