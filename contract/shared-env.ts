/**
 * Rules the SPA and the server apply alike to the `.env` keys they both read (shared-env.schema.ts):
 * the SPA to run, the server to describe the SPA it serves (its CSP) and to report its own errors.
 */

/** The keys that say where the API is; each empty one falls back to the page's own location. */
export interface ApiLocationKeys {
  VITE_API_PROTOCOL: string;
  VITE_API_HOST: string;
  VITE_API_PORT: string;
}

/** The page the SPA runs on: `window.location` in the browser, PUBLIC_URL on the server. */
export type Page = Pick<URL, 'protocol' | 'hostname' | 'port'>;

/** The API's origin the SPA calls from `page` (spec section 7): a configured host brings no port of the page's. */
export function apiOriginFor(keys: ApiLocationKeys, page: Page): string {
  const protocol = keys.VITE_API_PROTOCOL || page.protocol.replace(':', '');
  const host = keys.VITE_API_HOST || page.hostname;
  const port = keys.VITE_API_HOST ? keys.VITE_API_PORT : keys.VITE_API_PORT || page.port;
  return `${protocol}://${host}${port ? `:${port}` : ''}`;
}

/** What error reporting needs besides a DSN. */
export interface ReportingKeys {
  VITE_ENVIRONMENT: string;
  VITE_PRODUCTION: boolean;
  VITE_DEV: boolean;
}

/**
 * The key that keeps error reporting off although a DSN is set, or undefined when it may run: it runs
 * in production only, never in development (spec section 9). Each side adds its own sign of a
 * development run, which wins whatever the keys say: Vite's dev server, NODE_ENV=development.
 */
export function reportingOffBy(keys: ReportingKeys): keyof ReportingKeys | undefined {
  if (keys.VITE_DEV) return 'VITE_DEV';
  if (keys.VITE_ENVIRONMENT === 'development') return 'VITE_ENVIRONMENT';
  if (!keys.VITE_PRODUCTION) return 'VITE_PRODUCTION';
  return undefined;
}
