import { describe, expect, it } from 'vitest';
import { PENDING_PURCHASE_TTL_MS } from '../../machines/pending-purchase';
import { clearPendingPurchase, loadPendingPurchase, peekPendingPurchase, PENDING_PURCHASE_KEY, savePendingPurchase, storePendingPurchase } from './pending-purchase-store';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
};

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('the pending membership purchase in local storage', () => {
  it('keeps the plan, the price and when they were chosen', () => {
    const storage = memoryStorage();
    savePendingPurchase('plan-1', 'price-1', NOW, storage);
    expect(JSON.parse(storage.items.get(PENDING_PURCHASE_KEY)!)).toEqual({ membershipId: 'plan-1', priceId: 'price-1', dateAdded: '2026-11-22T10:00:00.000Z' });
    expect(loadPendingPurchase(NOW + PENDING_PURCHASE_TTL_MS - 1, storage)).toMatchObject({ membershipId: 'plan-1', priceId: 'price-1' });
  });

  it('removes a choice an hour old, or one it cannot read (spec sections 4 and 9)', () => {
    const storage = memoryStorage();
    savePendingPurchase('plan-1', 'price-1', NOW, storage);
    expect(loadPendingPurchase(NOW + PENDING_PURCHASE_TTL_MS, storage)).toBeUndefined();
    expect(storage.items.has(PENDING_PURCHASE_KEY)).toBe(false);

    storage.setItem(PENDING_PURCHASE_KEY, '{not json');
    expect(loadPendingPurchase(NOW, storage)).toBeUndefined();
    expect(storage.items.has(PENDING_PURCHASE_KEY)).toBe(false);
  });

  it('clears on request, and copes with a storage that refuses', () => {
    const storage = memoryStorage();
    savePendingPurchase('plan-1', 'price-1', NOW, storage);
    clearPendingPurchase(storage);
    expect(loadPendingPurchase(NOW, storage)).toBeUndefined();

    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(savePendingPurchase('plan-1', 'price-1', NOW, refusing).membershipId).toBe('plan-1');
    expect(loadPendingPurchase(NOW, refusing)).toBeUndefined();
  });

  it('hands the purchase machine a stored choice whatever its age, and removes only an unreadable one', () => {
    const storage = memoryStorage();
    const old = { membershipId: 'plan-1', priceId: 'price-1', dateAdded: new Date(NOW - 2 * PENDING_PURCHASE_TTL_MS).toISOString() };
    storePendingPurchase(old, storage);
    expect(peekPendingPurchase(storage)).toEqual(old);
    expect(storage.items.has(PENDING_PURCHASE_KEY)).toBe(true);
    storage.setItem(PENDING_PURCHASE_KEY, JSON.stringify({ ...old, dateAdded: 'never' }));
    expect(peekPendingPurchase(storage)).toBeUndefined();
    expect(storage.items.has(PENDING_PURCHASE_KEY)).toBe(false);
  });
});
