import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorReporter, FailedRequest } from '../../server/lib/error-reporting';
import { createLogger } from '../../server/lib/logger';
import { projectPath } from '../../server/project-path';
import { startingAnswer } from '../../server/lib/starting';
import { unique } from './factories';
import { createTestApi, type TestApi, useTestApi } from './harness';
import { validationErrors } from './problems';
import { signIn } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
const subscribe = (headers: Record<string, string>) => api.post('/EmailSubscription', { email: `edge-${unique()}@example.com` }, headers);

describe('the client address behind the proxy', () => {
  it('is the one the proxy appended, so a client cannot pick its own with X-Forwarded-For', async () => {
    api.clock.set('2026-04-01T10:00:00Z');
    // A proxy appends the address it saw to whatever the client sent.
    const viaProxy = (forged: string) => subscribe({ 'X-Forwarded-For': `${forged}, 203.0.113.7` });
    for (let i = 0; i < 5; i++) expect((await viaProxy(`10.0.0.${i}`)).status).toBe(201);
    expect((await viaProxy('10.0.0.99')).status).toBe(429);
    expect((await subscribe({ 'X-Forwarded-For': '203.0.113.8' })).status).toBe(201);
  });
});

describe('request bodies', () => {
  const tooLarge = { Message: 'The request is too large: send at most 256 KB.' };

  it('over 256 KB of JSON are refused with 413 and a Message, whether or not their length is announced', async () => {
    const email = `big-${unique()}@example.com`;
    const body = JSON.stringify({ email, padding: 'x'.repeat(300 * 1024) });
    const announced = await subscribeRaw(body, { 'Content-Length': String(Buffer.byteLength(body)) });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual(tooLarge);
    const streamed = await subscribeRaw(body);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(tooLarge);
    // A form of ordinary size still goes through.
    expect((await subscribeRaw(JSON.stringify({ email }))).status).toBe(201);
  });

  it('of a file upload over 10 MB are refused with 413 before they are read as a form', async () => {
    const { auth } = await signIn(api);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    const res = await api.request('/Files', { method: 'POST', body: form, headers: auth });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ Message: 'Files can be at most 10 MB.' });
    // A body of another type is held to the same limit before it is looked at.
    const others: Record<string, string>[] = [{ 'Content-Type': 'application/json' }, { 'Content-Type': 'text/plain', 'Content-Length': String(11 * 1024 * 1024) }];
    for (const headers of others) {
      const other = await api.request('/Files', { method: 'POST', body: new Uint8Array(11 * 1024 * 1024).fill(32), headers: { ...auth, ...headers } });
      expect(other.status).toBe(413);
      expect(await other.json()).toEqual({ Message: 'Files can be at most 10 MB.' });
    }
  });

  it('are said in the published contract to answer 413 wherever a body is taken', () => {
    type Operation = { requestBody?: { content: Record<string, unknown> }; responses: Record<string, { description: string }> };
    const document = JSON.parse(readFileSync(projectPath('contract/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
    const taking = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).flatMap(([method, op]) => (op.requestBody ? [{ name: `${method.toUpperCase()} ${path}`, op }] : [])));
    expect(taking.length).toBeGreaterThan(20);
    expect(taking.filter(({ op }) => !op.responses['413']).map(({ name }) => name)).toEqual([]);
    expect(document.paths['/EmailSubscription']!.post!.responses['413']!.description).toBe('The body is over 256 KB');
  });

  it('of a file upload that is not a readable form are refused as a Validation Error of the body as a whole', async () => {
    const { auth } = await signIn(api);
    const broken = await api.request('/Files', {
      method: 'POST',
      body: '--edge\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno closing boundary',
      headers: { ...auth, 'Content-Type': 'multipart/form-data; boundary=edge' },
    });
    expect(await validationErrors(broken)).toEqual({ '': ['The form could not be read. Send it as multipart/form-data.'] });
  });
});

