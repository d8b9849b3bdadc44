import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { PaymentInfo } from '../../contract/proposals';
import { addDays, dateIn } from '../../contract/forms';
import {
  assignedJobAppointments,
  contractorReviews,
  contractors,
  devices,
  jobAppointments,
  jobProposals,
  jobRequestEvents,
  jobRequests,
  notifications,
  paymentLines,
  paymentRefunds,
  payments,
  refreshTokens,
  userMemberships,
  users,
} from '../../server/db/schema';
import { issueTokenPair } from '../../server/auth/tokens';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import {
  aConsumer,
  aContractor,
  aJobRequest,
  aMembership,
  anAssignment,
  aProposal,
  aProposedJob,
  aReview,
  aTrade,
  aVisit,
  freshApi,
  theServiceArea,
  unique,
  workingHours,
} from './factories';
import { type TestApi, useTestApi } from './harness';
import { card, CARDS, payOnCardPage } from './payment-fixtures';
import { domainError } from './problems';
import { bearerFor, newClientIp, newPhoneNumber, signIn } from './sign-in';

/**
 * What a client sees when it sends two requests that contend for one thing at the same moment (a double
 * click, two tabs, a script): one is taken and the other refused, or both are taken one after the
 * other, and the state left is one that the two taken in turn would leave.
 */

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
type Auth = Record<string, string>;

async function aCustomer(overrides: Parameters<typeof aConsumer>[1] = {}) {
  const user = await aConsumer(api.db, overrides);
  return { ...user, auth: await bearerFor(api, user.id) };
}

async function aContractorSignedIn(options: Parameters<typeof aContractor>[1] = {}) {
  const contractor = await aContractor(api.db, options);
  return { ...contractor, auth: await bearerFor(api, contractor.user.id) };
}

const jobRow = async (id: string) => (await api.db.select().from(jobRequests).where(eq(jobRequests.id, id)))[0]!;
const proposalsOf = (jobId: string) => api.db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, jobId));
const visitsOf = (jobId: string) => api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, jobId));
const eventsOf = async (jobId: string) =>
  (await api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, jobId)).orderBy(asc(jobRequestEvents.at), asc(jobRequestEvents.id))).map((e) => e.type);
const statuses = (answers: Response[]) => answers.map((r) => r.status).sort();

/** A job its contractor completed, the deposit paid, the final payment and $50.00 of extra work owed. */
async function aCompletedJobOwingExtraWork(on: TestApi, userId: string) {
  const { job, estimates } = await aProposedJob(on.db, userId, {
    job: { status: 'Completed' },
    estimates: [
      {
        status: 'Accepted',
        acceptedAt: new Date(),
        decidedAt: new Date(),
        depositStatus: 'Paid',
        finalPaymentStatus: 'Due',
        subsequentPaymentCents: 5_000,
        subsequentPaymentStatus: 'Due',
        subsequentPaymentDescription: 'Replace the shut-off valve',
      },
    ],
  });
  const { proposal, assignment } = estimates[0]!;
  await on.db.update(assignedJobAppointments).set({ state: 'Completed' }).where(eq(assignedJobAppointments.id, assignment.id));
  return { job, proposal };
}

