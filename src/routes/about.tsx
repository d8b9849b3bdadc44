import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/about')({
  staticData: { anonymous: true },
  head: () => pageHead('About', 'Who we are: a local home-services provider in Southborough, MA connecting homeowners with vetted, licensed local contractors.'),
  component: () => <ComingSoon title="About">The story of Southborough Home Services, the people behind it and how a job works from booking to review is coming soon.</ComingSoon>,
});
