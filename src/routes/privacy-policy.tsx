import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { anonymous: true },
  head: () => pageHead('Privacy Policy', 'How Southborough Home Services collects, uses and protects your personal information.'),
  component: () => <ComingSoon title="Privacy Policy">Our privacy policy is being published here soon.</ComingSoon>,
});