describe('sign-in and sessions', () => {
  const refresh = (refreshToken: string) => api.post('/Authentication/refresh', { refreshToken });
  const logout = (refreshToken: string, auth?: Auth) => api.post('/Authentication/logout', { refreshToken }, auth);
  const identity = (token: string) => api.get('/Authentication/current-identity', { Authorization: `Bearer ${token}` });
  const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

  it('takes one texted code once when it is sent twice at once: one sign-in, the other refused', async () => {
    const phoneNumber = newPhoneNumber();
    const headers = { 'X-Forwarded-For': newClientIp() };
    expect((await api.post('/Authentication/send-phone-login-token', { phoneNumber }, headers)).status).toBe(202);
    const code = api.outbox.lastCode(phoneNumber, 'login');
    const answers = await Promise.all([0, 1].map(() => api.post('/Authentication/phone-login', { phoneNumber, code }, headers)));
    expect(statuses(answers)).toEqual([200, 400]);
    expect(await answers.find((r) => r.status === 400)!.json()).toMatchObject({ Message: 'This code has expired or was already used.' });
    const accounts = await api.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(accounts).toHaveLength(1);
    const families = new Set((await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, accounts[0]!.id))).map((t) => t.familyId));
    expect(families.size).toBe(1);
  });

  it('ends the sign-in at a logout racing a refresh of it: no token the refresh hands out outlives the logout', async () => {
    for (let round = 0; round < 6; round++) {
      const user = await signIn(api);
      const [refreshed, loggedOut] = await Promise.all([refresh(user.refreshToken), logout(user.refreshToken, user.auth)]);
      expect(loggedOut.status, `round ${round}`).toBe(204);
      expect((await identity(user.token)).status, `round ${round}: the old access token`).toBe(401);
      if (refreshed.status === 200) {
        const pair = (await refreshed.json()) as { token: string; refreshToken: string };
        expect((await identity(pair.token)).status, `round ${round}: the new access token`).toBe(401);
        expect((await refresh(pair.refreshToken)).status, `round ${round}: the new refresh token`).toBe(401);
      } else {
        expect(refreshed.status).toBe(401);
      }
      const live = (await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId))).filter((t) => !t.revokedAt);
      expect(live, `round ${round}`).toEqual([]);
    }
  });

  it('leaves nothing of the account’s other sign-ins working after a change of its number that their refreshes and sign-ins race', async () => {
    const afterMs = (ms: number, send: () => Response | Promise<Response>) => new Promise<Response>((resolve, reject) => setTimeout(() => Promise.resolve(send()).then(resolve, reject), ms));
    for (let round = 0; round < 3; round++) {
      const user = await signIn(api);
      // The account's other phones.
      const others = await Promise.all([0, 1, 2, 3].map(() => issueTokenPair(api.db, { userId: user.userId, secret: api.env.JWT_SECRET, now: api.clock.now() })));
      // Codes for one number are 30 seconds apart.
      api.clock.advance(30_000);
      const headers = { 'X-Forwarded-For': newClientIp() };
      expect((await api.post('/Authentication/send-phone-login-token', { phoneNumber: user.phoneNumber }, headers)).status).toBe(202);
      const loginCode = api.outbox.lastCode(user.phoneNumber, 'login');
      const newNumber = newPhoneNumber();
      expect((await api.post('/Authentication/reserve-phone-number', { phoneNumber: newNumber }, user.auth)).status).toBe(202);
      const code = api.outbox.lastCode(newNumber, 'change-phone');
      // Spread over the change's few milliseconds, so that some land while it ends the sign-ins.
      const [changed, signedIn, ...refreshed] = await Promise.all([
        api.post('/Authentication/change-reserved-phone-number', { phoneNumber: newNumber, code }, user.auth),
        afterMs(round * 3, () => api.post('/Authentication/phone-login', { phoneNumber: user.phoneNumber, code: loginCode }, headers)),
        ...others.flatMap((other, i) => [0, 1].map((j) => afterMs(i * 4 + j * 2 + round, () => refresh(other.refreshToken)))),
      ]);
      expect(changed!.status, `round ${round}`).toBe(200);
      for (const answer of [signedIn!, ...refreshed]) {
        expect([200, 400, 401], `round ${round}`).toContain(answer.status);
        if (answer.status !== 200) continue;
        const pair = (await answer.json()) as { token: string; refreshToken: string };
        const who = await identity(pair.token);
        // A sign-in after the change signs in to whoever has the old number now, never to the account.
        if (who.status === 200) expect(((await who.json()) as { id: string }).id, `round ${round}`).not.toBe(user.userId);
      }
      const live = (await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId))).filter((t) => !t.revokedAt);
      expect(new Set(live.map((t) => t.familyId)), `round ${round}`).toEqual(new Set([sessionOf(user.token)]));
      expect((await identity(user.token)).status, `round ${round}`).toBe(200);
    }
  });

  it('leaves no device registered in a sign-in that a logout racing the registration ended', async () => {
    for (let round = 0; round < 6; round++) {
      const user = await signIn(api);
      const [registered, loggedOut] = await Promise.all([
        api.post('/Authentication/register-device', { deviceToken: `token-${crypto.randomUUID()}`, platform: 'android' }, user.auth),
        logout(user.refreshToken),
      ]);
      expect(loggedOut.status, `round ${round}`).toBe(204);
      expect([200, 401], `round ${round}`).toContain(registered.status);
      expect(await api.db.select().from(devices).where(eq(devices.userId, user.userId)), `round ${round}`).toEqual([]);
    }
  });
});

