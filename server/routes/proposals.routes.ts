import { JobProposal, JobProposalsPage, JobProposalsQuery, JobRequestParams, PaymentInfo, PaymentInfoRequest, ProposalDecision, ProposalParams } from '../../contract/proposals';
import { requireUser } from '../auth/middleware';
import { errorResponses, json, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';

const doc = laterFeatureDocs('Job proposals', { signedIn: true });
const base = '/JobRequests/:jobRequestId/jobProposals';

const paymentInfo = (path: string, operationId: string, summary: string, what: string) =>
  [
    `${base}/:id/${path}`,
    doc(operationId, summary, { 200: json(PaymentInfo, 'What is due and where to pay it'), ...errorResponses }),
    requireUser,
    validate('param', ProposalParams),
    validate('json', PaymentInfoRequest),
    () => notAvailableYet(what),
  ] as const;

export const proposalsRoutes = router()
  // Registered before `/:id` so the word is not read as an id.
  .get(
    `${base}/proposals`,
    doc('listJobProposals', 'The proposals contractors made for a job request', { 200: json(JobProposalsPage, 'A page of proposals'), ...errorResponses }),
    requireUser,
    validate('param', JobRequestParams),
    validate('query', JobProposalsQuery),
    () => notAvailableYet('Viewing job proposals'),
  )
  .get(
    `${base}/:id`,
    doc('getJobProposal', 'One proposal', { 200: json(JobProposal, 'The proposal'), ...errorResponses }),
    requireUser,
    validate('param', ProposalParams),
    () => notAvailableYet('Viewing job proposals'),
  )
  .post(
    `${base}/:id/decisions`,
    doc('decideJobProposal', 'Accept or decline a proposal', { 200: json(JobProposal, 'The proposal after the decision'), ...errorResponses }),
    requireUser,
    validate('param', ProposalParams),
    validate('json', ProposalDecision),
    () => notAvailableYet('Deciding on a proposal'),
  )
  .post(...paymentInfo('deposit-info', 'getDepositPaymentInfo', 'Pay the deposit (at most one third of the total)', 'Paying a deposit'))
  .post(...paymentInfo('final-payment-info', 'getFinalPaymentInfo', 'Pay the rest when the job is done', 'The final payment'))
  .post(...paymentInfo('subsequent-payment-info', 'getSubsequentPaymentInfo', 'Pay for extra work agreed later', 'Paying for extra work'));
