import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { codeFromOutbox } from '../../scripts/contractor';
import { projectPath } from '../../server/project-path';
import { OUTBOX_FILE_NAME } from '../../server/notifications/outbox-file';
import { stop, waitUntilHealthy } from './global-setup';

export interface OwnServer {
  /** The data folder: its outbox file holds the codes and messages the server sent. */
  dataDir: string;
  /** What the server wrote to its log so far. */
  log(): string;
  /** The latest login code texted to `phone` since `since`, from the outbox file. */
  codeFor(phone: string, since: Date): string | undefined;
  close(): Promise<void>;
}

/**
 * The built server (`dist/server/main.js`) started by a test with its own settings, beside the run's
 * server: production, captcha off, a data folder of its own, `env` over that. The caller names the
 * port and waits on the address it means to open.
 */
export async function startOwnServer(env: Record<string, string>, readyAt: string): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-own-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['PUBLIC_URL', 'HOST', 'PORT', 'DATABASE_URL'].includes(key)));
  const server = spawn(process.execPath, [projectPath('dist/server/main.js')], {
    cwd: projectPath(),
    env: { ...inherited, NODE_ENV: 'production', CAPTCHA_DISABLED: 'true', SMS_CONSOLE_OUTBOX: 'true', SIGN_IN_LIMITS_SCALE: '100', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const read = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  const close = async () => {
    await stop(server);
    await new Promise<void>((resolve) => log.end(resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(readyAt, server);
  } catch (error) {
    const output = read();
    await close();
    throw new Error(`${(error as Error).message}\n${output.split('\n').slice(-30).join('\n')}`, { cause: error });
  }
  return {
    dataDir,
    log: read,
    codeFor: (phone, since) => codeFromOutbox(path.join(dataDir, OUTBOX_FILE_NAME), phone, since),
    close,
  };
}

/** On its Login page: the number, the code from the server's outbox file, Continue. */
export async function signInOn(page: Page, server: OwnServer, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone.replace(/^\+1/, ''));
  const asked = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    code = server.codeFor(phone, asked);
  }
  if (!code) throw new Error(`No login code for ${phone} in ${server.dataDir}`);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}