describe('account deletion', () => {
  const inDays = (days: number) => addDays(dateIn(undefined, api.clock.now()), days);
  const newRequest = (tradeId: string, auth: Auth) =>
    api.post(
      '/JobRequests',
      { tradeId, name: 'Leaking kitchen faucet', description: 'The kitchen faucet drips.', address: '12 Oak Hill Road', city: 'Southborough', zipCode: '01772', preferredDates: [inDays(7)] },
      auth,
    );

  it('racing a new job request leaves none of the account’s personal data behind: the request is refused or anonymized with the rest', async () => {
    const trade = await aTrade(api.db);
    for (let round = 0; round < 6; round++) {
      const user = await signIn(api);
      const [created, deleted] = await Promise.all([newRequest(trade.id, user.auth), api.post('/Authentication/delete-account', undefined, user.auth)]);
      expect(deleted.status, `round ${round}`).toBe(202);
      expect([201, 401], `round ${round}`).toContain(created.status);
      const left = await api.db.select().from(jobRequests).where(eq(jobRequests.userId, user.userId));
      expect(left.length, `round ${round}`).toBe(created.status === 201 ? 1 : 0);
      for (const job of left) {
        expect(job, `round ${round}`).toMatchObject({ contactName: null, contactPhone: null, contactEmail: null, address: '', anonymizedAt: expect.any(Date) });
      }
    }
  });
  it('racing a change of phone number leaves the account without a number, and the new number free to sign up', async () => {
    for (let round = 0; round < 6; round++) {
      const user = await signIn(api);
      const newNumber = newPhoneNumber();
      expect((await api.post('/Authentication/reserve-phone-number', { phoneNumber: newNumber }, user.auth)).status).toBe(202);
      const code = api.outbox.lastCode(newNumber, 'change-phone');
      const [changed, deleted] = await Promise.all([
        api.post('/Authentication/change-reserved-phone-number', { phoneNumber: newNumber, code }, user.auth),
        api.post('/Authentication/delete-account', undefined, user.auth),
      ]);
      expect(deleted.status, `round ${round}`).toBe(202);
      // Refused as the code the deletion threw away (400), or as the account it ended (401).
      expect([200, 400, 401], `round ${round}`).toContain(changed.status);
      const [row] = await api.db.select().from(users).where(eq(users.id, user.userId));
      expect(row, `round ${round}`).toMatchObject({ phoneNumber: null, deletedAt: expect.any(Date) });
      const newcomer = await signIn(api, { phoneNumber: newNumber });
      expect(newcomer.userId, `round ${round}`).not.toBe(user.userId);
    }
  });

  it('racing a device registration leaves no device of the deleted account to push to', async () => {
    for (let round = 0; round < 6; round++) {
      const user = await signIn(api);
      const [registered, deleted] = await Promise.all([
        api.post('/Authentication/register-device', { deviceToken: `token-${crypto.randomUUID()}`, platform: 'android' }, user.auth),
        api.post('/Authentication/delete-account', undefined, user.auth),
      ]);
      expect(deleted.status, `round ${round}`).toBe(202);
      expect([200, 401], `round ${round}`).toContain(registered.status);
      expect(await api.db.select().from(devices).where(eq(devices.userId, user.userId)), `round ${round}`).toEqual([]);
    }
  });
});

describe('a customer deciding an estimate', () => {
  const decide = (jobId: string, proposalId: string, auth: Auth, decision: 'Accept' | 'Decline') =>
    api.post(`/JobRequests/${jobId}/jobProposals/${proposalId}/decisions`, { decision }, auth);

  it('accepting and declining one estimate at once: one decision is taken, the other refused, and the job agrees with it', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ depositCents: 0, totalCents: 9_000 }], openOffers: 1 });
    const proposal = estimates[0]!.proposal;
    const [accepted, declined] = await Promise.all([decide(job.id, proposal.id, user.auth, 'Accept'), decide(job.id, proposal.id, user.auth, 'Decline')]);
    expect(statuses([accepted, declined])).toEqual([200, 409]);
    const [row] = await proposalsOf(job.id);
    const visits = await visitsOf(job.id);
    if (accepted.status === 200) {
      expect(row!.status).toBe('Accepted');
      expect(visits).toHaveLength(1);
      expect((await jobRow(job.id)).status).toBe('Scheduled');
    } else {
      expect(row!.status).toBe('Declined');
      expect(visits).toEqual([]);
      expect((await jobRow(job.id)).status).toBe('Dispatched');
    }
    expect((await eventsOf(job.id)).filter((e) => e === 'ProposalAccepted' || e === 'ProposalDeclined')).toHaveLength(1);
  });
});

