import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/lib/logger';
import { createTestApi, type TestApi, useTestApi } from './harness';

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

describe('an X-Request-Id sent with the request', () => {
  const withId = (value: string) => (api: TestApi) => api.get('/Trades', { 'X-Request-Id': value });

  it('is not taken from a client reaching the server directly: a client could pose as another request', async () => {
    const { id, lines } = await served(direct, withId('chosen-by-the-client'));
    expect(id).toMatch(UUID);
    expect(lines.map((line) => line.requestId)).toEqual([id]);
  });

  it('is kept behind the proxy (TRUST_PROXY) when it is well-formed, in the answer and the log', async () => {
    const { id, lines } = await served(proxied, withId('req-7f3a9c_01=='));
    expect(id).toBe('req-7f3a9c_01==');
    expect(lines.map((line) => line.requestId)).toEqual([id]);
  });

  it('is replaced behind the proxy when it is not well-formed or too long', async () => {
    for (const sent of ['two words', 'a"quote', '<script>', 'x'.repeat(129)]) {
      const { id, lines } = await served(proxied, withId(sent));
      expect(id).toMatch(UUID);
      expect(JSON.stringify(lines)).not.toContain(sent);
    }
  });
});
