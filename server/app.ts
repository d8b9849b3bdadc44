import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { api } from './api';
import type { AppBindings, AppServices } from './app-bindings';
import { compressLargeAnswers } from './lib/compression';
import { corsForListedOrigins, securityHeaders } from './lib/cross-origin';
import { type ErrorReporter, ErrorReportingOff } from './lib/error-reporting';
import { errorHandler } from './lib/http';
import { frameRequests } from './lib/request-frame';
import { invalidateAfterWrites } from './lib/response-cache';
import { connectPaymentEffects } from './payment-effects';
import { connectPaymentGateway } from './payments/configure';
import { isPage, prerenderedFileFor } from './site/pages';
import { type PageHtml, routePreloads } from './site/route-preloads';
import { siteRoutes } from './site/site.routes';

export interface AppOptions extends AppServices {
  /** Folder of the built SPA; when absent only the API is served. */
  staticDir?: string;
  /** Where unexpected failures are reported besides the log; off when absent. */
  errors?: ErrorReporter;
}

/**
 * The app every request goes through, in this order: the services on `c.var`; the request's frame (its
 * id, the client's address, the access line); the security headers; compression; then, under /api,
 * CORS for listed origins and the catalogue's invalidation after writes, and the API's routes (the
 * catalogue's kept answers are their routes' middleware, server/lib/response-cache.ts); the site's
 * pages and the built SPA last. The server, `app.request` in tests and the payment sandbox's loopback
 * all come in through `app.fetch`.
 */
export function createApp(options: AppOptions) {
  const { staticDir, errors = new ErrorReportingOff(), ...services } = options;
  connectPaymentEffects();
  const app = new Hono<AppBindings>();

  app.use(provideServices(services));
  app.use(frameRequests({ log: services.log, trustProxy: services.env.TRUST_PROXY, quietPath: HEALTH_PATH }));
  app.use(securityHeaders(services.env));
  app.use(compressLargeAnswers());

  app.use('/api/*', corsForListedOrigins(services.env.CORS_ORIGINS));
  app.use('/api/*', invalidateAfterWrites(services.catalogue));
  app.route(API_BASE, api);
  app.all('/api/*', (c) => c.json({ Message: `No API route matches ${c.req.method} ${c.req.path}.` }, 404));
  app.onError(errorHandler<AppBindings>(errors));

  app.route('/', siteRoutes);
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) mountSpa(app, staticDir);
  connectPaymentGateway(services.payments, (request) => app.fetch(request));
  return app;
}

/** Puts the services on `c.var` for every handler. */
function provideServices(services: AppServices): MiddlewareHandler<AppBindings> {
  const entries = Object.entries(services) as [keyof AppServices, never][];
  return async (c, next) => {
    for (const [key, value] of entries) c.set(key, value);
    await next();
  };
}

const API_BASE = '/api/v1';
const HEALTH_PATH = `${API_BASE}/Healthcheck`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Build by-products that are not for browsers: source maps (built `hidden`) and Vite's manifest. */
const isBuildByProduct = (urlPath: string) => urlPath.endsWith('.map') || urlPath.startsWith('/.vite/');
/** A path someone could follow to a page, as opposed to a file: its last segment has no extension. */
const looksLikePage = (urlPath: string) => !/\.[^/]*$/.test(urlPath);

function mountSpa(app: Hono<AppBindings>, root: string) {
  // The build's brotli and gzip copies (scripts/precompress.ts) when the browser accepts them.
  const files = serveStatic({ root, precompressed: true });
  const indexHtml = serveStatic({ root, path: 'index.html' });
  const preloadsOf = routePreloads(root);
  // One handler per prerendered file, made on its first request rather than on every one.
  const prerenderedHandlers = new Map<string, MiddlewareHandler<AppBindings>>();
  const prerenderedHandler = (file: string) => {
    let handler = prerenderedHandlers.get(file);
    if (!handler) prerenderedHandlers.set(file, (handler = serveStatic<AppBindings>({ root, path: file, precompressed: true })));
    return handler;
  };
  const notFurther = async () => {};
  const cached = (res: Response, cacheControl: string) => {
    res.headers.set('Cache-Control', cacheControl);
    return res;
  };
  /** A page's HTML, with the scripts it needs named for the browser to fetch beside it. */
  const pageAnswer = (res: Response, urlPath: string, html: PageHtml) => {
    const preloads = preloadsOf(urlPath, html);
    if (preloads) res.headers.set('Link', preloads);
    return cached(res, 'no-cache');
  };

  app.get('*', async (c) => {
    const urlPath = c.req.path;
    if (isBuildByProduct(urlPath)) return c.notFound();
    // A public page the build prerendered (`/` included, which would otherwise be the bare index.html)
    // answers with its own HTML.
    const prerendered = prerenderedFileFor(urlPath, new URL(c.req.url).search);
    const prerenderedPage = prerendered && (await prerenderedHandler(prerendered)(c, notFurther));
    if (prerenderedPage) return pageAnswer(prerenderedPage, urlPath, 'prerendered');
    const file = await files(c, notFurther);
    // Vite fingerprints everything under /assets, so those files never change under their name.
    if (file) return cached(file, urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // A missing asset is an old build's file: index.html in its place, cached as immutable, would
    // break the page that asked for it until the cache expires.
    if (urlPath.startsWith('/assets/') || !looksLikePage(urlPath)) return c.notFound();
    // Every other path is a client-side route: the SPA decides, including its own Page Not Found.
    const page = await indexHtml(c, notFurther);
    if (page && !isPage(urlPath)) return cached(new Response(page.body, { status: 404, headers: page.headers }), 'no-cache');
    return page ? pageAnswer(page, urlPath, 'spa') : c.notFound();
  });
}
