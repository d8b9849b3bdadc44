import { and, asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { addDays, dateIn, FAR_DATE, PAST_DATE } from '../../contract/forms';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { CancelationResult, JobRequest, JobRequestDetails } from '../../contract/job-requests';
import { changeCutoffOf, NO_FACTS, refusalMessage } from '../../machines/job-lifecycle.machine';
import { formatUsPhoneNumber } from '../../contract/phone';
import { LATE_CANCELATIONS_PER_DAY, LATE_CANCELATIONS_PER_HOUR } from '../../server/jobs/cancel';
import { assignedJobAppointments, jobAppointments, jobProposals, jobRequestEvents, jobRequestPhotos, jobRequests, notifications, users } from '../../server/db/schema';
import {
  aConsumer,
  aContractor,
  aJobRequest,
  anAssignment,
  aPaidDeposit,
  aPhoto,
  aProposal,
  aReview,
  aTrade,
  aVisit,
  aZipCode,
  nearbyZips,
  randomPhone,
  theServiceArea,
  unique,
  unknownId,
} from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor, newClientIp, signIn } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const inDays = (days: number) => addDays(dateIn(undefined, api.clock.now()), days);

const body = (tradeId: string, overrides: Record<string, unknown> = {}) => ({
  tradeId,
  name: 'Leaking kitchen faucet',
  description: 'The kitchen faucet drips all night.',
  address: '12 Oak Hill Road',
  city: 'Southborough',
  zipCode: '01772',
  preferredDates: [inDays(7), inDays(9)],
  ...overrides,
});

/** A signed-up customer with a bearer token (`signIn` goes through the real sign-in where the phone's proof matters). */
async function aCustomer(overrides: Parameters<typeof aConsumer>[1] = {}) {
  const user = await aConsumer(api.db, overrides);
  return { userId: user.id, phoneNumber: user.phoneNumber!, auth: await bearerFor(api, user.id) };
}

const get = async <T>(path: string, auth: Record<string, string>): Promise<T> => {
  const res = await api.get(path, auth);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
};
const details = (id: string, auth: Record<string, string>) => get<JobRequestDetails>(`/JobRequests/${id}`, auth);
const list = (auth: Record<string, string>, query = '') => get<{ items: JobRequest[]; page: number; perPage: number; totalItems: number; totalPages: number }>(`/JobRequests${query}`, auth);
const cancel = (id: string, auth: Record<string, string>, reason = 'We found someone else.') => api.post(`/JobRequests/${id}/request-cancelation`, { reason }, auth);
const jobRow = async (id: string) => (await api.db.select().from(jobRequests).where(eq(jobRequests.id, id)))[0]!;
const eventsOf = async (id: string) => api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, id)).orderBy(asc(jobRequestEvents.at));
const rowsFor = async (userId: string) => api.db.select().from(jobRequests).where(eq(jobRequests.userId, userId));

