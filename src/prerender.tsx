/**
 * The build's prerender (scripts/prerender.ts): each public page rendered to HTML, with the title,
 * meta description and MUI's styles for its <head>, so a crawler and a slow phone see the page before
 * any script runs; `src/main.tsx` then hydrates it. Built by Vite as an SSR bundle with the router's
 * browser code paths (vite.config.ts), so the markup is exactly what the browser's first render
 * produces (docs/decisions/031-prerendered-public-pages.md).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createAppRouter } from './app/router';
import { createAuthHandle } from './auth/auth-handle';

export interface PrerenderedPage {
  /** Tags for the document's <head>: title, meta description, preloads React asked for and the page's styles. */
  head: string;
  /** The markup inside `<div id="root">`. */
  body: string;
}

/** The emotion key MUI's default cache uses, so the browser's cache adopts these styles instead of adding them again. */
const EMOTION_KEY = 'css';

/** Renders `url` as an anonymous visitor with no API: the parts that show API data render their placeholders. */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  // Nobody is signed in here (no browser storage): the header renders its signed-out state, and the auth
  // runtime, which only a browser needs, never loads.
  const auth = createAuthHandle({ load: () => new Promise(() => {}) });
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), auth, origin: 'http://localhost' });
  await router.load();
  const cache = createCache({ key: EMOTION_KEY });
  // As @emotion/server expects: rules are kept in `cache.inserted` instead of written beside each element.
  cache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <RouterProvider router={router} />
      </CacheProvider>
    </StrictMode>,
    // All of it in place: no boundary moved to the end behind an inline script (which the content
    // security policy refuses) for the sake of streaming, which a file does not do.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // React writes hoisted tags (<title>, <meta>, <link rel=preload>) ahead of the markup.
  const split = /^((?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*)/.exec(html)?.[1] ?? '';
  const body = html.slice(split.length);
  return { head: split + emotionStyles(cache, body), body };
}

/**
 * The page's emotion rules as style tags the browser's emotion adopts: one for the class names the
 * markup uses (key `css`, ids listed) and one per global style sheet (`css-global <name>`), leaving
 * out class rules no element uses: what @emotion/server's extractCriticalToChunks writes.
 */
function emotionStyles(cache: EmotionCache, body: string): string {
  const ids: string[] = [];
  let css = '';
  let globals = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const className = `${EMOTION_KEY}-${id}`;
    if (body.includes(className)) {
      ids.push(id);
      css += rules;
    } else if (cache.registered[className] === undefined) {
      globals += `<style data-emotion="${EMOTION_KEY}-global ${id}" data-s="">${rules}</style>`;
    } // else: a class rule of a render the page did not keep.
  }
  // `data-s` tells emotion the tags are already in <head>: without it, creating the cache moves each
  // one to the end of <head>, and the browser parses its rules again.
  return `${globals}<style data-emotion="${EMOTION_KEY} ${ids.join(' ')}" data-s="">${css}</style>`;
}
