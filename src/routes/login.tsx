import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { LOG_IN_TITLE, validateSignInSearch } from '../features/sign-in/sign-in-search';
import { SignInScreen } from '../features/sign-in/SignInScreen';
import { SignInNotices } from './-components/sign-in-reason';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'signIn', anonymous: true, unauthenticatedOnly: true },
  validateSearch: validateSignInSearch,
  head: () => pageHead(LOG_IN_TITLE, 'Log in to Southborough Home Services with your phone number: we text you a code, no password needed.'),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, ended } = Route.useSearch();
  return <SignInScreen redirect={redirect} notice={<SignInNotices redirect={redirect} ended={ended} />} title={LOG_IN_TITLE} />;
}
