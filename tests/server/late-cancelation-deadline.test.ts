import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { PaymentInfo } from '../../contract/proposals';
import { lateCancelationWords } from '../../machines/job-lifecycle.machine';
import { assignedJobAppointments, jobAppointments, jobRequestEvents, jobRequests, notifications, paymentRefunds } from '../../server/db/schema';
import { approveUndecidedCancelations } from '../../server/jobs/late-cancelations';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aProposedJob, aTrade, aVisit, theServiceArea } from './factories';
import { useTestApi } from './harness';
import { CARDS, paymentRow, payOnCardPage } from './payment-fixtures';
import { bearerFor } from './sign-in';

/**
 * A late cancelation (asked after the change cutoff) waits for the contractor until the visit's start,
 * the deadline the customer is told; one nobody decided by then is approved by the system, by the same
 * late rule and with what the contractor's approval does.
 */

const api = await useTestApi();
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const sweep = () => approveUndecidedCancelations({ db: api.db, payments: api.payments, publicUrl: api.env.PUBLIC_URL }, api.clock.now());

const ok = async <T>(res: Response): Promise<T> => {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};
const jobRow = async (id: string) => (await api.db.select().from(jobRequests).where(eq(jobRequests.id, id)))[0]!;
const textsTo = async (phone: string, kind: string) => (await api.db.select().from(notifications).where(and(eq(notifications.to, phone), eq(notifications.kind, kind)))).map((n) => n.body);
const refundsOf = (paymentId: string) => api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
const approvalsOf = async (jobRequestId: string) =>
  (await api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, jobRequestId)).orderBy(asc(jobRequestEvents.at))).filter((e) => e.type === 'CancelationApproved');

/**
 * A job booked with a contractor ($300, its $100 deposit paid, none of it refunded unless `refundedCents`
 * says so; `depositCents` 0: none asked), its visit 10 hours away, whose customer has asked to cancel
 * through the API: after the cutoff, so it waits in CancelationRequested.
 */
async function aLateCancelation({ depositCents = 10000, refundedCents = 0 } = {}) {
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade] });
  const customer = await aConsumer(api.db);
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, status: 'Scheduled', name: 'Deck stain', city: 'Southborough' });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
  const proposal = await aProposal(api.db, job, contractor, {
    totalCents: 30000,
    depositCents,
    status: 'Accepted',
    depositStatus: depositCents > 0 ? 'Paid' : 'NotDue',
    assignedJobAppointmentId: assignment.id,
  });
  const deposit = depositCents > 0 ? await aPaidDeposit(api.db, proposal, depositCents, { refundedCents }) : undefined;
  const visit = await aVisit(api.db, proposal, new Date(api.clock.now().getTime() + 10 * HOUR));
  const asked = await ok<{ status: string }>(await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Rain all week.' }, await bearerFor(api, customer.id)));
  expect(asked.status).toBe('CancelationRequested');
  return { contractor, customer, job, assignment, deposit: deposit!, visit };
}

/** What the job page tells the customer whose cancelation waits: its facts, and the words it shows of them. */
async function toldOf(job: { id: string }, customer: { id: string }) {
  const { facts } = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, await bearerFor(api, customer.id)));
  return { ...facts.lateCancelation!, depositPaidCents: facts.depositPaidCents, words: lateCancelationWords(facts) };
}
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The clock moved to `ms` after the visit's start. */
const pastTheVisit = (visit: { scheduledStart: Date }, ms = 60_000) => api.clock.set(new Date(visit.scheduledStart.getTime() + ms));

