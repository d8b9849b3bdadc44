import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import { securityHeaders } from './cross-origin';
import type { Logger } from './logger';
import { type FrameBindings, REQUEST_ID_HEADER, requestIdFor } from './request-frame';

/**
 * What the port answers while the app starts (migrations): 503 with `Retry-After`, and the headers
 * every answer of the app carries, its request id (named as the app names its requests) and security headers.
 */
export function startingAnswer(env: ServerEnv, log: Logger) {
  const app = new Hono<FrameBindings>();
  app.use(async (c, next) => {
    const requestId = requestIdFor(env.TRUST_PROXY ? c.req.header(REQUEST_ID_HEADER) : undefined);
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
  });
  app.use(securityHeaders(env));
  app.all('*', (c) => c.json({ Message: 'The server is starting. Please try again in a moment.' }, 503, { 'Retry-After': '2' }));
  return app.fetch;
}
