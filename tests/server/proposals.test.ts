import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { JobProposal, JobProposalsPage } from '../../contract/proposals';
import { jobRefusal, refusalMessage } from '../../machines/job-lifecycle.machine';
import { assignedJobAppointments, contractorWorkingHours, jobAppointments, jobProposals, jobRequestEvents, jobRequests, notifications } from '../../server/db/schema';
import { jobFactsOf } from '../../server/jobs/facts';
import { aConsumer, aContractor, aJobRequest, aProposal, aProposedJob, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor } from './sign-in';

const api = await useTestApi();

const DAY = 24 * 60 * 60 * 1000;

/** A signed-up customer and the bearer headers of their calls. */
async function aCustomer(overrides: Parameters<typeof aConsumer>[1] = {}) {
  const user = await aConsumer(api.db, overrides);
  return { id: user.id, auth: await bearerFor(api, user.id) };
}

const path = (jobId: string, proposalId?: string, tail = '') => `/JobRequests/${jobId}/jobProposals/${proposalId ?? 'proposals'}${tail}`;

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

const decide = (jobId: string, proposalId: string, auth: Record<string, string>, body: Record<string, unknown>) => api.post(path(jobId, proposalId, '/decisions'), body, auth);
const accept = (jobId: string, proposalId: string, auth: Record<string, string>) => decide(jobId, proposalId, auth, { decision: 'Accept' });
const jobDetails = async (jobId: string, auth: Record<string, string>) => ok<JobRequestDetails>(await api.get(`/JobRequests/${jobId}`, auth));
const jobRow = async (id: string) => (await api.db.select().from(jobRequests).where(eq(jobRequests.id, id)))[0]!;
const proposalRow = async (id: string) => (await api.db.select().from(jobProposals).where(eq(jobProposals.id, id)))[0]!;
const assignmentRow = async (id: string) => (await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, id)))[0]!;
const timelineOf = async (jobId: string) =>
  (await api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, jobId)).orderBy(asc(jobRequestEvents.at), asc(jobRequestEvents.id))).map((e) => e.type);
const textsTo = async (phone: string | null, kind?: string) =>
  (await api.db.select().from(notifications).where(eq(notifications.to, phone!))).filter((n) => !kind || n.kind === kind);

