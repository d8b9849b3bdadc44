import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { clientOf } from './client-address';
import { enforce } from './rate-limit';
import type { FrameBindings } from './request-frame';

/** What the limit reads on `c.var`: the client's address, set by the frame, and the database and clock it counts with. */
type LimitBindings = { Variables: FrameBindings['Variables'] & { db: Database; now: () => Date } };

/**
 * Limits how often one client may call a route, counting every attempt (valid or not) so a script
 * cannot probe for free: one IPv4 address, or one IPv6 /64, which a single host may call from every
 * address of (`clientOf`). `windows` are `[limit, windowMs]` pairs.
 */
export const limitPerIp = (name: string, windows: [limit: number, windowMs: number][], message?: string) =>
  createMiddleware<LimitBindings>(async (c, next) => {
    const key = `${name}:ip:${clientOf(c.var.clientIp)}`;
    await enforce(
      c.var.db,
      windows.map(([limit, windowMs]) => ({ key, limit, windowMs })),
      c.var.now(),
      message,
    );
    await next();
  });
