import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { freePort } from '../../scripts/free-port';
import { startSentryReceiver } from '../server/sentry-receiver';
import { type OwnServer, startOwnServer } from './own-server';

/**
 * Error reporting tried against a DSN: the SPA built with VITE_SENTRY_DSN and the server started with
 * SENTRY_DSN, both pointing at a receiver on 127.0.0.1 that decodes Sentry's envelopes. An error
 * thrown on a page arrives with the release and the id of the page's latest API answer, and without
 * the tokens, codes, phone numbers or e-mail addresses it was thrown with. (A server 500 is sent
 * through the same SDK in tests/server/error-reports.test.ts, where a table can be taken from under it.)
 */

const sentry = await startSentryReceiver();
const folder = mkdtempSync(path.join(tmpdir(), 'e2e-sentry-'));
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
let server: OwnServer;
let browser: Browser;

beforeAll(async () => {
  // The SPA with the DSN built in, as a production build with VITE_SENTRY_DSN set is.
  const build = spawnSync('npx', ['vite', 'build', '--outDir', path.join(folder, 'client'), '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: projectPath(),
    // NODE_ENV as a build has it: the test runner's `test` would make a development build.
    env: { ...process.env, NODE_ENV: 'production', VITE_SENTRY_DSN: sentry.dsn, VITE_ENVIRONMENT: 'staging', VITE_PRODUCTION: 'true', VITE_DEV: 'false' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  server = await startOwnServer(
    { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: path.join(folder, 'client'), SENTRY_DSN: sentry.dsn, VITE_SENTRY_DSN: sentry.dsn, VITE_ENVIRONMENT: 'staging', SEED_DEMO_DATA: 'false' },
    site,
  );
  browser = await chromium.connect(inject('wsEndpoint'));
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sentry.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('error reports from a page', () => {
  it('arrive at the DSN with the release and the request id, scrubbed of tokens, codes, numbers and addresses', async () => {
    expect(server.log()).toContain('Error reporting is ON');
    const context = await browser.newContext({ baseURL: site });
    const page = await context.newPage();
    await page.goto('/login?email=pat%40example.com&phone=5085550123');
    // Reporting starts once the page is live, in its own chunk.
    await page.waitForFunction(() => '__SENTRY__' in window, undefined, { timeout: 30_000 });

    // An API call first: the report names its request id.
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('5085550123');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/v1/Authentication/send-phone-login-token')),
      page.getByRole('button', { name: 'Send code' }).click(),
    ]);
    const requestId = answer.headers()['x-request-id'];
    expect(requestId).toBeTruthy();

    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLWJ5dGVz';
    await page.evaluate((token) => {
      setTimeout(() => {
        throw new Error(`Checkout failed for pat@example.com at +15085550123 with code 482913 and token ${token}`);
      });
    }, jwt);

    const deadline = Date.now() + 30_000;
    let event: Record<string, unknown> | undefined;
    while (!event && Date.now() < deadline) {
      event = sentry.events().find((e) => JSON.stringify(e.exception ?? '').includes('Checkout failed'));
      if (!event) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(event, 'an event for the error').toBeDefined();
    expect(event).toMatchObject({ release: 'southborough-home-services@1.0.0', environment: 'staging', tags: expect.objectContaining({ request_id: requestId }) });
    expect(JSON.stringify(event!.exception)).toContain('Checkout failed for [email] at [phone] with code [code] and token [token]');
    const envelope = sentry.envelopes.find((e) => e.text.includes('Checkout failed'))!;
    for (const secret of ['pat@example.com', 'pat%40example.com', '5085550123', '482913', jwt]) expect(envelope.text, secret).not.toContain(secret);
    await context.close();
  });
});
