import { describe, expect, it } from 'vitest';
import { firstScriptImports, type Manifest, routeChunks, scriptsToPreload, scriptsOf, staticClosure } from './route-chunks';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], dynamicImports: ['src/routes/index.tsx?tsr-split=component', 'src/Lazy.tsx'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-1.js', imports: ['_cards-1.js', 'index.html'] },
  '_cards-1.js': { file: 'assets/cards-1.js' },
  'src/Lazy.tsx': { file: 'assets/Lazy-1.js', imports: ['_heavy-1.js'] },
  '_heavy-1.js': { file: 'assets/heavy-1.js' },
};

describe('route chunks', () => {
  it('reads the module scripts and preloads of the page', () => {
    const html = `<script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-1.js"><link rel="stylesheet" href="/assets/x.css">`;
    expect(scriptsOf(html)).toEqual(['assets/index-1.js', 'assets/vendor-1.js']);
  });

  it('follows static imports only, from files or manifest keys', () => {
    expect([...staticClosure(manifest, ['assets/index-1.js'])].sort()).toEqual(['_shared-1.js', '_vendor-1.js', 'index.html']);
    const landing = staticClosure(manifest, ['assets/index-1.js', ...routeChunks(manifest, 'src/routes/index.tsx')]);
    expect([...landing].map((key) => manifest[key]!.file).sort()).toEqual(['assets/cards-1.js', 'assets/index-1.js', 'assets/routes-1.js', 'assets/shared-1.js', 'assets/vendor-1.js']);
  });

  it('names every script a page needs: the first script, its imports, the root route\'s and the page\'s chunks', () => {
    const withRoot: Manifest = {
      ...manifest,
      'src/routes/__root.tsx?tsr-split=component': { file: 'assets/root-1.js', imports: ['_shared-1.js'] },
      'src/routes/index.tsx?tsr-split=loader': { file: 'assets/loader-1.js', imports: ['_vendor-1.js'] },
    };
    const html = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    const shell = ['assets/shared-1.js', 'assets/vendor-1.js'];
    // The first script heads the list: the header is read before the HTML that names it.
    expect(scriptsToPreload(withRoot, html, 'src/routes/index.tsx')[0]).toBe('assets/index-1.js');
    expect(scriptsToPreload(withRoot, html, 'src/routes/index.tsx').sort()).toEqual(['assets/cards-1.js', 'assets/index-1.js', 'assets/loader-1.js', 'assets/root-1.js', 'assets/routes-1.js', ...shell]);
    expect(scriptsToPreload(withRoot, html, 'src/routes/missing.tsx').sort()).toEqual(['assets/index-1.js', 'assets/root-1.js', ...shell]);
    // What the HTML preloads itself is not named twice.
    const preloading = `${html}<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">`;
    expect(scriptsToPreload(withRoot, preloading, 'src/routes/missing.tsx').sort()).toEqual(['assets/index-1.js', 'assets/root-1.js', 'assets/shared-1.js']);
  });

  it("names the first script's static imports alone for a prerendered page, less what its HTML names", () => {
    const html = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    expect(firstScriptImports(manifest, html).sort()).toEqual(['assets/shared-1.js', 'assets/vendor-1.js']);
    expect(firstScriptImports(manifest, `${html}<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">`)).toEqual(['assets/shared-1.js']);
  });
});
