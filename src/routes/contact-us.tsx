import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ContactUsPage } from '../features/contact/ContactUsPage';

export const Route = createFileRoute('/contact-us')({
  staticData: { anonymous: true },
  head: () => pageHead('Contact Us', 'Call, write or visit Southborough Home Services in Southborough, MA. We answer within one business day.'),
  component: ContactUsPage,
});
