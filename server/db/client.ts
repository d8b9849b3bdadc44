import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
}

export const migrationsFolder = projectPath('server/db/migrations');

const casing = 'snake_case' as const;

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function fromPool(pool: pg.Pool): DatabaseHandle {
  // The pool drops an idle connection the server closes (restart, failover, a dropped test database);
  // without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite persisted in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPool(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  if (options.dataDir === 'memory://') return fromPglite(await PGlite.create());
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
