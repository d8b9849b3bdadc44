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
import { balanceProblem, bookedEstimateOf, type JobEventType, jobAllows, nextJobStatus } from '../../../machines/job-lifecycle.machine';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { formatUsdPreciseFromCents } from '../../lib/format';
import { possessive } from '../../lib/possessive';
import { jobPagePath, type OwedPaymentReturn, paymentMadeOf } from './payment';
import { DuePayment } from './PaymentStep';
import { Receipts } from './Receipts';

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

/** The payments after the work, each by the machine's step that pays it; the deposit is paid on its estimate's page. */
const AFTER_THE_WORK: JobEventType[] = ['finalPayment.pay', 'extraWork.pay'];
const STEP_OF = { FinalPayment: 'finalPayment.pay', SubsequentPayment: 'extraWork.pay' } as const satisfies Record<Owed['kind'], JobEventType>;

/**
 * The lines owed for the machine's payment `steps`, each for the amount the job's facts say is still
 * owed (what was asked less what was paid, as the server charges it). They are paid on the estimate
 * the job's facts say is booked, whose payment statuses say whether one is being confirmed or was declined.
 */
function owedOf(job: JobRequestDetails, steps: JobEventType[]): Owed[] {
  const booked = bookedEstimateOf(job.facts);
  const proposal = job.proposals.find((p) => p.id === booked);
  if (!proposal) return [];
  const { finalPaymentCents, extraWorkCents } = job.facts.owed;
  return AFTER_THE_WORK.filter((step) => steps.includes(step)).map((step): Owed =>
    step === 'finalPayment.pay'
      ? {
          proposal,
          kind: 'FinalPayment',
          status: proposal.finalPaymentStatus,
          amountCents: finalPaymentCents,
          purpose: `The rest of ${possessive(proposal.contractor.businessName)} estimate, now that the job is done.`,
        }
      : {
          proposal,
          kind: 'SubsequentPayment',
          status: proposal.subsequentPaymentStatus,
          amountCents: extraWorkCents,
          purpose: extraWorkPurpose(proposal.contractor.businessName, proposal.subsequentPaymentDescription),
        },
  );
}

export interface PaymentsSectionProps {
  job: JobRequestDetails;
  /** The moment the page decides what the customer may pay (ISO 8601). */
  now?: string;
}

