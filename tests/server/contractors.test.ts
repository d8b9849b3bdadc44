import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../server/lib/geo';
import { aContractor, aTrade, aZipCode, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';

const api = await useTestApi();

const towns = {
  southborough: { zip: '01772', city: 'Southborough', latitude: 42.3059, longitude: -71.5245 },
  marlborough: { zip: '01752', city: 'Marlborough', latitude: 42.3459, longitude: -71.5523 },
  westborough: { zip: '01581', city: 'Westborough', latitude: 42.2695, longitude: -71.6161 },
  worcester: { zip: '01608', city: 'Worcester', latitude: 42.2626, longitude: -71.8023 },
};
for (const town of Object.values(towns)) await aZipCode(api.db, town);
const milesFromSouthborough = (town: keyof typeof towns) => Math.round(haversineMiles(towns.southborough, towns[town]) * 10) / 10;

type Item = { businessName: string; distanceMiles?: number; ratingAverage: number };
const list = async (query: string) => {
  const res = await api.get(`/Contractors?${query}`);
  expect(res.status).toBe(200);
  return res.json() as Promise<{ items: Item[]; totalItems: number; totalPages: number; page: number }>;
};
const names = async (query: string) => (await list(query)).items.map((c) => c.businessName);

describe('GET /Contractors', () => {
  it('shows a contractor with first name and last initial, trades, town and rating, and not their zip code', async () => {
    const roofing = await aTrade(api.db, { name: 'Roofing for a test' });
    const chimney = await aTrade(api.db, { name: 'Chimney for a test' });
    const sean = await aContractor(api.db, {
      businessName: 'Hopkinton Roofing Co.',
      firstName: 'Sean',
      lastName: 'gallagher',
      bio: 'Roofs and chimneys.',
      trades: [roofing, chimney],
      zipCode: '01752',
      serviceRadiusMiles: 25,
      yearsInBusiness: 22,
      licenseNumber: 'HIC 165210',
      reviews: [5, 4, 3, 5],
    });
    expect(await list(`TradeId=${roofing.id}`)).toEqual({
      items: [
        {
          id: sean.id,
          businessName: 'Hopkinton Roofing Co.',
          firstName: 'Sean',
          lastInitial: 'G.',
          bio: 'Roofs and chimneys.',
          trades: [
            { id: chimney.id, name: chimney.name, slug: chimney.slug },
            { id: roofing.id, name: roofing.name, slug: roofing.slug },
          ],
          yearsInBusiness: 22,
          licenseNumber: 'HIC 165210',
          city: 'Marlborough',
          state: 'MA',
          ratingAverage: 4.25,
          reviewCount: 4,
        },
      ],
      page: 1,
      perPage: 20,
      totalItems: 1,
      totalPages: 1,
    });
  });

  it('filters by trade and leaves out inactive contractors and deleted accounts', async () => {
    const [plumbing, painting] = [await aTrade(api.db), await aTrade(api.db)];
    await aContractor(api.db, { businessName: 'Plumber', trades: [plumbing] });
    await aContractor(api.db, { businessName: 'Painter', trades: [painting] });
    await aContractor(api.db, { businessName: 'Both', trades: [plumbing, painting] });
    await aContractor(api.db, { businessName: 'Retired', trades: [plumbing], isActive: false });
    await aContractor(api.db, { businessName: 'Deleted', trades: [plumbing], userDeleted: true });
    expect(await names(`TradeId=${plumbing.id}&OrderBy=businessName`)).toEqual(['Both', 'Plumber']);
    expect(await names(`TradeId=${painting.id}&OrderBy=businessName`)).toEqual(['Both', 'Painter']);
    expect(await names(`TradeId=${unknownId()}`)).toEqual([]);
  });

  it('measures the distance from the ZipCode and says whether it is within the service radius', async () => {
    const trade = await aTrade(api.db);
    await aContractor(api.db, { businessName: 'Marlborough', trades: [trade], zipCode: '01752', serviceRadiusMiles: 10 });
    await aContractor(api.db, { businessName: 'Worcester', trades: [trade], zipCode: '01608', serviceRadiusMiles: 10 });
    const { items } = await list(`TradeId=${trade.id}&ZipCode=01772`);
    expect(items).toEqual([
      expect.objectContaining({ businessName: 'Marlborough', distanceMiles: milesFromSouthborough('marlborough'), servesZipCode: true }),
      expect.objectContaining({ businessName: 'Worcester', distanceMiles: milesFromSouthborough('worcester'), servesZipCode: false }),
    ]);
    expect(milesFromSouthborough('marlborough')).toBeGreaterThan(2);
    expect(milesFromSouthborough('worcester')).toBeGreaterThan(14);
    // Where each works from shows as the distance, never as their own zip code or radius.
    for (const item of items) for (const field of ['zipCode', 'serviceRadiusMiles']) expect(item).not.toHaveProperty(field);
    expect(JSON.stringify(items)).not.toMatch(/01752|01608/);
  });

  it('filters by distance range from the ZipCode, inclusive', async () => {
    const trade = await aTrade(api.db);
    for (const town of ['southborough', 'marlborough', 'westborough', 'worcester'] as const)
      await aContractor(api.db, { businessName: town, trades: [trade], zipCode: towns[town].zip });
    const at = `TradeId=${trade.id}&ZipCode=01772`;
    expect(await names(`${at}&DistanceInMiles.To=4`)).toEqual(['southborough', 'marlborough']);
    expect(await names(`${at}&DistanceInMiles.From=4`)).toEqual(['westborough', 'worcester']);
    expect(await names(`${at}&DistanceInMiles.From=1&DistanceInMiles.To=10`)).toEqual(['marlborough', 'westborough']);
    expect(await names(`${at}&DistanceInMiles.From=0&DistanceInMiles.To=0`)).toEqual(['southborough']);
    // Measured from another town, the nearest change.
    expect(await names(`TradeId=${trade.id}&ZipCode=01608&DistanceInMiles.To=12`)).toEqual(['worcester', 'westborough']);
  });

  it('orders nearest first with a ZipCode, best rated first without, and by distance either way', async () => {
    const trade = await aTrade(api.db);
    await aContractor(api.db, { businessName: 'near, 3 stars', trades: [trade], zipCode: '01772', reviews: [3] });
    await aContractor(api.db, { businessName: 'far, 5 stars', trades: [trade], zipCode: '01608', reviews: [5] });
    await aContractor(api.db, { businessName: 'middle, 4 stars', trades: [trade], zipCode: '01581', reviews: [4] });
    const at = `TradeId=${trade.id}`;
    expect(await names(at)).toEqual(['far, 5 stars', 'middle, 4 stars', 'near, 3 stars']);
    expect(await names(`${at}&ZipCode=01772`)).toEqual(['near, 3 stars', 'middle, 4 stars', 'far, 5 stars']);
    expect(await names(`${at}&ZipCode=01772&OrderBy=distance&OrderByDirection=desc`)).toEqual(['far, 5 stars', 'middle, 4 stars', 'near, 3 stars']);
    expect(await names(`${at}&ZipCode=01772&OrderBy=rating&OrderByDirection=desc`)).toEqual(['far, 5 stars', 'middle, 4 stars', 'near, 3 stars']);
  });

  it('filters by rating range, inclusive, and orders by rating, review count, years or name', async () => {
    const trade = await aTrade(api.db);
    await aContractor(api.db, { businessName: 'C unrated', trades: [trade], yearsInBusiness: 1 });
    await aContractor(api.db, { businessName: 'A solid', trades: [trade], reviews: [4, 4, 4], yearsInBusiness: 20 });
    await aContractor(api.db, { businessName: 'B mixed', trades: [trade], reviews: [5, 2], yearsInBusiness: 10 });
    const at = `TradeId=${trade.id}`;
    expect(await names(`${at}&Rating.From=3.6`)).toEqual(['A solid']);
    expect(await names(`${at}&Rating.From=3.5`)).toEqual(['A solid', 'B mixed']);
    expect(await names(`${at}&Rating.From=3.5&Rating.To=3.5`)).toEqual(['B mixed']);
    expect(await names(`${at}&Rating.To=3.5&OrderBy=rating`)).toEqual(['C unrated', 'B mixed']);
    expect(await names(`${at}&OrderBy=rating&OrderByDirection=asc`)).toEqual(['C unrated', 'B mixed', 'A solid']);
    expect(await names(`${at}&OrderBy=reviewCount&OrderByDirection=desc`)).toEqual(['A solid', 'B mixed', 'C unrated']);
    expect(await names(`${at}&OrderBy=yearsInBusiness`)).toEqual(['C unrated', 'B mixed', 'A solid']);
    expect(await names(`${at}&OrderBy=businessName&OrderByDirection=desc`)).toEqual(['C unrated', 'B mixed', 'A solid']);
  });

  it('pages, with an empty page past the end', async () => {
    const trade = await aTrade(api.db);
    for (let i = 1; i <= 3; i++) await aContractor(api.db, { businessName: `Contractor ${i}`, trades: [trade] });
    expect(await list(`TradeId=${trade.id}&OrderBy=businessName&PerPage=2&Page=2`)).toMatchObject({
      page: 2,
      totalItems: 3,
      totalPages: 2,
      items: [{ businessName: 'Contractor 3' }],
    });
    expect(await list(`TradeId=${trade.id}&PerPage=2&Page=3`)).toMatchObject({ page: 3, totalItems: 3, totalPages: 2, items: [] });
  });

  it.each([
    ['TradeId=plumbing', 'TradeId', 'Must be a valid id.'],
    ['ZipCode=1772', 'ZipCode', 'Enter a 5-digit zip code.'],
    ['ZipCode=99999', 'ZipCode', 'We do not serve zip code 99999.'],
    ['DistanceInMiles.To=10', 'ZipCode', 'Enter a zip code to filter by distance.'],
    ['OrderBy=distance', 'ZipCode', 'Enter a zip code to sort by distance.'],
    ['ZipCode=01772&DistanceInMiles.From=-1', 'DistanceInMiles.From', 'Distances start at 0 miles.'],
    ['ZipCode=01772&DistanceInMiles.To=far', 'DistanceInMiles.To', 'Must be a number.'],
    ['ZipCode=01772&DistanceInMiles.From=10&DistanceInMiles.To=5', 'DistanceInMiles.To', 'DistanceInMiles.To must not be less than DistanceInMiles.From.'],
    ['Rating.From=6', 'Rating.From', 'Ratings go from 0 to 5.'],
    ['Rating.From=4&Rating.To=3', 'Rating.To', 'Rating.To must not be less than Rating.From.'],
    ['OrderBy=price', 'OrderBy', 'OrderBy must be one of: businessName, rating, reviewCount, distance, yearsInBusiness.'],
    ['PerPage=0', 'PerPage', 'PerPage must be 1 or more.'],
  ])('refuses %s with a problem naming the field', async (query, field, message) => {
    expect(await validationErrors(await api.get(`/Contractors?${query}`))).toEqual({ [field]: [message] });
  });
});

describe('GET /Contractors/{id}', () => {
  it('answers one contractor', async () => {
    const trade = await aTrade(api.db);
    const c = await aContractor(api.db, { businessName: 'Bay Path Electric', trades: [trade], reviews: [5, 4] });
    const res = await api.get(`/Contractors/${c.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: c.id, businessName: 'Bay Path Electric', ratingAverage: 4.5, reviewCount: 2, trades: [{ id: trade.id }] });
    // Without a customer's zip code there is no distance to give, and the contractor's own stays private.
    for (const field of ['zipCode', 'serviceRadiusMiles', 'distanceMiles', 'servesZipCode']) expect(body).not.toHaveProperty(field);
  });

  it('answers 404 for an unknown, inactive or deleted contractor', async () => {
    const inactive = await aContractor(api.db, { isActive: false });
    const deleted = await aContractor(api.db, { userDeleted: true });
    for (const id of [unknownId(), inactive.id, deleted.id]) expect(await domainError(await api.get(`/Contractors/${id}`), 404)).toBe('The contractor was not found.');
  });

  it('refuses a malformed id', async () => {
    expect(await validationErrors(await api.get('/Contractors/42'))).toEqual({ id: ['Must be a valid id.'] });
  });
});

describe('GET /Contractors/{id}/reviews', () => {
  it('pages a contractor’s reviews, newest first by default', async () => {
    const c = await aContractor(api.db, { reviews: [5, 3, 4] });
    await aContractor(api.db, { reviews: [1] });
    const res = await api.get(`/Contractors/${c.id}/reviews?PerPage=2`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(body.items).toEqual([
      { id: expect.any(String), contractorId: c.id, reviewerName: 'Reviewer 3', rating: 4, text: 'Review 3', trade: null, createdAt: '2026-01-03T12:00:00.000Z' },
      { id: expect.any(String), contractorId: c.id, reviewerName: 'Reviewer 2', rating: 3, text: 'Review 2', trade: null, createdAt: '2026-01-02T12:00:00.000Z' },
    ]);
    const last = await (await api.get(`/Contractors/${c.id}/reviews?PerPage=2&Page=2`)).json();
    expect(last.items.map((r: { rating: number }) => r.rating)).toEqual([5]);
    expect((await (await api.get(`/Contractors/${c.id}/reviews?Page=3&PerPage=2`)).json()).items).toEqual([]);
  });

  it('orders by rating or date either way', async () => {
    const c = await aContractor(api.db, { reviews: [5, 3, 4] });
    const ratings = async (q: string) => ((await (await api.get(`/Contractors/${c.id}/reviews?${q}`)).json()).items as { rating: number }[]).map((r) => r.rating);
    expect(await ratings('OrderBy=rating')).toEqual([3, 4, 5]);
    expect(await ratings('OrderBy=rating&OrderByDirection=desc')).toEqual([5, 4, 3]);
    expect(await ratings('OrderBy=createdAt')).toEqual([5, 3, 4]);
  });

  it('answers 404 for an unknown contractor and refuses malformed input', async () => {
    expect(await domainError(await api.get(`/Contractors/${unknownId()}/reviews`), 404)).toBe('The contractor was not found.');
    expect(await validationErrors(await api.get('/Contractors/abc/reviews'))).toEqual({ id: ['Must be a valid id.'] });
    const c = await aContractor(api.db);
    expect(await validationErrors(await api.get(`/Contractors/${c.id}/reviews?OrderBy=helpful`))).toEqual({ OrderBy: ['OrderBy must be one of: createdAt, rating.'] });
  });
});
