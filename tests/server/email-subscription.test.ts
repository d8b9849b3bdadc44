import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unique } from './factories';
import { useTestApi } from './harness';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
const email = (name: string) => `${name}-${unique()}@example.com`;
const fromIp = () => {
  const ip = `2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
  return (body: unknown) => api.post('/EmailSubscription', body, { 'X-Forwarded-For': ip });
};

describe('POST /EmailSubscription', () => {
  it('subscribes an address once and answers a repeat without an error', async () => {
    const subscribe = fromIp();
    const first = await subscribe({ email: 'Neighbor@Example.com' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ email: 'neighbor@example.com', created: true });

    const again = await subscribe({ email: ' neighbor@example.COM ' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ email: 'neighbor@example.com', created: false });
  });

  it('refuses a malformed or missing address with a validation problem naming the field', async () => {
    const subscribe = fromIp();
    const res = await subscribe({ email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ title: 'Validation Error', errors: { email: ['Enter a valid e-mail address.'] } });
    expect(await (await subscribe({})).json()).toMatchObject({ errors: { email: ['This field is required.'] } });
  });

  it('allows 5 attempts a minute from one address, counting invalid ones, then answers 429 with Retry-After', async () => {
    api.clock.set('2026-03-01T10:00:00Z');
    const subscribe = fromIp();
    for (let i = 0; i < 4; i++) expect((await subscribe({ email: email(`person${i}`) })).status).toBe(201);
    expect((await subscribe({ email: 'broken' })).status).toBe(400);

    api.clock.advance(20_000);
    const limited = await subscribe({ email: email(`late`) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('40');
    expect(await limited.json()).toEqual({ Message: 'Too many sign-ups from your network. Please try again later.', Errors: ['Try again in 40 seconds.'] });

    // Another address is not held back, and the first one may go on once the minute is over.
    expect((await fromIp()({ email: email(`other`) })).status).toBe(201);
    api.clock.advance(40_000);
    expect((await subscribe({ email: email(`later`) })).status).toBe(201);
  });

  it('allows at most 20 attempts an hour from one address', async () => {
    api.clock.set('2026-03-02T10:00:00Z');
    const subscribe = fromIp();
    for (let minute = 0; minute < 4; minute++) {
      for (let i = 0; i < 5; i++) expect((await subscribe({ email: email(`m${minute}-${i}`) })).status).toBe(201);
      api.clock.advance(60_000);
    }
    const limited = await subscribe({ email: email(`over`) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBe(56 * 60);
  });
});
