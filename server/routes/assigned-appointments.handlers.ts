import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AssignedAppointmentDecision, AssignedJobAppointmentsQuery, ContractorAction, OfferVisitTimes, SubmitEstimate } from '../../contract/assigned-appointments';
import type { IdParams } from '../../contract/common';
import type { AuthBindings } from '../app-bindings';
import {
  acknowledgeCanceled,
  type AssignedView,
  assignmentOf,
  type ContractorActionBody,
  contractorOfUser,
  decide,
  listAssignments,
  markBookingRead,
  markRead,
  offerTimes,
  reportContractorAction,
  type StepContext,
  submitEstimate,
} from '../jobs/assignments';
import { settleCanceledJob } from '../jobs/money';
import { FieldRefusal } from '../lib/field-refusal';
import type { RouteHandler } from '../lib/handler';
import { invalidField, notFound } from '../lib/http';

type ListQuery = v.InferOutput<typeof AssignedJobAppointmentsQuery>;
type Id = v.InferOutput<typeof IdParams>;
type DecisionBody = v.InferOutput<typeof AssignedAppointmentDecision>;
type ActionBody = v.InferOutput<typeof ContractorAction>;
type EstimateBody = v.InferOutput<typeof SubmitEstimate>;
type OfferTimesBody = v.InferOutput<typeof OfferVisitTimes>;

/** A page of the signed-in contractor's assignments in one view. */
export const listView =
  (view: AssignedView): RouteHandler<AuthBindings, { query: ListQuery }> =>
  async (c) => {
    const { db, user } = c.var;
    return c.json(await listAssignments(db, user.id, view, c.req.valid('query'), c.var.now()), 200);
  };

export const getAssignment: RouteHandler<AuthBindings, { param: Id }> = async (c) => {
  const { db, user } = c.var;
  return c.json(await assignmentOf(db, user.id, c.req.valid('param').id, c.var.now()), 200);
};

/**
 * Runs one contractor step on the assignment of the path and answers the assignment as it is after
 * it; a field refused by the step answers 400 at that field.
 */
async function step(c: Context<AuthBindings>, id: string, run: (ctx: StepContext) => Promise<void>): Promise<Response> {
  const { db, user, env } = c.var;
  const contractor = await contractorOfUser(db, user.id);
  if (!contractor) throw notFound('The assigned job');
  const now = c.var.now();
  try {
    await run({ contractor, assignmentId: id, now, publicUrl: env.PUBLIC_URL });
  } catch (err) {
    if (err instanceof FieldRefusal) return invalidField(c, err.field, err.message);
    throw err;
  }
  return c.json(await assignmentOf(db, user.id, id, now), 200);
}

export const markReadHandler: RouteHandler<AuthBindings, { param: Id }> = (c) => step(c, c.req.valid('param').id, (ctx) => markRead(c.var.db, ctx));

export const markBookingReadHandler: RouteHandler<AuthBindings, { param: Id }> = (c) =>
  step(c, c.req.valid('param').id, (ctx) => markBookingRead(c.var.db, ctx));

export const acknowledgeCanceledHandler: RouteHandler<AuthBindings, { param: Id }> = (c) =>
  step(c, c.req.valid('param').id, async (ctx) => {
    const canceledJobId = await acknowledgeCanceled(c.var.db, ctx);
    // The late-cancelation refund owed in the step goes to the payment provider once it has committed.
    if (canceledJobId) await settleCanceledJob(c.var, canceledJobId);
  });

export const decideHandler: RouteHandler<AuthBindings, { param: Id; json: DecisionBody }> = (c) =>
  step(c, c.req.valid('param').id, (ctx) => decide(c.var.db, ctx, c.req.valid('json')));

export const reportContractorActionHandler: RouteHandler<AuthBindings, { param: Id; json: ActionBody }> = (c) => {
  const body = c.req.valid('json');
  // The contract requires the amount and the description of extra work.
  const action: ContractorActionBody =
    body.action === 'AddExtraWork' ? { action: body.action, note: body.note, amountCents: body.amountCents!, description: body.description! } : { action: body.action, note: body.note };
  return step(c, c.req.valid('param').id, (ctx) => reportContractorAction(c.var.db, ctx, action));
};

export const submitEstimateHandler: RouteHandler<AuthBindings, { param: Id; json: EstimateBody }> = (c) =>
  step(c, c.req.valid('param').id, (ctx) => submitEstimate(c.var.db, ctx, c.req.valid('json')));

export const offerTimesHandler: RouteHandler<AuthBindings, { param: Id; json: OfferTimesBody }> = (c) =>
  step(c, c.req.valid('param').id, (ctx) => offerTimes(c.var.db, ctx, c.req.valid('json').times));
