import { fromPromise } from 'xstate';
import type { JobRequestDetails } from '../../../contract/job-requests';
import type { JobPaymentKind, JobProposal, PaymentInfo } from '../../../contract/proposals';
import { type CardOutcome, paymentMachine, type PaymentProgress, type PaymentReceipt, type PaymentReturn } from '../../../machines/payment.machine';
import { type ApiClient, api as appApi } from '../../api/client';
import { answerOf } from '../../api/answer-of';

/**
 * The payment machine (machines/payment.machine.ts) with the browser's parts: the API, the page's
 * address, and the provider's card step (the sandbox's card page, or Stripe's Payment Element,
 * loaded only when Stripe takes the payment).
 */

const INFO_PATH = {
  Deposit: '/JobRequests/{jobRequestId}/jobProposals/{id}/deposit-info',
  FinalPayment: '/JobRequests/{jobRequestId}/jobProposals/{id}/final-payment-info',
  SubsequentPayment: '/JobRequests/{jobRequestId}/jobProposals/{id}/subsequent-payment-info',
} as const satisfies Record<JobPaymentKind, string>;

const STATUS_OF = { Deposit: 'depositStatus', FinalPayment: 'finalPaymentStatus', SubsequentPayment: 'subsequentPaymentStatus' } as const satisfies Record<JobPaymentKind, keyof JobProposal>;

/** The proposal's page, where every payment of it comes back to after the card step. */
export function paymentReturnAddress(origin: string, jobRequestId: string, proposalId: string, kind: JobPaymentKind): string {
  const url = new URL(`/job-requests/${jobRequestId}/proposals/${proposalId}`, origin);
  url.searchParams.set('payment', kind);
  return url.toString();
}

/** What the return address says: `redirect_status` is added by the card step after an attempt (Stripe.js, or the sandbox's page). */
export function paymentReturnOf(search: { payment?: string | undefined; redirect_status?: string | undefined }, kind: JobPaymentKind): PaymentReturn | null {
  if (search.payment !== kind) return null;
  return search.redirect_status ? 'attempted' : 'left';
}

/** The latest receipt of a kind of payment on a proposal, from the job's payments. */
export function receiptOf(job: Pick<JobRequestDetails, 'payments'>, proposalId: string, kind: JobPaymentKind): PaymentReceipt | null {
  const payment = job.payments.filter((p) => p.jobProposalId === proposalId && p.kind === kind).at(-1);
  return payment ? { paymentId: payment.id, amountCents: payment.amountCents, card: payment.card, paidAt: payment.paidAt } : null;
}

export interface PaymentDeps {
  jobRequestId: string;
  proposalId: string;
  /** For the final payment: false pays it alone; otherwise the server takes the extra work still owed along. */
  withExtraWork?: boolean;
  api?: ApiClient;
  location?: Pick<Location, 'origin' | 'assign'>;
}

export function paymentLogic({ jobRequestId, proposalId, withExtraWork, api = appApi, location = window.location }: PaymentDeps) {
  const path = { jobRequestId, id: proposalId };
  const startPayment = (kind: JobPaymentKind) => {
    const body = { redirectUrl: paymentReturnAddress(location.origin, jobRequestId, proposalId, kind) };
    return answerOf<PaymentInfo>(
      kind === 'FinalPayment'
        ? api.POST(INFO_PATH.FinalPayment, { params: { path }, body: withExtraWork === undefined ? body : { ...body, withExtraWork } })
        : api.POST(INFO_PATH[kind], { params: { path }, body }),
    );
  };
  return paymentMachine.provide({
    actors: {
      createPayment: fromPromise<PaymentInfo, { kind: JobPaymentKind }>(({ input }) => startPayment(input.kind)),
      confirmCard: fromPromise<CardOutcome, { info: PaymentInfo }>(async ({ input }) => {
        const { confirmStripePayment } = await import('./stripe-element');
        return confirmStripePayment(input.info.redirectUrl);
      }),
      checkProgress: fromPromise<PaymentProgress, { kind: JobPaymentKind }>(async ({ input }) => {
        const proposal = await answerOf<JobProposal>(api.GET('/JobRequests/{jobRequestId}/jobProposals/{id}', { params: { path } }));
        const status = proposal[STATUS_OF[input.kind]];
        if (status === 'Failed') {
          // The open payment, asked again, says why its card was refused (one payment, no new charge).
          const info = await startPayment(input.kind);
          return { status: info.status, failureMessage: info.failureMessage, receipt: null };
        }
        if (status === 'Paid') {
          const job = await answerOf<JobRequestDetails>(api.GET('/JobRequests/{id}', { params: { path: { id: jobRequestId } } }));
          return { status, failureMessage: null, receipt: receiptOf(job, proposalId, input.kind) };
        }
        return { status, failureMessage: null, receipt: null };
      }),
    },
    actions: {
      openCardPage: (_, { url }) => location.assign(url),
    },
  });
}
