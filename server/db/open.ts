import type { DatabaseHandle } from './client';

/**
 * PostgreSQL when a URL is given, otherwise PGlite persisted in `dataDir` (or in memory for `memory://`),
 * its page cache `sharedBuffers` or, when empty, sized to its database (`pageCacheFor`, ./pglite).
 * Each driver, with its database library, is loaded only when it is the one opened: a start on PGlite
 * does not load `pg`, nor one on PostgreSQL PGlite.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; sharedBuffers?: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return (await import('./postgres')).openPostgres(options.databaseUrl);
  return (await import('./pglite')).openPglite(options.dataDir, options.sharedBuffers || undefined);
}
