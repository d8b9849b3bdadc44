import { describeRoute } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import { FinalPaymentInfoRequest, JobProposal, JobProposalsPage, JobProposalsQuery, JobRequestParams, PaymentInfo, PaymentInfoRequest, ProposalDecision, ProposalParams } from '../../contract/proposals';
import { authResponses, customersOnly, requireSignedUp } from '../auth/middleware';
import { badRequest, errorResponses, json, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { JOB_REQUESTS_ARE_FOR_CUSTOMERS } from './job-requests.routes';
import { decideJobProposal, getJobProposal, listJobProposals, startProposalPayment } from './proposals.handlers';
import { router } from '../app-bindings';
import { CARD_MAXIMUM_CENTS } from '../../machines/job-lifecycle.machine';

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

/** A job's estimates are its customer's: contractors see theirs in the mobile app's inbox. */
const requireCustomer = [requireSignedUp, customersOnly(JOB_REQUESTS_ARE_FOR_CUSTOMERS)] as const;

const scoped = 'Only the job’s customer: another customer’s job, or a proposal of another job, answers 404 as an unknown one does.';

const doc = (operationId: string, summary: string, description: string, responses: Responses) =>
  describeRoute({
    operationId,
    tags: ['Job proposals'],
    summary,
    description: `${description} ${scoped}`,
    security: [{ bearer: ['Consumer'] }],
    responses: {
      ...responses,
      ...errorResponses,
      ...authResponses,
      403: json(DomainError, 'The profile is not completed, or the account is not a customer’s'),
    },
  });

const refused = (what: string) => ({ 409: json(DomainError, what) });

const paymentDoc = (operationId: string, summary: string, when: string) =>
  doc(
    operationId,
    summary,
    `${when} Creates the payment for exactly the amount the server holds (never one the client sends) with the provider (Stripe's PaymentIntent, or the built-in sandbox's), or answers the one already started: a double click, a retry or another card after a decline all land on one payment and one charge. Nothing here marks it paid: the provider's signed event does, and the proposal shows it. A card whose bank asks the customer to confirm it (3-D Secure) leaves the payment RequiresAction, with that card, until they answer: on cardPageUrl with the sandbox, with Stripe.js handleNextAction otherwise.`,
    {
      200: json(PaymentInfo, 'The payment, with what the browser needs to collect the card'),
      400: badRequest('A Validation Error: redirectUrl is not a page of this site (an open redirect), or is not a URL'),
      ...refused('Nothing of this kind can be paid now; the Message says why'),
      502: json(DomainError, 'The card payment service could not be reached'),
    },
  );

const base = '/JobRequests/:jobRequestId/jobProposals';

export const proposalsRoutes = router()
  // Registered before `/:id` so the word is not read as an id.
  .get(
    `${base}/proposals`,
    doc('listJobProposals', 'The proposals contractors made for a job request', 'Oldest first unless OrderBy says otherwise. An open proposal past its validUntil reads Expired.', {
      200: json(JobProposalsPage, 'A page of proposals'),
    }),
    ...requireCustomer,
    validate('param', JobRequestParams),
    validate('query', JobProposalsQuery),
    listJobProposals,
  )
  .get(
    `${base}/:id`,
    doc('getJobProposal', 'One proposal', 'The client polls it after the card step until the deposit reads Paid.', { 200: json(JobProposal, 'The proposal') }),
    ...requireCustomer,
    validate('param', ProposalParams),
    getJobProposal,
  )
  .post(
    `${base}/:id/decisions`,
    doc(
      'decideJobProposal',
      'Accept or decline a proposal',
      'Accepting one that asks no deposit books its contractor at once (the job is Accepted, its other proposals declined, the first visit scheduled); one that asks a deposit is accepted and waits, with its deposit Due, until the deposit is paid. Declining (with an optional reason) closes that contractor’s offer and, when nothing else is open, offers the job to other contractors. 409 when the proposal is already decided, has expired, or the job’s state takes no such decision, with the reason; also when its price changed since it was priced because a membership’s first-job trip charge waiver went to another job or came back (docs/decisions/098): the proposal is then priced again and kept so, nothing is accepted, and the Message gives the new total and deposit.',
      { 200: json(JobProposal, 'The proposal after the decision'), ...refused('The decision cannot be taken; the Message says why') },
    ),
    ...requireCustomer,
    validate('param', ProposalParams),
    validate('json', ProposalDecision),
    ...idempotent,
    decideJobProposal,
  )
  .post(
    `${base}/:id/deposit-info`,
    paymentDoc('getDepositPaymentInfo', 'Pay the deposit (at most one third of the total)', 'For an accepted proposal whose deposit is due, while the job waits for it (Proposed).'),
    ...requireCustomer,
    validate('param', ProposalParams),
    validate('json', PaymentInfoRequest),
    startProposalPayment('Deposit'),
  )
  .post(
    `${base}/:id/final-payment-info`,
    paymentDoc(
      'getFinalPaymentInfo',
      'Pay the rest when the job is done, with any extra work still owed',
      `Only once the contractor has reported the job complete (Massachusetts: never before). The extra work still owed on the estimate is paid in the same card step, one charge with a line for each (lines), unless withExtraWork is false; the card minimum applies to the whole step, and a step over the card maximum ($${(CARD_MAXIMUM_CENTS / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}) is a 409 asking for one at a time. Each line reads Paid when the charge goes through, and none does when the card is declined.`,
    ),
    ...requireCustomer,
    validate('param', ProposalParams),
    validate('json', FinalPaymentInfoRequest),
    startProposalPayment('FinalPayment'),
  )
  .post(
    `${base}/:id/subsequent-payment-info`,
    paymentDoc('getSubsequentPaymentInfo', 'Pay for extra work agreed later', 'While extra work the contractor added is owed (the job In progress or Completed).'),
    ...requireCustomer,
    validate('param', ProposalParams),
    validate('json', PaymentInfoRequest),
    startProposalPayment('SubsequentPayment'),
  );
