import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useMigratedDataFolder, useServerProcesses } from './server-process';
import { newClientIp } from './sign-in';

const { cwd, dataDir } = useMigratedDataFolder('data-folder-deleted');
const servers = useServerProcesses('data-folder-deleted');

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
