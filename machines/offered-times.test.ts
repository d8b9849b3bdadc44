import { describe, expect, it, onTestFinished } from 'vitest';
import { addDays } from '../contract/forms';
import { useClosedDays } from './closed-days';
import { type JobFacts, jobActionsFor, jobRefusal, NO_FACTS, nextJobStatus, offeredTimesProblem, type VisitTime } from './job-lifecycle.machine';

/** Friday, December 18, 2026, 10:00 AM in Southborough: four weeks ahead is Friday, January 15. */
const AT = '2026-12-18T15:00:00.000Z';
const HOUR = 60 * 60 * 1000;

/** A visit's 2-hour window from `start`. */
const window = (start: string): VisitTime => ({ start, end: new Date(Date.parse(start) + 2 * HOUR).toISOString() });
const offer = (...starts: string[]) => starts.map(window);

const outside = (time: string) => `The time ${time} is outside the hours a visit can be offered, 7:00 AM to 9:00 PM Eastern time. Offer a time within them.`;

describe('the times a contractor offers for a first visit', () => {
  it('takes visits’ windows from 7:00 AM to 9:00 PM in Southborough, on open days from a day to four weeks ahead', () => {
    // 7 to 9 in the morning, 7 to 9 in the evening, a Saturday, the last day the customer’s calendar books.
    expect(offeredTimesProblem(offer('2026-12-22T12:00:00.000Z', '2026-12-23T00:00:00.000Z', '2026-12-26T14:00:00.000Z', '2027-01-16T00:00:00.000Z'), AT)).toBeNull();
    // Exactly a day ahead: on the cutoff, not inside it.
    expect(offeredTimesProblem(offer('2026-12-19T15:00:00.000Z'), AT)).toBeNull();
  });

  it('refuses a time before 7:00 AM or ending after 9:00 PM at its start, naming it with its zone', () => {
    expect(offeredTimesProblem(offer('2026-12-22T11:30:00.000Z'), AT)).toEqual({ index: 0, field: 'start', message: outside('Tue, Dec 22, 6:30 AM EST') });
    expect(offeredTimesProblem(offer('2026-12-23T00:30:00.000Z'), AT)).toEqual({ index: 0, field: 'start', message: outside('Tue, Dec 22, 7:30 PM EST') });
    expect(offeredTimesProblem(offer('2026-12-23T04:00:00.000Z'), AT)).toEqual({ index: 0, field: 'start', message: outside('Tue, Dec 22, 11:00 PM EST') });
  });

  it('reads the hours on the clock of the day, on the days the clocks change', () => {
    // Sunday, March 14, 2027: the clocks go forward at 2 AM, so 7 AM is 11:00 UTC and 7 PM is 23:00 UTC.
    const spring = '2027-03-10T15:00:00.000Z';
    expect(offeredTimesProblem(offer('2027-03-14T11:00:00.000Z', '2027-03-14T23:00:00.000Z'), spring)).toBeNull();
    expect(offeredTimesProblem(offer('2027-03-14T10:00:00.000Z'), spring)).toEqual({ index: 0, field: 'start', message: outside('Sun, Mar 14, 6:00 AM EDT') });
    expect(offeredTimesProblem(offer('2027-03-15T00:00:00.000Z'), spring)).toEqual({ index: 0, field: 'start', message: outside('Sun, Mar 14, 8:00 PM EDT') });
    // Sunday, November 1, 2026: the clocks go back at 2 AM, so 7 AM is 12:00 UTC and 7 PM is midnight UTC.
    const fall = '2026-10-28T14:00:00.000Z';
    expect(offeredTimesProblem(offer('2026-11-01T12:00:00.000Z', '2026-11-02T00:00:00.000Z'), fall)).toBeNull();
    expect(offeredTimesProblem(offer('2026-11-01T11:00:00.000Z'), fall)).toEqual({ index: 0, field: 'start', message: outside('Sun, Nov 1, 6:00 AM EST') });
    expect(offeredTimesProblem(offer('2026-11-02T00:30:00.000Z'), fall)).toEqual({ index: 0, field: 'start', message: outside('Sun, Nov 1, 7:30 PM EST') });
  });

  it('refuses at its end a time that does not end after it starts, or is not a 2-hour window', () => {
    const start = '2026-12-22T15:00:00.000Z';
    expect(offeredTimesProblem([{ start, end: '2026-12-22T14:00:00.000Z' }], AT)).toEqual({ index: 0, field: 'end', message: 'The time Tue, Dec 22, 10:00 AM EST must end after it starts.' });
    expect(offeredTimesProblem([{ start, end: start }], AT)).toMatchObject({ field: 'end', message: 'The time Tue, Dec 22, 10:00 AM EST must end after it starts.' });
    const notAWindow = 'The time Tue, Dec 22, 10:00 AM EST must end 2 hours after it starts: a visit is a 2-hour arrival window.';
    for (const end of ['2026-12-22T16:00:00.000Z', '2026-12-22T17:00:00.001Z', '2026-12-22T18:00:00.000Z']) {
      expect(offeredTimesProblem([{ start, end }], AT), end).toEqual({ index: 0, field: 'end', message: notAWindow });
    }
  });

  it('refuses a time inside its own change cutoff at its start, in the cutoff’s words', () => {
    expect(offeredTimesProblem(offer('2026-12-22T15:00:00.000Z', '2026-12-19T14:00:00.000Z'), AT)).toEqual({
      index: 1,
      field: 'start',
      message: 'The time Sat, Dec 19, 9:00 AM EST: A visit must start at least 24 hours from now, so it can still be changed; choose a later time.',
    });
  });

  it('refuses a time further ahead than the customer’s calendar books, on the provider’s days', () => {
    const tooFar = (time: string) => ({ index: 0, field: 'start', message: `The time ${time} is more than 4 weeks ahead, further than a visit can be booked. Offer a time up to January 15, 2027.` });
    expect(offeredTimesProblem(offer('2027-01-16T14:00:00.000Z'), AT)).toEqual(tooFar('Sat, Jan 16, 9:00 AM EST'));
    expect(offeredTimesProblem(offer('2999-12-22T15:00:00.000Z'), AT)).toEqual(tooFar('Sun, Dec 22, 10:00 AM EST'));
  });

  it('refuses a start offered twice, however long its window, before the window’s length', () => {
    const twice = { index: 2, field: 'start', message: 'The time Tue, Dec 22, 10:00 AM EST is offered twice. Offer each time once.' };
    expect(offeredTimesProblem(offer('2026-12-22T15:00:00.000Z', '2026-12-23T15:00:00.000Z', '2026-12-22T15:00:00.000Z'), AT)).toEqual(twice);
    expect(offeredTimesProblem([...offer('2026-12-22T15:00:00.000Z', '2026-12-23T15:00:00.000Z'), { start: '2026-12-22T15:00:00.000Z', end: '2026-12-22T18:00:00.000Z' }], AT)).toEqual(twice);
  });

  it('refuses a time on a day the provider is closed, or running into one, before its hours', () => {
    expect(offeredTimesProblem(offer('2026-12-24T14:00:00.000Z', '2026-12-25T14:00:00.000Z'), AT)).toEqual({
      index: 1,
      field: 'start',
      message: 'The time Fri, Dec 25, 9:00 AM EST is on a day we are closed (Christmas Day). Offer a time on another day.',
    });
    expect(offeredTimesProblem(offer('2026-12-25T04:00:00.000Z'), AT)).toEqual({
      index: 0,
      field: 'start',
      message: 'The time Thu, Dec 24, 11:00 PM EST runs into a day we are closed (Christmas Day). Offer a time on another day.',
    });
    useClosedDays('us-federal,2026-12-28');
    onTestFinished(() => useClosedDays('us-federal'));
    expect(offeredTimesProblem(offer('2026-12-28T14:00:00.000Z'), AT)).toEqual({
      index: 0,
      field: 'start',
      message: 'The time Mon, Dec 28, 9:00 AM EST is on a day we are closed. Offer a time on another day.',
    });
  });
});

