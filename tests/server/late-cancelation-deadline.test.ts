import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { PaymentInfo } from '../../contract/proposals';
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
 * A job booked with a contractor ($300, its $100 deposit paid), its visit 10 hours away, whose customer
 * has asked to cancel through the API: after the cutoff, so it waits in CancelationRequested.
 */
async function aLateCancelation() {
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade] });
  const customer = await aConsumer(api.db);
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, status: 'Scheduled', name: 'Deck stain', city: 'Southborough' });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
  const proposal = await aProposal(api.db, job, contractor, { totalCents: 30000, depositCents: 10000, status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
  const deposit = await aPaidDeposit(api.db, proposal, 10000);
  const visit = await aVisit(api.db, proposal, new Date(api.clock.now().getTime() + 10 * HOUR));
  const asked = await ok<{ status: string }>(await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Rain all week.' }, await bearerFor(api, customer.id)));
  expect(asked.status).toBe('CancelationRequested');
  return { contractor, customer, job, assignment, deposit, visit };
}

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
