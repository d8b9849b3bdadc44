import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { SignInScreen } from '../features/sign-in/SignInScreen';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'signIn', anonymous: true, unauthenticatedOnly: true },
  head: () => pageHead('Create an Account', 'Create an account or sign in to Southborough Home Services with your phone number.'),
  component: SignInScreen,
});
