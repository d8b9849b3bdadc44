import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobProposalSummary, JobRequestDetails } from '../../../contract/job-requests';
import { type ProposalChoices, proposalChoices } from '../../../machines/proposal.machine';
import { RouterLink } from '../../components/ui/links';
import { formatProviderDay, formatUsdPreciseFromCents } from '../../lib/format';
import { acceptedOnEndedJob, proposalStatusWords } from './proposal-status';

const usd = formatUsdPreciseFromCents;

/**
 * The status as the customer reads it. The estimate accepted and waiting for its deposit says so from
 * what the lifecycle machine answers of it (`proposalChoices`, which the page's Pay control is drawn
 * from too): "Deposit due" exactly while the machine takes its deposit.
 */
function statusWords(p: JobProposalSummary, job: JobRequestDetails, choices: ProposalChoices): string {
  if (choices.payDeposit.allowed) return 'Deposit due';
  const ended = acceptedOnEndedJob(p, job);
  if (ended) return ended;
  // Accepted, and its deposit asked but not payable now: its page says why.
  if (choices.payDeposit.reason !== null) return 'Accepted';
  return proposalStatusWords(p);
}

/**
 * The job's proposals on Job Request Details, side by side: who, total, deposit, status, valid until;
 * each opens its estimate. `now`: the moment the page asks the machine at, as its controls do.
 */
export function ProposalsSection({ job, now }: { job: JobRequestDetails; now: string }) {
  if (job.proposals.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="proposals-heading" spacing={1.5}>
      <Typography id="proposals-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Estimates
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(15rem, 1fr))' } }}>
        {job.proposals.map((p) => (
          <Box component="li" key={p.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {p.contractor.businessName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {p.contractor.reviewCount > 0 ? `Rated ${p.contractor.ratingAverage.toFixed(1)} of 5 (${p.contractor.reviewCount})` : 'Not rated yet'}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, m: 0, '& dd': { m: 0, textAlign: 'right' } }}>
              <dt>Total</dt>
              <Box component="dd" sx={{ fontWeight: 700 }}>
                {usd(p.totalCents)}
              </Box>
              <dt>Deposit</dt>
              <dd>{p.depositCents > 0 ? usd(p.depositCents) : 'None'}</dd>
              {p.validUntil && (
                <>
                  <dt>Valid until</dt>
                  <dd>{formatProviderDay(p.validUntil)}</dd>
                </>
              )}
            </Box>
            <Box>
              {/* Green only while the accepted estimate still books its contractor for a job that goes on. */}
              <Chip
                size="small"
                label={statusWords(p, job, proposalChoices({ proposal: p, job, now: Date.parse(now) }))}
                color={p.status === 'Accepted' && !acceptedOnEndedJob(p, job) ? 'success' : 'default'}
              />
            </Box>
            <RouterLink to="/job-requests/$id/proposals/$proposalId" params={{ id: job.id, proposalId: p.id }} aria-label={`View estimate from ${p.contractor.businessName}`}>
              View estimate
            </RouterLink>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