describe('a contractor’s steps sent twice', () => {
  const estimate = (id: string, auth: Auth, totalCents: number) =>
    api.post(`/AssignedJobAppointments/${id}/submit-estimate`, { lineItems: [{ title: 'Work', quantity: 1, unitPriceCents: totalCents }], depositCents: 0 }, auth);
  const act = (id: string, auth: Auth, action: string) => api.post(`/AssignedJobAppointments/${id}/contractor-action`, { action }, auth);

  it('one estimate of one offer sent twice at once makes one proposal; the second is refused', async () => {
    const contractor = await aContractorSignedIn();
    const customer = await aCustomer();
    const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, status: 'Dispatched' });
    const offer = await anAssignment(api.db, job, contractor);
    const answers = await Promise.all([estimate(offer.id, contractor.auth, 30_000), estimate(offer.id, contractor.auth, 25_000)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(await proposalsOf(job.id)).toHaveLength(1);
    expect((await eventsOf(job.id)).filter((e) => e === 'EstimateReceived')).toHaveLength(1);
    const texts = await api.db.select().from(notifications).where(and(eq(notifications.to, customer.phoneNumber!), eq(notifications.kind, 'EstimateReceived')));
    expect(texts).toHaveLength(1);
  });

  it('a cancelation racing the contractor’s on-my-way: either the job is canceled and nobody is on the way, or the contractor is and the visit ends canceled', async () => {
    const contractor = await aContractorSignedIn();
    const customer = await aCustomer();
    const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, status: 'Scheduled' });
    const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositCents: 0, depositStatus: 'NotDue', assignedJobAppointmentId: assignment.id });
    await aVisit(api.db, proposal, new Date(api.clock.now().getTime() + 3 * DAY));
    const [canceled, onMyWay] = await Promise.all([
      api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Fixed it myself.' }, customer.auth),
      act(assignment.id, contractor.auth, 'OnMyWay'),
    ]);
    expect(canceled.status).toBe(200);
    const status = (await jobRow(job.id)).status;
    const [visit] = await visitsOf(job.id);
    const texts = (await api.db.select().from(notifications).where(and(eq(notifications.to, customer.phoneNumber!), eq(notifications.kind, 'OnMyWay')))).length;
    if (onMyWay.status === 200) {
      // The contractor set out first: the customer heard so, and the cancelation came after.
      expect(texts).toBe(1);
      expect(['Canceled', 'CancelationRequested']).toContain(status);
    } else {
      expect(onMyWay.status).toBe(409);
      expect(status).toBe('Canceled');
      expect(visit!.status).toBe('Canceled');
      expect(visit!.onMyWayAt).toBeNull();
      expect(texts).toBe(0);
    }
  });
});

describe('a customer’s visit', () => {
  async function aWorkingContractor() {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, contractor);
    return { ...contractor, trade };
  }

  it('moved twice at once to different times ends at one of them, with a history that runs from one move to the next, and one live visit', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const customer = await aCustomer();
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: contractor.trade.id, status: 'Scheduled' });
    const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
    const visit = await aVisit(api.db, proposal, new Date('2026-01-14T13:00:00Z'));
    const auth = await bearerFor(api, customer.id);
    const move = (start: string) =>
      api.post(`/JobAppointments/${visit.id}/reschedule`, { start, end: new Date(Date.parse(start) + 2 * HOUR).toISOString(), reason: '' }, { ...auth, 'X-Timezone': 'America/New_York' });
    const wanted = ['2026-01-15T15:00:00.000Z', '2026-01-16T17:00:00.000Z'];
    const answers = await Promise.all(wanted.map(move));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await visitsOf(job.id);
    const history = row!.rescheduleHistory;
    expect(history).toHaveLength(2);
    expect(history[0]!.fromStart).toBe('2026-01-14T13:00:00.000Z');
    expect(history[1]!.fromStart).toBe(history[0]!.toStart);
    expect(row!.scheduledStart.toISOString()).toBe(history[1]!.toStart);
    const live = await api.db.select().from(jobAppointments).where(and(eq(jobAppointments.contractorId, contractor.id), ne(jobAppointments.status, 'Canceled')));
    expect(live).toHaveLength(1);
  });

  it('reviewed twice at once publishes one review, counted once', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    const customer = await aCustomer({ firstName: 'Karen', lastName: 'Mitchell' });
    const completedAt = new Date(api.clock.now().getTime() - DAY);
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Completed', completedAt });
    const assignment = await anAssignment(api.db, job, contractor, { state: 'Completed' });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', assignedJobAppointmentId: assignment.id });
    const visit = await aVisit(api.db, proposal, new Date(completedAt.getTime() - 4 * HOUR), { status: 'Completed', completedAt });
    const review = await aReview(api.db, visit, { userId: customer.id, createdAt: completedAt });
    const submit = (rating: number) => api.post(`/JobReviews/${review.id}/submit`, { rating, text: '' }, customer.auth);
    const answers = await Promise.all([submit(5), submit(1)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(await domainError(answers.find((r) => r.status === 409)!, 409)).toBe('You have already reviewed this job.');
    expect(await api.db.select().from(contractorReviews).where(eq(contractorReviews.contractorId, contractor.id))).toHaveLength(1);
    const [counted] = await api.db.select().from(contractors).where(eq(contractors.id, contractor.id));
    expect(counted).toMatchObject({ reviewCount: 1 });
    expect((await eventsOf(job.id)).filter((e) => e === 'Reviewed')).toHaveLength(1);
  });
});

