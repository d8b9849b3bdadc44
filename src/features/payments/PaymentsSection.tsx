import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import type { JobProposalSummary, JobRequestDetails } from '../../../contract/job-requests';
import type { PaymentStatus } from '../../../contract/proposals';
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

/** The job's payments on Job Request Details: what is due, with Pay (the same payment step as the deposit), and the receipts. */
export function PaymentsSection({ job }: { job: JobRequestDetails }) {
  const router = useRouter();
  const owed = owedOf(job);
  if (job.payments.length === 0 && owed.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="payments-heading" spacing={2}>
      <Typography id="payments-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Payments
      </Typography>
      {owed.map((o) => (
        <DuePayment
          key={`${o.proposal.id}:${o.kind}`}
          jobRequestId={job.id}
          proposalId={o.proposal.id}
          kind={o.kind}
          amountCents={o.amountCents}
          purpose={o.purpose}
          status={o.status}
          onPaid={() => void router.invalidate()}
        />
      ))}
      <Receipts payments={job.payments} />
    </Stack>
  );
}
