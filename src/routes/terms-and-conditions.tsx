import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { anonymous: true },
  head: () => pageHead('Terms and Conditions', 'The terms that apply when you use Southborough Home Services to book jobs, buy memberships or rent storage.'),
  component: () => <ComingSoon title="Terms and Conditions">Our terms and conditions are being published here soon.</ComingSoon>,
});
