import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { CancelationResult, JobRequestDetails } from '../../contract/job-requests';
import { ANOTHER_ESTIMATE_ACCEPTED, type JobProposal, type PaymentInfo } from '../../contract/proposals';
import { assignedJobAppointments, jobProposals, jobRequestEvents, jobRequests, notifications, paymentRefunds, payments } from '../../server/db/schema';
import { AUTO_BOOKED_LEAD_HOURS, jobActionsFor } from '../../machines/job-lifecycle.machine';
import { settleCanceledJob } from '../../server/jobs/money';
import { aConsumer, aProposedJob, unknownId } from './factories';
import { countQueries, type TestApi, useTestApi } from './harness';
import { CARDS, deliver, paymentRow, payOnCardPage, sandboxIn, signedEvent } from './payment-fixtures';
import { domainError, validationErrors } from './problems';
import { bearerFor } from './sign-in';

const api = await useTestApi();
const sandbox = sandboxIn(api);
const back = `${api.env.PUBLIC_URL}/job-requests/1/proposals/2?paid=1`;

type Auth = Record<string, string>;

async function aCustomer(on: TestApi = api) {
  const user = await aConsumer(on.db, { firstName: 'Casey', email: `casey-${unknownId().slice(0, 8)}@example.com` });
  return { ...user, auth: await bearerFor(on, user.id) };
}

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

const call = (jobId: string, proposalId: string, tail: string, auth: Auth, body: unknown = { redirectUrl: back }, on: TestApi = api) =>
  on.post(`/JobRequests/${jobId}/jobProposals/${proposalId}${tail}`, body, auth);
const depositInfo = (jobId: string, proposalId: string, auth: Auth, body?: unknown) => call(jobId, proposalId, '/deposit-info', auth, body);
const accept = (jobId: string, proposalId: string, auth: Auth) => call(jobId, proposalId, '/decisions', auth, { decision: 'Accept' });
const cancel = (jobId: string, auth: Auth, reason = 'Plans changed.') => api.post(`/JobRequests/${jobId}/request-cancelation`, { reason }, auth);
const jobDetails = async (jobId: string, auth: Auth) => ok<JobRequestDetails>(await api.get(`/JobRequests/${jobId}`, auth));
const proposalOf = async (jobId: string, id: string, auth: Auth) => ok<JobProposal>(await api.get(`/JobRequests/${jobId}/jobProposals/${id}`, auth));
const pay = (info: PaymentInfo, number: string) => payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, number);
const timelineOf = async (jobId: string) =>
  (await api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, jobId)).orderBy(asc(jobRequestEvents.at), asc(jobRequestEvents.id))).map((e) => e.type);
const sent = async (kind: string, paymentId: string) =>
  (await api.db.select().from(notifications).where(eq(notifications.kind, kind))).filter((n) => n.data.paymentId === paymentId);
const paymentsOf = (proposalId: string) => api.db.select().from(payments).where(eq(payments.jobProposalId, proposalId));

/** A customer's job with two estimates, the first accepted and its $100.00 deposit waiting. */
async function anAcceptedEstimate() {
  const user = await aCustomer();
  const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{}, { totalCents: 36_000, depositCents: 12_000 }] });
  const [chosen, other] = estimates;
  await ok(await accept(job.id, chosen!.proposal.id, user.auth));
  return { user, job, chosen: chosen!, other: other! };
}

/** Holds the sandbox's events, as a slow webhook delivery would, until `release`. */
function holdProviderEvents() {
  const held: Request[] = [];
  const connect = () => sandbox.deliverTo((request) => api.app.fetch(request));
  sandbox.deliverTo((request) => {
    held.push(request);
    return Response.json({ received: true, duplicate: false });
  });
  onTestFinished(connect);
  return {
    release: async () => {
      connect();
      for (const request of held.splice(0)) await api.app.fetch(request);
    },
  };
}

