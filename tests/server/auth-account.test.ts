import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../contract/forms';
import { MAX_CODES_PER_ADDRESS } from '../../server/auth/codes';
import { assignedJobAppointments, devices, jobRequests, membershipPrices, memberships, rateLimits, refreshTokens, signInNetworks, userMemberships, users } from '../../server/db/schema';
import { aConsumer, aContractor, aJobRequest, aTrade, theServiceArea } from './factories';
import { useTestApi } from './harness';
import { bearerFor, newClientIp, newPhoneNumber, signIn, type SignedIn } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
await theServiceArea(api.db);

const as = (user: SignedIn) => ({ ...user.auth, 'X-Forwarded-For': newClientIp() });
const reserve = (user: SignedIn, phoneNumber: string) => api.post('/Authentication/reserve-phone-number', { phoneNumber }, as(user));
const change = (user: SignedIn, phoneNumber: string, code: string | undefined) =>
  api.post('/Authentication/change-reserved-phone-number', { phoneNumber, code }, as(user));
/** The rate-limit counters the server keeps: what a caller leaves behind in the database. */
const counters = async () => (await api.db.select({ n: count() }).from(rateLimits))[0]!.n;

describe('changing the phone number', () => {
  it('texts a code to the new number and moves the account there with it', async () => {
    const user = await signIn(api);
    const newNumber = newPhoneNumber();
    const reserved = await reserve(user, newNumber.replace('+1', '1-'));
    expect(reserved.status).toBe(202);
    expect(await reserved.json()).toEqual({ resendAfterSeconds: 30, expiresInSeconds: 600 });
    expect(api.outbox.lastCode(user.phoneNumber, 'change-phone')).toBeUndefined();
    const code = api.outbox.lastCode(newNumber, 'change-phone');

    const changed = await change(user, newNumber, code);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: user.userId, phoneNumber: newNumber, applicationUser: { initialized: true } });

    // The new number signs in to the same account; the old one would start a new account.
    api.clock.advance(30_000);
    const again = await signIn(api, { phoneNumber: newNumber, profile: false });
    expect(again.userId).toBe(user.userId);
    const old = await signIn(api, { phoneNumber: user.phoneNumber, profile: false });
    expect(old.userId).not.toBe(user.userId);
  });

  it('answers for a number another account uses as for any number, and texts its owner instead of a code', async () => {
    const user = await signIn(api);
    const other = await signIn(api);
    const free = await reserve(user, newPhoneNumber());
    const taken = await reserve(user, other.phoneNumber);
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    expect([...taken.headers.keys()].sort()).toEqual([...free.headers.keys()].sort());
    expect(api.outbox.lastCode(other.phoneNumber, 'change-phone')).toBeUndefined();
    expect(api.outbox.textsTo(other.phoneNumber)).toEqual([expect.objectContaining({ kind: 'PhoneNumberTaken', body: expect.stringMatching(/already signs in to an account/) })]);
    // No code can confirm the move, and the other account keeps its number.
    expect((await change(user, other.phoneNumber, '123456')).status).toBe(400);
    expect(await (await api.get('/Authentication/current-identity', other.auth)).json()).toMatchObject({ id: other.userId, phoneNumber: other.phoneNumber });

    const own = await reserve(user, user.phoneNumber);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ Message: 'This is already your phone number.' });
  });

  it('answers the codes typed for a number another account uses as wrong codes for any number, try after try', async () => {
    const user = await signIn(api);
    const other = await signIn(api);
    const free = newPhoneNumber();
    expect((await reserve(user, free)).status).toBe(202);
    expect((await reserve(user, other.phoneNumber)).status).toBe(202);
    const code = api.outbox.lastCode(free, 'change-phone') ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    /** What the change step answers to each of six tries: the five a code takes and the one after. */
    const answers = async (phoneNumber: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) {
        const res = await change(user, phoneNumber, wrong);
        seen.push({ status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after'), headers: [...res.headers.keys()].sort() });
      }
      return seen;
    };
    const toFree = await answers(free);
    expect(toFree[0]).toMatchObject({ status: 400, body: { Message: 'This code is not correct.', Errors: ['Check the code and try again: 4 tries left.'] } });
    expect(toFree[5]).toMatchObject({ status: 429 });
    expect(await answers(other.phoneNumber)).toEqual(toFree);
    expect(await (await api.get('/Authentication/current-identity', other.auth)).json()).toMatchObject({ id: other.userId, phoneNumber: other.phoneNumber });
  });

  it('refuses the change when someone signed up with the number in the meantime', async () => {
    const user = await signIn(api);
    const newNumber = newPhoneNumber();
    await reserve(user, newNumber);
    const code = api.outbox.lastCode(newNumber, 'change-phone');
    api.clock.advance(30_000);
    await signIn(api, { phoneNumber: newNumber });
    const res = await change(user, newNumber, code);
    expect(res.status).toBe(409);
    expect(await (await api.get('/Authentication/current-identity', user.auth)).json()).toMatchObject({ phoneNumber: user.phoneNumber });
  });

  it('accepts only the change code of this account for this number', async () => {
    const user = await signIn(api);
    const intruder = await signIn(api);
    const newNumber = newPhoneNumber();

    // A sign-in code for the number is not a change code.
    await api.post('/Authentication/send-phone-login-token', { phoneNumber: newNumber }, { 'X-Forwarded-For': newClientIp() });
    expect((await change(user, newNumber, api.outbox.lastCode(newNumber, 'login'))).status).toBe(400);

    api.clock.advance(30_000);
    await reserve(user, newNumber);
    const code = api.outbox.lastCode(newNumber, 'change-phone');
    expect((await change(intruder, newNumber, code)).status).toBe(400);
    expect((await change(user, newPhoneNumber(), code)).status).toBe(400);
    expect((await change(user, newNumber, code)).status).toBe(200);
    expect((await change(user, newNumber, code)).status).toBe(400);
  });

  it('locks after 5 wrong codes like sign-in', async () => {
    const user = await signIn(api);
    const newNumber = newPhoneNumber();
    await reserve(user, newNumber);
    const code = api.outbox.lastCode(newNumber, 'change-phone') ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) expect((await change(user, newNumber, wrong)).status).toBe(400);
    // The last try says so, and when a new code may be asked for, in Retry-After for the screen to count down.
    const last = await change(user, newNumber, wrong);
    expect(last.status).toBe(400);
    expect(await last.json()).toEqual({ Message: 'This code is not correct.', Errors: ['No tries left: you can request a new code in 10 minutes.'] });
    expect(Number(last.headers.get('retry-after'))).toBe(600);
    expect((await change(user, newNumber, code)).status).toBe(429);
  });

  it('keeps nothing for the numbers asked for from an address refused its codes', async () => {
    const user = await signIn(api);
    const ip = newClientIp();
    const reserveFrom = (phoneNumber: string) => api.post('/Authentication/reserve-phone-number', { phoneNumber }, { ...user.auth, 'X-Forwarded-For': ip });
    for (let i = 0; i < MAX_CODES_PER_ADDRESS; i++) {
      expect((await api.post('/Authentication/send-phone-login-token', { phoneNumber: newPhoneNumber() }, { 'X-Forwarded-For': ip })).status).toBe(202);
    }
    // The first change refused counts for the account and the address themselves.
    expect((await reserveFrom(newPhoneNumber())).status).toBe(429);
    const kept = await counters();
    for (let i = 0; i < 8; i++) expect((await reserveFrom(newPhoneNumber())).status).toBe(429);
    expect(await counters()).toBe(kept);
  });

  it('keeps nothing for the addresses an account calls from once its changes are refused', async () => {
    const user = await signIn(api);
    // 10 changes an hour for one account, each from an address of its own, as an IPv6 host may call.
    for (let i = 0; i < 10; i++) expect((await reserve(user, newPhoneNumber())).status).toBe(202);
    const kept = await counters();
    for (let i = 0; i < 20; i++) expect((await reserve(user, newPhoneNumber())).status).toBe(429);
    expect(await counters()).toBe(kept);
  });

  // The 30 seconds between codes to one number from one network stop many accounts texting it; an
  // account that did not ask for the pending code learns nothing of it and is offered no code.
  it.each([
    ['a number without an account', async () => newPhoneNumber()],
    ['a number another account signs in with', async () => (await signIn(api)).phoneNumber],
  ])('makes another account on the same network wait for %s without telling it a code was asked for', async (_, numberOf) => {
    const asker = await signIn(api);
    const other = await signIn(api);
    const target = await numberOf();
    const network = newClientIp();
    const reserveAs = (user: SignedIn) => api.post('/Authentication/reserve-phone-number', { phoneNumber: target }, { ...user.auth, 'X-Forwarded-For': network });
    expect((await reserveAs(asker)).status).toBe(202);

    api.clock.advance(1_000);
    for (const attempt of ['first', 'again']) {
      const refused = await reserveAs(other);
      expect(refused.status, attempt).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(29);
      expect(await refused.json(), attempt).toEqual({ Message: 'This number cannot get a new code yet.', Errors: [expect.stringMatching(/^Try again in \d+ seconds\.$/)] });
    }
    // The account that asked hears that it did: the code it asked for may be in hand.
    const again = await reserveAs(asker);
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ Message: 'A code was requested for this number moments ago.' });
    // Nor does a sign-in with the number from there tell of the change asked for.
    const signInCode = await api.post('/Authentication/send-phone-login-token', { phoneNumber: target }, { 'X-Forwarded-For': network });
    expect(signInCode.status).toBe(429);
    expect(await signInCode.json()).toMatchObject({ Message: 'This number cannot get a new code yet.' });

    // Once the wait is over, the other account gets a code of its own.
    api.clock.advance(30_000);
    expect((await reserveAs(other)).status).toBe(202);
  });

  it('does not tell an account moving to a number that a sign-in code was asked for from its network', async () => {
    const user = await signIn(api);
    const target = newPhoneNumber();
    const network = newClientIp();
    expect((await api.post('/Authentication/send-phone-login-token', { phoneNumber: target }, { 'X-Forwarded-For': network })).status).toBe(202);
    const refused = await api.post('/Authentication/reserve-phone-number', { phoneNumber: target }, { ...user.auth, 'X-Forwarded-For': network });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ Message: 'This number cannot get a new code yet.' });
  });

  it('signs out every other sign-in of the account, and ends their devices’ pushes, keeping the one that made the change', async () => {
    const user = await signIn(api);
    // Codes for one number are 30 seconds apart.
    api.clock.advance(30_000);
    const lostPhone = await signIn(api, { phoneNumber: user.phoneNumber, profile: false });
    const someoneElse = await signIn(api);
    const [ours, theirs, older, unrelated] = ['ours', 'lost', 'older', 'unrelated'].map((name) => `${name}-${crypto.randomUUID()}`);
    const register = (who: SignedIn, deviceToken: string) => api.post('/Authentication/register-device', { deviceToken, platform: 'android' }, who.auth);
    expect((await register(user, ours!)).status).toBe(200);
    expect((await register(lostPhone, theirs!)).status).toBe(200);
    expect((await register(someoneElse, unrelated!)).status).toBe(200);
    // Registered before registrations kept their sign-in: it may be the lost phone's.
    await api.db.insert(devices).values({ userId: user.userId, token: older!, platform: 'android' });
    // The lost phone's sign-in has gone on past its first refresh token.
    const refreshed = await api.post('/Authentication/refresh', { refreshToken: lostPhone.refreshToken });
    const lostPair = (await refreshed.json()) as { token: string; refreshToken: string };

    const newNumber = newPhoneNumber();
    expect((await reserve(user, newNumber)).status).toBe(202);
    expect((await change(user, newNumber, api.outbox.lastCode(newNumber, 'change-phone'))).status).toBe(200);

    for (const token of [lostPhone.token, lostPair.token]) {
      const refused = await api.get('/Authentication/current-identity', { Authorization: `Bearer ${token}` });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ Message: 'Your session has ended. Sign in again.' });
    }
    for (const refreshToken of [lostPhone.refreshToken, lostPair.refreshToken]) expect((await api.post('/Authentication/refresh', { refreshToken })).status).toBe(401);

    const still = await api.get('/Authentication/current-identity', user.auth);
    expect(still.status).toBe(200);
    expect(await still.json()).toMatchObject({ id: user.userId, phoneNumber: newNumber });
    const next = await api.post('/Authentication/refresh', { refreshToken: user.refreshToken });
    expect(next.status).toBe(200);
    expect((await api.get('/Authentication/current-identity', { Authorization: `Bearer ${((await next.json()) as { token: string }).token}` })).status).toBe(200);
    expect((await api.get('/Authentication/current-identity', someoneElse.auth)).status).toBe(200);

    const registered = (await api.db.select({ token: devices.token }).from(devices)).map((d) => d.token);
    expect(registered).toContain(ours);
    expect(registered).toContain(unrelated);
    expect(registered).not.toContain(theirs);
    expect(registered).not.toContain(older);
  });

  it('needs a signed-in user', async () => {
    expect((await api.post('/Authentication/reserve-phone-number', { phoneNumber: newPhoneNumber() })).status).toBe(401);
    expect((await api.post('/Authentication/change-reserved-phone-number', { phoneNumber: newPhoneNumber(), code: '123456' })).status).toBe(401);
  });
});