describe('paying', () => {
  const back = `${api.env.PUBLIC_URL}/job-requests/1/proposals/2?paid=1`;
  const call = (jobId: string, proposalId: string, tail: string, auth: Auth) => api.post(`/JobRequests/${jobId}/jobProposals/${proposalId}${tail}`, { redirectUrl: back }, auth);
  const pay = (info: PaymentInfo) => payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
  async function ok<T>(res: Response): Promise<T> {
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<T>;
  }
  /** What went through of each kind on a proposal, line by line. */
  async function paidOf(proposalId: string) {
    const rows = await api.db.select().from(payments).where(eq(payments.jobProposalId, proposalId));
    const paid: Record<string, number> = {};
    for (const row of rows.filter((r) => r.status === 'Succeeded')) {
      const lines = await api.db.select().from(paymentLines).where(eq(paymentLines.paymentId, row.id));
      for (const line of lines.length ? lines : [{ kind: row.kind, amountCents: row.amountCents }]) paid[line.kind] = (paid[line.kind] ?? 0) + line.amountCents;
    }
    return paid;
  }

  it('one deposit confirmed twice at once on the card page is charged once', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id);
    const proposal = estimates[0]!.proposal;
    await ok(await api.post(`/JobRequests/${job.id}/jobProposals/${proposal.id}/decisions`, { decision: 'Accept' }, user.auth));
    const info = await ok<PaymentInfo>(await call(job.id, proposal.id, '/deposit-info', user.auth));
    const answers = await Promise.all([pay(info), pay(info)]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await paidOf(proposal.id)).toEqual({ Deposit: 10_000 });
    expect((await eventsOf(job.id)).filter((e) => e === 'DepositPaid')).toHaveLength(1);
    expect(await visitsOf(job.id)).toHaveLength(1);
  });

  it('the final payment with the extra work and the extra work alone, started and paid at once, pay no line twice', async () => {
    const user = await aCustomer();
    const { job, proposal } = await aCompletedJobOwingExtraWork(api, user.id);
    const started = await Promise.all([call(job.id, proposal.id, '/final-payment-info', user.auth), call(job.id, proposal.id, '/subsequent-payment-info', user.auth)]);
    const infos: PaymentInfo[] = [];
    for (const res of started) {
      if (res.status === 409) expect(await domainError(res, 409)).toBe('Another payment for this was started at the same time. Reload the page to pay what is owed.');
      else infos.push(await ok<PaymentInfo>(res));
    }
    expect(infos.length).toBeGreaterThanOrEqual(1);
    // Both at once: one replaces the other, whose intent is called off; each started payment that is answered may be paid.
    await Promise.all(infos.map(pay));
    const paid = await paidOf(proposal.id);
    expect(paid.SubsequentPayment ?? 0).toBeLessThanOrEqual(5_000);
    expect(paid.FinalPayment ?? 0).toBeLessThanOrEqual(20_000);
  });

  it('a payment replaced while its intent is being made is refused, not handed out to be paid a second time', async () => {
    // The intent of the extra work alone is held back until the final payment with the extra work has replaced it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const holding = new Promise<void>((resolve) => (reached = resolve));
    class SlowSandbox extends SandboxGateway {
      override async createPaymentIntent(input: Parameters<SandboxGateway['createPaymentIntent']>[0]) {
        if (input.metadata.kind === 'SubsequentPayment') {
          reached();
          await held;
        }
        return super.createPaymentIntent(input);
      }
    }
    const slow = await freshApi({ payments: (deps) => new SlowSandbox({ ...deps, webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET, publicUrl: deps.env.PUBLIC_URL }) });
    const customer = await aConsumer(slow.db);
    const auth = await bearerFor(slow, customer.id);
    const { job, proposal } = await aCompletedJobOwingExtraWork(slow, customer.id);
    const start = (tail: string) => slow.post(`/JobRequests/${job.id}/jobProposals/${proposal.id}${tail}`, { redirectUrl: back }, auth);

    const extraAlone = start('/subsequent-payment-info');
    await holding;
    const both = await ok<PaymentInfo>(await start('/final-payment-info'));
    release();
    const refused = await extraAlone;
    expect(await domainError(refused, 409)).toBe('Another payment for this was started at the same time. Reload the page to pay what is owed.');
    expect((await payOnCardPage(slow, { id: both.paymentIntentId, clientSecret: both.clientSecret }, CARDS.visa)).status).toBe(200);
    const rows = await slow.db.select().from(payments).where(eq(payments.jobProposalId, proposal.id));
    expect(rows.map((r) => [r.kind, r.amountCents, r.status]).sort()).toEqual([
      ['FinalPayment', 25_000, 'Succeeded'],
      ['SubsequentPayment', 5_000, 'Canceled'],
    ]);
  });
});

