import { createPendingPurchase, type PendingPurchase, readPendingPurchase } from '../../machines/pending-purchase';

/**
 * Where the membership a visitor chose waits while they sign in (spec section 3, "Pending membership
 * purchase (held locally)"). The auth flow's start-up removes it for signed-out visitors once it has
 * expired; the purchase machine (machines/membership-purchase.machine.ts) says so when it finds it expired.
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
  storePendingPurchase(purchase, storage);
  return purchase;
}

/** Keeps a pending purchase as it is (the purchase machine stamps it). */
export function storePendingPurchase(purchase: PendingPurchase, storage = browserStorage()): void {
  try {
    storage?.setItem(PENDING_PURCHASE_KEY, JSON.stringify(purchase));
  } catch {
    // A full or blocked storage loses the choice; the visitor picks the plan again after signing in.
  }
}

/**
 * The stored choice whatever its age, for the purchase machine, which tells the user when it has
 * expired and removes it then; an unreadable one is removed here.
 */
export function peekPendingPurchase(storage = browserStorage()): PendingPurchase | undefined {
  let stored: unknown;
  try {
    const text = storage?.getItem(PENDING_PURCHASE_KEY);
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = {};
  }
  // Read as of its own moment: only the shape is judged here.
  const { purchase, remove } = readPendingPurchase(stored, isRecord(stored) && typeof stored.dateAdded === 'string' ? Date.parse(stored.dateAdded) : 0);
  if (remove) clearPendingPurchase(storage);
  return purchase;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

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
