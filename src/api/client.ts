import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiOrigin } from '../config/env';
import { noteRequestId } from '../lib/request-ids';
import type { paths } from './schema.gen';
import { type TokenStore, tokenStore } from './token-store';

/** Sent when the browser cannot name its zone (spec section 9). */
export const DEFAULT_TIME_ZONE = 'Europe/Vilnius';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// Temporal is not in TypeScript's libraries yet.
declare const Temporal: { Now: { timeZoneId(): string } } | undefined;

/**
 * The browser's zone, e.g. `America/New_York`, or the default when it names none. Temporal, where
 * the browser has it, answers at once; the first `Intl.DateTimeFormat` of a page loads the locale data
 * (tens of milliseconds, several times that on a phone), which the first API call would wait for.
 */
export function resolveTimeZone(): string {
  try {
    if (typeof Temporal !== 'undefined') return Temporal.Now.timeZoneId() || DEFAULT_TIME_ZONE;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

let knownTimeZone: string | undefined;
// A device's zone changes when its owner travels, while a tab may stay open: read it again when the
// tab comes back into view.
if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => (knownTimeZone = undefined));

/** The browser's IANA zone, resolved once rather than on every call. */
export function browserTimeZone(): string {
  return (knownTimeZone ??= resolveTimeZone());
}

export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > -1 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

/** `Authorization: Bearer <access token>` whenever the store holds one (spec section 7). */
export function bearerTokenMiddleware(tokens: Pick<TokenStore, 'accessToken'>): Middleware {
  return {
    onRequest({ request }) {
      const token = tokens.accessToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    },
  };
}

/**
 * `X-Timezone: <IANA zone>` on every call, so the server reads local dates as the user means them.
 * Spec section 7: the header defaults to Europe/Vilnius and is set to the browser's zone whenever a
 * request carries it, so the browser's zone replaces any value already there; the default remains
 * only when the browser names no zone.
 */
export function timeZoneMiddleware(timeZone: () => string = browserTimeZone): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-Timezone', timeZone() || DEFAULT_TIME_ZONE);
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Echoes the `XSRF-TOKEN` cookie as `X-XSRF-TOKEN` on state-changing requests. Only to the page's own
 * origin: the cookie belongs to it, and another origin must never receive the token.
 */
export function xsrfMiddleware(getCookie: (name: string) => string | undefined = readCookie, pageOrigin: () => string = () => window.location.origin): Middleware {
  return {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method.toUpperCase()) || request.headers.has(XSRF_HEADER)) return;
      if (new URL(request.url).origin !== pageOrigin()) return;
      const token = getCookie(XSRF_COOKIE);
      if (token) request.headers.set(XSRF_HEADER, token);
    },
  };
}

/** Keeps each answer's X-Request-Id for error reports (src/lib/request-ids.ts). */
const requestIdMiddleware: Middleware = {
  onResponse({ response }) {
    noteRequestId(response.headers.get('X-Request-Id'));
  },
};

export interface ApiClientOptions {
  /** Defaults to the configured API origin (falling back to the page's) + `/api/v1`. */
  baseUrl?: string;
  tokens?: Pick<TokenStore, 'accessToken'>;
  timeZone?: () => string;
  getCookie?: (name: string) => string | undefined;
  pageOrigin?: () => string;
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = Client<paths> & {
  /**
   * Plugs in the 401 handling of spec section 8 (queue, refresh once, replay). It is registered after
   * the header middleware, so it sees each request with its headers set and, openapi-fetch running
   * `onResponse` in reverse, sees each response first. Replays must set the new token themselves.
   * Calling it again replaces the previous handler; `undefined` removes it.
   */
  setUnauthorizedMiddleware(middleware: Middleware | undefined): void;
};

/**
 * The typed client of `/api/v1`. Answers are `{ data }` for 2xx and `{ error }` (the parsed body)
 * otherwise; there is no timeout (spec section 9). Arrays in the query go as repeated keys
 * (`Sizes=S&Sizes=M`, spec section 7).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? `${apiOrigin()}/api/v1`,
    querySerializer: { array: { style: 'form', explode: true } },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(
    timeZoneMiddleware(options.timeZone),
    xsrfMiddleware(options.getCookie, options.pageOrigin),
    bearerTokenMiddleware(options.tokens ?? tokenStore),
    requestIdMiddleware,
  );
  let unauthorized: Middleware | undefined;
  return Object.assign(client, {
    setUnauthorizedMiddleware(middleware: Middleware | undefined) {
      if (unauthorized) client.eject(unauthorized);
      unauthorized = middleware;
      if (middleware) client.use(middleware);
    },
  });
}

/** The app's client. */
export const api: ApiClient = createApiClient();