describe('POST …/{id}/deposit-info', () => {
  it('starts the deposit for exactly the amount the server holds, whatever the client sends', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth, { redirectUrl: back, amountCents: 100, depositCents: 100 }));
    expect(info).toEqual({
      kind: 'Deposit',
      jobProposalId: chosen.proposal.id,
      paymentId: expect.any(String),
      amountCents: 10_000,
      description: `Deposit for Leaking faucet (${chosen.contractor.businessName})`,
      status: 'Due',
      provider: 'sandbox',
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      failureMessage: null,
      card: null,
      redirectUrl: back,
      cardPageUrl: `${api.env.PUBLIC_URL}/payment-sandbox/payment/${info.paymentIntentId}?clientSecret=${encodeURIComponent(info.clientSecret)}&redirectUrl=${encodeURIComponent(back)}`,
      lines: [{ kind: 'Deposit', amountCents: 10_000, description: 'Deposit' }],
    });
    const intent = await api.payments.retrievePaymentIntent(info.paymentIntentId);
    expect(intent).toMatchObject({ amountCents: 10_000, clientSecret: info.clientSecret, metadata: { paymentId: info.paymentId, kind: 'Deposit', jobProposalId: chosen.proposal.id } });
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ userId: user.id, kind: 'Deposit', amountCents: 10_000, status: 'Pending' });
  });

  it('a double click makes one payment and one intent; a retry answers the same one', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const [a, b] = await Promise.all([depositInfo(job.id, chosen.proposal.id, user.auth), depositInfo(job.id, chosen.proposal.id, user.auth)]);
    const [first, second] = [await ok<PaymentInfo>(a), await ok<PaymentInfo>(b)];
    expect(second).toEqual(first);
    expect(await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth))).toEqual(first);
    expect(await paymentsOf(chosen.proposal.id)).toHaveLength(1);
    const created = (await sandbox.events({ type: 'payment_intent.created' })).filter((e) => (e.data.object as { metadata: Record<string, string> }).metadata.jobProposalId === chosen.proposal.id);
    expect(created).toHaveLength(1);
  });

  it('refuses a return address off this site (an open redirect) and starts nothing', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    for (const redirectUrl of ['https://evil.example.com/thanks', 'http://localhost.evil.example.com/', 'http://someone@localhost:3000/', 'javascript:alert(1)']) {
      expect(await validationErrors(await depositInfo(job.id, chosen.proposal.id, user.auth, { redirectUrl }))).toEqual({
        redirectUrl: ['The return address must be a page of this site.'],
      });
    }
    expect(await validationErrors(await depositInfo(job.id, chosen.proposal.id, user.auth, { redirectUrl: '//evil.example.com' }))).toEqual({ redirectUrl: ['Enter a valid URL.'] });
    expect(await validationErrors(await depositInfo(job.id, chosen.proposal.id, user.auth, {}))).toEqual({ redirectUrl: ['This field is required.'] });
    expect(await paymentsOf(chosen.proposal.id)).toHaveLength(0);
  });

  it('answers 409 unless a deposit is due on an accepted estimate', async () => {
    const { user, job, chosen, other } = await anAcceptedEstimate();
    // The job owes a deposit, on the estimate accepted: this one is not it.
    expect(await domainError(await depositInfo(job.id, other.proposal.id, user.auth), 409)).toBe('Accept this estimate first: its deposit is paid once you have accepted it.');
    // Nothing accepted, so the job owes no deposit: the machine says so.
    const noDeposit = await aProposedJob(api.db, user.id, { estimates: [{ depositCents: 0 }, {}] });
    expect(await domainError(await depositInfo(noDeposit.job.id, noDeposit.estimates[0]!.proposal.id, user.auth), 409)).toBe(
      'Accept the estimate first: its deposit is paid once you have accepted it.',
    );
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    await pay(info, CARDS.visa);
    // Booked and scheduled, the job takes no deposit: the machine's words, whichever estimate is named.
    const scheduled = 'This job request has its visit scheduled. You can now cancel it or reschedule the visit.';
    expect(await domainError(await depositInfo(job.id, chosen.proposal.id, user.auth), 409)).toBe(scheduled);
    expect(await domainError(await depositInfo(job.id, other.proposal.id, user.auth), 409)).toBe(scheduled);
    expect(await paymentsOf(other.proposal.id)).toHaveLength(0);
  });

  it('holds a stored deposit to one third of the total in the database, so paying asks nothing more of the amounts', async () => {
    const user = await aCustomer();
    // The estimate's submission caps the deposit it stores; the table refuses any other row that asks more.
    const over = aProposedJob(api.db, user.id, { estimates: [{ totalCents: 30_000, depositCents: 10_001, acceptedAt: new Date(), depositStatus: 'Due' }] });
    await expect(over).rejects.toMatchObject({ cause: { constraint: 'job_proposals_deposit_at_most_one_third' } });
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ totalCents: 30_000, depositCents: 10_000, acceptedAt: new Date(), depositStatus: 'Due' }] });
    const info = await ok<PaymentInfo>(await depositInfo(job.id, estimates[0]!.proposal.id, user.auth));
    expect(info.amountCents).toBe(10_000);
  });
});

describe('the payment calls are the job’s customer’s', () => {
  it.each(['/deposit-info', '/final-payment-info', '/subsequent-payment-info'])('%s: 404 to another customer and for a proposal of another job, 403 to a contractor, 401 without a token', async (tail) => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const stranger = await aCustomer();
    const elsewhere = await aProposedJob(api.db, user.id);
    expect(await domainError(await call(job.id, chosen.proposal.id, tail, stranger.auth), 404)).toBe('The job request was not found.');
    expect(await domainError(await call(elsewhere.job.id, chosen.proposal.id, tail, user.auth), 404)).toBe('The proposal was not found.');
    expect(await domainError(await call(job.id, unknownId(), tail, user.auth), 404)).toBe('The proposal was not found.');
    expect((await call(job.id, chosen.proposal.id, tail, await bearerFor(api, chosen.contractor.user.id))).status).toBe(403);
    expect(await domainError(await api.post(`/JobRequests/${job.id}/jobProposals/${chosen.proposal.id}${tail}`, { redirectUrl: back }), 401)).toBe('Sign in to continue.');
    expect(await paymentsOf(chosen.proposal.id)).toHaveLength(0);
  });
});

