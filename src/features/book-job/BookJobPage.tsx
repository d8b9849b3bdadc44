import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, useEffect } from 'react';
import { CaptchaSkeleton, FieldSkeleton, SUBMIT_BUTTON_HEIGHT } from '../../components/forms/FormSkeleton';
import { ClientSuspense } from '../../components/ui/ClientSuspense';
import { Skeleton } from '../../components/ui/Skeleton';
import { PHONE_HINT } from '../../lib/phone';
import { BOOK_JOB_HINTS } from './book-job-hints';
import type { BookJobData } from './book-job.api';
import { FormFrame } from './FormFrame';

// The form (MUI's inputs, the date picker's stand-in, the contract's schema, the captcha) and what its data
// adds above it (notices, a failure's alert) load beside the page, which paints its words first; until
// then a stand-in of the form's size holds its place.
const sectionCode = () => import('./BookJobSection');
const BookJobSection = lazy(() => sectionCode().then((module) => ({ default: module.BookJobSection })));

const promises = ['Vetted, insured local contractors', 'A written proposal before any work', 'Deposits capped at one third, as Massachusetts law requires'];

export interface BookJobPageProps {
  /** The route's data, on its way. */
  booking: Promise<BookJobData>;
  /** The service to preselect (`?trade=`). */
  tradeSlug?: string | undefined;
  /** The start of the job's description (`?description=`), e.g. the rental item asked about. */
  description?: string | undefined;
  onRetry: () => void;
}

/**
 * Book A Job (spec section 2): anyone, signed in or not, describes a job and we find the contractor.
 * A signed-in customer's contact details come from their account and the request joins My Job
 * Requests (the server links it to the account whose token comes with it); a visitor's request waits
 * for an account with its phone number.
 *
 * The heading and the words are drawn at once, and prerendered; the form, with what its data and the
 * visitor's session add above it, comes once the services and its code have
 * (docs/decisions/031-prerendered-public-pages.md). Nothing outside the form depends on the address's
 * query or on the session, so the one prerendered page fits every link to it.
 */
export function BookJobPage({ booking, tradeSlug, description = '', onRetry }: BookJobPageProps) {
  // The section's code, the form's with it, loads while the services do, not after them.
  useEffect(() => void sectionCode(), []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Book A Job
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 2, color: 'text.secondary' }}>
        Tell us what needs doing and where. We match your job with a vetted local contractor and get back to you within one business day.
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 4, pl: 2.5, color: 'text.secondary' }}>
        {promises.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </Box>
      <ClientSuspense
        fallback={
          <FormFrame>
            <BookJobFormSkeleton />
          </FormFrame>
        }
      >
        <BookJobSection booking={booking} tradeSlug={tradeSlug} description={description} onRetry={onRetry} Frame={FormFrame} />
      </ClientSuspense>
    </Container>
  );
}

/** A FormSection's legend and fields, as BookJobForm lays them out. */
function SectionSkeleton({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}>{children}</Box>
    </div>
  );
}

const rowSx = (columns: string) => ({ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: columns } }) as const;

/**
 * BookJobForm's shape before its code and the services have loaded: its sections, fields, hints and
 * button at their sizes, as a visitor's form (a signed-in customer's adds a line, and a notice above
 * the form's box, when it comes).
 */
function BookJobFormSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <SectionSkeleton legend="The job">
        <FieldSkeleton />
        <FieldSkeleton rows={5} hint={BOOK_JOB_HINTS.description} />
        <FieldSkeleton hint={BOOK_JOB_HINTS.preferredDate} />
      </SectionSkeleton>
      <SectionSkeleton legend="Where">
        <FieldSkeleton />
        <Box sx={rowSx('2fr 1fr')}>
          <FieldSkeleton />
          <FieldSkeleton />
        </Box>
      </SectionSkeleton>
      <SectionSkeleton legend="How to reach you">
        <FieldSkeleton />
        <Box sx={rowSx('1fr 1fr')}>
          <FieldSkeleton hint={PHONE_HINT} />
          <FieldSkeleton />
        </Box>
      </SectionSkeleton>
      <CaptchaSkeleton />
      <Skeleton height={SUBMIT_BUTTON_HEIGHT} width={220} />
    </Box>
  );
}
