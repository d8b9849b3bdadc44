import { Column, getTableColumns, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows of other tables read as JSON columns of one row: a page that shows a record with its related
 * rows reads them in the record's own statement, one round trip, rather than a statement per table.
 * `rowsOfJson` decodes them back as drizzle decodes the same rows read alone.
 */

/** `fields` as one JSON object keyed by their names; a field may itself be such an object. */
export function jsonObjectOf(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A row of `table` as one JSON object keyed as drizzle keys its columns. */
export const jsonOf = (table: PgTable): SQL => jsonObjectOf(getTableColumns(table));

/** The rows' `object`s in `order`, as the aggregate of a select: an empty array when there is none. */
export const jsonArrayOf = (object: SQL, order: SQL) => sql<unknown>`coalesce(json_agg(${object} order by ${order}), '[]'::json)`;

/** A select of one JSON value (`jsonArrayOf` of its rows) as a column of the row it is a subquery of. */
export const jsonColumnOf = (select: SQLWrapper) => sql<unknown>`(${select})`;

/** The rows of `table` that `where` picks, in `order`, as one JSON array (empty when none). */
export const jsonRows = (table: PgTable, where: SQL | undefined, order: SQL) => jsonColumnOf(sql`select ${jsonArrayOf(jsonOf(table), order)} from ${table} where ${where}`);

/** A JSON column as it arrives: parsed by `pg`, a string from a driver that leaves it as text. */
export const parsedJson = <T>(json: unknown): T[] => (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as T[];

/**
 * Rows of `table` read as `jsonOf` (with fields `Beside` its columns, left as they arrive), each column
 * decoded as drizzle decodes it (JSON columns arrive decoded).
 */
export function rowsOfJson<T extends PgTable, Beside = unknown>(table: T, json: unknown): (T['$inferSelect'] & Beside)[] {
  const rows = parsedJson<Record<string, unknown>>(json);
  const columns = decodersOf(table);
  // The rows were parsed for this call alone: each is decoded where it stands, its keys in the table's order.
  for (const row of rows) {
    for (const [key, decode] of columns) {
      const value = row[key] ?? null;
      row[key] = value === null || !decode ? value : decode(value);
    }
  }
  return rows as (T['$inferSelect'] & Beside)[];
}

type Decoder = ((value: unknown) => unknown) | undefined;
const decoders = new WeakMap<PgTable, [key: string, decode: Decoder][]>();
/** Each column of `table` with drizzle's decoder, none where the value arrives as it is kept (text, numbers, JSON). */
function decodersOf(table: PgTable): [key: string, decode: Decoder][] {
  let columns = decoders.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]): [string, Decoder] => [
      key,
      column.dataType === 'json' || column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? undefined : (value) => column.mapFromDriverValue(value),
    ]);
    decoders.set(table, columns);
  }
  return columns;
}
