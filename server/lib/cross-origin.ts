import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { cors } from 'hono/cors';
import { type ContentSecurityPolicyOptionHandler, secureHeaders } from 'hono/secure-headers';
import { apiOriginFor } from '../../contract/shared-env';
import type { ServerEnv } from '../env';

type Sources = (string | ContentSecurityPolicyOptionHandler)[];

/** Sentry's ingest hosts in each of its regions; a DSN on a host of its own is added by name. */
const SENTRY_INGEST = ['https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io', 'https://*.ingest.de.sentry.io'];

/**
 * What the SPA may load and talk to: itself, Stripe, reCAPTCHA, Sentry and the help widget, plus the
 * origins its configuration names (the Sentry DSN's host, an API served from another origin), which
 * the server reads from the same environment the SPA was built with.
 */
function contentSecurityPolicy(env: ServerEnv) {
  const configured: string[] = [];
  if (env.VITE_SENTRY_DSN) configured.push(new URL(env.VITE_SENTRY_DSN).origin);
  const api = apiOrigin(env, new URL(env.PUBLIC_URL));
  if (api) configured.push(api);
  const connectSrc: Sources = ["'self'", 'https://api.stripe.com', ...SENTRY_INGEST, 'https://*.freshworks.com', 'https://*.freshdesk.com'];
  for (const origin of configured) if (!connectSrc.includes(origin)) connectSrc.push(origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://widget.freshworks.com', 'https://*.freshworks.com'],
    frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://*.freshworks.com'],
    connectSrc,
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://www.gstatic.com', 'https://*.freshworks.com'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://*.freshworks.com'],
    fontSrc: ["'self'", 'data:', 'https://*.freshworks.com'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", 'https://checkout.stripe.com'],
    frameAncestors: ["'none'"],
  };
}

/** Whether an answer at `path` (as Hono routes it) is the API's: JSON for scripts, never a page a browser draws. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * A page's headers: the full Content-Security-Policy (what the SPA may load), the Permissions-Policy
 * its documents and frames live under, the isolation of its window (Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster) and the older headers secureHeaders sets by default. For every answer outside
 * /api: pages, static files, the sitemap, their errors.
 */
const pageSecurityHeaders = (env: ServerEnv) =>
  secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(env),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    // A response that sets one of these itself keeps it.
    overwrite: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self', 'https://js.stripe.com'] },
  });

/**
 * An API answer's headers, after OWASP's REST Security Cheat Sheet: what still acts on a JSON answer
 * that a browser reads from a script or, opened in a tab, shows as text (docs/decisions/045-short-headers-for-api-answers.md).
 * Not framed (`frame-ancestors 'none'`, X-Frame-Options), never sniffed into HTML (nosniff), nothing
 * loaded or run should it be drawn after all (`default-src 'none'`), not readable by another origin's
 * `<script>` or `<img>` (Cross-Origin-Resource-Policy), no referrer from it, HTTPS only. What acts on
 * documents alone (Permissions-Policy, Cross-Origin-Opener-Policy, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control) and what only retired software read (X-Download-Options: Internet Explorer 8;
 * X-XSS-Protection: the filters browsers removed; X-Permitted-Cross-Domain-Policies: Flash and Acrobat,
 * governed by the site's root policy file, which is a page's answer) are left to pages.
 */
const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // A response that sets one of these itself keeps it (a photo's own Content-Security-Policy).
  overwrite: false,
});

/**
 * The security headers of every answer: the app's, the "starting" 503 before it and the refusals of
 * other origins alike, so that no answer of this origin lets itself be framed or sniffed. An answer
 * under /api (`isApiPath`) gets the API's short set, every other one a page's; this is the one place
 * that decides, and `securityHeaderRecords` (server/lib/request-frame.ts) takes both sets from it.
 */
export function securityHeaders(env: ServerEnv): MiddlewareHandler {
  const page = pageSecurityHeaders(env);
  return (c, next) => (isApiPath(c.req.path) ? apiSecurityHeaders : page)(c, next);
}

/** The API's origin when the SPA served from PUBLIC_URL is configured to call another one than its page's own. */
function apiOrigin(env: ServerEnv, page: URL): string | undefined {
  const origin = apiOriginFor(env, page);
  return origin === page.origin ? undefined : origin;
}

/** The request headers the SPA sends to the API (src/api/client.ts, the captcha forms, the keys of writes it may retry). */
const REQUEST_HEADERS = ['Authorization', 'Content-Type', 'X-Timezone', 'X-Recaptcha-Token', 'Idempotency-Key'];
/** Response headers the SPA reads besides the CORS-safelisted ones: when to try a refused form again, and whether an answer is a kept one. */
const RESPONSE_HEADERS = ['Retry-After', 'Idempotent-Replayed'];

/**
 * CORS for the listed origins only (`CORS_ORIGINS`), by name, never `*` and without cookies:
 * sessions are bearer tokens (docs/decisions/011-cors-for-listed-origins.md). Any other origin,
 * preflight included, gets no `Access-Control-*` header at all, as when the list is empty.
 */
export function corsForListedOrigins(origins: readonly string[]) {
  const listed = new Set(origins);
  const allow = cors({ origin: (origin) => (listed.has(origin) ? origin : null), allowHeaders: REQUEST_HEADERS, exposeHeaders: RESPONSE_HEADERS, maxAge: 600 });
  return createMiddleware(async (c, next) => {
    if (listed.size === 0) return next();
    if (listed.has(c.req.header('origin') ?? '')) return allow(c, next);
    await next();
    // A cache must not hand this answer to a listed origin, which would get one with permission.
    c.header('Vary', 'Origin', { append: true });
  });
}