describe('a payment confirmed at the provider as another replaces it', () => {
  it('gives back what the later of the two paid of a line the earlier paid already', async () => {
    // The customer confirms the extra work alone in another tab the moment before the final payment's start calls it off.
    let confirmFirst: (intentId: string) => Promise<void> = async () => {};
    class RacingSandbox extends SandboxGateway {
      override async cancelPaymentIntent(id: string, idempotencyKey: string) {
        await confirmFirst(id);
        return super.cancelPaymentIntent(id, idempotencyKey);
      }
    }
    const racing = await freshApi({ payments: (deps) => new RacingSandbox({ ...deps, webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET, publicUrl: deps.env.PUBLIC_URL }) });
    const customer = await aConsumer(racing.db);
    const auth = await bearerFor(racing, customer.id);
    const { job, proposal } = await aCompletedJobOwingExtraWork(racing, customer.id);
    const back = `${racing.env.PUBLIC_URL}/job-requests/${job.id}`;
    const start = async (tail: string) => (await racing.post(`/JobRequests/${job.id}/jobProposals/${proposal.id}${tail}`, { redirectUrl: back }, auth)).json() as Promise<PaymentInfo>;
    const extraAlone = await start('/subsequent-payment-info');
    confirmFirst = async (intentId) => {
      confirmFirst = async () => {};
      expect((await payOnCardPage(racing, { id: intentId, clientSecret: extraAlone.clientSecret }, CARDS.visa)).status).toBe(200);
    };
    // The final payment takes the extra work along, replacing the payment of the extra work alone, which went through meanwhile.
    const both = await start('/final-payment-info');
    expect((await payOnCardPage(racing, { id: both.paymentIntentId, clientSecret: both.clientSecret }, CARDS.visa)).status).toBe(200);

    const rows = await racing.db.select().from(payments).where(eq(payments.jobProposalId, proposal.id));
    expect(rows.map((r) => [r.kind, r.amountCents, r.status]).sort()).toEqual([
      ['FinalPayment', 25_000, 'Succeeded'],
      ['SubsequentPayment', 5_000, 'Succeeded'],
    ]);
    const refunds = await racing.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, both.paymentId));
    expect(refunds.map((r) => [r.amountCents, r.status, r.reason])).toEqual([[5_000, 'Issued', 'Another payment had already paid for this, so it is refunded.']]);
    const details = (await (await racing.get(`/JobRequests/${job.id}`, auth)).json()) as JobRequestDetails;
    expect(details.paymentDue).toBe(false);
    expect(details.proposals[0]).toMatchObject({ finalPaymentStatus: 'Paid', subsequentPaymentStatus: 'Paid' });
    expect(details.payments.find((p) => p.id === both.paymentId)).toMatchObject({ amountCents: 25_000, refundedCents: 5_000 });
    expect(details.payments.find((p) => p.id === extraAlone.paymentId)).toMatchObject({ amountCents: 5_000, refundedCents: 0 });
  });
});

