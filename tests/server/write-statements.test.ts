import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../contract/forms';
import { assignedJobAppointments, jobAppointments, jobProposals, jobRequestEvents, jobRequests, notifications } from '../../server/db/schema';
import { aConsumer, aContractor, aJobRequest, anAssignment, aProposal, aProposedJob, aTrade, aVisit, nearbyZips, theServiceArea, workingHours } from './factories';
import { countQueries, useTestApi } from './harness';
import { bearerFor } from './sign-in';

/**
 * The writes of a busy morning (scripts/bench-signed-in.ts, `morningWrites`), held to the statements
 * each sends, its transaction's among them, `begin` and `commit` included, the token's check, and for a
 * customer's new request or move its count against the account's limits (one upsert for all windows):
 * every statement is a round trip on PostgreSQL and a millisecond of PGlite's one thread, and a write
 * sends many. Each test also checks what the write did, so that fewer statements never means less work.
 */

const api = await useTestApi();
await theServiceArea(api.db);
// A Monday morning in Southborough: the visits below are days ahead, well before their change cutoff.
api.clock.set('2026-01-05T15:00:00Z');

type Auth = Record<string, string>;

async function statementsOf(path: string, body: unknown, auth: Auth, status = 200): Promise<{ count: number; answer: unknown }> {
  const { result, queries } = await countQueries(api.db, async () => {
    const res = await api.post(path, body, auth);
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as unknown;
  });
  if (process.env.SHOW_STATEMENTS) console.log(`${path}\n  ${queries.map((q) => q.replace(/\s+/g, ' ').slice(0, 220)).join('\n  ')}`);
  return { count: queries.length, answer: result };
}

const eventsOf = async (jobRequestId: string) => (await api.db.select({ type: jobRequestEvents.type }).from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, jobRequestId))).map((e) => e.type).sort();
/** The kinds of the texts and e-mails queued about a job. */
const noticesOf = async (jobRequestId: string) =>
  (await api.db.select({ kind: notifications.kind }).from(notifications).where(sql`${notifications.data}->>'jobRequestId' = ${jobRequestId}`)).map((n) => n.kind).sort();

