import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchaTokens, contactMessages, emailSubscriptions, jobRequests, storageUnitEnquiries } from '../../server/db/schema';
import { RecaptchaVerifier, SITEVERIFY_URL } from '../../server/captcha/recaptcha';
import { aListing, aLocation, aSize, aTrade, aZipCode, unique, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { newClientIp } from './sign-in';

/**
 * Google's siteverify as the real adapter meets it, answering by the token's prefix: `pass-` succeeds
 * (every time, so that a replay can only be stopped by our own record), `wrong-` is an invalid answer,
 * `stale-` is timeout-or-duplicate, `down-` is a network failure and `secret-` a refused secret.
 */
const google = {
  calls: [] as URLSearchParams[],
  fetch: (async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) !== SITEVERIFY_URL) throw new Error(`unexpected request to ${String(url)}`);
    const form = new URLSearchParams(String(init?.body));
    google.calls.push(form);
    const token = form.get('response') ?? '';
    // Lets a parallel replay reach the database while the first request is still waiting here.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (token.startsWith('down-')) throw new TypeError('fetch failed');
    const answer = token.startsWith('pass-')
      ? { success: true, challenge_ts: '2026-05-04T09:00:00Z', hostname: 'localhost' }
      : { success: false, 'error-codes': [token.startsWith('stale-') ? 'timeout-or-duplicate' : token.startsWith('secret-') ? 'invalid-input-secret' : 'invalid-input-response'] };
    return Response.json(answer);
  }) as typeof fetch,
  callsFor: (token: string) => google.calls.filter((c) => c.get('response') === token),
};

const api = await useTestApi({ env: { TRUST_PROXY: 'true' }, captcha: new RecaptchaVerifier({ secret: 'test-recaptcha-secret', fetch: google.fetch }) });
// Job requests are taken only for a zip code the provider serves.
await aZipCode(api.db, { zip: '01772' });

const token = (kind: 'pass' | 'wrong' | 'stale' | 'down' | 'secret') => `${kind}-${unique()}`;
const send = (path: string, body: unknown, captcha?: string, ip = newClientIp()) =>
  api.post(path, body, { 'X-Forwarded-For': ip, ...(captcha === undefined ? {} : { 'X-Recaptcha-Token': captcha }) });

/** Each public form: a valid body, and how many rows it has written for that body. */
const forms = {
  '/ContactUs': {
    body: async () => ({ name: 'Jane Doe', email: `jane-${unique()}@example.com`, message: 'Do you repair storm doors?' }),
    written: async (b: { email: string }) => (await api.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, b.email)))[0]!.n,
  },
  '/StorageUnitEnquiries': {
    body: async () => ({
      listingId: (await aListing(api.db, await aLocation(api.db), await aSize(api.db, 5, 10))).id,
      name: 'Sam Carter',
      email: `sam-${unique()}@example.com`,
      phone: '508-555-0177',
    }),
    written: async (b: { email: string }) => (await api.db.select({ n: count() }).from(storageUnitEnquiries).where(eq(storageUnitEnquiries.email, b.email)))[0]!.n,
  },
  '/PublicJobRequest': {
    body: async () => ({
      tradeId: (await aTrade(api.db)).id,
      description: 'Replace a cracked window pane.',
      address: '3 Elm Street',
      city: 'Southborough',
      zipCode: '01772',
      contactName: 'Alex Rivera',
      contactPhone: '(774) 555-0123',
      email: `alex-${unique()}@example.com`,
    }),
    written: async (b: { email: string }) => (await api.db.select({ n: count() }).from(jobRequests).where(eq(jobRequests.contactEmail, b.email)))[0]!.n,
  },
  '/EmailSubscription': {
    body: async () => ({ email: `pat-${unique()}@example.com` }),
    written: async (b: { email: string }) => (await api.db.select({ n: count() }).from(emailSubscriptions).where(eq(emailSubscriptions.email, b.email)))[0]!.n,
  },
};
type FormPath = keyof typeof forms;
const paths = Object.keys(forms) as FormPath[];

/** The job form names its e-mail field contactEmail; the fixtures keep one name so `written` is shared. */
const wire = (path: FormPath, body: Record<string, unknown>) => {
  if (path !== '/PublicJobRequest') return body;
  const { email, ...rest } = body;
  return { ...rest, contactEmail: email };
};

