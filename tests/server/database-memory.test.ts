import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { databaseBytes, pageCacheFor } from '../../server/db/pglite';
import { parseServerEnv } from '../../server/env';

/** A new PGlite database is made from scratch (initdb), which takes a while on a busy machine. */
const INITDB_MS = 120_000;
const MB = 1024 * 1024;

async function sharedBuffersOf(options: { dataDir?: string; sharedBuffers?: string }) {
  const handle = await openDatabase({ dataDir: 'memory://', ...options });
  try {
    const result = await handle.db.execute(sql`select current_setting('shared_buffers') as size`);
    return (result as unknown as { rows: { size: string }[] }).rows[0]!.size;
  } finally {
    await handle.close();
  }
}

describe('PGlite page cache', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is a quarter of the database, never under 16MB nor over PostgreSQL’s 128MB', () => {
    expect(pageCacheFor(0)).toBe('16MB');
    expect(pageCacheFor(64 * MB)).toBe('16MB');
    expect(pageCacheFor(100 * MB)).toBe('25MB');
    expect(pageCacheFor(100 * MB + 1)).toBe('26MB');
    expect(pageCacheFor(512 * MB)).toBe('128MB');
    expect(pageCacheFor(4096 * MB)).toBe('128MB');
  });

  it('is sized to the database found in the folder at start, unless PGLITE_SHARED_BUFFERS says', async () => {
    expect(parseServerEnv({}).PGLITE_SHARED_BUFFERS).toBe('');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    folders.push(dataDir);
    expect(await sharedBuffersOf({ dataDir })).toBe('16MB');
    const made = databaseBytes(path.join(dataDir, 'pglite'));
    expect(made).toBeGreaterThan(5 * MB);
    // A database grown by 200 MB, as its files say: a sparse file costs the test no disk.
    const grown = openSync(path.join(dataDir, 'pglite', 'base', '5', '999999'), 'w');
    ftruncateSync(grown, 200 * MB);
    closeSync(grown);
    expect(databaseBytes(path.join(dataDir, 'pglite'))).toBe(made + 200 * MB);
    expect(await sharedBuffersOf({ dataDir })).toBe(pageCacheFor(made + 200 * MB));
    expect(await sharedBuffersOf({ dataDir, sharedBuffers: parseServerEnv({ PGLITE_SHARED_BUFFERS: '32MB' }).PGLITE_SHARED_BUFFERS })).toBe('32MB');
  }, INITDB_MS);

  it('keeps PGlite on the baseline WebAssembly compiler unless PGLITE_OPTIMIZE_WASM says otherwise', () => {
    expect(parseServerEnv({}).PGLITE_OPTIMIZE_WASM).toBe(false);
    expect(parseServerEnv({ PGLITE_OPTIMIZE_WASM: 'true' }).PGLITE_OPTIMIZE_WASM).toBe(true);
  });

  it('refuses a size PostgreSQL would not understand, at start', () => {
    expect(() => parseServerEnv({ PGLITE_SHARED_BUFFERS: '16 megs' })).toThrow('Invalid configuration: PGLITE_SHARED_BUFFERS must be a size such as 64MB, or empty');
  });
});
