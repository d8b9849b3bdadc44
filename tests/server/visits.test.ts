import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobAppointment, RescheduleAvailability, SlotTaken as SlotTakenBody } from '../../contract/appointments';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobRequestDetails } from '../../contract/job-requests';
import { NO_FACTS, refusalMessage } from '../../machines/job-lifecycle.machine';
import { assignedJobAppointments, contractorWorkingHours, jobAppointments, jobRequestEvents, jobRequests, notifications } from '../../server/db/schema';
import { lockJob } from '../../server/jobs/lifecycle';
import { demoContractors } from '../../server/seed/demo-contractors';
import { seedDemoData } from '../../server/seed/demo';
import { useClosedDays } from '../../server/visits/closed-days';
import { isSlotClash, scheduleFirstVisit, SlotTaken } from '../../server/visits/schedule';
import { calendarOf } from '../../server/visits/slots';
import { aConsumer, aContractor, aJobRequest, anAssignment, aProposal, aTrade, aVisit, freshApi, unknownId, workingHours } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor } from './sign-in';

const api = await useTestApi();

const HOUR = 60 * 60 * 1000;
const NEW_YORK = { 'X-Timezone': 'America/New_York' };
const PAST_CUTOFF = 'A visit can be moved online until 24 hours before it starts. To change this one, call us at +1 (508) 555-0100.';
const TAKEN = 'That time was just taken. Choose another time.';

/** A contractor of a trade of their own, working Monday to Friday 8 AM to 5 PM in Southborough unless `days` says otherwise. */
async function aWorkingContractor(days?: Parameters<typeof workingHours>[2]) {
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade] });
  await workingHours(api.db, contractor, days);
  return { ...contractor, trade };
}
type WorkingContractor = Awaited<ReturnType<typeof aWorkingContractor>>;

/**
 * A job of `userId` booked with `contractor` as the database holds it: the accepted proposal, the
 * contractor's assignment (booking already read) and, with `start`, the visit.
 */
async function aBookedJob(
  userId: string,
  contractor: WorkingContractor,
  { status = 'Scheduled', start, preferredDates = [] }: { status?: JobRequestStatus; start?: string; preferredDates?: string[] } = {},
) {
  const job = await aJobRequest(api.db, { userId, tradeId: contractor.trade.id, status, preferredDates, name: 'Replace the storm door' });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked', isNewlyBooked: false, bookingReadAt: new Date('2026-01-02T12:00:00Z') });
  const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
  const visit = start ? await aVisit(api.db, proposal, new Date(start)) : undefined;
  return { job, assignment, proposal, visit };
}

/** A customer's visit with `contractor` at `start`. */
async function aCustomersVisit(contractor: WorkingContractor, start: string) {
  const customer = await aConsumer(api.db, { firstName: 'Karen', lastName: 'Mitchell' });
  const booked = await aBookedJob(customer.id, contractor, { start });
  return { customer, ...booked, visit: booked.visit! };
}

/** Headers of a request by `userId` at the test clock's time (tokens are short-lived, and the clock moves). */
const as = async (userId: string, headers: Record<string, string> = NEW_YORK) => ({ ...(await bearerFor(api, userId)), ...headers });

const availability = async (visitId: string, userId: string, query = '', headers?: Record<string, string>) =>
  api.get(`/JobAppointments/${visitId}/reschedule-availability${query}`, await as(userId, headers));
const slotsOf = async (visitId: string, userId: string, query = '', headers?: Record<string, string>) => {
  const res = await availability(visitId, userId, query, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as RescheduleAvailability;
};
const starts = (answer: { slots: { start: string }[] }) => answer.slots.map((s) => s.start);

const reschedule = async (visitId: string, userId: string, start: string, reason = 'Working from home that day.', headers?: Record<string, string>) =>
  api.post(`/JobAppointments/${visitId}/reschedule`, { start, end: new Date(Date.parse(start) + 2 * HOUR).toISOString(), reason }, await as(userId, headers));

const visitRow = async (id: string) => (await api.db.select().from(jobAppointments).where(eq(jobAppointments.id, id)))[0]!;
const eventsOf = async (jobId: string) => api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, jobId));

