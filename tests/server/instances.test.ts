import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { jobRequestEvents, processedWebhookEvents } from '../../server/db/schema';
import { paymentEffects, type PaymentEffects } from '../../server/payments/effects';
import { startPayment } from '../../server/payments/payments';
import { aContractor, aJobRequest, anAssignment } from './factories';
import { createTestApi, openSharedTestDatabase, type TestApi } from './harness';
import { aCustomer, aProposal, deliver, paymentRow, signedEvent } from './payment-fixtures';
import { domainError } from './problems';
import { newClientIp, newPhoneNumber, signIn } from './sign-in';

/*
 * Two instances of the server on one database, as behind a load balancer: on PostgreSQL each holds a
 * connection pool of its own; on PGlite, which one process owns, they share its handle. Whatever one
 * instance counts, records or decides, the other must see at once.
 */
const [first, second] = await openSharedTestDatabase(2);
const env = { TRUST_PROXY: 'true', STRIPE_WEBHOOK_SECRET: `whsec_test_${crypto.randomUUID().replaceAll('-', '')}` };
const a = await createTestApi({ env, database: first });
const b = await createTestApi({ env, database: second, clock: a.clock });
afterAll(async () => {
  await b.close();
  await a.close();
});
/** Instance A for even turns, B for odd ones. */
const instance = (turn: number): TestApi => (turn % 2 === 0 ? a : b);

describe('two instances on one database', () => {
  it('count rate limits together: a code resent through the other instance is still too soon', async () => {
    const phoneNumber = newPhoneNumber();
    const headers = { 'X-Forwarded-For': newClientIp() };
    expect((await a.post('/Authentication/send-phone-login-token', { phoneNumber }, headers)).status).toBe(202);
    const again = await b.post('/Authentication/send-phone-login-token', { phoneNumber }, headers);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('count sign-in attempts together: 30 from one address spread over both, and the 31st is refused on either', async () => {
    const headers = { 'X-Forwarded-For': newClientIp() };
    const attempt = (turn: number) => instance(turn).post('/Authentication/phone-login', { phoneNumber: newPhoneNumber(), code: '123456' }, headers);
    for (let turn = 0; turn < 30; turn += 1) expect((await attempt(turn)).status).not.toBe(429);
    expect((await attempt(30)).status).toBe(429);
    expect((await attempt(31)).status).toBe(429);
  });

  it('see a refresh token rotated on one instance reused on the other, and end the whole sign-in on both', async () => {
    const user = await signIn(a);
    const rotated = await a.post('/Authentication/refresh', { refreshToken: user.refreshToken });
    expect(rotated.status).toBe(200);
    const current = (await rotated.json()) as { token: string; refreshToken: string };

    const reused = await b.post('/Authentication/refresh', { refreshToken: user.refreshToken });
    expect(await domainError(reused, 401)).toBe('This session was ended because its refresh token was used twice. Sign in again.');
    expect((await a.post('/Authentication/refresh', { refreshToken: current.refreshToken })).status).toBe(401);
    for (const api of [a, b]) expect((await api.get('/Authentication/current-identity', { Authorization: `Bearer ${current.token}` })).status).toBe(401);
  });

  it('apply a Stripe event delivered to both at the same moment once', async () => {
    const applied: (keyof PaymentEffects)[] = [];
    const before = paymentEffects.Deposit;
    const record = (effect: keyof PaymentEffects) => async () => {
      applied.push(effect);
    };
    paymentEffects.Deposit = { succeeded: record('succeeded'), failed: record('failed'), refunded: record('refunded'), canceled: record('canceled') };
    onTestFinished(() => {
      paymentEffects.Deposit = before;
    });
    const customer = await aCustomer(a.db);
    const proposal = await aProposal(a.db, customer.id);
    const payment = await startPayment(a, {
      userId: customer.id,
      kind: 'Deposit',
      jobProposalId: proposal.id,
      amountCents: 10_000,
      description: 'Deposit for Leaking faucet',
      idempotencyKey: `deposit-${proposal.id}`,
    });
    const event = signedEvent(a, 'payment_intent.succeeded', {
      id: payment.stripePaymentIntentId,
      object: 'payment_intent',
      amount: payment.amountCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { paymentId: payment.id, kind: payment.kind, jobProposalId: payment.jobProposalId },
      latest_charge: null,
      last_payment_error: null,
    });

    const answers = await Promise.all([deliver(a, event), deliver(b, event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as { duplicate: boolean }[];
    expect(bodies.map((body) => body.duplicate).sort()).toEqual([false, true]);
    expect(applied).toEqual(['succeeded']);
    expect(await paymentRow(b.db, payment.id)).toMatchObject({ status: 'Succeeded' });
    const eventId = (JSON.parse(event.body) as { id: string }).id;
    const [recorded] = await b.db.select({ n: count() }).from(processedWebhookEvents).where(eq(processedWebhookEvents.providerEventId, eventId));
    expect(recorded?.n).toBe(1);
  });

  it('take one of two cancelations of a job sent at once, one to each, and refuse the other with 409', async () => {
    const user = await signIn(a);
    const job = await aJobRequest(a.db, { userId: user.userId, status: 'Dispatched' });
    await anAssignment(a.db, job, await aContractor(a.db), { state: 'Offered' });
    const cancel = (api: TestApi, reason: string) => api.post(`/JobRequests/${job.id}/request-cancelation`, { reason }, user.auth);

    const answers = await Promise.all([cancel(a, 'First'), cancel(b, 'Second')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await domainError(answers.find((res) => res.status === 409)!, 409)).toBe('This job request is canceled. Nothing more can be done to it online.');
    const events = await a.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, job.id));
    expect(events.filter((e) => e.type === 'Canceled')).toHaveLength(1);
  });
});
