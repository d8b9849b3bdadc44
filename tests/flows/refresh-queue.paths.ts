import type { SnapshotFrom } from 'xstate';
import { type RefreshQueueMachine, refreshQueueMachine } from '../../machines/refresh-queue.machine';
import { type ModelEvent, pathsFor, pathThrough } from './model';

/** The paths through the refresh queue machine (refresh-queue.model.test.ts). */

export type Snapshot = SnapshotFrom<RefreshQueueMachine>;

export const refreshFailed = { kind: 'unauthorized', status: 401, message: 'Your session has ended. Please sign in again.' };

export const events: ModelEvent<RefreshQueueMachine>[] = [
  { type: 'request.started', id: 'a' },
  { type: 'request.started', id: 'b' },
  { type: 'request.settled', id: 'a' },
  { type: 'request.settled', id: 'b' },
  { type: 'request.unauthorized', id: 'a', retries: 0 },
  { type: 'request.unauthorized', id: 'b', retries: 1 },
  { type: 'request.unauthorized', id: 'a', retries: 2 },
  { type: 'xstate.done.actor.refresh' },
  { type: 'xstate.error.actor.refresh', error: refreshFailed },
  { type: 'xstate.after.settleWait.refreshQueue.settling' },
];

export const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, queue: s.context.queue, inFlight: [...s.context.inFlight].sort() });

export const paths = pathsFor(refreshQueueMachine, { events, serializeState });


const started = (id: string) => ({ type: 'request.started', id }) as const;
const settled = (id: string) => ({ type: 'request.settled', id }) as const;
const refused = (id: string, retries: number) => ({ type: 'request.unauthorized', id, retries }) as const;
const renewed = { type: 'xstate.done.actor.refresh' } as const;
const REQUESTS = Array.from({ length: 50 }, (_, i) => `p${i + 1}`);

/** `a`, then the app replays it as `a#1`, `a#2`: sent, refused and refreshed until the third 401. */
const refusedTwiceOver = [started('a'), refused('a', 0), renewed, started('a#1'), refused('a#1', 1), renewed, started('a#2')];

/**
 * The queue's journeys QA asks about by name, each a path through the machine (refresh-queue.ui.test.tsx
 * walks them through the app). A request is a page's (`a`, `p7`) or the app's replay of one (`a#1`).
 */
const chains: { name: string; events: ModelEvent<RefreshQueueMachine>[] }[] = [
  {
    name: '50 requests answered 401 at once: one refresh, all replayed',
    events: [...REQUESTS.map(started), ...REQUESTS.map((id) => refused(id, 0)), renewed, ...REQUESTS.map((id) => started(`${id}#1`)), ...REQUESTS.map((id) => settled(`${id}#1`))],
  },
  {
    name: 'a refresh refused mid-page: the request fails and the session ends',
    events: [started('a'), refused('a', 0), { type: 'xstate.error.actor.refresh', error: refreshFailed }],
  },
  { name: 'a request refused with renewed tokens twice: the third 401 is its answer', events: [...refusedTwiceOver, refused('a#2', 2)] },
  {
    name: 'a request still in flight after the refresh: the replay waits for it about 5 s at most',
    events: [started('a'), started('b'), refused('a', 0), renewed, { type: 'xstate.after.settleWait.refreshQueue.settling' }, started('a#1'), settled('a#1'), settled('b')],
  },
  {
    name: 'a request answered 401 just after the refresh joins the same replay',
    events: [started('a'), started('b'), refused('a', 0), renewed, refused('b', 0), started('a#1'), started('b#1'), settled('a#1'), settled('b#1')],
  },
  {
    name: 'out of retries while another request waits for the refresh',
    events: [...refusedTwiceOver, started('c'), refused('c', 0), refused('a#2', 2), renewed, started('c#1'), settled('c#1')],
  },
  {
    name: 'out of retries while the replay waits for requests in flight',
    events: [...refusedTwiceOver, started('c'), started('d'), refused('c', 0), renewed, refused('a#2', 2), settled('d'), started('c#1'), settled('c#1')],
  },
];

export const journeys = chains.map(({ name, events: chain }) => pathThrough(refreshQueueMachine, { name, events: chain, serializeState }));
