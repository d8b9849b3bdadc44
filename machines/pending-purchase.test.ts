import { describe, expect, it } from 'vitest';
import { createPendingPurchase, isPendingPurchaseExpired, PENDING_PURCHASE_TTL_MS, readPendingPurchase } from './pending-purchase';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('pending membership purchase (spec sections 4 and 9)', () => {
  it('lives one hour after dateAdded', () => {
    const purchase = createPendingPurchase('m-1', 'p-1', now);
    expect(isPendingPurchaseExpired(purchase, now + PENDING_PURCHASE_TTL_MS - 1)).toBe(false);
    expect(isPendingPurchaseExpired(purchase, now + PENDING_PURCHASE_TTL_MS)).toBe(true);
  });

  it('keeps a fresh purchase and removes an expired or unreadable one', () => {
    const purchase = createPendingPurchase('m-1', 'p-1', now);
    expect(readPendingPurchase(purchase, now + 1000)).toEqual({ purchase, remove: false });
    expect(readPendingPurchase(purchase, now + 2 * PENDING_PURCHASE_TTL_MS)).toEqual({ remove: true });
    expect(readPendingPurchase({ ...purchase, dateAdded: 'yesterday' }, now)).toEqual({ remove: true });
    expect(readPendingPurchase({ membershipId: 'm-1' }, now)).toEqual({ remove: true });
    expect(readPendingPurchase(null, now)).toEqual({ remove: false });
  });
});
