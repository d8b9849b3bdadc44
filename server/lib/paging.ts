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

/**
 * The total of a page whose rows carry it (`total` of each, an uncorrelated `(select count(*) …)` of
 * the page's statement: PostgreSQL counts once and still stops after the page's rows, where a window
 * `count(*) over ()` read every match). A page past the end has no row to carry it, so `count` is asked
 * then; an empty first page means nothing matches.
 */
export async function totalOfPage(rows: { total: number }[], page: number, count: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return rows[0]!.total;
  return page === 1 ? 0 : count();
}

/**
 * One page of a filtered, ordered select, with the total from `count` rather than from a window over
 * every match: without the window, PostgreSQL can walk an index in list order and stop after the page,
 * so a page costs the same at ten rows or ten thousand. `count` is asked only when the page does not
 * show the total by itself (a full page, or one past the end); callers keep it (`ResponseCache.count`).
 */
export async function pageCounted<Q extends PgSelect, Row>(
  query: Q,
  { Page, PerPage }: PageQuery,
  map: (row: Awaited<Q>[number]) => Row,
  count: () => Promise<number>,
): Promise<Paged<Row>> {
  const offset = (Page - 1) * PerPage;
  const rows = (await query.limit(PerPage).offset(offset)) as Awaited<Q>;
  // A page that is neither empty nor full is the last one: everything before it plus its rows.
  const totalItems = rows.length > 0 && rows.length < PerPage ? offset + rows.length : await count();
  return { items: rows.map(map), page: Page, perPage: PerPage, totalItems, totalPages: Math.ceil(totalItems / PerPage) };
}

/** What a list's total depends on: its filters, not its page or order. A key for `ResponseCache.count`. */
export function countKey(list: string, q: PageQuery & { OrderBy?: string }): string {
  const { Page: _page, PerPage: _perPage, OrderBy: _orderBy, OrderByDirection: _direction, ...filters } = q;
  const sorted = Object.keys(filters)
    .sort()
    .map((key) => [key, (filters as Record<string, unknown>)[key]]);
  return `${list}?${JSON.stringify(sorted)}`;
}

/** The column to add to a paged select: the count of all rows matching the where clause. */
export const totalItems = sql<number>`count(*) over ()`.mapWith(Number);
