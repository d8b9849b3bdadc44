import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { refreshQueueMachine, SETTLE_CHECK_INTERVAL_MS, SETTLE_CHECKS } from '../../machines/refresh-queue.machine';
import { consumer, openAt } from './app-harness';
import { assertFullCoverage, eventTypesOf, type StateChecks } from './model';
import { journeys, type Snapshot } from './refresh-queue.paths';
import { IDENTITY, PAGE, REFRESH, refreshRefused, refused, renewedTokens, scriptedApi, type ScriptedApi, walkingTheApp } from './scripted-api';
import { screenPathParams } from './ui';

/**
 * The 401 queue's journeys (refresh-queue.paths.ts) walked through the whole app: a page's requests
 * go through the real API client and its refresh queue to a server that answers as the journey says
 * (refused, renewed, held), and after each step the app's queue is where the model is. A request is a
 * page's (`a`, `p7`) or the app's own replay of it (`a#1`), which the step waits for.
 */

walkingTheApp();

/** Tells the page's requests apart. */
const REQUEST_HEADER = 'X-Test-Request';

interface Run {
  server: ScriptedApi;
  app?: Awaited<ReturnType<typeof openAt>>;
  queue?: AnyMachineSnapshot;
  /** What each page request ended with: its status, or `failed`. */
  results: Map<string, Promise<number | 'failed'>>;
  refreshes: number;
}
let run: Run;

const queue = (): Snapshot => {
  if (!run.queue) throw new Error('The app has not started its refresh queue');
  return run.queue as Snapshot;
};
const pageRequest = (id: string) => (request: Request) => request.headers.get(REQUEST_HEADER) === id.split('#')[0];
/** What the app shows of its queue: where it is and how many requests wait in it (replays get ids of the app's own). */
const visible = (s: Snapshot) => JSON.stringify({ value: s.value, queued: s.context.queue.length });

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    const inspect = (event: InspectionEvent) => {
      const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as AnyMachineSnapshot) : undefined;
      if (snapshot?.machine?.id === 'refreshQueue') run.queue = snapshot;
    };
    run.app = await openAt('/about', { server: run.server, session: ['access-1', 'refresh-1'], inspect });
    await run.server.answer(IDENTITY, () => Response.json(consumer));
    await waitFor(() => expect(queue().context.inFlight).toEqual([]));
  },
  'request.started': async ({ event }) => {
    const id = event.id as string;
    if (!id.includes('#')) {
      const sent = run.app!.client.GET(PAGE, { headers: { [REQUEST_HEADER]: id } });
      run.results.set(id, sent.then(({ response }) => response.status, () => 'failed' as const));
    }
    // A replay is the app's own: it has sent it once the server holds it.
    await waitFor(() => expect(run.server.waiting(PAGE, pageRequest(id))).toBe(1));
  },
  'request.settled': async ({ event }) => void (await run.server.answer(PAGE, () => Response.json([]), { which: pageRequest(event.id as string) })),
  'request.unauthorized': async ({ event }) => void (await run.server.answer(PAGE, refused, { which: pageRequest(event.id as string) })),
  'xstate.done.actor.refresh': async () => {
    await run.server.answer(REFRESH, () => renewedTokens(++run.refreshes));
    // New tokens: the session reloads the account with them.
    await run.server.answer(IDENTITY, () => Response.json(consumer));
  },
  'xstate.error.actor.refresh': async () => {
    await run.server.answer(REFRESH, refreshRefused);
    expect(await screen.findByText('Your session has ended')).toBeTruthy();
  },
  // A request is still in flight: the replay goes after about 5 s all the same.
  'xstate.after.settleWait.refreshQueue.settling': async () => {},
};

const checks: StateChecks<Snapshot> = {
  idle: () => expect(run.server.waiting(REFRESH)).toBe(0),
  refreshing: () => waitFor(() => expect(run.server.waiting(REFRESH)).toBe(1)),
  settling: (s) => {
    expect(run.server.waiting(REFRESH)).toBe(0);
    // Nothing queued is sent again before the requests in flight settle.
    for (const { id } of s.context.queue) expect(run.server.waiting(PAGE, pageRequest(id))).toBe(0);
  },
};

/** What each journey ends with, as the page and the server see it. */
const outcomes: Record<string, () => Promise<void>> = {
  '50 requests answered 401 at once: one refresh, all replayed': async () => {
    expect(run.refreshes).toBe(1);
    expect(await Promise.all([...run.results.values()])).toEqual(Array(50).fill(200));
  },
  'a refresh refused mid-page: the request fails and the session ends': async () => {
    expect(await run.results.get('a')).toBe('failed');
    await waitFor(() => expect(run.app!.storage.getItem('accessToken')).toBeNull());
  },
  'a request refused with renewed tokens twice: the third 401 is its answer': async () => {
    expect(run.refreshes).toBe(2);
    expect(await run.results.get('a')).toBe(401);
  },
  'a request still in flight after the refresh: the replay waits for it about 5 s at most': async () => {
    expect(await run.results.get('a')).toBe(200);
    expect(await run.results.get('b')).toBe(200);
  },
  'a request answered 401 just after the refresh joins the same replay': async () => {
    expect(run.refreshes).toBe(1);
    expect([await run.results.get('a'), await run.results.get('b')]).toEqual([200, 200]);
  },
  'out of retries while another request waits for the refresh': async () => {
    expect([await run.results.get('a'), await run.results.get('c')]).toEqual([401, 200]);
  },
  'out of retries while the replay waits for requests in flight': async () => {
    expect([await run.results.get('a'), await run.results.get('c'), await run.results.get('d')]).toEqual([401, 200, 200]);
  },
};

const timeoutOf = (event: AnyEventObject) => (event.type.startsWith('xstate.after.') ? SETTLE_CHECKS * SETTLE_CHECK_INTERVAL_MS + 5000 : 5000);


/** The outcome of the journey a path walks (its description starts with the journey's name). */
const outcomeOf = (description: string) => Object.entries(outcomes).find(([name]) => description.startsWith(`${name}: `))?.[1];

describe('the 401 queue along its journeys through the app', { timeout: 60_000 }, () => {
  it('walks every state and transition, with a step for every event, a check for every state and an outcome for every journey', () => {
    assertFullCoverage(refreshQueueMachine, journeys, { states: checks });
    expect(eventTypesOf(journeys).filter((type) => !actions[type])).toEqual([]);
    expect(journeys.map((j) => j.description).filter((description) => !outcomeOf(description))).toEqual([]);
  });

  it.each(journeys.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    run = { server: scriptedApi({ held: [IDENTITY, REFRESH, PAGE], identity: consumer }), results: new Map(), refreshes: 0 };
    await path.test(screenPathParams({ actions, checks, snapshot: queue, serializeState: visible, timeoutOf }));
    await outcomeOf(path.description)!();
  });
});
