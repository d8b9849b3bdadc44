import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { validateSignInSearch } from '../features/sign-in/sign-in-search';
import { SignInScreen } from '../features/sign-in/SignInScreen';
import { SignInNotices } from './-components/sign-in-reason';

export const Route = createFileRoute('/sign-in')({
  staticData: { layout: 'signIn', anonymous: true, unauthenticatedOnly: true },
  validateSearch: validateSignInSearch,
  head: () => pageHead('Create an Account', 'Create an account or sign in to Southborough Home Services with your phone number.'),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, ended } = Route.useSearch();
  return <SignInScreen redirect={redirect} notice={<SignInNotices redirect={redirect} ended={ended} />} />;
}