describe('GET /JobRequests/{jobRequestId}/jobProposals/proposals and /{id}', () => {
  it('shows the customer every estimate of the job as the contractor priced it, oldest first', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, {
      estimates: [
        { totalCents: 45_000, depositCents: 15_000, notes: 'Parts included.', validUntil: new Date(api.clock.now().getTime() + 7 * DAY) },
        {
          subtotalCents: 20_000,
          discountCents: 2_000,
          discountDescription: 'Residential Plus: 10% off labor',
          taxCents: 0,
          totalCents: 18_000,
          depositCents: 0,
          finalPaymentCents: 18_000,
          requestedDepositCents: 0,
        },
      ],
    });
    const [first, second] = estimates;
    const page = await ok<JobProposalsPage>(await api.get(path(job.id), user.auth));
    expect(page).toMatchObject({ page: 1, perPage: 20, totalItems: 2, totalPages: 1 });
    expect(page.items.map((p) => p.id)).toEqual([first!.proposal.id, second!.proposal.id]);
    expect(page.items[0]).toEqual({
      id: first!.proposal.id,
      jobRequestId: job.id,
      contractor: {
        id: first!.contractor.id,
        businessName: first!.contractor.businessName,
        firstName: 'Pat',
        lastInitial: 'J.',
        ratingAverage: 0,
        reviewCount: 0,
      },
      lineItems: [{ productsAndServicesItemId: null, kind: 'Labor', title: 'The work', description: '', quantity: 1, unitPriceCents: 45_000, taxRate: 0, amountCents: 45_000 }],
      subtotalCents: 45_000,
      discountCents: 0,
      discountDescription: '',
      taxCents: 0,
      totalCents: 45_000,
      depositCents: 15_000,
      depositStatus: 'NotDue',
      finalPaymentCents: 30_000,
      finalPaymentStatus: 'NotDue',
      subsequentPaymentCents: 0,
      subsequentPaymentStatus: 'NotDue',
      subsequentPaymentDescription: '',
      notes: 'Parts included.',
      status: 'Pending',
      validUntil: first!.proposal.validUntil!.toISOString(),
      acceptedAt: null,
      decidedAt: null,
      declineReason: null,
      createdAt: first!.proposal.createdAt.toISOString(),
    });
    expect(page.items[1]).toMatchObject({ discountCents: 2_000, discountDescription: 'Residential Plus: 10% off labor', totalCents: 18_000, depositCents: 0 });

    const byTotal = await ok<JobProposalsPage>(await api.get(`${path(job.id)}?OrderBy=total&OrderByDirection=asc&PerPage=1`, user.auth));
    expect(byTotal).toMatchObject({ totalItems: 2, totalPages: 2, items: [{ id: second!.proposal.id }] });
    expect(await ok<JobProposal>(await api.get(path(job.id, second!.proposal.id), user.auth))).toEqual(page.items[1]);
  });

  it('reads an open estimate past its validUntil as Expired, and one accepted before it as it is', async () => {
    const user = await aCustomer();
    const yesterday = new Date(api.clock.now().getTime() - DAY);
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ validUntil: yesterday }, { validUntil: yesterday, acceptedAt: new Date(yesterday.getTime() - DAY), depositStatus: 'Due' }] });
    const page = await ok<JobProposalsPage>(await api.get(path(job.id), user.auth));
    expect(page.items.map((p) => [p.id, p.status])).toEqual([
      [estimates[0]!.proposal.id, 'Expired'],
      [estimates[1]!.proposal.id, 'Pending'],
    ]);
    expect((await jobDetails(job.id, user.auth)).proposals.map((p) => p.status)).toEqual(['Expired', 'Pending']);
  });

  it('answers 404 for another customer’s job, a proposal of another job, or none; 403 to a contractor; 401 without a token', async () => {
    const owner = await aCustomer();
    const stranger = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, owner.id);
    const other = await aProposedJob(api.db, owner.id);
    const proposalId = estimates[0]!.proposal.id;
    expect(await domainError(await api.get(path(job.id), stranger.auth), 404)).toBe('The job request was not found.');
    expect(await domainError(await api.get(path(job.id, proposalId), stranger.auth), 404)).toBe('The job request was not found.');
    expect(await domainError(await api.get(path(other.job.id, proposalId), owner.auth), 404)).toBe('The proposal was not found.');
    expect(await domainError(await api.get(path(job.id, unknownId()), owner.auth), 404)).toBe('The proposal was not found.');
    expect(await domainError(await api.get(path(unknownId()), owner.auth), 404)).toBe('The job request was not found.');
    const contractor = estimates[0]!.contractor;
    expect(await domainError(await api.get(path(job.id, proposalId), await bearerFor(api, contractor.user.id)), 403)).toBe(
      'Job requests are for customer accounts. Contractors find their jobs in the mobile app.',
    );
    expect(await domainError(await api.get(path(job.id, proposalId)), 401)).toBe('Sign in to continue.');
  });

  it('checks its parameters', async () => {
    const user = await aCustomer();
    expect(await validationErrors(await api.get(`/JobRequests/x/jobProposals/${unknownId()}`, user.auth))).toEqual({ jobRequestId: ['Must be a valid id.'] });
    expect(await validationErrors(await api.get(`${path(unknownId())}?PerPage=1000`, user.auth))).toEqual({ PerPage: ['PerPage must be 100 or less.'] });
  });
});

