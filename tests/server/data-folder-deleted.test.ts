import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPglite } from '../../server/db/client';
import { useServerProcesses } from './server-process';
import { newClientIp } from './sign-in';

const cwd = mkdtempSync(path.join(tmpdir(), 'data-folder-deleted-'));
const dataDir = path.join(cwd, 'data');
const servers = useServerProcesses('data-folder-deleted');

// A migrated data folder, as a server leaves it after its first start (see kill-restart.test.ts).
beforeAll(async () => {
  const dump = inject('pgliteDump');
  const folder = path.join(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {});
  if (!dump) await fromPglite(client).migrate();
  await client.close();
}, 120_000);

afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('a server whose data folder is deleted while it runs', () => {
  it('stops at once on SIGTERM, says why, and exits with a failure', async () => {
    const server = await servers.start({ cwd, env: { TRUST_PROXY: 'true', DATA_DIR: dataDir } });
    const subscribe = (email: string) => server.post('/EmailSubscription', { email }, { 'X-Forwarded-For': newClientIp() });
    expect((await subscribe('before-the-folder-went@example.com')).status).toBe(201);

    rmSync(dataDir, { recursive: true, force: true });
    // It keeps taking requests, whose writes have nowhere to go.
    await subscribe('after-the-folder-went@example.com');

    const { code, ms } = await server.stop('SIGTERM', 10_000);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5000);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; message: string; dataDir?: string });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', dataDir: path.resolve(dataDir), message: expect.stringMatching(/data folder .* was deleted/) }),
    );
  }, 120_000);
});
