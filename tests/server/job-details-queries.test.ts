import { describe, expect, it } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import { jobRequestEvents } from '../../server/db/schema';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aReview, aTrade, aVisit, theServiceArea, workingHours } from './factories';
import { countQueries, useTestApi } from './harness';
import { bearerFor } from './sign-in';

/**
 * A customer's job page is read on every visit to it: held here to the statements it sends, the job
 * with its other tables' rows in one, so that a read of its own (or facts read again beside the rows the
 * page already holds) fails. The count includes the one statement of the token's check.
 */

const api = await useTestApi();
await theServiceArea(api.db);

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(api.clock.now().getTime() - days * DAY);

async function read(id: string, auth: Record<string, string>) {
  const { result, queries } = await countQueries(api.db, async () => {
    const res = await api.get(`/JobRequests/${id}`, auth);
    expect(res.status).toBe(200);
    return (await res.json()) as JobRequestDetails;
  });
  // No statement is sent twice.
  expect(new Set(queries).size).toBe(queries.length);
  return { details: result, queries: queries.length };
}

async function aCustomer() {
  const customer = await aConsumer(api.db);
  return { customer, auth: await bearerFor(api, customer.id) };
}

describe('GET /JobRequests/{id}: the statements it sends', () => {
  it('are 2 for a finished job with offers, an estimate, payments, a visit and a review', async () => {
    const { customer, auth } = await aCustomer();
    const trade = await aTrade(api.db);
    const [chosen, passed] = [await aContractor(api.db, { trades: [trade] }), await aContractor(api.db, { trades: [trade] })];
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Completed', completedAt: daysAgo(1) });
    await anAssignment(api.db, job, chosen, { state: 'Completed' });
    await anAssignment(api.db, job, passed, { state: 'Declined' });
    const proposal = await aProposal(api.db, job, chosen, { totalCents: 30000, depositCents: 10000, status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due' });
    const visit = await aVisit(api.db, proposal, daysAgo(2), { status: 'Completed', completedAt: daysAgo(1) });
    const review = await aReview(api.db, visit);
    await aPaidDeposit(api.db, proposal, 10000, { refundedCents: 2500 });
    await api.db.insert(jobRequestEvents).values({ jobRequestId: job.id, type: 'Submitted', by: 'consumer', at: daysAgo(10) });

    const { details, queries } = await read(job.id, auth);
    expect(details).toMatchObject({ status: 'Completed', depositPaidCents: 7500, appointmentId: visit.id, reviewId: review.id, proposalCount: 1, paymentDue: true, reviewDue: true });
    expect(details.offers.map((o) => o.state)).toEqual(['Completed', 'Declined']);
    expect(details.facts).toMatchObject({ openOffers: 0, depositPaidCents: 7500, owed: { finalPaymentCents: 20000 }, reviewDueBy: expect.any(String) });
    expect(queries).toBe(2);
  });

  it('are 3 for a booked job waiting for its first visit, the contractor’s calendar included', async () => {
    const { customer, auth } = await aCustomer();
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, contractor);
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, status: 'Accepted' });
    await anAssignment(api.db, job, contractor, { state: 'Booked' });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid' });
    await aPaidDeposit(api.db, proposal, 10000);

    const { details, queries } = await read(job.id, auth);
    expect(details.facts).toMatchObject({ booking: { state: 'choose' }, depositPaidCents: 10000, visitStartsAt: null });
    expect(details.appointment).toBeNull();
    expect(queries).toBe(3);
  });

  it('are 2 for a new request nobody could take yet, which says why', async () => {
    const { customer, auth } = await aCustomer();
    const job = await aJobRequest(api.db, { userId: customer.id, status: 'Submitted' });
    await api.db.insert(jobRequestEvents).values([
      { jobRequestId: job.id, type: 'Submitted', by: 'consumer', at: daysAgo(1) },
      { jobRequestId: job.id, type: 'NoContractorAvailable', by: 'system', at: daysAgo(1) },
    ]);

    const { details, queries } = await read(job.id, auth);
    expect(details.dispatchNote).toMatch(/^No contractor who serves zip code/);
    expect(details.facts).toMatchObject({ openOffers: 0, booking: { state: 'none' } });
    expect(queries).toBe(2);
  });
});
