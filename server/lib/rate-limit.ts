import { lte, sql } from 'drizzle-orm';
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

/**
 * Counts one hit in a fixed window and tells whether it is within the limit. One atomic upsert,
 * so concurrent requests on any instance cannot both slip under the limit.
 */
export async function hit(db: Database, { key, limit, windowMs }: Limit, now: Date): Promise<LimitResult> {
  if (windowMs > LONGEST_WINDOW_MS) throw new Error(`rate limit ${key}: windows longer than LONGEST_WINDOW_MS would be pruned while they count`);
  const windowKey = `${key}:${windowMs}`;
  const expiredBefore = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: windowKey, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  if (!row) throw new Error(`rate limit upsert returned nothing for ${windowKey}`);
  if (row.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  const resetAt = row.windowStart.getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
}

/** Checks every limit (all are counted) and throws 429 with Retry-After for the strictest one that is exceeded. */
export async function enforce(db: Database, limits: Limit[], now: Date, message = 'Too many requests. Please try again later.') {
  const results = await Promise.all(limits.map((limit) => hit(db, limit, now)));
  const retryAfter = Math.max(0, ...results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds));
  if (retryAfter > 0) throw new ApiError(429, message, [`Try again in ${retryAfter} seconds.`], { 'Retry-After': String(retryAfter) });
}

/** Deletes counters whose window is over; each caller, phone number or account leaves its own. */
export async function pruneRateLimits(db: Database, now: Date) {
  await db.delete(rateLimits).where(lte(rateLimits.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}
