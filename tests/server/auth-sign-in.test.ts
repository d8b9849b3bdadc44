import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_CODES_PER_ADDRESS, MAX_CODES_PER_NETWORK } from '../../server/auth/codes';
import { phoneCodes, rateLimits } from '../../server/db/schema';
import { useTestApi } from './harness';
import { newClientIp, newPhoneNumber, signIn } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });

/** Calls as one client (one IP), so tests do not share the per-IP limits. */
function client(ip = newClientIp()) {
  const headers = { 'X-Forwarded-For': ip };
  return {
    sendCode: (phoneNumber: string) => api.post('/Authentication/send-phone-login-token', { phoneNumber }, headers),
    login: (phoneNumber: string, code: string | undefined) => api.post('/Authentication/phone-login', { phoneNumber, code }, headers),
  };
}

/** The rate-limit counters the server keeps: what a caller leaves behind in the database. */
const counters = async () => (await api.db.select({ n: count() }).from(rateLimits))[0]!.n;

const wrongCode = (code: string | undefined) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone sign-in, the whole way', () => {
  it('signs up a new number, completes and updates the profile, refreshes and logs out', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();

    const sent = await c.sendCode(`(${phoneNumber.slice(2, 5)}) ${phoneNumber.slice(5, 8)}-${phoneNumber.slice(8)}`);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ resendAfterSeconds: 30, expiresInSeconds: 600 });
    const code = api.outbox.lastCode(phoneNumber, 'login');
    expect(code).toMatch(/^\d{6}$/);
    expect(api.outbox.messagesTo(phoneNumber).at(-1)?.text).toContain(`#${code}`);

    const login = await c.login(phoneNumber.slice(2), code);
    expect(login.status).toBe(200);
    const pair = (await login.json()) as { token: string; refreshToken: string };
    expect(pair.token.split('.')).toHaveLength(3);
    expect(pair.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const auth = { Authorization: `Bearer ${pair.token}` };

    const fresh = await api.get('/Authentication/current-identity', auth);
    expect(fresh.status).toBe(200);
    const identity = await fresh.json();
    expect(identity).toEqual({
      id: expect.any(String),
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber,
      userType: 'Consumer',
      applicationUser: { email: '', initialized: false, activeMemberships: [] },
    });

    const completed = await api.post('/Authentication/complete-user', { firstName: ' Dana ', lastName: 'Whitney', email: 'Dana@Example.com' }, auth);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({
      id: identity.id,
      firstName: 'Dana',
      lastName: 'Whitney',
      email: 'dana@example.com',
      applicationUser: { email: 'dana@example.com', initialized: true, activeMemberships: [] },
    });
    expect(await (await api.get('/Authentication/current-identity', auth)).json()).toMatchObject({ applicationUser: { initialized: true } });

    const updated = await api.post('/Authentication/update-current-user', { firstName: 'Dana', lastName: 'Whitney-Cole', email: 'dana.cole@example.com' }, auth);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ lastName: 'Whitney-Cole', email: 'dana.cole@example.com', applicationUser: { initialized: true } });

    const refreshed = await api.post('/Authentication/refresh', { refreshToken: pair.refreshToken });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { token: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    const again = await api.get('/Authentication/current-identity', { Authorization: `Bearer ${next.token}` });
    expect(await again.json()).toMatchObject({ id: identity.id, lastName: 'Whitney-Cole' });

    expect((await api.post('/Authentication/logout', { refreshToken: next.refreshToken })).status).toBe(204);
    const afterLogout = await api.post('/Authentication/refresh', { refreshToken: next.refreshToken });
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual({ Message: expect.any(String) });
  });

  it('signs a returning number in to the same account', async () => {
    const first = await signIn(api);
    api.clock.advance(30_000);
    const second = await signIn(api, { phoneNumber: first.phoneNumber, profile: false });
    expect(second.userId).toBe(first.userId);
    expect(await (await api.get('/Authentication/current-identity', second.auth)).json()).toMatchObject({ applicationUser: { initialized: true } });
  });

  it('refuses a number that is not a US phone number, naming the field', async () => {
    for (const phoneNumber of ['12345', '+44 20 7946 0958', '(108) 555-0100', 'call me', '']) {
      const res = await client().sendCode(phoneNumber);
      expect(res.status, phoneNumber).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await res.json()).toMatchObject({ title: 'Validation Error', errors: { phoneNumber: [expect.any(String)] } });
    }
  });

  it('answers a known and an unknown number identically', async () => {
    const known = await signIn(api);
    api.clock.advance(31_000);
    const a = await client().sendCode(known.phoneNumber);
    const b = await client().sendCode(newPhoneNumber());
    expect(a.status).toBe(202);
    expect(b.status).toBe(a.status);
    expect(await b.text()).toBe(await a.text());
    const headerNames = (r: Response) => [...r.headers.keys()].sort();
    expect(headerNames(b)).toEqual(headerNames(a));
  });
});