describe('paying the deposit in the sandbox', () => {
  it('4242 books the contractor: the job is Accepted then Scheduled, the estimate Accepted, the others declined, the contractor told, a receipt sent once', async () => {
    // The text names the first visit's time: the earliest one offered, which moves with the clock.
    api.clock.set('2026-12-01T13:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const { user, job, chosen, other } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    expect((await pay(info, CARDS.visa)).body).toMatchObject({ status: 'succeeded' });

    expect(await timelineOf(job.id)).toEqual(['ProposalAccepted', 'DepositPaid', 'Scheduled']);
    const d = await jobDetails(job.id, user.auth);
    expect(d).toMatchObject({ status: 'Scheduled', paymentDue: false, depositPaidCents: 10_000 });
    expect(d.timeline.find((e) => e.type === 'DepositPaid')?.summary).toBe('Deposit paid ($100.00)');
    expect(d.appointment).toMatchObject({ contractor: { id: chosen.contractor.id }, status: 'Scheduled' });
    expect(d.payments).toEqual([
      {
        id: info.paymentId,
        paymentIntentId: info.paymentIntentId,
        kind: 'Deposit',
        jobProposalId: chosen.proposal.id,
        contractor: expect.objectContaining({ id: chosen.contractor.id, businessName: chosen.contractor.businessName }),
        amountCents: 10_000,
        status: 'Paid',
        card: { brand: 'visa', last4: '4242' },
        paidAt: expect.any(String),
        refundedCents: 0,
        refundedAt: null,
        lines: [{ kind: 'Deposit', amountCents: 10_000, description: 'Deposit' }],
      },
    ]);
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Accepted', depositStatus: 'Paid', decidedAt: expect.any(String) });
    expect(await proposalOf(job.id, other.proposal.id, user.auth)).toMatchObject({ status: 'Declined', declineReason: ANOTHER_ESTIMATE_ACCEPTED });
    // The job's list says so too, so the estimate not chosen is not read as one the customer declined.
    expect((await jobDetails(job.id, user.auth)).proposals.find((p) => p.id === other.proposal.id)).toMatchObject({ status: 'Declined', declineReason: ANOTHER_ESTIMATE_ACCEPTED });
    const assignments = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, job.id));
    expect(new Map(assignments.map((a) => [a.id, [a.state, a.isNewlyBooked]]))).toEqual(
      new Map([
        [chosen.assignment.id, ['Booked', true]],
        [other.assignment.id, ['Closed', false]],
      ]),
    );
    const booked = (await api.db.select().from(notifications).where(eq(notifications.to, chosen.contractor.user.phoneNumber!))).filter((n) => n.kind === 'JobBooked');
    expect(booked).toHaveLength(1);
    expect(booked[0]!.body).toMatch(/^Booked: Casey Homeowner accepted your estimate of \$300\.00 for "Leaking faucet" in Southborough, with the \$100\.00 deposit paid\. First visit: .+ 9:00 AM E[SD]T\./);

    const receipts = await sent('Receipt', info.paymentId);
    expect(receipts.map((n) => [n.channel, n.to])).toEqual([
      ['email', user.email],
      ['sms', user.phoneNumber],
    ]);
    expect(receipts[0]).toMatchObject({ subject: 'Receipt: your $100.00 deposit for Leaking faucet' });
    expect(receipts[0]!.body).toContain('Amount: $100.00');
    expect(receipts[0]!.body).toContain('For: Deposit for Leaking faucet');
    expect(receipts[0]!.body).toContain(`Contractor: ${chosen.contractor.businessName}`);
    expect(receipts[0]!.body).toContain('Paid with: Visa ending in 4242');
    expect(receipts[0]!.body).toContain(`Reference: ${info.paymentId}`);
    expect(receipts[1]!.body).toMatch(
      new RegExp(`^Southborough Home Services: we received your \\$100\\.00 deposit for "Leaking faucet" \\(Visa ending in 4242, .+\\)\\. The receipt is on the job's page: http://localhost:3000/job-requests/${job.id}$`),
    );
    expect((await paymentRow(api.db, info.paymentId)).receiptSentAt).toEqual(expect.any(Date));
  });

  it('9995 is declined with Stripe’s reason and the deposit stays owed; 4242 then pays on the same payment', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    expect((await pay(info, CARDS.insufficientFunds)).body).toMatchObject({ lastPaymentError: { message: 'Your card has insufficient funds.' } });
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Pending', depositStatus: 'Failed' });
    expect(await jobDetails(job.id, user.auth)).toMatchObject({ status: 'Proposed', paymentDue: true, payments: [] });

    const retry = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    expect(retry).toMatchObject({ paymentId: info.paymentId, clientSecret: info.clientSecret, status: 'Failed', failureMessage: 'Your card has insufficient funds.', card: { brand: 'visa', last4: '9995' } });
    await pay(retry, CARDS.visa);
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Accepted', depositStatus: 'Paid' });
    expect((await jobDetails(job.id, user.auth)).status).toBe('Scheduled');
    expect(await paymentsOf(chosen.proposal.id)).toHaveLength(1);
    expect(await sent('Receipt', info.paymentId)).toHaveLength(2);
  });

  it('3184 after a declined card: the deposit waits for the customer to confirm with their bank, with that card, and its card page finishes it', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    await pay(info, CARDS.insufficientFunds);
    expect((await pay(info, CARDS.threeDSecure)).body).toMatchObject({ status: 'requires_action', nextAction: 'authenticate' });

    // Asked again (the estimate's page, come back without answering the bank): what the payment waits for, and the card of this attempt.
    const waiting = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    expect(waiting).toMatchObject({ paymentId: info.paymentId, status: 'RequiresAction', failureMessage: null, card: { brand: 'visa', last4: '3184' }, cardPageUrl: info.cardPageUrl });
    expect(await jobDetails(job.id, user.auth)).toMatchObject({ status: 'Proposed', paymentDue: true, payments: [] });

    // The card page it names still holds the bank's step; answering it pays the deposit with that card.
    const clientSecret = new URL(waiting.cardPageUrl!).searchParams.get('clientSecret')!;
    const page = await api.get(`/PaymentSandbox/payment-intents/${waiting.paymentIntentId}?clientSecret=${encodeURIComponent(clientSecret)}`);
    expect(await page.json()).toMatchObject({ status: 'requires_action', nextAction: 'authenticate' });
    await api.post(`/PaymentSandbox/payment-intents/${waiting.paymentIntentId}/authenticate`, { clientSecret, outcome: 'complete' });
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Accepted', depositStatus: 'Paid' });
    expect((await jobDetails(job.id, user.auth)).payments).toMatchObject([{ id: info.paymentId, status: 'Paid', card: { brand: 'visa', last4: '3184' } }]);
  });

  it('a redelivered or late event changes nothing twice', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    await pay(info, CARDS.visa);
    const before = { timeline: await timelineOf(job.id), visits: (await jobDetails(job.id, user.auth)).appointment };

    const [succeeded] = await sandbox.events({ type: 'payment_intent.succeeded', objectId: info.paymentIntentId });
    expect(await (await sandbox.redeliver(succeeded!.id)).json()).toEqual({ received: true, duplicate: true });
    const lateFailure = {
      id: info.paymentIntentId,
      object: 'payment_intent',
      status: 'requires_payment_method',
      metadata: { paymentId: info.paymentId, kind: 'Deposit', jobProposalId: chosen.proposal.id },
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    };
    expect(await (await deliver(api, signedEvent(api, 'payment_intent.payment_failed', lateFailure))).json()).toEqual({ received: true, duplicate: false });
    // The same success sent again under a new event id (a replay from the Dashboard) finds the payment paid.
    expect((await deliver(api, signedEvent(api, 'payment_intent.succeeded', { ...lateFailure, status: 'succeeded', last_payment_error: null }))).status).toBe(200);

    expect(await timelineOf(job.id)).toEqual(before.timeline);
    expect((await jobDetails(job.id, user.auth)).appointment).toEqual(before.visits);
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Accepted', depositStatus: 'Paid' });
    expect(await sent('Receipt', info.paymentId)).toHaveLength(2);
    expect((await api.db.select().from(notifications).where(eq(notifications.to, chosen.contractor.user.phoneNumber!))).filter((n) => n.kind === 'JobBooked')).toHaveLength(1);
  });

  it('a deposit paid for a job canceled meanwhile is refunded in full at once, and the timeline says so', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    const webhook = holdProviderEvents();
    expect((await pay(info, CARDS.visa)).body).toMatchObject({ status: 'succeeded' });
    // The customer cancels before the provider's word about the payment arrives.
    expect(await ok<CancelationResult>(await cancel(job.id, user.auth))).toMatchObject({ status: 'Canceled', refundCents: 0 });
    await webhook.release();

    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
    const d = await jobDetails(job.id, user.auth);
    expect(d.status).toBe('Canceled');
    expect(d.timeline.slice(-2).map((e) => [e.type, e.note])).toEqual([
      ['DepositPaid', 'The job request was canceled while the deposit was being paid, so it is refunded in full.'],
      ['Refunded', '$100.00 went back to the card that paid.'],
    ]);
    expect(d.payments).toMatchObject([{ id: info.paymentId, status: 'Refunded', refundedCents: 10_000 }]);
    expect(d.depositPaidCents).toBe(0);
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Withdrawn', depositStatus: 'Refunded' });
    expect((await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, chosen.assignment.id)))[0]!.state).toBe('Canceled');
    const told = await sent('Refund', info.paymentId);
    expect(told.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((n) => n.channel === 'sms')?.body).toBe(
      `Southborough Home Services: we refunded $100.00 of your deposit for "Leaking faucet" to your Visa ending in 4242. Banks take 5 to 10 business days to show it. http://localhost:3000/job-requests/${job.id}`,
    );
    expect(told.find((n) => n.channel === 'email')).toMatchObject({ to: user.email, subject: 'Refund: $100.00 of your deposit for Leaking faucet' });
  });

  it('a deposit paid for an estimate declined meanwhile books nothing: the job stays where it was and the payment is refunded in full', async () => {
    const { user, job, chosen, other } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    const webhook = holdProviderEvents();
    expect((await pay(info, CARDS.visa)).body).toMatchObject({ status: 'succeeded' });
    // The customer declines the estimate before the provider's word about its deposit arrives; the other still waits.
    await ok(await call(job.id, chosen.proposal.id, '/decisions', user.auth, { decision: 'Decline' }));
    const before = await jobDetails(job.id, user.auth);
    expect(before.status).toBe('Proposed');
    await webhook.release();

    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
    const d = await jobDetails(job.id, user.auth);
    expect(d.status).toBe('Proposed');
    expect(d.appointment).toBeNull();
    expect(d.facts).toMatchObject({ awaitedDeposit: null, depositPaidCents: 0, pendingProposals: 1 });
    expect(d.timeline.slice(-2).map((e) => [e.type, e.note])).toEqual([
      ['DepositPaid', 'The estimate could no longer be booked when the deposit was paid, so it is refunded in full.'],
      ['Refunded', '$100.00 went back to the card that paid.'],
    ]);
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Declined', depositStatus: 'Refunded' });
    expect(await proposalOf(job.id, other.proposal.id, user.auth)).toMatchObject({ status: 'Pending' });
    expect((await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, chosen.assignment.id)))[0]!.state).not.toBe('Booked');
  });

  it('canceling while the deposit is still owed closes its payment, so it can no longer be paid, and nothing is due', async () => {
    const { user, job, chosen } = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth));
    await pay(info, CARDS.insufficientFunds);
    expect(await ok<CancelationResult>(await cancel(job.id, user.auth))).toMatchObject({ status: 'Canceled', refundCents: 0, Message: 'Your job request is canceled. Nothing was paid, so nothing is charged.' });
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Canceled' });
    expect(await jobDetails(job.id, user.auth)).toMatchObject({ paymentDue: false, payments: [] });
    expect((await pay(info, CARDS.visa)).status).toBe(409);
    expect(await domainError(await depositInfo(job.id, chosen.proposal.id, user.auth), 409)).toBe('This job request is canceled. Nothing more can be done to it online.');
  });
});

