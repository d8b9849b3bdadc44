import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SubmitEstimate } from './assigned-appointments';
import { maxDepositCents, proposalTotals } from './proposals';

describe('proposal totals', () => {
  it('rounds each line to the cent, then taxes each line at its own rate', () => {
    expect(
      proposalTotals([
        { quantity: 2.5, unitPriceCents: 9500, taxRate: 0 },
        { quantity: 3, unitPriceCents: 1999, taxRate: 0.0625 },
      ]),
    ).toEqual({ amounts: [23750, 5997], subtotalCents: 29747, taxCents: 375, totalCents: 30122 });
  });

  it('caps the deposit at one third of the total, rounded down (Massachusetts)', () => {
    expect(maxDepositCents(30000)).toBe(10000);
    expect(maxDepositCents(30122)).toBe(10040);
    expect(maxDepositCents(0)).toBe(0);
  });

  it('an estimate may ask for exactly one third, not a cent more', () => {
    const estimate = (depositCents: number) => v.safeParse(SubmitEstimate, { lineItems: [{ title: 'Roof', quantity: 1, unitPriceCents: 30000 }], depositCents }).success;
    expect(estimate(10000)).toBe(true);
    expect(estimate(10001)).toBe(false);
  });
});
