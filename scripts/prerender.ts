/**
 * The build's last step: renders each of PRERENDERED_PAGES with the prerender bundle (src/prerender.tsx,
 * built into dist/prerender) into a copy of dist/client/index.html, written where the server looks
 * for it (server/site/pages.ts), so the page's words, title, description and styles arrive before any
 * script (docs/decisions/031-prerendered-public-pages.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectPath } from '../server/project-path';
import { PRERENDERED_PAGES, prerenderedFile } from '../server/site/pages';
import { precompressFile } from './precompress';

interface PrerenderBundle {
  prerenderPage(url: string): Promise<{ head: string; body: string }>;
}

/** index.html with the page's head tags in place of its default <title>, and its markup in #root. */
export function fillShell(shell: string, page: { head: string; body: string }): string {
  const withHead = shell.replace(/<title>[^<]*<\/title>/, () => page.head);
  const filled = withHead.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  if (withHead === shell || filled === withHead) throw new Error('dist/client/index.html has no <title> or no empty <div id="root">: the prerender cannot fill it.');
  return filled;
}

async function main() {
  const client = projectPath('dist/client');
  const shell = readFileSync(path.join(client, 'index.html'), 'utf8');
  // There is no API at build time: a call the pages start waits for ever, so the parts that show API
  // data keep their placeholders (the browser fills them) and nothing fails for want of a server.
  globalThis.fetch = () => new Promise<Response>(() => {});
  // React's production build, as the browser runs: the same markup, and several times faster.
  process.env.NODE_ENV ??= 'production';
  const bundle = (await import(pathToFileURL(projectPath('dist/prerender/prerender.js')).href)) as PrerenderBundle;
  const began = Date.now();
  for (const page of PRERENDERED_PAGES) {
    const file = path.join(client, prerenderedFile(page));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fillShell(shell, await bundle.prerenderPage(page)));
    // Compressed once here rather than on every request: the pages are the largest answers of all.
    await precompressFile(file);
  }
  console.log(`Prerendered ${PRERENDERED_PAGES.length} pages in ${Date.now() - began} ms.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
