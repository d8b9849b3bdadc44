import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApi } from './harness';

/**
 * A build whose manifest splits the contractor list, the service pages and the storage unit page into
 * chunks of their own. The shell loads its menu and error reporting lazily, and the auth runtime; the
 * storage unit's loader loads the page's data module and body as it runs, its component the failure
 * view when one is shown, and its body the enquiry form.
 */
const staticDir = mkdtempSync(path.join(tmpdir(), 'preloads-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(staticDir, 'assets'));
mkdirSync(path.join(staticDir, '.vite'));
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], dynamicImports: ['src/components/layout/MobileMenu.tsx', 'src/auth/runtime.ts'] },
  'src/auth/runtime.ts': { file: 'assets/runtime-1.js', isDynamicEntry: true, imports: ['_xstate-1.js', '_api-client-1.js', '_react-1.js'] },
  '_xstate-1.js': { file: 'assets/xstate-1.js' },
  '_react-1.js': { file: 'assets/react-1.js', dynamicImports: ['src/app/report-error.ts'] },
  'src/components/layout/MobileMenu.tsx': { file: 'assets/menu-1.js', isDynamicEntry: true, imports: ['_mui-1.js'] },
  'src/app/report-error.ts': { file: 'assets/report-error-1.js', isDynamicEntry: true },
  '_mui-1.js': { file: 'assets/mui-1.js', imports: ['_react-1.js'] },
  'src/routes/__root.tsx?tsr-split=component': { file: 'assets/root-1.js', imports: ['_react-1.js'], dynamicImports: ['src/components/layout/MobileMenu.tsx'] },
  'src/routes/contractors.tsx?tsr-split=component': { file: 'assets/contractors-1.js', imports: ['_mui-1.js'], dynamicImports: ['src/features/contractors/ContactDialog.tsx'] },
  'src/routes/contractors.tsx?tsr-split=loader': { file: 'assets/contractors-loader-1.js', imports: ['_react-1.js'] },
  'src/features/contractors/ContactDialog.tsx': { file: 'assets/contact-dialog-1.js', isDynamicEntry: true, imports: ['_mui-1.js'] },
  'src/routes/storage.$id.tsx?tsr-split=component': { file: 'assets/unit-frame-1.js', imports: ['_react-1.js', '_unit-body-handle-1.js'], dynamicImports: ['src/features/storage/StorageUnitUnavailable.tsx'] },
  'src/routes/storage.$id.tsx?tsr-split=loader': { file: 'assets/unit-loader-1.js', imports: ['_react-1.js', '_unit-body-handle-1.js'], dynamicImports: ['src/features/storage/listing.api.ts'] },
  '_unit-body-handle-1.js': { file: 'assets/unit-body-handle-1.js', imports: ['_react-1.js'], dynamicImports: ['src/features/storage/StorageUnitDetailsPage.tsx'] },
  'src/features/storage/listing.api.ts': { file: 'assets/listing-api-1.js', isDynamicEntry: true, imports: ['_api-client-1.js'] },
  '_api-client-1.js': { file: 'assets/api-client-1.js' },
  'src/features/storage/StorageUnitDetailsPage.tsx': { file: 'assets/unit-body-1.js', isDynamicEntry: true, imports: ['_mui-1.js'], dynamicImports: ['src/features/storage/EnquiryForm.tsx'] },
  'src/features/storage/EnquiryForm.tsx': { file: 'assets/enquiry-form-1.js', isDynamicEntry: true, imports: ['_api-client-1.js'] },
  'src/features/storage/StorageUnitUnavailable.tsx': { file: 'assets/unit-unavailable-1.js', isDynamicEntry: true },
  'src/routes/$slug.tsx?tsr-split=component': { file: 'assets/service-page-1.js', imports: ['_mui-1.js'] },
  'src/routes/job-requests.new.tsx?tsr-split=component': { file: 'assets/new-request-1.js' },
  'src/routes/job-requests.$id.tsx?tsr-split=component': { file: 'assets/request-1.js' },
};
writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
// The contractor list is prerendered; with a query (a filtered list) the app draws it from index.html.
mkdirSync(path.join(staticDir, 'prerendered'));
writeFileSync(
  path.join(staticDir, 'prerendered', 'contractors.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"><h1>Contractors</h1></div></body></html>',
);
const drawnContractors = '/contractors?Page=2';
for (const chunk of Object.values(manifest)) writeFileSync(path.join(staticDir, chunk.file), 'export {};\n');

const api = await useTestApi({ staticDir });
const linkOf = async (urlPath: string) => (await api.app.request(urlPath)).headers.get('link');
const preloads = (link: string | null) => [...(link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]).sort();

describe("a page's scripts are preloaded with the page", () => {
  it("names the first script's imports, the route and root chunks, and the first script itself at the head", async () => {
    expect(preloads(await linkOf(drawnContractors))).toEqual([
      '/assets/contractors-1.js',
      '/assets/contractors-loader-1.js',
      '/assets/index-1.js',
      '/assets/mui-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
    ]);
    // The header is read before the HTML, and preloads are fetched in its order: the script the HTML
    // runs would otherwise wait behind every other.
    expect((await linkOf(drawnContractors))?.startsWith('</assets/index-1.js>; rel=modulepreload')).toBe(true);
  });

  it('tells a route without parameters from one with them, and a service page by its address', async () => {
    const runtime = ['/assets/api-client-1.js', '/assets/runtime-1.js', '/assets/xstate-1.js'];
    expect(preloads(await linkOf('/job-requests/new'))).toEqual([...runtime, '/assets/index-1.js', '/assets/new-request-1.js', '/assets/react-1.js', '/assets/root-1.js'].sort());
    expect(preloads(await linkOf('/job-requests/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10'))).toEqual([...runtime, '/assets/index-1.js', '/assets/react-1.js', '/assets/request-1.js', '/assets/root-1.js'].sort());
    expect(preloads(await linkOf('/carpentry-services-in-southborough-ma'))).toEqual(['/assets/index-1.js', '/assets/mui-1.js', '/assets/react-1.js', '/assets/root-1.js', '/assets/service-page-1.js']);
  });

  it('names the auth runtime and its imports for a page that is not open to everyone, before its route chunks', async () => {
    const link = await linkOf('/job-requests/new');
    const order = [...(link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);
    expect(order.indexOf('/assets/runtime-1.js')).toBeGreaterThan(order.indexOf('/assets/react-1.js'));
    expect(order.indexOf('/assets/runtime-1.js')).toBeLessThan(order.indexOf('/assets/new-request-1.js'));
    // An anonymous page is decided without it.
    expect(preloads(await linkOf('/storage/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10'))).not.toContain('/assets/runtime-1.js');
    expect(preloads(await linkOf('/login'))).not.toContain('/assets/runtime-1.js');
  });

  it("names what the route's loader imports as it runs, with their imports: the page's body and its data's module", async () => {
    expect(preloads(await linkOf('/storage/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10'))).toEqual([
      '/assets/api-client-1.js',
      '/assets/index-1.js',
      '/assets/listing-api-1.js',
      '/assets/mui-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/unit-body-1.js',
      '/assets/unit-body-handle-1.js',
      '/assets/unit-frame-1.js',
      '/assets/unit-loader-1.js',
    ]);
  });

  it("leaves out what loads later: the component's dialogs and failure view, the body's form, the shell's menu and error reporting", async () => {
    const named = [...preloads(await linkOf('/storage/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10')), ...preloads(await linkOf(drawnContractors))];
    for (const later of ['unit-unavailable-1', 'enquiry-form-1', 'contact-dialog-1', 'menu-1', 'report-error-1']) expect(named).not.toContain(`/assets/${later}.js`);
  });

  it("names only the first script's imports with a prerendered page, which is painted before any script runs", async () => {
    const answer = await api.app.request('/contractors');
    expect(await answer.text()).toContain('<h1>Contractors</h1>');
    expect(preloads(answer.headers.get('link'))).toEqual(['/assets/react-1.js']);
    expect(preloads(await linkOf('/contractors/'))).toEqual(['/assets/react-1.js']);
  });

  it('preloads nothing for an address that is no page, nor for an asset', async () => {
    const missing = await api.app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('link')).toBeNull();
    expect(await linkOf('/assets/index-1.js')).toBeNull();
  });
});