describe('GET /JobAppointments/{id}/reschedule-availability', () => {
  it('offers 2-hour windows at 8 AM Southborough time on both sides of the March change', async () => {
    api.clock.set('2026-03-04T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, visit } = await aCustomersVisit(contractor, '2026-03-12T14:00:00Z');
    const answer = await slotsOf(visit.id, customer.id, '?Date.From=2026-03-05&Date.To=2026-03-10');
    expect(answer.timezone).toBe('America/New_York');
    expect(starts(answer)).toEqual([
      // Thursday and Friday on Eastern Standard Time (UTC-5), from 24 hours ahead (Thursday's 8 AM is inside its own cutoff)...
      '2026-03-05T15:00:00.000Z', '2026-03-05T17:00:00.000Z', '2026-03-05T19:00:00.000Z',
      '2026-03-06T13:00:00.000Z', '2026-03-06T15:00:00.000Z', '2026-03-06T17:00:00.000Z', '2026-03-06T19:00:00.000Z',
      // ...Monday and Tuesday on Eastern Daylight Time (UTC-4): the same local hours.
      '2026-03-09T12:00:00.000Z', '2026-03-09T14:00:00.000Z', '2026-03-09T16:00:00.000Z', '2026-03-09T18:00:00.000Z',
      '2026-03-10T12:00:00.000Z', '2026-03-10T14:00:00.000Z', '2026-03-10T16:00:00.000Z', '2026-03-10T18:00:00.000Z',
    ]);
    expect(answer.slots.every((s) => Date.parse(s.end) - Date.parse(s.start) === 2 * HOUR)).toBe(true);
  });

  it('leaves out the slots of a visit that began the day before the dates asked, and the database keeps visits within a day', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, visit } = await aCustomersVisit(contractor, '2026-01-20T13:00:00Z');
    const overnight = await aBookedJob((await aConsumer(api.db)).id, contractor);
    // 6 PM on Tuesday the 13th to 10 AM on Wednesday the 14th, New York time.
    await aVisit(api.db, overnight.proposal, new Date('2026-01-13T23:00:00Z'), { scheduledEnd: new Date('2026-01-14T15:00:00Z') });
    const answer = await slotsOf(visit.id, customer.id, '?Date.From=2026-01-14&Date.To=2026-01-14');
    expect(starts(answer)).toEqual(['2026-01-14T15:00:00.000Z', '2026-01-14T17:00:00.000Z', '2026-01-14T19:00:00.000Z']);
    // The calendar of the 14th alone, as booking and moving a visit read it, holds it too.
    const { busy } = await calendarOf(api.db, contractor.id, '2026-01-14', '2026-01-14');
    expect(busy).toContainEqual({ start: new Date('2026-01-13T23:00:00Z'), end: new Date('2026-01-14T15:00:00Z') });

    const another = await aBookedJob((await aConsumer(api.db)).id, contractor);
    const longer = aVisit(api.db, another.proposal, new Date('2026-01-21T13:00:00Z'), { scheduledEnd: new Date('2026-01-22T13:00:01Z') });
    await expect(longer).rejects.toMatchObject({ cause: { constraint: 'job_appointments_within_a_day' } });
  });

  it('offers 8 AM Southborough time on both sides of the November change', async () => {
    api.clock.set('2026-10-28T14:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, visit } = await aCustomersVisit(contractor, '2026-11-05T14:00:00Z');
    const answer = await slotsOf(visit.id, customer.id, '?Date.From=2026-10-30&Date.To=2026-11-02');
    expect(starts(answer)).toEqual([
      '2026-10-30T12:00:00.000Z', '2026-10-30T14:00:00.000Z', '2026-10-30T16:00:00.000Z', '2026-10-30T18:00:00.000Z',
      '2026-11-02T13:00:00.000Z', '2026-11-02T15:00:00.000Z', '2026-11-02T17:00:00.000Z', '2026-11-02T19:00:00.000Z',
    ]);
  });

  it('keeps to the contractor’s working days and hours and leaves out their other live visits', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor([
      { weekday: 1, startMinute: 8 * 60, endMinute: 17 * 60 },
      { weekday: 6, startMinute: 9 * 60, endMinute: 13 * 60 },
    ]);
    const { customer, visit } = await aCustomersVisit(contractor, '2026-01-19T13:00:00Z');
    // Another customer's visit on Monday at 10 AM, and a canceled one at noon that no longer holds its slot.
    await aCustomersVisit(contractor, '2026-01-12T15:00:00Z');
    const canceled = await aCustomersVisit(contractor, '2026-01-12T17:00:00Z');
    await api.db.update(jobAppointments).set({ status: 'Canceled' }).where(eq(jobAppointments.id, canceled.visit.id));
    // Another contractor's visit takes nothing of this one's.
    await aCustomersVisit(await aWorkingContractor(), '2026-01-12T13:00:00Z');

    const answer = await slotsOf(visit.id, customer.id, '?Date.From=2026-01-09&Date.To=2026-01-12');
    expect(starts(answer)).toEqual([
      '2026-01-10T14:00:00.000Z', // Saturday 9 AM
      '2026-01-10T16:00:00.000Z', // Saturday 11 AM
      '2026-01-12T13:00:00.000Z', // Monday 8 AM
      '2026-01-12T17:00:00.000Z', // Monday noon: the canceled visit's
      '2026-01-12T19:00:00.000Z', // Monday 2 PM
    ]);
  });

  it('runs from tomorrow in Southborough up to four weeks ahead, whatever range is asked', async () => {
    // 10 PM on Wednesday Jan 7 in Southborough, already Thursday in UTC.
    api.clock.set('2026-01-08T03:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, visit } = await aCustomersVisit(contractor, '2026-01-20T13:00:00Z');
    for (const query of ['', '?Date.From=2025-12-01&Date.To=2026-06-30', '?Date.From=2026-01-01']) {
      const answer = await slotsOf(visit.id, customer.id, query);
      // Tomorrow's slots are all less than 24 hours away, inside their own cutoff: the first is Friday's.
      expect(answer.slots[0]!.start).toBe('2026-01-09T13:00:00.000Z');
      expect(answer.slots.at(-1)!.start).toBe('2026-02-04T19:00:00.000Z');
      // Twenty weekdays of four slots, less tomorrow's, Martin Luther King Jr. Day (Jan 19, closed) and the visit's own.
      expect(answer.slots).toHaveLength(71);
      expect(starts(answer).filter((start) => start.startsWith('2026-01-19'))).toEqual([]);
      expect(starts(answer)).not.toContain('2026-01-20T13:00:00.000Z');
    }
    expect((await slotsOf(visit.id, customer.id, '?Date.From=2026-02-05&Date.To=2026-03-01')).slots).toEqual([]);
    expect((await slotsOf(visit.id, customer.id, '?Date.To=2026-01-07')).slots).toEqual([]);
  });

  it('reads the days in the caller’s X-Timezone, and in Southborough’s without one', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, visit } = await aCustomersVisit(contractor, '2026-01-20T13:00:00Z');
    const monday = ['2026-01-12T13:00:00.000Z', '2026-01-12T15:00:00.000Z', '2026-01-12T17:00:00.000Z', '2026-01-12T19:00:00.000Z'];
    // Tuesday Jan 13 in Auckland (UTC+13) runs from 6 AM Monday to 6 AM Tuesday in Southborough.
    expect(starts(await slotsOf(visit.id, customer.id, '?Date.From=2026-01-13&Date.To=2026-01-13', { 'X-Timezone': 'Pacific/Auckland' }))).toEqual(monday);
    expect(starts(await slotsOf(visit.id, customer.id, '?Date.From=2026-01-12&Date.To=2026-01-12', {}))).toEqual(monday);
    expect(starts(await slotsOf(visit.id, customer.id, '?Date.From=2026-01-12&Date.To=2026-01-12', { 'X-Timezone': 'Not/AZone' }))).toEqual(monday);
  });

  it('answers 409 with the number to call once the cutoff has passed', async () => {
    const contractor = await aWorkingContractor();
    const start = '2026-01-14T13:00:00Z';
    const { customer, visit } = await aCustomersVisit(contractor, start);
    api.clock.set(new Date(Date.parse(start) - 24 * HOUR - 60_000));
    expect((await availability(visit.id, customer.id)).status).toBe(200);
    api.clock.set(new Date(Date.parse(start) - 24 * HOUR + 60_000));
    expect(await domainError(await availability(visit.id, customer.id), 409)).toBe(PAST_CUTOFF);
  });
});

