import type { Context } from 'hono';
import type * as v from 'valibot';
import type { IdParams } from '../../contract/common';
import type { createJobRequest, JobRequestsQuery, RequestCancelation, ScheduleVisit } from '../../contract/job-requests';
import type { AuthBindings } from '../app-bindings';
import type { Database } from '../db/client';

import { PROVIDER_TIME_ZONE } from '../../contract/forms';
import { holdLiveAccount } from '../auth/identity';
import { requestCancelation, withdrawCancelation } from '../jobs/cancel';

export { LATE_CANCELATIONS_PER_DAY, LATE_CANCELATIONS_PER_HOUR } from '../jobs/cancel';
import { chooseFirstVisit, firstVisitTimes } from '../jobs/first-visit';
import { jobRequestDetails, jobRequestItem } from '../jobs/details';
import { customerJobRequests } from '../jobs/customer-list';
import { settleCanceledJob } from '../jobs/money';
import { checkJobRequest, type NewJobRequest, submitJobRequest } from '../jobs/requests';
import { FieldRefusal } from '../lib/field-refusal';
import type { RouteHandler } from '../lib/handler';
import { invalidField, notFound } from '../lib/http';
import { enforce } from '../lib/rate-limit';
import { SlotTaken } from '../visits/schedule';

type ListQuery = v.InferOutput<typeof JobRequestsQuery>;
type CreateBody = v.InferOutput<ReturnType<typeof createJobRequest>>;
type Id = v.InferOutput<typeof IdParams>;
type CancelBody = v.InferOutput<typeof RequestCancelation>;
type ScheduleBody = v.InferOutput<typeof ScheduleVisit>;

/**
 * Runs a new request's checks or its storing, answering a `FieldRefusal` at its field: a zip code
 * outside the area (as the contractor search does), or photos that cannot be attached.
 */
export async function checkedOrRefused<T>(c: Context, check: () => Promise<T>): Promise<T | Response> {
  try {
    return await check();
  } catch (err) {
    if (err instanceof FieldRefusal) return invalidField(c, err.field, err.message);
    throw err;
  }
}

/**
 * How many requests one customer may send: each is offered, with a text, to contractors at once, and a
 * household with a busy week sends a few. Beyond it a script is spending the contractors' texts.
 */
export const JOB_REQUESTS_PER_HOUR = 10;
export const JOB_REQUESTS_PER_DAY = 30;
const HOUR_MS = 60 * 60_000;

/** Counts a customer's request in the transaction that stores it, so that one refused or undone never counts. */
async function countJobRequest(tx: Database, userId: string, now: Date) {
  const key = `job-request:user:${userId}`;
  await enforce(
    tx,
    [
      { key, limit: JOB_REQUESTS_PER_HOUR, windowMs: HOUR_MS },
      { key, limit: JOB_REQUESTS_PER_DAY, windowMs: 24 * HOUR_MS },
    ],
    now,
    'You have sent many job requests in a short time. Please wait before sending another.',
  );
}

export const listJobRequests: RouteHandler<AuthBindings, { query: ListQuery }> = async (c) => {
  return c.json(await customerJobRequests(c.var.db, c.var.user.id, c.req.valid('query'), c.var.now()), 200);
};

export const createJobRequestHandler: RouteHandler<AuthBindings, { json: CreateBody }> = async (c) => {
  const { db, user } = c.var;
  const body = c.req.valid('json');
  const checked = await checkedOrRefused(c, () => checkJobRequest(db, body));
  if (checked instanceof Response) return checked;
  const request: NewJobRequest = {
    userId: user.id,
    source: 'Account',
    tradeId: body.tradeId,
    name: body.name,
    description: body.description,
    address: body.address,
    city: body.city,
    zipCode: body.zipCode,
    preferredDates: body.preferredDates,
    contactName: `${user.firstName} ${user.lastName}`.trim() || null,
    contactPhone: user.phoneNumber,
    contactEmail: user.email,
    contractorId: body.contractorId ?? null,
    photoIds: body.photoIds,
  };
  const now = c.var.now();
  const id = await checkedOrRefused(c, () =>
    db.transaction(async (tx) => {
      await holdLiveAccount(tx, user.id);
      await countJobRequest(tx, user.id, now);
      return submitJobRequest(tx, request, checked, now);
    }),
  );
  if (id instanceof Response) return id;
  return c.json((await jobRequestItem(db, id, now))!, 201);
};

export const getJobRequest: RouteHandler<AuthBindings, { param: Id }> = async (c) => {
  const { db, user } = c.var;
  const { id } = c.req.valid('param');
  const details = await jobRequestDetails(db, id, c.var.now(), { ownerUserId: user.id, timeZone: c.req.header('X-Timezone') });
  if (!details) throw notFound('The job request');
  return c.json(details, 200);
};

export const requestJobRequestCancelation: RouteHandler<AuthBindings, { param: Id; json: CancelBody }> = async (c) => {
  const { db, user } = c.var;
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const result = await requestCancelation(db, { userId: user.id, jobRequestId: id, reason, now: c.var.now(), providerPhone: c.var.env.VITE_PROVIDER_PHONE });
  if (result.status === 'Canceled') await settleCanceledJob(c.var, id);
  return c.json(result, 200);
};

/** The customer's job request in its details, after a step on it: 404 for another's. */
async function detailsAfterStep(c: Parameters<RouteHandler<AuthBindings, { param: Id }>>[0], id: string) {
  const details = await jobRequestDetails(c.var.db, id, c.var.now(), { ownerUserId: c.var.user.id, timeZone: c.req.header('X-Timezone') });
  if (!details) throw notFound('The job request');
  return c.json(details, 200);
}

export const keepJobRequestVisit: RouteHandler<AuthBindings, { param: Id }> = async (c) => {
  const { id } = c.req.valid('param');
  await withdrawCancelation(c.var.db, { userId: c.var.user.id, jobRequestId: id, now: c.var.now() });
  return detailsAfterStep(c, id);
};

export const getJobRequestVisitTimes: RouteHandler<AuthBindings, { param: Id }> = async (c) => {
  const { db, user } = c.var;
  const { id } = c.req.valid('param');
  const now = c.var.now();
  if (!(await jobRequestItem(db, id, now, { ownerUserId: user.id }))) throw notFound('The job request');
  return c.json({ timezone: PROVIDER_TIME_ZONE, slots: await firstVisitTimes(db, id, now) }, 200);
};

export const scheduleJobRequestVisit: RouteHandler<AuthBindings, { param: Id; json: ScheduleBody }> = async (c) => {
  const { id } = c.req.valid('param');
  try {
    await chooseFirstVisit(c.var.db, { userId: c.var.user.id, jobRequestId: id, start: c.req.valid('json').start, timeZone: c.req.header('X-Timezone'), now: c.var.now() });
  } catch (err) {
    // The shared error handler answers only `{ Message }`: the times left are what the customer chooses from again.
    if (err instanceof SlotTaken) return c.json({ Message: err.message, slots: err.slots }, 409);
    throw err;
  }
  return detailsAfterStep(c, id);
};
