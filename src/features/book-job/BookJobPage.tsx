import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuthView } from '../../auth/auth-handle';
import { LoadError } from '../../components/ui/LoadFailed';
import { RouterLink } from '../../components/ui/links';
import type { BookJobData } from './book-job.api';
import { BookJobForm } from './BookJobForm';

const promises = ['Vetted, insured local contractors', 'A written proposal before any work', 'Deposits capped at one third, as Massachusetts law requires'];

export interface BookJobPageProps {
  data: BookJobData;
  /** The service to preselect (`?trade=`). */
  tradeSlug?: string | undefined;
  /** The start of the job's description (`?description=`), e.g. the rental item asked about. */
  description?: string | undefined;
  onRetry: () => void;
}

/**
 * Book A Job (spec section 2): anyone, signed in or not, describes a job and we find the contractor.
 * The request has no owner (docs/decisions/004), so a signed-in customer is pointed to New Job
 * Request, whose jobs they follow in their account.
 */
export function BookJobPage({ data, tradeSlug, description = '', onRetry }: BookJobPageProps) {
  const preselected = data.trades.find((trade) => trade.slug === tradeSlug);
  const view = useAuthView();
  const signedIn = view.status === 'signedIn' && view.isSignedUp;
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
      {signedIn && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You are signed in. Jobs you request with{' '}
          <RouterLink to="/job-requests/new" sx={{ fontWeight: 700 }}>
            New Job Request
          </RouterLink>{' '}
          appear under My Job Requests, where you follow their proposals and visits. This form sends your request to our office, which
          follows it up by phone and e-mail; it does not appear in your account.
        </Alert>
      )}
      {data.error && (
        <Box sx={{ mb: 3 }}>
          <LoadError error={data.error} onRetry={onRetry} />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {/* A new preselected trade or description (another link to this page) starts a fresh form. */}
        <BookJobForm key={`${preselected?.id ?? ''} ${description}`} trades={data.trades} tradeId={preselected?.id} description={description} signedIn={signedIn} />
      </Paper>
    </Container>
  );
}
