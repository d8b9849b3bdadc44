import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { projectPath } from '../../server/project-path';
import { freePort } from '../../scripts/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** The shared Chromium, for `chromium.connect()`. */
    wsEndpoint: string;
    /** The server's log for this run. */
    serverLog: string;
    /** The server's data folder (DATA_DIR): its outbox file, which the contractor command reads codes from. */
    dataDir: string;
  }
}

/** Launch flags for Debian's Chromium on a closed network (STACK.md). */
export const CHROMIUM_ARGS = ['--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium (or `CHROMIUM_PATH`), with a clear error when it is not installed. */
export function chromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executable)) throw new Error(`Chromium is not at ${executable}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return executable;
}
const READY_TIMEOUT_MS = 90_000;

/**
 * Starts the product exactly as `npm start` serves it (the built `dist/server/main.js`, production,
 * a fresh data folder, a free port) and one Chromium for the whole run; tests reach both through
 * `inject('baseURL')` and `inject('wsEndpoint')` (see tests/e2e/browser.ts).
 */
export default async function setup(project: TestProject) {
  const entry = projectPath('dist/server/main.js');
  if (!existsSync(entry) || !existsSync(projectPath('dist/client/index.html'))) {
    throw new Error('No build in dist/: run the suite with `npm run test:e2e`, which builds first.');
  }
  const executablePath = chromiumPath();

  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  const logFile = path.join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(dir, 'data');
  const server = spawn(process.execPath, [entry], {
    cwd: projectPath(),
    // Every browser and API client of the suite signs in from 127.0.0.1: the per-source code and connection limits are raised.
    env: {
      ...process.env,
      // A test may ask for a request to be handled at a later time (tests/e2e/server-clock.mjs).
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(import.meta.dirname, 'server-clock.mjs')}`.trim(),
      NODE_ENV: 'production', CAPTCHA_DISABLED: 'true', SMS_CONSOLE_OUTBOX: 'true', SIGN_IN_LIMITS_SCALE: '100', MAX_CONNECTIONS_PER_ADDRESS: '1000', SMS_HOURLY_LIMIT: '100000', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: baseURL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);

  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close().catch(() => {});
    await stop(server);
    await new Promise<void>((resolve) => log.end(resolve));
    const failed = project.vitest.state.getCountOfFailedTests() > 0;
    if (failed) console.error(`e2e: server log kept at ${keepLog(logFile)}`);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(baseURL, server);
    browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
  } catch (error) {
    await new Promise<void>((resolve) => log.end(resolve));
    const kept = keepLog(logFile);
    await teardown().catch(() => {});
    throw new Error(`${(error as Error).message}\nServer log: ${kept}\n${tail(kept)}`, { cause: error });
  }

  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('serverLog', logFile);
  project.provide('dataDir', dataDir);
  return teardown;
}

export async function waitUntilHealthy(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited: number | null = null;
  server.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server exited with code ${exited} before it was ready.`);
    try {
      const response = await fetch(`${baseURL}/api/v1/Healthcheck`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer GET /api/v1/Healthcheck within ${READY_TIMEOUT_MS / 1000} s.`);
}

export function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Copies the log out of the temporary folder (which teardown deletes) into test-results/. */
function keepLog(logFile: string): string {
  const target = projectPath('test-results', 'e2e-server.log');
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(logFile, target);
    return target;
  } catch {
    return logFile;
  }
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