describe('the visit booked when the deposit is paid', () => {
  it('leaves a deposit paid at 11:10 PM a full day to move the visit: changes are still open at 9 AM the next morning', async () => {
    // Dec 1, 11:10 PM in Southborough (EST).
    api.clock.set('2026-12-02T04:10:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const { user, job, chosen } = await anAcceptedEstimate();
    await pay(await ok<PaymentInfo>(await depositInfo(job.id, chosen.proposal.id, user.auth)), CARDS.visa);
    const booked = await jobDetails(job.id, user.auth);
    const visit = booked.appointment!;
    expect(booked.status).toBe('Scheduled');
    expect(Date.parse(visit.scheduledStart)).toBeGreaterThanOrEqual(Date.parse('2026-12-02T04:10:00Z') + AUTO_BOOKED_LEAD_HOURS * 3600_000);

    // Dec 2, 9 AM in Southborough: the customer comes back and moves it.
    api.clock.set('2026-12-02T14:00:00Z');
    user.auth = await bearerFor(api, user.id);
    expect(Date.parse((await jobDetails(job.id, user.auth)).facts.changeCutoff!)).toBeGreaterThan(Date.parse('2026-12-02T14:00:00Z'));
    const res = await api.get(`/JobAppointments/${visit.id}/reschedule-availability?Date.From=2026-12-04&Date.To=2026-12-20`, user.auth);
    expect(res.status).toBe(200);
    const { slots } = (await res.json()) as { slots: { start: string; end: string }[] };
    const later = slots.find((s) => s.start !== visit.scheduledStart)!;
    const moved = await api.post(`/JobAppointments/${visit.id}/reschedule`, { ...later, reason: 'The afternoon suits us better.' }, user.auth);
    expect(moved.status).toBe(200);
    expect((await jobDetails(job.id, user.auth)).appointment).toMatchObject({ scheduledStart: later.start });
  });
});

describe('refunds when the customer cancels', () => {
  /** A job booked with its $100.00 deposit paid in the sandbox, its visit booked on its own, at least two days ahead. */
  async function aPaidBooking() {
    const booking = await anAcceptedEstimate();
    const info = await ok<PaymentInfo>(await depositInfo(booking.job.id, booking.chosen.proposal.id, booking.user.auth));
    await pay(info, CARDS.visa);
    return { ...booking, info };
  }

  it('before the cutoff: canceled at once, the deposit refunded in full through the provider, once', async () => {
    // 8 AM in Southborough: the visit booked on its own, the day after tomorrow at 9 AM, is 49 hours away.
    api.clock.set('2026-12-01T13:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const { user, job, chosen, info } = await aPaidBooking();
    expect((await jobDetails(job.id, user.auth)).appointment?.scheduledStart).toBe('2026-12-03T14:00:00.000Z');

    expect(await ok<CancelationResult>(await cancel(job.id, user.auth))).toEqual({
      id: job.id,
      status: 'Canceled',
      refundCents: 10_000,
      Message: 'Your job request is canceled. Your deposit of $100.00 will be refunded in full to the card you paid with.',
    });
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
    expect(await api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, info.paymentId))).toMatchObject([
      { amountCents: 10_000, status: 'Issued', providerRefundId: expect.stringMatching(/^re_/) },
    ]);
    const d = await jobDetails(job.id, user.auth);
    expect(d.timeline.slice(-2).map((e) => e.type)).toEqual(['Canceled', 'Refunded']);
    expect(d.payments).toMatchObject([{ status: 'Refunded', refundedCents: 10_000, refundedAt: expect.any(String) }]);
    expect(await proposalOf(job.id, chosen.proposal.id, user.auth)).toMatchObject({ status: 'Accepted', depositStatus: 'Refunded' });

    expect((await cancel(job.id, user.auth)).status).toBe(409);
    await settleCanceledJob(api, job.id);
    const refunds = (await sandbox.events({ type: 'charge.refunded' })).filter((e) => (e.data.object as { payment_intent?: string }).payment_intent === info.paymentIntentId);
    expect(refunds).toHaveLength(1);
  });

  it('after the cutoff nothing is refunded until the contractor agrees; then the late share, once', async () => {
    // Paid at 3 PM in Southborough: the visit is never booked inside its own cutoff, so the customer comes back 18 hours before it.
    api.clock.set('2026-12-01T20:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const { user, job, chosen, info } = await aPaidBooking();
    const booked = await jobDetails(job.id, user.auth);
    expect(Date.parse(booked.facts.changeCutoff!)).toBeGreaterThanOrEqual(Date.parse('2026-12-01T20:00:00Z'));
    api.clock.set(new Date(Date.parse(booked.facts.visitStartsAt!) - 18 * 3600_000));
    user.auth = await bearerFor(api, user.id);
    expect(await ok<CancelationResult>(await cancel(job.id, user.auth))).toMatchObject({ status: 'CancelationRequested', refundCents: 0 });
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Succeeded', refundedCents: 0 });

    // The booked contractor agrees through the contractor API: the late share goes back, once.
    const contractorAuth = await bearerFor(api, chosen.contractor.userId);
    const assignmentPath = `/AssignedJobAppointments/${chosen.assignment.id}/acknowledge-canceled`;
    expect((await api.post(assignmentPath, undefined, contractorAuth)).status).toBe(200);
    expect((await api.post(assignmentPath, undefined, contractorAuth)).status).toBe(200);
    expect(await api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, info.paymentId))).toMatchObject([
      { amountCents: 5_000, status: 'Issued' },
    ]);
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Succeeded', refundedCents: 5_000 });
    expect((await jobDetails(job.id, user.auth)).payments).toMatchObject([{ status: 'Paid', refundedCents: 5_000 }]);
  });

  it('a refund the provider cannot take yet stays owed and is issued by the next sweep', async () => {
    // Before the cutoff, so the cancelation is at once whatever the hour the suite runs.
    api.clock.set('2026-12-01T13:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const { user, job, info } = await aPaidBooking();
    const refund = sandbox.refund.bind(sandbox);
    sandbox.refund = async () => {
      const { PaymentGatewayError } = await import('../../server/payments/gateway');
      throw new PaymentGatewayError('The provider is down.', undefined, true);
    };
    onTestFinished(() => {
      sandbox.refund = refund;
    });
    expect(await ok<CancelationResult>(await cancel(job.id, user.auth))).toMatchObject({ status: 'Canceled', refundCents: 10_000 });
    expect(await api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, info.paymentId))).toMatchObject([{ status: 'Pending', attempts: 1 }]);
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Succeeded', refundedCents: 0 });

    sandbox.refund = refund;
    const { issuePendingRefunds } = await import('../../server/jobs/money');
    await issuePendingRefunds(api);
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
    expect(await api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, info.paymentId))).toMatchObject([{ status: 'Issued', attempts: 2 }]);
  });
});