/** The job's payments on Job Request Details: what is owed, line by line ("What you can do" pays it), and the receipts. */
export function PaymentsSection({ job, now = new Date().toISOString() }: PaymentsSectionProps) {
  const owed = owedOf(job, AFTER_THE_WORK.filter(jobAllows(job.status, job.facts, 'consumer', now)));
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
              {o.status === 'Processing' ? ' Being confirmed by the card provider.' : o.status === 'Failed' ? ' The last card did not go through.' : ''}
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
 * "Pay …" under "What you can do": a line for each of the machine's steps that control took (`steps`) when it took more than one,
 * with its amount and what it pays for, then one card step for the balance. When the final payment
 * and extra work are both owed on the estimate, the customer may pay only one of them instead; the
 * server takes the extra work along with the final payment unless told to pay it alone. The balance
 * is offered only when the machine takes the final payment with the extra work (one card payment
 * can take both); otherwise the dialog says why and the two are paid one at a time.
 */
export function PayOwedDialog({
  job,
  steps,
  cameBack = null,
  onClose,
}: {
  job: JobRequestDetails;
  steps: JobEventType[];
  /** The card step the page has come back from (its return address): its step says what came of it. */
  cameBack?: OwedPaymentReturn | null;
  onClose: () => void;
}) {
  const router = useRouter();
  const owed = owedOf(job, steps);
  // The payment the card step came back from, once the job lists its receipt: its kind may be owed
  // again (extra work billed while it was paid), which is then offered on a step of its own.
  const made = cameBack?.paymentIntentId ? paymentMadeOf(job, cameBack.paymentIntentId) : undefined;
  // Come back from a payment the job no longer asks (paid, or being confirmed), or that went through: its step still says what came of it.
  const settled = cameBack && (made || !owed.some((o) => o.kind === cameBack.kind)) ? owedOf(job, [STEP_OF[cameBack.kind]])[0] : undefined;
  // The step of a line owed takes the return up while the payment made is not known to have gone through.
  const stillReturning = cameBack && !made ? cameBack : null;
  const returnedOf = (kind: Owed['kind'], alone: boolean) =>
    stillReturning && stillReturning.kind === kind && stillReturning.alone === alone ? { returned: stillReturning.returned, paymentIntentId: stillReturning.paymentIntentId } : {};
  const [choice, setChoice] = useState<Choice>(cameBack && (cameBack.kind === 'SubsequentPayment' || cameBack.alone) ? cameBack.kind : 'all');
  const total = owed.reduce((sum, o) => sum + o.amountCents, 0);
  const final = owed.find((o) => o.kind === 'FinalPayment');
  const extra = owed.find((o) => o.kind === 'SubsequentPayment');
  const both = final && extra && final.proposal.id === extra.proposal.id ? { final, extra } : null;
  const inOne = both !== null && nextJobStatus(job.status, job.facts, { type: 'finalPayment.pay', proposalId: both.final.proposal.id, by: 'consumer', withExtraWork: true }) !== undefined;
  const together = both && { ...both, inOne };
  const paying = together && !inOne && choice === 'all' ? 'FinalPayment' : choice;
  const onPaid = () => void router.invalidate();
  const close = () => {
    // Closed, the card step's return is over: the job's page read again later does not open it anew.
    if (cameBack) void router.navigate({ to: '/job-requests/$id', params: { id: job.id }, search: {}, replace: true });
    onClose();
  };
  return (
    <LazyDraggableDialog open title="Pay what is owed" onClose={close}>
      <Stack spacing={3}>
        {settled &&
          (made ? (
            <DuePayment
              key={made.id}
              jobRequestId={job.id}
              proposalId={settled.proposal.id}
              page={jobPagePath(job.id)}
              kind={settled.kind}
              amountCents={made.amountCents}
              {...((made.lines?.length ?? 0) > 1 ? { what: 'balance' } : {})}
              status="Paid"
              onPaid={onPaid}
            />
          ) : (
            <DuePayment
              jobRequestId={job.id}
              proposalId={settled.proposal.id}
              page={jobPagePath(job.id)}
              kind={settled.kind}
              amountCents={settled.amountCents || paidCents(job, settled)}
              {...(settled.kind === 'FinalPayment' && !cameBack!.alone && paidInOne(job, settled) ? { what: 'balance' } : {})}
              status={settled.status}
              returned={cameBack!.returned}
              paymentIntentId={cameBack!.paymentIntentId}
              onPaid={onPaid}
            />
          ))}
        {/* One line owed is named, with its amount and purpose, by its card step below. */}
        {owed.length > 1 && (
          <>
            <OwedLines owed={owed} />
            <Typography sx={{ fontWeight: 700 }}>Total {formatUsdPreciseFromCents(total)}</Typography>
          </>
        )}
        {together ? (
          <>
            <FormControl>
              <FormLabel id="pay-choice">What to pay now</FormLabel>
              {!together.inOne && (
                <Typography id="pay-choice-why" variant="body2" sx={{ color: 'text.secondary' }}>
                  {balanceProblem(job.facts.owed)}
                </Typography>
              )}
              <RadioGroup
                aria-labelledby="pay-choice"
                {...(together.inOne ? {} : { 'aria-describedby': 'pay-choice-why' })}
                value={paying}
                onChange={(event) => setChoice(event.target.value as Choice)}
              >
                {together.inOne && (
                  <FormControlLabel value="all" control={<Radio />} label={`The balance: ${formatUsdPreciseFromCents(together.final.amountCents + together.extra.amountCents)}`} />
                )}
                <FormControlLabel value="FinalPayment" control={<Radio />} label={`Only the final payment: ${formatUsdPreciseFromCents(together.final.amountCents)}`} />
                <FormControlLabel value="SubsequentPayment" control={<Radio />} label={`Only the extra work: ${formatUsdPreciseFromCents(together.extra.amountCents)}`} />
              </RadioGroup>
            </FormControl>
            {/* A step of its own for each choice: each pays a different charge. */}
            {paying === 'all' ? (
              <DuePayment
                key={stillReturning ? 'all:returned' : 'all'}
                jobRequestId={job.id}
                proposalId={together.final.proposal.id}
                page={jobPagePath(job.id)}
                kind="FinalPayment"
                what="balance"
                amountCents={together.final.amountCents + together.extra.amountCents}
                purpose="The final payment and the extra work, in one card payment."
                status={together.final.status}
                {...returnedOf('FinalPayment', false)}
                onPaid={onPaid}
              />
            ) : (
              <OwedPayment
                key={stillReturning ? `${paying}:returned` : paying}
                job={job}
                owed={paying === 'FinalPayment' ? together.final : together.extra}
                alone
                {...returnedOf(paying, paying === 'FinalPayment')}
                onPaid={onPaid}
              />
            )}
          </>
        ) : (
          owed.map((o) => (
            // Keyed by whether it takes the return up: once the payment made is settled on its own step, this one starts afresh.
            <OwedPayment
              key={`${o.proposal.id}:${o.kind}${stillReturning?.kind === o.kind ? ':returned' : ''}`}
              job={job}
              owed={o}
              {...(stillReturning?.kind === o.kind ? { returned: stillReturning.returned, paymentIntentId: stillReturning.paymentIntentId } : {})}
              onPaid={onPaid}
            />
          ))
        )}
      </Stack>
    </LazyDraggableDialog>
  );
}

/** The latest payment of a line on its estimate, once made. */
const paymentOf = (job: JobRequestDetails, line: Owed) => job.payments.filter((p) => p.jobProposalId === line.proposal.id && p.kind === line.kind).at(-1);
/** What a line no longer owed was paid, as its receipt says. */
const paidCents = (job: JobRequestDetails, line: Owed) => paymentOf(job, line)?.amountCents ?? 0;
/** The final payment took the extra work along (`lines`): the step paid the balance. */
const paidInOne = (job: JobRequestDetails, line: Owed) => (paymentOf(job, line)?.lines?.length ?? 0) > 1;

/** The card step of one line owed; `alone`: the final payment without the extra work owed beside it. */
function OwedPayment({
  job,
  owed,
  alone = false,
  returned,
  paymentIntentId,
  onPaid,
}: {
  job: JobRequestDetails;
  owed: Owed;
  alone?: boolean;
  returned?: OwedPaymentReturn['returned'];
  paymentIntentId?: OwedPaymentReturn['paymentIntentId'];
  onPaid: () => void;
}) {
  return (
    <DuePayment
      jobRequestId={job.id}
      proposalId={owed.proposal.id}
      page={jobPagePath(job.id)}
      kind={owed.kind}
      amountCents={owed.amountCents}
      purpose={owed.purpose}
      status={owed.status}
      {...(alone && owed.kind === 'FinalPayment' ? { withExtraWork: false } : {})}
      {...(returned ? { returned, paymentIntentId } : {})}
      onPaid={onPaid}
    />
  );
}
