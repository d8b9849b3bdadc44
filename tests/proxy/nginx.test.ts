import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_CODES_PER_ADDRESS } from '../../server/auth/codes';
import { freePort } from '../../scripts/free-port';
import { type RunningNginx, startNginx } from '../../scripts/nginx';
import { precompressFile } from '../../scripts/precompress';
import { aTrade } from '../server/factories';
import { createTestApi, openPostgresTestDatabase, type TestApi, testEnv } from '../server/harness';
import { type ServerProcess, useServerProcesses } from '../server/server-process';
import { newPhoneNumber, type SignedIn, signIn } from '../server/sign-in';

/*
 * Production's layout on one machine: nginx with the shipped configuration (deploy/nginx.conf) in front
 * of two built instances of the app on one PostgreSQL database, configured as docs/operations.md says.
 */

/** Settings every instance shares (docs/operations.md). */
const shared = { TRUST_PROXY: 'true', JWT_SECRET: testEnv().JWT_SECRET, STRIPE_WEBHOOK_SECRET: `whsec_test_${crypto.randomUUID().replaceAll('-', '')}` };

const servers = useServerProcesses('proxy');
const cwd = mkdtempSync(path.join(tmpdir(), 'proxy-'));
const root = path.join(cwd, 'client');
/** A built asset and its precompressed copies, as scripts/precompress.ts leaves them. */
const ASSET = '/assets/app-3f9c2a1b.js';

interface Instance {
  name: string;
  port: number;
  process: ServerProcess;
}

let database: Awaited<ReturnType<typeof openPostgresTestDatabase>>;
let local: TestApi;
let nginx: RunningNginx;
let instances: [Instance, Instance];
let customer: SignedIn;

/** Starts (or starts again) an instance on its own port, where nginx expects it. */
async function startInstance(name: string, port: number): Promise<Instance> {
  const process = await servers.start({ cwd, port, env: { ...shared, DATABASE_URL: database.url, DATA_DIR: path.join(cwd, name), PUBLIC_URL: 'https://southborough.example' } });
  return { name, port, process };
}

const viaNginx = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${nginx.url}${urlPath}`, { headers });

beforeAll(async () => {
  database = await openPostgresTestDatabase();
  local = await createTestApi({ env: shared, database: database.handle });
  for (let i = 0; i < 6; i++) await aTrade(local.db, { description: 'Repairs, installs and upkeep around the house, done by a licensed local crew.' });

  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, ASSET), `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i} of the app`))};\n`);
  await precompressFile(path.join(root, ASSET));

  // One after the other: the database is migrated already, and neither start waits on the other.
  const [portA, portB] = [await freePort(), await freePort()];
  instances = [await startInstance('a', portA), await startInstance('b', portB)];
  nginx = await startNginx({ upstreams: instances.map(({ port }) => `127.0.0.1:${port}`), root, dir: path.join(cwd, 'nginx') });
  // A customer signs in on an instance directly, from an address of their own.
  customer = await signIn(instances[0].process);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await local?.close();
  rmSync(cwd, { recursive: true, force: true });
});