describe('the final payment and payments for extra work', () => {
  /** A booked job whose deposit was paid, in `status`, with its proposal's later payments as given. */
  async function aBookedJob(status: 'Scheduled' | 'InProgress' | 'Completed', proposal: Partial<typeof jobProposals.$inferInsert> = {}) {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, {
      job: { status },
      estimates: [{ status: 'Accepted', acceptedAt: new Date(), decidedAt: new Date(), depositStatus: 'Paid', ...proposal }],
    });
    await api.db.update(assignedJobAppointments).set({ state: status === 'Completed' ? 'Completed' : 'Booked' }).where(eq(assignedJobAppointments.id, estimates[0]!.assignment.id));
    return { user, job, proposal: estimates[0]!.proposal };
  }

  it('is never asked before the contractor reports the job complete', async () => {
    for (const [status, message] of [
      ['Scheduled', 'The final payment is asked for once your contractor reports the job complete.'],
      ['InProgress', 'The final payment is asked for once your contractor reports the job complete.'],
    ] as const) {
      const { user, job, proposal } = await aBookedJob(status, { finalPaymentStatus: 'Due' });
      expect(await domainError(await call(job.id, proposal.id, '/final-payment-info', user.auth), 409)).toBe(message);
    }
    const { user, job, proposal } = await aBookedJob('Completed');
    expect(await domainError(await call(job.id, proposal.id, '/final-payment-info', user.auth), 409)).toBe('Nothing is owed for the final payment of this job.');
    expect(await api.db.select({ n: count() }).from(payments).where(and(eq(payments.jobProposalId, proposal.id)))).toEqual([{ n: 0 }]);
  });

  it('once the job is complete, asks the rest of the total and records it paid with a receipt', async () => {
    const { user, job, proposal } = await aBookedJob('Completed', { finalPaymentStatus: 'Due' });
    const info = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
    expect(info).toMatchObject({ kind: 'FinalPayment', amountCents: 20_000, status: 'Due', description: expect.stringMatching(/^Final payment for Leaking faucet \(/) });
    await pay(info, CARDS.visa);
    expect(await proposalOf(job.id, proposal.id, user.auth)).toMatchObject({ finalPaymentStatus: 'Paid' });
    const d = await jobDetails(job.id, user.auth);
    expect(d).toMatchObject({ status: 'Completed', paymentDue: false });
    expect(d.timeline.at(-1)).toMatchObject({ type: 'PaymentReceived', summary: 'Final payment received ($200.00)' });
    expect(d.payments).toMatchObject([{ kind: 'FinalPayment', amountCents: 20_000, status: 'Paid', card: { last4: '4242' } }]);
    expect(await sent('Receipt', info.paymentId)).toHaveLength(2);
    expect(await domainError(await call(job.id, proposal.id, '/final-payment-info', user.auth), 409)).toBe('Nothing is owed for the final payment of this job.');
  });

  it('asks what extra work is owed while it is, and only the new part after more is added', async () => {
    const { user, job, proposal } = await aBookedJob('InProgress');
    expect(await domainError(await call(job.id, proposal.id, '/subsequent-payment-info', user.auth), 409)).toBe('No extra work is waiting to be paid on this job.');
    await api.db
      .update(jobProposals)
      .set({ subsequentPaymentCents: 5_000, subsequentPaymentStatus: 'Due', subsequentPaymentDescription: 'Replace the shut-off valve' })
      .where(eq(jobProposals.id, proposal.id));
    // The job page states the amount and what it is for before any card is asked for.
    expect((await jobDetails(job.id, user.auth)).proposals).toMatchObject([
      { id: proposal.id, subsequentPaymentStatus: 'Due', subsequentPaymentCents: 5_000, subsequentPaymentDescription: 'Replace the shut-off valve' },
    ]);
    const first = await ok<PaymentInfo>(await call(job.id, proposal.id, '/subsequent-payment-info', user.auth));
    expect(first).toMatchObject({ kind: 'SubsequentPayment', amountCents: 5_000, description: expect.stringMatching(/^Extra work on Leaking faucet/) });
    await pay(first, CARDS.visa);
    expect(await proposalOf(job.id, proposal.id, user.auth)).toMatchObject({ subsequentPaymentStatus: 'Paid' });

    // The contractor adds more extra work: the total of extra work rises, and it is due again.
    await api.db.update(jobProposals).set({ subsequentPaymentCents: 8_000, subsequentPaymentStatus: 'Due' }).where(eq(jobProposals.id, proposal.id));
    // Only the new part is owed, and the job page says so.
    expect((await jobDetails(job.id, user.auth)).proposals).toMatchObject([{ id: proposal.id, subsequentPaymentCents: 3_000 }]);
    const second = await ok<PaymentInfo>(await call(job.id, proposal.id, '/subsequent-payment-info', user.auth));
    expect(second).toMatchObject({ amountCents: 3_000 });
    expect(second.paymentId).not.toBe(first.paymentId);
    await pay(second, CARDS.visa);
    expect(await proposalOf(job.id, proposal.id, user.auth)).toMatchObject({ subsequentPaymentStatus: 'Paid' });
    expect((await jobDetails(job.id, user.auth)).payments.map((p) => p.amountCents)).toEqual([5_000, 3_000]);
  });

  describe('with extra work owed: one card step pays both, line by line', () => {
    const extraWork = { finalPaymentStatus: 'Due', subsequentPaymentCents: 5_000, subsequentPaymentStatus: 'Due', subsequentPaymentDescription: 'Replace the shut-off valve' } as const;
    const bothLines = [
      { kind: 'FinalPayment', amountCents: 20_000, description: 'Final payment' },
      { kind: 'SubsequentPayment', amountCents: 5_000, description: 'Extra work: Replace the shut-off valve' },
    ];

    it('charges the total once; when it goes through nothing is owed, and the receipt and timeline name each line', async () => {
      const { user, job, proposal } = await aBookedJob('Completed', extraWork);
      const info = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
      expect(info).toMatchObject({ kind: 'FinalPayment', amountCents: 25_000, status: 'Due', lines: bothLines, description: expect.stringMatching(/^Final payment and extra work for Leaking faucet \(/) });
      expect(await api.payments.retrievePaymentIntent(info.paymentIntentId)).toMatchObject({ amountCents: 25_000, metadata: { paymentId: info.paymentId } });
      await pay(info, CARDS.visa);

      expect(await proposalOf(job.id, proposal.id, user.auth)).toMatchObject({ finalPaymentStatus: 'Paid', subsequentPaymentStatus: 'Paid' });
      const d = await jobDetails(job.id, user.auth);
      expect(d).toMatchObject({ status: 'Completed', paymentDue: false, facts: { owed: { depositCents: 0, finalPaymentCents: 0, extraWorkCents: 0 } } });
      expect(d.proposals).toMatchObject([{ id: proposal.id, subsequentPaymentCents: 0 }]);
      expect(d.timeline.slice(-2).map((e) => e.summary)).toEqual(['Final payment received ($200.00)', 'Payment for extra work received ($50.00)']);
      expect(d.payments).toMatchObject([{ id: info.paymentId, kind: 'FinalPayment', amountCents: 25_000, status: 'Paid', lines: bothLines }]);
      const [email] = (await sent('Receipt', info.paymentId)).filter((n) => n.channel === 'email');
      expect(email).toMatchObject({ subject: 'Receipt: your $250.00 payment for Leaking faucet' });
      expect(email!.body).toContain('  Final payment: $200.00\n  Extra work: Replace the shut-off valve: $50.00');
      expect(await domainError(await call(job.id, proposal.id, '/subsequent-payment-info', user.auth), 409)).toBe('No extra work is waiting to be paid on this job.');
    });

    it('a declined card leaves both lines owed; another card on the same payment pays both', async () => {
      const { user, job, proposal } = await aBookedJob('Completed', extraWork);
      const info = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
      await pay(info, CARDS.insufficientFunds);
      expect(await proposalOf(job.id, proposal.id, user.auth)).toMatchObject({ finalPaymentStatus: 'Failed', subsequentPaymentStatus: 'Failed' });
      const d = await jobDetails(job.id, user.auth);
      expect(d).toMatchObject({ paymentDue: true, payments: [], facts: { owed: { finalPaymentCents: 20_000, extraWorkCents: 5_000 } } });
      expect(d.timeline.some((e) => e.type === 'PaymentReceived')).toBe(false);

      const again = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
      expect(again).toMatchObject({ paymentId: info.paymentId, status: 'Failed', amountCents: 25_000 });
      await pay(again, CARDS.visa);
      expect((await jobDetails(job.id, user.auth)).facts.owed).toEqual({ depositCents: 0, finalPaymentCents: 0, extraWorkCents: 0 });
    });

    it('withExtraWork false pays the final payment alone and leaves the extra work owed, to pay by itself', async () => {
      const { user, job, proposal } = await aBookedJob('Completed', extraWork);
      const info = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth, { redirectUrl: back, withExtraWork: false }));
      expect(info).toMatchObject({ amountCents: 20_000, lines: [bothLines[0]], description: expect.stringMatching(/^Final payment for /) });
      await pay(info, CARDS.visa);
      expect(await proposalOf(job.id, proposal.id, user.auth)).toMatchObject({ finalPaymentStatus: 'Paid', subsequentPaymentStatus: 'Due' });
      const d = await jobDetails(job.id, user.auth);
      expect(d).toMatchObject({ paymentDue: true, facts: { owed: { finalPaymentCents: 0, extraWorkCents: 5_000 } } });
      expect(jobActionsFor(d.status, d.facts, 'consumer', new Date().toISOString())).toEqual(['extraWork.pay']);
      const extra = await ok<PaymentInfo>(await call(job.id, proposal.id, '/subsequent-payment-info', user.auth));
      expect(extra).toMatchObject({ kind: 'SubsequentPayment', amountCents: 5_000 });
      await pay(extra, CARDS.visa);
      expect((await jobDetails(job.id, user.auth)).paymentDue).toBe(false);
    });

    it('paying the extra work alone after starting both calls off the combined charge, so no line is paid twice', async () => {
      const { user, job, proposal } = await aBookedJob('Completed', extraWork);
      const both = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
      const extra = await ok<PaymentInfo>(await call(job.id, proposal.id, '/subsequent-payment-info', user.auth));
      expect(await paymentRow(api.db, both.paymentId)).toMatchObject({ status: 'Canceled' });
      await pay(extra, CARDS.visa);
      const final = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
      expect(final).toMatchObject({ amountCents: 20_000, lines: [bothLines[0]] });
    });

    it('a charge waiting for the customer’s bank says so, with its card; paying the extra work alone instead calls it off, so no line is paid twice', async () => {
      const { user, job, proposal } = await aBookedJob('Completed', extraWork);
      const both = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
      await pay(both, CARDS.threeDSecure);
      expect(await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth))).toMatchObject({
        paymentId: both.paymentId,
        status: 'RequiresAction',
        card: { brand: 'visa', last4: '3184' },
        cardPageUrl: both.cardPageUrl,
      });

      // Nothing moves without the customer's answer to their bank: another charge for these lines may replace it.
      const extra = await ok<PaymentInfo>(await call(job.id, proposal.id, '/subsequent-payment-info', user.auth));
      expect(extra).toMatchObject({ kind: 'SubsequentPayment', amountCents: 5_000, status: 'Due', card: null });
      expect(await paymentRow(api.db, both.paymentId)).toMatchObject({ status: 'Canceled' });
      const late = await api.post(`/PaymentSandbox/payment-intents/${both.paymentIntentId}/authenticate`, { clientSecret: both.clientSecret, outcome: 'complete' });
      expect(late.status).toBe(409);
      await pay(extra, CARDS.visa);
      expect((await jobDetails(job.id, user.auth)).facts.owed).toEqual({ depositCents: 0, finalPaymentCents: 20_000, extraWorkCents: 0 });
    });

    it('reads what is paid of both in one statement', async () => {
      const { user, job, proposal } = await aBookedJob('Completed', extraWork);
      const { result, queries } = await countQueries(api.db, async () => ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth)));
      expect(result).toMatchObject({ amountCents: 25_000, lines: bothLines });
      // What went through is summed once, for the job's facts: the machine decides by them, and they hold what is owed.
      expect(queries.filter((q) => q.includes('sum(coalesce("payment_lines"."amount_cents"'))).toHaveLength(1);
    });

    it('the card minimum applies to the whole step', async () => {
      // A final payment of $0.40 is too small for a card alone, but not with $0.30 of extra work.
      const { user, job, proposal } = await aBookedJob('Completed', { ...extraWork, totalCents: 60, depositCents: 20, subsequentPaymentCents: 30 });
      expect(await domainError(await call(job.id, proposal.id, '/final-payment-info', user.auth, { redirectUrl: back, withExtraWork: false }), 409)).toBe('A card payment must be at least $0.50.');
      expect(await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth))).toMatchObject({ amountCents: 70 });
    });
  });

  it('a declined card leaves the payment owed as Failed; the list says a payment is due', async () => {
    const { user, job, proposal } = await aBookedJob('Completed', { finalPaymentStatus: 'Due' });
    const info = await ok<PaymentInfo>(await call(job.id, proposal.id, '/final-payment-info', user.auth));
    await pay(info, CARDS.insufficientFunds);
    expect(await proposalOf(job.id, proposal.id, user.auth)).toMatchObject({ finalPaymentStatus: 'Failed' });
    const list = await ok<{ items: { id: string; paymentDue: boolean }[] }>(await api.get('/JobRequests', user.auth));
    expect(list.items.find((j) => j.id === job.id)?.paymentDue).toBe(true);
    expect((await api.db.select().from(jobRequests).where(eq(jobRequests.id, job.id)))[0]!.status).toBe('Completed');
  });
});
