import { desc, eq, getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, productsAndServicesItems, trades } from '../../server/db/schema';
import { demoMemberships } from '../../server/seed/demo-offers';
import { demoTables as tables, seedDemoData } from '../../server/seed/demo';
import { freshApi } from './factories';

/** The catalogue alone: the demo customer's jobs have their own test (demo-consumer.test.ts). */
const CATALOGUE = { customer: false };

type Api = Awaited<ReturnType<typeof freshApi>>;
async function counts(api: Api) {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await api.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    out[getTableName(table)] = row!.n;
  }
  return out;
}
/** Every row as text, to see that nothing was rewritten. */
async function snapshot(api: Api) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) out[getTableName(table)] = (await api.db.select().from(table)).map((r) => JSON.stringify(r)).sort();
  return out;
}

describe('demo data', () => {
  it('loads a catalogue that looks like the real business', async () => {
    const api = await freshApi();
    await seedDemoData(api.db, new Date('2026-11-01T12:00:00Z'), CATALOGUE);
    expect(await counts(api)).toMatchObject({
      trades: 23,
      memberships: 3,
      membership_prices: 6,
      locations: 3,
      storage_unit_sizes: 7,
      storage_unit_listings: 13,
      contractors: 15,
      users: 15,
    });
    const c = await counts(api);
    expect(c.zip_codes).toBeGreaterThanOrEqual(17);
    expect(c.contractor_reviews).toBeGreaterThanOrEqual(45);
    expect(c.products_and_services_items).toBeGreaterThanOrEqual(23);
    expect(c.equipment_rentals).toBeGreaterThanOrEqual(10);

    const trades = await (await api.get('/Trades?PerPage=100')).json();
    expect(trades.items.map((t: { name: string }) => t.name)).toEqual([
      'Carpentry', 'Chimney', 'Decking', 'Deliveries', 'Demolition', 'Electrical', 'Equipment Rental', 'Flooring', 'Furniture Assembly',
      'General Labor', 'Handyman', 'Heat Pumps', 'Landscaping', 'Masonry', 'Mini Splits', 'Painting', 'Power Washing', 'Roofing',
      'Storm Door', 'Windows', 'Plumbing', 'Water Remediation', 'HVAC',
    ]);
    const plans = await (await api.get('/Memberships/get-available')).json();
    expect(plans.map((p: { name: string; prices: { interval: string }[] }) => [p.name, p.prices.map((x) => x.interval)])).toEqual([
      ['Business', ['Monthly', 'Yearly']],
      ['Residential Plus', ['Monthly', 'Yearly']],
      ['Residential', ['Monthly', 'Yearly']],
    ]);
    const southborough = await (await api.get('/ZipCodeLocation/01772')).json();
    expect(southborough).toMatchObject({ city: 'Southborough', state: 'MA' });
    // Ratings are computed from the reviews.
    const near = await (await api.get('/Contractors?ZipCode=01772&DistanceInMiles.To=30&PerPage=100')).json();
    expect(near.totalItems).toBe(15);
    for (const contractor of near.items) {
      const reviews = await (await api.get(`/Contractors/${contractor.id}/reviews?PerPage=100`)).json();
      const average = reviews.items.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / reviews.totalItems;
      expect(contractor.reviewCount).toBe(reviews.totalItems);
      expect(contractor.ratingAverage).toBeCloseTo(average, 2);
    }
  });

  it('changes nothing when loaded again, even on a later day', async () => {
    const api = await freshApi();
    await seedDemoData(api.db, new Date('2026-11-01T12:00:00Z'), CATALOGUE);
    const before = await snapshot(api);
    await seedDemoData(api.db, new Date('2026-11-20T12:00:00Z'), CATALOGUE);
    expect(await snapshot(api)).toEqual(before);
  });

  it('keeps what is already there and fills in the rest', async () => {
    const api = await freshApi();
    await api.db.insert(trades).values({ name: 'Carpentry', slug: 'carpentry', description: 'Our own words.' });
    await seedDemoData(api.db, new Date(), CATALOGUE);
    const rows = await api.db.select().from(trades);
    expect(rows).toHaveLength(23);
    expect(rows.find((t) => t.slug === 'carpentry')!.description).toBe('Our own words.');
  });

  it('gives the catalogue’s lines their kinds and the plans the numbers their cards promise, and brings an older database up to them', async () => {
    const api = await freshApi();
    await seedDemoData(api.db, new Date(), CATALOGUE);
    const kinds = new Map((await api.db.select().from(productsAndServicesItems)).map((i) => [i.title, i.kind]));
    expect([kinds.get('Trip charge'), kinds.get('Plumber labor'), kinds.get('Paint and supplies'), kinds.get('Roof leak repair')]).toEqual(['TripCharge', 'Labor', 'Material', 'Other']);

    const numbers = async () =>
      (await api.db.select().from(memberships).orderBy(desc(memberships.priority))).map((m) => [m.name, m.laborDiscountPercent, m.tripChargeWaiver, m.storageDiscountPercent, m.priorityScheduling]);
    const promised = [
      ['Business', 10, 'Always', 0, true],
      ['Residential Plus', 10, 'Always', 15, true],
      ['Residential', 5, 'FirstJobEachYear', 10, true],
    ];
    expect(await numbers()).toEqual(promised);
    // What a card says and what the pricing applies are one and the same.
    for (const plan of demoMemberships) {
      const words = plan.benefits.join(' | ').toLowerCase();
      expect(words).toContain(`${plan.laborDiscountPercent}% off labor`);
      expect(words.includes('no trip charge')).toBe(plan.tripChargeWaiver !== 'None');
      expect(words.includes('first job each year')).toBe(plan.tripChargeWaiver === 'FirstJobEachYear');
      expect(words.includes('off storage')).toBe(plan.storageDiscountPercent > 0);
      if (plan.storageDiscountPercent > 0) expect(words).toContain(`${plan.storageDiscountPercent}% off storage`);
      expect(words.includes('priority scheduling')).toBe(plan.priorityScheduling);
    }

    // A database seeded before kinds and numbers existed.
    await api.db.update(memberships).set({ laborDiscountPercent: 0, tripChargeWaiver: 'None', storageDiscountPercent: 0, priorityScheduling: false });
    await api.db.update(productsAndServicesItems).set({ kind: 'Other' });
    await api.db.update(productsAndServicesItems).set({ kind: 'Material' }).where(eq(productsAndServicesItems.title, 'Plumber labor'));
    await seedDemoData(api.db, new Date(), CATALOGUE);
    expect(await numbers()).toEqual(promised);
    const after = new Map((await api.db.select().from(productsAndServicesItems)).map((i) => [i.title, i.kind]));
    expect([after.get('Trip charge'), after.get('Paint and supplies')]).toEqual(['TripCharge', 'Material']);
    // A kind someone chose since is theirs.
    expect(after.get('Plumber labor')).toBe('Material');
  });
});
