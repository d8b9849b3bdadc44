import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import { jobProposals, jobRequestEvents } from '../../server/db/schema';
import { jobFactsOf, jobFactsOfJobs } from '../../server/jobs/facts';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aProposedJob, aReview, aTrade, aVisit, theServiceArea, unknownId, workingHours } from './factories';
import { useTestApi } from './harness';

/**
 * The facts of a page of jobs, read together, are each job's facts read alone: jobs in every state
 * the lifecycle knows, sharing contractors and calendars, none taking another's proposals, payments,
 * visit, review or booking.
 */

const api = await useTestApi();
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = () => api.clock.now();
const later = (ms: number) => new Date(now().getTime() + ms);

/** A customer's job in `status` with `contractor` offered it in `side`. */
async function aJob(contractor: { id: string } | undefined, status: JobRequestStatus, side: 'Offered' | 'Accepted' | 'Estimated' | 'Booked' = 'Booked') {
  const customer = await aConsumer(api.db);
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, status });
  const assignment = contractor ? await anAssignment(api.db, job, contractor, { state: side }) : undefined;
  return { job, assignment };
}

/** A job booked with `contractor` ($300, $100 deposit paid), in `status`, with a visit unless it waits for its first. */
async function aBookedJob(contractor: { id: string }, status: JobRequestStatus, visit?: { in: number; status?: 'Scheduled' | 'InProgress' | 'Completed' }) {
  const { job, assignment } = await aJob(contractor, status);
  const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment!.id });
  await aPaidDeposit(api.db, proposal, 10000);
  const booked = visit ? await aVisit(api.db, proposal, later(visit.in), { status: visit.status ?? 'Scheduled' }) : undefined;
  return { job, proposal, visit: booked };
}

const event = (jobRequestId: string, contractorId: string, type: string, data: Record<string, unknown> = {}, at = now()) =>
  api.db.insert(jobRequestEvents).values({ jobRequestId, contractorId, type, by: 'contractor', data, at });

describe('the facts of a page of jobs', () => {
  it('are, for jobs in every state, each job’s own facts', async () => {
    const trade = await aTrade(api.db);
    // One calendar shared by several jobs waiting for their first visit, one full, one nobody reads.
    const free = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, free);
    const full = await aContractor(api.db, { trades: [trade] });
    const other = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, other);

    const ids: string[] = [];
    const add = (...jobs: { id: string }[]) => ids.push(...jobs.map((j) => j.id));

    add((await aJob(undefined, 'Submitted')).job);
    const dispatched = (await aJob(free, 'Dispatched', 'Offered')).job;
    await anAssignment(api.db, dispatched, other, { state: 'Accepted' });
    add(dispatched);

    // Estimates waiting for the customer, with an offer still open.
    const customer = await aConsumer(api.db);
    add((await aProposedJob(api.db, customer.id, { estimates: [{}, { totalCents: 45000, depositCents: 15000 }], openOffers: 1 })).job);
    // An accepted estimate waiting for its deposit, a first card declined.
    const awaiting = await aProposedJob(api.db, customer.id, { estimates: [{ acceptedAt: now(), depositStatus: 'Failed' }] });
    await aPaidDeposit(api.db, awaiting.estimates[0]!.proposal, 10000, { status: 'Failed' });
    add(awaiting.job);

    // Booked, waiting for the first visit: free slots (twice with one contractor), a full calendar, a full one the office follows up, times offered.
    add((await aBookedJob(free, 'Accepted')).job, (await aBookedJob(free, 'Accepted')).job, (await aBookedJob(full, 'Accepted')).job);
    const followedUp = await aBookedJob(full, 'Accepted');
    await event(followedUp.job.id, full.id, 'NoFreeSlot', {}, new Date(now().getTime() - DAY));
    add(followedUp.job);
    const offered = await aBookedJob(full, 'Accepted');
    const times = [{ start: later(5 * DAY).toISOString(), end: later(5 * DAY + 2 * HOUR).toISOString() }];
    await event(offered.job.id, full.id, 'TimesOffered', { times });
    add(offered.job);
    // Times offered that a visit took since.
    const taken = await aBookedJob(other, 'Accepted');
    await event(taken.job.id, other.id, 'TimesOffered', { times: [{ start: later(6 * DAY).toISOString(), end: later(6 * DAY + 2 * HOUR).toISOString() }] });
    await aBookedJob(other, 'Scheduled', { in: 6 * DAY });
    add(taken.job);

    // Visits: scheduled with the rest owed in part, under way with extra work owed, canceled and booked again.
    const scheduled = await aBookedJob(free, 'Scheduled', { in: 3 * DAY });
    await api.db.update(jobProposals).set({ finalPaymentStatus: 'Due' }).where(eq(jobProposals.id, scheduled.proposal.id));
    await aPaidDeposit(api.db, scheduled.proposal, 5000, { kind: 'FinalPayment' });
    add(scheduled.job);
    const underWay = await aBookedJob(other, 'InProgress', { in: -HOUR, status: 'InProgress' });
    await api.db.update(jobProposals).set({ subsequentPaymentCents: 7500, subsequentPaymentStatus: 'Due' }).where(eq(jobProposals.id, underWay.proposal.id));
    add(underWay.job);
    const rebooked = await aBookedJob(free, 'Scheduled', { in: 4 * DAY, status: 'Scheduled' });
    await aVisit(api.db, await aProposal(api.db, rebooked.job, free, { status: 'Withdrawn' }), later(2 * DAY), { status: 'Canceled' });
    add(rebooked.job);

    // Done: a review asked for; and a cancelation asked inside the cutoff, the deposit partly refunded.
    const completed = await aBookedJob(other, 'Completed', { in: -2 * DAY, status: 'Completed' });
    await aReview(api.db, completed.visit!);
    add(completed.job);
    const canceling = await aBookedJob(free, 'CancelationRequested', { in: 6 * HOUR });
    await aPaidDeposit(api.db, canceling.proposal, 4000, { status: 'Refunded', refundedCents: 1000 });
    add(canceling.job);
    add((await aJob(other, 'Canceled', 'Offered')).job);

    // And a job that is not there.
    ids.push(unknownId());

    const at = now();
    const together = await jobFactsOfJobs(api.db, ids, at);
    expect([...together.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect({ id, facts: together.get(id) }).toEqual({ id, facts: await jobFactsOf(api.db, id, at) });
    // The page holds every kind of booking and payment, so the comparison covers them.
    const facts = ids.map((id) => together.get(id)!);
    expect(new Set(facts.map((f) => f.booking.state))).toEqual(new Set(['none', 'choose', 'noFreeTime', 'offered', 'booked']));
    expect(facts.some((f) => f.owed.depositCents > 0 && f.openOffers === 0)).toBe(true);
    expect(facts.some((f) => f.owed.finalPaymentCents > 0)).toBe(true);
    expect(facts.some((f) => f.owed.extraWorkCents > 0)).toBe(true);
    expect(facts.some((f) => f.reviewDueBy !== null)).toBe(true);
    expect(facts.some((f) => f.lateCancelation !== null)).toBe(true);
    expect(facts.some((f) => f.pendingProposals === 2 && f.openOffers === 1)).toBe(true);
  });

  it('answers nothing for no jobs', async () => {
    expect((await jobFactsOfJobs(api.db, [], now())).size).toBe(0);
  });
});
