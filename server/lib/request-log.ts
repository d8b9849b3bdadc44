import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../app-bindings';

/**
 * One line per request: method, path, status and duration. The query string and the body are left
 * out because they carry what people typed (names, e-mail addresses, searches), and so is the
 * client address.
 */
export const logRequests = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  await next();
  const status = c.res.status;
  const fields = { method: c.req.method, path: c.req.path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  if (status >= 500) c.get('log').error(fields, 'request');
  else c.get('log').info(fields, 'request');
});
