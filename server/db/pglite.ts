import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { casing, type Database, type DatabaseHandle, migrationsCurrent, migrationsFolder } from './client';
import { PgliteKeepingPlans } from './pglite-kept-plans';
import * as schema from './schema';

/** `dir`: the folder the database lives in, when on disk. */
export function fromPglite(client: PGlite, dir?: string): DatabaseHandle {
  // drizzle calls its client's `query` and `transaction` alone, which this one answers as PGlite does.
  const db = drizzle({ client: new PgliteKeepingPlans(client) as unknown as PGlite, schema, casing });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      if (!(await migrationsCurrent(db as unknown as Database))) await migrate(db, { migrationsFolder });
    },
    // One process owns a PGlite database: nobody else can be starting on it.
    whileAlone: (work) => work(),
    close: () => client.close(),
    // PG_VERSION is the first file of a data folder and read only at start: gone when the folder is.
    missingFolder: () => (dir !== undefined && !existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined),
    // One process owns a PGlite database, so its own notifications are all there are.
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}

const MB = 1024 * 1024;

/**
 * PGlite's page cache for a database of `databaseBytes`: a quarter of it, from 16MB to PostgreSQL's own
 * default of 128MB. The whole cache is held in the process's memory from the start, so an idle demo
 * keeps the smallest; a page the cache does not hold is read from the folder through PGlite's file
 * system, a system call and a copy each, which took a sixth of the server's CPU under the inbox at five
 * years of data behind 16MB (docs/performance.md, "Start-up and memory").
 */
export function pageCacheFor(databaseBytes: number): string {
  return `${Math.min(128, Math.max(16, Math.ceil(databaseBytes / 4 / MB)))}MB`;
}

/** The size of the databases' files in PGlite's folder `dir` (`base`); 0 for a folder not made yet. */
export function databaseBytes(dir: string): number {
  const base = path.join(dir, 'base');
  if (!existsSync(base)) return 0;
  let bytes = 0;
  for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes;
}

/**
 * PGlite persisted in `dataDir` (or in memory for `memory://`), with a page cache of `sharedBuffers`,
 * or sized to the database as it is at start (`pageCacheFor`).
 */
export async function openPglite(dataDir: string, sharedBuffers?: string): Promise<DatabaseHandle> {
  if (dataDir === 'memory://') return fromPglite(await PGlite.create({ postgresqlconf: [`shared_buffers = ${sharedBuffers ?? pageCacheFor(0)}`] }));
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const postgresqlconf = [`shared_buffers = ${sharedBuffers ?? pageCacheFor(databaseBytes(dir))}`];
  return fromPglite(await PGlite.create(dir, { postgresqlconf }), dir);
}
