import { describe, expect, it } from 'vitest';
import { JOB_REQUEST_STATUSES } from '../contract/job-lifecycle';
import { changeCutoffOf, type JobFacts, jobAllows, NO_FACTS, nextJobStatus, systemStepDueAt } from './job-lifecycle.machine';

const MINUTE = 60 * 1000;
const VISIT = '2027-06-10T14:00:00.000Z';
const VISIT_END = '2027-06-10T16:00:00.000Z';
const DECIDED_BY = VISIT;
const iso = (ms: number) => new Date(ms).toISOString();
const booked: JobFacts = {
  ...NO_FACTS,
  visitStartsAt: VISIT,
  visitEndsAt: VISIT_END,
  changeCutoff: changeCutoffOf(VISIT).toISOString(),
  booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
  depositPaidCents: 6000,
};
const waiting: JobFacts = { ...booked, lateCancelation: { refundCents: 3000, decidedBy: DECIDED_BY } };
const OFFERED = [
  { start: '2027-06-12T14:00:00.000Z', end: '2027-06-12T16:00:00.000Z' },
  { start: '2027-06-14T14:00:00.000Z', end: '2027-06-14T16:00:00.000Z' },
];

describe('systemStepDueAt: when the server is due to move a job by the clock', () => {
  it('is a late cancelation’s deadline, before it and after it, as long as the job waits in CancelationRequested', () => {
    for (const at of [iso(Date.parse(DECIDED_BY) - 60 * MINUTE), DECIDED_BY, iso(Date.parse(DECIDED_BY) + 60 * MINUTE), '2030-01-01T00:00:00.000Z']) {
      expect(systemStepDueAt('CancelationRequested', waiting, at)).toBe(DECIDED_BY);
    }
  });

  it('is the moment from which the machine lets the system approve the cancelation, and not a millisecond sooner', () => {
    const approve = (at: string) => nextJobStatus('CancelationRequested', waiting, { type: 'cancelation.approve', by: 'system', at });
    expect(approve(iso(Date.parse(DECIDED_BY) - 1))).toBeUndefined();
    expect(approve(DECIDED_BY)).toBe('Canceled');
    expect(jobAllows('CancelationRequested', waiting, 'system', DECIDED_BY)('cancelation.approve')).toBe(true);
  });

  it('is null for a job the system moves only on news (dispatch, a payment), or never', () => {
    const at = '2027-06-01T12:00:00.000Z';
    const asked = JOB_REQUEST_STATUSES.filter((status) => status !== 'CancelationRequested');
    for (const status of asked) {
      for (const facts of [NO_FACTS, booked, { ...booked, completedAt: VISIT_END, reviewDueBy: '2027-07-09T16:00:00.000Z' }]) {
        expect(systemStepDueAt(status, facts, at), `${status}`).toBeNull();
      }
    }
  });

  it('is null where the clock only closes a step to the system: times offered for the first visit lose the lead a visit booked without the customer keeps', () => {
    const offered: JobFacts = { ...NO_FACTS, booking: { state: 'offered', nextStep: null, nextStepBy: null, times: OFFERED } };
    for (const at of ['2027-06-01T12:00:00.000Z', '2027-06-11T12:00:00.000Z', '2027-06-20T12:00:00.000Z']) {
      expect(systemStepDueAt('Accepted', offered, at)).toBeNull();
    }
  });

  it('is null for a late cancelation with no deadline in its facts', () => {
    expect(systemStepDueAt('CancelationRequested', booked, VISIT)).toBeNull();
  });
});
