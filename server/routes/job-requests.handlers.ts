import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { IdParams } from '../../contract/common';
import { JOB_REQUEST_STATUSES } from '../../contract/job-lifecycle';
import type { createJobRequest, JobRequestsQuery, RequestCancelation, ScheduleVisit } from '../../contract/job-requests';
import type { AuthUser } from '../auth/middleware';
import type { AuthBindings } from '../app-bindings';

import { PROVIDER_TIME_ZONE } from '../../contract/forms';
import { requestCancelation, withdrawCancelation } from '../jobs/cancel';
import { chooseFirstVisit, firstVisitTimes } from '../jobs/first-visit';
import { jobRequestDetails, jobRequestItem, jobRequestItemColumns, toJobRequest } from '../jobs/details';
import { factsColumns, jobFactsOfJobs } from '../jobs/facts';
import { settleCanceledJob } from '../jobs/money';
import { checkJobRequest, type NewJobRequest, submitJobRequest } from '../jobs/requests';
import { FieldRefusal } from '../lib/field-refusal';
import type { RouteHandler } from '../lib/handler';
import { ApiError, invalidField, notFound } from '../lib/http';
import { direction, pageOf, totalItems } from '../lib/paging';
import { likePattern } from '../lib/search';
import { jobRequests, trades } from '../db/schema';

type ListQuery = v.InferOutput<typeof JobRequestsQuery>;
type CreateBody = v.InferOutput<ReturnType<typeof createJobRequest>>;
type Id = v.InferOutput<typeof IdParams>;
type CancelBody = v.InferOutput<typeof RequestCancelation>;
type ScheduleBody = v.InferOutput<typeof ScheduleVisit>;

/** Job requests belong to customers; a contractor's jobs are their assignments (the mobile app's API). */
export function assertCustomer(user: AuthUser): void {
  if (user.userType !== 'Consumer') throw new ApiError(403, 'Job requests are for customer accounts. Contractors find their jobs in the mobile app.');
}

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

/** Lifecycle order, so "status" sorts a list the way a job moves. */
const statusRank = sql`array_position(array[${sql.join(
  JOB_REQUEST_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${jobRequests.status})`;

const ordering = (q: ListQuery): SQL[] => {
  const newestFirst = desc(jobRequests.createdAt);
  switch (q.OrderBy) {
    case undefined:
      return [newestFirst];
    case 'createdAt':
      return [direction(jobRequests.createdAt, q.OrderByDirection)];
    case 'name':
      return [direction(sql`lower(${jobRequests.name})`, q.OrderByDirection), newestFirst];
    case 'status':
      return [direction(statusRank, q.OrderByDirection), newestFirst];
  }
};

export const listJobRequests: RouteHandler<AuthBindings, { query: ListQuery }> = async (c) => {
  const { db, user } = c.var;
  const q = c.req.valid('query');
  // The page, its items, what the facts of its jobs read (`factsColumns`) and the total in one
  // statement: a card says what the job's page says.
  const query = db
    .select({ ...jobRequestItemColumns, ...factsColumns(db), totalItems })
    .from(jobRequests)
    .innerJoin(trades, eq(trades.id, jobRequests.tradeId))
    .where(and(eq(jobRequests.userId, user.id), q.Status ? eq(jobRequests.status, q.Status) : undefined, q.Name ? ilike(jobRequests.name, likePattern(q.Name)) : undefined))
    .orderBy(...ordering(q), asc(jobRequests.id))
    .$dynamic();
  const now = c.var.now();
  const { items: rows, ...page } = await pageOf(query, q, (row) => row);
  const facts = await jobFactsOfJobs(db, rows.map((row) => row.id), now, { factsRows: rows });
  return c.json({ ...page, items: rows.map((row) => toJobRequest(row, facts.get(row.id)!, now)) }, 200);
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
  const id = await checkedOrRefused(c, () => db.transaction((tx) => submitJobRequest(tx, request, checked, now)));
  if (id instanceof Response) return id;
  return c.json((await jobRequestItem(db, id, now))!, 201);
};

export const getJobRequest: RouteHandler<AuthBindings, { param: Id }> = async (c) => {
  const { db, user } = c.var;
  const { id } = c.req.valid('param');
  const details = await jobRequestDetails(db, id, c.var.now(), { ownerUserId: user.id });
  if (!details) throw notFound('The job request');
  return c.json(details, 200);
};

export const requestJobRequestCancelation: RouteHandler<AuthBindings, { param: Id; json: CancelBody }> = async (c) => {
  const { db, user } = c.var;
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const result = await requestCancelation(db, { userId: user.id, jobRequestId: id, reason, now: c.var.now() });
  if (result.status === 'Canceled') await settleCanceledJob(c.var, id);
  return c.json(result, 200);
};

/** The customer's job request in its details, after a step on it: 404 for another's. */
async function detailsAfterStep(c: Parameters<RouteHandler<AuthBindings, { param: Id }>>[0], id: string) {
  const details = await jobRequestDetails(c.var.db, id, c.var.now(), { ownerUserId: c.var.user.id });
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
  await chooseFirstVisit(c.var.db, { userId: c.var.user.id, jobRequestId: id, start: c.req.valid('json').start, now: c.var.now() });
  return detailsAfterStep(c, id);
};
