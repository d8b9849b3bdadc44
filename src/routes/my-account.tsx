import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { MyAccountScreen } from '../features/account/MyAccountScreen';

export const Route = createFileRoute('/my-account')({
  head: () => pageHead('My Account'),
  component: MyAccountScreen,
});
