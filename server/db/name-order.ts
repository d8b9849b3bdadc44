import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A name or title as every list orders it: regardless of case ("Handyman" before "HVAC"), then
 * character by character. The database's own collation would decide otherwise, and not the same way
 * on both: PGlite's is C, where every capital comes before every small letter, and a PostgreSQL
 * created with a locale's collation may ignore case, spaces and punctuation at first. Lowered and
 * compared under "C", the order is the same on both (only A to Z are lowered under "C", on both).
 *
 * An index that serves such an order is built on this same expression (server/db/schema), or the
 * planner cannot use it.
 */
export const nameOrder = (column: PgColumn | SQL): SQL => sql`lower(${column} collate "C")`;
