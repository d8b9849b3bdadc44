import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFile, precompressFolder } from '../../scripts/precompress';
import { projectPath } from '../../server/project-path';
import { createTestApi, useTestApi } from './harness';

/** A build as Vite writes it: public/ copied as is, index.html, hashed assets, hidden source maps and the manifest. */
const staticDir = mkdtempSync(path.join(tmpdir(), 'static-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
cpSync(projectPath('public'), staticDir, { recursive: true });
const INDEX_HTML = '<!doctype html><html><head><title>Southborough Home Services</title></head><body><div id="root"></div></body></html>';
const ASSET = '/assets/index-B1x2y3Z4.js';
const ASSET_BODY = `export const lines = [${Array.from({ length: 500 }, (_, i) => `"line ${i}"`).join(',')}];\n`;
writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, ASSET), ASSET_BODY);
writeFileSync(path.join(staticDir, `${ASSET}.map`), '{"version":3,"sources":["../src/main.tsx"],"mappings":""}');
// The build's prerendered pages (scripts/prerender.ts): here only two, so the others show the fallback.
const PRERENDERED_HOME = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Local trades</h1></div>');
const PRERENDERED_CONTACT = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Contact Us</h1></div>');
mkdirSync(path.join(staticDir, 'prerendered'));
writeFileSync(path.join(staticDir, 'prerendered', 'index.html'), PRERENDERED_HOME);
writeFileSync(path.join(staticDir, 'prerendered', 'contact-us.html'), PRERENDERED_CONTACT);
// A filtered list, prerendered without filters.
const PRERENDERED_STORAGE = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Storage Units</h1></div>');
writeFileSync(path.join(staticDir, 'prerendered', 'storage-units.html'), PRERENDERED_STORAGE);
const PRERENDERED_CONTRACTORS = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Find a Contractor</h1></div>');
writeFileSync(path.join(staticDir, 'prerendered', 'contractors.html'), PRERENDERED_CONTRACTORS);
// A form page whose address's query only fills the form, which the browser draws.
const PRERENDERED_BOOKING = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Book A Job</h1></div>');
writeFileSync(path.join(staticDir, 'prerendered', 'book-service.html'), PRERENDERED_BOOKING);
// A page as large as the real ones, compressed by the prerender as it writes it.
const PRERENDERED_PRIVACY = INDEX_HTML.replace('<div id="root"></div>', `<div id="root"><h1>Privacy Policy</h1>${'<p>What we keep and why.</p>'.repeat(200)}</div>`);
writeFileSync(path.join(staticDir, 'prerendered', 'privacy-policy.html'), PRERENDERED_PRIVACY);
await precompressFile(path.join(staticDir, 'prerendered', 'privacy-policy.html'));
mkdirSync(path.join(staticDir, '.vite'));
writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-B1x2y3Z4.js"}}');
// What the build does after writing the assets (vite.config.ts).
const precompressed = await precompressFolder(path.join(staticDir, 'assets'));

