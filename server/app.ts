import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { api } from './api';
import type { AppBindings, AppServices } from './app-bindings';
import { errorHandler } from './lib/http';
import { logRequests } from './lib/request-log';

export interface AppOptions extends AppServices {
  /** Folder of the built SPA; when absent only the API is served. */
  staticDir?: string;
}

/** Third parties the SPA may talk to: Stripe, reCAPTCHA, Sentry and the help widget. */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://widget.freshworks.com', 'https://*.freshworks.com'],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://*.freshworks.com'],
  connectSrc: ["'self'", 'https://api.stripe.com', 'https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io', 'https://*.freshworks.com', 'https://*.freshdesk.com'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://www.gstatic.com', 'https://*.freshworks.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://*.freshworks.com'],
  fontSrc: ["'self'", 'data:', 'https://*.freshworks.com'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'https://checkout.stripe.com'],
  frameAncestors: ["'none'"],
};

export function createApp(options: AppOptions) {
  const { staticDir, ...services } = options;
  const app = new Hono<AppBindings>();

  app.use(async (c, next) => {
    for (const [key, value] of Object.entries(services)) c.set(key as keyof AppServices, value as never);
    c.set('clientIp', clientIp(c, services.env.TRUST_PROXY));
    await next();
  });
  app.use(logRequests);
  app.use(
    secureHeaders({
      contentSecurityPolicy,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self', 'https://js.stripe.com'] },
    }),
  );
  app.use(compress());

  app.route('/api/v1', api);
  app.all('/api/*', (c) => c.json({ Message: `No API route matches ${c.req.method} ${c.req.path}.` }, 404));
  app.onError(errorHandler);

  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) mountSpa(app, staticDir);
  return app;
}

function mountSpa(app: Hono<AppBindings>, root: string) {
  // Vite fingerprints everything under /assets, so those files never change under their name.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (filePath, c) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  // Every other GET is a client-side route: the SPA decides, including its own Page Not Found.
  app.get('*', serveStatic({ root, path: 'index.html', onFound: (_p, c) => c.header('Cache-Control', 'no-cache') }));
}

function clientIp(c: Context<AppBindings>, trustProxy: boolean): string {
  if (trustProxy) {
    // Our proxy appends the address it saw; anything to its left was sent by the client and may be forged.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
