import { apiOriginFor } from '../../contract/shared-env';
import type { ClientEnv } from './env.schema';

/**
 * The SPA's configuration (spec sections 1 and 9). vite.config.ts parses the `VITE_*` keys with
 * `ClientEnvSchema` (a wrong value stops the build, naming the key) and inlines the result here.
 */
declare const __CLIENT_ENV__: ClientEnv;
export const env: ClientEnv = __CLIENT_ENV__;

/** The build's prerender runs in Node, with no page (and no API: src/prerender.tsx). */
const pageLocation = () => (typeof window === 'undefined' ? { protocol: 'http:', hostname: 'localhost', port: '' } : window.location);

/** The API's origin: configured protocol/host/port, each falling back to the page's own location (spec section 7). */
export function apiOrigin(location: Pick<Location, 'protocol' | 'hostname' | 'port'> = pageLocation()): string {
  return apiOriginFor(env, location);
}
