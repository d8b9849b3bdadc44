import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/contact-us')({
  staticData: { anonymous: true },
  head: () => pageHead('Contact Us', 'Call, write or visit Southborough Home Services in Southborough, MA. We answer within one business day.'),
  component: () => <ComingSoon title="Contact Us">A contact form is coming soon.</ComingSoon>,
});