describe('the statements of a morning write', () => {
  it('POST /JobRequests, offered to three contractors', async () => {
    const customer = await aConsumer(api.db);
    const trade = await aTrade(api.db);
    for (const zip of [nearbyZips.southborough, nearbyZips.marlborough, nearbyZips.framingham, nearbyZips.westborough]) {
      await aContractor(api.db, { trades: [trade], zipCode: zip.zip, serviceRadiusMiles: 25 });
    }
    const body = {
      tradeId: trade.id,
      name: 'Dripping faucet',
      description: 'The kitchen faucet drips all night.',
      address: '1 Main Street',
      city: 'Southborough',
      zipCode: '01772',
      preferredDates: [addDays(dateIn(undefined, api.clock.now()), 3)],
    };
    const { count, answer } = await statementsOf('/JobRequests', body, await bearerFor(api, customer.id), 201);
    const id = (answer as { id: string }).id;
    expect(answer).toMatchObject({ id, status: 'Dispatched' });
    expect(await eventsOf(id)).toEqual(['Offered', 'Offered', 'Offered', 'Submitted']);
    expect(await api.db.$count(assignedJobAppointments, eq(assignedJobAppointments.jobRequestId, id))).toBe(3);
    expect(await noticesOf(id)).toEqual(['JobOffered', 'JobOffered', 'JobOffered']);
    // The timeline keeps the order of the steps, a millisecond apart, each offer beside its assignment.
    const offers = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, id)).orderBy(asc(assignedJobAppointments.createdAt));
    const timeline = await api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, id)).orderBy(asc(jobRequestEvents.at));
    const at = api.clock.now().getTime();
    expect(timeline.map((e) => [e.type, e.contractorId, e.at.getTime() - at])).toEqual([
      ['Submitted', null, 0],
      ...offers.map((offer, i) => ['Offered', offer.contractorId, i + 1]),
    ]);
    expect(offers.map((offer) => offer.createdAt.getTime() - at)).toEqual([0, 1, 2]);
    // One of them holds the account against its deletion while the request is stored in its name.
    expect(count).toBe(14);
  });

  it('POST …/submit-estimate on an offer', async () => {
    const customer = await aConsumer(api.db);
    const trade = await aTrade(api.db);
    // Its contact details as a request from the account has them: the text and the written proposal need no other read.
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Dispatched', contactPhone: customer.phoneNumber, contactEmail: customer.email });
    const contractors = [];
    for (let i = 0; i < 3; i++) {
      const contractor = await aContractor(api.db, { trades: [trade] });
      contractors.push({ contractor, assignment: await anAssignment(api.db, job, contractor, { state: 'Offered' }) });
    }
    const [{ contractor, assignment }] = contractors as [(typeof contractors)[number]];
    const body = { lineItems: [{ kind: 'Labor', title: 'Replace the cartridge', quantity: 1, unitPriceCents: 24_000, taxRate: 0 }], depositCents: 6_000, notes: '' };
    const { count, answer } = await statementsOf(`/AssignedJobAppointments/${assignment.id}/submit-estimate`, body, await bearerFor(api, contractor.user.id));
    expect(answer).toMatchObject({ id: assignment.id, state: 'Estimated', proposal: { status: 'Pending', totalCents: 24_000, depositCents: 6_000 } });
    expect((await api.db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, job.id)))[0]!.status).toBe('Proposed');
    expect(await eventsOf(job.id)).toEqual(['EstimateReceived']);
    // The text and the e-mail, queued in one statement.
    expect(await noticesOf(job.id)).toEqual(['EstimateReceived', 'EstimateReceived']);
    expect(count).toBe(15);
  });

  it('POST …/decisions accepting an estimate that asks a deposit', async () => {
    const customer = await aConsumer(api.db);
    const { job, estimates } = await aProposedJob(api.db, customer.id, { estimates: [{}, {}], openOffers: 1 });
    const proposal = estimates[0]!.proposal;
    const { count, answer } = await statementsOf(`/JobRequests/${job.id}/jobProposals/${proposal.id}/decisions`, { decision: 'Accept' }, await bearerFor(api, customer.id));
    expect(answer).toMatchObject({ id: proposal.id, status: 'Pending', depositStatus: 'Due' });
    expect(await eventsOf(job.id)).toEqual(['ProposalAccepted']);
    expect(await noticesOf(job.id)).toEqual([]);
    // One of them locks the customer's account and reads their plan: one acceptance of theirs at a time (decision 098).
    expect(count).toBe(10);
  });

  it('POST …/decisions accepting an estimate that asks no deposit: the contractor is booked and the visit scheduled', async () => {
    const customer = await aConsumer(api.db);
    const { job, estimates, offers } = await aProposedJob(api.db, customer.id, { estimates: [{ depositCents: 0 }, {}], openOffers: 1 });
    const proposal = estimates[0]!.proposal;
    const { count, answer } = await statementsOf(`/JobRequests/${job.id}/jobProposals/${proposal.id}/decisions`, { decision: 'Accept' }, await bearerFor(api, customer.id));
    expect(answer).toMatchObject({ id: proposal.id, status: 'Accepted' });
    expect(await eventsOf(job.id)).toEqual(['ProposalAccepted', 'Scheduled']);
    expect(await noticesOf(job.id)).toEqual(['EstimateNotChosen', 'JobBooked']);
    expect((await api.db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, job.id)))[0]!.status).toBe('Scheduled');
    expect(await api.db.$count(jobAppointments, eq(jobAppointments.jobRequestId, job.id))).toBe(1);
    expect((await api.db.select({ status: jobProposals.status }).from(jobProposals).where(eq(jobProposals.id, estimates[1]!.proposal.id)))[0]!.status).toBe('Declined');
    expect((await api.db.select({ state: assignedJobAppointments.state }).from(assignedJobAppointments).where(eq(assignedJobAppointments.id, offers[0]!.assignment.id)))[0]!.state).toBe('Closed');
    expect(count).toBe(37);
  });

  it('POST …/decisions declining one of two estimates', async () => {
    const customer = await aConsumer(api.db);
    const { job, estimates } = await aProposedJob(api.db, customer.id, { estimates: [{}, {}] });
    const proposal = estimates[0]!.proposal;
    const { count, answer } = await statementsOf(`/JobRequests/${job.id}/jobProposals/${proposal.id}/decisions`, { decision: 'Decline', reason: 'Too dear.' }, await bearerFor(api, customer.id));
    expect(answer).toMatchObject({ id: proposal.id, status: 'Declined' });
    expect(await eventsOf(job.id)).toEqual(['ProposalDeclined']);
    expect(await noticesOf(job.id)).toEqual(['EstimateDeclined']);
    expect(count).toBe(14);
  });

  it('POST /JobAppointments/{id}/reschedule', async () => {
    const customer = await aConsumer(api.db);
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, contractor);
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Scheduled' });
    const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked', isNewlyBooked: false, bookingReadAt: new Date('2026-01-02T12:00:00Z') });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
    const visit = await aVisit(api.db, proposal, new Date('2026-01-07T13:00:00Z'));
    const body = { start: '2026-01-08T15:00:00.000Z', end: '2026-01-08T17:00:00.000Z', reason: 'Work moved my day.' };
    const { count, answer } = await statementsOf(`/JobAppointments/${visit.id}/reschedule`, body, { ...(await bearerFor(api, customer.id)), 'X-Timezone': 'America/New_York' });
    expect(answer).toMatchObject({
      id: visit.id,
      scheduledStart: body.start,
      scheduledEnd: body.end,
      contractor: { id: contractor.id, businessName: contractor.businessName, firstName: 'Pat', lastInitial: 'J.' },
      rescheduleHistory: [{ fromStart: '2026-01-07T13:00:00.000Z', toStart: body.start, reason: body.reason }],
    });
    expect(await eventsOf(job.id)).toEqual(['Rescheduled']);
    expect(await noticesOf(job.id)).toEqual(['VisitRescheduled']);
    const [booking] = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, assignment.id));
    expect(booking).toMatchObject({ isNewlyBooked: true, bookingReadAt: null });
    // The visit, with its contractor as the answer names them and where they are texted, is read in
    // the statement that locks the contractor.
    expect(count).toBe(12);
  });
});
