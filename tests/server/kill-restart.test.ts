import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { fromPglite } from '../../server/db/client';
import { projectPath } from '../../server/lib/project-path';
import { newClientIp } from './sign-in';
import { freePort } from '../../scripts/free-port';

const cwd = mkdtempSync(path.join(tmpdir(), 'kill-restart-'));
const dataDir = path.join(cwd, 'data');
const running = new Set<ChildProcess>();
// Built as `npm run build:server` builds it, which starts in a second where tsx would compile for many.
// Inside the project, so that the bundle finds its packages and migrations as dist/ does.
const bundleDir = projectPath('node_modules', '.cache', `kill-restart-${process.pid}`);
const bundle = path.join(bundleDir, 'main.js');

// The data folder starts migrated, as a server leaves it after its first start: the run's migrated
// PGlite copy when there is one, else migrated here (the suite may run on PostgreSQL; this test is PGlite's).
beforeAll(async () => {
  await build({
    entryPoints: [projectPath('server', 'main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'silent',
  });
  const dump = inject('pgliteDump');
  const folder = path.join(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {});
  if (!dump) await fromPglite(client).migrate();
  await client.close();
}, 120_000);

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(cwd, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

/**
 * The built server run as production runs it, on PGlite in `dataDir`, from a folder without .env:
 * captcha off on purpose (it refuses to start otherwise), no demo data to load, behind a proxy so each
 * write comes from an address of its own and no per-address limit stands in the way. Answers once
 * /Healthcheck says ready.
 */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      CAPTCHA_DISABLED: 'true',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}/api/v1`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    if (waited > 45_000) throw new Error(`the server was not ready after 45 s: ${stderr}`);
    const health = await fetch(`${base}/Healthcheck`).catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const subscribe = (email: string) =>
    fetch(`${base}/EmailSubscription`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientIp() },
      body: JSON.stringify({ email }),
    });
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
    running.delete(child);
  };
  return { subscribe, kill };
}

describe('a server killed with SIGKILL while it takes writes', () => {
  it('keeps, after a restart on the same data folder, every write it acknowledged', async () => {
    const server = await startServer();
    const acknowledged: string[] = [];
    let sent = 0;
    /** Keeps sending sign-ups, one after another, until the server goes away under it. */
    const writer = async (lane: number) => {
      for (;;) {
        const email = `kill-${lane}-${(sent += 1)}@example.com`;
        const res = await server.subscribe(email).catch(() => undefined);
        if (!res) return;
        if (res.status === 201) acknowledged.push(email);
        else throw new Error(`a sign-up answered ${res.status}: ${await res.text()}`);
      }
    };
    const writers = Array.from({ length: 6 }, (_, lane) => writer(lane));
    // Killed in the middle of the stream: writes are being answered and more are in flight.
    while (acknowledged.length < 80) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill();
    await Promise.all(writers);
    const beforeKill = acknowledged.length;
    expect(sent).toBeGreaterThan(beforeKill);

    const restarted = await startServer();
    const answers = await Promise.all(acknowledged.map(async (email) => [email, (await restarted.subscribe(email)).status] as const));
    // 200 is "already subscribed"; a 201 would be a write acknowledged before the kill and lost.
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    expect(answers).toHaveLength(beforeKill);
    await restarted.kill();
  }, 180_000);
});