describe('login codes', () => {
  it('expire after 10 minutes', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();
    await c.sendCode(phoneNumber);
    const code = api.outbox.lastCode(phoneNumber);
    api.clock.advance(10 * 60_000 + 1000);
    const res = await c.login(phoneNumber, code);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Message: 'This code has expired or was already used.', Errors: ['Request a new code and try again.'] });
  });

  it('work once', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();
    await c.sendCode(phoneNumber);
    const code = api.outbox.lastCode(phoneNumber);
    expect((await c.login(phoneNumber, code)).status).toBe(200);
    const again = await c.login(phoneNumber, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ Message: 'This code has expired or was already used.' });
  });

  it('work only for the number they were sent to', async () => {
    const c = client();
    const [a, b] = [newPhoneNumber(), newPhoneNumber()];
    await c.sendCode(a);
    const codeA = api.outbox.lastCode(a);
    expect((await c.login(b, codeA)).status).toBe(400);

    await c.sendCode(b);
    const codeB = api.outbox.lastCode(b);
    if (codeA === codeB) return; // one chance in a million; the binding was shown above
    const res = await c.login(b, codeA);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ Message: 'This code is not correct.' });
    expect((await c.login(a, codeA)).status).toBe(200);
  });

  it('are stored as a keyed hash: the code texted appears nowhere in the database rows, used or not', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();
    await c.sendCode(phoneNumber);
    const first = api.outbox.lastCode(phoneNumber, 'login')!;
    api.clock.advance(30_000);
    await c.sendCode(phoneNumber);
    const second = api.outbox.lastCode(phoneNumber, 'login')!;
    expect((await c.login(phoneNumber, wrongCode(second))).status).toBe(400);
    expect((await c.login(phoneNumber, second)).status).toBe(200);

    const rows = await api.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phoneNumber));
    expect(rows).toHaveLength(2);
    const [replaced, used] = [rows.find((row) => row.replacedAt), rows.find((row) => row.usedAt)];
    for (const [row, code] of [[replaced!, first], [used!, second]] as const) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      // Keyed with the server secret: hashing a guess without it does not give the stored value.
      expect(row.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    }
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
  });

  it('are replaced by a resend: only the newest code works', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();
    await c.sendCode(phoneNumber);
    const first = api.outbox.lastCode(phoneNumber);
    api.clock.advance(30_000);
    await c.sendCode(phoneNumber);
    const second = api.outbox.lastCode(phoneNumber);
    if (first !== second) expect((await c.login(phoneNumber, first)).status).toBe(400);
    expect((await c.login(phoneNumber, second)).status).toBe(200);
  });

  it('lock after 5 wrong tries: even the right code then fails, and a resend does not help until the lock ends', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();
    await c.sendCode(phoneNumber);
    const code = api.outbox.lastCode(phoneNumber);

    const left: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.login(phoneNumber, wrongCode(code));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { Message: string; Errors: string[] };
      expect(body.Message).toBe('This code is not correct.');
      left.push(body.Errors[0] ?? '');
    }
    expect(left[0]).toContain('4 tries left');
    expect(left[3]).toContain('1 try left');
    expect(left[4]).toContain('No tries left');

    const right = await c.login(phoneNumber, code);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await right.json()).toMatchObject({ Message: 'Too many wrong codes for this phone number.' });

    api.clock.advance(31_000);
    const resend = await c.sendCode(phoneNumber);
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('retry-after'))).toBeLessThanOrEqual(600 - 31);

    api.clock.advance(10 * 60_000);
    expect((await c.sendCode(phoneNumber)).status).toBe(202);
    expect((await c.login(phoneNumber, api.outbox.lastCode(phoneNumber))).status).toBe(200);
  });

  it('keep the count of wrong tries across a resend', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();
    await c.sendCode(phoneNumber);
    const first = api.outbox.lastCode(phoneNumber);
    for (let i = 0; i < 3; i++) expect((await c.login(phoneNumber, wrongCode(first))).status).toBe(400);

    api.clock.advance(30_000);
    expect((await c.sendCode(phoneNumber)).status).toBe(202);
    const second = api.outbox.lastCode(phoneNumber);
    const fourth = await c.login(phoneNumber, wrongCode(second));
    expect(await fourth.json()).toMatchObject({ Errors: [expect.stringContaining('1 try left')] });
    expect((await c.login(phoneNumber, wrongCode(second))).status).toBe(400);
    expect((await c.login(phoneNumber, second)).status).toBe(429);
  });

  it('hold up against parallel guessing: at most 5 tries are ever checked', async () => {
    const c = client();
    const phoneNumber = newPhoneNumber();
    await c.sendCode(phoneNumber);
    const code = api.outbox.lastCode(phoneNumber);
    const results = await Promise.all(Array.from({ length: 12 }, () => c.login(phoneNumber, wrongCode(code))));
    const answers = await Promise.all(results.map(async (r) => `${r.status} ${((await r.json()) as { Message: string }).Message}`));
    expect(answers.filter((a) => a === '400 This code is not correct.')).toHaveLength(5);
    // The rest were refused unchecked: by the network's count, or, for a try that found the code after
    // five others had used it up and before it was counted itself, by the code's.
    expect(answers.filter((a) => a !== '400 This code is not correct.').every((a) => a === '429 Too many wrong codes for this phone number.' || a === '400 This code can no longer be used.')).toBe(true);
  });
});

