import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/job-requests/')({
  head: () => pageHead('My Job Requests'),
  component: () => <ComingSoon title="My Job Requests">Your job requests, their proposals and their status will be listed here soon.</ComingSoon>,
});
