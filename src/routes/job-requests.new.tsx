import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/job-requests/new')({
  head: () => pageHead('New Job Request'),
  component: () => <ComingSoon title="New Job Request">Creating a job request from your account is coming soon.</ComingSoon>,
});
