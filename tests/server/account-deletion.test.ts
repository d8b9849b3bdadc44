import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import { formatUsPhoneNumber } from '../../contract/phone';
import type { PaymentInfo } from '../../contract/proposals';
import {
  assignedJobAppointments,
  jobProposals,
  jobRequests,
  notifications,
  paymentCustomers,
  payments,
  processedWebhookEvents,
  sandboxObjects,
  userMemberships,
  users,
} from '../../server/db/schema';
import { createLogger, type Logger } from '../../server/lib/logger';
import { PaymentGatewayError } from '../../server/payments/gateway';
import { ensureCustomer } from '../../server/payments/payments';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { StripeGateway } from '../../server/payments/stripe-gateway';
import { startFakeStripe } from './fake-stripe';
import { aConsumer, aContractor, aJobRequest, aMembership, anAssignment, aPaidDeposit, aProposedJob, aTrade, aVisit, freshApi, theServiceArea, unique } from './factories';
import { createTestApi, openSharedTestDatabase, type TestApi, useTestApi } from './harness';
import { card, CARDS, payOnCardPage, sandboxIn } from './payment-fixtures';
import { bearerFor } from './sign-in';

/**
 * What an account deletion waits for, and what it takes with it
 * (docs/decisions/085-what-an-account-deletion-waits-for.md), as an API client sees it.
 */

const api = await useTestApi();
const DAY = 86_400_000;

interface Customer {
  userId: string;
  auth: { Authorization: string };
}

async function aCustomer(target: TestApi = api, overrides: Parameters<typeof aConsumer>[1] = {}): Promise<Customer> {
  const user = await aConsumer(target.db, overrides);
  return { userId: user.id, auth: await bearerFor(target, user.id) };
}

const deleteAccount = (user: Customer, target: TestApi = api) => target.post('/Authentication/delete-account', undefined, user.auth);

/** The refusal as the client reads it: 409, `{ Message, Errors }`. */
async function refusal(res: Response) {
  expect(res.status).toBe(409);
  const body = (await res.json()) as { Message: string; Errors: string[] };
  expect(body).toEqual({ Message: expect.any(String), Errors: expect.any(Array) });
  return body;
}

async function expectStillThere(user: Customer, target: TestApi = api) {
  expect((await target.get('/Authentication/current-identity', user.auth)).status).toBe(200);
  const [row] = await target.db.select().from(users).where(eq(users.id, user.userId));
  expect(row).toMatchObject({ deletedAt: null, phoneNumber: expect.any(String), firstName: 'Casey' });
}

const jobRow = async (id: string, target: TestApi = api) => (await target.db.select().from(jobRequests).where(eq(jobRequests.id, id)))[0]!;

/** A customer's job with its contractor booked and a visit in `days` days. */
async function aBookedJob(user: Customer, days: number) {
  const { job, estimates } = await aProposedJob(api.db, user.userId, {
    job: { status: 'Scheduled', name: `Leaking faucet ${unique()}`, address: '9 Main Street' },
    estimates: [{ status: 'Accepted', depositStatus: 'Paid', acceptedAt: new Date(), decidedAt: new Date() }],
  });
  const { proposal, assignment } = estimates[0]!;
  await api.db.update(assignedJobAppointments).set({ state: 'Booked' }).where(eq(assignedJobAppointments.id, assignment.id));
  await aPaidDeposit(api.db, proposal, proposal.depositCents);
  await aVisit(api.db, proposal, new Date(api.clock.now().getTime() + days * DAY));
  return { job, proposal, assignment };
}

/** A moment as the customer reads it in `zone`: `Dec 8, 10:00 AM PST`. */
const clockIn = (zone: string) => (at: string) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
};