describe('POST /JobAppointments/{id}/reschedule', () => {
  it('moves the visit, keeps the move in its history and on the timeline, and tells the contractor', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, job, assignment, visit } = await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    const newlyBooked = async () =>
      ((await (await api.get('/AssignedJobAppointments/newly-booked', await as(contractor.userId))).json()) as { items: { id: string }[] }).items.map((a) => a.id);
    expect(await newlyBooked()).toEqual([]);

    const res = await reschedule(visit.id, customer.id, '2026-01-15T15:00:00.000Z');
    expect(res.status).toBe(200);
    const moved = (await res.json()) as JobAppointment;
    expect(moved).toEqual({
      id: visit.id,
      jobRequestId: job.id,
      jobProposalId: visit.jobProposalId,
      contractor: expect.objectContaining({ id: contractor.id, businessName: contractor.businessName }),
      scheduledStart: '2026-01-15T15:00:00.000Z',
      scheduledEnd: '2026-01-15T17:00:00.000Z',
      status: 'Scheduled',
      changeCutoff: '2026-01-14T15:00:00.000Z',
      rescheduleHistory: [
        {
          fromStart: '2026-01-14T13:00:00.000Z',
          fromEnd: '2026-01-14T15:00:00.000Z',
          toStart: '2026-01-15T15:00:00.000Z',
          toEnd: '2026-01-15T17:00:00.000Z',
          requestedBy: 'Consumer',
          reason: 'Working from home that day.',
          at: '2026-01-07T15:00:00.000Z',
        },
      ],
    });

    const details = (await (await api.get(`/JobRequests/${job.id}`, await as(customer.id))).json()) as JobRequestDetails;
    expect(details.status).toBe('Scheduled');
    expect(details.appointment).toMatchObject({ scheduledStart: '2026-01-15T15:00:00.000Z', rescheduleHistory: moved.rescheduleHistory });
    // Read in the customer's browser, wherever it is: the time says its zone.
    expect(details.timeline.at(-1)).toMatchObject({
      type: 'Rescheduled',
      by: 'consumer',
      summary: 'Visit moved to Thu, Jan 15, 10:00 AM EST',
      note: 'Working from home that day.',
      contractor: { id: contractor.id },
    });

    // The contractor's inbox shows the booking as new again until they read it, and a text tells them the new time.
    const [inbox] = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, assignment.id));
    expect(inbox).toMatchObject({ isNewlyBooked: true, bookingReadAt: null });
    expect(await newlyBooked()).toEqual([assignment.id]);
    expect((await api.post(`/AssignedJobAppointments/${assignment.id}/mark-booking-as-read`, undefined, await as(contractor.userId))).status).toBe(200);
    expect(await newlyBooked()).toEqual([]);
    await api.sendNotifications();
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([
      expect.objectContaining({
        kind: 'VisitRescheduled',
        body: 'The customer moved "Replace the storm door" in Southborough from Wed, Jan 14, 8:00 AM EST to Thu, Jan 15, 10:00 AM EST. Reason: Working from home that day. Open the Southborough Home Services app to see it.',
      }),
    ]);

    // The old time is free again; the new one is not.
    const after = starts(await slotsOf(visit.id, customer.id, '?Date.From=2026-01-14&Date.To=2026-01-15'));
    expect(after).toContain('2026-01-14T13:00:00.000Z');
    expect(after).not.toContain('2026-01-15T15:00:00.000Z');

    // A second move adds to the history.
    const again = (await (await reschedule(visit.id, customer.id, '2026-01-16T13:00:00.000Z', '')).json()) as JobAppointment;
    expect(await newlyBooked()).toEqual([assignment.id]);
    expect(again.rescheduleHistory.map((e) => [e.fromStart, e.toStart, e.reason])).toEqual([
      ['2026-01-14T13:00:00.000Z', '2026-01-15T15:00:00.000Z', 'Working from home that day.'],
      ['2026-01-15T15:00:00.000Z', '2026-01-16T13:00:00.000Z', ''],
    ]);
  });

  it('moves the visit of a contractor whose account is gone: the answer still names them, and no text is queued', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const trade = await aTrade(api.db);
    const gone = await aContractor(api.db, { trades: [trade], userDeleted: true, firstName: 'Robin', lastName: 'Hale' });
    await workingHours(api.db, gone);
    const { customer, job, visit } = await aCustomersVisit({ ...gone, trade }, '2026-01-14T13:00:00Z');

    const res = await reschedule(visit.id, customer.id, '2026-01-15T15:00:00.000Z');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: visit.id,
      scheduledStart: '2026-01-15T15:00:00.000Z',
      contractor: { id: gone.id, businessName: gone.businessName, firstName: 'Robin', lastInitial: 'H.' },
    });
    expect((await eventsOf(job.id)).map((e) => e.type)).toContain('Rescheduled');
    expect(await api.db.select().from(notifications).where(eq(notifications.to, gone.user.phoneNumber!))).toEqual([]);
  });

  it('is allowed just before the cutoff and refused just after it, with the number to call and nothing changed', async () => {
    const contractor = await aWorkingContractor();
    const start = '2026-01-14T13:00:00Z';
    const before = await aCustomersVisit(contractor, start);
    const after = await aCustomersVisit(contractor, '2026-01-14T15:00:00Z');

    api.clock.set(new Date(Date.parse(start) - 24 * HOUR - 1000));
    expect((await reschedule(before.visit.id, before.customer.id, '2026-01-16T13:00:00.000Z')).status).toBe(200);

    api.clock.set(new Date(Date.parse('2026-01-14T15:00:00Z') - 24 * HOUR + 1000));
    expect(await domainError(await reschedule(after.visit.id, after.customer.id, '2026-01-16T15:00:00.000Z'), 409)).toBe(PAST_CUTOFF);
    expect(await visitRow(after.visit.id)).toMatchObject({ scheduledStart: new Date('2026-01-14T15:00:00Z'), rescheduleHistory: [] });
    expect((await eventsOf(after.job.id)).map((e) => e.type)).not.toContain('Rescheduled');
  });

  it('refuses a slot someone else holds with 409, the day’s free slots, and nothing changed', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, job, visit } = await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    await aCustomersVisit(contractor, '2026-01-15T15:00:00Z');

    const res = await reschedule(visit.id, customer.id, '2026-01-15T15:00:00.000Z');
    expect(res.status).toBe(409);
    const body = (await res.json()) as SlotTakenBody;
    expect(body.Message).toBe(TAKEN);
    expect(starts(body)).toEqual(['2026-01-15T13:00:00.000Z', '2026-01-15T17:00:00.000Z', '2026-01-15T19:00:00.000Z']);
    expect(await visitRow(visit.id)).toMatchObject({ scheduledStart: new Date('2026-01-14T13:00:00Z'), rescheduleHistory: [] });
    expect((await eventsOf(job.id)).map((e) => e.type)).not.toContain('Rescheduled');
    expect(await api.db.select().from(notifications).where(eq(notifications.to, contractor.user.phoneNumber!))).toEqual([]);
  });

  it('answers a move to the time the visit already has (confirmed again from a second tab) with 409 and the day’s free slots to choose from', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, job, visit } = await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    // Both tabs chose Thursday the 15th at 10 AM; the first moved the visit there.
    expect((await reschedule(visit.id, customer.id, '2026-01-15T15:00:00.000Z')).status).toBe(200);

    const res = await reschedule(visit.id, customer.id, '2026-01-15T15:00:00.000Z');
    expect(res.status).toBe(409);
    const body = (await res.json()) as SlotTakenBody;
    expect(body.Message).toBe('Your visit is already at that time. Choose another time to move it to.');
    expect(starts(body)).toEqual(['2026-01-15T13:00:00.000Z', '2026-01-15T17:00:00.000Z', '2026-01-15T19:00:00.000Z']);
    expect((await visitRow(visit.id)).rescheduleHistory).toHaveLength(1);
    expect((await eventsOf(job.id)).filter((e) => e.type === 'Rescheduled')).toHaveLength(1);
  });

  it('refuses a time the contractor does not offer: off the grid, outside the hours, today, or past the horizon', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, visit } = await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    for (const start of ['2026-01-15T14:00:00.000Z', '2026-01-15T08:00:00.000Z', '2026-01-17T15:00:00.000Z', '2026-02-05T13:00:00.000Z']) {
      const res = await reschedule(visit.id, customer.id, start);
      expect(res.status).toBe(409);
      expect(((await res.json()) as SlotTakenBody).Message).toBe('That time is not one your contractor offers. Choose one of the times shown.');
    }
    // Today, or any time inside its own cutoff: a visit is never moved where it could not be changed again.
    for (const start of ['2026-01-07T19:00:00.000Z', '2026-01-08T13:00:00.000Z']) {
      expect(await domainError(await reschedule(visit.id, customer.id, start), 409)).toBe(
        'A visit must start at least 24 hours from now, so it can still be changed; choose a later time.',
      );
    }
    const same = await reschedule(visit.id, customer.id, '2026-01-14T13:00:00.000Z');
    expect(same.status).toBe(409);
    expect(((await same.json()) as SlotTakenBody).Message).toBe('Your visit is already at that time. Choose another time to move it to.');
    const odd = await api.post(`/JobAppointments/${visit.id}/reschedule`, { start: '2026-01-15T13:00:00Z', end: '2026-01-15T18:00:00Z' }, await as(customer.id));
    expect(odd.status).toBe(409);
    expect(await visitRow(visit.id)).toMatchObject({ scheduledStart: new Date('2026-01-14T13:00:00Z') });
  });

  it('offers and moves to no time on a day the provider is closed: Christmas by default, and the days CLOSED_DAYS adds', async () => {
    api.clock.set('2026-12-18T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { customer, visit } = await aCustomersVisit(contractor, '2026-12-22T13:00:00Z');
    const days = (answer: RescheduleAvailability) => [...new Set(starts(answer).map((start) => start.slice(0, 10)))];
    // Christmas is a Friday in 2026; New Year's Day too.
    expect(days(await slotsOf(visit.id, customer.id, '?Date.From=2026-12-21&Date.To=2027-01-04'))).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-04',
    ]);
    const christmas = await reschedule(visit.id, customer.id, '2026-12-25T13:00:00.000Z');
    expect(christmas.status).toBe(409);
    expect(((await christmas.json()) as SlotTakenBody).Message).toBe('We are closed that day (Christmas Day). Choose one of the times shown.');

    useClosedDays('us-federal,12-24,2026-12-31');
    try {
      expect(days(await slotsOf(visit.id, customer.id, '?Date.From=2026-12-21&Date.To=2027-01-04'))).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-28', '2026-12-29', '2026-12-30', '2027-01-04']);
      const eve = await reschedule(visit.id, customer.id, '2026-12-24T13:00:00.000Z');
      expect(((await eve.json()) as SlotTakenBody).Message).toBe('We are closed that day. Choose one of the times shown.');
      useClosedDays('none');
      expect(days(await slotsOf(visit.id, customer.id, '?Date.From=2026-12-25&Date.To=2026-12-25'))).toEqual(['2026-12-25']);
    } finally {
      useClosedDays('us-federal');
    }
    expect(await visitRow(visit.id)).toMatchObject({ scheduledStart: new Date('2026-12-22T13:00:00Z') });
  });

  it('gives one slot to one of two customers racing for it; the other gets 409 and fresh slots', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const first = await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    const second = await aCustomersVisit(contractor, '2026-01-14T15:00:00Z');
    const wanted = '2026-01-16T17:00:00.000Z';

    const answers = await Promise.all([reschedule(first.visit.id, first.customer.id, wanted), reschedule(second.visit.id, second.customer.id, wanted)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = (await answers.find((r) => r.status === 409)!.json()) as SlotTakenBody;
    expect(loser.Message).toBe(TAKEN);
    expect(starts(loser)).not.toContain(wanted);
    expect(starts(loser)).toContain('2026-01-16T13:00:00.000Z');
    const live = await api.db
      .select()
      .from(jobAppointments)
      .where(and(eq(jobAppointments.contractorId, contractor.id), eq(jobAppointments.scheduledStart, new Date(wanted)), ne(jobAppointments.status, 'Canceled')));
    expect(live).toHaveLength(1);
  });

  it('refuses a visit that is under way or a job that was canceled, as the lifecycle says', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    for (const status of ['InProgress', 'CancelationRequested', 'Completed'] as const) {
      const { customer, job, visit } = await aCustomersVisit(contractor, `2026-01-${status === 'InProgress' ? 12 : status === 'Completed' ? 13 : 15}T13:00:00Z`);
      await api.db.update(jobRequests).set({ status }).where(eq(jobRequests.id, job.id));
      const message = refusalMessage(status, { ...NO_FACTS, visitStartsAt: visit.scheduledStart.toISOString() }, 'consumer', api.clock.now().toISOString());
      expect(await domainError(await reschedule(visit.id, customer.id, '2026-01-16T13:00:00.000Z'), 409)).toBe(message);
      expect(await domainError(await availability(visit.id, customer.id), 409)).toBe(message);
    }
  });

  it('answers only the customer who booked the visit: 404 for anyone else’s or an unknown id, 403 for contractors', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const { visit } = await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    const stranger = await aConsumer(api.db);
    expect(await domainError(await availability(visit.id, stranger.id), 404)).toBe('The appointment was not found.');
    expect(await domainError(await reschedule(visit.id, stranger.id, '2026-01-15T13:00:00.000Z'), 404)).toBe('The appointment was not found.');
    expect(await domainError(await availability(unknownId(), stranger.id), 404)).toBe('The appointment was not found.');
    expect(await domainError(await reschedule(unknownId(), stranger.id, '2026-01-15T13:00:00.000Z'), 404)).toBe('The appointment was not found.');
    // Not even the visit's own contractor moves it from here.
    const forbidden = 'Only the customer who booked a visit can reschedule or review it. Contractors find their jobs in the mobile app.';
    expect(await domainError(await availability(visit.id, contractor.userId), 403)).toBe(forbidden);
    expect(await domainError(await reschedule(visit.id, contractor.userId, '2026-01-15T13:00:00.000Z'), 403)).toBe(forbidden);
    expect(await visitRow(visit.id)).toMatchObject({ scheduledStart: new Date('2026-01-14T13:00:00Z') });
  });

  it('answers 401 without a token, before reading the input, and 400 for input out of shape', async () => {
    const id = unknownId();
    expect(await domainError(await api.get(`/JobAppointments/${id}/reschedule-availability`), 401)).toBe('Sign in to continue.');
    expect(await domainError(await api.post(`/JobAppointments/${id}/reschedule`, { not: 'read' }), 401)).toBe('Sign in to continue.');
    const customer = await aConsumer(api.db);
    const auth = await as(customer.id);
    expect(await validationErrors(await api.get(`/JobAppointments/${id}/reschedule-availability?Date.From=2027-02-01&Date.To=2027-01-01`, auth))).toEqual({
      'Date.To': ['Date.To must not be less than Date.From.'],
    });
    expect(await validationErrors(await api.get(`/JobAppointments/x/reschedule-availability`, auth))).toEqual({ id: ['Must be a valid id.'] });
    expect(await validationErrors(await api.post(`/JobAppointments/${id}/reschedule`, { start: '2027-01-05T16:00:00Z', end: '2027-01-05T14:00:00Z' }, auth))).toEqual({
      end: ['The end must be after the start.'],
    });
    expect(await validationErrors(await api.post(`/JobAppointments/${id}/reschedule`, { start: 'tomorrow', end: '2027-01-05T14:00:00Z', reason: 'x'.repeat(1001) }, auth))).toEqual({
      start: ['Choose a valid start time.'],
      reason: ['The reason must be 1000 characters or fewer.'],
    });
  });
});

