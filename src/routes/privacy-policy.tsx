import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { privacyPolicy } from '../content/legal';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { anonymous: true },
  head: () => pageHead('Privacy Policy', 'How Southborough Home Services collects, uses and protects your personal information.'),
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  return <LegalDocumentView document={privacyPolicy} path="/privacy-policy" />;
}