describe('a customer’s deletion waits for their booked jobs and what they owe', () => {
  it('is refused while a contractor is booked on a job, naming it and the way out, and changes nothing', async () => {
    const user = await aCustomer();
    const { job } = await aBookedJob(user, 5);
    const waiting = await aJobRequest(api.db, { userId: user.userId, status: 'Submitted' });

    const body = await refusal(await deleteAccount(user));
    expect(body.Message).toMatch(/^Your account cannot be deleted yet: a contractor is booked on a job of yours/);
    expect(body.Errors[0]).toMatch(new RegExp(`^“${job.name}”: a contractor is booked for .+\\. Cancel it from the job request, or delete your account once the work is done and paid for\\.$`));
    expect(body.Errors).toHaveLength(2);

    await expectStillThere(user);
    expect(await jobRow(job.id)).toMatchObject({ status: 'Scheduled', address: '9 Main Street', anonymizedAt: null });
    // The deletion is one step: the job it would have canceled stays as it was too.
    expect(await jobRow(waiting.id)).toMatchObject({ status: 'Submitted', address: '1 Main Street', canceledAt: null });
  });

  it('names the visit and the decision’s deadline of a late cancelation in the customer’s X-Timezone, and in Southborough’s without one', async () => {
    const user = await aCustomer();
    // Ten hours away: inside the 24-hour cutoff, so the cancelation waits for a decision.
    const { job } = await aBookedJob(user, 10 / 24);
    expect((await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Rain all week.' }, user.auth)).status).toBe(200);
    const { facts } = (await (await api.get(`/JobRequests/${job.id}`, user.auth)).json()) as JobRequestDetails;
    const visit = facts.visitStartsAt!;
    const decidedBy = facts.lateCancelation!.decidedBy;
    const held = (at: (instant: string) => string) =>
      `“${job.name}”: your cancelation of the visit for ${at(visit)} waits for the contractor or our office to decide by ${at(decidedBy)}; you can delete your account once it is canceled.`;

    const inCalifornia = await refusal(await api.post('/Authentication/delete-account', undefined, { ...user.auth, 'X-Timezone': 'America/Los_Angeles' }));
    expect(inCalifornia.Errors[0]).toBe(held(clockIn('America/Los_Angeles')));
    expect(inCalifornia.Errors[0]).toMatch(/P[SD]T.+P[SD]T/);
    expect((await refusal(await deleteAccount(user))).Errors[0]).toBe(held(clockIn('America/New_York')));
    await expectStillThere(user);
  });

  it('is refused while the work is under way, without calling the visit that started it a booking', async () => {
    const user = await aCustomer();
    const { job } = await aBookedJob(user, -1);
    await api.db.update(jobRequests).set({ status: 'InProgress' }).where(eq(jobRequests.id, job.id));

    const body = await refusal(await deleteAccount(user));
    expect(body.Errors[0]).toBe(`“${job.name}”: your contractor is at work on it. You can delete your account once the work is done and paid for.`);
    await expectStillThere(user);
  });

  it('is refused while the final payment is owed on a completed job', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.userId, {
      job: { status: 'Completed', completedAt: new Date() },
      estimates: [{ status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due', totalCents: 30_000, depositCents: 10_000 }],
    });
    await aPaidDeposit(api.db, estimates[0]!.proposal, 10_000);

    const body = await refusal(await deleteAccount(user));
    expect(body.Errors[0]).toBe(`“${job.name}”: $200.00 is owed for the work. Pay it from the job request first.`);
    await expectStillThere(user);
  });

  it('is refused while a payment is being processed on a job nobody is booked on yet', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.userId, { estimates: [{ status: 'Accepted', depositStatus: 'Processing', acceptedAt: new Date() }] });
    await api.db.insert(payments).values({ kind: 'Deposit', jobProposalId: estimates[0]!.proposal.id, userId: user.userId, amountCents: 10_000, status: 'Processing', provider: 'sandbox' });

    const body = await refusal(await deleteAccount(user));
    expect(body.Errors[0]).toBe(`“${job.name}”: a payment is being processed. Try again once it has gone through.`);
    await expectStillThere(user);
    expect(await jobRow(job.id)).toMatchObject({ status: 'Proposed' });
  });

  it('cancels the jobs nobody is booked on: offers and estimates close, their contractors are told; a finished job stays as it was', async () => {
    const user = await aCustomer();
    const submitted = await aJobRequest(api.db, { userId: user.userId, status: 'Submitted' });
    const dispatched = await aJobRequest(api.db, { userId: user.userId, status: 'Dispatched' });
    const offeredTo = await aContractor(api.db);
    const offer = await anAssignment(api.db, dispatched, offeredTo, { state: 'Offered' });
    const proposed = await aProposedJob(api.db, user.userId, { openOffers: 1 });
    const done = await aJobRequest(api.db, { userId: user.userId, status: 'Completed', completedAt: new Date() });

    const res = await deleteAccount(user);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ Message: 'Your account and its personal data have been deleted.' });

    for (const id of [submitted.id, dispatched.id, proposed.job.id]) {
      expect(await jobRow(id)).toMatchObject({ status: 'Canceled', canceledAt: expect.any(Date), cancelationReason: 'The customer deleted their account.', address: '', contactName: null });
    }
    expect(await jobRow(done.id)).toMatchObject({ status: 'Completed', address: '', anonymizedAt: expect.any(Date) });

    const estimate = proposed.estimates[0]!;
    const assignments = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, proposed.job.id));
    expect(assignments.map((a) => a.state)).toEqual(['Canceled', 'Canceled']);
    expect((await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, offer.id)))[0]!.state).toBe('Canceled');
    expect((await api.db.select().from(jobProposals).where(eq(jobProposals.id, estimate.proposal.id)))[0]!.status).toBe('Withdrawn');

    for (const contractor of [offeredTo, estimate.contractor, proposed.offers[0]!.contractor]) {
      const told = await api.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, contractor.userId), eq(notifications.kind, 'JobCanceled')));
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toMatch(/^The customer canceled ".+" in Southborough\. They deleted their account\. Nothing more is needed from you\.$/);
    }
  });
});