const api = await useTestApi({ staticDir });
const get = (urlPath: string, headers?: Record<string, string>) => api.app.request(urlPath, { headers });
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('security headers', () => {
  /** The policy of a page: what the SPA may load, where it may send forms, and that no other site may frame it. */
  const expectPagePolicy = (res: Response) => {
    const csp = directives(res.headers);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://www.google.com/recaptcha/']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp['form-action']).toEqual(["'self'", 'https://checkout.stripe.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  };

  it.each([
    ['/', 200],
    ['/contact-us', 200],
    ['/my-account', 200],
    ['/no-such-page', 404],
    // Named like the API without being under it: the SPA's own Page Not Found.
    ['/apiary', 404],
    [ASSET, 200],
    ['/assets/index-Gone1234.js', 404],
    ['/robots.txt', 200],
    ['/sitemap.xml', 200],
  ])('of %s are a page’s: the full policy, not framed, not sniffed', async (urlPath, status) => {
    const res = await get(urlPath);
    expect(res.status).toBe(status);
    expectPagePolicy(res);
  });

  it.each(['/api/v1/Trades', '/api/v1/Healthcheck', '/api/v1/NoSuchThing'])('of %s are the API’s: no page policy, still not framed nor sniffed', async (urlPath) => {
    // Twice: the second answer of a kept list comes from memory, and the health check's from the database's standing answer.
    for (const res of [await get(urlPath), await get(urlPath)]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(directives(res.headers)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toBeNull();
    }
  });

  it('let the page reach Stripe, reCAPTCHA, Sentry in each region and the help widget, and nothing else', async () => {
    const csp = directives((await get('/')).headers);
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://www.google.com/recaptcha/', 'https://widget.freshworks.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com', 'https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io', 'https://*.ingest.de.sentry.io', 'https://*.freshworks.com', 'https://*.freshdesk.com']);
  });
});

const configured = await useTestApi({
  staticDir,
  env: { VITE_SENTRY_DSN: 'https://public@sentry.example.org/7', VITE_API_PROTOCOL: 'https', VITE_API_HOST: 'api.example.com', VITE_API_PORT: '8443' },
});

describe('the content security policy follows the SPA configuration', () => {
  it("allows the Sentry DSN's own host and an API on another origin", async () => {
    const csp = directives((await configured.app.request('/')).headers);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://sentry.example.org', 'https://api.example.com:8443']));
  });

  it('adds nothing for an API on the page’s own origin', async () => {
    const own = await createTestApi({ staticDir, env: { PUBLIC_URL: 'https://homes.example.com', VITE_API_PROTOCOL: 'https' } });
    try {
      const connectSrc = directives((await own.app.request('/')).headers)['connect-src'] ?? [];
      expect(connectSrc.filter((source) => source.includes('example.com'))).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('caching', () => {
  it('keeps a hashed asset for a year, as immutable', async () => {
    const res = await get(ASSET);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await res.text()).toBe(ASSET_BODY);
  });

  it.each(['/', '/index.html', '/robots.txt', '/favicon.svg'])('revalidates %s, whose name does not change with its content', async (urlPath) => {
    const res = await get(urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('prerendered pages', () => {
  it.each([
    ['/', PRERENDERED_HOME],
    ['/contact-us', PRERENDERED_CONTACT],
    ['/contact-us/', PRERENDERED_CONTACT],
    ['/contact-us?from=newsletter', PRERENDERED_CONTACT],
    ['/storage-units', PRERENDERED_STORAGE],
    ['/storage-units?', PRERENDERED_STORAGE],
    ['/contractors', PRERENDERED_CONTRACTORS],
    ['/book-service', PRERENDERED_BOOKING],
    ['/book-service?trade=plumbing&contractorId=0b5c6a43-1f7e-4c1e-9d57-3f1a2b3c4d5e', PRERENDERED_BOOKING],
  ])('answers %s with its own prerendered HTML, revalidated', async (urlPath, html) => {
    const res = await get(urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(html);
  });

  // Its HTML shows no filter set and the first page: any other search would not match it on hydration.
  it.each(['/storage-units?sizes=10x10', '/storage-units?page=2', '/storage-units/?priceTo=200&sort=size', '/contractors?trade=plumbing', '/contractors/?zip=01772&page=2'])(
    'answers a filtered list with a query (%s) with the bare app, which draws the filters itself',
    async (urlPath) => {
      const res = await get(urlPath);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it('answers a large page with the copy compressed at build time, which is the page', async () => {
    const res = await get('/privacy-policy', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(PRERENDERED_PRIVACY);
  });
});

describe('the SPA fallback', () => {
  it.each(['/storage/0b5c6a43-1f7e-4c1e-9d57-3f1a2b3c4d5e', '/carpentry-services-in-southborough-ma', '/Carpentry-Services-In-Southborough-MA', '/about/'])(
    'answers a page path (%s) with index.html, revalidated',
    async (urlPath) => {
      const res = await get(urlPath);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it.each(['/contractors/12/reviews', '/no-such-page', '/page-not-found', '/storage/1/2'])(
    'answers a path that is no page (%s) with 404, and still the app, which shows its own Page Not Found',
    async (urlPath) => {
      const res = await get(urlPath);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['an asset of an older build', '/assets/index-OLD.js'],
    ['a folder of assets', '/assets/'],
    ['a source map', `${ASSET}.map`],
    ["Vite's manifest", '/.vite/manifest.json'],
    ['a missing file', '/favicon.png'],
    ['a missing script', '/foo.js'],
  ])('never covers %s: 404, not index.html, and never cached as immutable', async (_what, urlPath) => {
    const res = await get(urlPath);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('leaves unknown API paths to the API: a JSON 404', async () => {
    const res = await get('/api/v1/NoSuchThing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ Message: 'No API route matches GET /api/v1/NoSuchThing.' });
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the signed-in screens, and names the sitemap at its absolute address', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/my-account$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });
});

describe('compression', () => {
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const varies = (res: Response) => (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);

  it('compresses the built assets at build time, leaving source maps alone', () => {
    expect(precompressed).toEqual([path.basename(ASSET)]);
  });

  it("answers a built asset with the build's brotli copy for a browser that accepts brotli", async () => {
    const res = await get(ASSET, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(varies(res)).toContain('accept-encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(ASSET_BODY.length / 2);
    expect(brotliDecompressSync(body).toString()).toBe(ASSET_BODY);
  });

  it('answers with the gzip copy when only gzip is accepted', async () => {
    const res = await get(ASSET, { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(varies(res)).toContain('accept-encoding');
    expect(gunzipSync(await bytesOf(res)).toString()).toBe(ASSET_BODY);
  });

  it('answers with the file as it is for a client that accepts no compression, still varying by it', async () => {
    const res = await get(ASSET);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(varies(res)).toContain('accept-encoding');
    expect(await res.text()).toBe(ASSET_BODY);
  });

  it('sends a small API answer uncompressed, not worth the CPU', async () => {
    const res = await get('/api/v1/Healthcheck', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBeLessThan(1024);
    expect(await res.json()).toBeTypeOf('object');
  });
});

function directives(headers: Headers): Record<string, string[]> {
  const csp = headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
