import { describe, expect, it } from 'vitest';
import { aLocation, anEquipmentItem, anItem, aTrade, aZipCode, freshApi, randomZip, unique, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';

const api = await useTestApi();
const json = async (path: string) => {
  const res = await api.get(path);
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /Locations', () => {
  it('lists active storage sites with their address and coordinates', async () => {
    const tag = unique();
    const site = await aLocation(api.db, { name: `${tag} Southborough`, addressLine1: '17 Turnpike Road', latitude: 42.29, longitude: -71.53, phone: '+15085550140' });
    await aLocation(api.db, { name: `${tag} Closed`, isActive: false });
    expect(await json(`/Locations?Name=${tag}`)).toEqual({
      items: [
        {
          id: site.id,
          name: site.name,
          slug: site.slug,
          description: '',
          addressLine1: '17 Turnpike Road',
          city: 'Southborough',
          state: 'MA',
          zipCode: '01772',
          latitude: 42.29,
          longitude: -71.53,
          phone: '+15085550140',
        },
      ],
      page: 1,
      perPage: 20,
      totalItems: 1,
      totalPages: 1,
    });
  });

  it('filters by name and orders by name, city or the provider’s order', async () => {
    const tag = unique();
    await aLocation(api.db, { name: `${tag} A`, city: 'Westborough', sortOrder: 2 });
    await aLocation(api.db, { name: `${tag} B`, city: 'Ashland', sortOrder: 1 });
    await aLocation(api.db, { name: `${tag} C`, city: 'Marlborough', sortOrder: 3 });
    const names = async (q: string) => ((await json(`/Locations?Name=${tag}&${q}`)).items as { name: string }[]).map((l) => l.name.slice(-1));
    expect(await names('')).toEqual(['B', 'A', 'C']);
    expect(await names('OrderBy=name&OrderByDirection=desc')).toEqual(['C', 'B', 'A']);
    expect(await names('OrderBy=city')).toEqual(['B', 'C', 'A']);
    expect((await json(`/Locations?Name=${tag} b`)).items).toHaveLength(1);
  });

  it('pages and refuses unknown ordering', async () => {
    const tag = unique();
    for (let i = 0; i < 3; i++) await aLocation(api.db, { name: `${tag} ${i}` });
    expect(await json(`/Locations?Name=${tag}&PerPage=2&Page=2`)).toMatchObject({ totalItems: 3, totalPages: 2, items: [{}] });
    expect(await validationErrors(await api.get('/Locations?OrderBy=size'))).toEqual({ OrderBy: ['OrderBy must be one of: name, city, sortOrder.'] });
  });
});

describe('GET /EquipmentRental', () => {
  it('lists rentable equipment with rates in cents, in the provider’s order', async () => {
    const fresh = await freshApi();
    const washer = await anEquipmentItem(fresh.db, { name: 'Pressure washer', category: 'Cleaning', dailyRateCents: 8500, weeklyRateCents: 34000, depositCents: 15000, sortOrder: 2 });
    const ladder = await anEquipmentItem(fresh.db, { name: 'Extension ladder', category: 'Ladders', dailyRateCents: 4000, sortOrder: 1, quantityAvailable: 3 });
    await anEquipmentItem(fresh.db, { name: 'Retired sander', isActive: false });

    const res = await fresh.get('/EquipmentRental');
    expect(await res.json()).toEqual({
      items: [
        { id: ladder.id, name: 'Extension ladder', slug: ladder.slug, description: '', category: 'Ladders', dailyRateCents: 4000, weeklyRateCents: null, depositCents: 0, quantityAvailable: 3 },
        { id: washer.id, name: 'Pressure washer', slug: washer.slug, description: '', category: 'Cleaning', dailyRateCents: 8500, weeklyRateCents: 34000, depositCents: 15000, quantityAvailable: 1 },
      ],
      page: 1,
      perPage: 20,
      totalItems: 2,
      totalPages: 1,
    });
  });

  it('orders by daily rate, name or category and pages', async () => {
    const fresh = await freshApi();
    await anEquipmentItem(fresh.db, { name: 'B', category: 'Z', dailyRateCents: 300 });
    await anEquipmentItem(fresh.db, { name: 'A', category: 'Y', dailyRateCents: 200 });
    await anEquipmentItem(fresh.db, { name: 'C', category: 'X', dailyRateCents: 100 });
    const names = async (q: string) => ((await (await fresh.get(`/EquipmentRental?${q}`)).json()).items as { name: string }[]).map((e) => e.name);
    expect(await names('OrderBy=dailyRate')).toEqual(['C', 'A', 'B']);
    expect(await names('OrderBy=dailyRate&OrderByDirection=desc')).toEqual(['B', 'A', 'C']);
    expect(await names('OrderBy=name')).toEqual(['A', 'B', 'C']);
    expect(await names('OrderBy=category')).toEqual(['C', 'A', 'B']);
    expect(await names('OrderBy=name&PerPage=1&Page=3')).toEqual(['C']);
    expect(await names('OrderBy=name&PerPage=1&Page=4')).toEqual([]);
    expect(await validationErrors(await fresh.get('/EquipmentRental?PerPage=500'))).toEqual({ PerPage: ['PerPage must be 100 or less.'] });
  });
});

