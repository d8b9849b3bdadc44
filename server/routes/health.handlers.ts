import { sql } from 'drizzle-orm';
import type { AppBindings } from '../app-bindings';
import type { RouteHandler } from '../lib/handler';

export const healthcheck: RouteHandler<AppBindings> = async (c) => {
  const time = c.var.now().toISOString();
  try {
    await c.var.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: 'up' as const, time }, 200);
  } catch (err) {
    c.var.log.error({ err }, 'health check: database unreachable');
    return c.json({ status: 'unavailable' as const, database: 'down' as const, time }, 503);
  }
};