/** The plans of this file: names and prices no other test here shares. */
let planRound = 0;
async function aPlan(target: TestApi) {
  const cents = 1_507 + ++planRound * 100;
  return aMembership(target.db, { name: `Residential ${unique()}`, priority: 1, prices: [{ interval: 'Monthly', amountCents: cents }] });
}

/** Buys a monthly plan and pays on the sandbox's checkout page; answers the member's row once active. */
async function aMember(target: TestApi, user: Customer) {
  const plan = await aPlan(target);
  const query = `/Memberships/buy?MembershipId=${plan.id}&PriceId=${plan.prices[0]!.id}&RedirectUrl=${encodeURIComponent('http://localhost:3000/memberships/return')}`;
  const { url } = (await (await target.post(query, undefined, user.auth)).json()) as { url: string };
  const paid = await target.post(`/PaymentSandbox/checkout-sessions/${url.split('/').at(-1)}/confirm`, { card: card(CARDS.visa) });
  expect(paid.status).toBe(200);
  const [row] = await target.db.select().from(userMemberships).where(eq(userMemberships.userId, user.userId));
  expect(row).toMatchObject({ status: 'Active', stripeSubscriptionId: expect.any(String) });
  return row!;
}

describe('a member’s deletion ends the membership at the payment provider', () => {
  it('cancels the subscription at once, so no renewal charges the card', async () => {
    const user = await aCustomer();
    const membership = await aMember(api, user);

    expect((await deleteAccount(user)).status).toBe(202);

    const sandbox = sandboxIn(api);
    const ended = await sandbox.events({ type: 'customer.subscription.deleted', objectId: membership.stripeSubscriptionId! });
    expect(ended).toHaveLength(1);
    expect(ended[0]!.data.object).toMatchObject({ status: 'canceled', cancellation_details: { comment: 'The customer deleted their account.' } });
    const [row] = await api.db.select().from(userMemberships).where(eq(userMemberships.id, membership.id));
    expect(row!.status).toBe('Canceled');
  });

  it('closes a membership checkout left open, so it can no longer be paid once the account is gone', async () => {
    const user = await aCustomer();
    const plan = await aPlan(api);
    const query = `/Memberships/buy?MembershipId=${plan.id}&PriceId=${plan.prices[0]!.id}&RedirectUrl=${encodeURIComponent('http://localhost:3000/memberships/return')}`;
    const { url } = (await (await api.post(query, undefined, user.auth)).json()) as { url: string };
    expect((await deleteAccount(user)).status).toBe(202);
    const paid = await api.post(`/PaymentSandbox/checkout-sessions/${url.split('/').at(-1)}/confirm`, { card: card(CARDS.visa) });
    expect(paid.status).toBe(409);
    const [row] = await api.db.select().from(userMemberships).where(eq(userMemberships.userId, user.userId));
    expect(row).toMatchObject({ status: 'Expired', stripeSubscriptionId: null });
  });

  it('leaves the membership alone when the deletion is refused', async () => {
    const user = await aCustomer();
    const membership = await aMember(api, user);
    await aBookedJob(user, 5);

    await refusal(await deleteAccount(user));

    expect(await sandboxIn(api).events({ type: 'customer.subscription.deleted', objectId: membership.stripeSubscriptionId! })).toEqual([]);
    const [row] = await api.db.select().from(userMemberships).where(eq(userMemberships.id, membership.id));
    expect(row!.status).toBe('Active');
    await expectStillThere(user);
  });

  it('deletes nothing and says to try again when the provider cannot be reached', async () => {
    class UnreachableForCancel extends SandboxGateway {
      override cancelSubscriptionNow(): Promise<void> {
        return Promise.reject(new PaymentGatewayError('An error occurred with our connection to Stripe.', undefined, true));
      }
    }
    const down = await freshApi({ payments: (deps) => new UnreachableForCancel({ ...deps, webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET, publicUrl: deps.env.PUBLIC_URL }) });
    const user = await aCustomer(down);
    const membership = await aMember(down, user);
    const waiting = await aJobRequest(down.db, { userId: user.userId, status: 'Submitted' });

    const res = await deleteAccount(user, down);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      Message:
        'Your account was not deleted: we could not reach the card payment service to cancel your membership, and we will not leave it charging your card. Please try again in a few minutes.',
    });
    await expectStillThere(user, down);
    expect(await jobRow(waiting.id, down)).toMatchObject({ status: 'Submitted', address: '1 Main Street' });
    const [row] = await down.db.select().from(userMemberships).where(eq(userMemberships.id, membership.id));
    expect(row!.status).toBe('Active');
  });
});

