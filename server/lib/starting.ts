import { Hono } from 'hono';
import type { AppBindings } from '../app-bindings';
import type { ServerEnv } from '../env';
import { securityHeaders } from './cross-origin';
import type { Logger } from './logger';
import { nameRequests } from './request-id';

/**
 * What the port answers while the app starts (migrations): 503 with `Retry-After`, and the headers
 * every answer of the app carries, its request id and security headers.
 */
export function startingAnswer(env: ServerEnv, log: Logger) {
  const app = new Hono<AppBindings>();
  app.use(async (c, next) => {
    c.set('log', log);
    await next();
  });
  app.use(nameRequests(env.TRUST_PROXY));
  app.use(securityHeaders(env));
  app.all('*', (c) => c.json({ Message: 'The server is starting. Please try again in a moment.' }, 503, { 'Retry-After': '2' }));
  return app.fetch;
}
