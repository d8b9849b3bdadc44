import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectPath } from '../lib/project-path';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so nothing above this file knows which database it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
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

export const migrationsFolder = projectPath('server/db/migrations');

const casing = 'snake_case' as const;

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

/** `dir`: the folder the database lives in, when on disk. */
export function fromPglite(client: PGlite, dir?: string): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      if (!(await migrationsCurrent(db as unknown as Database))) await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
    // PG_VERSION is the first file of a data folder and read only at start: gone when the folder is.
    missingFolder: () => (dir !== undefined && !existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined),
    // One process owns a PGlite database, so its own notifications are all there are.
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}

export function fromPool(pool: pg.Pool): DatabaseHandle {
  // The pool drops an idle connection the server closes (restart, failover, a dropped test database);
  // without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing });
  /** Listeners still holding a connection: the pool cannot end before they give theirs back. */
  const listening = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      if (!(await migrationsCurrent(db as unknown as Database))) await migratePg(db, { migrationsFolder });
    },
    close: async () => {
      await Promise.all([...listening].map((stop) => stop()));
      await pool.end();
    },
    missingFolder: () => undefined,
    listen: async (channel, onNotify, onLost) => {
      // A connection of its own, held for as long as the process listens: LISTEN belongs to a session.
      const client = await pool.connect();
      let lost = false;
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      client.on('error', () => {
        if (lost) return;
        lost = true;
        onLost();
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      const stop = async () => {
        if (!listening.delete(stop)) return;
        if (!lost) await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release(lost);
      };
      listening.add(stop);
      return stop;
    },
  };
}

/** PGlite's page cache when PGLITE_SHARED_BUFFERS does not say (docs/decisions/020-start-up-and-memory.md). */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PostgreSQL when a URL is given, otherwise PGlite persisted in `dataDir` (or in memory for `memory://`).
 * PGlite's page cache lives in the process's own memory, touched page by page as it fills: PostgreSQL's
 * 128MB default was most of the idle server's RSS, for a database that fits in a few megabytes.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; sharedBuffers?: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPool(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  const postgresqlconf = [`shared_buffers = ${options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`];
  if (options.dataDir === 'memory://') return fromPglite(await PGlite.create({ postgresqlconf }));
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir, { postgresqlconf }), dir);
}