describe('POST …/{id}/decisions: Accept', () => {
  it('books an estimate that asks no deposit at once: the first visit scheduled, the others declined, the contractors told', async () => {
    api.clock.set('2026-12-01T15:00:00Z');
    try {
      const user = await aCustomer();
      const { job, estimates, offers } = await aProposedJob(api.db, user.id, {
        estimates: [{ totalCents: 24_000, depositCents: 0 }, {}],
        openOffers: 1,
      });
      const [chosen, other] = estimates;
      const answer = await ok<JobProposal>(await accept(job.id, chosen!.proposal.id, user.auth));
      expect(answer).toMatchObject({ id: chosen!.proposal.id, status: 'Accepted', depositStatus: 'NotDue', acceptedAt: '2026-12-01T15:00:00.000Z', decidedAt: '2026-12-01T15:00:00.000Z' });

      const d = await jobDetails(job.id, user.auth);
      expect(d.status).toBe('Scheduled');
      // Booked on its own, the first window at least 48 hours ahead (its 24-hour cutoff and a day to change it): the day after tomorrow at 11 AM in Southborough (9 AM is 47 hours away).
      expect(d.appointment).toMatchObject({ contractor: { id: chosen!.contractor.id }, scheduledStart: '2026-12-03T16:00:00.000Z', scheduledEnd: '2026-12-03T18:00:00.000Z', status: 'Scheduled' });
      expect(d.timeline.slice(-2).map((e) => [e.type, e.by])).toEqual([
        ['ProposalAccepted', 'consumer'],
        ['Scheduled', 'system'],
      ]);
      expect(d.proposals.map((p) => [p.id, p.status])).toEqual([
        [chosen!.proposal.id, 'Accepted'],
        [other!.proposal.id, 'Declined'],
      ]);
      expect(await proposalRow(other!.proposal.id)).toMatchObject({ declineReason: 'Another estimate for this job was accepted.', decidedAt: expect.any(Date) });
      expect(await assignmentRow(chosen!.assignment.id)).toMatchObject({ state: 'Booked', isNewlyBooked: true });
      expect((await assignmentRow(other!.assignment.id)).state).toBe('Closed');
      expect((await assignmentRow(offers[0]!.assignment.id)).state).toBe('Closed');

      const [booked] = await textsTo(chosen!.contractor.user.phoneNumber, 'JobBooked');
      expect(booked?.body).toBe(
        `Booked: Casey Homeowner accepted your estimate of $240.00 for "Leaking faucet" in Southborough. First visit: Thu, Dec 3, 11:00 AM EST. The address and phone number are in the Southborough Home Services app.`,
      );
      // The booking's text names the first visit: the visit booked on its own is told of once, not again as one the customer chose.
      expect((await textsTo(chosen!.contractor.user.phoneNumber)).map((n) => n.kind)).toEqual(['JobBooked']);
      expect(await textsTo(other!.contractor.user.phoneNumber, 'EstimateNotChosen')).toHaveLength(1);
      expect(await textsTo(offers[0]!.contractor.user.phoneNumber)).toHaveLength(0);
    } finally {
      api.clock.set(new Date());
    }
  });

  it('keeps the booking when the contractor has no free time: the job stays Accepted and the timeline says we will call', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ totalCents: 24_000, depositCents: 0 }] });
    await api.db.delete(contractorWorkingHours).where(eq(contractorWorkingHours.contractorId, estimates[0]!.contractor.id));
    await ok(await accept(job.id, estimates[0]!.proposal.id, user.auth));
    const d = await jobDetails(job.id, user.auth);
    expect(d).toMatchObject({ status: 'Accepted', appointment: null });
    const name = estimates[0]!.contractor.businessName;
    expect(d.timeline.at(-1)).toMatchObject({ type: 'NoFreeSlot', summary: `${name} has no free time in the next 4 weeks; we will call you to set the visit` });
    // The timeline and the status count the same weeks.
    expect(d.facts.booking.nextStep).toMatch(new RegExp(`^${name} has no free time in the next 4 weeks; `));
    expect(d.proposals).toMatchObject([{ id: estimates[0]!.proposal.id, status: 'Accepted' }]);
    // The contractor is told what the customer's page says: the visit waits for the times they offer.
    expect((await textsTo(estimates[0]!.contractor.user.phoneNumber, 'JobBooked')).map((n) => n.body)).toEqual([
      'Booked: Casey Homeowner accepted your estimate of $240.00 for "Leaking faucet" in Southborough. Your calendar has no free time in the next 4 weeks: the customer is waiting for you to offer visit times in the Southborough Home Services app, where the address and phone number are.',
    ]);
  });

  it('the next free slot when the contractor already has a visit at the first time it could book', async () => {
    api.clock.set('2026-12-01T15:00:00Z');
    try {
      const user = await aCustomer();
      const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ totalCents: 24_000, depositCents: 0 }] });
      const contractor = estimates[0]!.contractor;
      const elsewhere = await aJobRequest(api.db, { status: 'Scheduled' });
      const busy = await aProposal(api.db, elsewhere, contractor, { status: 'Accepted' });
      await api.db.insert(jobAppointments).values({
        jobRequestId: elsewhere.id,
        jobProposalId: busy.id,
        contractorId: contractor.id,
        scheduledStart: new Date('2026-12-03T16:00:00Z'),
        scheduledEnd: new Date('2026-12-03T18:00:00Z'),
      });
      await ok(await accept(job.id, estimates[0]!.proposal.id, user.auth));
      expect((await jobDetails(job.id, user.auth)).appointment?.scheduledStart).toBe('2026-12-03T18:00:00.000Z');
    } finally {
      api.clock.set(new Date());
    }
  });

  it('accepts an estimate that asks a deposit and waits for it: the job stays Proposed, the deposit is Due, nobody is booked yet', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{}, {}] });
    const [chosen, other] = estimates;
    const answer = await ok<JobProposal>(await accept(job.id, chosen!.proposal.id, user.auth));
    expect(answer).toMatchObject({ status: 'Pending', depositStatus: 'Due', acceptedAt: expect.any(String), decidedAt: null, depositCents: 10_000 });
    const d = await jobDetails(job.id, user.auth);
    expect(d).toMatchObject({ status: 'Proposed', paymentDue: true, appointment: null });
    expect(d.timeline.at(-1)).toMatchObject({ type: 'ProposalAccepted', summary: `You accepted the estimate from ${chosen!.contractor.businessName}` });
    expect((await assignmentRow(chosen!.assignment.id)).state).toBe('Estimated');
    expect((await proposalRow(other!.proposal.id)).status).toBe('Pending');
    expect(await textsTo(chosen!.contractor.user.phoneNumber)).toHaveLength(0);

    // The machine takes no acceptance while a deposit waits, whichever estimate is named.
    for (const proposal of [chosen!, other!]) {
      expect(await domainError(await accept(job.id, proposal.proposal.id, user.auth), 409)).toBe(
        'You already accepted an estimate for this job, and its deposit is waiting. Pay it, or decline that estimate first.',
      );
    }
  });

  it('refuses an expired estimate, and one already decided with what it is now', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, {
      estimates: [
        { validUntil: new Date('2026-01-10T17:00:00Z') },
        { status: 'Declined', decidedAt: new Date('2026-03-02T15:00:00Z') },
        { status: 'Declined', decidedAt: new Date('2026-03-02T15:00:00Z'), declineReason: 'Another estimate for this job was accepted.' },
        { status: 'Withdrawn' },
      ],
    });
    const [expired, declined, notChosen, withdrawn] = estimates.map((e) => e.proposal.id);
    expect(await domainError(await accept(job.id, expired!, user.auth), 409)).toBe(
      'This estimate expired on January 10, 2026 and can no longer be accepted. Decline it, and we look for another contractor near you.',
    );
    expect(await domainError(await accept(job.id, declined!, user.auth), 409)).toBe('This estimate was already declined on March 2, 2026.');
    expect(await domainError(await decide(job.id, notChosen!, user.auth, { decision: 'Decline' }), 409)).toBe(
      'This estimate was already declined on March 2, 2026, when another estimate for this job was accepted.',
    );
    expect(await domainError(await accept(job.id, withdrawn!, user.auth), 409)).toBe('This estimate was withdrawn: the job request was canceled.');
    expect((await jobRow(job.id)).status).toBe('Proposed');
  });

  it("names the estimates decided already in the job's facts, and refuses a step on one of them in the machine's words", async () => {
    const user = await aCustomer();
    const on = new Date('2026-03-02T15:00:00Z');
    const { job, estimates } = await aProposedJob(api.db, user.id, {
      estimates: [
        { depositCents: 5_000, acceptedAt: on, depositStatus: 'Due' },
        { status: 'Declined', decidedAt: on, declineReason: 'Too dear.' },
        { status: 'Declined', decidedAt: on, declineReason: 'Another estimate for this job was accepted.' },
        { status: 'Withdrawn' },
      ],
    });
    const [awaited, declined, notChosen, withdrawn] = estimates.map((e) => e.proposal.id);
    const { facts, status } = await jobDetails(job.id, user.auth);
    expect(facts.decidedEstimates).toEqual([
      { id: declined, decision: 'Declined', decidedAt: on.toISOString() },
      { id: notChosen, decision: 'NotChosen', decidedAt: on.toISOString() },
      { id: withdrawn, decision: 'Withdrawn', decidedAt: null },
    ]);
    expect(facts.awaitedDeposit?.proposalId).toBe(awaited);

    // The server asks the machine of the estimate named, and answers in its words: a decision, or a deposit, on one decided already says what it is now.
    const at = api.clock.now().toISOString();
    const declineIt = await decide(job.id, declined!, user.auth, { decision: 'Decline' });
    expect(await domainError(declineIt, 409)).toBe('This estimate was already declined on March 2, 2026.');
    expect(jobRefusal(status, facts, { type: 'proposal.decline', by: 'consumer', proposalId: declined! }, at)).toBe('This estimate was already declined on March 2, 2026.');
    const payIt = await api.post(path(job.id, notChosen, '/deposit-info'), { redirectUrl: `${api.env.PUBLIC_URL}/job-requests` }, user.auth);
    const words = 'This estimate was already declined on March 2, 2026, when another estimate for this job was accepted.';
    expect(await domainError(payIt, 409)).toBe(words);
    expect(jobRefusal(status, facts, { type: 'deposit.pay', by: 'consumer', proposalId: notChosen! }, at)).toBe(words);
    // The estimate accepted is declined instead of paid: it waits for an answer until its deposit is.
    await ok<JobProposal>(await decide(job.id, awaited!, user.auth, { decision: 'Decline' }));
    expect((await jobDetails(job.id, user.auth)).facts.decidedEstimates.map((e) => [e.id, e.decision])).toContainEqual([awaited, 'Declined']);
  });

  it('answers 409 with the job’s state when the lifecycle machine takes no decision there', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { job: { status: 'Dispatched' } });
    const message = refusalMessage('Dispatched', await jobFactsOf(api.db, job.id, api.clock.now()), 'consumer', api.clock.now().toISOString());
    expect(message).toBe('This job request is being offered to contractors. You can now cancel it.');
    expect(await domainError(await accept(job.id, estimates[0]!.proposal.id, user.auth), 409)).toBe(message);
    expect(await proposalRow(estimates[0]!.proposal.id)).toMatchObject({ status: 'Pending', acceptedAt: null });
  });

  it('takes one of two acceptances sent at once and refuses the other', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ depositCents: 0, totalCents: 9_000 }, { depositCents: 0, totalCents: 12_000 }] });
    const answers = await Promise.all(estimates.map((e) => accept(job.id, e.proposal.id, user.auth)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await api.db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, job.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['Accepted', 'Declined']);
    expect(await api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, job.id))).toHaveLength(1);
  });
});

