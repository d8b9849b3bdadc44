import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fields, listQuery } from '../../contract/common';
import { validate } from './http';
import { type CatalogueBindings, cachedCatalogue, ResponseCache } from './response-cache';

const Query = fields({ ...listQuery(['name', 'sortOrder']) });

/** A catalogue read whose cache is named after its validator, as the routes do, or before it. */
function aList(cachedAt: 'afterValidator' | 'beforeValidator') {
  const cache = new ResponseCache(100, 1024 * 1024, true);
  let made = 0;
  const app = new Hono<CatalogueBindings>();
  app.use(async (c, next) => {
    c.set('catalogue', cache);
    await next();
  });
  app.onError((err, c) => c.text(err.message, 500));
  const chain =
    cachedAt === 'afterValidator'
      ? app.get('/list', validate('query', Query), cachedCatalogue, (c) => {
          made++;
          return c.json(c.req.valid('query'));
        })
      : app.get('/list', cachedCatalogue, validate('query', Query), (c) => {
          made++;
          return c.json(c.req.valid('query'));
        });
  return { app: chain, cache, made: () => made };
}

describe('ResponseCache', () => {
  it('keeps one answer for every spelling of a query the route reads alike', async () => {
    const { app, cache, made } = aList('afterValidator');
    const first = await app.request('/list?PerPage=7');
    const body = await first.text();
    for (const path of ['/list?PerPage=07&Page=1', '/list?Page=1.0&PerPage=7&OrderByDirection=asc', '/list?PerPage=7&_=1', '/list?_=2&PerPage=%2B7']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
    }
    expect(made()).toBe(1);
    expect(cache.size).toBe(1);

    // Another read is another answer.
    expect(await (await app.request('/list?PerPage=8')).json()).toMatchObject({ PerPage: 8 });
    expect(made()).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing for a query the route refuses', async () => {
    const { app, cache } = aList('afterValidator');
    expect((await app.request('/list?PerPage=0')).status).toBe(400);
    expect(cache.size).toBe(0);
  });

  it('refuses to answer for a route that names it before its validator, rather than hand one query another’s answer', async () => {
    const { app, cache } = aList('beforeValidator');
    const res = await app.request('/list?PerPage=7');
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/cachedCatalogue must come after the route's validators/);
    expect(cache.size).toBe(0);
    expect((await app.request('/list?PerPage=8')).status).toBe(500);
  });
});
