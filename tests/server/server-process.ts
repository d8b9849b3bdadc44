import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { afterAll, beforeAll, inject } from 'vitest';
import { fromPglite } from '../../server/db/pglite';
import type { PhoneCodePurpose } from '../../server/db/schema';
import { projectPath } from '../../server/project-path';
import { type OutboxLine, outboxFileFor } from '../../server/notifications/outbox-file';
import { serverBuildOptions } from '../../scripts/build-server.mjs';
import { freePort } from '../../scripts/free-port';

export interface ServerProcess {
  /** `http://127.0.0.1:<port>/api/v1` */
  base: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The codes the server texted, read from the outbox file in its data folder, as the `contractor` command reads them. */
  outbox: { lastCode(to: string, purpose?: PhoneCodePurpose): string | undefined };
  /** Ends it with SIGKILL, as a crash would, and waits until it is gone. */
  kill(): Promise<void>;
  /**
   * Sends `signal` (SIGTERM, as a service manager stops it) and waits up to `withinMs` for it to exit:
   * how it exited, or `code: undefined` when it was still running then (it is killed afterwards).
   */
  stop(signal: NodeJS.Signals, withinMs: number): Promise<{ code: number | null | undefined; ms: number }>;
  /** What it wrote to stdout and stderr so far: its log. */
  output(): string;
}

/**
 * A folder of its own to start servers from (`cwd`), with a migrated PGlite data folder in it
 * (`dataDir`), as a server leaves it after its first start: the run's migrated PGlite copy when there
 * is one, else migrated here (the suite may run on PostgreSQL; the tests that use this are PGlite's).
 * Call at the top of a file; the folder is removed when it ends.
 */
export function useMigratedDataFolder(name: string): { cwd: string; dataDir: string } {
  const cwd = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const dataDir = path.join(cwd, 'data');
  beforeAll(async () => {
    const dump = inject('pgliteDump');
    const folder = path.join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    const client = await PGlite.create(folder, dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {});
    if (!dump) await fromPglite(client).migrate();
    await client.close();
  }, 120_000);
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  return { cwd, dataDir };
}

/**
 * Servers run as production runs them, each a child process of the test: the server built once per
 * file as `npm run build:server` builds it, which starts in a second where tsx would compile for many.
 * Call at the top of a file or of a `describe`; every server started is killed when it ends.
 */
export function useServerProcesses(name: string) {
  // Inside the project, so that the bundle finds its packages and migrations as dist/ does.
  const bundleDir = projectPath('node_modules', '.cache', `${name}-${process.pid}`);
  const bundle = path.join(bundleDir, 'main.js');
  const running = new Set<ChildProcess>();

  beforeAll(async () => {
    await build({ ...serverBuildOptions(bundleDir), sourcemap: false, logLevel: 'silent' });
  }, 120_000);

  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(bundleDir, { recursive: true, force: true });
  });

  /**
   * Starts one from `cwd`, a folder without .env, with `env` over the defaults: production mode,
   * captcha off on purpose (it refuses to start otherwise), no demo data. Answers once /Healthcheck
   * says ready. Give it a `DATA_DIR` of its own: its login codes are read from the outbox there. `port`
   * is a free one unless given (a server started again where a proxy expects it).
   */
  async function start(options: { cwd: string; env: Record<string, string> & { DATA_DIR: string }; port?: number; umask?: string }): Promise<ServerProcess> {
    const port = options.port ?? (await freePort());
    const child = spawnServer(options.cwd, port, options.env, options.umask);
    running.add(child);
    let stderr = '';
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const base = `http://127.0.0.1:${port}/api/v1`;
    for (let waited = 0; ; waited += 100) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
      if (waited > 45_000) throw new Error(`the server was not ready after 45 s: ${stderr}`);
      const health = await fetch(`${base}/Healthcheck`).catch(() => undefined);
      if (health?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return serverProcess(child, base, options.env.DATA_DIR, () => output, exited, () => running.delete(child));
  }

  /**
   * Starts one as `start` does and waits for it to exit by itself, as a server refusing its settings
   * does: its exit code and what it wrote. One still running after `withinMs` is killed (`code: undefined`).
   */
  async function run(options: { cwd: string; env: Record<string, string> & { DATA_DIR: string } }, withinMs = 30_000) {
    const child = spawnServer(options.cwd, await freePort(), options.env);
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const code = await Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(resolve, withinMs))]);
    if (code === undefined) {
      child.kill('SIGKILL');
      await exited;
    }
    running.delete(child);
    return { code, output };
  }

  /** `umask` (such as `000`): the one the server is started with, as a shell or service manager may give it. */
  function spawnServer(cwd: string, port: number, env: Record<string, string>, umask?: string) {
    const [command, ...args] = umask === undefined ? [process.execPath, bundle] : ['/bin/sh', '-c', `umask ${umask} && exec "$0" "$1"`, process.execPath, bundle];
    return spawn(command!, args, {
      cwd,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        CAPTCHA_DISABLED: 'true',
        SMS_CONSOLE_OUTBOX: 'true',
        SEED_DEMO_DATA: 'false',
        DATABASE_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  return { start, run };
}

function serverProcess(child: ChildProcess, base: string, dataDir: string, output: () => string, exited: Promise<void>, forget: () => void): ServerProcess {
  const request = (url: string, init?: RequestInit) => fetch(`${base}${url}`, init);
  const outboxFile = outboxFileFor(dataDir)!;
  return {
    base,
    request,
    get: (url, headers) => request(url, { headers }),
    post: (url, body, headers) =>
      request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }),
    outbox: {
      lastCode(to, purpose) {
        if (!existsSync(outboxFile)) return undefined;
        const kind = purpose === undefined ? undefined : purpose === 'login' ? 'LoginCode' : 'PhoneChangeCode';
        const lines = readFileSync(outboxFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as OutboxLine);
        return lines.findLast((line) => line.to === to && line.code !== undefined && (!kind || line.kind === kind))?.code;
      },
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
      forget();
    },
    stop: async (signal, withinMs) => {
      const began = Date.now();
      child.kill(signal);
      const gone = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), withinMs))]);
      const ms = Date.now() - began;
      if (!gone) {
        child.kill('SIGKILL');
        await exited;
      }
      forget();
      return { code: gone ? child.exitCode : undefined, ms };
    },
    output,
  };
}