describe('POST …/{id}/decisions: Decline', () => {
  it('declines with the customer’s reason, closes that contractor’s offer and tells them; the other estimate still waits', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{}, {}] });
    const [declined, other] = estimates;
    const answer = await ok<JobProposal>(await decide(job.id, declined!.proposal.id, user.auth, { decision: 'Decline', reason: '  Too expensive for us  ' }));
    expect(answer).toMatchObject({ status: 'Declined', declineReason: 'Too expensive for us', decidedAt: expect.any(String) });
    expect((await jobRow(job.id)).status).toBe('Proposed');
    expect((await assignmentRow(declined!.assignment.id)).state).toBe('Closed');
    expect((await assignmentRow(other!.assignment.id)).state).toBe('Estimated');
    const [text] = await textsTo(declined!.contractor.user.phoneNumber, 'EstimateDeclined');
    expect(text?.body).toBe('The customer declined your estimate of $300.00 for "Leaking faucet" in Southborough. Reason: Too expensive for us. Nothing more is needed from you.');
    const d = await jobDetails(job.id, user.auth);
    expect(d.timeline.at(-1)).toMatchObject({ type: 'ProposalDeclined', note: 'Too expensive for us', summary: `You declined the estimate from ${declined!.contractor.businessName}` });
  });

  it('declining the last estimate while other contractors hold the offer waits for theirs (Dispatched)', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { openOffers: 1 });
    await ok(await decide(job.id, estimates[0]!.proposal.id, user.auth, { decision: 'Decline' }));
    expect((await jobRow(job.id)).status).toBe('Dispatched');
    expect(await timelineOf(job.id)).toEqual(['ProposalDeclined']);
  });

  it('declining the last estimate with nothing else open offers the job to the next contractor of its trade', async () => {
    const user = await aCustomer();
    const { job, trade, estimates } = await aProposedJob(api.db, user.id);
    const next = await aContractor(api.db, { trades: [trade] });
    await ok(await decide(job.id, estimates[0]!.proposal.id, user.auth, { decision: 'Decline' }));
    expect((await jobRow(job.id)).status).toBe('Dispatched');
    const offers = await api.db.select().from(assignedJobAppointments).where(and(eq(assignedJobAppointments.jobRequestId, job.id), eq(assignedJobAppointments.contractorId, next.id)));
    expect(offers.map((o) => o.state)).toEqual(['Offered']);
    expect(await timelineOf(job.id)).toEqual(['ProposalDeclined', 'Offered']);
    expect(await textsTo(next.user.phoneNumber, 'JobOffered')).toHaveLength(1);
  });

  it('declining the last estimate when no other contractor can take it goes back to Submitted and says so', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id);
    await ok(await decide(job.id, estimates[0]!.proposal.id, user.auth, { decision: 'Decline' }));
    const d = await jobDetails(job.id, user.auth);
    expect(d.status).toBe('Submitted');
    expect(d.timeline.map((e) => e.type)).toEqual(['ProposalDeclined', 'NoContractorAvailable']);
  });

  it('declines an estimate accepted and waiting for its deposit: the deposit is no longer due', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{}, {}] });
    await ok(await accept(job.id, estimates[0]!.proposal.id, user.auth));
    const answer = await ok<JobProposal>(await decide(job.id, estimates[0]!.proposal.id, user.auth, { decision: 'Decline', reason: 'Changed my mind.' }));
    expect(answer).toMatchObject({ status: 'Declined', depositStatus: 'NotDue' });
    expect((await jobDetails(job.id, user.auth)).paymentDue).toBe(false);
    // The other estimate may now be accepted.
    expect((await accept(job.id, estimates[1]!.proposal.id, user.auth)).status).toBe(200);
  });

  it('declines another estimate while the one accepted waits for its deposit: that deposit is still owed', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{}, {}] });
    const [chosen, other] = estimates;
    await ok(await accept(job.id, chosen!.proposal.id, user.auth));
    const answer = await ok<JobProposal>(await decide(job.id, other!.proposal.id, user.auth, { decision: 'Decline' }));
    expect(answer).toMatchObject({ status: 'Declined', depositStatus: 'NotDue' });
    expect((await assignmentRow(other!.assignment.id)).state).toBe('Closed');
    const d = await jobDetails(job.id, user.auth);
    expect(d).toMatchObject({ status: 'Proposed', paymentDue: true });
    expect(d.facts).toMatchObject({ pendingProposals: 1, openEstimates: [], awaitedDeposit: { proposalId: chosen!.proposal.id } });
    expect(d.proposals.find((p) => p.id === chosen!.proposal.id)).toMatchObject({ status: 'Pending', depositStatus: 'Due' });
  });

  it('declines an expired estimate', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ validUntil: new Date(api.clock.now().getTime() - DAY) }], openOffers: 1 });
    expect((await ok<JobProposal>(await decide(job.id, estimates[0]!.proposal.id, user.auth, { decision: 'Decline' }))).status).toBe('Declined');
  });
});