describe('a deletion deletes the customer at the payment provider', () => {
  const customerAtProvider = async (user: Customer, target: TestApi = api) =>
    (await target.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.userId)))[0]?.customerId;

  /** A deposit paid on the card page for an estimate the customer accepted; answers the job and its estimate. */
  async function aDepositPaid(target: TestApi, user: Customer) {
    const { job, estimates } = await aProposedJob(target.db, user.userId);
    const { proposal, assignment } = estimates[0]!;
    const info = await aDepositStarted(target, user, job.id, proposal.id);
    expect((await payOnCardPage(target, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa)).status).toBe(200);
    expect((await jobRow(job.id, target)).status).toBe('Scheduled');
    return { job, proposal, assignment };
  }

  /** The customer accepts the estimate and opens the deposit's card page: a payment started, not made. */
  async function aDepositStarted(target: TestApi, user: Customer, jobId: string, proposalId: string) {
    expect((await target.post(`/JobRequests/${jobId}/jobProposals/${proposalId}/decisions`, { decision: 'Accept' }, user.auth)).status).toBe(200);
    const res = await target.post(`/JobRequests/${jobId}/jobProposals/${proposalId}/deposit-info`, { redirectUrl: `${target.env.PUBLIC_URL}/job-requests/${jobId}` }, user.auth);
    expect(res.status).toBe(200);
    return (await res.json()) as PaymentInfo;
  }

  /** A member who paid a deposit on the card page, for work done and paid for since: nothing keeps the account. */
  async function aMemberWhoPaidADeposit(user: Customer) {
    await aMember(api, user);
    const { job, proposal, assignment } = await aDepositPaid(api, user);
    await api.db.update(jobRequests).set({ status: 'Completed', completedAt: new Date() }).where(eq(jobRequests.id, job.id));
    await api.db.update(jobProposals).set({ finalPaymentStatus: 'Paid' }).where(eq(jobProposals.id, proposal.id));
    await api.db.update(assignedJobAppointments).set({ state: 'Completed' }).where(eq(assignedJobAppointments.id, assignment.id));
    return { proposal };
  }

  it('leaves the provider nothing of a member who paid a deposit: the customer is deleted there, and their payments stay', async () => {
    const user = await aCustomer();
    const [person] = await api.db.select().from(users).where(eq(users.id, user.userId));
    const { proposal } = await aMemberWhoPaidADeposit(user);
    const customerId = (await customerAtProvider(user))!;
    expect(customerId).toMatch(/^cus_/);
    const opened = await api.get('/Memberships/get-customer-portal', user.auth);
    const portal = `/PaymentSandbox/portal-sessions/${((await opened.json()) as { url: string }).url.split('/').at(-1)}`;
    expect((await api.get(portal)).status).toBe(200);

    expect((await deleteAccount(user)).status).toBe(202);

    const sandbox = sandboxIn(api);
    expect(await sandbox.events({ type: 'customer.deleted', objectId: customerId })).toHaveLength(1);
    const kept = await api.db.select({ type: sandboxObjects.type, data: sandboxObjects.data }).from(sandboxObjects);
    const saysWho = (data: unknown) => [person!.phoneNumber!, person!.email!].some((said) => JSON.stringify(data).includes(said));
    expect(kept.filter((row) => saysWho(row.data)).map((row) => row.type)).toEqual([]);
    const charge = api.payments.createPaymentIntent({ amountCents: 5000, currency: 'usd', customerId, description: 'Anything', metadata: {}, idempotencyKey: crypto.randomUUID() });
    await expect(charge).rejects.toMatchObject({ code: 'resource_missing' });
    expect(await customerAtProvider(user)).toBeUndefined();
    // A portal link opened before leads nowhere now.
    expect((await api.get(portal)).status).toBe(404);
    const [deposit] = await api.db.select().from(payments).where(eq(payments.jobProposalId, proposal.id));
    expect(deposit).toMatchObject({ status: 'Succeeded', amountCents: 10_000 });
  });

  it('keeps nothing of the name, e-mail or phone of a member who paid a deposit, in our record of payment events or in the sandbox', async () => {
    const user = await aCustomer(api, { lastName: `Whitcomb-${unique()}` });
    const [person] = await api.db.select().from(users).where(eq(users.id, user.userId));
    await aMemberWhoPaidADeposit(user);
    const said = [person!.lastName!, person!.email!, person!.phoneNumber!];
    const saying = <T>(rows: T[]) => rows.filter((row) => said.some((what) => JSON.stringify(row).includes(what)));
    const sandboxSays = async () => saying(await api.db.select().from(sandboxObjects)).map((row) => row.id);
    // The sandbox's customer, and the events that told of it, name the person until the deletion.
    expect(await sandboxSays()).not.toEqual([]);

    expect((await deleteAccount(user)).status).toBe(202);

    expect(saying(await api.db.select().from(processedWebhookEvents))).toEqual([]);
    expect(await sandboxSays()).toEqual([]);
  });

  it('does not wait for a deposit left at the bank’s 3-D Secure step, which moves nothing without the customer: it is closed, and the job canceled', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.userId);
    const info = await aDepositStarted(api, user, job.id, estimates[0]!.proposal.id);
    expect((await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.threeDSecure)).body).toMatchObject({ status: 'requires_action' });

    expect((await deleteAccount(user)).status).toBe(202);

    expect((await api.payments.retrievePaymentIntent(info.paymentIntentId)).status).toBe('canceled');
    expect((await api.db.select().from(payments).where(eq(payments.id, info.paymentId)))[0]).toMatchObject({ status: 'Canceled', paidAt: null });
    expect(await jobRow(job.id)).toMatchObject({ status: 'Canceled' });
  });

  it('deletes the customer at Stripe, after closing the deposit it left unpaid', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const withStripe = await freshApi({ payments: () => new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 }) });
    const user = await aCustomer(withStripe);
    const { job, estimates } = await aProposedJob(withStripe.db, user.userId);
    const info = await aDepositStarted(withStripe, user, job.id, estimates[0]!.proposal.id);
    const customerId = (await customerAtProvider(user, withStripe))!;

    expect((await deleteAccount(user, withStripe)).status).toBe(202);

    expect(stripe.customer(customerId)).toEqual({ id: customerId, object: 'customer', deleted: true });
    const asked = stripe.requests.map((r) => `${r.method} ${r.path}`);
    expect(asked.indexOf(`POST /v1/payment_intents/${info.paymentIntentId}/cancel`)).toBeGreaterThan(-1);
    expect(asked.indexOf(`POST /v1/payment_intents/${info.paymentIntentId}/cancel`)).toBeLessThan(asked.indexOf(`DELETE /v1/customers/${customerId}`));
    expect(await customerAtProvider(user, withStripe)).toBeUndefined();
    expect(await jobRow(job.id, withStripe)).toMatchObject({ status: 'Canceled' });
  });

  it('deletes nothing and says to try again when the provider cannot be reached to delete the customer; a retry deletes both', async () => {
    let reachable = false;
    class UnreachableForDelete extends SandboxGateway {
      override deleteCustomer(customerId: string): Promise<void> {
        if (reachable) return super.deleteCustomer(customerId);
        return Promise.reject(new PaymentGatewayError('An error occurred with our connection to Stripe.', undefined, true));
      }
    }
    const down = await freshApi({ payments: (deps) => new UnreachableForDelete({ ...deps, webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET, publicUrl: deps.env.PUBLIC_URL }) });
    const user = await aCustomer(down);
    const { job, estimates } = await aProposedJob(down.db, user.userId);
    await aDepositStarted(down, user, job.id, estimates[0]!.proposal.id);
    const customerId = (await customerAtProvider(user, down))!;

    const res = await deleteAccount(user, down);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      Message: 'Your account was not deleted: we could not reach the card payment service to delete your name, e-mail and phone there. Please try again in a few minutes.',
    });
    await expectStillThere(user, down);
    expect(await customerAtProvider(user, down)).toBe(customerId);
    expect(await jobRow(job.id, down)).toMatchObject({ status: 'Proposed', address: '1 Main Street' });

    reachable = true;
    expect((await deleteAccount(user, down)).status).toBe(202);
    expect(await sandboxIn(down).events({ type: 'customer.deleted', objectId: customerId })).toHaveLength(1);
    expect(await jobRow(job.id, down)).toMatchObject({ status: 'Canceled' });
  });

  it('says the membership has ended when the provider cannot be reached to delete the customer after ending it', async () => {
    class UnreachableForDelete extends SandboxGateway {
      override deleteCustomer(): Promise<void> {
        return Promise.reject(new PaymentGatewayError('An error occurred with our connection to Stripe.', undefined, true));
      }
    }
    const down = await freshApi({ payments: (deps) => new UnreachableForDelete({ ...deps, webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET, publicUrl: deps.env.PUBLIC_URL }) });
    const user = await aCustomer(down);
    const membership = await aMember(down, user);

    const res = await deleteAccount(user, down);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { Errors: string[] }).Errors).toEqual([
      'Your membership has been canceled already: a deletion ends it first. Choose a plan under Memberships to have it again.',
    ]);
    await expectStillThere(user, down);
    const [row] = await down.db.select().from(userMemberships).where(eq(userMemberships.id, membership.id));
    expect(row!.status).toBe('Canceled');
  });
});

