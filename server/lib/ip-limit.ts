import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../app-bindings';
import { enforce } from './rate-limit';

/**
 * Limits how often one client IP may call a route, counting every attempt (valid or not) so a
 * script cannot probe for free. `windows` are `[limit, windowMs]` pairs.
 */
export const limitPerIp = (name: string, windows: [limit: number, windowMs: number][], message?: string) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const key = `${name}:ip:${c.var.clientIp}`;
    await enforce(
      c.var.db,
      windows.map(([limit, windowMs]) => ({ key, limit, windowMs })),
      c.var.now(),
      message,
    );
    await next();
  });
