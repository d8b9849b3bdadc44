import { pruneExpiredCodes } from '../auth/codes';
import { pruneEndedRefreshTokens } from '../auth/tokens';
import type { Database } from '../db/client';
import { pruneUnattachedUploads } from '../files/store';
import { pruneProcessedWebhookEvents } from '../payments/payment-events';
import type { Logger } from './logger';
import { pruneRateLimits } from './rate-limit';

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
    'handled payment events': pruneProcessedWebhookEvents,
    'photos no job request took': pruneUnattachedUploads,
  };
  for (const [what, prune] of Object.entries(jobs)) {
    try {
      await prune(db, now);
    } catch (err) {
      // The next run tries again; nothing depends on these rows being gone.
      log.warn({ err }, `housekeeping: could not prune ${what}`);
    }
  }
}
