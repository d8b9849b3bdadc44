import { LEGACY_SLUGS, PAGE_ROUTES, SERVICE_PAGES } from './pages.gen';

export { PAGE_ROUTES, SERVICE_PAGES };

/** Pages a search engine may list: public, the same for everyone, not a step of a flow. */
export const PUBLIC_PAGES = ['/', '/about', '/book-service', '/contact-us', '/contractors', '/service', '/storage-units', '/storage', '/privacy-policy', '/terms-and-conditions'];

/**
 * The anonymous pages the build renders to HTML (scripts/prerender.ts), each answered with its own
 * file so it is painted before any script runs; the rest get the bare SPA shell.
 */
export const PRERENDERED_PAGES: readonly string[] = [
  '/',
  '/about',
  '/contact-us',
  '/service',
  '/privacy-policy',
  '/terms-and-conditions',
  '/storage-units',
  '/contractors',
  '/book-service',
  ...SERVICE_PAGES,
];

/**
 * Prerendered pages drawn from their query (a filtered list's filters and page): the file is the page
 * without one, and an address with a query gets the bare SPA shell, which React renders afresh, rather
 * than HTML its first render would not match.
 */
const DRAWN_FROM_QUERY: readonly string[] = ['/storage-units', '/contractors'];

/** Where the build writes a prerendered page, relative to the SPA's folder. */
export const prerenderedFile = (page: string) => `prerendered/${page === '/' ? 'index' : page.slice(1)}.html`;

const withoutTrailingSlash = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/** The prerendered file that answers `urlPath` with `query` (`?…`, or empty), if any (a trailing slash aside). */
export function prerenderedFileFor(urlPath: string, query = ''): string | undefined {
  const trimmed = withoutTrailingSlash(urlPath);
  if (!PRERENDERED_PAGES.includes(trimmed)) return undefined;
  if (query !== '' && query !== '?' && DRAWN_FROM_QUERY.includes(trimmed)) return undefined;
  return prerenderedFile(trimmed);
}

/**
 * Which addresses are pages, from the SPA's route tree (pages.gen.ts), so that the server answers 404
 * for an address that is no page while still sending the app, whose own Page Not Found is then shown.
 * `/$slug` answers only the service pages and the old site's addresses it redirects.
 */
const slugPages = new Set([...SERVICE_PAGES.map((p) => p.slice(1)), ...LEGACY_SLUGS]);

// Routes without parameters first, so `/job-requests/new` is not taken for `/job-requests/$id`.
const patterns = [...PAGE_ROUTES]
  .sort((a, b) => (a.match(/\$/g)?.length ?? 0) - (b.match(/\$/g)?.length ?? 0))
  .map((route) => ({ route, pattern: new RegExp(`^${route.replace(/\$[^/]+/g, '[^/]+')}$`) }));

/**
 * The SPA's route that draws `urlPath` (`/job-requests/$id`, `/$slug` for a service page or an old
 * address), or undefined when it is no page (letter case of service addresses aside, as the SPA matches them).
 */
export function pageRouteOf(urlPath: string): string | undefined {
  const trimmed = withoutTrailingSlash(urlPath);
  const matched = patterns.find(({ pattern }) => pattern.test(trimmed));
  if (matched) return matched.route;
  const segment = /^\/([^/]+)$/.exec(trimmed)?.[1];
  return segment !== undefined && slugPages.has(decodeSegment(segment).toLowerCase()) ? '/$slug' : undefined;
}

/** Whether `urlPath` is a page of the SPA. */
export const isPage = (urlPath: string): boolean => pageRouteOf(urlPath) !== undefined;

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