describe('nginx with deploy/nginx.conf', () => {
  it("serves the build's assets itself, with their precompressed copies to browsers that take them", async () => {
    const plain = readFileSync(path.join(root, ASSET));
    for (const [acceptEncoding, encoding, file] of [
      ['br, gzip', 'br', `${ASSET}.br`],
      ['gzip, deflate', 'gzip', `${ASSET}.gz`],
      ['identity', null, ASSET],
    ] as const) {
      const res = await viaNginx(ASSET, { 'Accept-Encoding': acceptEncoding });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes what it is sent: the bytes on the wire are the build's file, as its length says.
      expect(Number(res.headers.get('content-length'))).toBe(readFileSync(path.join(root, file)).byteLength);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(plain);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await viaNginx('/assets/app-00000000.js')).status).toBe(404);
  });

  it('names each request with an id of its own, in its answer and in the log line of the instance that served it', async () => {
    const res = await viaNginx('/api/v1/Contractors?PerPage=3', { 'X-Request-Id': 'chosen-by-the-client' });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const line = nginx.accessLog().find((entry) => entry.includes(`id=${id}`));
    expect(line).toBeDefined();
    const served = instances.find(({ port }) => line!.includes(`upstream=127.0.0.1:${port}`))!;
    // The instance's log is written in batches, within 100 ms.
    await vi.waitFor(() => expect(served.process.output()).toContain(`"requestId":"${id}"`));
    expect(instances.some(({ process }) => process.output().includes('chosen-by-the-client'))).toBe(false);
  });

  it('passes the address it saw, so a client cannot choose the address the app limits by', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_CODES_PER_ADDRESS; i++) {
      // Each from another made-up network: were the header believed, none would ever be limited.
      const res = await fetch(`${nginx.url}/api/v1/Authentication/send-phone-login-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.${i}.7` },
        body: JSON.stringify({ phoneNumber: newPhoneNumber() }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, MAX_CODES_PER_ADDRESS)).toEqual(Array(MAX_CODES_PER_ADDRESS).fill(202));
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps the catalogue by its Cache-Control, and never an answer to a signed-in request', async () => {
    const first = await viaNginx('/api/v1/Trades?PerPage=5');
    const again = await viaNginx('/api/v1/Trades?PerPage=5');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    // A kept answer carries the id of the request it answers, not the one it was kept from.
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

    for (let i = 0; i < 2; i++) {
      const identity = await viaNginx('/api/v1/Authentication/current-identity', customer.auth);
      expect(identity.status).toBe(200);
      expect(identity.headers.get('x-cache-status')).toBe('BYPASS');
      expect(((await identity.json()) as { id: string }).id).toBe(customer.userId);
    }
    // Nor a signed-in read of the catalogue from what others were answered, nor the other way round.
    expect((await viaNginx('/api/v1/Trades?PerPage=5', customer.auth)).headers.get('x-cache-status')).toBe('BYPASS');
  });

  it('under load, loses no request when an instance is killed with SIGKILL and started again', async () => {
    const [a] = instances;
    const requests = [
      { method: 'GET', path: '/api/v1/Trades' },
      { method: 'GET', path: '/api/v1/Authentication/current-identity', headers: customer.auth },
      { method: 'GET', path: '/api/v1/Contractors?PerPage=6' },
      { method: 'GET', path: '/api/v1/JobRequests', headers: customer.auth },
    ] as const;
    const statuses: Record<string, number> = {};
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      // nginx closes a client's connection after 1,000 requests (`keepalive_requests`) and says so;
      // autocannon writes its next request without reading that, so it opens a new one every 500 itself.
      const options = { url: nginx.url, connections: 8, duration: 20, reconnectRate: 500, requests: requests.map((r) => ({ ...r })) };
      const run = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
      run.on('response', (_client, status) => void (statuses[status] = (statuses[status] ?? 0) + 1));
    });

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const linesBefore = nginx.accessLog().length;
    await a.process.kill();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    instances[0] = await startInstance(a.name, a.port);
    const linesAtRestart = nginx.accessLog().length;
    const result = await load;

    expect(Object.keys(statuses)).toEqual(['200']);
    expect([result.errors, result.timeouts, result.non2xx]).toEqual([0, 0, 0]);
    expect(result.requests.total).toBeGreaterThan(1000);
    // The other instance carried the signed-in reads while the first was gone.
    const signedInReadsOf = (lines: string[], port: number) => lines.filter((line) => line.includes(`upstream=127.0.0.1:${port}`) && line.includes('/current-identity')).length;
    expect(signedInReadsOf(nginx.accessLog().slice(linesBefore, linesAtRestart), instances[1].port)).toBeGreaterThan(0);
    // And the one started again is given requests once more.
    await vi.waitFor(
      async () => {
        expect((await viaNginx('/api/v1/Authentication/current-identity', customer.auth)).status).toBe(200);
        expect(signedInReadsOf(nginx.accessLog().slice(linesAtRestart), a.port)).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 90_000);

  it('answers the catalogue from its cache while both instances are down', async () => {
    const list = '/api/v1/Trades?PerPage=4&OrderBy=name';
    const kept = await viaNginx(list);
    expect(kept.status).toBe(200);
    const body = await kept.text();
    const [a, b] = instances;
    await Promise.all([a.process.kill(), b.process.kill()]);
    try {
      const answers: { status: number; cache: string | null; same: boolean }[] = [];
      // Past the answer's max-age, so that nginx must ask the app, and finds no instance.
      for (const until = Date.now() + 7000; Date.now() < until; ) {
        const res = await viaNginx(list);
        answers.push({ status: res.status, cache: res.headers.get('x-cache-status'), same: (await res.text()) === body });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(answers.every((answer) => answer.status === 200 && answer.same)).toBe(true);
      expect(answers.some((answer) => answer.cache === 'STALE' || answer.cache === 'UPDATING')).toBe(true);
      // Nothing else can be answered: both are really gone.
      expect((await viaNginx('/api/v1/Authentication/current-identity', customer.auth)).status).toBe(502);
    } finally {
      instances = [await startInstance(a.name, a.port), await startInstance(b.name, b.port)];
      // nginx leaves an instance that failed out for a few seconds before it tries it again.
      await vi.waitFor(async () => expect((await viaNginx('/api/v1/Authentication/current-identity', customer.auth)).status).toBe(200), { timeout: 20_000, interval: 200 });
    }
  }, 90_000);
});
