import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storageUnitListings, trades } from '../../server/db/schema';
import { COMPRESS_MIN_BYTES } from '../../server/lib/compression';
import { aContractor, aListing, aLocation, aSize, aTrade, unique } from './factories';
import { countQueries, useTestApi } from './harness';
import { bearerFor } from './sign-in';

/** Polls `read` until `ok` holds of its answer, for changes that arrive by database notification. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('catalogue answers kept in memory', () => {
  const api = useTestApi({ cacheCatalogue: true });

  it('answers a repeated read from memory with the same ETag, and 304 to a client that has it', async () => {
    const { get } = await api;
    const first = await get('/Trades?PerPage=100');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // A shared cache (nginx in front) may keep it a few seconds, and hand it out while it asks again or while the app is down.
    const cacheControl = first.headers.get('cache-control')!.split(/,\s*/);
    expect(cacheControl).toContain('public');
    expect(cacheControl).toEqual(expect.arrayContaining([expect.stringMatching(/^max-age=[1-9]\d*$/), expect.stringMatching(/^stale-while-revalidate=[1-9]\d*$/), expect.stringMatching(/^stale-if-error=[1-9]\d*$/)]));
    const body = await first.text();

    const again = await get('/Trades?PerPage=100');
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(body);
    // An answer from memory is still a request of its own: its id, and the security headers.
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');

    const notModified = await get('/Trades?PerPage=100', { 'If-None-Match': etag! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    // What the 200 would have said of caching, so that a cache that asked again keeps the answer as long.
    expect(notModified.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(notModified.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const otherQuery = await get('/Trades?PerPage=99', { 'If-None-Match': etag! });
    expect(otherQuery.status).toBe(200);
  });

  it('sends a large kept answer gzipped, with its length, to a client that takes gzip, and plain to one that does not', async () => {
    const { get, db } = await api;
    for (let i = 0; i < 20; i++) await aTrade(db, { description: 'Repairs, installs and upkeep around the house, done by a licensed local crew.' });
    const plain = await get('/Trades?PerPage=100&OrderBy=name');
    const text = await plain.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));

    for (const acceptEncoding of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5']) {
      const zipped = await get('/Trades?PerPage=100&OrderBy=name', { 'Accept-Encoding': acceptEncoding });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await zipped.arrayBuffer());
      expect(zipped.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(gunzipSync(bytes).toString()).toBe(text);
      const unchanged = await get('/Trades?PerPage=100&OrderBy=name', { 'Accept-Encoding': acceptEncoding, 'If-None-Match': zipped.headers.get('etag')! });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    const refused = await get('/Trades?PerPage=100&OrderBy=name', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it('serves a change written straight to the database (another instance, the demo loader) once it commits', async () => {
    const { get, db } = await api;
    const trade = await aTrade(db, { name: `Gutters ${unique()}` });
    const before = await eventually(
      async () => (await get(`/Trades?Name=${encodeURIComponent(trade.name)}`)).json() as Promise<{ items: { name: string }[] }>,
      (page) => page.items.length === 1,
    );
    expect(before.items[0]!.name).toBe(trade.name);

    const renamed = `${trade.name} and downspouts`;
    await db.update(trades).set({ name: renamed }).where(eq(trades.id, trade.id));
    const after = await eventually(
      async () => (await get(`/Trades?Name=${encodeURIComponent(trade.name)}`)).json() as Promise<{ items: { name: string }[] }>,
      (page) => page.items[0]?.name === renamed,
    );
    expect(after.items[0]!.name).toBe(renamed);
  });

  it("shows a write made through the API on the writer's very next read", async () => {
    const { get, post, db } = await api;
    const trade = await aTrade(db);
    const contractor = await aContractor(db, { trades: [trade], firstName: 'Morgan' });
    await eventually(
      async () => (await get(`/Contractors/${contractor.id}`)).json() as Promise<{ firstName: string }>,
      (c) => c.firstName === 'Morgan',
    );
    // Cached now; the rename must not wait for the database's notification.
    expect(((await (await get(`/Contractors/${contractor.id}`)).json()) as { firstName: string }).firstName).toBe('Morgan');

    const renamed = await post('/Authentication/update-current-user', { firstName: 'Marlowe', lastName: 'Jones', email: `${unique()}@example.com` }, await bearerFor(await api, contractor.user.id));
    expect(renamed.status).toBe(200);
    const read = await get(`/Contractors/${contractor.id}`);
    expect(((await read.json()) as { firstName: string }).firstName).toBe('Marlowe');
  });

  it('keeps its answers through writes that were refused: junk posts cannot keep the catalogue off the cache', async () => {
    const { get, post, request, db } = await api;
    await aTrade(db);
    await eventually(
      async () => (await countQueries(db, async () => get('/Trades?PerPage=100'))).queries,
      (queries) => queries.length === 0,
    );
    expect((await request('/no-such-route', { method: 'POST' })).status).toBe(404);
    expect((await post('/JobRequests', {})).status).toBe(401);
    expect((await post('/ContactUs', {})).status).toBe(400);
    expect((await countQueries(db, async () => get('/Trades?PerPage=100'))).queries).toEqual([]);
  });

  it('keeps its answers through writes nobody signed in made: a sign-out of a made-up token cannot empty the cache', async () => {
    const { get, post, db } = await api;
    // No catalogue write first: its notification, still on its way, would empty the cache on its own.
    await eventually(
      async () => (await countQueries(db, async () => get('/Trades?PerPage=100'))).queries,
      (queries) => queries.length === 0,
    );
    for (let i = 0; i < 3; i++) expect((await post('/Authentication/logout', { refreshToken: `made-up-${unique()}` })).status).toBe(204);
    expect((await countQueries(db, async () => get('/Trades?PerPage=100'))).queries).toEqual([]);
  });

  it("keeps a list's total right across pages and orders after rows are added or taken away", async () => {
    const { get, db } = await api;
    const location = await aLocation(db);
    const size = await aSize(db, 5, 5);
    for (let i = 0; i < 3; i++) await aListing(db, location, size);
    type Page = { items: unknown[]; totalItems: number; totalPages: number };
    const page = (query: string) => async () => (await get(`/StorageUnitListings?LocationIds=${location.id}&PerPage=2&${query}`)).json() as Promise<Page>;
    const first = await eventually(page('Page=1'), (p) => p.totalItems === 3);
    expect(first).toMatchObject({ totalItems: 3, totalPages: 2 });
    expect(first.items).toHaveLength(2);
    // A full page in another order: its total comes from the count kept for these filters.
    expect(await page('Page=1&OrderBy=title&OrderByDirection=desc')()).toMatchObject({ totalItems: 3, totalPages: 2 });

    await aListing(db, location, size);
    expect(await eventually(page('Page=1&OrderBy=title'), (p) => p.totalItems === 4)).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(await page('Page=3')()).toMatchObject({ items: [], totalItems: 4, totalPages: 2 });

    await db.update(storageUnitListings).set({ isActive: false }).where(eq(storageUnitListings.locationId, location.id));
    expect(await eventually(page('Page=1&OrderBy=monthlyPrice'), (p) => p.totalItems === 0)).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
  });

  it('counts contractors again once one more is listed', async () => {
    const { get, db } = await api;
    const trade = await aTrade(db);
    for (let i = 0; i < 2; i++) await aContractor(db, { trades: [trade] });
    const list = async () => (await get(`/Contractors?TradeId=${trade.id}&PerPage=1`)).json() as Promise<{ totalItems: number }>;
    expect((await eventually(list, (p) => p.totalItems === 2)).totalItems).toBe(2);
    await aContractor(db, { trades: [trade] });
    expect((await eventually(list, (p) => p.totalItems === 3)).totalItems).toBe(3);
  });

  it('answers a HEAD of a kept read with the headers of its GET and no body', async () => {
    const { get, request } = await api;
    const read = await get('/Trades?PerPage=7');
    const length = String(Buffer.byteLength(await read.text()));
    const head = await request('/Trades?PerPage=7', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(read.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(length);
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await head.text()).toBe('');
    const unchanged = await request('/Trades?PerPage=7', { method: 'HEAD', headers: { 'If-None-Match': read.headers.get('etag')! } });
    expect(unchanged.status).toBe(304);
  });

  /** Waits until reads of the catalogue are answered from memory: no change is still on its way to empty it. */
  const settled = async () => {
    const { get, db } = await api;
    await eventually(
      async () => (await countQueries(db, async () => get('/Trades?PerPage=5'))).queries,
      (queries) => queries.length === 0,
    );
  };

  it('keeps one answer for every spelling of one read: numbers written otherwise, keys in another order, keys the list does not know', async () => {
    const { get, db, catalogue } = await api;
    await settled();
    catalogue.invalidate();
    const common = await get('/Trades?PerPage=5');
    expect(common.status).toBe(200);
    const body = await common.text();
    const spellings = [
      'PerPage=05',
      'PerPage=5.0',
      'PerPage=%2B5',
      'Page=1&PerPage=5',
      'PerPage=5&Page=01',
      'OrderByDirection=asc&PerPage=5',
      'PerPage=5&utm_source=newsletter',
      // A script's cache-busting keys, each of which was a kept answer of its own.
      ...Array.from({ length: 50 }, (_, n) => `PerPage=5&_=${n}`),
    ];
    for (const spelling of spellings) {
      const res = await get(`/Trades?${spelling}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
    }
    // A read with no query of its own (the plans on sale) ignores whatever query it is sent.
    const plans = await (await get('/Memberships/get-available')).text();
    for (let n = 0; n < 20; n++) expect(await (await get(`/Memberships/get-available?_=${n}`)).text()).toBe(plans);
    expect(catalogue.size).toBe(2);
    // The common answers are still in memory for every visitor.
    const { result, queries } = await countQueries(db, async () => get('/Trades?PerPage=5'));
    expect(await result.text()).toBe(body);
    expect(queries).toEqual([]);
    expect((await countQueries(db, async () => get('/Memberships/get-available'))).queries).toEqual([]);
  });

  it('keeps one answer for a list filtered by a set of values, in whatever order and with whatever repeats they come', async () => {
    const { get, db, catalogue } = await api;
    const [a, b] = [await aLocation(db), await aLocation(db)];
    const size = await aSize(db, 10, 10);
    await aListing(db, a, size);
    await aListing(db, b, size);
    type Page = { items: unknown[]; totalItems: number };
    const list = (ids: string[]) => `/StorageUnitListings?${ids.map((id) => `LocationIds=${id}`).join('&')}`;
    await eventually(async () => (await get(list([a.id, b.id]))).json() as Promise<Page>, (page) => page.totalItems === 2);
    await settled();
    catalogue.invalidate();
    const first = await get(list([a.id, b.id]));
    const body = await first.text();
    expect((JSON.parse(body) as Page).items).toHaveLength(2);
    for (const ids of [[b.id, a.id], [a.id, b.id, a.id], [b.id, b.id, a.id, a.id]]) expect(await (await get(list(ids))).text()).toBe(body);
    expect(catalogue.size).toBe(1);
  });

  it('keeps nothing for a query the list refuses', async () => {
    const { get, catalogue } = await api;
    catalogue.invalidate();
    for (const query of ['PerPage=five', 'PerPage=0', 'PerPage=0x10', 'Page=1&Page=2', 'OrderBy=price', 'OrderByDirection=up']) {
      const res = await get(`/Trades?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    expect(catalogue.size).toBe(0);
    expect(catalogue.bytes).toBe(0);
  });

  it('keeps no failed or invalid answer', async () => {
    const { get, catalogue } = await api;
    catalogue.invalidate();
    expect((await get('/Trades?PerPage=100000')).status).toBe(400);
    expect((await get(`/Contractors/${crypto.randomUUID()}`)).status).toBe(404);
    expect(catalogue.size).toBe(0);
  });
});
