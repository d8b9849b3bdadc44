import Container from '@mui/material/Container';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import type { JobProposalSummary, JobRequestDetails } from '../../contract/job-requests';
import type { JobPaymentKind, JobProposal } from '../../contract/proposals';
import { UUID_V1_TO_V5 } from '../../contract/uuid';
import { type JobEvent, nextJobStatus } from '../../machines/job-lifecycle.machine';
import { pageHead } from '../app/head';
import { PaymentReturnSearch } from '../app/route-params';
import { LoadError } from '../components/ui/LoadFailed';
import { paymentMadeOf, paymentReturnOf, returnedPaymentIntentOf } from '../features/payments/payment';
import { extraWorkPurpose } from '../features/payments/PaymentsSection';
import { DuePayment } from '../features/payments/PaymentStep';
import { Receipts } from '../features/payments/Receipts';
import { ProposalPage } from '../features/proposals/ProposalPage';
import { loadProposalPage } from '../features/proposals/proposals.api';


/**
 * `/job-requests/{id}/proposals/{proposalId}`: one estimate, shareable, outside the job page's layout
 * (`$id_`); where every card step of the proposal comes back to. Unknown or another customer's: Page Not Found.
 */
export const Route = createFileRoute('/job-requests/$id_/proposals/$proposalId')({
  params: {
    parse: ({ id, proposalId }) => {
      if (!UUID_V1_TO_V5.test(id) || !UUID_V1_TO_V5.test(proposalId)) throw redirect({ to: '/page-not-found', replace: true });
      return { id, proposalId };
    },
  },
  validateSearch: PaymentReturnSearch,
  // The name a signed-out visitor sent to Login is told to sign in for.
  staticData: { title: 'Estimate', titleInSentence: 'this estimate' },
  loader: ({ params }) => loadProposalPage(params.id, params.proposalId),
  head: ({ loaderData }) => pageHead(loaderData?.proposal.data ? `Estimate from ${loaderData.proposal.data.contractor.businessName}` : 'Estimate'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: ProposalRoute,
});

const STATUS_OF = { FinalPayment: 'finalPaymentStatus', SubsequentPayment: 'subsequentPaymentStatus' } as const;
const AMOUNT_OF = { FinalPayment: 'finalPaymentCents', SubsequentPayment: 'subsequentPaymentCents' } as const;

type LaterKind = keyof typeof STATUS_OF;

/** The customer's step paying `kind` on the estimate `proposalId`, each alone (the final payment without the extra work). */
const payStep = (kind: LaterKind, proposalId: string): JobEvent =>
  kind === 'FinalPayment' ? { type: 'finalPayment.pay', proposalId, by: 'consumer', withExtraWork: false } : { type: 'extraWork.pay', proposalId, by: 'consumer' };

/** The payments after the work the lifecycle machine lets the customer pay on this estimate now (only ever the one booked). */
function payableLater(proposal: JobProposal, job: JobRequestDetails): LaterKind[] {
  return (['FinalPayment', 'SubsequentPayment'] as const).filter((kind) => nextJobStatus(job.status, job.facts, payStep(kind, proposal.id)) !== undefined);
}

/**
 * The payments after the work shown under the booked proposal: those the lifecycle machine lets the
 * customer pay on the job now, and the one whose card step this page is coming back from (its receipt).
 */
function paymentsLater(proposal: JobProposal, payable: LaterKind[], search: PaymentReturnSearch): LaterKind[] {
  if (proposal.status !== 'Accepted') return [];
  return (['FinalPayment', 'SubsequentPayment'] as const).filter((kind) => payable.includes(kind) || search.payment === kind);
}

function ProposalRoute() {
  const { proposal, job } = Route.useLoaderData();
  const search = Route.useSearch();
  const router = useRouter();
  const reload = () => void router.invalidate();
  // Without its job the page cannot tell what the customer may do with the estimate.
  if (proposal.error || job.error)
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <LoadError what="This estimate" error={(proposal.error ?? job.error)!} onRetry={reload} />
      </Container>
    );
  const p = proposal.data;
  const j = job.data;
  const payments = j.payments.filter((payment) => payment.jobProposalId === p.id);
  return (
    <ProposalPage
      key={p.id}
      proposal={p}
      job={j}
      jobName={j.name}
      onChanged={reload}
      renderDeposit={({ autoStart, onPaid }) => (
        <DuePayment
          jobRequestId={p.jobRequestId}
          proposalId={p.id}
          kind="Deposit"
          amountCents={p.depositCents}
          status={p.depositStatus}
          returned={paymentReturnOf(search, 'Deposit')}
          autoStart={autoStart}
          onPaid={onPaid}
        />
      )}
      after={
        <PaymentsAfter
          proposal={p}
          kinds={paymentsLater(p, payableLater(p, j), search)}
          payable={payableLater(p, j)}
          search={search}
          payments={payments}
          summary={j.proposals.find((s) => s.id === p.id)}
          onPaid={reload}
        />
      }
    />
  );
}

interface PaymentsAfterProps {
  proposal: JobProposal;
  kinds: readonly LaterKind[];
  /** Those of them the customer may pay now. */
  payable: readonly LaterKind[];
  search: PaymentReturnSearch;
  payments: JobRequestDetails['payments'];
  /** The proposal as its job lists it: what of the extra work is still unpaid. */
  summary: JobProposalSummary | undefined;
  onPaid: () => void;
}

function PaymentsAfter({ proposal, kinds, payable, search, payments, summary, onPaid }: PaymentsAfterProps) {
  const owedStep = (kind: JobPaymentKind & LaterKind, returned: { returned: ReturnType<typeof paymentReturnOf>; paymentIntentId: string | null } | null) => (
    <DuePayment
      // Keyed by whether it takes the return up: once the payment made is settled on its own step, this one starts afresh.
      key={returned?.returned ? `${kind}:returned` : kind}
      jobRequestId={proposal.jobRequestId}
      proposalId={proposal.id}
      kind={kind}
      amountCents={kind === 'SubsequentPayment' && summary ? summary.subsequentPaymentCents : proposal[AMOUNT_OF[kind]]}
      // What of the extra work is still owed, as the job lists it; the estimate's words name all of it.
      {...(kind === 'SubsequentPayment'
        ? { purpose: extraWorkPurpose(proposal.contractor.businessName, summary ? summary.subsequentPaymentDescription : proposal.subsequentPaymentDescription) }
        : {})}
      // The machine was asked of the final payment alone (payableLater); the server, unless told, takes the extra work owed along.
      {...(kind === 'FinalPayment' ? { withExtraWork: false } : {})}
      status={proposal[STATUS_OF[kind]]}
      {...(returned ?? {})}
      onPaid={onPaid}
    />
  );
  return (
    <>
      {kinds.flatMap((kind: JobPaymentKind & LaterKind) => {
        const paymentIntentId = returnedPaymentIntentOf(search, kind);
        const made = paymentIntentId ? paymentMadeOf({ payments }, paymentIntentId) : undefined;
        if (!made) return [owedStep(kind, { returned: paymentReturnOf(search, kind), paymentIntentId })];
        // The payment the card step came back from went through: its step says so, and what its kind
        // owes since (extra work billed while it was paid) is a step of its own.
        return [
          <DuePayment key={made.id} jobRequestId={proposal.jobRequestId} proposalId={proposal.id} kind={kind} amountCents={made.amountCents} status="Paid" onPaid={onPaid} />,
          ...(payable.includes(kind) ? [owedStep(kind, null)] : []),
        ];
      })}
      <Receipts payments={payments} />
    </>
  );
}