describe.each(paths)('%s with captcha checks on', (path) => {
  const form = forms[path];

  it('accepts a passing answer, checking it with Google with the secret and the client address', async () => {
    const body = await form.body();
    const answer = token('pass');
    const ip = newClientIp();
    expect((await send(path, wire(path, body), answer, ip)).status).toBe(201);
    expect(await form.written(body)).toBe(1);
    expect(google.callsFor(answer).map((c) => Object.fromEntries(c))).toEqual([{ secret: 'test-recaptcha-secret', response: answer, remoteip: ip }]);
  });

  it.each([
    ['no header', undefined],
    ['a blank header', ' '],
    ["the client's placeholder", 'recaptcha-token'],
  ])('refuses %s with 400 and stores nothing, without asking Google', async (_, header) => {
    const body = await form.body();
    const before = google.calls.length;
    expect(await domainError(await send(path, wire(path, body), header), 400)).toBe('Please complete the captcha.');
    expect(await form.written(body)).toBe(0);
    expect(google.calls.length).toBe(before);
  });

  it('refuses an answer Google rejects with 400 and stores nothing', async () => {
    const body = await form.body();
    expect(await domainError(await send(path, wire(path, body), token('wrong')), 400)).toBe('The captcha check failed. Please try again.');
    expect(await form.written(body)).toBe(0);
  });

  it('refuses an answer Google calls expired or duplicate with 400 and stores nothing', async () => {
    const body = await form.body();
    expect(await domainError(await send(path, wire(path, body), token('stale')), 400)).toBe(
      'The captcha has expired or was already used. Please complete it again.',
    );
    expect(await form.written(body)).toBe(0);
  });

  it('refuses a reused answer itself, even when Google would accept it, and stores nothing', async () => {
    const answer = token('pass');
    expect((await send(path, wire(path, await form.body()), answer)).status).toBe(201);

    const body = await form.body();
    expect(await domainError(await send(path, wire(path, body), answer), 400)).toBe('This captcha was already used. Please complete it again.');
    expect(await form.written(body)).toBe(0);
    expect(google.callsFor(answer)).toHaveLength(1);
  });

  it('answers 503 and stores nothing when Google cannot be reached or refuses our secret', async () => {
    for (const answer of [token('down'), token('secret')]) {
      const body = await form.body();
      expect(await domainError(await send(path, wire(path, body), answer), 503)).toBe(
        'We could not check the captcha just now. Please try again in a minute, or call us.',
      );
      expect(await form.written(body)).toBe(0);
    }
  });

  it('checks the body first, so an invalid form neither asks Google nor spends the answer', async () => {
    const answer = token('pass');
    const body = await form.body();
    const errors = await validationErrors(await send(path, wire(path, { ...body, email: 'not-an-address' }), answer));
    expect(Object.values(errors)).toEqual([['Enter a valid e-mail address.']]);
    expect(google.callsFor(answer)).toHaveLength(0);

    expect((await send(path, wire(path, body), answer)).status).toBe(201);
    expect(await form.written(body)).toBe(1);
  });
});

describe('captcha answers across requests', () => {
  it('lets only one of two parallel requests with the same answer through', async () => {
    const answer = token('pass');
    const first = await forms['/ContactUs'].body();
    const second = await forms['/ContactUs'].body();
    const statuses = await Promise.all([first, second].map((b) => send('/ContactUs', b, answer)));
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await forms['/ContactUs'].written(first)) + (await forms['/ContactUs'].written(second))).toBe(1);
  });

  it('answers 404 for an unknown listing or service before the captcha, so the answer stays usable', async () => {
    const answer = token('pass');
    const enquiry = { ...(await forms['/StorageUnitEnquiries'].body()), listingId: unknownId() };
    expect((await send('/StorageUnitEnquiries', enquiry, answer)).status).toBe(404);
    const booking = wire('/PublicJobRequest', { ...(await forms['/PublicJobRequest'].body()), tradeId: unknownId() });
    expect((await send('/PublicJobRequest', booking, answer)).status).toBe(404);
    expect(google.callsFor(answer)).toHaveLength(0);
    expect((await send('/ContactUs', await forms['/ContactUs'].body(), answer)).status).toBe(201);
  });

  it('keeps the hash of a used answer, never the answer, and forgets it once it cannot be replayed', async () => {
    api.clock.set('2026-06-01T12:00:00Z');
    const answer = token('pass');
    expect((await send('/ContactUs', await forms['/ContactUs'].body(), answer)).status).toBe(201);
    const stored = await api.db.select().from(captchaTokens).where(eq(captchaTokens.createdAt, new Date('2026-06-01T12:00:00Z')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.tokenHash).not.toContain(answer);

    api.clock.advance(16 * 60_000);
    expect((await send('/ContactUs', await forms['/ContactUs'].body(), token('pass'))).status).toBe(201);
    expect(await api.db.select().from(captchaTokens).where(eq(captchaTokens.tokenHash, stored[0]!.tokenHash))).toHaveLength(0);
  });
});
