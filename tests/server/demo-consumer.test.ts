import { createHash } from 'node:crypto';
import { and, eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CUTOFF_HOURS, jobActionChoices, jobActionsFor, lateCancelationWords } from '../../machines/job-lifecycle.machine';
import { dateIn, PROVIDER_TIME_ZONE } from '../../contract/forms';
import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobRequest, JobRequestDetails } from '../../contract/job-requests';
import * as schema from '../../server/db/schema';
import { approveUndecidedCancelations } from '../../server/jobs/late-cancelations';
import { DEMO_CONSUMER, demoJobNames } from '../../server/seed/demo-consumer';
import { demoContractors } from '../../server/seed/demo-contractors';
import type { Logger } from '../../server/lib/logger';
import { seedDemoData } from '../../server/seed/demo';
import { closedReason } from '../../server/visits/closed-days';
import { freshApi } from './factories';
import { type TestApi, useTestApi } from './harness';
import { signIn, type SignedIn } from './sign-in';

/** The first load: a Wednesday afternoon in Southborough. */
const FIRST_LOAD = new Date('2026-11-25T20:00:00Z');
const HOUR = 60 * 60 * 1000;
const SEED_TIMEOUT = 240_000;

/** A log that keeps the warnings and errors the demo reports, for the test to see. */
function reportingLog() {
  const errors: { message: string; fields: Record<string, unknown> }[] = [];
  const keep = (fields: Record<string, unknown>, message: string) => void errors.push({ message, fields });
  const log: Logger = { info: () => {}, warn: keep, error: keep, child: () => log, request: () => {} };
  return { log, errors };
}

/** Loads the demo as `npm start` does, failing on any job it could not play. */
async function loadDemo(api: TestApi, at: Date) {
  const { log, errors } = reportingLog();
  await seedDemoData(api.db, at, { log });
  expect(errors).toEqual([]);
}

const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

/** How long after loading, at the least, the late-canceled visit must still be ahead, so the demo shows the request waiting. */
const LATE_VISIT_AHEAD_MIN = 4 * HOUR;

/**
 * The late-canceled job as a run of the undecided-cancelations sweep finds it `after` the load at `at`
 * (the sweep runs every five minutes from the start): still waiting, its visit well ahead, and asked
 * for inside the cutoff, before the load.
 */
async function expectLateCancelationWaiting(api: TestApi, at: Date, after: number) {
  api.clock.set(new Date(at.getTime() + after));
  expect(await approveUndecidedCancelations({ db: api.db, payments: api.payments, publicUrl: api.env.PUBLIC_URL }, api.clock.now())).toBe(0);
  const [job] = await api.db.select().from(schema.jobRequests).where(eq(schema.jobRequests.status, 'CancelationRequested'));
  expect(job).toBeDefined();
  const [visit] = await api.db.select().from(schema.jobAppointments).where(eq(schema.jobAppointments.jobRequestId, job!.id));
  const [asked] = await api.db
    .select({ at: schema.jobRequestEvents.at })
    .from(schema.jobRequestEvents)
    .where(and(eq(schema.jobRequestEvents.jobRequestId, job!.id), eq(schema.jobRequestEvents.type, 'CancelationRequested')));
  expect(visit!.scheduledStart.getTime() - at.getTime()).toBeGreaterThanOrEqual(LATE_VISIT_AHEAD_MIN);
  expect(asked!.at.getTime()).toBeLessThan(at.getTime());
  expect(visit!.scheduledStart.getTime() - asked!.at.getTime()).toBeLessThan(CHANGE_CUTOFF_HOURS * HOUR);
}

/** Every row of every table, hashed, to see that a second load writes nothing. */
async function everyRow(api: TestApi) {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await api.db.select().from(table);
    out[getTableName(table)] = rows.map((r) => createHash('sha256').update(JSON.stringify(r)).digest('hex')).sort();
  }
  return out;
}

async function jobsOf(api: TestApi, user: SignedIn): Promise<JobRequest[]> {
  const res = await api.get('/JobRequests?PerPage=50', user.auth);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: JobRequest[] }).items;
}

async function details(api: TestApi, user: SignedIn, id: string): Promise<JobRequestDetails> {
  const res = await api.get(`/JobRequests/${id}`, user.auth);
  expect(res.status).toBe(200);
  return (await res.json()) as JobRequestDetails;
}

