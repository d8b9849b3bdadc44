import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../contract/forms';
import { jobAppointments, jobRequests, notifications } from '../../server/db/schema';
import { JOB_REQUESTS_PER_DAY, JOB_REQUESTS_PER_HOUR } from '../../server/routes/job-requests.handlers';
import { RESCHEDULES_PER_HOUR } from '../../server/visits/reschedule';
import { HOURLY_LIMIT_PER_RECIPIENT } from '../../server/notifications/worker';
import { aConsumer, aContractor, aJobRequest, anAssignment, aProposal, aTrade, aVisit, theServiceArea, workingHours } from './factories';
import { useTestApi } from './harness';
import { bearerFor } from './sign-in';

/**
 * One customer's flood of steps on their own jobs never keeps a contractor from hearing about the jobs
 * of others: each account is held to a few new requests, moves and asks to cancel an hour, and the
 * contractor's hourly texts are counted per job, never skipping the news of a visit (decision 083).
 */

const api = await useTestApi();
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const NEW_YORK = { 'X-Timezone': 'America/New_York' };
const TOO_MANY_MOVES = 'You have moved your visits many times in a short time. Please wait before moving one again.';
const TOO_MANY_REQUESTS = 'You have sent many job requests in a short time. Please wait before sending another.';

/** A contractor of a trade of their own, working weekdays 8 AM to 5 PM in Southborough. */
async function aWorkingContractor() {
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade], zipCode: '01772' });
  await workingHours(api.db, contractor);
  return { ...contractor, trade, phone: contractor.user.phoneNumber! };
}
type WorkingContractor = Awaited<ReturnType<typeof aWorkingContractor>>;

/** A customer's job named `name`, booked with `contractor`, with its visit at `start`. */
async function aBookedVisit(contractor: WorkingContractor, name: string, start: string) {
  const customer = await aConsumer(api.db);
  const job = await aJobRequest(api.db, { userId: customer.id, tradeId: contractor.trade.id, status: 'Scheduled', name });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked', isNewlyBooked: false, bookingReadAt: new Date('2026-01-02T12:00:00Z') });
  const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
  return { customer, job, visit: await aVisit(api.db, proposal, new Date(start)) };
}

const move = async (visitId: string, userId: string, start: string) =>
  api.post(`/JobAppointments/${visitId}/reschedule`, { start, end: new Date(Date.parse(start) + 2 * HOUR).toISOString(), reason: 'Plans changed.' }, { ...(await bearerFor(api, userId)), ...NEW_YORK });

/** A new request by `userId` for a job of `contractor`'s trade, naming them (as from their card). */
const jobRequest = async (userId: string, contractor: WorkingContractor, name: string) =>
  api.post(
    '/JobRequests',
    {
      tradeId: contractor.trade.id,
      name,
      description: 'It needs looking at.',
      address: '3 Elm St',
      city: 'Southborough',
      zipCode: '01772',
      preferredDates: [addDays(dateIn(undefined, api.clock.now()), 5)],
      contractorId: contractor.id,
    },
    await bearerFor(api, userId),
  );

/** The texts a number was sent: their kind and their words. */
const textsTo = (phone: string) => api.outbox.textsTo(phone).map((t) => ({ kind: t.kind, body: t.body }));

