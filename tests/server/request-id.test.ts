import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/lib/logger';
import { startingAnswer } from '../../server/lib/starting';
import { createTestApi, type TestApi, testEnv, useTestApi } from './harness';

type Line = { message: string; requestId?: string; status?: number };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An API whose log lines are kept, parsed. */
async function loggedApi(env: Record<string, string> = {}, open: typeof createTestApi = useTestApi) {
  const lines: Line[] = [];
  const api = await open({ env, log: createLogger({ write: (line) => lines.push(JSON.parse(line) as Line) }) });
  return { api, lines };
}

const direct = await loggedApi();
const proxied = await loggedApi({ TRUST_PROXY: 'true' });
/** Catalogue answers kept in memory carry an id and a line of their own, as every answer does. */
const kept = await (async () => {
  const lines: Line[] = [];
  const api = await useTestApi({ env: { TRUST_PROXY: 'true' }, cacheCatalogue: true, log: createLogger({ write: (line) => lines.push(JSON.parse(line) as Line) }) });
  return { api, lines };
})();

/** The id a request was answered with, and the log lines written while it was served. */
async function served({ api, lines }: { api: TestApi; lines: Line[] }, send: (api: TestApi) => Response | Promise<Response>) {
  lines.length = 0;
  const res = await send(api);
  const id = res.headers.get('x-request-id');
  return { res, id, lines: [...lines] };
}

describe('every answer', () => {
  const cases: [string, number, (api: TestApi) => Response | Promise<Response>][] = [
    ['a success', 200, (api) => api.get('/Trades')],
    ['a path no route matches', 404, (api) => api.get('/NoSuchThing')],
    ['a domain refusal', 404, (api) => api.get('/ZipCodeLocation/99999')],
    ['a field that is not valid', 400, (api) => api.get('/Locations?OrderBy=size')],
    ['a body that is not valid', 400, (api) => api.post('/ContactUs', { name: '' })],
  ];

  it.each(cases)('carries X-Request-Id, and the request log line holds the same id: %s', async (_, status, send) => {
    const { res, id, lines } = await served(direct, send);
    expect(res.status).toBe(status);
    expect(id).toMatch(UUID);
    expect(lines.filter((line) => line.message === 'request')).toEqual([expect.objectContaining({ requestId: id, status })]);
  });

  it('carries X-Request-Id on an unexpected failure, and every line written while serving it holds the id', async () => {
    const broken = await loggedApi({}, createTestApi);
    await broken.api.close();
    const { res, id, lines } = await served(broken, (api) => api.get('/Trades'));
    expect(res.status).toBe(500);
    expect(id).toMatch(UUID);
    expect(lines.map((line) => [line.message, line.requestId])).toEqual([
      ['unhandled error', id],
      ['request', id],
    ]);
  });

  it('has an id of its own', async () => {
    const ids = new Set<string | null>();
    for (let i = 0; i < 5; i++) ids.add((await served(direct, (api) => api.get('/Trades'))).id);
    expect(ids.size).toBe(5);
  });
});

describe('a kept catalogue answer and the health check', () => {
  it.each([
    ['a kept list', '/Trades?PerPage=3', 200],
    ['a kept list the client has', '/Trades?PerPage=3', 304],
  ])('carry their own X-Request-Id, on the request log line too: %s', async (_, path, status) => {
    const first = await kept.api.get(path);
    const etag = first.headers.get('etag');
    await kept.api.get(path);
    const { res, id, lines } = await served(kept, (api) => api.get(path, status === 304 && etag ? { 'If-None-Match': etag } : {}));
    expect(res.status).toBe(status);
    expect(id).toMatch(UUID);
    expect(id).not.toBe(first.headers.get('x-request-id'));
    expect(lines).toEqual([expect.objectContaining({ message: 'request', requestId: id, status })]);
  });

  it('the health check carries its own X-Request-Id, and writes no request line while it answers healthy', async () => {
    const first = await kept.api.get('/Healthcheck');
    // The first asks the database; the next are answered from that answer while it stands.
    for (let i = 0; i < 2; i++) {
      const { res, id, lines } = await served(kept, (api) => api.get('/Healthcheck'));
      expect(res.status).toBe(200);
      expect(id).toMatch(UUID);
      expect(id).not.toBe(first.headers.get('x-request-id'));
      expect(lines).toEqual([]);
    }
  });

  it('keep the proxy’s id when it is well-formed, and only then', async () => {
    await kept.api.get('/Trades');
    const named = await served(kept, (api) => api.get('/Trades', { 'X-Request-Id': 'req-7f3a9c_01==' }));
    expect(named.id).toBe('req-7f3a9c_01==');
    expect(named.lines.map((line) => line.requestId)).toEqual([named.id]);
    const forged = await served(kept, (api) => api.get('/Trades', { 'X-Request-Id': 'two words' }));
    expect(forged.id).toMatch(UUID);
    expect(JSON.stringify(forged.lines)).not.toContain('two words');
  });
});

/** The app, and what the port answers while the app starts, name their requests by one rule. */
const servers: [string, (headers: Record<string, string>, trustProxy: boolean) => Promise<{ id: string | null; lines: Line[] }>][] = [
  [
    'the app',
    async (headers, trustProxy) => {
      const { id, lines } = await served(trustProxy ? proxied : direct, (api) => api.get('/Trades', headers));
      return { id, lines };
    },
  ],
  [
    'the answer while the app starts',
    async (headers, trustProxy) => {
      const lines: Line[] = [];
      const answer = startingAnswer(testEnv(trustProxy ? { TRUST_PROXY: 'true' } : {}), createLogger({ write: (line) => lines.push(JSON.parse(line) as Line) }));
      const res = await answer(new Request('http://localhost/api/v1/Trades', { headers }));
      expect(res.status).toBe(503);
      return { id: res.headers.get('x-request-id'), lines };
    },
  ],
];

describe.each(servers)('an X-Request-Id sent with the request, to %s', (_, send) => {
  it('is not taken from a client reaching the server directly: a client could pose as another request', async () => {
    const { id, lines } = await send({ 'X-Request-Id': 'chosen-by-the-client' }, false);
    expect(id).toMatch(UUID);
    for (const line of lines) expect(line.requestId).toBe(id);
  });

  it('is kept behind the proxy (TRUST_PROXY) when it is well-formed, in the answer and the log', async () => {
    const { id, lines } = await send({ 'X-Request-Id': 'req-7f3a9c_01==' }, true);
    expect(id).toBe('req-7f3a9c_01==');
    for (const line of lines) expect(line.requestId).toBe(id);
  });

  it('is replaced behind the proxy when it is not well-formed or too long', async () => {
    for (const sent of ['two words', 'a"quote', '<script>', 'x'.repeat(128) + 'y']) {
      const { id, lines } = await send({ 'X-Request-Id': sent }, true);
      expect(id).toMatch(UUID);
      expect(JSON.stringify(lines)).not.toContain(sent);
    }
  });

  it('is a fresh one when none is sent', async () => {
    const { id } = await send({}, true);
    expect(id).toMatch(UUID);
  });
});
