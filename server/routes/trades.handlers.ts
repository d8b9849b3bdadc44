import { and, asc, eq, ilike } from 'drizzle-orm';
import type * as v from 'valibot';
import type { TradesQuery } from '../../contract/catalogue';
import type { AppBindings } from '../app-bindings';
import { nameOrder } from '../db/name-order';
import { trades } from '../db/schema';
import type { RouteHandler } from '../lib/handler';
import { direction, pageOf, totalItems } from '../lib/paging';
import { likePattern } from '../lib/search';

type ListQuery = v.InferOutput<typeof TradesQuery>;

const orderColumns = { name: nameOrder(trades.name), sortOrder: trades.sortOrder } as const;

export const listTrades: RouteHandler<AppBindings, { query: ListQuery }> = async (c) => {
  const q = c.req.valid('query');
  const where = and(eq(trades.isActive, true), q.Name ? ilike(trades.name, likePattern(q.Name)) : undefined);
  const query = c.var.db
    .select({ id: trades.id, name: trades.name, slug: trades.slug, description: trades.description, totalItems })
    .from(trades)
    .where(where)
    .orderBy(direction(orderColumns[q.OrderBy ?? 'sortOrder'], q.OrderByDirection), asc(trades.id))
    .$dynamic();
  return c.json(await pageOf(query, q, ({ totalItems: _, ...trade }) => trade));
};
