import { createPendingPurchase, type PendingPurchase, readPendingPurchase } from '../../machines/pending-purchase';

/**
 * Where the membership a visitor chose waits while they sign in (spec section 3, "Pending membership
 * purchase (held locally)"). The auth flow clears this key at start-up for signed-out visitors.
 */
export const PENDING_PURCHASE_KEY = 'pendingMembershipPurchase';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** Remembers the chosen plan and price, stamped now; answers what was stored. */
export function savePendingPurchase(membershipId: string, priceId: string, now = Date.now(), storage = browserStorage()): PendingPurchase {
  const purchase = createPendingPurchase(membershipId, priceId, now);
  try {
    storage?.setItem(PENDING_PURCHASE_KEY, JSON.stringify(purchase));
  } catch {
    // A full or blocked storage loses the choice; the visitor picks the plan again after signing in.
  }
  return purchase;
}

/** The stored choice while it is fresh; an expired or unreadable one is removed (spec section 4: 1 hour). */
export function loadPendingPurchase(now = Date.now(), storage = browserStorage()): PendingPurchase | undefined {
  let stored: unknown;
  try {
    const text = storage?.getItem(PENDING_PURCHASE_KEY);
    stored = text ? JSON.parse(text) : null;
  } catch {
    // Unreadable JSON is malformed data: readPendingPurchase asks for its removal.
    stored = {};
  }
  const { purchase, remove } = readPendingPurchase(stored, now);
  if (remove) clearPendingPurchase(storage);
  return purchase;
}

export function clearPendingPurchase(storage = browserStorage()): void {
  try {
    storage?.removeItem(PENDING_PURCHASE_KEY);
  } catch {}
}
