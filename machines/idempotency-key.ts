import { v4 as randomUuid } from 'uuid';

/**
 * The `Idempotency-Key` of a write a customer's flow may send again
 * (docs/decisions/086-a-write-sent-twice-is-carried-out-once.md). A flow keeps the key in its context
 * with what it was sent with: sent again unchanged (a retry after an answer lost on a bad connection,
 * a second tap), the write carries the same key, so the server answers what it did the first time
 * instead of refusing a step already taken; changed, it is another write with a new key.
 */
export interface KeyedRequest {
  /** Sent as `Idempotency-Key`. */
  key: string;
  /** What the key was sent with, as JSON. */
  request: string;
}

/**
 * A new key: a random UUID. Not `crypto.randomUUID` alone, which browsers give only to secure contexts:
 * the app opened over plain HTTP from another machine on the network would fail every write.
 */
export const newIdempotencyKey = (): string => randomUuid();

/**
 * The key to send `request` with: the last sending's while the request is the same as then, a new
 * random UUID once it is not. Only the last sending counts: changed and changed back, it is a new write.
 */
export function keyFor(last: KeyedRequest | null, request: unknown): KeyedRequest {
  const sent = JSON.stringify(request);
  return last?.request === sent ? last : { key: newIdempotencyKey(), request: sent };
}