describe('a customer who moves their visit over and over', () => {
  it(`is refused the move after ${RESCHEDULES_PER_HOUR} in an hour, and the contractor still hears of another customer's move`, async () => {
    // A Monday; the visits are later that week, well before their change cutoff.
    api.clock.set('2026-01-05T15:00:00Z');
    const contractor = await aWorkingContractor();
    const flood = await aBookedVisit(contractor, 'Replace the storm door', '2026-01-08T14:00:00Z');
    const genuine = await aBookedVisit(contractor, 'Fix the porch light', '2026-01-08T18:00:00Z');
    // Friday 8 AM and 10 AM in Southborough, in turn.
    const times = ['2026-01-09T13:00:00.000Z', '2026-01-09T15:00:00.000Z'];

    for (let i = 0; i < RESCHEDULES_PER_HOUR; i++) expect((await move(flood.visit.id, flood.customer.id, times[i % 2]!)).status).toBe(200);
    const refused = await move(flood.visit.id, flood.customer.id, times[RESCHEDULES_PER_HOUR % 2]!);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toEqual({ Message: TOO_MANY_MOVES, Errors: ['Try again in 3600 seconds.'] });
    // The refused move changed nothing.
    const [visit] = await api.db.select().from(jobAppointments).where(eq(jobAppointments.id, flood.visit.id));
    expect(visit!.scheduledStart.toISOString()).toBe(times[(RESCHEDULES_PER_HOUR - 1) % 2]);
    expect(visit!.rescheduleHistory).toHaveLength(RESCHEDULES_PER_HOUR);

    // Another customer of the same contractor moves theirs the same hour.
    expect((await move(genuine.visit.id, genuine.customer.id, '2026-01-12T13:00:00.000Z')).status).toBe(200);
    await api.sendNotifications();
    const texts = textsTo(contractor.phone);
    expect(texts.filter((t) => t.body.includes('"Replace the storm door"'))).toHaveLength(RESCHEDULES_PER_HOUR);
    expect(texts.filter((t) => t.body.includes('"Fix the porch light"'))).toEqual([{ kind: 'VisitRescheduled', body: expect.stringContaining('Plans changed.') }]);

    // An hour on, the first customer may move their visit again.
    api.clock.advance(HOUR);
    expect((await move(flood.visit.id, flood.customer.id, times[RESCHEDULES_PER_HOUR % 2]!)).status).toBe(200);
  });
});

describe('a customer who files job requests naming one contractor over and over', () => {
  it(`is refused the request after ${JOB_REQUESTS_PER_HOUR} in an hour, and the contractor is still offered another customer's job`, async () => {
    api.clock.set('2026-02-02T15:00:00Z');
    const contractor = await aWorkingContractor();
    const flood = await aConsumer(api.db);
    const genuine = await aConsumer(api.db);

    for (let i = 0; i < JOB_REQUESTS_PER_HOUR; i++) expect((await jobRequest(flood.id, contractor, `Gutters ${i + 1}`)).status).toBe(201);
    const refused = await jobRequest(flood.id, contractor, 'Gutters once more');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toEqual({ Message: TOO_MANY_REQUESTS, Errors: ['Try again in 3600 seconds.'] });
    expect(await api.db.$count(jobRequests, eq(jobRequests.userId, flood.id))).toBe(JOB_REQUESTS_PER_HOUR);

    expect((await jobRequest(genuine.id, contractor, 'Leaking skylight')).status).toBe(201);
    await api.sendNotifications();
    const texts = textsTo(contractor.phone);
    expect(texts.filter((t) => t.body.includes('Gutters'))).toHaveLength(JOB_REQUESTS_PER_HOUR);
    expect(texts.filter((t) => t.body.includes('"Leaking skylight"'))).toEqual([{ kind: 'JobOffered', body: expect.any(String) }]);
  });

  it(`takes at most ${JOB_REQUESTS_PER_DAY} requests a day from one account, however they are spread over its hours`, async () => {
    api.clock.set('2026-02-03T13:00:00Z');
    const contractor = await aWorkingContractor();
    const customer = await aConsumer(api.db);
    for (let hour = 0; hour < JOB_REQUESTS_PER_DAY / JOB_REQUESTS_PER_HOUR; hour++) {
      for (let i = 0; i < JOB_REQUESTS_PER_HOUR; i++) expect((await jobRequest(customer.id, contractor, `Window ${hour}-${i}`)).status).toBe(201);
      api.clock.advance(HOUR);
    }
    // A fresh hour, but the day's requests are spent until a day after the first.
    const refused = await jobRequest(customer.id, contractor, 'One window more');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(21 * 3600));
    expect((await refused.json()).Message).toBe(TOO_MANY_REQUESTS);
    api.clock.advance(21 * HOUR);
    expect((await jobRequest(customer.id, contractor, 'One window more')).status).toBe(201);
  });
});