describe('POST …/{id}/decisions: who may decide, and what is read', () => {
  it('answers 404 to another customer and for a proposal of another job, 403 to a contractor, 401 without a token, and changes nothing', async () => {
    const owner = await aCustomer();
    const stranger = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, owner.id);
    const other = await aProposedJob(api.db, owner.id);
    const proposalId = estimates[0]!.proposal.id;
    expect(await domainError(await accept(job.id, proposalId, stranger.auth), 404)).toBe('The job request was not found.');
    expect(await domainError(await accept(other.job.id, proposalId, owner.auth), 404)).toBe('The proposal was not found.');
    expect((await accept(job.id, proposalId, await bearerFor(api, estimates[0]!.contractor.user.id))).status).toBe(403);
    expect(await domainError(await api.post(path(job.id, proposalId, '/decisions'), { decision: 'Accept' }), 401)).toBe('Sign in to continue.');
    expect(await proposalRow(proposalId)).toMatchObject({ status: 'Pending', acceptedAt: null });
  });

  it('refuses a decision that is neither Accept nor Decline, and a reason too long', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id);
    const id = estimates[0]!.proposal.id;
    expect(await validationErrors(await decide(job.id, id, user.auth, { decision: 'Maybe' }))).toEqual({ decision: ['Choose Accept or Decline.'] });
    expect(await validationErrors(await decide(job.id, id, user.auth, { decision: 'Decline', reason: 'x'.repeat(1001) }))).toEqual({
      reason: ['The reason must be 1000 characters or fewer.'],
    });
  });

  it('an accepted estimate stays on the job page with the contractor booked', async () => {
    const user = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, user.id, { estimates: [{ depositCents: 0 }] });
    await ok(await accept(job.id, estimates[0]!.proposal.id, user.auth));
    const d = await jobDetails(job.id, user.auth);
    expect(d.offers.map((o) => o.state)).toEqual(['Booked']);
    expect(d.proposals[0]).toMatchObject({ status: 'Accepted' });
    expect(d.payments).toEqual([]);
  });
});