describe('code request limits', () => {
  it('allow one code per number and network every 30 seconds and 3 an hour, and 5 in 15 minutes per number', async () => {
    const phoneNumber = newPhoneNumber();
    const home = client();
    expect((await home.sendCode(phoneNumber)).status).toBe(202);

    const tooSoon = await home.sendCode(phoneNumber);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(await tooSoon.json()).toMatchObject({ Message: 'A code was requested for this number moments ago.', Errors: [expect.stringMatching(/^Try again in \d+ seconds\.$/)] });

    for (let i = 2; i <= 3; i++) {
      api.clock.advance(30_000);
      expect((await home.sendCode(phoneNumber)).status, `code ${i}`).toBe(202);
    }
    api.clock.advance(30_000);
    const fourth = await home.sendCode(phoneNumber);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(30 * 60);

    // Other networks still get codes for the number, up to its own 5 in 15 minutes, counted from the first.
    for (let i = 4; i <= 5; i++) expect((await client().sendCode(phoneNumber)).status, `code ${i}`).toBe(202);
    const sixth = await client().sendCode(phoneNumber);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60 - 90);
    expect(api.outbox.messagesTo(phoneNumber)).toHaveLength(5);

    // Past the 15 minutes, another network gets a code; the first network waits for its hour.
    api.clock.advance(15 * 60_000);
    expect((await client().sendCode(phoneNumber)).status).toBe(202);
    expect((await home.sendCode(phoneNumber)).status).toBe(429);
    api.clock.advance(45 * 60_000);
    expect((await home.sendCode(phoneNumber)).status).toBe(202);
  });

  it('allow 20 codes an hour from one address', async () => {
    const c = client();
    for (let i = 0; i < 20; i++) expect((await c.sendCode(newPhoneNumber())).status).toBe(202);
    const flood = await c.sendCode(newPhoneNumber());
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client().sendCode(newPhoneNumber())).status).toBe(202);
  });

  it('do not count a second tap against the address: it still gets its 20 codes', async () => {
    const c = client();
    for (let i = 0; i < MAX_CODES_PER_ADDRESS; i++) {
      const phoneNumber = newPhoneNumber();
      expect((await c.sendCode(phoneNumber)).status, `code ${i}`).toBe(202);
      expect((await c.sendCode(phoneNumber)).status, `second tap ${i}`).toBe(429);
    }
    expect((await c.sendCode(newPhoneNumber())).status).toBe(429);
  });

  it('keep nothing for the numbers an address makes up once the address is refused', async () => {
    const c = client();
    for (let i = 0; i < MAX_CODES_PER_ADDRESS; i++) expect((await c.sendCode(newPhoneNumber())).status).toBe(202);
    const kept = await counters();
    const flood = await Promise.all(Array.from({ length: 200 }, () => c.sendCode(newPhoneNumber())));
    expect(flood.map((res) => res.status)).toEqual(Array(200).fill(429));
    expect(await counters()).toBe(kept);
  });

  it('keep nothing for the addresses and numbers of a network once the network is refused', async () => {
    const network = newClientIp();
    const at = (last: number) => client(network.replace(/\.\d+$/, `.${last}`));
    for (let i = 0; i < MAX_CODES_PER_NETWORK; i++) expect((await at(1 + Math.floor(i / MAX_CODES_PER_ADDRESS)).sendCode(newPhoneNumber())).status).toBe(202);
    const kept = await counters();
    const flood = await Promise.all(Array.from({ length: 100 }, (_, i) => at(100 + i).sendCode(newPhoneNumber())));
    expect(flood.map((res) => res.status)).toEqual(Array(100).fill(429));
    expect(await counters()).toBe(kept);
  });
});