describe('the job requests of an account that changes its phone number', () => {
  const moveTo = async (user: SignedIn, phoneNumber: string) => {
    expect((await reserve(user, phoneNumber)).status).toBe(202);
    expect((await change(user, phoneNumber, api.outbox.lastCode(phoneNumber, 'change-phone'))).status).toBe(200);
  };
  const contactPhoneOf = async (id: string) => (await api.db.select({ contactPhone: jobRequests.contactPhone }).from(jobRequests).where(eq(jobRequests.id, id)))[0]?.contactPhone;

  it('texts about a job go to the new number, and a booked contractor is shown it', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    const customer = await signIn(api);
    const created = await api.post(
      '/JobRequests',
      { tradeId: trade.id, name: 'Roof leak', description: 'Leaks.', address: '9 Elm St', city: 'Southborough', zipCode: '01772', preferredDates: [addDays(dateIn(undefined, api.clock.now()), 7)] },
      customer.auth,
    );
    expect(created.status).toBe(201);
    const { id: jobId } = (await created.json()) as { id: string };

    const newNumber = newPhoneNumber();
    await moveTo(customer, newNumber);
    expect(await (await api.get(`/JobRequests/${jobId}`, customer.auth)).json()).toMatchObject({ contactPhone: newNumber });

    const [assignment] = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, jobId));
    const contractorAuth = await bearerFor(api, contractor.userId);
    const estimate = { lineItems: [{ title: 'Labor', quantity: 1, unitPriceCents: 45000 }], depositCents: 0 };
    expect((await api.post(`/AssignedJobAppointments/${assignment!.id}/submit-estimate`, estimate, contractorAuth)).status).toBe(200);
    await api.sendNotifications();
    expect(api.outbox.textsTo(newNumber)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'EstimateReceived' })]));
    expect(api.outbox.textsTo(customer.phoneNumber).filter((t) => t.kind === 'EstimateReceived')).toEqual([]);

    // Booked, the contractor is shown the number the customer has now.
    await api.db.update(assignedJobAppointments).set({ state: 'Booked' }).where(eq(assignedJobAppointments.id, assignment!.id));
    expect(await (await api.get(`/AssignedJobAppointments/${assignment!.id}`, contractorAuth)).json()).toMatchObject({ jobRequest: { contactPhone: newNumber } });
  });

  it('moves the requests claimed from the public form, and those still unclaimed with the old number', async () => {
    const customer = await signIn(api);
    const claimed = await aJobRequest(api.db, { userId: customer.userId, source: 'PublicForm', contactPhone: customer.phoneNumber });
    // Written after the sign-in that would have claimed it: only the number says whose it is.
    const unclaimed = await aJobRequest(api.db, { userId: null, source: 'PublicForm', contactPhone: customer.phoneNumber });

    const newNumber = newPhoneNumber();
    await moveTo(customer, newNumber);
    expect(await contactPhoneOf(claimed.id)).toBe(newNumber);
    const [row] = await api.db.select().from(jobRequests).where(eq(jobRequests.id, unclaimed.id));
    expect(row).toMatchObject({ userId: customer.userId, contactPhone: newNumber });

    // Whoever gets the old number next finds none of them.
    api.clock.advance(30_000);
    const next = await signIn(api, { phoneNumber: customer.phoneNumber });
    expect(await (await api.get('/JobRequests', next.auth)).json()).toMatchObject({ totalItems: 0 });
  });

  it('keeps a contact number the customer typed for a request, and leaves other accounts\' requests alone', async () => {
    const customer = await signIn(api);
    const typed = newPhoneNumber();
    const forSomeoneElse = await aJobRequest(api.db, { userId: customer.userId, contactPhone: typed });
    const neighbor = await aConsumer(api.db);
    // The neighbor gave the customer's number as theirs to reach on this job.
    const neighbors = await aJobRequest(api.db, { userId: neighbor.id, contactPhone: customer.phoneNumber });
    const neighborsOwn = await aJobRequest(api.db, { userId: neighbor.id, contactPhone: neighbor.phoneNumber });

    await moveTo(customer, newPhoneNumber());
    expect(await contactPhoneOf(forSomeoneElse.id)).toBe(typed);
    expect(await contactPhoneOf(neighbors.id)).toBe(customer.phoneNumber);
    expect(await contactPhoneOf(neighborsOwn.id)).toBe(neighbor.phoneNumber);
  });
});

