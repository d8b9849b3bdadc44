import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { projectPath } from '../project-path';
import type * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so nothing above this file knows which database it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs its own: instances started
   * together migrate and load the demo data one after another, the later ones finding it done.
   */
  whileAlone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The folder of an embedded database on disk that is no longer there (deleted while the process ran),
   * or undefined. Closing such a database would write its last checkpoint into a folder that is gone.
   */
  missingFolder(): string | undefined;
  /**
   * Calls `onNotify` for each `NOTIFY channel` committed by any client of the database; `onLost` if the
   * listening connection fails, after which nothing more is heard. Answers how to stop listening.
   */
  listen(channel: string, onNotify: () => void, onLost: () => void): Promise<() => Promise<void>>;
}

/**
 * A turn of the event loop, for work of many statements that no request waits for (housekeeping, the
 * notification worker, the sweeps) to take between them. PGlite answers in the process, its results
 * settling as promises only, so without a turn the requests that arrived meanwhile are not even read
 * until every statement of that work has held PGlite's one thread: its stalls would add up into one.
 */
export const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const migrationsFolder = projectPath('server/db/migrations');

/** Both drivers map the schema's camelCase names to the database's snake_case ones. */
export const casing = 'snake_case' as const;

/** When the newest migration in the journal was made: drizzle records it as the applied migration's `created_at`. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration in the journal, by the test drizzle's migrator makes (the
 * newest applied migration is not older than the newest in the folder), in one read. The migrator
 * itself reads and hashes every file and runs five statements, DDL among them, to find nothing to do
 * on a restart. A database that was never migrated has no table to read: not current.
 */
export async function migrationsCurrent(db: Database): Promise<boolean> {
  try {
    const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const newest = (result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
    return newest !== null && newest !== undefined && Number(newest) >= newestMigrationMillis();
  } catch {
    return false;
  }
}

/**
 * `make` run once per database (a transaction counts as one of its own) and kept while it lives: for
 * prepared statements, whose SQL drizzle then builds once, and PostgreSQL parses and plans once per
 * connection.
 */
export function oncePerDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/** `make(key)` the first time `key` is asked, and kept. */
export function madeOnFirstUse<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}

/** What each read of `readAll` answers, in the reads' order. */
export type ReadResults<Reads extends readonly (() => unknown)[]> = { -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> };

/**
 * The answers of `reads`, each a function that starts its read when called (a drizzle query returned
 * unawaited, or an async function's call), in their order. On `db` itself they go out side by side:
 * PostgreSQL's pool runs them on connections of their own. A transaction holds one connection, which
 * takes one query at a time (pg 8 queues the others with a deprecation warning, pg 9 refuses them), so
 * in one they go out one after another, each started when the one before has answered. A read handed
 * in already started (a promise, `.execute()`) could not wait its turn: that is why they are functions.
 */
export async function readAll<const Reads extends readonly (() => unknown)[]>(db: Database, reads: Reads): Promise<ReadResults<Reads>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as ReadResults<Reads>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as ReadResults<Reads>;
}
