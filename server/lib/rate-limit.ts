import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from './http';

export interface Limit {
  /** What is counted, e.g. `send-code:phone:+15085550100`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
}

/** No limit counts over a longer window, so a counter whose window began this long ago counts for nothing. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60_000;

/** A limit's counter: its key followed by its window, so that one key counted over two windows has two counters. */
const windowKeyOf = ({ key, windowMs }: Limit) => `${key}:${windowMs}`;

const DEFAULT_MESSAGE = 'Too many requests. Please try again later.';

const tooMany = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, [`Try again in ${retryAfterSeconds} seconds.`], { 'Retry-After': String(retryAfterSeconds) });

/** Counts one hit in a fixed window and tells whether it is within the limit. */
export async function hit(db: Database, limit: Limit, now: Date): Promise<LimitResult> {
  const [result] = await hitEach(db, [limit], now);
  return result!;
}

/**
 * Counts one hit on each limit's counter, each in its own fixed window, in one atomic upsert: concurrent
 * requests on any instance cannot both slip under a limit, and limits checked together cost one round
 * trip. Answers in the order of `limits`.
 */
async function hitEach(db: Database, limits: Limit[], now: Date): Promise<LimitResult[]> {
  for (const limit of limits) {
    if (limit.windowMs > LONGEST_WINDOW_MS) throw new Error(`rate limit ${limit.key}: windows longer than LONGEST_WINDOW_MS would be pruned while they count`);
  }
  if (new Set(limits.map(windowKeyOf)).size < limits.length) throw new Error('rate limits counted together must each have a counter of their own');
  // The moment before which each counter's window is over, picked by the counter's key: the windows differ in length.
  const expiredBefore = sql`(case excluded."key" ${sql.join(
    limits.map((limit) => sql`when ${windowKeyOf(limit)} then ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`),
    sql` `,
  )} end)`;
  const rows = await db
    .insert(rateLimits)
    .values(limits.map((limit) => ({ key: windowKeyOf(limit), windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return limits.map((limit) => {
    const row = byKey.get(windowKeyOf(limit));
    if (!row) throw new Error(`rate limit upsert returned nothing for ${windowKeyOf(limit)}`);
    if (row.count <= limit.limit) return { allowed: true, retryAfterSeconds: 0 };
    const resetAt = row.windowStart.getTime() + limit.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
  });
}

/** Checks every limit (all are counted) and throws 429 with Retry-After for the strictest one that is exceeded. */
export async function enforce(db: Database, limits: Limit[], now: Date, message = DEFAULT_MESSAGE) {
  if (limits.length === 0) return;
  const results = await hitEach(db, limits, now);
  const retryAfter = Math.max(0, ...results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds));
  if (retryAfter > 0) throw tooMany(message, retryAfter);
}

/**
 * Throws the 429 `enforce` would when a limit is already spent, counting nothing and creating no
 * counter. For the limits of whoever sends a request, judged before anything is counted for what the
 * request names (a phone number, an address of the sender's choosing): `enforce` writes every counter
 * it is given before it judges, so a sender refused there would still leave a new counter for each
 * thing it makes up, a row a request, until housekeeping drops it a day later. Requests judged at the
 * same moment may all pass here; the `enforce` that counts them afterwards still holds each to the limit.
 */
export async function refuseIfSpent(db: Database, limits: Limit[], now: Date, message = DEFAULT_MESSAGE) {
  if (limits.length === 0) return;
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, limits.map(windowKeyOf)));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const waits = limits.map((limit) => {
    const row = byKey.get(windowKeyOf(limit));
    // The next hit would be refused when the count has reached the limit in a window not yet over (`hitEach`).
    const resetAt = row ? row.windowStart.getTime() + limit.windowMs : 0;
    if (!row || row.count < limit.limit || resetAt <= now.getTime()) return 0;
    return Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  });
  const retryAfter = Math.max(0, ...waits);
  if (retryAfter > 0) throw tooMany(message, retryAfter);
}

/** Deletes counters whose window is over; each caller, phone number or account leaves its own. */
export async function pruneRateLimits(db: Database, now: Date) {
  await db.delete(rateLimits).where(lte(rateLimits.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}
