import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { LONGEST_WINDOW_MS, type Limit } from '../lib/rate-limit';

export interface Count {
  count: number;
  /** When the counter's current window ends; undefined when nothing was counted in it. */
  resetAt?: Date;
}

/**
 * Reads a counter of `hit` without counting, to tell whether a caller is already held back. The row
 * key is `hit`'s: the limit's key followed by its window.
 */
export async function peek(db: Database, { key, windowMs }: Omit<Limit, 'limit'>, now: Date): Promise<Count> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, `${key}:${windowMs}`));
  if (!row) return { count: 0 };
  const resetAt = new Date(row.windowStart.getTime() + windowMs);
  return resetAt > now ? { count: row.count, resetAt } : { count: 0 };
}

/**
 * Counts one hit and answers the count it reached, atomically (the same upsert as `hit`, on the same
 * row), so that of parallel requests exactly the first `limit` see a count within it.
 */
export async function count(db: Database, { key, windowMs }: Omit<Limit, 'limit'>, now: Date): Promise<Required<Count>> {
  if (windowMs > LONGEST_WINDOW_MS) throw new Error(`counter ${key}: windows longer than LONGEST_WINDOW_MS would be pruned while they count`);
  const expiredBefore = new Date(now.getTime() - windowMs).toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${key}:${windowMs}`, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  if (!row) throw new Error(`counter upsert returned nothing for ${key}`);
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowMs) };
}
