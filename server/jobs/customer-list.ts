import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '../../contract/common';
import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobRequest } from '../../contract/job-requests';
import { type Database, madeOnFirstUse, oncePerDatabase } from '../db/client';
import { nameOrder } from '../db/name-order';
import { jobRequests, trades } from '../db/schema';
import { direction, type PageQuery, totalItems, totalOfPage } from '../lib/paging';
import { likePattern } from '../lib/search';
import { jobRequestItemColumns, toJobRequest } from './details';
import { factsColumns, jobFactsOfJobs } from './facts';

/** What a customer's list is asked: a page, in an order, of the jobs of one status or with a name. */
export interface CustomerListQuery extends PageQuery {
  Status?: JobRequestStatus | undefined;
  Name?: string | undefined;
  OrderBy?: 'createdAt' | 'name' | 'status' | undefined;
}

/** Lifecycle order, so "status" sorts a list the way a job moves. */
const statusRank = sql`array_position(array[${sql.join(
  JOB_REQUEST_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${jobRequests.status})`;

function ordering(orderBy: CustomerListQuery['OrderBy'], dir: 'asc' | 'desc'): SQL[] {
  const newestFirst = desc(jobRequests.createdAt);
  switch (orderBy) {
    case undefined:
      return [newestFirst];
    case 'createdAt':
      return [direction(jobRequests.createdAt, dir)];
    case 'name':
      return [direction(nameOrder(jobRequests.name), dir), newestFirst];
    case 'status':
      return [direction(statusRank, dir), newestFirst];
  }
}

/** The filters and order a statement of the list is prepared for. */
type Variant = `${boolean}|${boolean}|${CustomerListQuery['OrderBy'] | ''}|${'asc' | 'desc'}`;

/**
 * A page of the list in one statement: its items (`jobRequestItemColumns`), what the facts of its jobs
 * read (`factsColumns`) and the total. Prepared for each filter and order when first asked, so drizzle
 * builds its SQL once and PostgreSQL plans it once per connection: with the facts beside the items, the
 * SQL is long, and building it on every request cost more than the round trip it saves.
 */
function preparePage(db: Database, variant: Variant) {
  const [byStatus, byName, orderBy, dir] = variant.split('|') as ['true' | 'false', 'true' | 'false', CustomerListQuery['OrderBy'] | '', 'asc' | 'desc'];
  return db
    .select({ ...jobRequestItemColumns, ...factsColumns(db), total: totalItems })
    .from(jobRequests)
    .innerJoin(trades, eq(trades.id, jobRequests.tradeId))
    .where(
      and(
        eq(jobRequests.userId, sql.placeholder('userId')),
        byStatus === 'true' ? eq(jobRequests.status, sql.placeholder('status')) : undefined,
        byName === 'true' ? ilike(jobRequests.name, sql.placeholder('name')) : undefined,
      ),
    )
    .orderBy(...ordering(orderBy || undefined, dir), asc(jobRequests.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`customer_list_${variant.replaceAll('|', '_')}`);
}

const listStatements = oncePerDatabase((db) => madeOnFirstUse((variant: Variant) => preparePage(db, variant)));

/** One page of the customer's job requests, each as the list shows it, with its facts. */
export async function customerJobRequests(db: Database, userId: string, q: CustomerListQuery, now: Date): Promise<Paged<JobRequest>> {
  const statement = listStatements(db)(`${q.Status !== undefined}|${q.Name !== undefined}|${q.OrderBy ?? ''}|${q.OrderByDirection}`);
  const values = { userId, status: q.Status, name: q.Name === undefined ? undefined : likePattern(q.Name) };
  const rows = await statement.execute({ ...values, limit: q.PerPage, offset: (q.Page - 1) * q.PerPage });
  // A page past the end has no row to carry the total: the first row of the list does.
  const totalItems = await totalOfPage(rows, q.Page, async () => (await statement.execute({ ...values, limit: 1, offset: 0 }))[0]?.total ?? 0);
  const facts = await jobFactsOfJobs(db, rows.map((row) => row.id), now, { factsRows: rows });
  return {
    items: rows.map((row) => toJobRequest(row, facts.get(row.id)!, now)),
    page: q.Page,
    perPage: q.PerPage,
    totalItems,
    totalPages: Math.ceil(totalItems / q.PerPage),
  };
}