describe('a late cancelation nobody decided by the visit', () => {
  it('is left to the contractor until the visit starts', async () => {
    const { job, visit } = await aLateCancelation();
    expect(await sweep()).toBe(0);
    api.clock.set(new Date(visit.scheduledStart.getTime() - 60_000));
    try {
      expect(await sweep()).toBe(0);
      expect((await jobRow(job.id)).status).toBe('CancelationRequested');
    } finally {
      api.clock.set(new Date());
    }
  });

  it('is approved at the deadline the job page gave the customer, not a moment before', async () => {
    const { customer, job } = await aLateCancelation();
    const { decidedBy, words } = await toldOf(job, customer);
    expect(words).toMatch(/^The contractor or our office decides by .*; if nobody has by then, it is canceled by the late rule\./);
    onTestFinished(() => api.clock.set(new Date()));
    api.clock.set(new Date(Date.parse(decidedBy) - 1));
    await sweep();
    expect((await jobRow(job.id)).status).toBe('CancelationRequested');
    api.clock.set(new Date(decidedBy));
    await sweep();
    expect((await jobRow(job.id)).status).toBe('Canceled');
    expect((await approvalsOf(job.id)).map((e) => e.by)).toEqual(['system']);
  });

  it('is approved by the system once the visit has started: the late share refunded, both sides told, the timeline says so', async () => {
    const { contractor, customer, job, assignment, deposit, visit } = await aLateCancelation();
    pastTheVisit(visit);
    try {
      // Other tests' jobs share the database: each test looks at its own.
      expect(await sweep()).toBeGreaterThanOrEqual(1);

      expect(await jobRow(job.id)).toMatchObject({ status: 'Canceled', canceledAt: api.clock.now() });
      expect((await api.db.select().from(jobAppointments).where(eq(jobAppointments.id, visit.id)))[0]).toMatchObject({ status: 'Canceled' });
      // The contractor did not answer: it is canceled on their side, and waits in their canceled view until they acknowledge it.
      expect((await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, assignment.id)))[0]).toMatchObject({
        state: 'Canceled',
        canceledAcknowledgedAt: null,
      });
      // The late rule: half of the $100 deposit.
      expect((await refundsOf(deposit.id)).map((r) => r.amountCents)).toEqual([5000]);

      expect(await textsTo(customer.phoneNumber!, 'CancelationApproved')).toEqual([
        `Your cancelation of "Deck stain" was not answered by the time of the visit, so it was approved by the late rule. Your job request is canceled. As it was canceled less than 24 hours before the visit, $50.00 of your $100.00 deposit (50%) will be refunded to the card you paid with. ${api.env.PUBLIC_URL}/job-requests/${job.id}`,
      ]);
      const [told] = await textsTo(contractor.user.phoneNumber!, 'JobCanceled');
      expect(told).toMatch(/^The customer canceled "Deck stain" in Southborough; the visit on .* is off\. They asked after the cutoff, and as nobody answered by the time of the visit it was approved by the late rule\. Nothing more is needed from you\.$/);

      const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, await bearerFor(api, customer.id)));
      expect(details.timeline.at(-1)).toMatchObject({
        type: 'CancelationApproved',
        by: 'system',
        summary: 'Nobody decided your cancelation by the time of the visit, so it was approved by the late rule; $50.00 of your deposit will be refunded',
      });

      // Decided once: a later run finds nothing to do.
      expect(await sweep()).toBe(0);
      expect(await refundsOf(deposit.id)).toHaveLength(1);
      expect(await approvalsOf(job.id)).toHaveLength(1);
    } finally {
      api.clock.set(new Date());
    }
  });

  it('refunds the late share to the card the deposit was paid with, through the payment provider', async () => {
    api.clock.set('2026-12-01T20:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const customer = await aConsumer(api.db);
    let auth = await bearerFor(api, customer.id);
    const { job, estimates } = await aProposedJob(api.db, customer.id);
    const proposal = estimates[0]!.proposal;
    const path = `/JobRequests/${job.id}/jobProposals/${proposal.id}`;
    await ok(await api.post(`${path}/decisions`, { decision: 'Accept' }, auth));
    const info = await ok<PaymentInfo>(await api.post(`${path}/deposit-info`, { redirectUrl: `${api.env.PUBLIC_URL}/job-requests/${job.id}` }, auth));
    await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
    const startsAt = Date.parse((await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, auth))).facts.visitStartsAt!);

    api.clock.set(new Date(startsAt - 10 * HOUR));
    auth = await bearerFor(api, customer.id);
    expect((await ok<{ status: string }>(await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Away.' }, auth))).status).toBe('CancelationRequested');
    api.clock.set(new Date(startsAt + 5 * 60_000));
    await sweep();

    expect((await jobRow(job.id)).status).toBe('Canceled');
    expect(await refundsOf(info.paymentId)).toMatchObject([{ amountCents: 5000, status: 'Issued', providerRefundId: expect.stringMatching(/^re_/) }]);
    expect(await paymentRow(api.db, info.paymentId)).toMatchObject({ status: 'Succeeded', refundedCents: 5000 });
  });

  it('is left alone when the contractor approved it meanwhile: one approval, one refund', async () => {
    const { contractor, job, assignment, deposit, visit } = await aLateCancelation();
    await ok(await api.post(`/AssignedJobAppointments/${assignment.id}/acknowledge-canceled`, undefined, await bearerFor(api, contractor.userId)));
    pastTheVisit(visit);
    try {
      await sweep();
      expect((await jobRow(job.id)).status).toBe('Canceled');
      expect((await approvalsOf(job.id)).map((e) => e.by)).toEqual(['contractor']);
      expect((await refundsOf(deposit.id)).map((r) => r.amountCents)).toEqual([5000]);
    } finally {
      api.clock.set(new Date());
    }
  });

  it('is approved once when two instances run at the same moment', async () => {
    const { job, deposit, visit } = await aLateCancelation();
    pastTheVisit(visit, HOUR);
    try {
      await Promise.all([sweep(), sweep()]);
      expect((await jobRow(job.id)).status).toBe('Canceled');
      expect(await approvalsOf(job.id)).toHaveLength(1);
      expect((await refundsOf(deposit.id)).map((r) => r.amountCents)).toEqual([5000]);
    } finally {
      api.clock.set(new Date());
    }
  });
});

