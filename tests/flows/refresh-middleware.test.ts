import createClient, { type Middleware } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { SETTLE_CHECK_INTERVAL_MS, SETTLE_CHECKS } from '../../machines/refresh-queue.machine';
import type { paths } from '../../src/api/schema.gen';
import { createRefreshQueue } from '../../src/api/refresh-middleware';
import { identityFixture } from './fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unauthorized = () => Response.json({ Message: 'Sign in to continue.' }, { status: 401 });

/**
 * An API that accepts one access token at a time, a session whose refresh swaps it, and a client
 * wired as the app wires it: bearer header first, the refresh queue last.
 */
function setup(options: { refresh?: () => Promise<void>; answer?: (request: Request) => Promise<Response> | undefined; clock?: SimulatedClock } = {}) {
  const accepted = 'access-2';
  let token = 'access-1';
  let refuseAll = false;
  let refreshes = 0;
  const logouts: unknown[] = [];
  const sent: string[] = [];
  const fetch = async (request: Request) => {
    sent.push(`${new URL(request.url).pathname} ${request.headers.get('Authorization')}`);
    const special = options.answer?.(request);
    if (special) return special;
    await sleep(1);
    if (refuseAll || request.headers.get('Authorization') !== `Bearer ${accepted}`) return unauthorized();
    return Response.json(identityFixture());
  };
  const queue = createRefreshQueue({
    refresh:
      options.refresh ??
      (async () => {
        refreshes++;
        await sleep(5);
        token = accepted;
      }),
    logout: (error) => void logouts.push(error),
    getToken: () => token,
    fetch,
    clock: options.clock,
  });
  const bearer: Middleware = {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${token}`);
    },
  };
  const client = createClient<paths>({ baseUrl: 'http://api.test/api/v1', fetch });
  client.use(bearer, queue.middleware);
  return {
    client,
    queue,
    sent,
    logouts,
    refreshes: () => refreshes,
    rejectEveryToken: () => void (refuseAll = true),
  };
}

describe('401 refresh queue as openapi-fetch middleware (spec section 8)', () => {
  it('20 parallel requests answered 401 share one refresh and all succeed on replay', async () => {
    const api = setup();
    const results = await Promise.all(Array.from({ length: 20 }, () => api.client.GET('/Authentication/current-identity')));
    expect(api.refreshes()).toBe(1);
    for (const result of results) {
      expect(result.response.status).toBe(200);
      expect(result.data?.firstName).toBe('Ada');
    }
    expect(api.sent.filter((s) => s.endsWith('access-1'))).toHaveLength(20);
    expect(api.sent.filter((s) => s.endsWith('access-2'))).toHaveLength(20);
    expect(api.queue.pending()).toBe(0);
    expect(api.queue.actor.getSnapshot().value).toBe('idle');
  });

  it('waits for requests still in flight, so a late 401 joins the same replay', async () => {
    let releaseSlow = () => {};
    let slowCalls = 0;
    const api = setup({
      answer: (request) => {
        if (new URL(request.url).pathname !== '/api/v1/Trades' || slowCalls++ > 0) return undefined;
        return new Promise<Response>((resolve) => (releaseSlow = () => resolve(unauthorized())));
      },
    });
    const slow = api.client.GET('/Trades', {});
    const fast = Array.from({ length: 3 }, () => api.client.GET('/Authentication/current-identity'));
    // The refresh is over; the slow request, sent with the old token, is still out.
    await vi.waitFor(() => expect(api.queue.actor.getSnapshot().value).toBe('settling'));
    expect(api.queue.pending()).toBe(3);
    releaseSlow();
    const [slowResult, ...fastResults] = await Promise.all([slow, ...fast]);
    expect(api.refreshes()).toBe(1);
    expect(slowResult.response.status).toBe(200);
    for (const result of fastResults) expect(result.response.status).toBe(200);
  });

  it('replays after 100 checks of 50 ms even if a request never settles', async () => {
    const clock = new SimulatedClock();
    const api = setup({
      clock,
      answer: (request) => (new URL(request.url).pathname === '/api/v1/Trades' ? new Promise<Response>(() => {}) : undefined),
    });
    void api.client.GET('/Trades', {});
    const waiting = api.client.GET('/Authentication/current-identity');
    await vi.waitFor(() => expect(api.queue.actor.getSnapshot().value).toBe('settling'));
    clock.increment(SETTLE_CHECKS * SETTLE_CHECK_INTERVAL_MS - 1);
    expect(api.queue.actor.getSnapshot().value).toBe('settling');
    clock.increment(1);
    expect((await waiting).response.status).toBe(200);
  });

  it('when the refresh fails, drops the queue, logs out once and rethrows the error to every caller', async () => {
    const failure = { kind: 'unauthorized', status: 401, message: 'Your session has ended. Please sign in again.' };
    const api = setup({ refresh: () => sleep(5).then(() => Promise.reject(failure)) });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => api.client.GET('/Authentication/current-identity')));
    for (const result of results) expect(result).toEqual({ status: 'rejected', reason: failure });
    expect(api.logouts).toEqual([failure]);
    expect(api.queue.pending()).toBe(0);
  });

  it('retries a request at most twice: the third 401 is its answer', async () => {
    const api = setup();
    api.rejectEveryToken();
    const result = await api.client.GET('/Authentication/current-identity');
    expect(result.response.status).toBe(401);
    expect(result.error).toEqual({ Message: 'Sign in to continue.' });
    expect(api.sent).toHaveLength(3);
    expect(api.refreshes()).toBe(2);
    expect(api.logouts).toEqual([]);
  });

  it('passes every other answer and error through unchanged', async () => {
    const offline = new TypeError('Failed to fetch');
    const api = setup({
      answer: (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/v1/Trades') return Promise.resolve(Response.json({ Message: 'Down for maintenance.' }, { status: 503 }));
        if (path === '/api/v1/Locations') return Promise.reject(offline);
        return undefined;
      },
    });
    const down = await api.client.GET('/Trades', {});
    expect(down.response.status).toBe(503);
    expect(down.error).toEqual({ Message: 'Down for maintenance.' });
    await expect(api.client.GET('/Locations', {})).rejects.toBe(offline);
    expect(api.refreshes()).toBe(0);
    expect(api.queue.actor.getSnapshot().context.inFlight).toEqual([]);
  });

  it('leaves the refresh call itself alone', async () => {
    const api = setup();
    const result = await api.client.POST('/Authentication/refresh', { body: { refreshToken: 'old' } });
    expect(result.response.status).toBe(401);
    expect(api.refreshes()).toBe(0);
  });
});