describe('other sites', () => {
  it('get no CORS permission: a preflight or a cross-origin call carries no Access-Control-Allow-* header', async () => {
    const preflight = await preflightFrom(api, 'https://evil.example');
    const call = await api.get('/Trades', { Origin: 'https://evil.example' });
    for (const res of [preflight, call]) expect(accessControl(res)).toEqual({});
  });

  it('get no CORS permission when they are not in CORS_ORIGINS, which lists others', async () => {
    const preflight = await preflightFrom(listed, 'https://evil.example');
    const call = await listed.get('/Trades', { Origin: 'https://evil.example' });
    for (const res of [preflight, call]) expect(accessControl(res)).toEqual({});
    expect(call.headers.get('vary')).toMatch(/Origin/);
  });

  it('listed in CORS_ORIGINS may call the API by name, with the headers the SPA sends, and never with cookies', async () => {
    const preflight = await preflightFrom(listed, APP_ORIGIN);
    expect(preflight.status).toBe(204);
    const allowed = accessControl(preflight);
    expect(allowed['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(allowed['access-control-allow-headers']?.split(',')).toEqual(['Authorization', 'Content-Type', 'X-Timezone', 'X-Recaptcha-Token', 'Idempotency-Key']);
    expect(allowed['access-control-allow-methods']?.split(',')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    expect(allowed['access-control-allow-credentials']).toBeUndefined();

    const call = await listed.get('/Trades', { Origin: APP_ORIGIN });
    expect(call.status).toBe(200);
    expect(accessControl(call)).toEqual({ 'access-control-allow-origin': APP_ORIGIN, 'access-control-expose-headers': 'Retry-After,Idempotent-Replayed' });
    expect(call.headers.get('vary')).toMatch(/Origin/);
  });

  it('cannot post a form as JSON without a preflight: a text/plain body is not read as JSON', async () => {
    const email = `cross-site-${unique()}@example.com`;
    const res = await subscribeRaw(JSON.stringify({ email }), { 'Content-Type': 'text/plain' });
    expect(await validationErrors(res)).toEqual({ '': ['Send the fields as JSON, with the header Content-Type: application/json.'] });
    expect(await subscribeRaw(JSON.stringify({ email }))).toHaveProperty('status', 201);
  });

  it('set no cookie, XSRF-TOKEN included: sessions are bearer tokens the browser never sends by itself', async () => {
    const res = await api.get('/Trades');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('security headers', () => {
  /** Every header secureHeaders may set: an answer shows which it carries and which it leaves out. */
  const SECURITY = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  const securityOf = (res: Response) => Object.fromEntries(SECURITY.map((name) => [name, res.headers.get(name)]));
  /** What an API answer carries: not framed, not sniffed, nothing loaded should it be drawn, no referrer, not readable by another origin's tags, HTTPS only. */
  const API_SECURITY = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=15552000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': null,
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': null,
    'origin-agent-cluster': null,
    'x-dns-prefetch-control': null,
    'x-download-options': null,
    'x-permitted-cross-domain-policies': null,
    'x-xss-protection': null,
  };

  it('of an API answer are the short set an answer no browser draws as a page needs', async () => {
    expect(securityOf(await api.get('/Trades'))).toEqual(API_SECURITY);
  });

  it('are the app’s own on a refused preflight and on the answer of a server still starting', async () => {
    const refused = await preflightFrom(listed, 'https://evil.example');
    expect(refused.status).toBe(404);
    const allowed = await preflightFrom(listed, APP_ORIGIN);
    expect(allowed.status).toBe(204);
    const starting = startingAnswer(api.env, createLogger({ silent: true }));
    const startingApi = await starting(new Request('http://localhost/api/v1/Trades'));
    expect(startingApi.status).toBe(503);
    expect(startingApi.headers.get('retry-after')).toBe('2');
    expect(await startingApi.json()).toEqual({ Message: 'The server is starting. Please try again in a moment.' });
    for (const res of [refused, allowed, startingApi]) {
      expect(securityOf(res)).toEqual(API_SECURITY);
      expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
    }
    // Outside /api the starting answer carries what the app's own answers there carry: a page's headers.
    const startingPage = await starting(new Request('http://localhost/contact-us'));
    const appPage = await api.app.request('/contact-us');
    expect([startingPage.status, appPage.status]).toEqual([503, 404]);
    expect(securityOf(startingPage)).toEqual(securityOf(appPage));
    expect(startingPage.headers.get('content-security-policy')).toContain("script-src 'self' https://js.stripe.com");
  });

  it('are on the health check and on a kept catalogue answer, unchanged or not', async () => {
    const app = securityOf(await api.get('/Trades'));
    const kept = await api.get('/Trades');
    const zipped = await api.get('/Trades', { 'Accept-Encoding': 'gzip' });
    const unchanged = await api.get('/Trades', { 'If-None-Match': kept.headers.get('etag')! });
    const fromListedOrigin = await listed.get('/Trades', { Origin: APP_ORIGIN });
    const health = await api.get('/Healthcheck');
    expect([kept.status, zipped.status, unchanged.status, fromListedOrigin.status, health.status]).toEqual([200, 200, 304, 200, 200]);
    expect(kept.headers.get('etag')).toEqual(expect.any(String));
    expect(fromListedOrigin.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const ids = new Set<string | null>();
    for (const res of [kept, zipped, unchanged, fromListedOrigin, health]) {
      expect(securityOf(res)).toEqual(app);
      expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
      ids.add(res.headers.get('x-request-id'));
    }
    expect(ids.size).toBe(5);
  });

  it('of an API error are the API’s too: an unknown path, a refused call, a path spelled with escapes', async () => {
    const unknown = await api.get('/NoSuchThing');
    const bare = await api.app.request('/api');
    const refused = await api.get('/Authentication/current-identity');
    // Routed as /api/v1/NoSuchThing, so answered as the API answers it.
    const escaped = await api.app.request('/%61pi/v1/NoSuchThing');
    expect([unknown.status, bare.status, refused.status, escaped.status]).toEqual([404, 404, 401, 404]);
    for (const res of [unknown, bare, refused, escaped]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(securityOf(res)).toEqual(API_SECURITY);
    }
  });
});

const APP_ORIGIN = 'https://app.example.com';
const listed = await useTestApi({ env: { CORS_ORIGINS: `${APP_ORIGIN}, https://admin.example.com` } });
const accessControl = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name.startsWith('access-control-')));
/** What a browser asks before it sends a signed-in call from another origin. */
const preflightFrom = (to: TestApi, origin: string) =>
  to.request('/Authentication/current-identity', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-timezone' },
  });

let nextIp = 0;
function subscribeRaw(body: string, headers: Record<string, string> = {}) {
  nextIp += 1;
  return api.request('/EmailSubscription', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${nextIp}`, ...headers },
    body,
  });
}

type LogLine = { level: string; fields: Record<string, unknown>; message: string };
/** A logger that keeps its JSON lines, read back as level, message and the other fields. */
const recording = (into: LogLine[]) =>
  createLogger({
    write: (line) => {
      const { level, message, ...fields } = JSON.parse(line) as { level: string; message: string };
      into.push({ level, fields, message });
    },
  });
const lines: LogLine[] = [];
const logged = await useTestApi({ log: recording(lines) });

describe('the request log', () => {
  const requestLines = () => lines.filter((l) => l.message === 'request');

  it('has one line per request with method, path, status and duration, without the query or the body', async () => {
    lines.length = 0;
    await logged.get('/Trades?Name=private-search');
    await logged.post('/EmailSubscription', { email: 'private-person@example.com' });
    await logged.get('/ZipCodeLocation/99999');
    expect(requestLines().map((l) => [l.level, l.fields.method, l.fields.path, l.fields.status])).toEqual([
      ['info', 'GET', '/api/v1/Trades', 200],
      ['info', 'POST', '/api/v1/EmailSubscription', 201],
      ['info', 'GET', '/api/v1/ZipCodeLocation/99999', 404],
    ]);
    for (const line of requestLines()) expect(line.fields.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toMatch(/private/);
  });

  it('has no line for a health check that answers healthy, and an error line for one that does not', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i++) expect((await logged.get('/Healthcheck')).status).toBe(200);
    await logged.get('/Trades');
    expect(requestLines().map((l) => l.fields.path)).toEqual(['/api/v1/Trades']);

    const seen: LogLine[] = [];
    const down = await createTestApi({ log: recording(seen) });
    await down.close();
    expect((await down.get('/Healthcheck')).status).toBe(503);
    expect(seen.filter((l) => l.message === 'request').map((l) => [l.level, l.fields.path, l.fields.status])).toEqual([['error', '/api/v1/Healthcheck', 503]]);
  });

  it('marks a failure as an error; the caller reads a plain 500 Message, never what failed inside', async () => {
    const seen: LogLine[] = [];
    const broken = await createTestApi({ log: recording(seen) });
    await broken.close();
    const res = await broken.get('/Trades?Name=x');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ Message: 'Something went wrong on our side. Please try again.' });
    expect(seen.map((l) => [l.level, l.message, l.fields.status])).toEqual([
      ['error', 'unhandled error', undefined],
      ['error', 'request', 500],
    ]);
  });
});

describe('error reporting', () => {
  it('receives an unexpected failure, with where it happened, and no domain error', async () => {
    const reported: { error: unknown; request: FailedRequest }[] = [];
    const errors: ErrorReporter = { description: 'recording', report: (error, request) => reported.push({ error, request }), flush: async () => {} };
    const reporting = await createTestApi({ errors });
    expect((await reporting.get('/ZipCodeLocation/99999')).status).toBe(404);
    expect((await reporting.get('/Locations?OrderBy=size')).status).toBe(400);
    expect((await reporting.get('/Authentication/current-identity')).status).toBe(401);
    expect(reported).toEqual([]);

    await reporting.close();
    const failed = await reporting.get('/Trades');
    expect(failed.status).toBe(500);
    // With the answer's request id, which leads from the report to the request's log lines.
    expect(reported).toEqual([{ error: expect.any(Error), request: { method: 'GET', path: '/api/v1/Trades', requestId: failed.headers.get('X-Request-Id') } }]);
  });
});

describe('starting on a port that is in use', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'port-in-use-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with one line saying so and exit code 1, before it writes to its data folder or opens the database', async () => {
    const occupied = createServer();
    await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
    const { port } = occupied.address() as { port: number };
    try {
      const data = path.join(dataDir, 'data');
      const run = await runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data });
      expect(run).toEqual({ code: 1, stderr: `Port ${port} is in use: stop the other server or set PORT.\n` });
      expect(existsSync(data)).toBe(false);
    } finally {
      occupied.close();
    }
  });
});

/** Runs server/main.ts as `npm run dev` does, from an empty folder (no .env) removed after, until it exits. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'server-cwd-'));
  const child = spawn(projectPath('node_modules', '.bin', 'tsx'), [projectPath('server', 'main.ts')], {
    cwd,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, stderr });
    }),
  );
}
