import { describe, expect, it, vi } from 'vitest';
import { DATABASE_PROBE_MS } from '../../server/routes/health.handlers';
import { createTestApi, useTestApi } from './harness';

const api = await useTestApi();

describe('GET /Healthcheck', () => {
  it('answers ok when the database answers', async () => {
    const res = await api.get('/Healthcheck');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not answer, so a load balancer takes the instance out', async () => {
    const down = await createTestApi();
    await down.close();
    const res = await down.get('/Healthcheck');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it('answers 503 once the instance is stopping, so a load balancer sends it no more', async () => {
    let stopping = false;
    const stopped = await createTestApi({ stopping: () => stopping });
    expect((await stopped.get('/Healthcheck')).status).toBe(200);
    stopping = true;
    const res = await stopped.get('/Healthcheck');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'up' });
    await stopped.close();
  });

  it('asks the database at most once a second however often it is polled, and notices it gone after that', async () => {
    const polled = await createTestApi();
    polled.clock.set('2026-12-01T12:00:00Z');
    const asked = vi.spyOn(polled.db, 'execute');
    const statuses = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await polled.get('/Healthcheck')).status));
    expect(await statuses(20)).toEqual(Array(20).fill(200));
    expect(asked).toHaveBeenCalledTimes(1);

    await polled.close();
    polled.clock.advance(DATABASE_PROBE_MS - 1);
    expect(await statuses(5)).toEqual(Array(5).fill(200));
    expect(asked).toHaveBeenCalledTimes(1);
    // The next check asks again; it and the checks that come while the query is in flight are
    // answered from the last answer, and the first after it from the new one.
    polled.clock.advance(1);
    expect(await statuses(5)).toEqual(Array(5).fill(200));
    expect(asked).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(await statuses(5)).toEqual(Array(5).fill(503)));
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('waits for a database that takes longer than a second to answer, rather than answering from an older answer', async () => {
    const slow = await createTestApi();
    slow.clock.set('2026-12-01T12:00:00Z');
    expect((await slow.get('/Healthcheck')).status).toBe(200);
    let answer: (rows: unknown) => void = () => {};
    const execute = slow.db.execute.bind(slow.db);
    vi.spyOn(slow.db, 'execute').mockImplementation(((query: Parameters<typeof execute>[0]) =>
      new Promise((resolve) => (answer = resolve)).then(() => execute(query))) as typeof execute);

    slow.clock.advance(DATABASE_PROBE_MS);
    expect((await slow.get('/Healthcheck')).status).toBe(200);
    slow.clock.advance(DATABASE_PROBE_MS - 1);
    expect((await slow.get('/Healthcheck')).status).toBe(200);
    // The query in flight has stood in for the last answer as long as one stands: the next check waits.
    slow.clock.advance(1);
    let settled = false;
    const waiting = Promise.resolve(slow.get('/Healthcheck')).then((res) => ((settled = true), res));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    answer([]);
    expect((await waiting).status).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await api.get('/NoSuchThing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ Message: 'No API route matches GET /api/v1/NoSuchThing.' });
  });
});
