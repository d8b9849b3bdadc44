import { existsSync, mkdirSync } from 'node:fs';
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

/**
 * PGlite persisted in `dataDir` (or in memory for `memory://`). Its page cache lives in the process's
 * own memory, touched page by page as it fills: PostgreSQL's 128MB default was most of the idle
 * server's RSS, for a database that fits in a few megabytes.
 */
export async function openPglite(dataDir: string, sharedBuffers: string): Promise<DatabaseHandle> {
  const postgresqlconf = [`shared_buffers = ${sharedBuffers}`];
  if (dataDir === 'memory://') return fromPglite(await PGlite.create({ postgresqlconf }));
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir, { postgresqlconf }), dir);
}
