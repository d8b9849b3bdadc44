import { describe, expect, it } from 'vitest';
import { cancelationRefundCents, changeCutoffOf, type JobFacts, jobActionsFor, nextChangeAt, nextJobStatus, NO_FACTS } from './job-lifecycle.machine';

// docs/decisions/099-a-missed-visit-is-canceled-with-the-deposit-back.md
const VISIT = '2026-12-10T12:00:00.000Z';
const WINDOW_END = '2026-12-10T14:00:00.000Z';
const LATE = new Date(changeCutoffOf(VISIT).getTime() + 60 * 60 * 1000).toISOString();
const JUST_BEFORE_THE_END = new Date(Date.parse(WINDOW_END) - 1).toISOString();
const NEXT_NIGHT = '2026-12-11T06:00:00.000Z';

const booked: JobFacts = {
  ...NO_FACTS,
  visitStartsAt: VISIT,
  visitEndsAt: WINDOW_END,
  changeCutoff: changeCutoffOf(VISIT).toISOString(),
  booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
  depositPaidCents: 9000,
};
const onTheWay: JobFacts = { ...booked, onMyWayAt: '2026-12-10T11:50:00.000Z' };

const cancel = (facts: JobFacts, at: string) => ({
  status: nextJobStatus('Scheduled', facts, { type: 'job.cancel', by: 'consumer', at }),
  refundCents: cancelationRefundCents(facts.depositPaidCents, facts, at),
});

describe("a customer's cancel once the contractor missed the visit", () => {
  it("ends the job at once with the whole deposit back from the end of the visit's window, nobody having reported a step", () => {
    expect(cancel(booked, WINDOW_END)).toEqual({ status: 'Canceled', refundCents: 9000 });
    expect(cancel(booked, NEXT_NIGHT)).toEqual({ status: 'Canceled', refundCents: 9000 });
  });

  it('is still a late cancelation, half the deposit, inside the window', () => {
    expect(cancel(booked, LATE)).toEqual({ status: 'CancelationRequested', refundCents: 4500 });
    expect(cancel(booked, JUST_BEFORE_THE_END)).toEqual({ status: 'CancelationRequested', refundCents: 4500 });
  });

  it('is a late cancelation as before once the contractor reported being on the way or starting', () => {
    expect(cancel(onTheWay, NEXT_NIGHT)).toEqual({ status: 'CancelationRequested', refundCents: 4500 });
    expect(cancel({ ...booked, startedAt: '2026-12-10T12:30:00.000Z' }, NEXT_NIGHT)).toEqual({ status: 'CancelationRequested', refundCents: 4500 });
  });

  it('leaves the customer the cancel, and not a reschedule, after the window', () => {
    expect(jobActionsFor('Scheduled', booked, 'consumer', NEXT_NIGHT)).toEqual(['job.cancel']);
  });

  it("names the window's end as the moment the customer's page changes, unless the contractor reported a step", () => {
    expect(nextChangeAt('Scheduled', booked, 'consumer', LATE)).toBe(WINDOW_END);
    expect(nextChangeAt('Scheduled', booked, 'consumer', WINDOW_END)).toBeNull();
    expect(nextChangeAt('Scheduled', onTheWay, 'consumer', LATE)).toBeNull();
  });
});
