import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { parseServerEnv } from '../../server/env';

/** A new PGlite database is made from scratch (initdb), which takes a while on a busy machine. */
const INITDB_MS = 120_000;

async function sharedBuffersOf(options: { sharedBuffers?: string }) {
  const handle = await openDatabase({ dataDir: 'memory://', ...options });
  try {
    const result = await handle.db.execute(sql`select current_setting('shared_buffers') as size`);
    return (result as unknown as { rows: { size: string }[] }).rows[0]!.size;
  } finally {
    await handle.close();
  }
}

describe('PGlite page cache', () => {
  it('is 16MB unless PGLITE_SHARED_BUFFERS says otherwise, not PostgreSQL’s 128MB', async () => {
    expect(parseServerEnv({}).PGLITE_SHARED_BUFFERS).toBe('16MB');
    expect(await sharedBuffersOf({})).toBe('16MB');
  }, INITDB_MS);

  it('takes the size PGLITE_SHARED_BUFFERS gives', async () => {
    const env = parseServerEnv({ PGLITE_SHARED_BUFFERS: '32MB' });
    expect(await sharedBuffersOf({ sharedBuffers: env.PGLITE_SHARED_BUFFERS })).toBe('32MB');
  }, INITDB_MS);

  it('keeps PGlite on the baseline WebAssembly compiler unless PGLITE_OPTIMIZE_WASM says otherwise', () => {
    expect(parseServerEnv({}).PGLITE_OPTIMIZE_WASM).toBe(false);
    expect(parseServerEnv({ PGLITE_OPTIMIZE_WASM: 'true' }).PGLITE_OPTIMIZE_WASM).toBe(true);
  });

  it('refuses a size PostgreSQL would not understand, at start', () => {
    expect(() => parseServerEnv({ PGLITE_SHARED_BUFFERS: '16 megs' })).toThrow('Invalid configuration: PGLITE_SHARED_BUFFERS must be a size such as 16MB');
  });
});
