import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fields, listQuery } from '../../contract/common';
import { validate } from './http';
import { type CatalogueBindings, cachedCatalogue, ResponseCache } from './response-cache';

const Query = fields({ ...listQuery(['name', 'sortOrder']) });

/** A catalogue read as the routes name it: the cache, then the validator, then the route. */
function aList() {
  const cache = new ResponseCache(100, 1024 * 1024, true);
  let made = 0;
  const app = new Hono<CatalogueBindings>();
  app.use(async (c, next) => {
    c.set('catalogue', cache);
    await next();
  });
  const list = app.get('/list', cachedCatalogue, validate('query', Query), (c) => {
    made++;
    return c.json(c.req.valid('query'));
  });
  return { app: list, cache, made: () => made };
}

describe('ResponseCache', () => {
  it('keeps one answer for every spelling of a query the route reads alike', async () => {
    const { app, cache, made } = aList();
    const first = await app.request('/list?PerPage=7');
    const body = await first.text();
    const spellings = ['/list?PerPage=07&Page=1', '/list?Page=1.0&PerPage=7&OrderByDirection=asc', '/list?PerPage=7&_=1', '/list?_=2&PerPage=%2B7'];
    for (const path of spellings) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
    }
    expect(cache.size).toBe(1);

    // A spelling answered before is answered from memory, before its query is read again.
    const asked = made();
    for (const path of ['/list?PerPage=7', ...spellings]) expect(await (await app.request(path)).text()).toBe(body);
    expect(made()).toBe(asked);

    // Another read is another answer.
    expect(await (await app.request('/list?PerPage=8')).json()).toMatchObject({ PerPage: 8 });
    expect(cache.size).toBe(2);
  });

  it('keeps one answer through a flood of spellings, within its budget', async () => {
    const cache = new ResponseCache(100, 64 * 1024, true);
    const app = new Hono<CatalogueBindings>();
    app.use(async (c, next) => {
      c.set('catalogue', cache);
      await next();
    });
    app.get('/list', cachedCatalogue, validate('query', Query), (c) => {
      return c.json({ items: 'x'.repeat(2000), query: c.req.valid('query') });
    });
    const common = await (await app.request('/list?PerPage=7')).text();
    for (let n = 0; n < 2000; n++) expect((await app.request(`/list?PerPage=7&_=${n}`)).status).toBe(200);
    // One answer, however many spellings asked for it, and the spellings within their share.
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(await (await app.request('/list?PerPage=7')).text()).toBe(common);
  });

  it('keeps nothing for a query the route refuses', async () => {
    const { app, cache } = aList();
    expect((await app.request('/list?PerPage=0')).status).toBe(400);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
