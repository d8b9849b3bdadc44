/**
 * The membership a visitor chose before signing in (spec section 3), held in local storage until the
 * purchase can go on. It expires 1 hour after `dateAdded` and is removed when found expired
 * (spec sections 4 and 9).
 */

export interface PendingPurchase {
  membershipId: string;
  priceId: string;
  /** ISO 8601 time the visitor chose the membership. */
  dateAdded: string;
}

export const PENDING_PURCHASE_TTL_MS = 60 * 60 * 1000;

export function isPendingPurchaseExpired(purchase: PendingPurchase, now: number): boolean {
  const added = Date.parse(purchase.dateAdded);
  // An unreadable date cannot prove the purchase is fresh.
  return Number.isNaN(added) || now - added >= PENDING_PURCHASE_TTL_MS;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What the storage adapter does with what it found: keep a fresh purchase, remove an expired or
 * malformed one. `stored` is the parsed value (or null when nothing is stored).
 */
export function readPendingPurchase(stored: unknown, now: number): { purchase?: PendingPurchase; remove: boolean } {
  if (stored === null || stored === undefined) return { remove: false };
  if (!isRecord(stored) || typeof stored.membershipId !== 'string' || typeof stored.priceId !== 'string' || typeof stored.dateAdded !== 'string') {
    return { remove: true };
  }
  const purchase: PendingPurchase = { membershipId: stored.membershipId, priceId: stored.priceId, dateAdded: stored.dateAdded };
  return isPendingPurchaseExpired(purchase, now) ? { remove: true } : { purchase, remove: false };
}

export function createPendingPurchase(membershipId: string, priceId: string, now: number): PendingPurchase {
  return { membershipId, priceId, dateAdded: new Date(now).toISOString() };
}
