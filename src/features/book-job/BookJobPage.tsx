import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/ui/LoadFailed';
import type { BookJobData } from './book-job.api';
import { BookJobForm } from './BookJobForm';

const promises = ['Vetted, insured local contractors', 'A written proposal before any work', 'Deposits capped at one third, as Massachusetts law requires'];

/** Book A Job (spec section 2): anyone, signed in or not, describes a job and we find the contractor. */
export function BookJobPage({ data, tradeSlug, onRetry }: { data: BookJobData; tradeSlug?: string | undefined; onRetry: () => void }) {
  const preselected = data.trades.find((trade) => trade.slug === tradeSlug);
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
      {data.error && (
        <Box sx={{ mb: 3 }}>
          <LoadError error={data.error} onRetry={onRetry} />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {/* A new preselected trade (another ?trade= link) starts a fresh form. */}
        <BookJobForm key={preselected?.id ?? ''} trades={data.trades} tradeId={preselected?.id} />
      </Paper>
    </Container>
  );
}
