import type { Middleware } from 'openapi-fetch';
import { type ActorOptions, type AnyActorLogic, createActor, fromPromise } from 'xstate';
import { type QueuedRequest, refreshQueueMachine } from '../../machines/refresh-queue.machine';

/**
 * The 401 handling of spec section 8 as openapi-fetch middleware, driven by `refreshQueueMachine`:
 * a request answered 401 waits while the tokens are refreshed (once for all such requests), then is
 * replayed with the new token; when the refresh fails every waiting request fails with its error and
 * the user is logged out. Any other answer or error passes through unchanged.
 *
 *     const queue = createRefreshQueue({
 *       refresh: async () => { ...POST /Authentication/refresh, then authActor.send({ type: 'auth.refreshed', ...tokens }) },
 *       logout: () => authActor.send({ type: 'auth.logout' }),
 *       getToken: () => tokenStore.accessToken(),
 *     });
 *     api.setUnauthorizedMiddleware(queue.middleware); // after the header middleware
 *
 * Register it last: its `onRequest` then keeps a copy of each request with every header set, and
 * its `onResponse` runs first. Calls to `/Authentication/refresh` and `/Authentication/logout`, and
 * requests sent without a bearer token, are left alone: there is nothing to refresh for them, and
 * queueing the refresh call behind itself would never end.
 */

export interface RefreshQueueOptions {
  /** Gets new tokens and hands them over (the auth actor stores them); rejects when it cannot. */
  refresh: () => Promise<void>;
  /** Logs the user out after a failed refresh. */
  logout: (error: unknown) => void;
  /** The access token to replay with (read after the refresh). */
  getToken: () => string | null | undefined;
  /** How replays are sent; the client's own fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Requests to leave alone; by default the refresh and logout calls. */
  isExempt?: (request: Request, schemaPath: string) => boolean;
  /** A simulated clock in tests. */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** The Stately inspector in development (`src/lib/inspector.ts`). */
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

interface Waiting {
  /** An unread copy of the request as first sent. */
  original: Request;
  /** The last 401 answer: what the caller gets once out of retries. */
  response: Response;
  retries: number;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

const NEVER_QUEUED = new Set(['/Authentication/refresh', '/Authentication/logout']);
const defaultIsExempt = (request: Request, schemaPath: string) => NEVER_QUEUED.has(schemaPath) || !request.headers.has('Authorization');

export function createRefreshQueue(options: RefreshQueueOptions) {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const isExempt = options.isExempt ?? defaultIsExempt;
  const originals = new Map<string, Request>();
  const waiting = new Map<string, Waiting>();
  let replays = 0;

  const settleWith = (requests: QueuedRequest[], settle: (entry: Waiting) => void) => {
    for (const { id } of requests) {
      const entry = waiting.get(id);
      if (!entry) continue;
      waiting.delete(id);
      settle(entry);
    }
  };

  const actor = createActor(
    refreshQueueMachine.provide({
      actors: { refresh: fromPromise(() => options.refresh()) },
      actions: {
        replayRequests: (_, { requests }) => {
          for (const request of requests) void replay(request.id);
        },
        rejectRequests: (_, { requests, error }) => settleWith(requests, (entry) => entry.reject(error)),
        failRequest: (_, { id }) => settleWith([{ id, retries: 0 }], (entry) => entry.resolve(entry.response)),
        logout: (_, { error }) => options.logout(error),
      },
    }),
    // An explicit `clock: undefined` would replace the default clock.
    { ...(options.clock ? { clock: options.clock } : {}), ...(options.inspect ? { inspect: options.inspect } : {}) },
  ).start();

  function queue(id: string, entry: Omit<Waiting, 'resolve' | 'reject'>): Promise<Response> {
    return new Promise((resolve, reject) => {
      waiting.set(id, { ...entry, resolve, reject });
      actor.send({ type: 'request.unauthorized', id, retries: entry.retries });
    });
  }

  /** Sends a queued request again; each attempt has its own id, under which it may be queued again. */
  async function replay(id: string): Promise<void> {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    const attempt = `${id.split('#')[0]}#${++replays}`;
    waiting.set(attempt, entry);
    const request = entry.original.clone();
    const token = options.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    actor.send({ type: 'request.started', id: attempt });
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      actor.send({ type: 'request.settled', id: attempt });
      waiting.delete(attempt);
      entry.reject(error);
      return;
    }
    if (response.status === 401) {
      // Still refused with the new token: queued again; the machine counts the retries.
      waiting.set(attempt, { ...entry, response, retries: entry.retries + 1 });
      actor.send({ type: 'request.unauthorized', id: attempt, retries: entry.retries + 1 });
      return;
    }
    actor.send({ type: 'request.settled', id: attempt });
    waiting.delete(attempt);
    entry.resolve(response);
  }

  const middleware: Middleware = {
    onRequest({ request, schemaPath, id }) {
      if (isExempt(request, schemaPath)) return;
      // The body of `request` is read when it is sent; keep a copy to replay.
      originals.set(id, request.clone());
      actor.send({ type: 'request.started', id });
    },
    async onResponse({ response, id }) {
      const original = originals.get(id);
      if (!original) return undefined;
      originals.delete(id);
      if (response.status !== 401) {
        actor.send({ type: 'request.settled', id });
        return undefined;
      }
      return queue(id, { original, response, retries: 0 });
    },
    onError({ id }) {
      if (!originals.has(id)) return;
      originals.delete(id);
      actor.send({ type: 'request.settled', id });
      // Returning nothing rethrows the error unchanged (spec section 8).
    },
  };

  return {
    middleware,
    /** The queue's actor, for the inspector and for tests. */
    actor,
    /** Requests waiting for a refresh or a replay. */
    pending: () => waiting.size,
    stop: () => actor.stop(),
  };
}
