import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameOrder } from '../../server/db/name-order';
import { contractors, storageUnitListings } from '../../server/db/schema';
import { aContractor, aListing, aLocation, aMembership, anItem, aSize, aTrade, unique } from './factories';
import { planOf, useTestApi } from './harness';

const api = await useTestApi();

/**
 * Every list the API orders by a name orders it regardless of case, and the same on PGlite (the C
 * collation, where "HVAC" came before "Handyman") and on PostgreSQL whatever its collation (a locale's
 * would also put "Powerline" before "Power Washing", skipping the space). The suite runs on both.
 */
const mixed = ['HVAC', 'Handyman', 'heat pumps', 'Gutters', 'Powerline', 'Power Washing'];
const inOrder = ['Gutters', 'Handyman', 'heat pumps', 'HVAC', 'Power Washing', 'Powerline'];

async function itemsOf<T>(path: string): Promise<T[]> {
  const res = await api.get(path);
  expect(res.status).toBe(200);
  return (await res.json()).items as T[];
}

/** Rows made one after another, as `make` makes each from a name. */
async function inTurn<T>(names: string[], make: (name: string) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (const name of names) made.push(await make(name));
  return made;
}

/** The part of each name after the test's tag. */
const untagged = (tag: string, names: string[]) => names.map((name) => name.slice(tag.length + 1));

describe('lists ordered by a name', () => {
  it('GET /Trades?OrderBy=name, as the choice of service lists them', async () => {
    const tag = unique();
    for (const name of mixed) await aTrade(api.db, { name: `${tag} ${name}` });
    const names = async (dir: string) =>
      untagged(tag, (await itemsOf<{ name: string }>(`/Trades?Name=${tag}&OrderBy=name&OrderByDirection=${dir}&PerPage=100`)).map((t) => t.name));
    expect(await names('asc')).toEqual(inOrder);
    expect(await names('desc')).toEqual(inOrder.toReversed());
  });

  it('GET /Contractors?OrderBy=businessName, and the trades on each contractor', async () => {
    const tag = unique();
    const trades = await inTurn(mixed, (name) => aTrade(api.db, { name: `${tag} ${name}` }));
    for (const name of mixed) await aContractor(api.db, { businessName: name, trades: [trades[0]!] });
    const listed = async (dir: string) =>
      itemsOf<{ businessName: string; trades: { name: string }[] }>(`/Contractors?TradeId=${trades[0]!.id}&OrderBy=businessName&OrderByDirection=${dir}&PerPage=24`);
    expect((await listed('asc')).map((c) => c.businessName)).toEqual(inOrder);
    expect((await listed('desc')).map((c) => c.businessName)).toEqual(inOrder.toReversed());

    const everyTrade = await aContractor(api.db, { businessName: `${tag} All`, trades });
    const card = (await listed('asc')).find((c) => c.businessName === everyTrade.businessName);
    expect(untagged(tag, card!.trades.map((t) => t.name))).toEqual(inOrder);
  });

  it('GET /StorageUnitListings by title, by location, and with title breaking ties in any order', async () => {
    const [site, other] = [await aLocation(api.db, { name: `b ${unique()}` }), await aLocation(api.db, { name: `A ${unique()}` })];
    const size = await aSize(api.db, 5, 5);
    for (const title of mixed) await aListing(api.db, site, size, { title, monthlyPriceCents: 5000 });
    await aListing(api.db, other, size, { title: 'zzz', monthlyPriceCents: 9000 });
    const titles = async (q: string) =>
      (await itemsOf<{ title: string }>(`/StorageUnitListings?LocationIds=${site.id}&LocationIds=${other.id}&${q}`)).map((l) => l.title);
    expect(await titles('OrderBy=title')).toEqual([...inOrder, 'zzz']);
    expect(await titles('OrderBy=title&OrderByDirection=desc')).toEqual(['zzz', ...inOrder.toReversed()]);
    // The same price: title decides.
    expect(await titles('OrderBy=monthlyPrice')).toEqual([...inOrder, 'zzz']);
    expect(await titles('OrderBy=location')).toEqual(['zzz', ...inOrder]);
  });

  it('GET /Locations?OrderBy=name and GET /ProductsAndServicesItems?OrderBy=title', async () => {
    const tag = unique();
    for (const name of mixed) await aLocation(api.db, { name: `${tag} ${name}` });
    const places = await itemsOf<{ name: string }>(`/Locations?Name=${tag}&OrderBy=name&PerPage=100`);
    expect(untagged(tag, places.map((l) => l.name))).toEqual(inOrder);

    for (const name of mixed) await anItem(api.db, { title: `${tag} ${name}` });
    const items = await itemsOf<{ title: string }>(`/ProductsAndServicesItems?Title=${tag}&OrderBy=title&PerPage=100`);
    expect(untagged(tag, items.map((i) => i.title))).toEqual(inOrder);
  });

  it('GET /Memberships/get-available: plans of one priority by name', async () => {
    const tag = unique();
    const plans = await inTurn(mixed, (name) => aMembership(api.db, { name: `${tag} ${name}`, priority: 7, prices: [{ interval: 'Monthly', amountCents: 1000 }] }));
    const ids = new Set(plans.map((p) => p.id));
    const listed: { id: string; name: string }[] = await (await api.get('/Memberships/get-available')).json();
    expect(untagged(tag, listed.filter((p) => ids.has(p.id)).map((p) => p.name))).toEqual(inOrder);
  });
});

describe('the indexes of the orders by name, at a real provider’s size', () => {
  /** The page is read from the index in the list's order, only the id left to sort among equal names. */
  const walksInOrder = (plan: string, index: string, column: string) => {
    expect(plan).toContain(`Index Scan using ${index}`);
    expect(plan).toMatch(new RegExp(`Presorted Key: .*lower\\(\\(?${column}`));
  };

  it('reads contractors by business name from their index', async () => {
    const query = api.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.isActive, true)).orderBy(nameOrder(contractors.businessName), asc(contractors.id)).limit(12);
    walksInOrder(await planOf(api.db, query.getSQL()), 'contractors_listed_business_name_index', 'business_name');
  });

  it('reads storage units by title, and by price then title, from their indexes', async () => {
    const l = storageUnitListings;
    const byTitle = api.db.select({ id: l.id }).from(l).where(eq(l.isActive, true)).orderBy(nameOrder(l.title), asc(l.id)).limit(12);
    walksInOrder(await planOf(api.db, byTitle.getSQL()), 'storage_unit_listings_listed_title_index', 'title');
    const byPrice = api.db.select({ id: l.id }).from(l).where(eq(l.isActive, true)).orderBy(asc(l.monthlyPriceCents), nameOrder(l.title), asc(l.id)).limit(12);
    walksInOrder(await planOf(api.db, byPrice.getSQL()), 'storage_unit_listings_listed_price_index', 'title');
  });
});
