import { sql } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Database, readAll } from '../../server/db/client';
import { lockJob, refreshFacts } from '../../server/jobs/lifecycle';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aTrade, theServiceArea, workingHours } from './factories';
import { useTestApi } from './harness';

/**
 * A transaction holds one connection, which takes one query at a time: pg 8 queues a second one sent
 * while the first runs (with a deprecation warning) and pg 9 refuses it. The reads a transaction makes
 * side by side on the pool go out there one after another.
 */

const api = await useTestApi();
await theServiceArea(api.db);

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Watches the queries sent on a transaction's connection (node-postgres' client, or PGlite's
 * transaction) until `stop`: how many it sent and the most that were in flight at once.
 */
function watchConnectionOf(tx: Database) {
  const client = (tx as unknown as { session: { client: Queryable } }).session.client;
  const query = client.query;
  let inFlight = 0;
  let most = 0;
  let sent = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    sent++;
    most = Math.max(most, ++inFlight);
    return query.apply(this, args).finally(() => inFlight--);
  };
  return {
    stop: () => {
      client.query = query;
      return { sent, most };
    },
  };
}

/** Reads that count how many of them run at once. */
function tracked() {
  let inFlight = 0;
  let most = 0;
  const read =
    <T>(run: () => PromiseLike<T>) =>
    async (): Promise<T> => {
      most = Math.max(most, ++inFlight);
      try {
        return await run();
      } finally {
        inFlight--;
      }
    };
  return { read, most: () => most };
}

const aMoment = (db: Database, n: number) => () => db.execute(sql`select pg_sleep(0.02), ${n}::int as n`);

describe('reads that may run inside a transaction', () => {
  it('go out side by side on the pool, and one after another inside a transaction', async () => {
    const outside = tracked();
    await readAll(api.db, [outside.read(aMoment(api.db, 1)), outside.read(aMoment(api.db, 2)), outside.read(aMoment(api.db, 3))]);
    expect(outside.most()).toBe(3);

    await api.db.transaction(async (tx) => {
      const inside = tracked();
      const watch = watchConnectionOf(tx);
      await readAll(tx, [inside.read(aMoment(tx, 1)), inside.read(aMoment(tx, 2)), inside.read(aMoment(tx, 3))]);
      expect(inside.most()).toBe(1);
      expect(watch.stop()).toEqual({ sent: 3, most: 1 });
    });
  });

  it('answer in the reads’ order, typed each as its read answers', async () => {
    const answers = await api.db.transaction((tx) =>
      readAll(tx, [
        () => tx.select({ n: sql<number>`1`.mapWith(Number) }).from(sql`(select 1) as one`),
        async () => 'two',
        () => 3,
      ]),
    );
    expectTypeOf(answers).toEqualTypeOf<[{ n: number }[], string, number]>();
    expect(answers).toEqual([[{ n: 1 }], 'two', 3]);
  });

  it('send one query at a time on the connection of a transaction that reads a job’s facts', async () => {
    // A job booked with a contractor who has free time and no visit yet: its facts read every table
    // they know, the times offered and the contractor's calendar.
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, contractor);
    const customer = await aConsumer(api.db);
    const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, status: 'Accepted' });
    const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
    await aPaidDeposit(api.db, proposal, 10000);

    const now = api.clock.now();
    const { booking, watched } = await api.db.transaction(async (tx) => {
      const watch = watchConnectionOf(tx);
      const locked = await lockJob(tx, job.id, now);
      const refreshed = await refreshFacts(tx, locked!);
      return { booking: refreshed.facts.booking.state, watched: watch.stop() };
    });
    expect(booking).toBe('choose');
    expect(watched.sent).toBeGreaterThan(4);
    expect(watched.most).toBe(1);
  });
});