describe('a customer at the payment provider that is not running', () => {
  const customersOf = (target: TestApi, user: Customer) => target.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.userId));

  it('at the sandbox, while Stripe runs, is deleted with the account: the sandbox’s objects are in our database', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const withStripe = await freshApi({ payments: () => new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 }) });
    const user = await aCustomer(withStripe, { lastName: `Whitcomb-${unique()}` });
    const [person] = await withStripe.db.select().from(users).where(eq(users.id, user.userId));
    // The sandbox the same database ran with before Stripe's keys were set made the account's customer.
    const before = new SandboxGateway({ db: withStripe.db, now: withStripe.clock.now, log: createLogger({ silent: true }), webhookSecret: 'whsec_before', publicUrl: withStripe.env.PUBLIC_URL });
    before.deliverTo(() => new Response(null, { status: 200 }));
    const customerId = await ensureCustomer({ db: withStripe.db, payments: before }, user.userId);
    const said = [person!.lastName, person!.email!, person!.phoneNumber!];
    const sandboxSays = async () =>
      (await withStripe.db.select().from(sandboxObjects)).filter((row) => said.some((what) => JSON.stringify(row.data).includes(what))).map((row) => row.type);
    expect(await sandboxSays()).not.toEqual([]);

    expect((await deleteAccount(user, withStripe)).status).toBe(202);

    expect(await customersOf(withStripe, user)).toEqual([]);
    expect(await sandboxSays()).toEqual([]);
    const [stub] = await withStripe.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, customerId));
    expect(stub!.data).toEqual({ id: customerId, object: 'customer', deleted: true });
    // Nothing about it was asked of Stripe, which never had it.
    expect(stripe.requests).toEqual([]);
  });

  it('at Stripe, while the sandbox runs, is forgotten here and logged with its id, for whoever holds Stripe’s keys to delete it there', async () => {
    const lines: string[] = [];
    const logged = await freshApi({ log: createLogger({ write: (line) => lines.push(line) }) });
    const user = await aCustomer(logged);
    // Left by a run with Stripe's keys (test mode, on a developer's database): the sandbox cannot reach it.
    await logged.db.insert(paymentCustomers).values({ userId: user.userId, provider: 'stripe', customerId: 'cus_FromStripeTest' });

    expect((await deleteAccount(user, logged)).status).toBe(202);

    expect(await customersOf(logged, user)).toEqual([]);
    const told = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.customerId === 'cus_FromStripeTest');
    expect(told).toEqual([
      expect.objectContaining({
        level: 'warn',
        provider: 'stripe',
        userId: user.userId,
        message: 'the customer of a deleted account is at a payment provider not running: delete it there by hand',
      }),
    ]);
  });
});

