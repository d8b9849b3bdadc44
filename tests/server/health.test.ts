import { describe, expect, it } from 'vitest';
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

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await api.get('/NoSuchThing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ Message: 'No API route matches GET /api/v1/NoSuchThing.' });
  });
});