describe('the first visit, chosen by the customer', () => {
  const visitTimes = async (jobId: string, userId: string) => {
    const res = await api.get(`/JobRequests/${jobId}/visit-times`, await as(userId));
    expect(res.status).toBe(200);
    return (await res.json()) as RescheduleAvailability;
  };
  const scheduleVisit = async (jobId: string, userId: string, start: string, headers?: Record<string, string>) =>
    api.post(`/JobRequests/${jobId}/schedule-visit`, { start }, await as(userId, headers));

  it('refuses a time taken meanwhile with 409 and the free times left on that day, as a move does, and books nothing', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const customer = await aConsumer(api.db);
    const { job } = await aBookedJob(customer.id, contractor, { status: 'Accepted' });
    expect(starts(await visitTimes(job.id, customer.id))).toContain('2026-01-15T15:00:00.000Z');
    // Another customer books Thursday the 15th at 10 AM while this one is choosing.
    await aCustomersVisit(contractor, '2026-01-15T15:00:00Z');

    const res = await scheduleVisit(job.id, customer.id, '2026-01-15T15:00:00.000Z');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      Message: TAKEN,
      slots: [
        { start: '2026-01-15T13:00:00.000Z', end: '2026-01-15T15:00:00.000Z' },
        { start: '2026-01-15T17:00:00.000Z', end: '2026-01-15T19:00:00.000Z' },
        { start: '2026-01-15T19:00:00.000Z', end: '2026-01-15T21:00:00.000Z' },
      ],
    });
    expect((await api.db.select().from(jobRequests).where(eq(jobRequests.id, job.id)))[0]!.status).toBe('Accepted');
    expect(await api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, job.id))).toEqual([]);
  });

  it('reads the day of a taken time in the caller’s X-Timezone', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const customer = await aConsumer(api.db);
    const { job } = await aBookedJob(customer.id, contractor, { status: 'Accepted' });
    await aCustomersVisit(contractor, '2026-01-15T19:00:00Z');

    // 2 PM Thursday in Southborough is Friday the 16th, 4 AM, in Tokyo: the free times of that Friday there are the ones left.
    const res = await scheduleVisit(job.id, customer.id, '2026-01-15T19:00:00.000Z', { 'X-Timezone': 'Asia/Tokyo' });
    expect(res.status).toBe(409);
    const body = (await res.json()) as SlotTakenBody;
    expect(body.Message).toBe(TAKEN);
    expect(starts(body)).toEqual(['2026-01-15T15:00:00.000Z', '2026-01-15T17:00:00.000Z', '2026-01-16T13:00:00.000Z']);
  });
});

