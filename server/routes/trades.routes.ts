import { and, asc, eq, ilike } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { TradesPage, TradesQuery } from '../../contract/catalogue';
import { trades } from '../db/schema';
import { json, router, validate } from '../lib/http';
import { cachedCatalogue } from '../lib/response-cache';
import { direction, pageOf, totalItems } from '../lib/paging';
import { likePattern } from '../lib/search';

const orderColumns = { name: trades.name, sortOrder: trades.sortOrder } as const;

export const tradesRoutes = router().get(
  '/Trades',
  describeRoute({
    operationId: 'listTrades',
    tags: ['Catalogue'],
    summary: 'Trades the provider offers',
    responses: { 200: json(TradesPage, 'A page of trades') },
  }),
  cachedCatalogue,
  validate('query', TradesQuery),
  async (c) => {
    const q = c.req.valid('query');
    const where = and(eq(trades.isActive, true), q.Name ? ilike(trades.name, likePattern(q.Name)) : undefined);
    const query = c.var.db
      .select({ id: trades.id, name: trades.name, slug: trades.slug, description: trades.description, totalItems })
      .from(trades)
      .where(where)
      .orderBy(direction(orderColumns[q.OrderBy ?? 'sortOrder'], q.OrderByDirection), asc(trades.id))
      .$dynamic();
    return c.json(await pageOf(query, q, ({ totalItems: _, ...trade }) => trade));
  },
);
