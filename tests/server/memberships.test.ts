import { describe, expect, it } from 'vitest';
import { aMembership, freshApi } from './factories';

describe('GET /Memberships/get-available', () => {
  it('lists active plans, highest priority first, each with monthly then yearly price in cents and its benefits', async () => {
    const api = await freshApi();
    const residential = await aMembership(api.db, {
      name: 'Residential',
      priority: 1,
      benefits: ['5% off labor'],
      prices: [
        { interval: 'Yearly', amountCents: 15000 },
        { interval: 'Monthly', amountCents: 1500 },
      ],
    });
    const business = await aMembership(api.db, {
      name: 'Business',
      description: 'For businesses.',
      priority: 3,
      benefits: ['Priority scheduling', '10% off labor'],
      prices: [
        { interval: 'Monthly', amountCents: 12900 },
        { interval: 'Yearly', amountCents: 129000 },
      ],
    });
    const res = await api.get('/Memberships/get-available');
    expect(res.status).toBe(200);
    const priceId = (m: typeof business, interval: string) => m.prices.find((p) => p.interval === interval)!.id;
    expect(await res.json()).toEqual([
      {
        id: business.id,
        name: 'Business',
        slug: business.slug,
        description: 'For businesses.',
        benefits: ['Priority scheduling', '10% off labor'],
        priority: 3,
        prices: [
          { id: priceId(business, 'Monthly'), interval: 'Monthly', amountCents: 12900, currency: 'usd' },
          { id: priceId(business, 'Yearly'), interval: 'Yearly', amountCents: 129000, currency: 'usd' },
        ],
      },
      {
        id: residential.id,
        name: 'Residential',
        slug: residential.slug,
        description: '',
        benefits: ['5% off labor'],
        priority: 1,
        prices: [
          { id: priceId(residential, 'Monthly'), interval: 'Monthly', amountCents: 1500, currency: 'usd' },
          { id: priceId(residential, 'Yearly'), interval: 'Yearly', amountCents: 15000, currency: 'usd' },
        ],
      },
    ]);
  });

  it('leaves out withdrawn plans, withdrawn prices and plans with no price on sale', async () => {
    const api = await freshApi();
    await aMembership(api.db, { name: 'Retired', isActive: false, prices: [{ interval: 'Monthly', amountCents: 100 }] });
    await aMembership(api.db, { name: 'Unpriced' });
    await aMembership(api.db, {
      name: 'Monthly only',
      prices: [
        { interval: 'Monthly', amountCents: 2000 },
        { interval: 'Yearly', amountCents: 20000, isActive: false },
      ],
    });
    const plans = await (await api.get('/Memberships/get-available')).json();
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ name: 'Monthly only', prices: [{ interval: 'Monthly', amountCents: 2000 }] });
  });

  it('answers an empty list when nothing is on sale', async () => {
    const api = await freshApi();
    expect(await (await api.get('/Memberships/get-available')).json()).toEqual([]);
  });
});
