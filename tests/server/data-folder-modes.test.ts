import { chmodSync, lstatSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useMigratedDataFolder, useServerProcesses } from './server-process';
import { signIn } from './sign-in';

const { cwd, dataDir } = useMigratedDataFolder('data-folder-modes');
const servers = useServerProcesses('data-folder-modes');

/** Every file and folder under `dir` (itself included) with its permission bits. */
function modes(dir: string): { file: string; mode: string }[] {
  const found: { file: string; mode: string }[] = [];
  const visit = (full: string) => {
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) return;
    found.push({ file: path.relative(dir, full) || '.', mode: (stat.mode & 0o777).toString(8) });
    if (stat.isDirectory()) for (const entry of readdirSync(full)) visit(path.join(full, entry));
  };
  visit(dir);
  return found;
}

/** Every file and folder made readable, writable and enterable by anyone, as a loose umask leaves them. */
function openToAll(dir: string) {
  for (const { file } of modes(dir)) {
    const full = path.join(dir, file);
    chmodSync(full, lstatSync(full).isDirectory() ? 0o777 : 0o666);
  }
}

describe('the data folder', () => {
  it('is mended, and said to be, when others could read it, and keeps what the server writes its own under umask 000', async () => {
    writeFileSync(path.join(dataDir, 'outbox.jsonl'), '');
    openToAll(dataDir);
    expect(modes(dataDir).filter(({ mode }) => mode === '666').length).toBeGreaterThan(100);

    const server = await servers.start({ cwd, umask: '000', env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' } });
    expect(server.output()).toMatch(/\d+ files and folders under .* could be read by other users of this machine .*: they are now the server's user's alone/);
    // Files the server makes as it runs: the outbox's lines, the database's new pages and WAL, the secrets.
    await signIn(server);
    await server.stop('SIGTERM', 10_000);

    const found = modes(dataDir);
    expect(found.map(({ file }) => file)).toEqual(expect.arrayContaining(['.', 'outbox.jsonl', 'jwt-secret', 'pglite', path.join('pglite', 'pg_wal')]));
    expect(found.filter(({ mode }) => mode !== '600' && mode !== '700')).toEqual([]);
  }, 120_000);
});