describe('a membership at the payment provider that is not running', () => {
  /** One database as two runs of the server reach it: with the sandbox, and with Stripe's keys. */
  async function bothRuns(log?: Logger) {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const [first, second] = await openSharedTestDatabase(2);
    onTestFinished(() => first!.close());
    const withSandbox = await createTestApi({ database: first!, ...(log ? { log } : {}) });
    const withStripe = await createTestApi({
      database: second!,
      clock: withSandbox.clock,
      payments: () => new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 }),
    });
    return { stripe, withSandbox, withStripe };
  }

  const membershipRow = async (target: TestApi, id: string) => (await target.db.select().from(userMemberships).where(eq(userMemberships.id, id)))[0]!;

  it('at the sandbox, while Stripe runs, ends there with the account: the sandbox’s objects are in our database', async () => {
    const { stripe, withSandbox, withStripe } = await bothRuns();
    const user = await aCustomer(withSandbox);
    const membership = await aMember(withSandbox, user);
    expect(membership.provider).toBe('sandbox');

    expect((await deleteAccount(user, withStripe)).status).toBe(202);

    const [subscription] = await withStripe.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, membership.stripeSubscriptionId!));
    expect(subscription!.data).toMatchObject({ status: 'canceled', cancellation_details: { comment: 'The customer deleted their account.' } });
    // No webhook listens to the sandbox while Stripe runs: the row is ended as its event would have ended it.
    expect(await sandboxIn(withSandbox).events({ type: 'customer.subscription.deleted', objectId: membership.stripeSubscriptionId! })).toEqual([]);
    expect(await membershipRow(withStripe, membership.id)).toMatchObject({ status: 'Canceled', cancelReason: 'The customer deleted their account.', canceledAt: expect.any(Date) });
    expect(stripe.requests).toEqual([]);
  });

  it('at the sandbox, a checkout left open, while Stripe runs, is closed with the account, so it can no longer be paid', async () => {
    const { withSandbox, withStripe } = await bothRuns();
    const user = await aCustomer(withSandbox);
    const plan = await aPlan(withSandbox);
    const query = `/Memberships/buy?MembershipId=${plan.id}&PriceId=${plan.prices[0]!.id}&RedirectUrl=${encodeURIComponent('http://localhost:3000/memberships/return')}`;
    const { url } = (await (await withSandbox.post(query, undefined, user.auth)).json()) as { url: string };

    expect((await deleteAccount(user, withStripe)).status).toBe(202);

    const paid = await withSandbox.post(`/PaymentSandbox/checkout-sessions/${url.split('/').at(-1)}/confirm`, { card: card(CARDS.visa) });
    expect(paid.status).toBe(409);
    const [row] = await withStripe.db.select().from(userMemberships).where(eq(userMemberships.userId, user.userId));
    expect(row).toMatchObject({ provider: 'sandbox', status: 'Expired', stripeSubscriptionId: null });
  });

  it('at Stripe, while the sandbox runs, ends here and is logged with its ids, for whoever holds Stripe’s keys to cancel it there', async () => {
    const lines: string[] = [];
    const { stripe, withSandbox, withStripe } = await bothRuns(createLogger({ write: (line) => lines.push(line) }));
    const user = await aCustomer(withSandbox);
    const plan = await aPlan(withStripe);
    const query = `/Memberships/buy?MembershipId=${plan.id}&PriceId=${plan.prices[0]!.id}&RedirectUrl=${encodeURIComponent('http://localhost:3000/memberships/return')}`;
    expect((await withStripe.post(query, undefined, user.auth)).status).toBe(200);
    const [bought] = await withStripe.db.select().from(userMemberships).where(eq(userMemberships.userId, user.userId));
    expect(bought).toMatchObject({ provider: 'stripe', status: 'Incomplete' });
    // Paid at Stripe, and told by its events, while Stripe's keys were set.
    const subscriptionId = stripe.completeCheckout(bought!.stripeCheckoutSessionId!);
    await withStripe.db.update(userMemberships).set({ status: 'Active', stripeSubscriptionId: subscriptionId }).where(eq(userMemberships.id, bought!.id));

    expect((await deleteAccount(user, withSandbox)).status).toBe(202);

    expect(await membershipRow(withSandbox, bought!.id)).toMatchObject({ status: 'Canceled', canceledAt: expect.any(Date), cancelReason: 'The customer deleted their account. Not canceled at Stripe, which was not running.' });
    const told = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.userMembershipId === bought!.id);
    expect(told).toEqual([
      expect.objectContaining({
        level: 'warn',
        provider: 'stripe',
        userId: user.userId,
        subscriptionId,
        message: 'a membership of a deleted account is at a payment provider not running: cancel it there by hand',
      }),
    ]);
  });
});

