import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRequestStatus } from '../../../contract/job-lifecycle';
import type { JobRequestDetails, JobVisit } from '../../../contract/job-requests';
import { NO_FACTS } from '../../../machines/job-lifecycle.machine';
import { site } from '../../config/site';
import { formatPhone } from '../../lib/format';
import { renderRouter } from '../../test/app';
import { VisitSection } from './VisitSection';

afterEach(cleanup);

const visit = (over: Partial<JobVisit> = {}): JobVisit => ({
  id: '3c6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10',
  contractor: { id: '4c6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10', businessName: "Dave's Carpentry", firstName: 'Dave', lastInitial: 'K', ratingAverage: 4.8, reviewCount: 12 },
  // Tuesday, December 1, 2026, 10 AM to noon in New York; movable online until Monday 10 AM.
  scheduledStart: '2026-12-01T15:00:00.000Z',
  scheduledEnd: '2026-12-01T17:00:00.000Z',
  status: 'Scheduled',
  changeCutoff: '2026-11-30T15:00:00.000Z',
  onMyWayAt: null,
  startedAt: null,
  completedAt: null,
  rescheduleHistory: [],
  ...over,
});
/** The job a visit in its status belongs to, with the facts the lifecycle machine decides by. */
const STATUS_OF: Record<JobVisit['status'], JobRequestStatus> = { Scheduled: 'Scheduled', InProgress: 'InProgress', Completed: 'Completed', Canceled: 'Canceled' };
const jobWith = (appointment: JobVisit) =>
  ({
    id: '5c6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10',
    status: STATUS_OF[appointment.status],
    facts: {
      ...NO_FACTS,
      visitStartsAt: appointment.scheduledStart,
      visitEndsAt: appointment.scheduledEnd,
      changeCutoff: appointment.changeCutoff,
      onMyWayAt: appointment.onMyWayAt,
      startedAt: appointment.startedAt,
      booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
    },
    appointment,
    appointmentId: appointment.id,
  }) as unknown as JobRequestDetails;

async function show(node: ReactNode) {
  const root = createRootRoute({ component: () => node });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => renderRouter(router));
  return within(await screen.findByRole('region', { name: 'Your visit' }));
}

const at = (iso: string) => new Date(iso).toISOString();