describe('the demo customer', () => {
  let api: TestApi;
  let customer: SignedIn;
  let all: JobRequestDetails[];
  /** The one job in `status`. */
  const job = (status: JobRequestStatus) => {
    const found = all.filter((j) => j.status === status);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    api = await useTestApi();
    await loadDemo(api, FIRST_LOAD);
    // The customer opens the app a little after the first start.
    api.clock.set(new Date(FIRST_LOAD.getTime() + 10 * 60 * 1000));
    customer = await signIn(api, { phoneNumber: DEMO_CONSUMER.phone, profile: false });
    const jobs = await jobsOf(api, customer);
    all = [];
    for (const j of jobs) all.push(await details(api, customer, j.id));
  }, SEED_TIMEOUT);

  it('signs in to a completed profile with a job request in every state of the lifecycle', async () => {
    const identity = await (await api.get('/Authentication/current-identity', customer.auth)).json();
    expect(identity).toMatchObject({ firstName: DEMO_CONSUMER.firstName, lastName: DEMO_CONSUMER.lastName, email: DEMO_CONSUMER.email });
    const jobs = await jobsOf(api, customer);
    expect(jobs.map((j) => j.name).sort()).toEqual([...demoJobNames].sort());
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(JOB_REQUEST_STATUSES));
    // Newest first, every one in the past.
    const created = jobs.map((j) => Date.parse(j.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(created.every((t) => t < FIRST_LOAD.getTime())).toBe(true);
    expect(jobs.filter((j) => j.reviewDue).map((j) => j.status)).toEqual(['Completed', 'Completed']);
    expect(jobs.filter((j) => j.paymentDue).map((j) => j.status)).toEqual(['Completed']);
  });

  it('has photos on every job, readable by the customer, with thumbnails', async () => {
    for (const job of all) {
      expect(job.photos.length).toBeGreaterThan(0);
      for (const photo of job.photos) {
        expect(photo).toMatchObject({ contentType: 'image/jpeg' });
        for (const variant of ['original', 'thumbnail']) {
          const res = await api.get(`/Files/${photo.id}/public?Variant=${variant}`, customer.auth);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/jpeg');
          const bytes = new Uint8Array(await res.arrayBuffer());
          expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
          expect(bytes.length).toBeGreaterThan(1000);
        }
      }
      expect(job.timeline[0]?.type).toBe('Submitted');
      const times = job.timeline.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.every((t) => t < FIRST_LOAD.getTime())).toBe(true);
    }
  });

  it('shows each state as the product leaves it', () => {
    const types = (status: JobRequestStatus) => job(status).timeline.map((e) => e.type);

    expect(job('Submitted').dispatchNote).toEqual(expect.any(String));
    expect(types('Submitted')).toEqual(['Submitted', 'Offered', 'OfferDeclined', 'NoContractorAvailable']);

    expect(job('Dispatched').offers.length).toBeGreaterThanOrEqual(2);
    expect(job('Dispatched').offers.map((o) => o.state)).toContain('Accepted');

    const proposed = job('Proposed');
    expect(proposed.proposalCount).toBe(2);
    expect(proposed.proposals.map((p) => p.status)).toEqual(['Pending', 'Pending']);
    expect(new Set(proposed.proposals.map((p) => p.contractor.id)).size).toBe(2);
    for (const p of proposed.proposals) expect(p.depositCents * 3).toBeLessThanOrEqual(p.totalCents);

    const paid = (status: JobRequestStatus) => job(status).payments.map((p) => [p.kind, p.status, p.card]);
    const visa = { brand: 'visa', last4: '4242' };
    expect(paid('Accepted')).toEqual([['Deposit', 'Paid', visa]]);
    expect(types('Accepted')).toContain('NoFreeSlot');
    expect(job('Accepted').appointment).toBeNull();

    const scheduled = job('Scheduled');
    expect(paid('Scheduled')).toEqual([['Deposit', 'Paid', visa]]);
    expect(Date.parse(scheduled.appointment!.scheduledStart) - FIRST_LOAD.getTime()).toBeGreaterThan(3 * 24 * HOUR);
    expect(Date.parse(scheduled.appointment!.changeCutoff)).toBeGreaterThan(api.clock.now().getTime());
    expect(scheduled.appointment!.rescheduleHistory).toHaveLength(1);
    expect(scheduled.appointment!.rescheduleHistory[0]).toMatchObject({ requestedBy: 'Consumer', toStart: scheduled.appointment!.scheduledStart });
    expect(types('Scheduled')).toEqual(expect.arrayContaining(['Scheduled', 'Rescheduled']));

    expect(job('InProgress').appointment).toMatchObject({ status: 'InProgress', onMyWayAt: expect.any(String), startedAt: expect.any(String) });

    const requested = job('CancelationRequested');
    expect(requested.appointment).toMatchObject({ status: 'Scheduled' });
    expect(types('CancelationRequested').at(-1)).toBe('CancelationRequested');

    const canceled = job('Canceled');
    expect(canceled.payments).toEqual([expect.objectContaining({ kind: 'Deposit', status: 'Refunded', card: visa })]);
    expect(canceled.payments[0]!.refundedCents).toBe(canceled.payments[0]!.amountCents);
    expect(canceled.depositPaidCents).toBe(0);
    expect(types('Canceled')).toEqual(expect.arrayContaining(['Canceled', 'Refunded']));
  });

  it('offers on every job exactly what the lifecycle machine allows with the facts its details report', () => {
    const at = api.clock.now().toISOString();
    for (const j of all) {
      const allowed = jobActionsFor(j.status, j.facts, 'consumer', at);
      // What is owed decides the payment actions; a review is offered only while one is due.
      if (allowed.includes('finalPayment.pay')) expect(j.facts.owed.finalPaymentCents, j.name).toBeGreaterThan(0);
      if (allowed.includes('extraWork.pay')) expect(j.facts.owed.extraWorkCents, j.name).toBeGreaterThan(0);
      if (allowed.includes('review.submit')) expect(j.reviewId, j.name).not.toBeNull();
      expect(allowed.includes('review.submit'), j.name).toBe(j.reviewDue);
      if (j.status === 'Completed' && !j.paymentDue && !j.reviewDue) expect(allowed, j.name).toEqual([]);
    }
    // The roof repair whose roofer has no free time says so and what happens next: no dead "schedule" button.
    const roof = job('Accepted');
    // Booked five days ago: the day the office was to call by has passed, so no day is promised.
    expect(roof.facts.booking).toMatchObject({ state: 'noFreeTime', nextStep: expect.stringMatching(/no free time in the next 4 weeks; we will call you to set a time, or /) });
    // Its timeline counts the same weeks as its status.
    expect(roof.timeline.find((e) => e.type === 'NoFreeSlot')?.summary).toMatch(/ has no free time in the next 4 weeks; we will call you to set the visit$/);
    expect(jobActionChoices('Accepted', roof.facts, 'consumer', at).find((c) => c.type === 'visit.schedule')).toMatchObject({ allowed: false, reason: roof.facts.booking.nextStep });
    // The late-canceled job says what comes back and by when, and lets the customer keep the visit.
    const late = job('CancelationRequested');
    expect(late.facts.lateCancelation).toMatchObject({ decidedBy: late.facts.visitStartsAt });
    expect(lateCancelationWords(late.facts)).toMatch(/^The contractor or our office decides by .* E[SD]T; if nobody has by then, it is canceled by the late rule\. You get \$[\d.]+ of your \$[\d.]+ deposit back /);
    // The visit is still well ahead, so "Keep the visit" is offered: ten minutes after the load, at least the lead less those ten.
    expect(Date.parse(late.facts.visitStartsAt!) - Date.parse(at)).toBeGreaterThanOrEqual(LATE_VISIT_AHEAD_MIN - 10 * 60 * 1000);
    expect(jobActionsFor('CancelationRequested', late.facts, 'consumer', at)).toEqual(['cancelation.withdraw']);
  });

  it('answers in the list the facts each job’s details report, and what is due from them', async () => {
    const listed = await jobsOf(api, customer);
    const seen = await Promise.all(listed.map(async (item) => ({ item, details: await details(api, customer, item.id) })));
    expect(seen).toHaveLength(demoJobNames.length);
    const due = ({ name, facts, paymentDue, reviewDue }: JobRequest) => ({ name, facts, paymentDue, reviewDue });
    for (const { item, details: d } of seen) expect(due(item)).toEqual(due(d));
    // The page holds what a card says differently from its status: a payment, a review, a visit not bookable online.
    const facts = listed.map((item) => item.facts!);
    expect(facts.some((f) => f.owed.finalPaymentCents > 0)).toBe(true);
    expect(facts.some((f) => f.reviewDueBy !== null)).toBe(true);
    expect(facts.some((f) => f.booking.state === 'noFreeTime')).toBe(true);
  });

  it('has completed jobs waiting for the final payment, waiting for a review, and reviewed with five stars', async () => {
    const completed = all.filter((j) => j.status === 'Completed');
    expect(completed).toHaveLength(3);
    const finalDue = completed.find((j) => j.proposals[0]?.finalPaymentStatus === 'Due')!;
    const waiting = completed.find((j) => j.proposals[0]?.finalPaymentStatus === 'Paid' && j.reviewId)!;
    const reviewed = completed.find((j) => j.review?.status === 'Published')!;
    expect(new Set([finalDue, waiting, reviewed]).size).toBe(3);

    expect(finalDue.proposals[0]).toMatchObject({ status: 'Accepted', depositStatus: 'Paid' });
    expect(finalDue.payments.map((p) => p.kind)).toEqual(['Deposit']);
    expect(waiting.review).toMatchObject({ status: 'Requested' });
    expect(Date.parse(waiting.review!.dueBy)).toBeGreaterThan(api.clock.now().getTime());
    expect(waiting.payments.map((p) => p.kind)).toEqual(['Deposit', 'FinalPayment']);
    expect(reviewed.reviewId).toBeNull();
    expect(reviewed.review).toMatchObject({ rating: 5 });
    expect(reviewed.payments.map((p) => p.kind)).toEqual(['Deposit', 'FinalPayment']);

    const contractor = reviewed.proposals[0]!.contractor;
    const reviews = (await (await api.get(`/Contractors/${contractor.id}/reviews?PerPage=100`)).json()) as { items: { reviewerName: string; rating: number; trade: { name: string } | null }[] };
    const mine = reviews.items.find((r) => r.reviewerName === 'Laura B.');
    expect(mine).toMatchObject({ rating: 5, trade: { name: 'Landscaping' } });
    const listed = (await (await api.get(`/Contractors/${contractor.id}`)).json()) as { ratingAverage: number; reviewCount: number };
    expect(listed.reviewCount).toBe(reviews.items.length);
    expect(listed.ratingAverage).toBeCloseTo(reviews.items.reduce((s, r) => s + r.rating, 0) / reviews.items.length, 2);
  });

  it('lets the customer move the scheduled visit', async () => {
    const visit = job('Scheduled').appointment!;
    const from = new Date(api.clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 10);
    const to = new Date(api.clock.now().getTime() + 10 * 24 * HOUR).toISOString().slice(0, 10);
    const res = await api.get(`/JobAppointments/${visit.id}/reschedule-availability?Date.From=${from}&Date.To=${to}`, customer.auth);
    expect(res.status).toBe(200);
    const { slots } = (await res.json()) as { slots: { start: string; end: string }[] };
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.map((s) => s.start)).not.toContain(visit.scheduledStart);
    const moved = await api.post(`/JobAppointments/${visit.id}/reschedule`, { ...slots[0], reason: 'An earlier day suits us better.' }, customer.auth);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ scheduledStart: slots[0]!.start, rescheduleHistory: [expect.anything(), expect.objectContaining({ reason: 'An earlier day suits us better.' })] });
  });

  it('takes the review that is waiting', async () => {
    const waiting = all.find((j) => j.status === 'Completed' && j.reviewId && j.proposals[0]?.finalPaymentStatus === 'Paid')!;
    const { reviewId } = waiting;
    const res = await api.post(`/JobReviews/${reviewId}/submit`, { rating: 4, text: 'Neat work and fair price.' }, customer.auth);
    expect(res.status).toBe(200);
    expect((await details(api, customer, waiting.id)).review).toMatchObject({ status: 'Published', rating: 4 });
  });
});

