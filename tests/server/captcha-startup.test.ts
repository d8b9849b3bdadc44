import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { freePort } from '../../scripts/free-port';

/** Runs server/main.ts from an empty folder (no .env) until it exits or, started, is stopped; the folder is removed after. */
async function start(env: Record<string, string>) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'captcha-start-'));
  const port = await freePort();
  const child = spawn(projectPath('node_modules', '.bin', 'tsx'), [projectPath('server', 'main.ts')], {
    cwd,
    env: { PATH: process.env.PATH, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(cwd, 'data'), SEED_DEMO_DATA: 'false', SMS_CONSOLE_OUTBOX: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  // Started: the captcha line is logged once the configuration has been accepted.
  const started = (async () => {
    while (!/Captcha (checks|answers) are/.test(output)) await new Promise((resolve) => setTimeout(resolve, 100));
  })();
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const outcome = await Promise.race([exited.then((code) => ({ exitCode: code })), started.then(() => ({ exitCode: undefined }))]);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(killer);
  rmSync(cwd, { recursive: true, force: true });
  return { ...outcome, output };
}

describe('a production server without a captcha secret', () => {
  it('does not start, and says which setting to make', async () => {
    const run = await start({ NODE_ENV: 'production' });
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('RECAPTCHA_SECRET is empty');
    expect(run.output).toContain('CAPTCHA_DISABLED=true');
  }, 40_000);

  it('starts with captcha off when CAPTCHA_DISABLED=true says so, and says it is off', async () => {
    const run = await start({ NODE_ENV: 'production', CAPTCHA_DISABLED: 'true' });
    expect(run.exitCode).toBeUndefined();
    expect(run.output).toContain('Captcha checks are OFF because RECAPTCHA_SECRET is empty');
  }, 40_000);
});