describe('the refund of an approved late cancelation', () => {
  it.each(['contractor', 'system'] as const)('is what the job page told the customer, of a deposit partly refunded already (approved by the %s)', async (by) => {
    const { contractor, customer, job, assignment, deposit, visit } = await aLateCancelation({ refundedCents: 2000 });
    const told = await toldOf(job, customer);
    expect(told.words).toContain(`You get ${dollars(told.refundCents)} of your ${dollars(told.depositPaidCents)} deposit back`);
    onTestFinished(() => api.clock.set(new Date()));
    if (by === 'contractor') await ok(await api.post(`/AssignedJobAppointments/${assignment.id}/acknowledge-canceled`, undefined, await bearerFor(api, contractor.userId)));
    else {
      pastTheVisit(visit);
      await sweep();
    }
    expect((await jobRow(job.id)).status).toBe('Canceled');

    expect((await refundsOf(deposit.id)).map((r) => r.amountCents)).toEqual([told.refundCents]);
    expect(await textsTo(customer.phoneNumber!, 'CancelationApproved')).toEqual([
      expect.stringContaining(`${dollars(told.refundCents)} of your ${dollars(told.depositPaidCents)} deposit (50%) will be refunded`),
    ]);
    expect((await approvalsOf(job.id)).map((e) => e.data)).toEqual([{ depositPaidCents: told.depositPaidCents, refundCents: told.refundCents }]);
    // $100 paid, $20 of it refunded already: the late rule gives back half of the $80 left.
    expect(told).toMatchObject({ depositPaidCents: 8000, refundCents: 4000 });
  });

  it('is nothing, as the job page said, when no deposit was paid', async () => {
    const { customer, job, visit } = await aLateCancelation({ depositCents: 0 });
    const told = await toldOf(job, customer);
    expect(told).toMatchObject({ depositPaidCents: 0, refundCents: 0 });
    expect(told.words).toContain('No deposit was paid, so nothing is charged or refunded.');
    onTestFinished(() => api.clock.set(new Date()));
    pastTheVisit(visit);
    await sweep();
    expect((await jobRow(job.id)).status).toBe('Canceled');
    expect((await approvalsOf(job.id)).map((e) => e.data)).toEqual([{ depositPaidCents: 0, refundCents: 0 }]);
    expect(await textsTo(customer.phoneNumber!, 'CancelationApproved')).toEqual([expect.stringContaining('Your job request is canceled. Nothing was paid, so nothing is charged.')]);
  });
});
