import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/account-deletion')({
  staticData: { anonymous: true },
  head: () => pageHead('Account Deletion'),
  component: () => <ComingSoon title="Account Deletion">How to delete your account and what happens to your data is coming soon.</ComingSoon>,
});
