import type * as v from 'valibot';
import type { FinalPaymentInfoRequest, JobPaymentKind, JobProposalsQuery, JobRequestParams, ProposalDecision, ProposalParams } from '../../contract/proposals';
import type { AuthBindings } from '../app-bindings';
import { startJobPayment } from '../jobs/payment-info';
import { decideProposal, getProposal, listProposals } from '../jobs/proposals';
import type { RouteHandler } from '../lib/handler';
import { invalidField } from '../lib/http';
import { isSafeRedirect } from '../payments/payments';

type JobParams = v.InferOutput<typeof JobRequestParams>;
type Params = v.InferOutput<typeof ProposalParams>;
type ListQuery = v.InferOutput<typeof JobProposalsQuery>;
type DecisionBody = v.InferOutput<typeof ProposalDecision>;
/** final-payment-info's body; the others send its redirectUrl alone. */
type PaymentBody = Partial<v.InferOutput<typeof FinalPaymentInfoRequest>> & { redirectUrl: string };

export const listJobProposals: RouteHandler<AuthBindings, { param: JobParams; query: ListQuery }> = async (c) => {
  const { jobRequestId } = c.req.valid('param');
  return c.json(await listProposals(c.var.db, { userId: c.var.user.id, jobRequestId }, c.req.valid('query'), c.var.now()), 200);
};

export const getJobProposal: RouteHandler<AuthBindings, { param: Params }> = async (c) => {
  return c.json(await getProposal(c.var.db, { userId: c.var.user.id, ...c.req.valid('param') }, c.var.now()), 200);
};

export const decideJobProposal: RouteHandler<AuthBindings, { param: Params; json: DecisionBody }> = async (c) => {
  const scope = { userId: c.var.user.id, ...c.req.valid('param') };
  return c.json(await decideProposal(c.var, scope, c.req.valid('json'), c.var.now()), 200);
};

/** deposit-info, final-payment-info and subsequent-payment-info, one kind each. */
export const startProposalPayment =
  (kind: JobPaymentKind): RouteHandler<AuthBindings, { param: Params; json: PaymentBody }> =>
  async (c) => {
    const { redirectUrl, withExtraWork } = c.req.valid('json');
    const publicUrl = c.var.env.PUBLIC_URL;
    // The payment page sends the customer here afterwards: anywhere else would make the site an open redirect.
    if (!isSafeRedirect(redirectUrl, publicUrl)) return invalidField(c, 'redirectUrl', 'The return address must be a page of this site.');
    const request = { userId: c.var.user.id, ...c.req.valid('param'), kind, redirectUrl, publicUrl, ...(withExtraWork === undefined ? {} : { withExtraWork }) };
    return c.json(await startJobPayment(c.var, request, c.var.now()), 200);
  };
