import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssignedJobAppointment } from '../../contract/assigned-appointments';
import type { CancelationResult } from '../../contract/job-requests';
import { providerTime } from '../../machines/job-lifecycle.machine';
import { jobRequests, notifications, paymentRefunds } from '../../server/db/schema';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aTrade, aVisit, theServiceArea } from './factories';
import { useTestApi } from './harness';
import { bearerFor } from './sign-in';

/**
 * A customer whose contractor never came (no "on my way", no start by the end of the visit's window)
 * cancels at once with the whole deposit back: it is not a late cancelation
 * (docs/decisions/099-a-missed-visit-is-canceled-with-the-deposit-back.md).
 */

const api = await useTestApi();
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;

/** A job booked with a contractor, its $90 deposit paid, its visit starting `startsIn` from now (negative: in the past). */
async function aBookedVisit(startsIn: number, visit: { onMyWayAt?: Date } = {}) {
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade] });
  const customer = await aConsumer(api.db);
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, status: 'Scheduled', name: 'Leaky faucet', city: 'Southborough' });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
  const proposal = await aProposal(api.db, job, contractor, { totalCents: 27000, depositCents: 9000, status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
  const deposit = await aPaidDeposit(api.db, proposal, 9000);
  await aVisit(api.db, proposal, new Date(api.clock.now().getTime() + startsIn), visit);
  return { contractor, customer, job, assignment, deposit };
}

async function cancel(job: { id: string }, customer: { id: string }) {
  const res = await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Nobody came.' }, await bearerFor(api, customer.id));
  expect(res.status).toBe(200);
  return (await res.json()) as CancelationResult;
}
const refundsOf = (paymentId: string) => api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
const act = async (assignment: { id: string }, contractor: { user: { id: string } }, action: string) =>
  api.post(`/AssignedJobAppointments/${assignment.id}/contractor-action`, { action }, await bearerFor(api, contractor.user.id));
const assignedJob = async (assignment: { id: string }, contractor: { user: { id: string } }) =>
  (await (await api.get(`/AssignedJobAppointments/${assignment.id}`, await bearerFor(api, contractor.user.id))).json()) as AssignedJobAppointment;
const statusOf = async (job: { id: string }) => (await api.db.select().from(jobRequests).where(eq(jobRequests.id, job.id)))[0]!.status;
const textsTo = async (phone: string, kind: string) => (await api.db.select().from(notifications).where(and(eq(notifications.to, phone), eq(notifications.kind, kind)))).map((n) => n.body);

describe('canceling a visit the contractor missed', () => {
  it('cancels at once and refunds the whole deposit once the window ended with no step reported', async () => {
    // The visit was yesterday at this hour; its 2-hour window ended long ago, and nobody reported anything.
    const { job, customer, contractor, deposit } = await aBookedVisit(-18 * HOUR);
    const answer = await cancel(job, customer);
    expect(answer).toMatchObject({ status: 'Canceled', refundCents: 9000 });
    expect(answer.Message).toBe('Your job request is canceled: your contractor did not come at the visit time. Your deposit of $90.00 will be refunded in full to the card you paid with.');
    expect((await api.db.select().from(jobRequests).where(eq(jobRequests.id, job.id)))[0]!.status).toBe('Canceled');
    expect((await refundsOf(deposit.id)).map((r) => r.amountCents)).toEqual([9000]);
    const [told] = await textsTo(contractor.user.phoneNumber!, 'JobCanceled');
    expect(told).toContain('The visit time passed without you reporting being on the way or starting.');
  });

  it('is a late cancelation, for the contractor to decide and half refunded, inside the window', async () => {
    const { job, customer, deposit } = await aBookedVisit(-1 * HOUR);
    expect(await cancel(job, customer)).toMatchObject({ status: 'CancelationRequested', refundCents: 0 });
    expect(await refundsOf(deposit.id)).toEqual([]);
  });

  it('is a late cancelation when the contractor reported being on the way', async () => {
    const { job, customer } = await aBookedVisit(-18 * HOUR, { onMyWayAt: new Date(api.clock.now().getTime() - 18.5 * HOUR) });
    const answer = await cancel(job, customer);
    expect(answer).toMatchObject({ status: 'CancelationRequested', refundCents: 0 });
    expect(answer.Message).toContain('$45.00 of your $90.00 deposit');
  });
});

describe("the contractor's steps once they missed the visit", () => {
  it('refuses "on my way" and "start" after the window, in words saying why, and leaves the customer the cancel with the whole deposit back', async () => {
    // The window ended 70 minutes ago, with nobody reporting anything.
    const { job, customer, contractor, assignment, deposit } = await aBookedVisit(-(2 * HOUR + 70 * 60 * 1000));
    const windowEnd = new Date(api.clock.now().getTime() - 70 * 60 * 1000);
    expect((await assignedJob(assignment, contractor)).availableActions).toEqual([]);
    for (const action of ['OnMyWay', 'StartJob']) {
      const res = await act(assignment, contractor, action);
      expect(res.status, action).toBe(409);
      expect(((await res.json()) as { Message: string }).Message).toBe(
        `The arrival window of this visit ended at ${providerTime(windowEnd)}, and you had not reported being on the way by then, so the visit counts as missed: you can no longer report being on the way or start the job. The customer can cancel and get the deposit back in full. Call our office to arrange another visit.`,
      );
    }
    expect(await statusOf(job)).toBe('Scheduled');
    expect(await textsTo(customer.phoneNumber!, 'OnMyWay')).toEqual([]);
    expect(await cancel(job, customer)).toMatchObject({ status: 'Canceled', refundCents: 9000 });
    expect((await refundsOf(deposit.id)).map((r) => r.amountCents)).toEqual([9000]);
  });

  it('takes "on my way" and "start" up to the end of the window', async () => {
    const { job, contractor, assignment } = await aBookedVisit(-(2 * HOUR - 60 * 1000));
    expect((await assignedJob(assignment, contractor)).availableActions).toEqual(['OnMyWay', 'StartJob']);
    expect((await act(assignment, contractor, 'OnMyWay')).status).toBe(200);
    expect((await act(assignment, contractor, 'StartJob')).status).toBe(200);
    expect(await statusOf(job)).toBe('InProgress');
  });

  it('lets a contractor who reported being on the way within the window start after it: they came, late', async () => {
    const { job, contractor, assignment } = await aBookedVisit(-3 * HOUR, { onMyWayAt: new Date(api.clock.now().getTime() - 2 * HOUR) });
    expect((await assignedJob(assignment, contractor)).availableActions).toEqual(['OnMyWay', 'StartJob']);
    expect((await act(assignment, contractor, 'StartJob')).status).toBe(200);
    expect(await statusOf(job)).toBe('InProgress');
  });

  it('does not count an "on my way" reported after the window ended (written before it was refused) as coming', async () => {
    const { job, customer, contractor, assignment } = await aBookedVisit(-18 * HOUR, { onMyWayAt: new Date(api.clock.now().getTime() - 15 * HOUR) });
    expect((await assignedJob(assignment, contractor)).availableActions).toEqual([]);
    expect((await act(assignment, contractor, 'StartJob')).status).toBe(409);
    expect(await cancel(job, customer)).toMatchObject({ status: 'Canceled', refundCents: 9000 });
  });
});