describe('scheduleFirstVisit', () => {
  const schedule = (job: { id: string }, proposal: { id: string; contractorId: string }) =>
    api.db.transaction(async (tx) => {
      const locked = await lockJob(tx, job.id, api.clock.now());
      return scheduleFirstVisit(tx, locked!, { contractorId: proposal.contractorId, jobProposalId: proposal.id }, api.clock.now());
    });

  it('books the first free slot of the first preferred date that has one, and says so', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    const customer = await aConsumer(api.db);
    const { job, assignment, proposal } = await aBookedJob(customer.id, contractor, { status: 'Accepted', preferredDates: ['2026-01-14', '2026-01-15'] });

    const visit = await schedule(job, proposal);
    expect(visit).toMatchObject({
      jobRequestId: job.id,
      jobProposalId: proposal.id,
      contractorId: contractor.id,
      scheduledStart: new Date('2026-01-14T15:00:00Z'),
      scheduledEnd: new Date('2026-01-14T17:00:00Z'),
      status: 'Scheduled',
    });
    const [row] = await api.db.select().from(jobRequests).where(eq(jobRequests.id, job.id));
    expect(row!.status).toBe('Scheduled');
    expect((await eventsOf(job.id)).map((e) => [e.type, e.by, e.contractorId])).toEqual([['Scheduled', 'system', contractor.id]]);
    const [inbox] = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, assignment.id));
    expect(inbox).toMatchObject({ isNewlyBooked: true, bookingReadAt: null });
  });

  it('passes over preferred dates that are full, days off, past or too far ahead', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    for (const start of ['2026-01-15T13:00:00Z', '2026-01-15T15:00:00Z', '2026-01-15T17:00:00Z', '2026-01-15T19:00:00Z']) await aCustomersVisit(contractor, start);
    const customer = await aConsumer(api.db);
    const fallsBack = await aBookedJob(customer.id, contractor, { status: 'Accepted', preferredDates: ['2026-01-15', '2026-01-10', '2026-01-05', '2026-03-02'] });
    // Booked on its own, a visit starts at least 48 hours ahead (its cutoff and a day to change it): the first slot left is Friday's 10 AM.
    expect((await schedule(fallsBack.job, fallsBack.proposal)).scheduledStart).toEqual(new Date('2026-01-09T15:00:00Z'));
    const second = await aBookedJob(customer.id, contractor, { status: 'Accepted', preferredDates: ['2026-01-15', '2026-01-20'] });
    expect((await schedule(second.job, second.proposal)).scheduledStart).toEqual(new Date('2026-01-20T13:00:00Z'));
  });

  it('books no first visit on a closed day: a customer who prefers Christmas gets the next open day', async () => {
    api.clock.set('2026-12-18T15:00:00Z');
    const contractor = await aWorkingContractor();
    const customer = await aConsumer(api.db);
    const { job, proposal } = await aBookedJob(customer.id, contractor, { status: 'Accepted', preferredDates: ['2026-12-25', '2026-12-28'] });
    expect((await schedule(job, proposal)).scheduledStart).toEqual(new Date('2026-12-28T13:00:00Z'));
  });

  it('never gives one slot to two bookings at once: the second takes the next free one, or gets 409 when there is none', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    // Wednesdays 8 to 10 only: one slot a week, on Jan 14, 21, 28 and Feb 4 within the window.
    const contractor = await aWorkingContractor([{ weekday: 3, startMinute: 8 * 60, endMinute: 10 * 60 }]);
    await aCustomersVisit(contractor, '2026-01-14T13:00:00Z');
    await aCustomersVisit(contractor, '2026-01-21T13:00:00Z');
    const customer = await aConsumer(api.db);
    const jobs = [
      await aBookedJob(customer.id, contractor, { status: 'Accepted', preferredDates: ['2026-01-28'] }),
      await aBookedJob(customer.id, contractor, { status: 'Accepted', preferredDates: ['2026-01-28'] }),
    ];
    const both = await Promise.all(jobs.map((j) => schedule(j.job, j.proposal)));
    expect(both.map((v) => v.scheduledStart.toISOString()).sort()).toEqual(['2026-01-28T13:00:00.000Z', '2026-02-04T13:00:00.000Z']);

    // Now the window is full: of two more bookings, neither finds a slot.
    const more = [
      await aBookedJob(customer.id, contractor, { status: 'Accepted' }),
      await aBookedJob(customer.id, contractor, { status: 'Accepted' }),
    ];
    const results = await Promise.allSettled(more.map((j) => schedule(j.job, j.proposal)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const err = (result as PromiseRejectedResult).reason as SlotTaken;
      expect(err).toBeInstanceOf(SlotTaken);
      expect(err.status).toBe(409);
      expect(err.message).toBe('Your contractor has no free time in the next 4 weeks. Call us and we will find a time.');
    }
    for (const j of more) {
      const [row] = await api.db.select().from(jobRequests).where(eq(jobRequests.id, j.job.id));
      expect(row!.status).toBe('Accepted');
    }
  });

  it('lets only one of two bookings racing for the last free slot have it', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor([{ weekday: 3, startMinute: 8 * 60, endMinute: 10 * 60 }]);
    for (const start of ['2026-01-14T13:00:00Z', '2026-01-21T13:00:00Z', '2026-01-28T13:00:00Z']) await aCustomersVisit(contractor, start);
    const customer = await aConsumer(api.db);
    const jobs = [await aBookedJob(customer.id, contractor, { status: 'Accepted' }), await aBookedJob(customer.id, contractor, { status: 'Accepted' })];
    const results = await Promise.allSettled(jobs.map((j) => schedule(j.job, j.proposal)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as SlotTaken).status).toBe(409);
    expect((results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ scheduledStart: Date }>).value.scheduledStart).toEqual(new Date('2026-02-04T13:00:00Z'));
  });

  it('refuses a job that is not booked yet, and books nothing', async () => {
    api.clock.set('2026-01-07T15:00:00Z');
    const contractor = await aWorkingContractor();
    const customer = await aConsumer(api.db);
    const { job, proposal } = await aBookedJob(customer.id, contractor, { status: 'Proposed' });
    await expect(schedule(job, proposal)).rejects.toMatchObject({ status: 409, message: refusalMessage('Proposed', NO_FACTS, 'system', api.clock.now().toISOString()) });
    expect(await api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, job.id))).toEqual([]);
  });

  it('is backed by the database: two live visits of one contractor cannot share a start', async () => {
    const contractor = await aWorkingContractor();
    const customer = await aConsumer(api.db);
    const a = await aBookedJob(customer.id, contractor);
    const b = await aBookedJob(customer.id, contractor);
    const c = await aBookedJob(customer.id, contractor);
    await aVisit(api.db, a.proposal, new Date('2026-01-14T13:00:00Z'));
    const clash = await aVisit(api.db, b.proposal, new Date('2026-01-14T13:00:00Z')).catch((err: unknown) => err);
    expect(isSlotClash(clash)).toBe(true);
    // A canceled visit holds no slot.
    await aVisit(api.db, c.proposal, new Date('2026-01-14T13:00:00Z'), { status: 'Canceled' });
  });
});