describe('the job machine’s visit.offer', () => {
  const facts: JobFacts = { ...NO_FACTS, booking: { state: 'noFreeTime', nextStep: null, nextStepBy: null, times: [] } };
  const event = (times: VisitTime[], at = AT) => ({ type: 'visit.offer', by: 'contractor', at, times }) as const;

  it('takes times that can be offered and refuses the others, in the words of the rule they break', () => {
    expect(nextJobStatus('Accepted', facts, event(offer('2026-12-22T15:00:00.000Z', '2026-12-23T00:00:00.000Z')))).toBe('Accepted');
    const evening = event(offer('2026-12-22T15:00:00.000Z', '2026-12-23T00:30:00.000Z'));
    expect(nextJobStatus('Accepted', facts, evening)).toBeUndefined();
    expect(jobRefusal('Accepted', facts, evening, AT)).toBe(outside('Tue, Dec 22, 7:30 PM EST'));
    expect(nextJobStatus('Accepted', facts, event([]))).toBeUndefined();
    expect(jobRefusal('Accepted', facts, event([]), AT)).toBe('Offer at least one time.');
  });

  it('offers the step while some time can be offered: past a holiday, and not when every day ahead is closed', () => {
    // Christmas Eve, 6:30 PM: Christmas is closed, the evening after it is not.
    expect(jobActionsFor('Accepted', facts, 'contractor', '2026-12-24T23:30:00.000Z')).toContain('visit.offer');
    const days = Array.from({ length: 28 }, (_, i) => addDays('2026-12-19', i));
    useClosedDays(days.join(','));
    onTestFinished(() => useClosedDays('us-federal'));
    expect(jobActionsFor('Accepted', facts, 'contractor', AT)).not.toContain('visit.offer');
  });
});
