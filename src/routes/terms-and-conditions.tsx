import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { termsAndConditions } from '../content/legal';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { anonymous: true },
  head: () => pageHead('Terms and Conditions', 'The terms that apply when you use Southborough Home Services to book jobs, buy memberships or rent storage.'),
  component: TermsAndConditions,
});

function TermsAndConditions() {
  return <LegalDocumentView document={termsAndConditions} path="/terms-and-conditions" />;
}