describe('POST /JobRequests', () => {
  it('creates the request with the account’s contact details, answers 201 with it, and starts its timeline', async () => {
    const user = await signIn(api, { profile: { firstName: 'Morgan', lastName: 'Reyes', email: `morgan-${unique()}@example.com` } });
    const trade = await aTrade(api.db, { name: `Plumbing ${unique()}` });
    const res = await api.post('/JobRequests', body(trade.id, { zipCode: '01752', city: 'Marlborough' }), user.auth);
    expect(res.status).toBe(201);
    const created = (await res.json()) as JobRequest;
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Leaking kitchen faucet',
      description: 'The kitchen faucet drips all night.',
      trade: { id: trade.id, name: trade.name, slug: trade.slug },
      address: '12 Oak Hill Road',
      city: 'Marlborough',
      state: 'MA',
      zipCode: '01752',
      preferredDates: [inDays(7), inDays(9)],
      contactName: 'Morgan Reyes',
      contactPhone: user.phoneNumber,
      contactEmail: expect.stringMatching(/^morgan-.*@example\.com$/),
      status: 'Submitted',
      cancelationReason: null,
      canceledAt: null,
      completedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      coverPhotoId: null,
      visitStartsAt: null,
      paymentDue: false,
      reviewDue: false,
      facts: expect.objectContaining({ pendingProposals: 0, owed: { depositCents: 0, finalPaymentCents: 0, extraWorkCents: 0 }, reviewDueBy: null }),
    });
    expect(await jobRow(created.id)).toMatchObject({ userId: user.userId, source: 'Account', requestedContractorId: null });
    expect((await details(created.id, user.auth)).timeline.map((e) => [e.type, e.by])).toEqual([
      ['Submitted', 'consumer'],
      ['NoContractorAvailable', 'system'],
    ]);
  });

  it('attaches the customer’s uploaded photos in the order given; the first is the cover', async () => {
    const user = await aCustomer();
    const [first, second] = [await aPhoto(api.db, user.userId), await aPhoto(api.db, user.userId)];
    const res = await api.post('/JobRequests', body((await aTrade(api.db)).id, { photoIds: [second.id, first.id] }), user.auth);
    expect(res.status).toBe(201);
    const created = (await res.json()) as JobRequest;
    expect(created.coverPhotoId).toBe(second.id);
    expect((await details(created.id, user.auth)).photos).toEqual([
      { id: second.id, fileName: second.fileName, contentType: 'image/jpeg', width: 640, height: 480 },
      { id: first.id, fileName: first.fileName, contentType: 'image/jpeg', width: 640, height: 480 },
    ]);
  });

  it('refuses a photo that is someone else’s or already on a request, and stores nothing', async () => {
    const user = await aCustomer();
    const other = await aConsumer(api.db);
    const trade = await aTrade(api.db);
    const theirs = await aPhoto(api.db, other.id);
    const mine = await aPhoto(api.db, user.userId);
    const refused = (place: number) => ({
      photoIds: [
        `Photo ${place} could not be added: it is not one of your uploads of the last 24 hours, or it is already on another request. Remove it and add it again.`,
      ],
    });
    expect(await validationErrors(await api.post('/JobRequests', body(trade.id, { photoIds: [mine.id, theirs.id] }), user.auth))).toEqual(refused(2));
    expect(await rowsFor(user.userId)).toEqual([]);
    expect(await api.db.select().from(jobRequestPhotos).where(eq(jobRequestPhotos.fileId, mine.id))).toEqual([]);

    expect((await api.post('/JobRequests', body(trade.id, { photoIds: [mine.id] }), user.auth)).status).toBe(201);
    expect(await validationErrors(await api.post('/JobRequests', body(trade.id, { photoIds: [mine.id] }), user.auth))).toEqual(refused(1));
    expect(await rowsFor(user.userId)).toHaveLength(1);
  });

  it('refuses a zip code the provider does not serve at its field, with the words of the contractor search', async () => {
    const user = await aCustomer();
    expect(await validationErrors(await api.post('/JobRequests', body((await aTrade(api.db)).id, { zipCode: '12345' }), user.auth))).toEqual({
      zipCode: ['We do not serve zip code 12345.'],
    });
    expect(await validationErrors(await api.get('/Contractors?ZipCode=12345'))).toEqual({ ZipCode: ['We do not serve zip code 12345.'] });
    expect(await rowsFor(user.userId)).toEqual([]);
  });

  it('answers 404 for a service that does not exist or is retired, and for an unknown contractor', async () => {
    const user = await aCustomer();
    const retired = await aTrade(api.db, { isActive: false });
    for (const tradeId of [unknownId(), retired.id]) {
      expect(await domainError(await api.post('/JobRequests', body(tradeId), user.auth), 404)).toBe('The service was not found.');
    }
    const trade = await aTrade(api.db);
    expect(await domainError(await api.post('/JobRequests', body(trade.id, { contractorId: unknownId() }), user.auth), 404)).toBe('The contractor was not found.');
    expect(await rowsFor(user.userId)).toEqual([]);
  });

  it('refuses, at contractorId, a contractor asked for who does not do the service, and stores nothing', async () => {
    const user = await aCustomer();
    const carpentry = await aTrade(api.db, { name: `Carpentry ${unique()}` });
    const electrician = await aContractor(api.db, { trades: [await aTrade(api.db)], businessName: 'Bay Path Electric' });
    expect(await validationErrors(await api.post('/JobRequests', body(carpentry.id, { contractorId: electrician.id }), user.auth))).toEqual({
      contractorId: [`Bay Path Electric does not do ${carpentry.name}. Choose another contractor or none.`],
    });
    // The same through Book A Job.
    const publicBody = {
      ...body(carpentry.id, { contractorId: electrician.id }),
      name: undefined,
      preferredDates: undefined,
      contactName: 'Robin Hale',
      contactPhone: randomPhone(),
      contactEmail: 'robin@example.com',
    };
    expect(await validationErrors(await api.post('/PublicJobRequest', publicBody))).toEqual({
      contractorId: [`Bay Path Electric does not do ${carpentry.name}. Choose another contractor or none.`],
    });
    expect(await api.db.select().from(jobRequests).where(eq(jobRequests.requestedContractorId, electrician.id))).toEqual([]);
    expect(await api.db.select().from(jobRequests).where(eq(jobRequests.tradeId, carpentry.id))).toEqual([]);
  });

  it('asks for a contractor of the service wherever they work from, and refuses one whose account is gone or who no longer works with us', async () => {
    const user = await aCustomer();
    const trade = await aTrade(api.db);
    // Works from Worcester, well beyond their radius of Southborough: the customer chose them, so they are offered it still.
    const far = await aContractor(api.db, { trades: [trade], zipCode: nearbyZips.worcester.zip, serviceRadiusMiles: 5 });
    const res = await api.post('/JobRequests', body(trade.id, { contractorId: far.id }), user.auth);
    expect(res.status).toBe(201);
    const created = (await res.json()) as JobRequest;
    expect((await details(created.id, user.auth)).offers.map((o) => o.contractor.id)).toEqual([far.id]);

    for (const gone of [await aContractor(api.db, { trades: [trade], userDeleted: true }), await aContractor(api.db, { trades: [trade], isActive: false })]) {
      expect(await domainError(await api.post('/JobRequests', body(trade.id, { contractorId: gone.id }), user.auth), 404)).toBe('The contractor was not found.');
      expect((await api.get(`/Contractors/${gone.id}`)).status).toBe(404);
    }
    expect(await rowsFor(user.userId)).toHaveLength(1);
  });

  it('refuses a preferred date given twice at the repeat, and stores nothing', async () => {
    const user = await aCustomer();
    const trade = await aTrade(api.db);
    const shown = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    expect(await validationErrors(await api.post('/JobRequests', body(trade.id, { preferredDates: [inDays(5), inDays(5)] }), user.auth))).toEqual({
      'preferredDates.1': [`${shown(inDays(5))} is chosen twice: choose each preferred date once.`],
    });
    expect(await validationErrors(await api.post('/JobRequests', body(trade.id, { preferredDates: [inDays(5), inDays(6), inDays(5)] }), user.auth))).toEqual({
      'preferredDates.2': [`${shown(inDays(5))} is chosen twice: choose each preferred date once.`],
    });
    expect(await rowsFor(user.userId)).toEqual([]);
  });

  it('refuses preferred dates in the past at their field, more than three, and missing fields', async () => {
    const user = await aCustomer();
    const trade = await aTrade(api.db);
    expect(await validationErrors(await api.post('/JobRequests', body(trade.id, { preferredDates: [inDays(3), '2020-01-01'] }), user.auth))).toEqual({
      'preferredDates.1': [PAST_DATE],
    });
    expect(
      await validationErrors(await api.post('/JobRequests', body(trade.id, { preferredDates: [inDays(1), inDays(2), inDays(3), inDays(4)] }), user.auth)),
    ).toEqual({ preferredDates: ['Choose at most 3 preferred dates.'] });
    expect(await validationErrors(await api.post('/JobRequests', { tradeId: trade.id }, user.auth))).toMatchObject({
      name: ['This field is required.'],
      description: ['This field is required.'],
      zipCode: ['This field is required.'],
    });
    // Today, where the customer is, is not in the past.
    expect((await api.post('/JobRequests', body(trade.id, { preferredDates: [inDays(0)] }), user.auth)).status).toBe(201);
  });

  it('refuses a preferred date more than a year ahead at its field, and takes one a year ahead', async () => {
    const user = await aCustomer();
    const trade = await aTrade(api.db);
    expect(await validationErrors(await api.post('/JobRequests', body(trade.id, { preferredDates: ['9999-12-31'] }), user.auth))).toEqual({ 'preferredDates.0': [FAR_DATE] });
    expect(await validationErrors(await api.post('/JobRequests', body(trade.id, { preferredDates: [inDays(3), inDays(367)] }), user.auth))).toEqual({
      'preferredDates.1': [FAR_DATE],
    });
    expect(await rowsFor(user.userId)).toEqual([]);
    expect((await api.post('/JobRequests', body(trade.id, { preferredDates: [inDays(365)] }), user.auth)).status).toBe(201);
  });

  it('is for signed-up customers: 401 without a token, 403 before the profile is complete and for a contractor', async () => {
    const trade = await aTrade(api.db);
    expect(await domainError(await api.post('/JobRequests', body(trade.id)), 401)).toBe('Sign in to continue.');
    const newcomer = await signIn(api, { profile: false });
    expect(await domainError(await api.post('/JobRequests', body(trade.id), newcomer.auth), 403)).toBe('Complete your profile to continue.');
    const contractor = await aContractor(api.db, { trades: [trade] });
    const contractorAuth = await bearerFor(api, contractor.user.id);
    expect(await domainError(await api.post('/JobRequests', body(trade.id), contractorAuth), 403)).toBe(
      'Job requests are for customer accounts. Contractors find their jobs in the mobile app.',
    );
    expect(await domainError(await api.get('/JobRequests', contractorAuth), 403)).toMatch(/customer accounts/);
    expect(await rowsFor(contractor.user.id)).toEqual([]);
  });
});

