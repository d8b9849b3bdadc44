import { sql } from 'drizzle-orm';
import { pruneExpiredCodes } from './auth/codes';
import { pruneSignInNetworks } from './auth/sign-in-networks';
import { pruneEndedRefreshTokens } from './auth/tokens';
import { type Database, letRequestsIn } from './db/client';
import { pruneUnattachedUploads } from './files/store';
import { pruneProcessedWebhookEvents } from './payments/payment-events';
import { pruneIdempotencyKeys } from './lib/idempotency';
import type { Logger } from './lib/logger';
import { pruneRateLimits } from './lib/rate-limit';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** The first pass after a start, once the server answers. */
export const HOUSEKEEPING_DELAY_MS = 30_000;

/**
 * Deletes rows that count for nothing any more. Anonymous callers create most of them (a rate-limit
 * counter per address and per number tried, a code per number), so without this the tables grow with
 * every script that probes the API. Photos uploaded for a request that was never sent go too: they are
 * a customer's pictures of their home, kept for nothing.
 */
export async function pruneExpiredRows(db: Database, now: Date, log: Logger) {
  const jobs = {
    'rate-limit counters': pruneRateLimits,
    'login codes': pruneExpiredCodes,
    'refresh tokens': pruneEndedRefreshTokens,
    'networks not signed in from for 90 days': pruneSignInNetworks,
    'handled payment events': pruneProcessedWebhookEvents,
    'photos no job request took': pruneUnattachedUploads,
    'answers kept for idempotency keys': pruneIdempotencyKeys,
  };
  for (const [what, prune] of Object.entries(jobs)) {
    try {
      await prune(db, now);
    } catch (err) {
      // The next run tries again; nothing depends on these rows being gone.
      log.warn({ err }, `housekeeping: could not prune ${what}`);
    }
    await letRequestsIn();
  }
}

/**
 * Gathers the statistics the query planner chooses indexes by (`ANALYZE`). PostgreSQL's autovacuum
 * does this as tables change; PGlite runs none, so there a table that was never analyzed is planned
 * with guesses: `deleted_at is null` taken to keep one user in two hundred made the contractors list
 * start from every user and sort all contractors, ten times slower at 10,000 of them than at the
 * demo's size. On PostgreSQL the same holds until autovacuum first gets to a table. With
 * `unlessGathered`, only when some table has never been analyzed (a first start, a new table, a
 * restored backup), so that a start on a database that has them costs one catalogue read.
 *
 * A table is analyzed again, as autovacuum would, once it has grown by more than a tenth (and a page)
 * since its statistics were gathered: by its pages, which `pg_class.relpages` keeps beside them, since
 * PGlite keeps no count of changed rows from one start to the next. Analyzing every table on every
 * pass held PGlite's one thread for up to half a second per large table at five years of data (2 s
 * in all), and every request waited through it: a 2.7 s stall each hour, with connections dropped.
 *
 * With `vacuum` (PGlite's hourly pass: PGlite runs no autovacuum either) such a table is vacuumed as
 * it is analyzed, for about the time analyzing alone takes once its pages have been vacuumed before.
 * That marks its pages all-visible, so that a count read from an index (an inbox's total) need not
 * visit the rows, and frees for new rows the room of rows deleted or replaced, which would otherwise
 * stay taken for good. A table that fills with such rows grows, and so is vacuumed in its turn.
 */
export async function gatherPlannerStatistics(db: Database, log: Logger, options: { unlessGathered?: boolean; vacuum?: boolean } = {}) {
  try {
    if (options.unlessGathered) {
      const never = await db.execute(sql`select 1 from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and reltuples < 0 limit 1`);
      if ((never as unknown as { rows: unknown[] }).rows.length === 0) return;
    }
    // The app's tables one at a time, not `analyze` of the whole database: that also analyzes the
    // system catalogues (most of its time at demo size), and on PGlite a statement holds the process's
    // one thread, so a catalogue answer waited for all of it (a 0.2–0.5 s stall 30 s after each start).
    const tables = await db.execute(sql`
      select relname from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r'
        and (reltuples < 0 or pg_relation_size(oid) > (relpages * 1.1 + 1) * current_setting('block_size')::bigint)
      order by relname`);
    for (const { relname } of (tables as unknown as { rows: { relname: string }[] }).rows) {
      await db.execute(options.vacuum ? sql`vacuum (analyze) ${sql.identifier(relname)}` : sql`analyze ${sql.identifier(relname)}`);
      await letRequestsIn();
    }
  } catch (err) {
    // Plans are only slower without them; the next pass tries again.
    log.warn({ err }, 'housekeeping: could not gather the planner statistics');
  }
}
