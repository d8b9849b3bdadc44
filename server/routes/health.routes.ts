import { sql } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { Health } from '../../contract/public';
import { json, router } from '../lib/http';

export const healthRoutes = router().get(
  '/Healthcheck',
  describeRoute({
    operationId: 'healthcheck',
    tags: ['Health'],
    summary: 'Whether the API and its database answer',
    responses: { 200: json(Health, 'Healthy'), 503: json(Health, 'The database does not answer') },
  }),
  async (c) => {
    const time = c.var.now().toISOString();
    try {
      await c.var.db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: 'up' as const, time }, 200);
    } catch (err) {
      c.var.log.error({ err }, 'health check: database unreachable');
      return c.json({ status: 'unavailable' as const, database: 'down' as const, time }, 503);
    }
  },
);