describe('GET /JobRequests', () => {
  it('lists only the customer’s own requests, newest first', async () => {
    const user = await aCustomer();
    const other = await aConsumer(api.db);
    const base = api.clock.now().getTime();
    const older = await aJobRequest(api.db, { userId: user.userId, name: 'Older', createdAt: new Date(base - 2 * DAY) });
    const newer = await aJobRequest(api.db, { userId: user.userId, name: 'Newer', createdAt: new Date(base - DAY) });
    await aJobRequest(api.db, { userId: other.id, name: 'Someone else’s' });
    const page = await list(user.auth);
    expect(page).toMatchObject({ page: 1, perPage: 20, totalItems: 2, totalPages: 1 });
    expect(page.items.map((j) => j.id)).toEqual([newer.id, older.id]);
  });

  it('filters by status and by part of the name, in any case, taking wildcards literally', async () => {
    const user = await aCustomer();
    const faucet = await aJobRequest(api.db, { userId: user.userId, name: 'Kitchen FAUCET drips', status: 'Dispatched' });
    const percent = await aJobRequest(api.db, { userId: user.userId, name: '100% cedar fence', status: 'Submitted' });
    await aJobRequest(api.db, { userId: user.userId, name: 'Faucet in the bathroom', status: 'Canceled' });
    expect((await list(user.auth, '?Name=faucet&Status=Dispatched')).items.map((j) => j.id)).toEqual([faucet.id]);
    expect((await list(user.auth, '?Name=faucet')).totalItems).toBe(2);
    expect((await list(user.auth, `?Name=${encodeURIComponent('0%')}`)).items.map((j) => j.id)).toEqual([percent.id]);
    expect((await list(user.auth, '?Status=Completed')).items).toEqual([]);
    expect(await validationErrors(await api.get('/JobRequests?Status=Lost', user.auth))).toEqual({ Status: ['Choose a valid status.'] });
  });

  it('orders by name and by status along the lifecycle, either way, and pages', async () => {
    const user = await aCustomer();
    const make = (name: string, status: JobRequestStatus) => aJobRequest(api.db, { userId: user.userId, name, status });
    const c = await make('cellar door', 'Completed');
    const a = await make('Attic fan', 'Scheduled');
    const b = await make('Basement leak', 'Submitted');
    const names = async (query: string) => (await list(user.auth, query)).items.map((j) => j.id);
    expect(await names('?OrderBy=name')).toEqual([a.id, b.id, c.id]);
    expect(await names('?OrderBy=name&OrderByDirection=desc')).toEqual([c.id, b.id, a.id]);
    expect(await names('?OrderBy=status')).toEqual([b.id, a.id, c.id]);
    expect(await names('?OrderBy=status&OrderByDirection=desc')).toEqual([c.id, a.id, b.id]);

    const second = await list(user.auth, '?OrderBy=name&PerPage=2&Page=2');
    expect(second).toMatchObject({ page: 2, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(second.items.map((j) => j.id)).toEqual([c.id]);
    expect(await list(user.auth, '?PerPage=2&Page=5')).toMatchObject({ items: [], totalItems: 3, totalPages: 2 });
  });

  it('says on each item its cover photo, its visit, and whether a payment or a review is due', async () => {
    const user = await aCustomer();
    const contractor = await aContractor(api.db);
    const now = api.clock.now();

    const waiting = await aJobRequest(api.db, { userId: user.userId, status: 'Submitted' });
    const photo = await aPhoto(api.db, user.userId, { attached: true });
    await api.db.insert(jobRequestPhotos).values({ jobRequestId: waiting.id, fileId: photo.id });

    const toPay = await aJobRequest(api.db, { userId: user.userId, status: 'Proposed' });
    // Accepted and waiting for its deposit: the estimate stays open until the deposit is paid.
    await aProposal(api.db, toPay, contractor, { status: 'Pending', acceptedAt: now, depositStatus: 'Due' });

    const booked = await aJobRequest(api.db, { userId: user.userId, status: 'Scheduled' });
    const start = new Date(now.getTime() + 3 * DAY);
    await aVisit(api.db, await aProposal(api.db, booked, contractor, { status: 'Accepted', depositStatus: 'Paid' }), start);

    const done = await aJobRequest(api.db, { userId: user.userId, status: 'Completed', completedAt: new Date(now.getTime() - 2 * DAY) });
    const doneProposal = await aProposal(api.db, done, contractor, { status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due' });
    await aReview(api.db, await aVisit(api.db, doneProposal, new Date(now.getTime() - 3 * DAY), { status: 'Completed' }));

    const longAgo = await aJobRequest(api.db, { userId: user.userId, status: 'Completed', completedAt: new Date(now.getTime() - 31 * DAY) });
    const oldProposal = await aProposal(api.db, longAgo, contractor, { status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Paid' });
    await aReview(api.db, await aVisit(api.db, oldProposal, new Date(now.getTime() - 32 * DAY), { status: 'Completed' }));

    const items = new Map((await list(user.auth)).items.map((j) => [j.id, j]));
    const flags = (id: string) => {
      const { coverPhotoId, visitStartsAt, paymentDue, reviewDue } = items.get(id)!;
      return { coverPhotoId, visitStartsAt, paymentDue, reviewDue };
    };
    expect(flags(waiting.id)).toEqual({ coverPhotoId: photo.id, visitStartsAt: null, paymentDue: false, reviewDue: false });
    expect(flags(toPay.id)).toEqual({ coverPhotoId: null, visitStartsAt: null, paymentDue: true, reviewDue: false });
    expect(flags(booked.id)).toEqual({ coverPhotoId: null, visitStartsAt: start.toISOString(), paymentDue: false, reviewDue: false });
    expect(flags(done.id)).toEqual({ coverPhotoId: null, visitStartsAt: expect.any(String), paymentDue: true, reviewDue: true });
    // More than 30 days after completion the review is no longer asked for.
    expect(flags(longAgo.id)).toMatchObject({ paymentDue: false, reviewDue: false });
  });
});

describe('GET /JobRequests/{id}', () => {
  it('shows what has happened to the request: timeline, offers, estimates, visit, money and review', async () => {
    const user = await aCustomer();
    const trade = await aTrade(api.db);
    const chosen = await aContractor(api.db, { trades: [trade], firstName: 'Dana', lastName: 'price', businessName: `Dana's Plumbing ${unique()}`, reviews: [5, 4] });
    const passed = await aContractor(api.db, { trades: [trade] });
    const now = api.clock.now();
    const job = await aJobRequest(api.db, { userId: user.userId, tradeId: trade.id, status: 'Completed', completedAt: new Date(now.getTime() - DAY) });
    // Offered one after the other: offers are listed in the order they were made.
    await anAssignment(api.db, job, chosen, {
      state: 'Completed',
      distanceMiles: 3.11,
      createdAt: new Date(now.getTime() - 9.9 * DAY),
      respondedAt: new Date(now.getTime() - 9 * DAY),
      stateChangedAt: new Date(now.getTime() - DAY),
    });
    await anAssignment(api.db, job, passed, { state: 'Declined', distanceMiles: 4.51, createdAt: new Date(now.getTime() - 9.6 * DAY), stateChangedAt: new Date(now.getTime() - 9.5 * DAY) });
    const proposal = await aProposal(api.db, job, chosen, { totalCents: 45000, depositCents: 15000, status: 'Accepted', depositStatus: 'Paid', finalPaymentStatus: 'Due' });
    const start = new Date(now.getTime() - 2 * DAY);
    const visit = await aVisit(api.db, proposal, start, { status: 'Completed', completedAt: new Date(now.getTime() - DAY) });
    const review = await aReview(api.db, visit);
    await aPaidDeposit(api.db, proposal, 15000, { refundedCents: 2500 });
    await aPaidDeposit(api.db, proposal, 9000, { status: 'Failed' });
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    await api.db.insert(jobRequestEvents).values([
      { jobRequestId: job.id, type: 'Submitted', by: 'consumer', at: at(10) },
      { jobRequestId: job.id, type: 'Offered', by: 'system', contractorId: chosen.id, data: { distanceMiles: 3.11 }, at: at(9.9) },
      { jobRequestId: job.id, type: 'OfferDeclined', by: 'contractor', contractorId: passed.id, at: at(9.5) },
      { jobRequestId: job.id, type: 'EstimateReceived', by: 'contractor', contractorId: chosen.id, data: { totalCents: 45000 }, at: at(8) },
      { jobRequestId: job.id, type: 'DepositPaid', by: 'system', data: { amountCents: 15000 }, at: at(7) },
      { jobRequestId: job.id, type: 'SomethingNew', by: 'system', at: at(6) },
    ]);

    const d = await details(job.id, user.auth);
    expect(d).toMatchObject({ id: job.id, status: 'Completed', reviewDue: true, paymentDue: true, dispatchNote: null });
    expect(d.facts).toMatchObject({ pendingProposals: 0, openOffers: 0, visitStartsAt: start.toISOString(), booking: { state: 'booked' } });
    const dana = { id: chosen.id, businessName: chosen.businessName, firstName: 'Dana', lastInitial: 'P.', ratingAverage: 4.5, reviewCount: 2 };
    expect(d.timeline.map(({ type, summary, by, contractor }) => ({ type, summary, by, contractor: contractor?.id ?? null }))).toEqual([
      { type: 'Submitted', summary: 'Request received', by: 'consumer', contractor: null },
      { type: 'Offered', summary: `Offered to ${chosen.businessName}, 3.1 miles away`, by: 'system', contractor: chosen.id },
      { type: 'OfferDeclined', summary: `${passed.businessName} could not take the job`, by: 'contractor', contractor: passed.id },
      { type: 'EstimateReceived', summary: `Estimate received from ${chosen.businessName} ($450.00)`, by: 'contractor', contractor: chosen.id },
      { type: 'DepositPaid', summary: 'Deposit paid ($150.00)', by: 'system', contractor: null },
      { type: 'SomethingNew', summary: 'Something new', by: 'system', contractor: null },
    ]);
    expect(d.timeline[1]!.contractor).toEqual(dana);
    expect(d.offers).toEqual([
      { contractor: dana, distanceMiles: 3.11, state: 'Completed', offeredAt: at(9.9).toISOString(), respondedAt: at(9).toISOString(), stateChangedAt: at(1).toISOString() },
      { contractor: expect.objectContaining({ id: passed.id }), distanceMiles: 4.51, state: 'Declined', offeredAt: at(9.6).toISOString(), respondedAt: null, stateChangedAt: at(9.5).toISOString() },
    ]);
    expect(d.proposalCount).toBe(1);
    expect(d.proposals).toEqual([
      {
        id: proposal.id,
        contractor: dana,
        totalCents: 45000,
        depositCents: 15000,
        status: 'Accepted',
        depositStatus: 'Paid',
        finalPaymentStatus: 'Due',
        subsequentPaymentStatus: 'NotDue',
        subsequentPaymentCents: 0,
        subsequentPaymentDescription: '',
        validUntil: null,
        declineReason: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(d.depositPaidCents).toBe(12500);
    expect(d.appointmentId).toBe(visit.id);
    expect(d.appointment).toEqual({
      id: visit.id,
      contractor: dana,
      scheduledStart: start.toISOString(),
      scheduledEnd: new Date(start.getTime() + 2 * HOUR).toISOString(),
      status: 'Completed',
      changeCutoff: changeCutoffOf(start.toISOString()).toISOString(),
      onMyWayAt: null,
      startedAt: null,
      completedAt: at(1).toISOString(),
      rescheduleHistory: [],
    });
    expect(d.review).toEqual({ id: review.id, status: 'Requested', rating: null, text: '', dueBy: new Date(at(1).getTime() + 30 * DAY).toISOString(), submittedAt: null });
    expect(d.reviewId).toBe(review.id);
  });

  it('names the contractor of every receipt and of a canceled visit, with no initial when they gave no last name', async () => {
    const user = await aCustomer();
    const trade = await aTrade(api.db);
    const robin = await aContractor(api.db, { trades: [trade], firstName: 'Robin', lastName: '', reviews: [4] });
    const now = api.clock.now();
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const job = await aJobRequest(api.db, { userId: user.userId, tradeId: trade.id, status: 'Canceled', canceledAt: at(1) });
    await anAssignment(api.db, job, robin, { state: 'Canceled', distanceMiles: 2.5, createdAt: at(6) });
    const proposal = await aProposal(api.db, job, robin, { totalCents: 30000, depositCents: 10000, status: 'Accepted', depositStatus: 'Refunded' });
    const start = new Date(now.getTime() + 3 * DAY);
    const visit = await aVisit(api.db, proposal, start, { status: 'Canceled', canceledAt: at(1) });
    const deposit = await aPaidDeposit(api.db, proposal, 10000, { status: 'Refunded', refundedCents: 10000, paidAt: at(4), refundedAt: at(1) });
    await api.db.insert(jobRequestEvents).values([
      { jobRequestId: job.id, type: 'Submitted', by: 'consumer', at: at(7) },
      { jobRequestId: job.id, type: 'EstimateReceived', by: 'contractor', contractorId: robin.id, data: { totalCents: 30000 }, at: at(5) },
    ]);

    const d = await details(job.id, user.auth);
    const ref = { id: robin.id, businessName: robin.businessName, firstName: 'Robin', lastInitial: '', ratingAverage: 4, reviewCount: 1 };
    expect(d.timeline.map((e) => e.contractor)).toEqual([null, ref]);
    expect(d.offers.map((o) => o.contractor)).toEqual([ref]);
    expect(d.proposals.map((p) => p.contractor)).toEqual([ref]);
    expect(d.payments).toEqual([
      {
        id: deposit.id,
        paymentIntentId: null,
        kind: 'Deposit',
        jobProposalId: proposal.id,
        contractor: ref,
        amountCents: 10000,
        status: 'Refunded',
        card: null,
        paidAt: at(4).toISOString(),
        refundedCents: 10000,
        refundedAt: at(1).toISOString(),
        lines: [{ kind: 'Deposit', amountCents: 10000, description: 'Deposit' }],
      },
    ]);
    expect(d.depositPaidCents).toBe(0);
    // The canceled visit still shows what was booked, and with whom; it is no longer the job's appointment.
    expect(d.appointmentId).toBeNull();
    expect(d.appointment).toMatchObject({ id: visit.id, status: 'Canceled', contractor: ref, scheduledStart: start.toISOString() });
  });

  it('writes the timeline’s visit times in the caller’s X-Timezone, naming it, and in Southborough’s without a zone it knows', async () => {
    const user = await aCustomer();
    const job = await aJobRequest(api.db, { userId: user.userId, status: 'Scheduled' });
    const now = api.clock.now();
    // Either side of the spring change (March 8, 2026): each time names the zone's offset on its own day.
    await api.db.insert(jobRequestEvents).values([
      { jobRequestId: job.id, type: 'Scheduled', by: 'consumer', data: { start: '2026-03-03T14:00:00.000Z' }, at: new Date(now.getTime() - 2 * DAY) },
      { jobRequestId: job.id, type: 'Rescheduled', by: 'consumer', data: { toStart: '2026-03-10T13:00:00.000Z' }, at: new Date(now.getTime() - DAY) },
    ]);
    const summaries = async (headers: Record<string, string>) => (await details(job.id, { ...user.auth, ...headers })).timeline.map((e) => e.summary);
    const southborough = ['Visit scheduled for Tue, Mar 3, 9:00 AM EST', 'Visit moved to Tue, Mar 10, 9:00 AM EDT'];

    expect(await summaries({ 'X-Timezone': 'America/Los_Angeles' })).toEqual(['Visit scheduled for Tue, Mar 3, 6:00 AM PST', 'Visit moved to Tue, Mar 10, 6:00 AM PDT']);
    expect(await summaries({ 'X-Timezone': 'Europe/Vilnius' })).toEqual(['Visit scheduled for Tue, Mar 3, 4:00 PM GMT+2', 'Visit moved to Tue, Mar 10, 3:00 PM GMT+2']);
    expect(await summaries({ 'X-Timezone': 'America/New_York' })).toEqual(southborough);
    expect(await summaries({})).toEqual(southborough);
    for (const garbage of ['Not/AZone', '', '+05:00', 'x'.repeat(300)]) expect(await summaries({ 'X-Timezone': garbage })).toEqual(southborough);
  });

  it('answers 404 for another customer’s request and an unknown id, and 400 for a malformed one', async () => {
    const owner = await aCustomer();
    const stranger = await aCustomer();
    const job = await aJobRequest(api.db, { userId: owner.userId });
    expect((await api.get(`/JobRequests/${job.id}`, owner.auth)).status).toBe(200);
    expect(await domainError(await api.get(`/JobRequests/${job.id}`, stranger.auth), 404)).toBe('The job request was not found.');
    expect(await domainError(await api.get(`/JobRequests/${unknownId()}`, owner.auth), 404)).toBe('The job request was not found.');
    expect(await validationErrors(await api.get('/JobRequests/not-an-id', owner.auth))).toEqual({ id: ['Must be a valid id.'] });
    expect(await domainError(await api.get(`/JobRequests/${job.id}`), 401)).toBe('Sign in to continue.');
  });
});

describe('a request sent from the public form', () => {
  const publicBody = (tradeId: string, contactPhone: string) => ({
    tradeId,
    description: 'Storm door sticks.\nFront of the house.',
    address: '8 Elm Street',
    city: 'Southborough',
    zipCode: '01772',
    contactName: 'Jamie Lee',
    contactPhone,
    contactEmail: `jamie-${unique()}@example.com`,
  });

  it('shows in the account that signs in with its phone number, and in no other', async () => {
    const phoneNumber = randomPhone();
    const trade = await aTrade(api.db);
    const res = await api.post('/PublicJobRequest', publicBody(trade.id, phoneNumber));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stranger = await aCustomer();
    expect((await list(stranger.auth)).items.map((j) => j.id)).not.toContain(id);

    const user = await signIn(api, { phoneNumber });
    expect((await list(user.auth)).items.map((j) => j.id)).toEqual([id]);
    expect((await details(id, user.auth)).name).toBe('Storm door sticks.');
    expect(await jobRow(id)).toMatchObject({ userId: user.userId, source: 'PublicForm', contactName: 'Jamie Lee' });
    expect(await domainError(await api.get(`/JobRequests/${id}`, stranger.auth), 404)).toBe('The job request was not found.');
  });

  /** Books as a visitor, each from an address of its own (the public forms' daily limit is per address). */
  const book = async (tradeId: string, contactPhone: string) => {
    const res = await api.post('/PublicJobRequest', publicBody(tradeId, contactPhone), { 'X-Forwarded-For': newClientIp() });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; Message: string };
  };

  it('shows at once in the account of its phone number when that customer is signed in, telling the sender nothing of it', async () => {
    const trade = await aTrade(api.db);
    const user = await signIn(api);
    const booked = await book(trade.id, user.phoneNumber);
    expect(booked.Message).toBe(`We have your request for ${trade.name} and will call or e-mail you to arrange it.`);
    expect((await list(user.auth)).items.map((j) => j.id)).toEqual([booked.id]);
    expect((await details(booked.id, user.auth)).contactName).toBe('Jamie Lee');
    // Attaching is bookkeeping: the request's own times stay as it was made.
    const row = await jobRow(booked.id);
    expect(row.updatedAt).toEqual(row.createdAt);
  });

  it('shows in the account that changes to its phone number, once the change is confirmed', async () => {
    const trade = await aTrade(api.db);
    const user = await signIn(api);
    const phoneNumber = randomPhone();
    const { id } = await book(trade.id, phoneNumber);
    expect((await api.post('/Authentication/reserve-phone-number', { phoneNumber }, user.auth)).status).toBe(202);
    expect((await list(user.auth)).items).toEqual([]);
    const code = api.outbox.lastCode(phoneNumber, 'change-phone');
    expect((await api.post('/Authentication/change-reserved-phone-number', { phoneNumber, code }, user.auth)).status).toBe(200);
    expect((await list(user.auth)).items.map((j) => j.id)).toEqual([id]);
  });

  it('is not given to a deleted account, a contractor, or once its contact details are gone', async () => {
    const trade = await aTrade(api.db);
    const deleted = await signIn(api);
    const deletedNumber = deleted.phoneNumber;
    expect((await api.post('/Authentication/delete-account', undefined, deleted.auth)).status).toBe(202);
    const afterDeletion = await book(trade.id, deletedNumber);
    expect((await jobRow(afterDeletion.id)).userId).toBeNull();

    const contractor = await aContractor(api.db);
    const [contractorUser] = await api.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, contractor.userId));
    const toContractor = await book(trade.id, contractorUser!.phoneNumber!);
    expect((await jobRow(toContractor.id)).userId).toBeNull();

    const phoneNumber = randomPhone();
    const anonymized = await aJobRequest(api.db, { userId: null, source: 'PublicForm', contactPhone: phoneNumber, anonymizedAt: new Date() });
    const user = await signIn(api, { phoneNumber });
    expect((await list(user.auth)).items).toEqual([]);
    expect((await jobRow(anonymized.id)).userId).toBeNull();
    // A new account on the deleted one's number gets what was booked with it since.
    const newOwner = await signIn(api, { phoneNumber: deletedNumber });
    expect((await list(newOwner.auth)).items.map((j) => j.id)).toEqual([afterDeletion.id]);
  });

  // PGlite runs one transaction at a time, with no statement of another beside it: a sign-in cannot
  // come between a booking's look for the account and its commit there.
  if (inject('postgresUrl')) {
    it('reaches an account whose first sign-in ends while the booking is being stored', async () => {
      const trade = await aTrade(api.db);
      const phoneNumber = randomPhone();
      // The booking waits to write its first timeline step, after it looked for the account and found none.
      const holder = await (api.db as unknown as { $client: pg.Pool }).$client.connect();
      await holder.query('begin');
      await holder.query('lock table job_request_events in share mode');
      const booking = book(trade.id, phoneNumber);
      await expect.poll(async () => (await holder.query(`select count(*)::int as n from pg_locks where relation = 'job_request_events'::regclass and not granted`)).rows[0].n).toBe(1);
      const user = await signIn(api, { phoneNumber });
      await holder.query('commit');
      holder.release();
      const { id } = await booking;
      expect((await list(user.auth)).items.map((j) => j.id)).toEqual([id]);
    });
  }
});

describe('POST /JobRequests/{id}/request-cancelation', () => {
  const now = () => api.clock.now();

  /** A job the customer booked: an accepted estimate with its deposit paid, the contractor booked, a visit at `start`. */
  async function aBookedJob(userId: string, start: Date, depositCents = 10000) {
    const contractor = await aContractor(api.db);
    const job = await aJobRequest(api.db, { userId, status: 'Scheduled' });
    await anAssignment(api.db, job, contractor, { state: 'Booked' });
    const proposal = await aProposal(api.db, job, contractor, { totalCents: 30000, depositCents, status: 'Accepted', depositStatus: 'Paid' });
    const visit = await aVisit(api.db, proposal, start);
    if (depositCents > 0) await aPaidDeposit(api.db, proposal, depositCents);
    return { job, contractor, proposal, visit };
  }

  const answer = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.json()) as CancelationResult;
  };

  it('cancels a request nobody has taken yet at once, keeping the reason on the request and its timeline', async () => {
    const user = await aCustomer();
    const job = await aJobRequest(api.db, { userId: user.userId, status: 'Submitted' });
    expect(await answer(await cancel(job.id, user.auth, 'Fixed it myself.'))).toEqual({
      id: job.id,
      status: 'Canceled',
      refundCents: 0,
      Message: 'Your job request is canceled. Nothing was paid, so nothing is charged.',
    });
    const d = await details(job.id, user.auth);
    expect(d).toMatchObject({ status: 'Canceled', cancelationReason: 'Fixed it myself.', canceledAt: expect.any(String) });
    expect(d.timeline.at(-1)).toMatchObject({ type: 'Canceled', summary: 'You canceled the request', by: 'consumer', note: 'Fixed it myself.' });
  });

  it('withdraws the offers and estimates of a dispatched job and tells the contractors who held them', async () => {
    const user = await aCustomer();
    const job = await aJobRequest(api.db, { userId: user.userId, status: 'Proposed', name: 'Porch light' });
    const [offered, estimated, declined] = [await aContractor(api.db), await aContractor(api.db), await aContractor(api.db)];
    await anAssignment(api.db, job, offered, { state: 'Offered' });
    await anAssignment(api.db, job, estimated, { state: 'Estimated' });
    await anAssignment(api.db, job, declined, { state: 'Declined' });
    const proposal = await aProposal(api.db, job, estimated, { status: 'Accepted', depositStatus: 'Due' });
    const pending = await aProposal(api.db, job, offered);

    expect((await answer(await cancel(job.id, user.auth))).status).toBe('Canceled');
    const states = await api.db
      .select({ contractorId: assignedJobAppointments.contractorId, state: assignedJobAppointments.state })
      .from(assignedJobAppointments)
      .where(eq(assignedJobAppointments.jobRequestId, job.id));
    expect(new Map(states.map((s) => [s.contractorId, s.state]))).toEqual(
      new Map([
        [offered.id, 'Canceled'],
        [estimated.id, 'Canceled'],
        [declined.id, 'Declined'],
      ]),
    );
    const proposals = await api.db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, job.id));
    expect(proposals.find((p) => p.id === pending.id)).toMatchObject({ status: 'Withdrawn' });
    // The deposit asked for is no longer due, so the list stops saying "Payment due".
    expect(proposals.find((p) => p.id === proposal.id)).toMatchObject({ status: 'Accepted', depositStatus: 'NotDue' });
    expect((await list(user.auth)).items.find((j) => j.id === job.id)?.paymentDue).toBe(false);

    const texts = await api.db.select().from(notifications).where(and(eq(notifications.kind, 'JobCanceled')));
    const told = texts.filter((n) => n.data.jobRequestId === job.id);
    expect(told.map((n) => n.to).sort()).toEqual([offered.user.phoneNumber, estimated.user.phoneNumber].sort());
    expect(told[0]!.body).toBe('The customer canceled "Porch light" in Southborough. Nothing more is needed from you.');
  });

  it('cancels a booked job without a visit at once and says the deposit is refunded in full', async () => {
    const user = await aCustomer();
    const contractor = await aContractor(api.db);
    const job = await aJobRequest(api.db, { userId: user.userId, status: 'Accepted' });
    await anAssignment(api.db, job, contractor, { state: 'Booked' });
    const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', depositCents: 7500, totalCents: 30000 });
    await aPaidDeposit(api.db, proposal, 7500);
    expect(await answer(await cancel(job.id, user.auth))).toEqual({
      id: job.id,
      status: 'Canceled',
      refundCents: 7500,
      Message: 'Your job request is canceled. Your deposit of $75.00 will be refunded in full to the card you paid with.',
    });
  });

  it('cancels a visit more than 24 hours away at once, with the deposit refunded in full, and frees the slot', async () => {
    const user = await aCustomer();
    const { job, visit, contractor } = await aBookedJob(user.userId, new Date(now().getTime() + 3 * DAY));
    expect(await answer(await cancel(job.id, user.auth))).toMatchObject({ status: 'Canceled', refundCents: 10000 });
    expect((await api.db.select().from(jobAppointments).where(eq(jobAppointments.id, visit.id)))[0]).toMatchObject({ status: 'Canceled', canceledAt: expect.any(Date) });
    const d = await details(job.id, user.auth);
    // The refund is issued once the cancelation has committed; the facts hold what was paid until it is back, and the estimate booked.
    const booked = [{ id: d.proposals[0]!.id, decision: 'Accepted', decidedAt: null }];
    expect(d).toMatchObject({ appointmentId: null, visitStartsAt: null, facts: { ...NO_FACTS, depositPaidCents: d.depositPaidCents, decidedEstimates: booked } });
    expect(d.appointment?.status).toBe('Canceled');
    const [text] = (await api.db.select().from(notifications).where(eq(notifications.to, contractor.user.phoneNumber!))).filter((n) => n.kind === 'JobCanceled');
    expect(text?.body).toMatch(/^The customer canceled ".*" in Southborough; the visit on .* is off\. Nothing more is needed from you\.$/);
  });

  it('after the cutoff only asks the booked contractor, refunds nothing yet, and says what the late rule gives back', async () => {
    const user = await aCustomer();
    const { job, visit, contractor } = await aBookedJob(user.userId, new Date(now().getTime() + 10 * HOUR));
    expect(await answer(await cancel(job.id, user.auth, 'Called away for work.'))).toEqual({
      id: job.id,
      status: 'CancelationRequested',
      refundCents: 0,
      Message: `The visit is less than 24 hours away, so we have asked ${contractor.businessName} to confirm the cancelation; if nobody has by the time of the visit, it is canceled then. Once it is canceled, $50.00 of your $100.00 deposit will be refunded (50%, the rule for late cancelations).`,
    });
    expect((await api.db.select().from(jobAppointments).where(eq(jobAppointments.id, visit.id)))[0]?.status).toBe('Scheduled');
    const [assignment] = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, job.id));
    expect(assignment?.state).toBe('Booked');
    const d = await details(job.id, user.auth);
    expect(d).toMatchObject({ status: 'CancelationRequested', cancelationReason: 'Called away for work.', canceledAt: null });
    expect(d.timeline.at(-1)).toMatchObject({ type: 'CancelationRequested', note: 'Called away for work.' });
    const asked = (await api.db.select().from(notifications).where(eq(notifications.to, contractor.user.phoneNumber!))).filter((n) => n.kind === 'CancelationRequested');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toContain('Reason: Called away for work.');
  });

  it('answers keeping the visit with the job’s page, its times in the caller’s X-Timezone', async () => {
    const user = await aCustomer();
    const { job } = await aBookedJob(user.userId, new Date(now().getTime() + 10 * HOUR));
    await api.db.insert(jobRequestEvents).values({ jobRequestId: job.id, type: 'Scheduled', by: 'consumer', data: { start: '2026-03-03T14:00:00.000Z' }, at: new Date(now().getTime() - DAY) });
    expect((await answer(await cancel(job.id, user.auth))).status).toBe('CancelationRequested');
    const kept = await api.post(`/JobRequests/${job.id}/keep-visit`, undefined, { ...user.auth, 'X-Timezone': 'America/Los_Angeles' });
    expect(kept.status).toBe(200);
    const d = (await kept.json()) as JobRequestDetails;
    expect(d.status).toBe('Scheduled');
    expect(d.timeline.find((e) => e.type === 'Scheduled')?.summary).toBe('Visit scheduled for Tue, Mar 3, 6:00 AM PST');
  });

  it.each([
    // Nothing billed, nothing owed, no review asked: nothing for the customer to do online.
    ['InProgress', 'This job request is in progress. Nothing can be done to it online now.'],
    ['Completed', 'This job request is completed. Nothing can be done to it online now.'],
    ['Canceled', 'This job request is canceled. Nothing more can be done to it online.'],
    ['CancelationRequested', refusalMessage('CancelationRequested', NO_FACTS, 'consumer', new Date().toISOString())],
  ] as const)('refuses a job that is %s with 409 and what its state allows, changing nothing', async (status, message) => {
    const user = await aCustomer();
    const job = await aJobRequest(api.db, { userId: user.userId, status });
    expect(await domainError(await cancel(job.id, user.auth), 409)).toBe(message);
    expect(await jobRow(job.id)).toMatchObject({ status, cancelationReason: null });
    expect(await eventsOf(job.id)).toEqual([]);
  });

  it('decides two cancelations sent at once one after the other: one is taken, the other refused', async () => {
    const user = await aCustomer();
    const job = await aJobRequest(api.db, { userId: user.userId, status: 'Dispatched' });
    await anAssignment(api.db, job, await aContractor(api.db), { state: 'Offered' });
    const answers = await Promise.all([cancel(job.id, user.auth, 'First'), cancel(job.id, user.auth, 'Second')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await domainError(refused, 409)).toBe('This job request is canceled. Nothing more can be done to it online.');
    expect((await eventsOf(job.id)).filter((e) => e.type === 'Canceled')).toHaveLength(1);
    expect((await api.db.select().from(notifications).where(eq(notifications.kind, 'JobCanceled'))).filter((n) => n.data.jobRequestId === job.id)).toHaveLength(1);
  });

  describe('a customer who asks to cancel a late visit and keeps it, over and over', () => {
    const keep = (id: string, auth: Record<string, string>) => api.post(`/JobRequests/${id}/keep-visit`, undefined, auth);
    const TOO_MANY_ASKS = `You have asked to cancel many times in a short time. To cancel sooner, call us at ${formatUsPhoneNumber(api.env.VITE_PROVIDER_PHONE!)}.`;
    const textsTo = async (phone: string) => (await api.db.select().from(notifications).where(eq(notifications.to, phone))).map((n) => n.kind).sort();

    it(`is refused the ask after ${LATE_CANCELATIONS_PER_HOUR} in an hour over all its jobs, with 429 and nothing changed, and may still keep a visit`, async () => {
      // A clock that stands still, so that the wait is exact and the job's page reads the same before and after.
      api.clock.set(new Date());
      const user = await aCustomer();
      const flipped = await aBookedJob(user.userId, new Date(now().getTime() + 10 * HOUR));
      const other = await aBookedJob(user.userId, new Date(now().getTime() + 12 * HOUR));
      for (let i = 1; i < LATE_CANCELATIONS_PER_HOUR; i++) {
        expect((await answer(await cancel(flipped.job.id, user.auth, `Plans changed ${i}.`))).status).toBe('CancelationRequested');
        expect((await keep(flipped.job.id, user.auth)).status).toBe(200);
      }
      expect((await answer(await cancel(flipped.job.id, user.auth, 'Plans changed again.'))).status).toBe('CancelationRequested');

      // The account's asks are spent, on another of its jobs too.
      const otherPage = await details(other.job.id, user.auth);
      const refused = await cancel(other.job.id, user.auth, 'Called away.');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await refused.json()).toEqual({ Message: TOO_MANY_ASKS, Errors: ['Try again in 3600 seconds.'] });
      expect(await details(other.job.id, user.auth)).toEqual(otherPage);
      expect(otherPage).toMatchObject({ status: 'Scheduled', cancelationReason: null });
      expect(await textsTo(other.contractor.user.phoneNumber!)).toEqual([]);

      // Keeping the visit is never refused: an ask left standing would cancel it at the visit's time.
      expect((await keep(flipped.job.id, user.auth)).status).toBe(200);
      const page = await details(flipped.job.id, user.auth);
      const again = await cancel(flipped.job.id, user.auth, 'Once more.');
      expect(again.status).toBe(429);
      expect((await again.json()).Message).toBe(TOO_MANY_ASKS);
      expect(await details(flipped.job.id, user.auth)).toEqual(page);
      expect(page).toMatchObject({ status: 'Scheduled', cancelationReason: null });
      expect(page.timeline.filter((e) => e.type === 'CancelationRequested')).toHaveLength(LATE_CANCELATIONS_PER_HOUR);
      expect(page.timeline.filter((e) => e.type === 'CancelationWithdrawn')).toHaveLength(LATE_CANCELATIONS_PER_HOUR);
      expect(await textsTo(flipped.contractor.user.phoneNumber!)).toEqual([
        ...Array<string>(LATE_CANCELATIONS_PER_HOUR).fill('CancelationRequested'),
        ...Array<string>(LATE_CANCELATIONS_PER_HOUR).fill('CancelationWithdrawn'),
      ]);

      // Another customer asks the same hour.
      const neighbor = await aCustomer();
      const theirs = await aBookedJob(neighbor.userId, new Date(now().getTime() + 10 * HOUR));
      expect((await answer(await cancel(theirs.job.id, neighbor.auth))).status).toBe('CancelationRequested');
      // Canceling outright ends a job for good: it is held only by how many requests an account may send.
      const open = await aJobRequest(api.db, { userId: user.userId, status: 'Submitted' });
      expect((await answer(await cancel(open.id, user.auth))).status).toBe('Canceled');

      // An hour on, the customer may ask again.
      api.clock.advance(HOUR);
      expect((await answer(await cancel(other.job.id, await bearerFor(api, user.userId)))).status).toBe('CancelationRequested');
    });

    it(`takes at most ${LATE_CANCELATIONS_PER_DAY} asks a day from one account, however they are spread over its hours`, async () => {
      api.clock.set(new Date());
      const user = await aCustomer();
      const { job } = await aBookedJob(user.userId, new Date(now().getTime() + 23 * HOUR));
      const hours = LATE_CANCELATIONS_PER_DAY / LATE_CANCELATIONS_PER_HOUR;
      for (let hour = 0; hour < hours; hour++) {
        const auth = await bearerFor(api, user.userId);
        for (let i = 0; i < LATE_CANCELATIONS_PER_HOUR; i++) {
          expect((await answer(await cancel(job.id, auth))).status).toBe('CancelationRequested');
          expect((await keep(job.id, auth)).status).toBe(200);
        }
        api.clock.advance(HOUR);
      }
      // A fresh hour, but the day's asks are spent until a day after the first.
      const refused = await cancel(job.id, await bearerFor(api, user.userId));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String((24 - hours) * 3600));
      expect(await jobRow(job.id)).toMatchObject({ status: 'Scheduled', cancelationReason: null });
    });
  });

  it('answers 404 for another customer’s request and leaves it as it was; 403 for a contractor; 400 without a reason', async () => {
    const owner = await aCustomer();
    const stranger = await aCustomer();
    const job = await aJobRequest(api.db, { userId: owner.userId, status: 'Submitted' });
    expect(await domainError(await cancel(job.id, stranger.auth), 404)).toBe('The job request was not found.');
    expect(await domainError(await cancel(unknownId(), owner.auth), 404)).toBe('The job request was not found.');
    expect((await jobRow(job.id)).status).toBe('Submitted');
    const contractor = await aContractor(api.db);
    expect((await cancel(job.id, await bearerFor(api, contractor.user.id))).status).toBe(403);
    expect(await validationErrors(await api.post(`/JobRequests/${job.id}/request-cancelation`, {}, owner.auth))).toEqual({ reason: ['This field is required.'] });
    expect(await validationErrors(await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: '  ' }, owner.auth))).toEqual({ reason: ['A reason is required.'] });
    expect((await jobRow(job.id)).status).toBe('Submitted');
  });
});

describe('the zip codes a request may name', () => {
  it('takes any zip code of the area served, wherever no contractor works yet', async () => {
    const user = await aCustomer();
    await aZipCode(api.db, { zip: '01748', city: 'Hopkinton', latitude: 42.2287, longitude: -71.5226 });
    const res = await api.post('/JobRequests', body((await aTrade(api.db)).id, { zipCode: '01748', city: 'Hopkinton' }), user.auth);
    expect(res.status).toBe(201);
    const d = await details(((await res.json()) as JobRequest).id, user.auth);
    expect(d).toMatchObject({ status: 'Submitted', zipCode: '01748', dispatchNote: expect.stringContaining('01748') });
  });
});
