import type { DatabaseHandle } from './client';

/** PGlite's page cache when PGLITE_SHARED_BUFFERS does not say (docs/performance.md, "Start-up and memory"). */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PostgreSQL when a URL is given, otherwise PGlite persisted in `dataDir` (or in memory for `memory://`).
 * Each driver, with its database library, is loaded only when it is the one opened: a start on PGlite
 * does not load `pg`, nor one on PostgreSQL PGlite.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; sharedBuffers?: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return (await import('./postgres')).openPostgres(options.databaseUrl);
  return (await import('./pglite')).openPglite(options.dataDir, options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS);
}
