import { isIPv4, isIPv6 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { LONGEST_WINDOW_MS, type Limit } from '../lib/rate-limit';

/**
 * The network a client address belongs to: its IPv4 /24 or its IPv6 /48. Sign-in limits count per
 * network as well as per address, because whoever holds one address usually holds its neighbors
 * too (an IPv6 customer gets a /48 or a /56; a rented server, a whole /64 at least).
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}::/48`;
  return ip;
}

/** The eight groups of an IPv6 address, without leading zeros, `::` filled in. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; /48 never reaches it, so it only has to count right.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const fill = tail === undefined ? [] : Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0');
  return [...left, ...fill, ...right].map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')));
}

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
