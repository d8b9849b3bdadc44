import { Column, getTableColumns, type InferColumnsDataTypes, is, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';

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

/**
 * What is read of a table's rows: the whole row, or the columns a reader uses keyed as it names them
 * (as drizzle's `select` takes them), which leaves the rest out of the JSON.
 */
export type JsonFields = PgTable | Record<string, PgColumn>;

/** A row read as `fields`, as `rowsOfJson` decodes it. */
export type RowOfJson<F extends JsonFields> = F extends PgTable ? F['$inferSelect'] : F extends Record<string, PgColumn> ? InferColumnsDataTypes<F> : never;

const columnsOf = (fields: JsonFields): Record<string, Column> => (is(fields, PgTable) ? getTableColumns(fields) : fields);

/** A row as one JSON object of `fields`: a table's keyed as drizzle keys its columns. */
export const jsonOf = (fields: JsonFields): SQL => jsonObjectOf(columnsOf(fields));

/** The rows' `object`s in `order`, as the aggregate of a select: an empty array when there is none. */
export const jsonArrayOf = (object: SQL, order: SQL) => sql<unknown>`coalesce(json_agg(${object} order by ${order}), '[]'::json)`;

/** A select of one JSON value (`jsonArrayOf` of its rows) as a column of the row it is a subquery of. */
export const jsonColumnOf = (select: SQLWrapper) => sql<unknown>`(${select})`;

/** The rows of `table` that `where` picks, in `order`, as one JSON array (empty when none) of their `fields`, all of them unless named. */
export const jsonRows = (table: PgTable, where: SQL | undefined, order: SQL, fields: JsonFields = table) =>
  jsonColumnOf(sql`select ${jsonArrayOf(jsonOf(fields), order)} from ${table} where ${where}`);

/** A JSON column as it arrives: parsed by `pg`, a string from a driver that leaves it as text. */
export const parsedJson = <T>(json: unknown): T[] => (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as T[];

/**
 * Rows read as `jsonOf` the same `fields` (with fields `Beside` them, left as they arrive), each column
 * decoded as drizzle decodes it (JSON columns arrive decoded).
 */
export function rowsOfJson<F extends JsonFields, Beside = unknown>(fields: F, json: unknown): (RowOfJson<F> & Beside)[] {
  const rows = parsedJson<Record<string, unknown>>(json);
  const columns = decodersOf(fields);
  // The rows were parsed for this call alone: each is decoded where it stands, its keys in the fields' order.
  for (const row of rows) {
    for (const [key, decode] of columns) {
      const value = row[key] ?? null;
      row[key] = value === null || !decode ? value : decode(value);
    }
  }
  return rows as (RowOfJson<F> & Beside)[];
}

type Decoder = ((value: unknown) => unknown) | undefined;
const decoders = new WeakMap<JsonFields, [key: string, decode: Decoder][]>();
/** Each of `fields` with drizzle's decoder, none where the value arrives as it is kept (text, numbers, JSON). */
function decodersOf(fields: JsonFields): [key: string, decode: Decoder][] {
  let columns = decoders.get(fields);
  if (!columns) {
    columns = Object.entries(columnsOf(fields)).map(([key, column]): [string, Decoder] => [
      key,
      column.dataType === 'json' || column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? undefined : (value) => column.mapFromDriverValue(value),
    ]);
    decoders.set(fields, columns);
  }
  return columns;
}
