import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Paged } from '../../contract/common';

export interface PageQuery {
  Page: number;
  PerPage: number;
  OrderByDirection: 'asc' | 'desc';
}

export const direction = (column: PgColumn | SQL, dir: 'asc' | 'desc') => (dir === 'desc' ? sql`${column} desc` : sql`${column} asc`);

/**
 * Runs a filtered select for one page and counts all matches with a window function, in one round trip.
 * `query` is a dynamic select that already has its where and order clauses.
 */
export async function pageOf<Q extends PgSelect, Row>(
  query: Q,
  { Page, PerPage }: PageQuery,
  map: (row: Awaited<Q>[number]) => Row,
): Promise<Paged<Row>> {
  const rows = (await query.limit(PerPage).offset((Page - 1) * PerPage)) as Awaited<Q>;
  const totalItems = rows.length > 0 ? Number((rows[0] as { totalItems: unknown }).totalItems) : await countBeyond(query, Page);
  return { items: rows.map(map), page: Page, perPage: PerPage, totalItems, totalPages: Math.ceil(totalItems / PerPage) };
}

/** A page past the end has no rows to carry the total; count separately. */
async function countBeyond<Q extends PgSelect>(query: Q, page: number) {
  if (page === 1) return 0;
  const rows = (await query.limit(1).offset(0)) as { totalItems: unknown }[];
  return rows.length > 0 ? Number(rows[0]!.totalItems) : 0;
}

/** The column to add to a paged select: the count of all rows matching the where clause. */
export const totalItems = sql<number>`count(*) over ()`.mapWith(Number);
