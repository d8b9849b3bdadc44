import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { JobProposalSummary, JobRequestDetails } from '../../../contract/job-requests';
import type { PaymentStatus } from '../../../contract/proposals';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { formatUsdPreciseFromCents } from '../../lib/format';
import { DuePayment } from './PaymentStep';
import { Receipts } from './Receipts';

/** A payment the customer can pay now, or one being confirmed or declined that waits for them. */
const OPEN: PaymentStatus[] = ['Due', 'Processing', 'Failed'];

interface Owed {
  proposal: JobProposalSummary;
  kind: 'FinalPayment' | 'SubsequentPayment';
  status: PaymentStatus;
  amountCents: number;
  /** What it pays for, said before the card is asked for. */
  purpose: string;
}

/** What extra work pays for, in the contractor's words when they gave some. */
export const extraWorkPurpose = (businessName: string, description: string) =>
  description ? `Extra work agreed with ${businessName}: ${description}.`.replace(/\.\.$/, '.') : `Extra work agreed with ${businessName} on site.`;

/** What the job's booked proposal asks now: the final payment once the job is complete, and extra work agreed on site. */
function owedOf(job: JobRequestDetails): Owed[] {
  return job.proposals
    .filter((p) => p.status === 'Accepted')
    .flatMap((proposal) => [
      ...(OPEN.includes(proposal.finalPaymentStatus)
        ? [
            {
              proposal,
              kind: 'FinalPayment' as const,
              status: proposal.finalPaymentStatus,
              amountCents: Math.max(0, proposal.totalCents - proposal.depositCents),
              purpose: `The rest of ${proposal.contractor.businessName}'s estimate, now that the job is done.`,
            },
          ]
        : []),
      ...(OPEN.includes(proposal.subsequentPaymentStatus)
        ? [
            {
              proposal,
              kind: 'SubsequentPayment' as const,
              status: proposal.subsequentPaymentStatus,
              amountCents: proposal.subsequentPaymentCents,
              purpose: extraWorkPurpose(proposal.contractor.businessName, proposal.subsequentPaymentDescription),
            },
          ]
        : []),
    ]);
}

/** The job's payments on Job Request Details: what is owed, line by line ("What you can do" pays it), and the receipts. */
export function PaymentsSection({ job }: { job: JobRequestDetails }) {
  const owed = owedOf(job);
  if (job.payments.length === 0 && owed.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="payments-heading" spacing={2}>
      <Typography id="payments-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Payments
      </Typography>
      {owed.length > 0 && <OwedLines owed={owed} />}
      <Receipts payments={job.payments} />
    </Stack>
  );
}

function OwedLines({ owed }: { owed: Owed[] }) {
  return (
    <Box component="ul" aria-label="Owed" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {owed.map((o) => (
        <Box component="li" key={`${o.proposal.id}:${o.kind}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{LINE_NAMES[o.kind]}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {o.purpose}
              {o.status === 'Processing' ? ' Being confirmed by the card provider.' : o.status === 'Failed' ? ' The last card was declined.' : ''}
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatUsdPreciseFromCents(o.amountCents)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

const LINE_NAMES = { FinalPayment: 'Final payment', SubsequentPayment: 'Extra work' } as const;

/** What the customer pays in the one card step: every line owed on the estimate, or one line alone. */
type Choice = 'all' | Owed['kind'];

/**
 * "Pay …" under "What you can do": every line owed after the work with its amount and what it pays
 * for, then one card step for the balance. When the final payment and extra work are both owed on the
 * estimate, the customer may pay only one of them instead; the server takes the extra work along with
 * the final payment unless told to pay it alone.
 */
export function PayOwedDialog({ job, onClose }: { job: JobRequestDetails; onClose: () => void }) {
  const router = useRouter();
  const owed = owedOf(job);
  const [choice, setChoice] = useState<Choice>('all');
  const total = owed.reduce((sum, o) => sum + o.amountCents, 0);
  const final = owed.find((o) => o.kind === 'FinalPayment');
  const extra = owed.find((o) => o.kind === 'SubsequentPayment');
  const together = final && extra && final.proposal.id === extra.proposal.id ? { final, extra } : null;
  const onPaid = () => void router.invalidate();
  return (
    <LazyDraggableDialog open title="Pay what is owed" onClose={onClose}>
      <Stack spacing={3}>
        <OwedLines owed={owed} />
        {owed.length > 1 && <Typography sx={{ fontWeight: 700 }}>Total {formatUsdPreciseFromCents(total)}</Typography>}
        {together ? (
          <>
            <FormControl>
              <FormLabel id="pay-choice">What to pay now</FormLabel>
              <RadioGroup aria-labelledby="pay-choice" value={choice} onChange={(event) => setChoice(event.target.value as Choice)}>
                <FormControlLabel value="all" control={<Radio />} label={`The balance: ${formatUsdPreciseFromCents(together.final.amountCents + together.extra.amountCents)}`} />
                <FormControlLabel value="FinalPayment" control={<Radio />} label={`Only the final payment: ${formatUsdPreciseFromCents(together.final.amountCents)}`} />
                <FormControlLabel value="SubsequentPayment" control={<Radio />} label={`Only the extra work: ${formatUsdPreciseFromCents(together.extra.amountCents)}`} />
              </RadioGroup>
            </FormControl>
            {/* A step of its own for each choice: each pays a different charge. */}
            {choice === 'all' ? (
              <DuePayment
                key="all"
                jobRequestId={job.id}
                proposalId={together.final.proposal.id}
                kind="FinalPayment"
                what="balance"
                amountCents={together.final.amountCents + together.extra.amountCents}
                purpose="The final payment and the extra work, in one card payment."
                status={together.final.status}
                onPaid={onPaid}
              />
            ) : (
              <OwedPayment key={choice} job={job} owed={choice === 'FinalPayment' ? together.final : together.extra} alone onPaid={onPaid} />
            )}
          </>
        ) : (
          owed.map((o) => <OwedPayment key={`${o.proposal.id}:${o.kind}`} job={job} owed={o} onPaid={onPaid} />)
        )}
      </Stack>
    </LazyDraggableDialog>
  );
}

/** The card step of one line owed; `alone`: the final payment without the extra work owed beside it. */
function OwedPayment({ job, owed, alone = false, onPaid }: { job: JobRequestDetails; owed: Owed; alone?: boolean; onPaid: () => void }) {
  return (
    <DuePayment
      jobRequestId={job.id}
      proposalId={owed.proposal.id}
      kind={owed.kind}
      amountCents={owed.amountCents}
      purpose={owed.purpose}
      status={owed.status}
      {...(alone && owed.kind === 'FinalPayment' ? { withExtraWork: false } : {})}
      onPaid={onPaid}
    />
  );
}