describe('profile', () => {
  it('refuses an empty name or a malformed e-mail, naming the fields', async () => {
    const user = await signIn(api, { profile: false });
    const res = await api.post('/Authentication/complete-user', { firstName: '  ', lastName: 'Lee', email: 'nope' }, user.auth);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { firstName: ['First name is required.'], email: ['Enter a valid e-mail address.'] } });
    expect(await (await api.get('/Authentication/current-identity', user.auth)).json()).toMatchObject({ applicationUser: { initialized: false } });
  });

  // Spec section 5's generic "required field" message, as every other request says it, for a client that leaves a field out.
  it('says which fields are missing', async () => {
    const user = await signIn(api, { profile: false });
    const res = await api.post('/Authentication/complete-user', { firstName: 'Lee' }, user.auth);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ lastName: ['This field is required.'], email: ['This field is required.'] });
    const device = await api.post('/Authentication/register-device', { platform: 'android' }, user.auth);
    expect((await device.json()).errors).toEqual({ deviceToken: ['This field is required.'] });
  });

  it('lists the active memberships by priority', async () => {
    const user = await signIn(api);
    const plans = await api.db
      .insert(memberships)
      .values([
        { name: 'Residential Test', slug: `residential-${user.userId}`, priority: 1 },
        { name: 'Business Test', slug: `business-${user.userId}`, priority: 3 },
        { name: 'Lapsed Test', slug: `lapsed-${user.userId}`, priority: 5 },
      ])
      .returning();
    for (const [i, plan] of plans.entries()) {
      const [price] = await api.db.insert(membershipPrices).values({ membershipId: plan.id, interval: 'Monthly', amountCents: 1000 }).returning();
      await api.db.insert(userMemberships).values({ userId: user.userId, membershipId: plan.id, priceId: price?.id ?? '', status: i === 2 ? 'Canceled' : 'Active' });
    }
    const res = await api.get('/Authentication/current-identity', user.auth);
    expect(await res.json()).toMatchObject({ applicationUser: { activeMemberships: ['Business Test', 'Residential Test'] } });
    // The answer to a change of the profile reads them apart, the same way.
    const updated = await api.post('/Authentication/update-current-user', { firstName: 'Dana', lastName: 'Lee', email: 'dana@example.com' }, user.auth);
    expect(await updated.json()).toMatchObject({ applicationUser: { activeMemberships: ['Business Test', 'Residential Test'] } });
  });

  it('names a plan held twice once', async () => {
    const user = await signIn(api);
    const [plan] = await api.db.insert(memberships).values({ name: 'Twice Test', slug: `twice-${user.userId}`, priority: 2 }).returning();
    const [price] = await api.db.insert(membershipPrices).values({ membershipId: plan!.id, interval: 'Monthly', amountCents: 1000 }).returning();
    for (let i = 0; i < 2; i++) await api.db.insert(userMemberships).values({ userId: user.userId, membershipId: plan!.id, priceId: price!.id, status: 'Active' });
    expect(await (await api.get('/Authentication/current-identity', user.auth)).json()).toMatchObject({ applicationUser: { activeMemberships: ['Twice Test'] } });
    const updated = await api.post('/Authentication/update-current-user', { firstName: 'Dana', lastName: 'Lee', email: 'dana@example.com' }, user.auth);
    expect(await updated.json()).toMatchObject({ applicationUser: { activeMemberships: ['Twice Test'] } });
  });
});