describe('a job whose texts to its contractor reach the hour’s limit', () => {
  const keep = async (jobId: string, userId: string) => api.post(`/JobRequests/${jobId}/keep-visit`, undefined, await bearerFor(api, userId));
  const askToCancel = async (jobId: string, userId: string) => api.post(`/JobRequests/${jobId}/request-cancelation`, { reason: 'Called away.' }, await bearerFor(api, userId));

  it('still tells the contractor the customer keeps the visit they asked to cancel, so the last text about it is where it stands', async () => {
    // Wednesday 9:30 AM in Southborough: Thursday's 10 AM visit is 24 and a half hours away, still movable.
    api.clock.set('2026-01-07T14:30:00Z');
    const contractor = await aWorkingContractor();
    const { customer, job, visit } = await aBookedVisit(contractor, 'Rehang the garage door', '2026-01-08T17:00:00Z');
    // Thursday 10 AM and noon, in turn; nine moves end at 10 AM.
    const times = ['2026-01-08T15:00:00.000Z', '2026-01-08T17:00:00.000Z'];
    for (let i = 0; i < HOURLY_LIMIT_PER_RECIPIENT.sms - 1; i++) expect((await move(visit.id, customer.id, times[i % 2]!)).status).toBe(200);
    // Forty minutes on the cutoff has passed: the customer asks to cancel, and thinks better of it.
    api.clock.advance(40 * 60_000);
    expect((await askToCancel(job.id, customer.id)).status).toBe(200);
    expect((await keep(job.id, customer.id)).status).toBe(200);
    await api.sendNotifications();

    const texts = textsTo(contractor.phone);
    expect(texts.map((t) => t.kind)).toEqual([...Array<string>(HOURLY_LIMIT_PER_RECIPIENT.sms - 1).fill('VisitRescheduled'), 'CancelationRequested', 'CancelationWithdrawn']);
    expect(texts.at(-1)!.body).toBe('The customer keeps the visit for "Rehang the garage door" on Thu, Jan 8, 10:00 AM EST: they no longer ask to cancel. Nothing to approve.');
    // The customer's reason ends its own sentence once.
    expect(texts.at(-2)!.body).toContain('Reason: Called away. Open the Southborough Home Services app');
  });

  it('still tells the contractor of a cancelation after the customer spent the hour moving the visit', async () => {
    api.clock.set('2026-01-07T13:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, job, visit } = await aBookedVisit(contractor, 'Seal the driveway', '2026-01-09T17:00:00Z');
    const times = ['2026-01-09T15:00:00.000Z', '2026-01-09T17:00:00.000Z'];
    for (let i = 0; i < RESCHEDULES_PER_HOUR; i++) expect((await move(visit.id, customer.id, times[i % 2]!)).status).toBe(200);
    // Still before the cutoff: it is canceled at once.
    expect((await askToCancel(job.id, customer.id)).status).toBe(200);
    await api.sendNotifications();

    const texts = textsTo(contractor.phone);
    expect(texts.map((t) => t.kind)).toEqual([...Array<string>(RESCHEDULES_PER_HOUR).fill('VisitRescheduled'), 'JobCanceled']);
    expect(texts.at(-1)!.body).toContain('The customer canceled "Seal the driveway"');
  });
});

describe('the worker’s hourly limit, counted per job', () => {
  it(`sends a number ${HOURLY_LIMIT_PER_RECIPIENT.sms} texts an hour about each job, and about no job, skipping the rest of each alone`, async () => {
    api.clock.set('2026-03-02T12:00:00Z');
    const contractor = await aWorkingContractor();
    const to = contractor.phone;
    const busy = (await aJobRequest(api.db, { tradeId: contractor.trade.id })).id;
    const quiet = (await aJobRequest(api.db, { tradeId: contractor.trade.id })).id;
    const text = (body: string, data: Record<string, unknown> = {}) => ({ channel: 'sms' as const, to, kind: 'JobOffered', body, data });
    const limit = HOURLY_LIMIT_PER_RECIPIENT.sms;
    await api.db.insert(notifications).values([
      ...Array.from({ length: limit + 1 }, (_, i) => text(`Busy ${i + 1}`, { jobRequestId: busy })),
      text('Quiet 1', { jobRequestId: quiet }),
      ...Array.from({ length: limit + 1 }, (_, i) => text(`Notice ${i + 1}`)),
    ]);
    await api.sendNotifications();

    const statusOf = async (prefix: string) =>
      (await api.db.select({ body: notifications.body, status: notifications.status, lastError: notifications.lastError }).from(notifications).where(eq(notifications.to, to)))
        .filter((r) => r.body.startsWith(prefix))
        .map((r) => r.lastError ?? r.status)
        .sort();
    expect(await statusOf('Busy')).toEqual([...Array<string>(limit).fill('Sent'), 'Not sent: 10 texts about this job already went to this number in the last hour.'].sort());
    expect(await statusOf('Quiet')).toEqual(['Sent']);
    expect(await statusOf('Notice')).toEqual([...Array<string>(limit).fill('Sent'), 'Not sent: 10 texts already went to this number in the last hour.'].sort());
    expect(api.outbox.textsTo(to)).toHaveLength(2 * limit + 1);

    // Later in the hour the counts come from what was sent: the busy job is still spent, a new one is not.
    api.clock.advance(HOUR / 2);
    const fresh = (await aJobRequest(api.db, { tradeId: contractor.trade.id })).id;
    await api.db.insert(notifications).values([text('Busy again', { jobRequestId: busy }), text('Fresh 1', { jobRequestId: fresh })]);
    await api.sendNotifications();
    const settled = await api.db.select({ body: notifications.body, status: notifications.status }).from(notifications).where(and(eq(notifications.to, to), eq(notifications.status, 'Sent')));
    expect(settled.map((r) => r.body)).toContain('Fresh 1');
    expect(settled.map((r) => r.body)).not.toContain('Busy again');
  });

  it('never skips a text that says whether or when a visit happens, or answers a payment, counting it all the same', async () => {
    api.clock.set('2026-03-03T12:00:00Z');
    const contractor = await aWorkingContractor();
    const to = contractor.phone;
    const job = (await aJobRequest(api.db, { tradeId: contractor.trade.id })).id;
    const limit = HOURLY_LIMIT_PER_RECIPIENT.sms;
    const text = (kind: string, body: string) => ({ channel: 'sms' as const, to, kind, body, data: { jobRequestId: job } });
    // And what answers a payment: a receipt or a refund skipped would leave the customer not knowing their money arrived.
    const story = ['VisitScheduled', 'VisitRescheduled', 'CancelationRequested', 'CancelationWithdrawn', 'JobCanceled', 'Receipt', 'Refund'];
    await api.db.insert(notifications).values([
      ...Array.from({ length: limit }, (_, i) => text('JobOffered', `Busy ${i + 1}`)),
      ...story.map((kind) => text(kind, `Story ${kind}`)),
      text('EstimateDeclined', 'Busy once more'),
    ]);
    await api.sendNotifications();

    const rows = await api.db.select({ body: notifications.body, status: notifications.status }).from(notifications).where(eq(notifications.to, to));
    const statusOf = (body: string) => rows.find((r) => r.body === body)?.status;
    expect(story.map((kind) => statusOf(`Story ${kind}`))).toEqual(story.map(() => 'Sent'));
    expect(statusOf('Busy once more')).toBe('Skipped');
    expect(api.outbox.textsTo(to)).toHaveLength(limit + story.length);
  });
});