describe('what the account does in another tab while the deletion is at the payment provider', () => {
  /**
   * A member, on an API whose sandbox runs what `meanwhile` was given once, the moment the deletion
   * reaches the step `at` at the provider (its first step, whichever that is, when not given): what the
   * customer does in another tab just then.
   */
  async function aMemberDeleting(at?: 'cancelSubscriptionNow') {
    let meanwhile = async () => {};
    const race = async (step: string) => {
      if (at && step !== at) return;
      const run = meanwhile;
      meanwhile = async () => {};
      await run();
    };
    class RacingSandbox extends SandboxGateway {
      override async cancelPaymentIntent(id: string, idempotencyKey: string) {
        await race('cancelPaymentIntent');
        return super.cancelPaymentIntent(id, idempotencyKey);
      }
      override async expireSubscriptionCheckout(sessionId: string) {
        await race('expireSubscriptionCheckout');
        return super.expireSubscriptionCheckout(sessionId);
      }
      override async cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string) {
        await race('cancelSubscriptionNow');
        return super.cancelSubscriptionNow(subscriptionId, idempotencyKey);
      }
      override async deleteCustomer(customerId: string) {
        await race('deleteCustomer');
        return super.deleteCustomer(customerId);
      }
    }
    const racing = await freshApi({ payments: (deps) => new RacingSandbox({ ...deps, webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET, publicUrl: deps.env.PUBLIC_URL }) });
    const customer = await aConsumer(racing.db);
    const auth = await bearerFor(racing, customer.id);
    const plan = await aMembership(racing.db, { name: `Residential ${unique()}`, priority: 1, prices: [{ interval: 'Monthly', amountCents: 2_300 }] });
    const buy = async () => {
      const res = await racing.post(`/Memberships/buy?MembershipId=${plan.id}&PriceId=${plan.prices[0]!.id}&RedirectUrl=${encodeURIComponent(`${racing.env.PUBLIC_URL}/memberships/return`)}`, undefined, auth);
      expect(res.status).toBe(200);
      const { url } = (await res.json()) as { url: string };
      return (await racing.post(`/PaymentSandbox/checkout-sessions/${url.split('/').at(-1)}/confirm`, { card: card(CARDS.visa) })).status;
    };
    expect(await buy()).toBe(200);
    const accept = async (jobId: string, proposalId: string) =>
      expect((await racing.post(`/JobRequests/${jobId}/jobProposals/${proposalId}/decisions`, { decision: 'Accept' }, auth)).status).toBe(200);
    const row = async <T>(query: Promise<T[]>) => (await query)[0]!;
    return {
      racing,
      customer,
      buy,
      accept,
      /** Opens the deposit's card page of an estimate accepted: a payment started, not made. */
      startDeposit: async (jobId: string, proposalId: string) =>
        (await (await racing.post(`/JobRequests/${jobId}/jobProposals/${proposalId}/deposit-info`, { redirectUrl: `${racing.env.PUBLIC_URL}/job-requests/${jobId}` }, auth)).json()) as PaymentInfo,
      meanwhile: (then: () => Promise<void>) => void (meanwhile = then),
      deleteAccount: () => racing.post('/Authentication/delete-account', undefined, auth),
      membership: () => row(racing.db.select().from(userMemberships).where(eq(userMemberships.userId, customer.id))),
      account: () => row(racing.db.select().from(users).where(eq(users.id, customer.id))),
      job: (id: string) => row(racing.db.select().from(jobRequests).where(eq(jobRequests.id, id))),
      payment: (id: string) => row(racing.db.select().from(payments).where(eq(payments.id, id))),
    };
  }

  /** A member with a deposit's card page open, which they pay in the other tab at `at`. */
  async function aMemberPayingADeposit(at?: 'cancelSubscriptionNow') {
    const member = await aMemberDeleting(at);
    const { job, estimates } = await aProposedJob(member.racing.db, member.customer.id);
    await member.accept(job.id, estimates[0]!.proposal.id);
    const info = await member.startDeposit(job.id, estimates[0]!.proposal.id);
    member.meanwhile(async () => {
      await payOnCardPage(member.racing, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
    });
    return { ...member, jobId: job.id, paymentId: info.paymentId };
  }

  it('a deposit paid as the deletion reaches the provider: the contractor it books keeps the account, and the membership is not ended', async () => {
    const member = await aMemberPayingADeposit();
    const refused = await member.deleteAccount();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { Errors: string[] }).Errors[0]).toMatch(/^“Leaking faucet”: a contractor is booked for /);
    expect((await member.membership()).status).toBe('Active');
    expect((await member.payment(member.paymentId)).status).toBe('Succeeded');
    expect((await member.job(member.jobId)).status).toBe('Scheduled');
    expect((await member.account()).deletedAt).toBeNull();
  });

  it('a deposit paid once the deletion has closed it: the card is refused, and the account goes with its membership', async () => {
    const member = await aMemberPayingADeposit('cancelSubscriptionNow');
    expect((await member.deleteAccount()).status).toBe(202);
    expect((await member.membership()).status).toBe('Canceled');
    expect((await member.payment(member.paymentId)).status).toBe('Canceled');
    expect((await member.job(member.jobId)).status).toBe('Canceled');
    expect((await member.account()).deletedAt).not.toBeNull();
  });

  it('an estimate without a deposit accepted as the membership ends: the booking keeps the account, and the refusal says the membership has ended', async () => {
    const member = await aMemberDeleting('cancelSubscriptionNow');
    const { job, estimates } = await aProposedJob(member.racing.db, member.customer.id, { estimates: [{ depositCents: 0, requestedDepositCents: 0, finalPaymentCents: 30_000 }] });
    member.meanwhile(() => member.accept(job.id, estimates[0]!.proposal.id));
    const refused = await member.deleteAccount();
    expect(refused.status).toBe(409);
    const { Errors } = (await refused.json()) as { Errors: string[] };
    expect(Errors[0]).toMatch(/^“Leaking faucet”: a contractor is booked for /);
    expect(Errors.at(-1)).toBe('Your membership has been canceled already: a deletion ends it first. Choose a plan under Memberships to have it again.');
    expect((await member.job(job.id)).status).toBe('Scheduled');
    expect((await member.account()).deletedAt).toBeNull();
    // Its customer at the provider went before the refusal: the next payment is taken with a new one.
    expect(await member.buy()).toBe(200);
    const plans = await member.racing.db.select().from(userMemberships).where(eq(userMemberships.userId, member.customer.id));
    expect(plans.map((plan) => plan.status).sort()).toEqual(['Active', 'Canceled']);
  });
});