describe('a membership the running payment provider does not know', () => {
  const membershipRow = async (target: TestApi, id: string) => (await target.db.select().from(userMemberships).where(eq(userMemberships.id, id)))[0]!;
  const deletedAt = async (target: TestApi, user: Customer) => (await target.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, user.userId)))[0]!.deletedAt;

  it('at Stripe, a subscription Stripe has no such id for cannot charge a card there: it is marked canceled, logged with its ids, and the account is deleted', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const lines: string[] = [];
    const withStripe = await freshApi({
      log: createLogger({ write: (line) => lines.push(line) }),
      payments: () => new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 }),
    });
    const user = await aCustomer(withStripe);
    const plan = await aPlan(withStripe);
    const query = `/Memberships/buy?MembershipId=${plan.id}&PriceId=${plan.prices[0]!.id}&RedirectUrl=${encodeURIComponent('http://localhost:3000/memberships/return')}`;
    expect((await withStripe.post(query, undefined, user.auth)).status).toBe(200);
    const [bought] = await withStripe.db.select().from(userMemberships).where(eq(userMemberships.userId, user.userId));
    // Its row says paid, with a subscription this Stripe account has never had (taken with other keys).
    const subscriptionId = `sub_${unique()}`;
    await withStripe.db.update(userMemberships).set({ status: 'Active', stripeSubscriptionId: subscriptionId }).where(eq(userMemberships.id, bought!.id));

    const res = await deleteAccount(user, withStripe);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ Message: 'Your account and its personal data have been deleted.' });

    expect(await deletedAt(withStripe, user)).toEqual(expect.any(Date));
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /v1/subscriptions/${subscriptionId}`);
    expect(stripe.customer(bought!.stripeCustomerId!)).toEqual({ id: bought!.stripeCustomerId, object: 'customer', deleted: true });
    expect(await membershipRow(withStripe, bought!.id)).toMatchObject({
      status: 'Canceled',
      canceledAt: expect.any(Date),
      cancelReason: 'The customer deleted their account. Not canceled at Stripe, which does not know it.',
    });
    const told = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.userMembershipId === bought!.id);
    expect(told).toEqual([
      expect.objectContaining({
        level: 'warn',
        provider: 'stripe',
        userId: user.userId,
        subscriptionId,
        checkoutSessionId: bought!.stripeCheckoutSessionId,
        message: 'the payment provider does not know a membership of an account being deleted: marked canceled here; should other keys of the provider hold it, cancel it there by hand',
      }),
    ]);
  });

  it('at the sandbox, a checkout it has no such id for is taken as ended, and the account is deleted', async () => {
    const user = await aCustomer();
    const plan = await aPlan(api);
    const [row] = await api.db
      .insert(userMemberships)
      .values({ userId: user.userId, membershipId: plan.id, priceId: plan.prices[0]!.id, status: 'Incomplete', provider: 'sandbox', stripeCheckoutSessionId: `cs_test_${unique()}` })
      .returning();

    expect((await deleteAccount(user)).status).toBe(202);

    expect(await deletedAt(api, user)).toEqual(expect.any(Date));
    expect(await membershipRow(api, row!.id)).toMatchObject({
      status: 'Canceled',
      canceledAt: expect.any(Date),
      cancelReason: 'The customer deleted their account. Not canceled at the payment sandbox, which does not know it.',
    });
  });

  it('any other refusal of the provider still deletes nothing and says to try again', async () => {
    class Refusing extends SandboxGateway {
      override cancelSubscriptionNow(): Promise<void> {
        return Promise.reject(new PaymentGatewayError('Expired API Key provided: sk_test_****', 'api_key_expired'));
      }
    }
    const refusing = await freshApi({ payments: (deps) => new Refusing({ ...deps, webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET, publicUrl: deps.env.PUBLIC_URL }) });
    const user = await aCustomer(refusing);
    const membership = await aMember(refusing, user);

    const res = await deleteAccount(user, refusing);
    expect(res.status).toBe(503);
    await expectStillThere(user, refusing);
    expect(await membershipRow(refusing, membership.id)).toMatchObject({ status: 'Active', canceledAt: null });
  });
});

describe('a contractor’s deletion waits for the jobs they are booked on', () => {
  it('is refused while they hold a booked job not finished, with the provider’s number to hand it back', async () => {
    const contractor = await aContractor(api.db, { firstName: 'Casey' });
    const auth = await bearerFor(api, contractor.userId);
    const job = await aJobRequest(api.db, { status: 'Scheduled', name: `Porch light ${unique()}`, city: 'Westborough' });
    await anAssignment(api.db, job, contractor, { state: 'Booked' });
    const finished = await aJobRequest(api.db, { status: 'Completed' });
    await anAssignment(api.db, finished, contractor, { state: 'Completed' });

    const body = await refusal(await deleteAccount({ userId: contractor.userId, auth }));
    expect(body).toEqual({
      Message: 'Your account cannot be deleted yet: you are booked on a job not finished. Nothing was deleted, and you are still signed in.',
      Errors: [`“${job.name}” in Westborough.`, `Complete it in the app, or call us at ${formatUsPhoneNumber(api.env.VITE_PROVIDER_PHONE!)} to hand it back; then delete your account.`],
    });
    await expectStillThere({ userId: contractor.userId, auth });
    expect(await jobRow(job.id)).toMatchObject({ status: 'Scheduled', address: '1 Main Street' });
  });

  it('is refused while an estimate of theirs waits for the customer, who could otherwise book them', async () => {
    const customer = await aConsumer(api.db);
    const { job, estimates } = await aProposedJob(api.db, customer.id, { job: { name: `Gutter guards ${unique()}`, city: 'Northborough' } });
    const contractor = estimates[0]!.contractor;
    const auth = await bearerFor(api, contractor.userId);
    const body = await refusal(await deleteAccount({ userId: contractor.userId, auth }));
    expect(body).toEqual({
      Message: 'Your account cannot be deleted yet: an estimate of yours waits for the customer’s answer. Nothing was deleted, and you are still signed in.',
      Errors: [
        `“${job.name}” in Northborough: your estimate waits for the customer.`,
        `Wait for the customer’s answer, or call us at ${formatUsPhoneNumber(api.env.VITE_PROVIDER_PHONE!)} to withdraw it; then delete your account.`,
      ],
    });
    expect((await api.db.select().from(jobProposals).where(eq(jobProposals.id, estimates[0]!.proposal.id)))[0]!.status).toBe('Pending');
  });

  it('passes on the offers they have not estimated: each job goes to the next nearest contractor', async () => {
    await theServiceArea(api.db);
    const trade = await aTrade(api.db);
    const crew = [];
    for (let i = 0; i < 4; i++) crew.push(await aContractor(api.db, { trades: [trade] }));
    const customer = await aCustomer();
    const sent = await api.post(
      '/JobRequests',
      { tradeId: trade.id, name: 'Sticking storm door', description: 'It drags on the sill.', address: '4 Maple Ave', city: 'Southborough', zipCode: '01772', preferredDates: [] },
      customer.auth,
    );
    const jobId = ((await sent.json()) as { id: string }).id;
    const offers = () => api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, jobId));
    const first = await offers();
    expect(first.map((o) => o.state)).toEqual(['Offered', 'Offered', 'Offered']);
    const leaving = crew.find((c) => c.id === first[0]!.contractorId)!;
    const waiting = crew.find((c) => !first.some((o) => o.contractorId === c.id))!;

    expect((await deleteAccount({ userId: leaving.userId, auth: await bearerFor(api, leaving.userId) })).status).toBe(202);
    const after = await offers();
    expect(after.find((o) => o.contractorId === leaving.id)).toMatchObject({ state: 'Declined', responseNote: 'They deleted their account.' });
    expect(after.find((o) => o.contractorId === waiting.id)).toMatchObject({ state: 'Offered' });
    expect((await jobRow(jobId)).status).toBe('Dispatched');
  });

  it('goes ahead once their booked jobs are finished', async () => {
    const contractor = await aContractor(api.db);
    const auth = await bearerFor(api, contractor.userId);
    const finished = await aJobRequest(api.db, { status: 'Completed' });
    await anAssignment(api.db, finished, contractor, { state: 'Completed' });

    expect((await deleteAccount({ userId: contractor.userId, auth })).status).toBe(202);
    const [row] = await api.db.select().from(users).where(eq(users.id, contractor.userId));
    expect(row).toMatchObject({ phoneNumber: null, deletedAt: expect.any(Date) });
  });
});
