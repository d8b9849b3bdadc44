import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/my-account')({
  staticData: { authRequired: true },
  head: () => pageHead('My Account'),
  component: () => <ComingSoon title="My Account">Your details, your membership and your storage enquiries will be managed here soon.</ComingSoon>,
});
