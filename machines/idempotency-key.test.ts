import { afterEach, describe, expect, it } from 'vitest';
import { keyFor } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID')!;

afterEach(() => {
  Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', randomUUID);
});

describe('an idempotency key', () => {
  it('is kept while the request is the same, and new once it changes', () => {
    const first = keyFor(null, { reason: 'Moved away' });
    expect(first.key).toMatch(UUID);
    expect(keyFor(first, { reason: 'Moved away' })).toBe(first);
    expect(keyFor(first, { reason: 'Found someone else' }).key).not.toBe(first.key);
  });

  it('is made where the browser gives no crypto.randomUUID, as on a page served over plain HTTP from another machine', () => {
    // Browsers give randomUUID to secure contexts only; getRandomValues everywhere.
    Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', { value: undefined, configurable: true });
    expect(crypto.randomUUID).toBeUndefined();
    const keys = [keyFor(null, 1).key, keyFor(null, 1).key];
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
