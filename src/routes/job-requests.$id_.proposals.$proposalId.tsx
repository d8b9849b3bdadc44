import Container from '@mui/material/Container';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import type { JobProposalSummary, JobRequestDetails } from '../../contract/job-requests';
import type { JobPaymentKind, JobProposal } from '../../contract/proposals';
import { UUID_V1_TO_V5 } from '../../contract/uuid';
import { type JobEventType, jobAllows } from '../../machines/job-lifecycle.machine';
import { pageHead } from '../app/head';
import { PaymentReturnSearch } from '../app/route-params';
import { LoadError } from '../components/ui/LoadFailed';
import { paymentReturnOf } from '../features/payments/payment';
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
const PAY_STEP = { FinalPayment: 'finalPayment.pay', SubsequentPayment: 'extraWork.pay' } as const satisfies Record<keyof typeof STATUS_OF, JobEventType>;

/**
 * The payments after the work shown under the booked proposal: those the lifecycle machine lets the
 * customer pay on the job now, and the one whose card step this page is coming back from (its receipt).
 */
function paymentsLater(proposal: JobProposal, job: JobRequestDetails, search: PaymentReturnSearch): (keyof typeof STATUS_OF)[] {
  if (proposal.status !== 'Accepted') return [];
  const allows = jobAllows(job.status, job.facts, 'consumer', new Date().toISOString());
  return (['FinalPayment', 'SubsequentPayment'] as const).filter((kind) => allows(PAY_STEP[kind]) || search.payment === kind);
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
      after={<PaymentsAfter proposal={p} kinds={paymentsLater(p, j, search)} search={search} payments={payments} summary={j.proposals.find((s) => s.id === p.id)} onPaid={reload} />}
    />
  );
}

interface PaymentsAfterProps {
  proposal: JobProposal;
  kinds: readonly ('FinalPayment' | 'SubsequentPayment')[];
  search: PaymentReturnSearch;
  payments: JobRequestDetails['payments'];
  /** The proposal as its job lists it: what of the extra work is still unpaid. */
  summary: JobProposalSummary | undefined;
  onPaid: () => void;
}

function PaymentsAfter({ proposal, kinds, search, payments, summary, onPaid }: PaymentsAfterProps) {
  return (
    <>
      {kinds.map((kind: JobPaymentKind & keyof typeof STATUS_OF) => (
        <DuePayment
          key={kind}
          jobRequestId={proposal.jobRequestId}
          proposalId={proposal.id}
          kind={kind}
          amountCents={kind === 'SubsequentPayment' && summary ? summary.subsequentPaymentCents : proposal[AMOUNT_OF[kind]]}
          {...(kind === 'SubsequentPayment' ? { purpose: extraWorkPurpose(proposal.contractor.businessName, proposal.subsequentPaymentDescription) } : {})}
          // The machine was asked of the final payment alone (paymentsLater); the server, unless told, takes the extra work owed along.
          {...(kind === 'FinalPayment' ? { withExtraWork: false } : {})}
          status={proposal[STATUS_OF[kind]]}
          returned={paymentReturnOf(search, kind)}
          onPaid={onPaid}
        />
      ))}
      <Receipts payments={payments} />
    </>
  );
}
