import { describe, expect, it } from 'vitest';
import { aListing, aLocation, aSize, freshApi, unique, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';

const api = await useTestApi();

type Listing = { id: string; title: string };
const titles = async (query: string) => {
  const res = await api.get(`/StorageUnitListings?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()).items as Listing[]).map((l) => l.title);
};

describe('GET /StorageUnitSizes', () => {
  it('lists sizes with their square footage, smallest first', async () => {
    const fresh = await freshApi();
    const big = await aSize(fresh.db, 10, 20, { description: 'Like a one-car garage.' });
    const small = await aSize(fresh.db, 5, 5);
    expect(await (await fresh.get('/StorageUnitSizes')).json()).toEqual({
      items: [
        { id: small.id, name: '5x5', widthFeet: 5, lengthFeet: 5, squareFootage: 25, description: '' },
        { id: big.id, name: '10x20', widthFeet: 10, lengthFeet: 20, squareFootage: 200, description: 'Like a one-car garage.' },
      ],
      page: 1,
      perPage: 20,
      totalItems: 2,
      totalPages: 1,
    });
  });

  it('orders by square footage or name and pages', async () => {
    const fresh = await freshApi();
    await aSize(fresh.db, 10, 10, { sortOrder: 1 });
    await aSize(fresh.db, 5, 10, { sortOrder: 2 });
    await aSize(fresh.db, 10, 30, { sortOrder: 3 });
    const names = async (q: string) => ((await (await fresh.get(`/StorageUnitSizes?${q}`)).json()).items as { name: string }[]).map((s) => s.name);
    expect(await names('')).toEqual(['10x10', '5x10', '10x30']);
    expect(await names('OrderBy=squareFootage&OrderByDirection=desc')).toEqual(['10x30', '10x10', '5x10']);
    expect(await names('OrderBy=name')).toEqual(['10x10', '10x30', '5x10']);
    expect(await names('OrderBy=squareFootage&PerPage=2&Page=2')).toEqual(['10x30']);
    expect(await validationErrors(await fresh.get('/StorageUnitSizes?OrderBy=price'))).toEqual({ OrderBy: ['OrderBy must be one of: sortOrder, name, squareFootage.'] });
  });
});

describe('GET /StorageUnitListings', () => {
  it('shows each listing with its location, size, price in cents, units left and availability', async () => {
    const site = await aLocation(api.db, { name: `Southborough ${unique()}`, addressLine1: '17 Turnpike Road' });
    const size = await aSize(api.db, 10, 10);
    const listing = await aListing(api.db, site, size, {
      title: '10x10 Drive-up unit',
      description: 'Drive right up.',
      monthlyPriceCents: 16500,
      unitsRemaining: 4,
      availableFrom: '2027-03-01',
      images: [{ url: '/images/unit.jpg', alt: 'A drive-up unit' }],
      features: ['Drive-up access'],
    });
    const res = await api.get(`/StorageUnitListings?LocationIds=${site.id}`);
    expect(await res.json()).toEqual({
      items: [
        {
          id: listing.id,
          title: '10x10 Drive-up unit',
          description: 'Drive right up.',
          location: { id: site.id, name: site.name, addressLine1: '17 Turnpike Road', city: 'Southborough', state: 'MA', zipCode: '01772' },
          size: { id: size.id, name: '10x10', widthFeet: 10, lengthFeet: 10 },
          squareFootage: 100,
          monthlyPriceCents: 16500,
          unitsRemaining: 4,
          availableFrom: '2027-03-01',
          images: [{ url: '/images/unit.jpg', alt: 'A drive-up unit' }],
          features: ['Drive-up access'],
        },
      ],
      page: 1,
      perPage: 20,
      totalItems: 1,
      totalPages: 1,
    });
  });

  it('leaves out withdrawn listings and listings at closed sites', async () => {
    const open = await aLocation(api.db);
    const closed = await aLocation(api.db, { isActive: false });
    const size = await aSize(api.db, 5, 5);
    await aListing(api.db, open, size, { title: 'shown' });
    await aListing(api.db, open, size, { title: 'withdrawn', isActive: false });
    await aListing(api.db, closed, size, { title: 'closed site' });
    expect(await titles(`LocationIds=${open.id}&LocationIds=${closed.id}`)).toEqual(['shown']);
  });

  it('filters by one or several locations given as repeated keys', async () => {
    const [a, b, c] = [await aLocation(api.db), await aLocation(api.db), await aLocation(api.db)];
    const size = await aSize(api.db, 5, 10);
    await aListing(api.db, a, size, { title: 'at a', monthlyPriceCents: 1 });
    await aListing(api.db, b, size, { title: 'at b', monthlyPriceCents: 2 });
    await aListing(api.db, c, size, { title: 'at c', monthlyPriceCents: 3 });
    expect(await titles(`LocationIds=${b.id}`)).toEqual(['at b']);
    expect(await titles(`LocationIds=${a.id}&LocationIds=${c.id}`)).toEqual(['at a', 'at c']);
  });

  it('filters by title, ignoring case', async () => {
    const site = await aLocation(api.db);
    const size = await aSize(api.db, 5, 5);
    await aListing(api.db, site, size, { title: 'Climate-controlled locker' });
    await aListing(api.db, site, size, { title: 'Drive-up unit' });
    expect(await titles(`LocationIds=${site.id}&Title=CLIMATE`)).toEqual(['Climate-controlled locker']);
  });

  it('filters by size names given as repeated keys', async () => {
    const site = await aLocation(api.db);
    const [s5, s10, s20] = [await aSize(api.db, 5, 5), await aSize(api.db, 10, 10), await aSize(api.db, 10, 20)];
    await aListing(api.db, site, s5, { title: '5x5', monthlyPriceCents: 1 });
    await aListing(api.db, site, s10, { title: '10x10', monthlyPriceCents: 2 });
    await aListing(api.db, site, s20, { title: '10x20', monthlyPriceCents: 3 });
    expect(await titles(`LocationIds=${site.id}&Sizes=10x10`)).toEqual(['10x10']);
    expect(await titles(`LocationIds=${site.id}&Sizes=5x5&Sizes=10x20`)).toEqual(['5x5', '10x20']);
    expect(await titles(`LocationIds=${site.id}&Sizes=7x7`)).toEqual([]);
  });

  it('filters by square footage, monthly price (cents) and units remaining, inclusive', async () => {
    const site = await aLocation(api.db);
    const [s5, s10, s20] = [await aSize(api.db, 5, 5), await aSize(api.db, 10, 10), await aSize(api.db, 10, 20)];
    await aListing(api.db, site, s5, { title: 'small', monthlyPriceCents: 6500, unitsRemaining: 0 });
    await aListing(api.db, site, s10, { title: 'medium', monthlyPriceCents: 16500, unitsRemaining: 3 });
    await aListing(api.db, site, s20, { title: 'large', monthlyPriceCents: 26500, unitsRemaining: 8 });
    const at = `LocationIds=${site.id}`;
    expect(await titles(`${at}&SquareFootage.From=100`)).toEqual(['medium', 'large']);
    expect(await titles(`${at}&SquareFootage.To=100`)).toEqual(['small', 'medium']);
    expect(await titles(`${at}&SquareFootage.From=26&SquareFootage.To=199`)).toEqual(['medium']);
    expect(await titles(`${at}&MonthlyPrice.From=16500&MonthlyPrice.To=26500`)).toEqual(['medium', 'large']);
    expect(await titles(`${at}&MonthlyPrice.To=10000`)).toEqual(['small']);
    expect(await titles(`${at}&UnitsRemaining.From=1`)).toEqual(['medium', 'large']);
    expect(await titles(`${at}&UnitsRemaining.From=3&UnitsRemaining.To=3`)).toEqual(['medium']);
  });

  describe('availability', () => {
    async function threeListings() {
      const site = await aLocation(api.db);
      const size = await aSize(api.db, 10, 15);
      await aListing(api.db, site, size, { title: 'now', availableFrom: null, monthlyPriceCents: 1 });
      await aListing(api.db, site, size, { title: 'march', availableFrom: '2027-03-01', monthlyPriceCents: 2 });
      await aListing(api.db, site, size, { title: 'june', availableFrom: '2027-06-15', monthlyPriceCents: 3 });
      return `LocationIds=${site.id}`;
    }

    it('filters by availability date range, leaving out units with no date', async () => {
      const at = await threeListings();
      expect(await titles(`${at}&Availability.From=2027-03-01`)).toEqual(['march', 'june']);
      expect(await titles(`${at}&Availability.To=2027-03-01`)).toEqual(['march']);
      expect(await titles(`${at}&Availability.From=2027-03-02&Availability.To=2027-12-31`)).toEqual(['june']);
    });

    it('NoAvailabilitySet=true asks for units free now, and adds them to a date range', async () => {
      const at = await threeListings();
      expect(await titles(`${at}&NoAvailabilitySet=true`)).toEqual(['now']);
      expect(await titles(`${at}&NoAvailabilitySet=true&Availability.From=2027-06-01`)).toEqual(['now', 'june']);
    });

    it('NoAvailabilitySet=false leaves out units with no date', async () => {
      const at = await threeListings();
      expect(await titles(`${at}&NoAvailabilitySet=false`)).toEqual(['march', 'june']);
      expect(await titles(`${at}&NoAvailabilitySet=false&Availability.To=2027-04-01`)).toEqual(['march']);
    });

    it('orders by availability with units free now first, or last when descending', async () => {
      const at = await threeListings();
      expect(await titles(`${at}&OrderBy=availability`)).toEqual(['now', 'march', 'june']);
      expect(await titles(`${at}&OrderBy=availability&OrderByDirection=desc`)).toEqual(['june', 'march', 'now']);
    });
  });

  it('orders cheapest first by default, and by any listed field either way', async () => {
    const [x, y] = [await aLocation(api.db, { name: `A ${unique()}` }), await aLocation(api.db, { name: `B ${unique()}` })];
    const [s5, s10] = [await aSize(api.db, 5, 5), await aSize(api.db, 10, 10)];
    await aListing(api.db, y, s5, { title: 'b', monthlyPriceCents: 200, unitsRemaining: 1 });
    await aListing(api.db, x, s10, { title: 'c', monthlyPriceCents: 100, unitsRemaining: 3 });
    await aListing(api.db, y, s10, { title: 'a', monthlyPriceCents: 300, unitsRemaining: 2 });
    const at = `LocationIds=${x.id}&LocationIds=${y.id}`;
    expect(await titles(at)).toEqual(['c', 'b', 'a']);
    expect(await titles(`${at}&OrderBy=monthlyPrice&OrderByDirection=desc`)).toEqual(['a', 'b', 'c']);
    expect(await titles(`${at}&OrderBy=title`)).toEqual(['a', 'b', 'c']);
    expect(await titles(`${at}&OrderBy=squareFootage`)).toEqual(['b', 'a', 'c']);
    expect(await titles(`${at}&OrderBy=unitsRemaining&OrderByDirection=desc`)).toEqual(['c', 'a', 'b']);
    expect(await titles(`${at}&OrderBy=location`)).toEqual(['c', 'a', 'b']);
  });

  it('pages, with an empty page past the end', async () => {
    const site = await aLocation(api.db);
    const size = await aSize(api.db, 5, 5);
    for (let i = 1; i <= 3; i++) await aListing(api.db, site, size, { title: `unit ${i}`, monthlyPriceCents: i });
    const page = async (p: number) => (await api.get(`/StorageUnitListings?LocationIds=${site.id}&PerPage=2&Page=${p}`)).json();
    expect(await page(2)).toMatchObject({ page: 2, perPage: 2, totalItems: 3, totalPages: 2, items: [{ title: 'unit 3' }] });
    expect(await page(5)).toMatchObject({ page: 5, totalItems: 3, totalPages: 2, items: [] });
  });

  it.each([
    ['LocationIds=nope', 'LocationIds', 'Must be a valid id.'],
    ['Sizes=big', 'Sizes', 'A size looks like 10x15.'],
    ['SquareFootage.From=-1', 'SquareFootage.From', 'Must be 0 or more.'],
    ['MonthlyPrice.To=cheap', 'MonthlyPrice.To', 'Must be a whole number.'],
    ['MonthlyPrice.From=99.5', 'MonthlyPrice.From', 'Must be a whole number.'],
    ['UnitsRemaining.From=5&UnitsRemaining.To=1', 'UnitsRemaining.To', 'UnitsRemaining.To must not be less than UnitsRemaining.From.'],
    ['Availability.From=2027-02-30', 'Availability.From', 'Enter a real calendar date.'],
    ['Availability.From=03/01/2027', 'Availability.From', 'Enter a date as YYYY-MM-DD.'],
    ['Availability.From=2027-06-01&Availability.To=2027-01-01', 'Availability.To', 'Availability.To must not be less than Availability.From.'],
    ['NoAvailabilitySet=1', 'NoAvailabilitySet', 'Must be true or false.'],
    ['OrderBy=price', 'OrderBy', 'OrderBy must be one of: title, monthlyPrice, squareFootage, unitsRemaining, availability, location.'],
    ['PerPage=101', 'PerPage', 'PerPage must be 100 or less.'],
  ])('refuses %s with a problem naming the field', async (query, field, message) => {
    const errors = await validationErrors(await api.get(`/StorageUnitListings?${query}`));
    expect(Object.keys(errors)).toEqual([expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}(\\.\\d+)?$`))]);
    expect(Object.values(errors)[0]).toEqual([message]);
  });
});

describe('GET /StorageUnitListings/{id}', () => {
  it('answers one listing', async () => {
    const listing = await aListing(api.db, await aLocation(api.db), await aSize(api.db, 5, 10), { monthlyPriceCents: 11000 });
    const res = await api.get(`/StorageUnitListings/${listing.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: listing.id, title: listing.title, monthlyPriceCents: 11000, squareFootage: 50, size: { name: '5x10' } });
  });

  it('answers 404 for an unknown or withdrawn listing', async () => {
    const withdrawn = await aListing(api.db, await aLocation(api.db), await aSize(api.db, 5, 5), { isActive: false });
    expect(await domainError(await api.get(`/StorageUnitListings/${unknownId()}`), 404)).toBe('The storage unit listing was not found.');
    expect(await domainError(await api.get(`/StorageUnitListings/${withdrawn.id}`), 404)).toBe('The storage unit listing was not found.');
  });

  it('refuses a malformed id', async () => {
    expect(await validationErrors(await api.get('/StorageUnitListings/123'))).toEqual({ id: ['Must be a valid id.'] });
  });
});
