import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmailSubscription } from '../../contract/public';
import { emailSubscriptions } from '../../server/db/schema';
import { enqueueNotification } from '../../server/notifications/outbox';
import { hasOptedOut, unsubscribeToken } from '../../server/notifications/unsubscribe';
import { unique } from './factories';
import { useTestApi } from './harness';
import { newClientIp } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
const email = (name: string) => `${name}-${unique()}@example.com`;
const fromIp = () => {
  // A network of its own: the limits count an IPv6 client by its /64.
  const ip = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}::1`;
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

describe('an unsubscribe and the sign-up form', () => {
  const unsubscribe = async (address: string) => {
    const token = unsubscribeToken(api.env.JWT_SECRET, address);
    const res = await api.request(`/EmailSubscription/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', headers: { 'X-Forwarded-For': newClientIp() } });
    expect(res.status).toBe(200);
    return token;
  };
  const resubscribe = (token: string) =>
    api.request(`/EmailSubscription/resubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', headers: { 'X-Forwarded-For': newClientIp() } });
  const notice = (to: string) => enqueueNotification(api.db, { channel: 'email', to, kind: 'RenewalNotice', subject: 'Your membership renews soon', body: 'It renews on the 1st.' });
  const mailsTo = (to: string) => api.email.sent.filter((m) => m.to === to);
  /** What the form answers, without what differs by address and time. */
  const answerOf = async (res: Response) => {
    const { email: _email, subscribedAt: _at, ...rest } = (await res.json()) as EmailSubscription;
    return { status: res.status, ...rest };
  };

  it('does not take back an unsubscribe, and answers as it does for an address that never unsubscribed', async () => {
    const victim = email('victim');
    await unsubscribe(victim);
    const stranger = fromIp();
    const forVictim = [await answerOf(await stranger({ email: victim })), await answerOf(await stranger({ email: victim }))];
    const other = fromIp();
    const neverOut = email('never-out');
    const forAnother = [await answerOf(await other({ email: neverOut })), await answerOf(await other({ email: neverOut }))];
    expect(forVictim).toEqual(forAnother);
    expect(forVictim).toEqual([
      { status: 201, created: true },
      { status: 200, created: false },
    ]);

    expect(await hasOptedOut(api.db, victim)).toBe(true);
    await notice(victim);
    await api.sendNotifications();
    expect(mailsTo(victim)).toEqual([]);
  });

  it('is taken back by the unsubscribe link of the address itself, which subscribes it again', async () => {
    const owner = email('owner');
    const token = await unsubscribe(owner);
    const again = await resubscribe(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ email: owner, Message: `We will send membership notices and our news to ${owner} again.` });
    expect(await hasOptedOut(api.db, owner)).toBe(false);
    expect(await api.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, owner))).toHaveLength(1);
    // Twice answers the same.
    expect((await resubscribe(token)).status).toBe(200);

    await notice(owner);
    await api.sendNotifications();
    expect(mailsTo(owner)).toHaveLength(1);
  });

  it('refuses to take back an unsubscribe with a link this server did not make', async () => {
    const victim = email('victim');
    await unsubscribe(victim);
    const forged = `${Buffer.from(victim).toString('base64url')}.${Buffer.alloc(32).toString('base64url')}`;
    const res = await resubscribe(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      title: 'Validation Error',
      errors: { token: ['This link is not valid: open the whole link from one of our e-mails, or write to us and we will add the address again.'] },
    });
    expect(await hasOptedOut(api.db, victim)).toBe(true);
  });
});