describe('two customers choosing times one contractor offered them', () => {
  it('at once, times that overlap: one is booked, the other refused, and the contractor is never booked twice over', async () => {
    const trade = await aTrade(api.db);
    // No working hours: the contractor's calendar has no free slot, so the customers choose among the times offered.
    const contractor = await aContractor(api.db, { trades: [trade] });
    const start = new Date(Math.ceil((api.clock.now().getTime() + 5 * DAY) / HOUR) * HOUR);
    const offers = [
      { start, end: new Date(start.getTime() + 2 * HOUR) },
      { start: new Date(start.getTime() + HOUR), end: new Date(start.getTime() + 3 * HOUR) },
    ];
    const booked = [];
    for (const offered of offers) {
      const customer = await aCustomer();
      const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Accepted' });
      const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
      await aProposal(api.db, job, contractor, { status: 'Accepted', depositCents: 0, depositStatus: 'NotDue', assignedJobAppointmentId: assignment.id });
      // Each offered while the other was not booked yet, so each was free then.
      const times = [{ start: offered.start.toISOString(), end: offered.end.toISOString() }];
      await api.db.insert(jobRequestEvents).values({ jobRequestId: job.id, type: 'TimesOffered', by: 'contractor', contractorId: contractor.id, data: { times }, at: api.clock.now() });
      booked.push({ customer, job, start: offered.start.toISOString() });
    }
    const answers = await Promise.all(booked.map((b) => api.post(`/JobRequests/${b.job.id}/schedule-visit`, { start: b.start }, b.customer.auth)));
    expect(statuses(answers)).toEqual([200, 409]);
    const live = await api.db.select().from(jobAppointments).where(and(eq(jobAppointments.contractorId, contractor.id), ne(jobAppointments.status, 'Canceled')));
    expect(live).toHaveLength(1);
  });
});
