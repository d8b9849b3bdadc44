import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings } from '../app-bindings';
import { locations, storageUnitListings } from '../db/schema';
import { PUBLIC_PAGES, SERVICE_PAGES } from './pages';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * `/sitemap.xml`, every public page at its absolute address (PUBLIC_URL): the fixed pages, the service
 * pages and each storage listing on offer now; and `/robots.txt`, naming it. Outside `/api`, so
 * crawlers find them where they look.
 */
export const siteRoutes = new Hono<AppBindings>()
  .get('/sitemap.xml', async (c) => {
    const listings = await c.var.db
      .select({ id: storageUnitListings.id })
      .from(storageUnitListings)
      .innerJoin(locations, eq(locations.id, storageUnitListings.locationId))
      .where(and(eq(storageUnitListings.isActive, true), eq(locations.isActive, true)))
      .orderBy(storageUnitListings.id);
    const base = c.var.env.PUBLIC_URL.replace(/\/$/, '');
    const paths = [...PUBLIC_PAGES, ...SERVICE_PAGES, ...listings.map(({ id }) => `/storage/${id}`)];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((p) => `  <url><loc>${xmlEscape(`${base}${p}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' });
  })
  .get('/robots.txt', (c) => {
    const base = c.var.env.PUBLIC_URL.replace(/\/$/, '');
    const body = [
      '# The public pages may be indexed; the API, signed-in screens and sign-in steps have nothing to index.',
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /my-account',
      'Disallow: /job-requests',
      'Disallow: /memberships/',
      'Disallow: /payment-sandbox/',
      'Disallow: /sign-in',
      'Disallow: /login',
      'Disallow: /tab-can-be-closed',
      'Disallow: /unsubscribe',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return c.text(body, 200, { 'Cache-Control': 'no-cache' });
  });