describe('account deletion', () => {
  it('removes the personal data, ends every session and frees the number', async () => {
    const user = await signIn(api, { profile: { firstName: 'Robin', lastName: 'Gale', email: 'robin@example.com' } });
    api.clock.advance(30_000);
    const secondSession = await signIn(api, { phoneNumber: user.phoneNumber, profile: false });
    await api.post('/Authentication/register-device', { deviceToken: `apns-${user.userId}`, platform: 'ios' }, user.auth);

    const res = await api.post('/Authentication/delete-account', undefined, user.auth);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ Message: expect.any(String) });

    expect((await api.get('/Authentication/current-identity', user.auth)).status).toBe(401);
    expect((await api.get('/Authentication/current-identity', secondSession.auth)).status).toBe(401);
    expect((await api.post('/Authentication/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    expect((await api.post('/Authentication/refresh', { refreshToken: secondSession.refreshToken })).status).toBe(401);

    const row = await api.db.query.users.findFirst({ where: eq(users.id, user.userId) });
    expect(row).toMatchObject({ phoneNumber: null, firstName: '', lastName: '', email: null, deletedAt: expect.any(Date) });
    expect(await api.db.query.devices.findMany({ where: eq(devices.userId, user.userId) })).toHaveLength(0);
    // Where the account signed in from is personal data too.
    expect(await api.db.select().from(signInNetworks).where(eq(signInNetworks.userId, user.userId))).toHaveLength(0);
    const tokens = await api.db.query.refreshTokens.findMany({ where: eq(refreshTokens.userId, user.userId) });
    expect(tokens.every((t) => t.revokedAt)).toBe(true);

    api.clock.advance(30_000);
    const fresh = await signIn(api, { phoneNumber: user.phoneNumber, profile: false });
    expect(fresh.userId).not.toBe(user.userId);
    expect(await (await api.get('/Authentication/current-identity', fresh.auth)).json()).toMatchObject({
      firstName: '',
      applicationUser: { initialized: false },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await api.post('/Authentication/delete-account')).status).toBe(401);
  });
});
