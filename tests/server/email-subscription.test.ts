import { describe, expect, it } from 'vitest';
import { useTestApi } from './harness';

const api = await useTestApi();

describe('POST /EmailSubscription', () => {
  it('subscribes an address once and answers a repeat without an error', async () => {
    const first = await api.post('/EmailSubscription', { email: 'Neighbor@Example.com' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ email: 'neighbor@example.com', created: true });

    const again = await api.post('/EmailSubscription', { email: ' neighbor@example.COM ' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ email: 'neighbor@example.com', created: false });
  });

  it('refuses a malformed address with a validation problem naming the field', async () => {
    const res = await api.post('/EmailSubscription', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ title: 'Validation Error', errors: { email: ['Enter a valid e-mail address.'] } });
  });
});
