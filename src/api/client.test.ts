import type { Middleware } from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, createApiClient, DEFAULT_TIME_ZONE, readCookie, resolveTimeZone } from './client';
import { createTokenStore } from './token-store';

const ORIGIN = 'https://app.example.test';

/** A client over a fake network that records what was sent and answers `answer`. */
function setup(overrides: Parameters<typeof createApiClient>[0] = {}, answer: () => Response = () => Response.json({ items: [] })) {
  const sent: Request[] = [];
  const memory = new Map<string, string>();
  const tokens = createTokenStore({ getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) });
  const client = createApiClient({
    baseUrl: `${ORIGIN}/api/v1`,
    tokens,
    timeZone: () => 'America/New_York',
    getCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-123' : undefined),
    pageOrigin: () => ORIGIN,
    fetch: async (request) => {
      sent.push(request);
      return answer();
    },
    ...overrides,
  });
  return { client, sent, tokens };
}

describe('API client', () => {
  it('calls /api/v1 paths under the base URL', async () => {
    const { client, sent } = setup();
    await client.GET('/Trades');
    expect(sent[0]!.url).toBe(`${ORIGIN}/api/v1/Trades`);
  });

  it('sends the access token as a bearer only when there is one', async () => {
    const { client, sent, tokens } = setup();
    await client.GET('/Trades');
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    await client.GET('/Trades');
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer access-1');
    tokens.clear();
    await client.GET('/Trades');
    expect(sent[2]!.headers.get('Authorization')).toBeNull();
  });

  it("sends the browser's time zone, and the default when it has none", async () => {
    const { client, sent } = setup();
    await client.GET('/Trades');
    expect(sent[0]!.headers.get('X-Timezone')).toBe('America/New_York');

    const noZone = setup({ timeZone: () => '' });
    await noZone.client.GET('/Trades');
    expect(noZone.sent[0]!.headers.get('X-Timezone')).toBe(DEFAULT_TIME_ZONE);
  });

  it("sets the browser's zone on a request that already carries the header (spec section 7)", async () => {
    const { client, sent } = setup();
    await client.GET('/Trades', { headers: { 'X-Timezone': 'Europe/Vilnius' } });
    expect(sent[0]!.headers.get('X-Timezone')).toBe('America/New_York');
  });

  it('echoes the XSRF cookie on state-changing requests to the page origin only', async () => {
    const { client, sent } = setup();
    await client.GET('/Trades');
    await client.POST('/EmailSubscription', { body: { email: 'a@example.com' } });
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(sent[1]!.headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');

    const elsewhere = setup({ baseUrl: 'https://api.example.test/api/v1' });
    await elsewhere.client.POST('/EmailSubscription', { body: { email: 'a@example.com' } });
    expect(elsewhere.sent[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('sends query arrays as repeated keys without brackets', async () => {
    const { client, sent } = setup();
    // A path that takes arrays may not exist yet in the generated schema; the serializer is what is under test.
    await (client.GET as (path: string, init: object) => Promise<unknown>)('/Trades', { params: { query: { Sizes: ['S', 'M'], Name: 'x y' } } });
    const url = new URL(sent[0]!.url);
    expect(url.searchParams.getAll('Sizes')).toEqual(['S', 'M']);
    expect(url.search).not.toContain('%5B');
    expect(url.searchParams.get('Name')).toBe('x y');
  });

  it('answers data for 2xx and the parsed body as error otherwise', async () => {
    const ok = setup({}, () => Response.json({ items: [], page: 1 }, { status: 200 }));
    expect((await ok.client.GET('/Trades')).data).toEqual({ items: [], page: 1 });

    const bad = setup({}, () => Response.json({ Message: 'Nope.' }, { status: 422 }));
    const result = await bad.client.GET('/Trades');
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ Message: 'Nope.' });
  });

  // Spec section 9: HTTP timeout none, success status range 200-299.
  it('waits for a slow answer however long it takes, and counts every 2xx as success', async () => {
    vi.useFakeTimers();
    try {
      let asked: Request | undefined;
      const { client } = setup({
        fetch: (request) => {
          asked = request;
          return new Promise((resolve) => setTimeout(() => resolve(Response.json({ items: [] })), 10 * 60_000));
        },
      });
      const pending = client.GET('/Trades');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect((await pending).data).toEqual({ items: [] });
      expect(asked?.signal.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    for (const status of [200, 201, 299]) expect((await setup({}, () => Response.json({ ok: status }, { status })).client.GET('/Trades')).data).toEqual({ ok: status });
    for (const status of [300, 400]) expect((await setup({}, () => Response.json({ Message: 'No.' }, { status })).client.GET('/Trades')).error).toEqual({ Message: 'No.' });
  });

  it('lets the 401 handler see responses and replay with a new token, and replaces it when set again', async () => {
    let calls = 0;
    const { client, sent } = setup({}, () => (++calls === 1 ? new Response(null, { status: 401 }) : Response.json({ items: [] })));
    const seen: number[] = [];
    const first: Middleware = { onResponse: ({ response }) => void seen.push(response.status) };
    client.setUnauthorizedMiddleware(first);
    const replaying: Middleware = {
      async onResponse({ request, response, options }) {
        if (response.status !== 401) return undefined;
        const replay = new Request(request);
        replay.headers.set('Authorization', 'Bearer fresh');
        return options.fetch(replay);
      },
    };
    client.setUnauthorizedMiddleware(replaying);
    const result = await client.GET('/Trades');
    expect(seen).toEqual([]);
    expect(result.data).toEqual({ items: [] });
    expect(sent.map((r) => r.headers.get('Authorization'))).toEqual([null, 'Bearer fresh']);
    expect(sent[1]!.headers.get('X-Timezone')).toBe('America/New_York');
  });
});

describe("the browser's zone", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is what Intl resolves, or the default when it resolves none or throws', () => {
    const resolving = (timeZone: string | undefined) =>
      vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone }) }) as Intl.DateTimeFormat);
    resolving('America/Chicago');
    expect(resolveTimeZone()).toBe('America/Chicago');
    resolving(undefined);
    expect(resolveTimeZone()).toBe(DEFAULT_TIME_ZONE);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('Invalid time zone');
    });
    expect(resolveTimeZone()).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Vilnius');
  });

  it('is what Temporal names, where the browser has it, without building an Intl formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Pacific/Auckland' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(resolveTimeZone()).toBe('Pacific/Auckland');
      expect(intl).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is asked of Intl once while the tab stays in view, and again when it comes back', () => {
    document.dispatchEvent(new Event('visibilitychange'));
    const intl = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: 'America/Denver' }) }) as Intl.DateTimeFormat);
    expect([browserTimeZone(), browserTimeZone(), browserTimeZone()]).toEqual(['America/Denver', 'America/Denver', 'America/Denver']);
    expect(intl).toHaveBeenCalledTimes(1);
    intl.mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: 'Asia/Tokyo' }) }) as Intl.DateTimeFormat);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(browserTimeZone()).toBe('Asia/Tokyo');
    expect(intl).toHaveBeenCalledTimes(2);
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=ab%3D%3D; other-XSRF-TOKEN=no')).toBe('ab==');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeUndefined();
  });
});
