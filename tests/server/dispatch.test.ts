import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../contract/forms';
import type { JobRequestDetails } from '../../contract/job-requests';
import { assignedJobAppointments, jobRequestEvents, jobRequests, notifications } from '../../server/db/schema';
import { dispatchJob, dispatchWaitingJobs, OPEN_OFFERS_PER_JOB } from '../../server/jobs/dispatch';
import type { Database } from '../../server/db/client';
import { jobFactsOf } from '../../server/jobs/facts';
import { type LockedJob, lockJob, moveAssignment, recordJobEvent, refreshFacts } from '../../server/jobs/lifecycle';
import { aConsumer, aContractor, aJobRequest, anAssignment, aProposal, aTrade, nearbyZips, theServiceArea } from './factories';
import { useTestApi } from './harness';
import { bearerFor } from './sign-in';

const api = await useTestApi();
await theServiceArea(api.db);

const customer = await aConsumer(api.db);
const auth = await bearerFor(api, customer.id);

const request = (tradeId: string, overrides: Record<string, unknown> = {}) => ({
  tradeId,
  name: 'Back deck boards',
  description: 'Several boards of the back deck are rotten.',
  address: '12 Oak Hill Road',
  city: 'Southborough',
  zipCode: '01772',
  preferredDates: [addDays(dateIn(undefined, api.clock.now()), 7)],
  ...overrides,
});

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await api.post('/JobRequests', body, auth);
  if (res.status !== 201) throw new Error(`POST /JobRequests answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function details(id: string): Promise<JobRequestDetails> {
  const res = await api.get(`/JobRequests/${id}`, auth);
  expect(res.status).toBe(200);
  return res.json();
}

/** The contractors holding the job's offers, in the order they were made. */
const offered = async (id: string) =>
  api.db
    .select({ contractorId: assignedJobAppointments.contractorId, state: assignedJobAppointments.state, distanceMiles: assignedJobAppointments.distanceMiles })
    .from(assignedJobAppointments)
    .where(eq(assignedJobAppointments.jobRequestId, id))
    .orderBy(asc(assignedJobAppointments.createdAt), asc(assignedJobAppointments.id));

const eventsOf = async (id: string) =>
  (await api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, id)).orderBy(asc(jobRequestEvents.at), asc(jobRequestEvents.id))).map(
    (e) => e.type,
  );

/** A contractor passes on the job, as the contractor API records it, and the job is dispatched again. */
async function decline(jobId: string, contractorId: string) {
  const now = api.clock.now();
  await api.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId, api.clock.now());
    const [row] = await tx
      .select()
      .from(assignedJobAppointments)
      .where(and(eq(assignedJobAppointments.jobRequestId, jobId), eq(assignedJobAppointments.contractorId, contractorId)));
    await moveAssignment(tx, row!, { type: 'offer.decline', by: 'contractor' }, now);
    await recordJobEvent(tx, { jobRequestId: jobId, type: 'OfferDeclined', by: 'contractor', contractorId, at: now });
    await dispatchJob(tx, await refreshFacts(tx, job!), now);
    await expectFactsAsHeld(tx, job!);
  });
}

const dispatchAgain = (jobId: string) =>
  api.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId, api.clock.now());
    await dispatchJob(tx, job!, api.clock.now());
    await expectFactsAsHeld(tx, job!);
  });

/** Dispatch leaves the job's facts as the database holds them, for a step after it in the transaction to decide with. */
async function expectFactsAsHeld(tx: Database, job: LockedJob) {
  expect(job.facts).toEqual(await jobFactsOf(tx, job.row.id, job.now));
}

/** Five contractors of one trade at known distances from Southborough, and some who must never be offered its jobs. */
async function aCrew() {
  const trade = await aTrade(api.db);
  const of = { trades: [trade] };
  const crew = {
    trade,
    southborough: await aContractor(api.db, { ...of, zipCode: '01772' }),
    marlborough: await aContractor(api.db, { ...of, zipCode: nearbyZips.marlborough.zip }),
    framingham: await aContractor(api.db, { ...of, zipCode: nearbyZips.framingham.zip }),
    westborough: await aContractor(api.db, { ...of, zipCode: nearbyZips.westborough.zip }),
    /** Within the radius of nobody's job in Southborough: 9.7 miles away, works within 5. */
    shrewsbury: await aContractor(api.db, { ...of, zipCode: nearbyZips.shrewsbury.zip, serviceRadiusMiles: 5 }),
  };
  // Next door, but of another trade, inactive, or with a deleted account.
  await aContractor(api.db, { trades: [await aTrade(api.db)], zipCode: '01772' });
  await aContractor(api.db, { ...of, zipCode: '01772', isActive: false });
  await aContractor(api.db, { ...of, zipCode: '01772', userDeleted: true });
  return crew;
}

describe('dispatching a new job request', () => {
  it(`offers it to the ${OPEN_OFFERS_PER_JOB} nearest active contractors of its trade who serve its zip code, nearest first`, async () => {
    const crew = await aCrew();
    const id = await create(request(crew.trade.id));

    expect(await offered(id)).toEqual([
      { contractorId: crew.southborough.id, state: 'Offered', distanceMiles: 0 },
      { contractorId: crew.marlborough.id, state: 'Offered', distanceMiles: 3.11 },
      { contractorId: crew.framingham.id, state: 'Offered', distanceMiles: 4.51 },
    ]);
    const job = await details(id);
    expect(job.status).toBe('Dispatched');
    expect(job.facts).toMatchObject({ pendingProposals: 0, openOffers: 3, visitStartsAt: null });
    expect(job.dispatchNote).toBeNull();
    expect(job.offers.map((o) => [o.contractor.businessName, o.distanceMiles, o.state])).toEqual([
      [crew.southborough.businessName, 0, 'Offered'],
      [crew.marlborough.businessName, 3.11, 'Offered'],
      [crew.framingham.businessName, 4.51, 'Offered'],
    ]);
    expect(job.timeline.map((e) => [e.type, e.summary])).toEqual([
      ['Submitted', 'Request received'],
      ['Offered', `Offered to ${crew.southborough.businessName}, based in your area`],
      ['Offered', `Offered to ${crew.marlborough.businessName}, 3.1 miles away`],
      ['Offered', `Offered to ${crew.framingham.businessName}, 4.5 miles away`],
    ]);
  });

  it('texts each offered contractor about the job, without the street address', async () => {
    const crew = await aCrew();
    const id = await create(request(crew.trade.id, { name: 'Sagging gate' }));
    const queued = await api.db.select().from(notifications).where(eq(notifications.kind, 'JobOffered'));
    const mine = queued.filter((n) => n.data.jobRequestId === id);
    expect(mine.map((n) => n.to).sort()).toEqual([crew.southborough.user.phoneNumber, crew.marlborough.user.phoneNumber, crew.framingham.user.phoneNumber].sort());
    for (const text of mine) {
      expect(text).toMatchObject({ channel: 'sms', status: 'Pending' });
      expect(text.body).toContain(`${crew.trade.name} in Southborough 01772`);
      expect(text.body).toContain('"Sagging gate"');
      expect(text.body).not.toContain('Oak Hill');
    }
    // The distance in the words the job's pages and timeline use.
    const bodyTo = (c: { user: { phoneNumber: string | null } }) => mine.find((n) => n.to === c.user.phoneNumber)?.body;
    expect(bodyTo(crew.southborough)).toBe(`New job offer: ${crew.trade.name} in Southborough 01772 (based in your area), "Sagging gate". Open the Southborough Home Services app to accept or decline it.`);
    expect(bodyTo(crew.marlborough)).toContain(`Southborough 01772 (3.1 miles away), "Sagging gate".`);
    expect(bodyTo(crew.framingham)).toContain(`Southborough 01772 (4.5 miles away), "Sagging gate".`);
  });

  it('offers the next nearest when one passes, never the same contractor twice, and keeps at most three open', async () => {
    const crew = await aCrew();
    const id = await create(request(crew.trade.id));
    await decline(id, crew.southborough.id);
    expect((await offered(id)).map((o) => [o.contractorId, o.state])).toEqual([
      [crew.southborough.id, 'Declined'],
      [crew.marlborough.id, 'Offered'],
      [crew.framingham.id, 'Offered'],
      [crew.westborough.id, 'Offered'],
    ]);
    // With three open, another round offers nobody.
    await dispatchAgain(id);
    expect(await offered(id)).toHaveLength(4);
    expect((await details(id)).status).toBe('Dispatched');
  });

  it('goes back to Submitted, once said on its timeline, when everyone who could take it passed', async () => {
    const crew = await aCrew();
    const id = await create(request(crew.trade.id));
    for (const c of [crew.southborough, crew.marlborough, crew.framingham, crew.westborough]) await decline(id, c.id);
    await dispatchAgain(id);

    const job = await details(id);
    expect(job.status).toBe('Submitted');
    expect(job.facts.openOffers).toBe(0);
    expect(job.dispatchNote).toBe('No contractor who serves zip code 01772 can take this job yet. We keep looking and will offer it to the next one who can.');
    expect(job.offers.every((o) => o.state === 'Declined')).toBe(true);
    const events = await eventsOf(id);
    expect(events.filter((t) => t === 'NoContractorAvailable')).toHaveLength(1);
    expect(events.at(-1)).toBe('NoContractorAvailable');
    expect(job.timeline.at(-1)?.summary).toBe('No contractor could take it yet; we keep looking');
  });

  it('stays Proposed while an estimate waits, even when nobody is left to offer it to', async () => {
    const crew = await aCrew();
    const id = await create(request(crew.trade.id));
    await api.db.update(assignedJobAppointments).set({ state: 'Estimated' }).where(and(eq(assignedJobAppointments.jobRequestId, id), eq(assignedJobAppointments.contractorId, crew.southborough.id)));
    await aProposal(api.db, { id }, crew.southborough);
    await api.db.update(jobRequests).set({ status: 'Proposed' }).where(eq(jobRequests.id, id));
    for (const c of [crew.marlborough, crew.framingham, crew.westborough]) await decline(id, c.id);

    const job = await details(id);
    expect(job.status).toBe('Proposed');
    expect(job.facts).toMatchObject({ pendingProposals: 1, openOffers: 0, visitStartsAt: null });
    expect(job.dispatchNote).toBeNull();
    expect(await eventsOf(id)).not.toContain('NoContractorAvailable');
  });

  it('offers the contractor the customer asked for first, even from outside their usual area, then the nearest', async () => {
    const crew = await aCrew();
    const id = await create(request(crew.trade.id, { contractorId: crew.shrewsbury.id }));
    expect((await offered(id)).map((o) => [o.contractorId, o.distanceMiles])).toEqual([
      [crew.shrewsbury.id, 9.65],
      [crew.southborough.id, 0],
      [crew.marlborough.id, 3.11],
    ]);
    expect((await eventsOf(id)).slice(0, 2)).toEqual(['Submitted', 'Offered']);
  });

  it('passes over an asked-for contractor who no longer does the trade when the job is offered', async () => {
    const crew = await aCrew();
    // A request takes no contractor of another trade (tests/server/job-requests.test.ts); this one gave it up since.
    const painter = await aContractor(api.db, { trades: [await aTrade(api.db)], zipCode: '01772' });
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: crew.trade.id, requestedContractorId: painter.id });
    await dispatchAgain(job.id);
    expect((await offered(job.id)).map((o) => o.contractorId)).toEqual([crew.southborough.id, crew.marlborough.id, crew.framingham.id]);
  });

  it('stays Submitted and says so when nobody does the trade nearby, and the sweep offers it once someone does', async () => {
    const trade = await aTrade(api.db);
    await aContractor(api.db, { trades: [trade], zipCode: nearbyZips.worcester.zip, serviceRadiusMiles: 10 });
    const id = await create(request(trade.id));

    let job = await details(id);
    expect(job.status).toBe('Submitted');
    expect(job.offers).toEqual([]);
    expect(job.dispatchNote).toContain('No contractor who serves zip code 01772');
    expect(job.timeline.map((e) => e.type)).toEqual(['Submitted', 'NoContractorAvailable']);

    // A round with still nobody changes nothing and says nothing twice.
    expect(await dispatchWaitingJobs(api.db, api.clock.now())).toBe(0);
    expect(await eventsOf(id)).toEqual(['Submitted', 'NoContractorAvailable']);

    const newcomer = await aContractor(api.db, { trades: [trade], zipCode: nearbyZips.marlborough.zip });
    expect(await dispatchWaitingJobs(api.db, api.clock.now())).toBeGreaterThanOrEqual(1);
    job = await details(id);
    expect(job.status).toBe('Dispatched');
    expect(job.dispatchNote).toBeNull();
    expect(job.offers.map((o) => o.contractor.id)).toEqual([newcomer.id]);
  });

  it('does nothing to a job that is no longer looking for a contractor', async () => {
    const crew = await aCrew();
    for (const status of ['Canceled', 'Accepted', 'Scheduled'] as const) {
      const job = await aJobRequest(api.db, { userId: customer.id, tradeId: crew.trade.id, status });
      await dispatchAgain(job.id);
      expect(await offered(job.id)).toEqual([]);
      expect(await eventsOf(job.id)).toEqual([]);
    }
  });

  it('offers a public request the same way', async () => {
    const crew = await aCrew();
    const res = await api.post('/PublicJobRequest', {
      tradeId: crew.trade.id,
      description: 'Gutter leaks.',
      address: '5 Birch Lane',
      city: 'Southborough',
      zipCode: '01772',
      contactName: 'Robin Hale',
      contactPhone: '(508) 555-0199',
      contactEmail: 'robin@example.com',
      contractorId: crew.westborough.id,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await offered(id)).map((o) => o.contractorId)).toEqual([crew.westborough.id, crew.southborough.id, crew.marlborough.id]);
  });

  it('leaves an existing offer alone when the same contractor would be chosen again', async () => {
    const crew = await aCrew();
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: crew.trade.id });
    await anAssignment(api.db, job, crew.southborough, { state: 'Declined' });
    await dispatchAgain(job.id);
    expect((await offered(job.id)).map((o) => [o.contractorId, o.state])).toEqual([
      [crew.southborough.id, 'Declined'],
      [crew.marlborough.id, 'Offered'],
      [crew.framingham.id, 'Offered'],
      [crew.westborough.id, 'Offered'],
    ]);
  });
});
