import { fromPromise } from 'xstate';
import type { JobRequestDetails } from '../../../contract/job-requests';
import type { JobPaymentKind, JobProposal, PaymentInfo } from '../../../contract/proposals';
import { type CardOutcome, paymentMachine, type PaymentProgress, type PaymentReceipt, type PaymentReturn, type ProgressInput } from '../../../machines/payment.machine';
import { type ApiClient, api as appApi } from '../../api/client';
import { answerOf } from '../../api/answer-of';
import type { PaymentReturnSearch } from '../../app/route-params';

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

/** The estimate's page: where its deposit is paid, and a payment started there comes back to. */
const proposalPagePath = (jobRequestId: string, proposalId: string) => `/job-requests/${jobRequestId}/proposals/${proposalId}`;

/** The job's page: what is owed after the work is paid from its "What you can do", and comes back there. */
export const jobPagePath = (jobRequestId: string) => `/job-requests/${jobRequestId}`;

/**
 * Where the card step comes back to: the page it was started on (`page`, a path of this site), saying
 * which payment, and of a final payment taken without the extra work owed beside it, that it was alone.
 */
export function paymentReturnAddress(origin: string, page: string, kind: JobPaymentKind, alone = false): string {
  const url = new URL(page, origin);
  url.searchParams.set('payment', kind);
  if (alone) url.searchParams.set('alone', 'true');
  return url.toString();
}

/** What the return address says: `redirect_status` is added by the card step after an attempt (Stripe.js, or the sandbox's page). */
export function paymentReturnOf(search: { payment?: string | undefined; redirect_status?: string | undefined }, kind: JobPaymentKind): PaymentReturn | null {
  if (search.payment !== kind) return null;
  return search.redirect_status ? 'attempted' : 'left';
}

/** Which payment the card step was taken for, as the return address names it (`payment_intent`, added with `redirect_status`). */
export function returnedPaymentIntentOf(search: { payment?: string | undefined; payment_intent?: string | undefined }, kind: JobPaymentKind): string | null {
  return search.payment === kind ? (search.payment_intent ?? null) : null;
}

/** A payment after the work whose card step the job's page is coming back from. */
export interface OwedPaymentReturn {
  kind: 'FinalPayment' | 'SubsequentPayment';
  returned: PaymentReturn;
  /** The final payment was taken without the extra work owed beside it. */
  alone: boolean;
  /** The provider's payment the card step was taken for, when the address names it. */
  paymentIntentId: string | null;
}

/** Which payment after the work the job page's address says it is coming back from, if any. */
export function owedPaymentReturnOf(search: PaymentReturnSearch): OwedPaymentReturn | null {
  const kind = search.payment;
  if (kind !== 'FinalPayment' && kind !== 'SubsequentPayment') return null;
  return { kind, returned: paymentReturnOf(search, kind)!, alone: search.alone === true, paymentIntentId: returnedPaymentIntentOf(search, kind) };
}

type JobPayment = JobRequestDetails['payments'][number];
const receiptWords = (payment: JobPayment): PaymentReceipt => ({ paymentId: payment.id, amountCents: payment.amountCents, card: payment.card, paidAt: payment.paidAt });

/** The latest receipt of a kind of payment on a proposal, from the job's payments. */
export function receiptOf(job: Pick<JobRequestDetails, 'payments'>, proposalId: string, kind: JobPaymentKind): PaymentReceipt | null {
  const payment = job.payments.filter((p) => p.jobProposalId === proposalId && p.kind === kind).at(-1);
  return payment ? receiptWords(payment) : null;
}

/** The receipt of the payment the provider knows as `paymentIntentId`, once it went through. */
export const paymentMadeOf = (job: Pick<JobRequestDetails, 'payments'>, paymentIntentId: string): JobPayment | undefined =>
  job.payments.find((p) => p.paymentIntentId === paymentIntentId);

export interface PaymentDeps {
  jobRequestId: string;
  proposalId: string;
  /** The page the payment is taken on, which the card step comes back to: the estimate's unless said. */
  page?: string;
  /** For the final payment: false pays it alone; otherwise the server takes the extra work still owed along. */
  withExtraWork?: boolean;
  api?: ApiClient;
  location?: Pick<Location, 'origin' | 'assign'>;
}

export function paymentLogic({ jobRequestId, proposalId, page = proposalPagePath(jobRequestId, proposalId), withExtraWork, api = appApi, location = window.location }: PaymentDeps) {
  const path = { jobRequestId, id: proposalId };
  const startPayment = (kind: JobPaymentKind) => {
    const body = { redirectUrl: paymentReturnAddress(location.origin, page, kind, kind === 'FinalPayment' && withExtraWork === false) };
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
      continueCard: fromPromise<CardOutcome, { info: PaymentInfo }>(async ({ input }) => {
        const { continueStripePayment } = await import('./stripe-element');
        return continueStripePayment(input.info.clientSecret);
      }),
      checkProgress: fromPromise<PaymentProgress, ProgressInput>(async ({ input }) => {
        const proposal = await answerOf<JobProposal>(api.GET('/JobRequests/{jobRequestId}/jobProposals/{id}', { params: { path } }));
        const status = proposal[STATUS_OF[input.kind]];
        const readJob = () => answerOf<JobRequestDetails>(api.GET('/JobRequests/{id}', { params: { path: { id: jobRequestId } } }));
        if (input.paymentIntentId && status !== 'Paid') {
          // The payment made may have gone through though the estimate owes this kind again (extra work
          // billed while it was paid): its own receipt says so.
          const made = paymentMadeOf(await readJob(), input.paymentIntentId);
          if (made) return { status: made.status, failureMessage: null, receipt: receiptWords(made) };
        }
        if (status === 'Failed' || status === 'Processing') {
          // The open payment, asked again (one payment, no new charge), says why its card was refused, or
          // that a card given since waits for the customer's bank, which the estimate's status cannot say.
          const info = await startPayment(input.kind);
          return { status: info.status, failureMessage: info.failureMessage, receipt: null, info };
        }
        if (status === 'Paid') {
          const job = await readJob();
          const made = input.paymentIntentId ? paymentMadeOf(job, input.paymentIntentId) : undefined;
          return { status, failureMessage: null, receipt: made ? receiptWords(made) : receiptOf(job, proposalId, input.kind) };
        }
        return { status, failureMessage: null, receipt: null };
      }),
    },
    actions: {
      openCardPage: (_, { url }) => location.assign(url),
    },
  });
}
