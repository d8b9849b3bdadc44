import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { assignmentOf } from '../../server/jobs/assignments';
import { jobRequestItem } from '../../server/jobs/details';
import { jobFactsOf } from '../../server/jobs/facts';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aReview, aTrade, aVisit, theServiceArea } from './factories';
import { countQueries, useTestApi } from './harness';
import { bearerFor } from './sign-in';

/**
 * The signed-in reads the mobile app and the customer's pages ask most, held to the statements each
 * sends (docs/performance.md, "Signed-in work at five years"): every statement is a round trip on
 * PostgreSQL and a millisecond of PGlite's one thread. The counts include the token's check. The job's
 * page has its own (job-details-queries.test.ts).
 */

const api = await useTestApi();
await theServiceArea(api.db);

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(api.clock.now().getTime() - days * DAY);

async function statementsOf(path: string, auth: Record<string, string>): Promise<number> {
  const { queries } = await countQueries(api.db, async () => {
    const res = await api.get(path, auth);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
  expect(new Set(queries).size).toBe(queries.length);
  return queries.length;
}

/** A customer's finished job: offered, estimated, paid, visited and reviewed. */
async function aFinishedJob() {
  const customer = await aConsumer(api.db);
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade] });
  const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Completed', completedAt: daysAgo(1) });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Completed' });
  const proposal = await aProposal(api.db, job, contractor, { totalCents: 30000, depositCents: 10000, status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due' });
  const visit = await aVisit(api.db, proposal, daysAgo(2), { status: 'Completed', completedAt: daysAgo(1) });
  await aReview(api.db, visit);
  await aPaidDeposit(api.db, proposal, 10000);
  return {
    job,
    proposal,
    assignment,
    customer: await bearerFor(api, customer.id),
    contractor: await bearerFor(api, contractor.user.id),
    contractorUserId: contractor.user.id,
  };
}
type Finished = Awaited<ReturnType<typeof aFinishedJob>>;

describe('the statements of a signed-in read', () => {
  it('is 1 for the current identity: the token’s check reads the memberships with the user', async () => {
    const { customer } = await aFinishedJob();
    expect(await statementsOf('/Authentication/current-identity', customer)).toBe(1);
  });

  it('are 2 for a page of the customer’s jobs: the token’s check, and the page with what the facts of its jobs read', async () => {
    const { customer } = await aFinishedJob();
    expect(await statementsOf('/JobRequests', customer)).toBe(2);
  });

  it('are 2 for a job’s proposals and 2 for one of them, the owner checked and the contractor read in the same statement', async () => {
    const { customer, job, proposal } = await aFinishedJob();
    expect(await statementsOf(`/JobRequests/${job.id}/jobProposals/proposals`, customer)).toBe(2);
    expect(await statementsOf(`/JobRequests/${job.id}/jobProposals/${proposal.id}`, customer)).toBe(2);
  });

  it('are 3 for a page of the contractor’s inbox and 2 for one assignment: the token’s check, the page’s ids with their total, and the rows with their proposals, visits and what the facts of their jobs read', async () => {
    const { contractor, assignment } = await aFinishedJob();
    expect(await statementsOf('/AssignedJobAppointments', contractor)).toBe(3);
    expect(await statementsOf(`/AssignedJobAppointments/${assignment.id}`, contractor)).toBe(2);
  });

  it('are 2 for an empty first page of the inbox, and 3 past its end, where no row carries the total', async () => {
    const { contractor } = await aFinishedJob();
    expect(await statementsOf('/AssignedJobAppointments/provide-response', contractor)).toBe(2);
    expect(await statementsOf('/AssignedJobAppointments?Page=2', contractor)).toBe(3);
  });
});

/**
 * A prepared statement is planned for its values five times, then once for all values if that plan is
 * not dearer. A statement of ids (`= any($ids)`) read with one id never got there: the plan for all
 * values takes the array for ten ids. Each of these reads one record by a statement of its own, which
 * the database plans once: on PostgreSQL node-postgres names it on the connection, on PGlite its text
 * is kept under a name (decision 080). A connection's statements are seen in `pg_prepared_statements`.
 */
describe('a statement that reads one record', () => {
  it.each([
    ['one assignment', (tx: Database, f: Finished) => assignmentOf(tx, f.contractorUserId, f.assignment.id, api.clock.now())],
    ['the facts of one job', (tx: Database, f: Finished) => jobFactsOf(tx, f.job.id, api.clock.now())],
    ['one job as the list shows it', (tx: Database, f: Finished) => jobRequestItem(tx, f.job.id, api.clock.now())],
  ])('is planned once for all values after five reads: %s', async (_read, read) => {
    const finished = await aFinishedJob();
    // A transaction holds one connection on PostgreSQL, whose statements the view shows.
    const { result: prepared, queries } = await countQueries(api.db, () =>
      api.db.transaction(async (tx) => {
        for (let i = 0; i < 6; i++) await read(tx, finished);
        const result = (await tx.execute(sql`select statement, generic_plans as "generic" from pg_prepared_statements`)) as unknown as { rows: { statement: string; generic: string }[] };
        return result.rows;
      }),
    );
    const reads = new Set(queries.filter((query) => !['begin', 'commit'].includes(query) && !query.includes('pg_prepared_statements')));
    expect(reads.size).toBe(1);
    const plans = prepared.filter((statement) => reads.has(statement.statement));
    expect(plans).toHaveLength(1);
    expect(Number(plans[0]!.generic)).toBeGreaterThan(0);
  });
});
