import { describe, expect, it } from 'vitest';
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

  it('asks the database at most once a second however often it is polled, and notices it gone after that', async () => {
    const polled = await createTestApi();
    polled.clock.set('2026-12-01T12:00:00Z');
    const statuses = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await polled.get('/Healthcheck')).status));
    expect(await statuses(20)).toEqual(Array(20).fill(200));

    await polled.close();
    polled.clock.advance(DATABASE_PROBE_MS - 1);
    expect(await statuses(5)).toEqual(Array(5).fill(200));
    polled.clock.advance(1);
    expect(await statuses(5)).toEqual(Array(5).fill(503));
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await api.get('/NoSuchThing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ Message: 'No API route matches GET /api/v1/NoSuchThing.' });
  });
});
