import { describe, expect, it } from 'vitest';
import {
  cancelationRefundCents,
  changeCutoffOf,
  type JobEvent,
  type JobFacts,
  jobActionChoices,
  jobActionsFor,
  jobRefusal,
  nextChangeAt,
  nextJobStatus,
  NO_FACTS,
  systemStepDueAt,
  visitStepsOpenAt,
} from './job-lifecycle.machine';

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
/** "On my way" reported after the window ended: refused since decision 103, but a row from before it may hold one. */
const onTheWayTooLate: JobFacts = { ...booked, onMyWayAt: '2026-12-10T15:10:00.000Z' };

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

  it('ends the job at once, in full, when "on my way" was reported only after the window ended', () => {
    expect(cancel(onTheWayTooLate, NEXT_NIGHT)).toEqual({ status: 'Canceled', refundCents: 9000 });
    expect(cancel({ ...booked, onMyWayAt: WINDOW_END }, NEXT_NIGHT)).toEqual({ status: 'Canceled', refundCents: 9000 });
    expect(cancel({ ...booked, onMyWayAt: JUST_BEFORE_THE_END }, NEXT_NIGHT)).toEqual({ status: 'CancelationRequested', refundCents: 4500 });
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

describe("the contractor's steps once they missed the visit (docs/decisions/103-a-missed-visit-closes-the-contractors-steps.md)", () => {
  const step = (type: 'contractor.onMyWay' | 'job.start', facts: JobFacts, at: string) => nextJobStatus('Scheduled', facts, { type, by: 'contractor', at } as JobEvent);
  const WORDS =
    'The arrival window of this visit ended at Dec 10, 9:00 AM EST, and you had not reported being on the way by then, so the visit counts as missed: you can no longer report being on the way or start the job. The customer can cancel and get the deposit back in full. Call our office to arrange another visit.';

  it('takes "on my way" and "start" until the end of the window, and neither from it', () => {
    expect(step('contractor.onMyWay', booked, JUST_BEFORE_THE_END)).toBe('Scheduled');
    expect(step('job.start', booked, JUST_BEFORE_THE_END)).toBe('InProgress');
    for (const at of [WINDOW_END, NEXT_NIGHT]) {
      expect(step('contractor.onMyWay', booked, at), at).toBeUndefined();
      expect(step('job.start', booked, at), at).toBeUndefined();
      expect(jobActionsFor('Scheduled', booked, 'contractor', at), at).toEqual([]);
    }
  });

  it('lets a contractor who reported being on the way within the window start after it, but not one who reported it only after', () => {
    expect(step('job.start', onTheWay, NEXT_NIGHT)).toBe('InProgress');
    expect(jobActionsFor('Scheduled', onTheWay, 'contractor', NEXT_NIGHT)).toEqual(['contractor.onMyWay', 'job.start']);
    expect(step('job.start', onTheWayTooLate, NEXT_NIGHT)).toBeUndefined();
  });

  it('says why in the refusal and beside the steps: the window ended without them on the way, the customer may cancel in full, the office arranges another visit', () => {
    for (const type of ['contractor.onMyWay', 'job.start'] as const) {
      expect(jobRefusal('Scheduled', booked, { type, by: 'contractor', at: NEXT_NIGHT }, NEXT_NIGHT), type).toBe(WORDS);
    }
    expect(jobActionChoices('Scheduled', booked, 'contractor', NEXT_NIGHT)).toEqual([
      { type: 'contractor.onMyWay', label: 'report being on the way', allowed: false, reason: WORDS, opensAt: null },
      { type: 'job.start', label: 'start the job', allowed: false, reason: WORDS, opensAt: null },
    ]);
    const noDeposit = { ...booked, depositPaidCents: 0 };
    expect(jobRefusal('Scheduled', noDeposit, { type: 'job.start', by: 'contractor', at: NEXT_NIGHT }, NEXT_NIGHT)).toBe(
      WORDS.replace('The customer can cancel and get the deposit back in full.', 'The customer can cancel at once.'),
    );
  });

  it("names the window's end as the moment the contractor's steps close, once they opened, unless a step was reported within it", () => {
    const open = visitStepsOpenAt(VISIT).toISOString();
    expect(nextChangeAt('Scheduled', booked, 'contractor', LATE)).toBe(open);
    expect(nextChangeAt('Scheduled', booked, 'contractor', open)).toBe(WINDOW_END);
    expect(nextChangeAt('Scheduled', booked, 'contractor', WINDOW_END)).toBeNull();
    expect(nextChangeAt('Scheduled', onTheWay, 'contractor', open)).toBeNull();
    expect(nextChangeAt('Scheduled', onTheWayTooLate, 'contractor', open)).toBe(WINDOW_END);
  });

  it('leaves the server nothing due on a scheduled visit: the steps closing is not a step of its own opening', () => {
    for (const at of [LATE, JUST_BEFORE_THE_END, WINDOW_END, NEXT_NIGHT]) expect(systemStepDueAt('Scheduled', booked, at), at).toBeNull();
  });
});