describe('demo working hours', () => {
  it('gives every demo contractor weekday hours and some of them Saturdays, loaded once', async () => {
    const fresh = await freshApi();
    await seedDemoData(fresh.db, new Date('2026-11-01T12:00:00Z'), { customer: false });
    await seedDemoData(fresh.db, new Date('2026-11-02T12:00:00Z'), { customer: false });
    const rows = await fresh.db.select().from(contractorWorkingHours);
    const byContractor = new Map<string, typeof rows>();
    for (const row of rows) byContractor.set(row.contractorId, [...(byContractor.get(row.contractorId) ?? []), row]);
    expect(byContractor.size).toBe(demoContractors.length);
    for (const days of byContractor.values()) {
      expect(days.filter((d) => d.weekday >= 2 && d.weekday <= 5)).toHaveLength(4);
      expect(days.every((d) => d.weekday !== 0 && d.startMinute >= 7 * 60 && d.endMinute <= 18 * 60)).toBe(true);
    }
    const saturdays = [...byContractor.values()].filter((days) => days.some((d) => d.weekday === 6)).length;
    expect(saturdays).toBeGreaterThan(0);
    expect(saturdays).toBeLessThan(demoContractors.length);
    expect(rows).toHaveLength(demoContractors.reduce((n, c) => n + c.workingHours.length, 0));
  });
});