describe('loading the demo customer', () => {
  it(
    'changes no row when loaded again, even days later',
    async () => {
      const api = await freshApi();
      await loadDemo(api, FIRST_LOAD);
      const before = await everyRow(api);
      await loadDemo(api, new Date(FIRST_LOAD.getTime() + 9 * 24 * HOUR));
      expect(await everyRow(api)).toEqual(before);
    },
    SEED_TIMEOUT,
  );

  it(
    'is loaded again, changing no row, only for a new version of the demo data; a restart puts back nothing someone deleted',
    async () => {
      const api = await freshApi();
      await loadDemo(api, FIRST_LOAD);
      const { demo_data_loads: loads, ...before } = await everyRow(api);
      expect(loads).toHaveLength(1);

      // A database loaded with an older version holds no row of the current one.
      await api.db.delete(schema.demoDataLoads);
      await loadDemo(api, new Date(FIRST_LOAD.getTime() + 9 * 24 * HOUR));
      const { demo_data_loads: reloaded, ...after } = await everyRow(api);
      expect(after).toEqual(before);
      expect(reloaded).toHaveLength(1);

      const [rental] = await api.db.select().from(schema.equipmentRentals).limit(1);
      await api.db.delete(schema.equipmentRentals).where(eq(schema.equipmentRentals.id, rental!.id));
      await loadDemo(api, new Date(FIRST_LOAD.getTime() + 10 * 24 * HOUR));
      expect(await api.db.select().from(schema.equipmentRentals).where(eq(schema.equipmentRentals.slug, rental!.slug))).toEqual([]);
    },
    SEED_TIMEOUT,
  );

  it(
    'first loaded on Christmas Eve night, when no open day is near enough for a late request to wait: the late request was for the visit before, and the contractor agreed',
    async () => {
      // 9 PM in Southborough; Christmas Day is closed, so the first open time is more than a day ahead.
      const at = new Date('2026-12-25T02:00:00Z');
      const api = await freshApi();
      await loadDemo(api, at);
      const [job] = await api.db.select().from(schema.jobRequests).where(eq(schema.jobRequests.name, 'Repair the rotted porch railing'));
      expect(job!.status).toBe('Canceled');
      const [visit] = await api.db.select().from(schema.jobAppointments).where(eq(schema.jobAppointments.jobRequestId, job!.id));
      expect(visit!.status).toBe('Canceled');
      expect(visit!.scheduledStart.getTime()).toBeLessThan(at.getTime());
      expect(closedReason(dateIn(PROVIDER_TIME_ZONE, visit!.scheduledStart))).toBeUndefined();
      const events = await api.db.select().from(schema.jobRequestEvents).where(eq(schema.jobRequestEvents.jobRequestId, job!.id));
      const asked = events.find((e) => e.type === 'CancelationRequested')!;
      expect(visit!.scheduledStart.getTime() - asked.at.getTime()).toBeLessThan(CHANGE_CUTOFF_HOURS * HOUR);
      expect(events.find((e) => e.type === 'CancelationApproved')).toMatchObject({ by: 'contractor' });
      const statuses = new Set((await api.db.select({ status: schema.jobRequests.status }).from(schema.jobRequests)).map((j) => j.status));
      expect(statuses).toEqual(new Set(JOB_REQUEST_STATUSES.filter((status) => status !== 'CancelationRequested')));
    },
    SEED_TIMEOUT,
  );

  it.each([
    ['a Sunday before dawn', '2026-11-29T08:30:00Z'],
    ['a Saturday night', '2026-11-29T03:30:00Z'],
    ['a Saturday afternoon', '2026-11-28T19:00:00Z'],
    ['a Sunday afternoon', '2026-11-29T20:00:00Z'],
    ['a Monday at 7 AM', '2026-11-30T12:00:00Z'],
    ['the afternoon before Thanksgiving', FIRST_LOAD.toISOString()],
  ])(
    'reaches every state, keeps every visit off closed days and in its contractor’s hours (one they offered, up to the evening) and the late cancelation waiting when first loaded on %s',
    async (_, at) => {
      const api = await freshApi();
      await loadDemo(api, new Date(at));
      // The sweep of undecided late cancelations runs within five minutes of the start.
      await expectLateCancelationWaiting(api, new Date(at), 5 * 60 * 1000);
      const jobs = await api.db.select({ status: schema.jobRequests.status }).from(schema.jobRequests);
      expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(JOB_REQUEST_STATUSES));
      const hours = await api.db.select().from(schema.contractorWorkingHours);
      expect(hours).toHaveLength(demoContractors.reduce((n, c) => n + c.workingHours.length, 0));
      const visits = await api.db.select().from(schema.jobAppointments);
      const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
      const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
      // A time the contractor offered may fall on a day they do not work, or in the evening up to 9 PM;
      // no visit falls on a day the provider is closed.
      const offers = await api.db.select({ data: schema.jobRequestEvents.data }).from(schema.jobRequestEvents).where(eq(schema.jobRequestEvents.type, 'TimesOffered'));
      const offered = new Set(offers.flatMap((e) => (e.data as { times: { start: string }[] }).times.map((t) => Date.parse(t.start))));
      for (const visit of visits) {
        expect(closedReason(dateIn(PROVIDER_TIME_ZONE, visit.scheduledStart)), visit.scheduledStart.toISOString()).toBeUndefined();
        const parts = Object.fromEntries(zone.formatToParts(visit.scheduledStart).map((p) => [p.type, p.value]));
        const minute = Number(parts.hour) * 60 + Number(parts.minute);
        const theirs = hours.filter((h) => h.contractorId === visit.contractorId);
        const day = theirs.find((h) => h.weekday === weekdays.indexOf(parts.weekday!));
        if (offered.has(visit.scheduledStart.getTime())) {
          expect(minute).toBeGreaterThanOrEqual(Math.min(...theirs.map((h) => h.startMinute)));
          expect(minute + 120).toBeLessThanOrEqual(21 * 60);
          continue;
        }
        expect(day).toBeDefined();
        expect(minute).toBeGreaterThanOrEqual(day!.startMinute);
        expect(minute + 120).toBeLessThanOrEqual(day!.endMinute);
      }
    },
    SEED_TIMEOUT,
  );
});