describe('GET /ZipCodeLocation/{zipCode}', () => {
  it('answers the town and center point of a known zip code', async () => {
    const zip = randomZip();
    await aZipCode(api.db, { zip, city: 'Westborough', latitude: 42.2695, longitude: -71.6161 });
    expect(await json(`/ZipCodeLocation/${zip}`)).toEqual({ zipCode: zip, city: 'Westborough', state: 'MA', latitude: 42.2695, longitude: -71.6161 });
  });

  it('answers 404 with a Message for a zip code we do not know', async () => {
    expect(await domainError(await api.get('/ZipCodeLocation/99999'), 404)).toBe('Zip code 99999 was not found.');
  });

  it.each(['1772', '017720', 'abcde'])('refuses the malformed zip code %s', async (zip) => {
    expect(await validationErrors(await api.get(`/ZipCodeLocation/${zip}`))).toEqual({ zipCode: ['Enter a 5-digit zip code.'] });
  });
});

describe('GET /ProductsAndServicesItems', () => {
  const titles = async (q: string) => ((await json(`/ProductsAndServicesItems?${q}`)).items as { title: string }[]).map((i) => i.title);

  it('lists active items with price in cents, tax rate as a fraction and their trade', async () => {
    const tag = unique();
    const trade = await aTrade(api.db);
    const faucet = await anItem(api.db, { title: `${tag} Faucet replacement`, description: 'Install a faucet.', unit: 'each', priceCents: 22500, taxRate: 0.0625, tradeId: trade.id });
    const trip = await anItem(api.db, { title: `${tag} Trip charge`, priceCents: 4900, automaticallyAddToProposals: true });
    await anItem(api.db, { title: `${tag} Discontinued`, isActive: false });

    expect(await json(`/ProductsAndServicesItems?Title=${tag}`)).toEqual({
      items: [
        {
          id: faucet.id,
          title: faucet.title,
          description: 'Install a faucet.',
          unit: 'each',
          priceCents: 22500,
          taxRate: 0.0625,
          automaticallyAddToProposals: false,
          trade: { id: trade.id, name: trade.name, slug: trade.slug },
        },
        { id: trip.id, title: trip.title, description: '', unit: 'each', priceCents: 4900, taxRate: 0, automaticallyAddToProposals: true, trade: null },
      ],
      page: 1,
      perPage: 20,
      totalItems: 2,
      totalPages: 1,
    });
  });

  it('filters by tax rate range, inclusive at both ends', async () => {
    const tag = unique();
    await anItem(api.db, { title: `${tag} none`, taxRate: 0 });
    await anItem(api.db, { title: `${tag} ma`, taxRate: 0.0625 });
    await anItem(api.db, { title: `${tag} high`, taxRate: 0.1 });
    expect(await titles(`Title=${tag}&TaxRate.From=0.0625`)).toEqual([`${tag} high`, `${tag} ma`]);
    expect(await titles(`Title=${tag}&TaxRate.To=0.0625`)).toEqual([`${tag} ma`, `${tag} none`]);
    expect(await titles(`Title=${tag}&TaxRate.From=0.01&TaxRate.To=0.07`)).toEqual([`${tag} ma`]);
  });

  it('filters on whether items are added to proposals automatically', async () => {
    const tag = unique();
    await anItem(api.db, { title: `${tag} auto`, automaticallyAddToProposals: true });
    await anItem(api.db, { title: `${tag} manual` });
    expect(await titles(`Title=${tag}&AutomaticallyAddToProposals=true`)).toEqual([`${tag} auto`]);
    expect(await titles(`Title=${tag}&AutomaticallyAddToProposals=false`)).toEqual([`${tag} manual`]);
  });

  it('orders by price, tax rate or title, and pages', async () => {
    const tag = unique();
    await anItem(api.db, { title: `${tag} b`, priceCents: 100, taxRate: 0.05 });
    await anItem(api.db, { title: `${tag} a`, priceCents: 300, taxRate: 0 });
    await anItem(api.db, { title: `${tag} c`, priceCents: 200, taxRate: 0.1 });
    expect(await titles(`Title=${tag}&OrderBy=price`)).toEqual([`${tag} b`, `${tag} c`, `${tag} a`]);
    expect(await titles(`Title=${tag}&OrderBy=price&OrderByDirection=desc`)).toEqual([`${tag} a`, `${tag} c`, `${tag} b`]);
    expect(await titles(`Title=${tag}&OrderBy=taxRate`)).toEqual([`${tag} a`, `${tag} b`, `${tag} c`]);
    expect(await titles(`Title=${tag}&OrderBy=title&OrderByDirection=desc&PerPage=2&Page=2`)).toEqual([`${tag} a`]);
  });

  it.each([
    ['TaxRate.From=abc', 'TaxRate.From', 'Must be a number.'],
    ['TaxRate.To=2', 'TaxRate.To', 'A tax rate is a fraction up to 1.'],
    ['TaxRate.From=-0.1', 'TaxRate.From', 'Tax rates start at 0.'],
    ['TaxRate.From=0.2&TaxRate.To=0.1', 'TaxRate.To', 'TaxRate.To must not be less than TaxRate.From.'],
    ['AutomaticallyAddToProposals=yes', 'AutomaticallyAddToProposals', 'Must be true or false.'],
    ['OrderBy=cost', 'OrderBy', 'OrderBy must be one of: title, price, taxRate.'],
  ])('refuses %s with a problem naming the field', async (query, field, message) => {
    expect(await validationErrors(await api.get(`/ProductsAndServicesItems?${query}`))).toEqual({ [field]: [message] });
  });
});

describe('GET /ProductsAndServicesItems/{id}', () => {
  it('answers one item', async () => {
    const item = await anItem(api.db, { priceCents: 12345 });
    expect(await json(`/ProductsAndServicesItems/${item.id}`)).toMatchObject({ id: item.id, title: item.title, priceCents: 12345, trade: null });
  });

  it('answers 404 for an unknown or withdrawn item', async () => {
    const withdrawn = await anItem(api.db, { isActive: false });
    expect(await domainError(await api.get(`/ProductsAndServicesItems/${unknownId()}`), 404)).toBe('The product or service was not found.');
    expect(await domainError(await api.get(`/ProductsAndServicesItems/${withdrawn.id}`), 404)).toBe('The product or service was not found.');
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', '6f1c1a52-2b9d-7c3e-8a4b-1d2e3f405162'])('refuses the malformed id %s', async (id) => {
    expect(await validationErrors(await api.get(`/ProductsAndServicesItems/${id}`))).toEqual({ id: ['Must be a valid id.'] });
  });
});
