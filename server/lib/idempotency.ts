import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { DomainError, IdempotencyHeaders, KEYED_WRITES_PER_DAY } from '../../contract/common';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError, json, validate } from './http';
import type { Logger } from './logger';
import { enforce } from './rate-limit';

/** As at Stripe: a retry comes within minutes or hours, so a day covers it and the table stays small. */
export const IDEMPOTENCY_KEY_LIFE_MS = 24 * 60 * 60_000;

/**
 * A first request still unanswered after this long died with its process (no request runs this
 * long): its key is taken by the next request with it, which would otherwise wait out the whole day.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** What the key reads on `c.var`: the signed-in user the keys belong to, and the database and clock. */
type KeyBindings = { Variables: { db: Database; now: () => Date; log: Logger; user: { id: string } } };

const ofKey = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Keeps the answer of a write sent with an `Idempotency-Key` and answers it again to the same write
 * sent again, Stripe's way (docs/decisions/086-a-write-sent-twice-is-carried-out-once.md). Placed after
 * the route's checks, so that a refused body or an unknown user keeps nothing, as at Stripe a request
 * that never began to be carried out keeps nothing.
 */
const keepAnswer = createMiddleware<KeyBindings>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  const { db, log } = c.var;
  const userId = c.var.user.id;
  const now = c.var.now();
  await enforce(
    db,
    [{ key: `idempotent:user:${userId}`, limit: KEYED_WRITES_PER_DAY, windowMs: IDEMPOTENCY_KEY_LIFE_MS }],
    now,
    'Too many requests sent with an Idempotency-Key today. Please try again later.',
  );
  const url = new URL(c.req.url);
  // Only a body the route read counts: a route that reads none does the same whatever is sent.
  const body = Object.values(c.req.bodyCache).some(Boolean) ? await c.req.text() : '';
  const fingerprint = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n`).update(body).digest('hex');

  // One statement claims the key, so of two requests sent at once exactly one carries it out.
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, createdAt: now, status: null, contentType: null, body: null },
      setWhere: or(
        lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFE_MS)),
        and(isNull(idempotencyKeys.status), lte(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS))),
      ),
    })
    .returning({ userId: idempotencyKeys.userId });

  if (!claimed) {
    const [kept] = await db.select().from(idempotencyKeys).where(ofKey(userId, key));
    // No row: the first request failed just now and let its key go; the retry may be sent again.
    if (!kept || kept.status === null) throw new ApiError(409, 'A request with this Idempotency-Key is still being carried out. Try again in a moment to get its answer.');
    if (kept.fingerprint !== fingerprint) throw new ApiError(422, 'This Idempotency-Key was already sent with a different request. Send a new key with each new request.');
    const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
    if (kept.contentType) headers['Content-Type'] = kept.contentType;
    return new Response(kept.body, { status: kept.status, headers });
  }

  const ours = and(ofKey(userId, key), eq(idempotencyKeys.createdAt, now), eq(idempotencyKeys.fingerprint, fingerprint));
  try {
    await next();
  } catch (err) {
    await db.delete(idempotencyKeys).where(ours);
    throw err;
  }
  const res = c.res;
  try {
    // A failure on our side, or a limit that says to come back later, is worth trying again: keep nothing.
    if (res.status >= 500 || res.status === 429) await db.delete(idempotencyKeys).where(ours);
    else await db.update(idempotencyKeys).set({ status: res.status, contentType: res.headers.get('content-type'), body: await res.clone().text() }).where(ours);
  } catch (err) {
    // The work is done and its answer goes out; a retry meets a key still in progress until it is abandoned.
    log.warn({ err }, 'idempotency: could not keep the answer');
  }
});

/**
 * What the key may answer on any route it is on, besides the route's own answers: scripts/generate-openapi.ts
 * adds them to every operation that takes the `Idempotency-Key` header, joining the words of a status the
 * route answers for a reason of its own.
 */
export const idempotentResponses = {
  409: json(DomainError, 'A request with this Idempotency-Key is still being carried out'),
  422: json(DomainError, 'This Idempotency-Key was already sent with a different request'),
  429: json(DomainError, `More than ${KEYED_WRITES_PER_DAY} writes with an Idempotency-Key today; see Retry-After`),
};

/**
 * For a signed-in write a client may send twice: the optional `Idempotency-Key` header, checked and
 * documented, then the answer kept for it. Goes last before the handler.
 */
export const idempotent = [validate('header', IdempotencyHeaders), keepAnswer] as const;

/** Deletes the answers kept longer than a key lives. */
export async function pruneIdempotencyKeys(db: Database, now: Date) {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFE_MS)));
}
