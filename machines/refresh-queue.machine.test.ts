import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { MAX_RETRIES, refreshQueueMachine, SETTLE_CHECK_INTERVAL_MS, SETTLE_CHECKS } from './refresh-queue.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(refresh: () => Promise<void> = async () => {}) {
  const log: string[] = [];
  const clock = new SimulatedClock();
  let refreshes = 0;
  const actor = createActor(
    refreshQueueMachine.provide({
      actors: { refresh: fromPromise(() => (refreshes++, refresh())) },
      actions: {
        replayRequests: (_, { requests }) => void log.push(`replay ${requests.map((r) => r.id).join(',')}`),
        rejectRequests: (_, { requests, error }) => void log.push(`reject ${requests.map((r) => r.id).join(',')} with ${String(error)}`),
        failRequest: (_, { id }) => void log.push(`fail ${id}`),
        logout: () => void log.push('logout'),
      },
    }),
    { clock },
  ).start();
  return { actor, log, clock, refreshes: () => refreshes };
}

describe('refresh queue machine (spec section 8)', () => {
  it('shares one refresh among 401s and replays once nothing is in flight', async () => {
    const { actor, log, refreshes } = start();
    for (const id of ['a', 'b', 'c']) actor.send({ type: 'request.started', id });
    actor.send({ type: 'request.unauthorized', id: 'a', retries: 0 });
    actor.send({ type: 'request.unauthorized', id: 'b', retries: 0 });
    await settle();
    expect(refreshes()).toBe(1);
    expect(actor.getSnapshot().value).toBe('settling'); // c is still out
    actor.send({ type: 'request.unauthorized', id: 'c', retries: 0 });
    expect(log).toEqual(['replay a,b,c']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('replays after 100 checks of 50 ms at the latest', async () => {
    const { actor, log, clock } = start();
    actor.send({ type: 'request.started', id: 'slow' });
    actor.send({ type: 'request.unauthorized', id: 'a', retries: 0 });
    await settle();
    clock.increment(SETTLE_CHECKS * SETTLE_CHECK_INTERVAL_MS - 1);
    expect(log).toEqual([]);
    clock.increment(1);
    expect(log).toEqual(['replay a']);
  });

  it('a failed refresh rejects the queue and logs out', async () => {
    const { actor, log } = start(() => Promise.reject('expired'));
    actor.send({ type: 'request.unauthorized', id: 'a', retries: 0 });
    actor.send({ type: 'request.unauthorized', id: 'b', retries: 1 });
    await settle();
    expect(log).toEqual(['reject a,b with expired', 'logout']);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it(`gives up on a request after ${MAX_RETRIES} retries`, () => {
    const { actor, log, refreshes } = start();
    actor.send({ type: 'request.unauthorized', id: 'a', retries: MAX_RETRIES });
    expect(log).toEqual(['fail a']);
    expect(refreshes()).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