describe('the visit on Job Request Details', () => {
  it('shows the contractor, the window in the customer zone, and the cutoff before the customer tries', async () => {
    const section = await show(<VisitSection job={jobWith(visit())} timeZone="America/New_York" now={at('2026-11-27T12:00:00Z')} />);
    expect(section.getByText("Dave's Carpentry")).toBeTruthy();
    expect(section.getByText('Tuesday, December 1, 2026, 10:00 AM – 12:00 PM EST')).toBeTruthy();
    expect(section.getByText('Scheduled')).toBeTruthy();
    expect(section.getByText('You can reschedule until Mon, Nov 30, 10:00 AM EST (24 hours before the visit).')).toBeTruthy();
    // Moving it is "Reschedule the visit" under "What you can do", not a second button here.
    expect(section.queryByRole('button')).toBeNull();
  });

  it('shows the same visit in the zone of a customer elsewhere', async () => {
    const section = await show(<VisitSection job={jobWith(visit())} timeZone="America/Los_Angeles" now={at('2026-11-27T12:00:00Z')} />);
    expect(section.getByText('Tuesday, December 1, 2026, 7:00 AM – 9:00 AM PST')).toBeTruthy();
  });

  it('past the cutoff, says to call', async () => {
    const section = await show(<VisitSection job={jobWith(visit())} timeZone="America/New_York" now={at('2026-11-30T15:00:01Z')} />);
    expect(section.queryByText(/You can reschedule until/)).toBeNull();
    expect(section.getByText(/To change this visit, call us at/).textContent).toBe(`To change this visit, call us at ${formatPhone(site.phone)}.`);
    expect(section.getByRole('link', { name: formatPhone(site.phone) })).toBeTruthy();
  });

  // The contractor reports being on the way within two hours of the visit, long past its cutoff (moving the visit clears it).
  it('once the contractor is on the way, offers the phone', async () => {
    const onTheWay = visit({ onMyWayAt: '2026-12-01T14:10:00.000Z' });
    const section = await show(<VisitSection job={jobWith(onTheWay)} timeZone="America/New_York" now={at('2026-12-01T14:20:00Z')} />);
    expect(section.getByText('Your contractor is on the way', { selector: 'dd' })).toBeTruthy();
    const steps = within(section.getByRole('list', { name: 'Visit progress' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual(['Scheduled', 'Your contractor is on the way (since Tue, Dec 1, 9:10 AM EST)']);
    expect(section.queryByText(/You can reschedule until/)).toBeNull();
    expect(section.getByRole('link', { name: formatPhone(site.phone) })).toBeTruthy();
  });

  // docs/decisions/099-a-missed-visit-is-canceled-with-the-deposit-back.md
  it('until the arrival window ends with no step from the contractor, says Scheduled', async () => {
    const section = await show(<VisitSection job={jobWith(visit())} timeZone="America/New_York" now={at('2026-12-01T16:59:59.999Z')} />);
    expect(section.getByText('Scheduled', { selector: 'dd' })).toBeTruthy();
    expect(section.queryByText(/did not come|without your contractor checking in/)).toBeNull();
  });

  it('once the arrival window ended with no step from the contractor, says they did not come and that canceling refunds the deposit in full', async () => {
    const section = await show(<VisitSection job={jobWith(visit())} timeZone="America/New_York" now={at('2026-12-01T17:00:00Z')} />);
    expect(section.getByText('Your contractor did not come', { selector: 'dd' })).toBeTruthy();
    expect(section.queryByText('Scheduled')).toBeNull();
    expect(section.getByText('The arrival window ended without your contractor checking in. You can cancel the job request, and your deposit is refunded in full.')).toBeTruthy();
    // Rescheduling stays closed past the cutoff, as before.
    expect(section.getByText(/To change this visit, call us at/)).toBeTruthy();
  });

  it('past the window, says nothing of a missed visit once the contractor reported being on the way', async () => {
    const onTheWay = visit({ onMyWayAt: '2026-12-01T14:50:00.000Z' });
    const section = await show(<VisitSection job={jobWith(onTheWay)} timeZone="America/New_York" now={at('2026-12-01T18:00:00Z')} />);
    expect(section.getByText('Your contractor is on the way', { selector: 'dd' })).toBeTruthy();
    expect(section.queryByText(/did not come|without your contractor checking in/)).toBeNull();
  });

  it('shows each step of the visit with its time, and no way to move it once it is under way', async () => {
    const done = visit({ status: 'Completed', onMyWayAt: '2026-12-01T14:40:00.000Z', startedAt: '2026-12-01T15:05:00.000Z', completedAt: '2026-12-01T16:30:00.000Z' });
    const section = await show(<VisitSection job={jobWith(done)} timeZone="America/New_York" now={at('2026-11-27T12:00:00Z')} />);
    const steps = within(section.getByRole('list', { name: 'Visit progress' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'Scheduled',
      // Once the work has started, the contractor is no longer on the way.
      'On the way Tue, Dec 1, 9:40 AM EST',
      'Started Tue, Dec 1, 10:05 AM EST',
      'Completed Tue, Dec 1, 11:30 AM EST',
    ]);
    expect(section.getByText('Completed', { selector: 'dd' })).toBeTruthy();
    expect(section.queryByText(/You can reschedule until/)).toBeNull();
    expect(section.queryByText(/call us/)).toBeNull();
  });

  it('keeps the reschedule history: old and new time, who, when and why', async () => {
    const moved = visit({
      rescheduleHistory: [
        {
          fromStart: '2026-11-30T13:00:00.000Z',
          fromEnd: '2026-11-30T15:00:00.000Z',
          toStart: '2026-12-01T15:00:00.000Z',
          toEnd: '2026-12-01T17:00:00.000Z',
          requestedBy: 'Consumer',
          reason: 'I work from home on Tuesdays.',
          at: '2026-11-26T18:20:00.000Z',
        },
      ],
    });
    const section = await show(<VisitSection job={jobWith(moved)} timeZone="America/New_York" now={at('2026-11-27T12:00:00Z')} />);
    const entry = within(section.getByRole('list', { name: 'Reschedule history' })).getByRole('listitem');
    expect(entry.textContent).toContain('Monday, November 30, 2026, 8:00 AM – 10:00 AM EST → Tuesday, December 1, 2026, 10:00 AM – 12:00 PM EST');
    expect(entry.textContent).toContain('By you on Thu, Nov 26, 1:20 PM EST: “I work from home on Tuesdays.”');
  });
});
