import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { PAGE_ROUTES, PUBLIC_PAGES, SERVICE_PAGES } from '../../server/site/pages';
import { aListing, aLocation, aSize } from './factories';
import { useTestApi } from './harness';

const api = await useTestApi({ env: { PUBLIC_URL: 'https://homes.example.com' } });

describe("the server's list of pages", () => {
  it("is the SPA's route tree, less its catch-alls and Page Not Found", () => {
    const tree = readFileSync(projectPath('src/routeTree.gen.ts'), 'utf8');
    const byTo = /export interface FileRoutesByTo \{([^}]*)\}/.exec(tree)?.[1] ?? '';
    const routes = [...byTo.matchAll(/'([^']+)':/g)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(10);
    expect([...PAGE_ROUTES].sort()).toEqual(routes.filter((r) => !['/$', '/$slug', '/page-not-found'].includes(r!)).sort());
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page, the service pages and the storage listings on offer, at absolute addresses', async () => {
    const location = await aLocation(api.db);
    const size = await aSize(api.db, 10, 10);
    const offered = await aListing(api.db, location, size);
    const withdrawn = await aListing(api.db, location, size, { isActive: false });
    const closed = await aListing(api.db, await aLocation(api.db, { isActive: false }), size);

    const res = await api.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of [...PUBLIC_PAGES, ...SERVICE_PAGES, `/storage/${offered.id}`]) expect(locs).toContain(`https://homes.example.com${page}`);
    expect(locs).toContain('https://homes.example.com/carpentry-services-in-southborough-ma');
    expect(locs).not.toContain(`https://homes.example.com/storage/${withdrawn.id}`);
    expect(locs).not.toContain(`https://homes.example.com/storage/${closed.id}`);
    expect(locs.filter((l) => /my-account|sign-in|login|job-requests|payment-sandbox/.test(l!))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('is named by robots.txt', async () => {
    const text = await (await api.app.request('/robots.txt')).text();
    expect(text).toContain('Sitemap: https://homes.example.com/sitemap.xml');
  });
});
