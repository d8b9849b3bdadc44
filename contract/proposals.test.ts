import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SubmitEstimate } from './assigned-appointments';
import { depositCapMessage, maxDepositCents, type MemberBenefits, NO_BENEFITS, priceProposal, proposalTotals } from './proposals';

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

  it('leaves the deposit’s limit to the server, which alone knows the total an added trip charge or a discount makes', () => {
    const estimate = (depositCents: number) => v.safeParse(SubmitEstimate, { lineItems: [{ title: 'Roof', quantity: 1, unitPriceCents: 30000 }], depositCents }).success;
    // With a trip charge of $49.00 added, $116.33 is within a third of $349.00.
    expect(estimate(11633)).toBe(true);
    expect(estimate(-1)).toBe(false);
    expect(estimate(100.5)).toBe(false);
  });
});

describe('priceProposal: the membership rule', () => {
  const lines = [
    { kind: 'Labor', quantity: 2, unitPriceCents: 9500, taxRate: 0 },
    { kind: 'Material', quantity: 40, unitPriceCents: 1400, taxRate: 0.0625 },
    { kind: 'TripCharge', quantity: 1, unitPriceCents: 4900, taxRate: 0 },
  ] as const;
  const member = (overrides: Partial<MemberBenefits>): MemberBenefits => ({ ...NO_BENEFITS, membershipName: 'Residential', ...overrides });

  it('prices without a membership as the lines say, the deposit as asked and its limit one third of the total', () => {
    const price = priceProposal(lines, NO_BENEFITS, 27800);
    expect(price).toMatchObject({
      subtotalCents: 79900,
      discountCents: 0,
      discountDescription: '',
      taxCents: 3500,
      totalCents: 83400,
      listTotalCents: 83400,
      maxDepositCents: 27800,
      depositCents: 27800,
      finalPaymentCents: 55600,
    });
    expect(price.lines.map((l) => [l.amountCents, l.discountCents])).toEqual([
      [19000, 0],
      [56000, 0],
      [4900, 0],
    ]);
  });

  it('takes the labor percent off Labor lines only, rounded to the cent, and taxes what is left', () => {
    const taxedLabor = [{ kind: 'Labor', quantity: 1, unitPriceCents: 10005, taxRate: 0.1 }] as const;
    const price = priceProposal(taxedLabor, member({ laborDiscountPercent: 5 }), 0);
    // 5 % of 100.05 is 5.0025, rounded to 5.00; tax on 95.05 is 9.505, rounded to 9.51.
    expect(price).toMatchObject({ subtotalCents: 10005, discountCents: 500, taxCents: 951, totalCents: 10456, discountDescription: 'Residential: 5% off labor' });
    expect(priceProposal(lines, member({ laborDiscountPercent: 10 }), 0).lines.map((l) => l.discountCents)).toEqual([1900, 0, 0]);
  });

  it('waives a trip charge always, or on the first job of the year while no other was waived', () => {
    const tripOff = (benefits: MemberBenefits) => priceProposal(lines, benefits, 0).lines[2]!.discountCents;
    expect(tripOff(member({ tripChargeWaiver: 'Always', tripChargeWaivedThisYear: true }))).toBe(4900);
    expect(tripOff(member({ tripChargeWaiver: 'FirstJobEachYear', tripChargeWaivedThisYear: false }))).toBe(4900);
    expect(tripOff(member({ tripChargeWaiver: 'FirstJobEachYear', tripChargeWaivedThisYear: true }))).toBe(0);
    expect(tripOff(member({ tripChargeWaiver: 'None' }))).toBe(0);
    expect(priceProposal(lines, member({ tripChargeWaiver: 'FirstJobEachYear' }), 0).discountDescription).toBe('Residential: no trip charge on the first job of the year');
  });

  it('limits a member’s deposit to a third of the discounted total, what the customer pays, and never lowers what was asked', () => {
    const plus = member({ membershipName: 'Residential Plus', laborDiscountPercent: 10, tripChargeWaiver: 'Always' });
    expect(priceProposal(lines, plus, 25533)).toMatchObject({
      discountCents: 6800,
      discountDescription: 'Residential Plus: 10% off labor, no trip charge',
      totalCents: 76600,
      listTotalCents: 83400,
      maxDepositCents: 25533,
      depositCents: 25533,
      finalPaymentCents: 51067,
    });
    // A third of the list total is asked: kept as asked, for the server to refuse against the limit named here.
    expect(priceProposal(lines, plus, 27800)).toMatchObject({ maxDepositCents: 25533, depositCents: 27800 });
  });

  it('says nothing of a discount that takes nothing off', () => {
    expect(priceProposal([{ kind: 'Other', quantity: 1, unitPriceCents: 1000, taxRate: 0 }], member({ laborDiscountPercent: 10, tripChargeWaiver: 'Always' }), 0)).toMatchObject({
      discountCents: 0,
      discountDescription: '',
    });
  });

  it('names the most a deposit may be when it knows it', () => {
    expect(depositCapMessage()).toBe('The deposit can be at most one third of the total (Massachusetts law).');
    expect(depositCapMessage(125000)).toBe('The deposit can be at most one third of the total (Massachusetts law): at most $1,250.00 for this estimate.');
  });
});

describe('the estimate contract', () => {
  const errors = (body: unknown) => {
    const result = v.safeParse(SubmitEstimate, body);
    return result.success ? {} : v.flatten<typeof SubmitEstimate>(result.issues).nested;
  };

  it('takes a catalogue line by its id alone, its quantity 1 unless given, and leaves its deposit to the server', () => {
    const parsed = v.parse(SubmitEstimate, { lineItems: [{ productsAndServicesItemId: '6f1c1f52-0d5e-4c6a-9d57-1a8f5bb1f0a1' }], depositCents: 99999 });
    expect(parsed.lineItems[0]).toEqual({ productsAndServicesItemId: '6f1c1f52-0d5e-4c6a-9d57-1a8f5bb1f0a1', description: '', quantity: 1, taxRate: 0 });
  });

  it('needs a title and a price on a free line', () => {
    expect(errors({ lineItems: [{ kind: 'Labor' }], depositCents: 0 })).toEqual({ 'lineItems.0.title': ['Each line needs a title.'], 'lineItems.0.unitPriceCents': ['Enter a price.'] });
    expect(errors({ lineItems: [{ title: '  ', unitPriceCents: 100 }], depositCents: 0 })).toEqual({ 'lineItems.0.title': ['Each line needs a title.'] });
  });
});
