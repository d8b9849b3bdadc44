import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type ComponentType, type ReactNode, use } from 'react';
import { useAccountContact } from '../../components/forms/account-contact';
import { LoadError } from '../../components/ui/LoadFailed';
import { BookJobForm } from './BookJobForm';
import type { BookJobData } from './book-job.api';

/**
 * What Book A Job draws once its data has come: the notice for a signed-in customer, the failure's
 * alert, and the form (with what becomes of the contractor asked for, beside its service). It loads with the form's code, beside the
 * data, in place of the page's stand-in; the page's first paint does not wait for it. The form sits in
 * the page's own frame (`Frame`, the stand-in's), handed down so that its code is the page's alone and
 * not a chunk of its own that the first paint waits for.
 */
export function BookJobSection({
  booking,
  tradeSlug,
  description,
  onRetry,
  Frame,
}: {
  booking: Promise<BookJobData>;
  tradeSlug?: string | undefined;
  description: string;
  onRetry: () => void;
  Frame: ComponentType<{ children: ReactNode }>;
}) {
  const data = use(booking);
  const preselected = data.trades.find((trade) => trade.slug === tradeSlug);
  const account = useAccountContact();
  const signedIn = account !== undefined;
  return (
    <>
      {signedIn && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You are signed in: this request goes to your account, under My Job Requests, where you follow its answers, estimates and visits.
        </Alert>
      )}
      {data.error && (
        <Box sx={{ mb: 3 }}>
          <LoadError error={data.error} onRetry={onRetry} />
        </Box>
      )}
      <Frame>
        {/* A new preselected trade or description (another link to this page) starts a fresh form; the account, known after it opened, only fills it in. */}
        <BookJobForm
          key={`${preselected?.id ?? ''} ${description}`}
          trades={data.trades}
          tradeId={preselected?.id}
          description={description}
          signedIn={signedIn}
          account={account}
          contractor={data.contractor}
        />
      </Frame>
    </>
  );
}

