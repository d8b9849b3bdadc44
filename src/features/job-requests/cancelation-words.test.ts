import { describe, expect, it } from 'vitest';
import { changeCutoffOf } from '../../../machines/job-lifecycle.machine';
import { formatDate } from '../../lib/format';
import { jobDetailsFixture } from '../../test/job-fixtures';
import { cancelationOutcome } from './cancelation-words';

const VISIT = '2026-12-02T14:00:00.000Z';
const EARLY = '2026-11-25T12:00:00.000Z';
const LATE = new Date(changeCutoffOf(VISIT).getTime() + 60_000).toISOString();

describe('what the cancel dialog says about the money', () => {
  it('says nothing is refunded when nothing was paid', () => {
    expect(cancelationOutcome(jobDetailsFixture('Dispatched'), EARLY)).toEqual(['Nothing was paid, so there is nothing to refund.']);
  });

  it('refunds a deposit in full before the change cutoff', () => {
    expect(cancelationOutcome(jobDetailsFixture('Scheduled', { visitStartsAt: VISIT }, { depositPaidCents: 15000 }), EARLY)).toEqual([
      'Your $150.00 deposit will be refunded in full.',
    ]);
  });

  it('refunds part of it after the cutoff, and says the contractor confirms first', () => {
    const [money, who] = cancelationOutcome(jobDetailsFixture('Scheduled', { visitStartsAt: VISIT }, { depositPaidCents: 15000 }), LATE);
    // The visit's own time in the customer's zone, not its cutoff 24 hours earlier.
    const visit = formatDate(VISIT, { withTime: true, withZone: true });
    expect(visit).not.toBe(formatDate(changeCutoffOf(VISIT), { withTime: true, withZone: true }));
    expect(money).toBe(`Your visit at ${visit} is less than 24 hours away, so $75.00 of your $150.00 deposit will be refunded.`);
    expect(who).toBe('Because the visit is so close, your contractor confirms the cancelation first; until then the visit stands, and if nobody has by its time, it is canceled then.');
  });

  it('says the contractor did not come, and refunds in full, once the visit window ended with no step from them', () => {
    const windowEnded = '2026-12-02T16:00:00.000Z';
    const job = jobDetailsFixture('Scheduled', { visitStartsAt: VISIT, visitEndsAt: windowEnded, depositPaidCents: 9000 }, { depositPaidCents: 9000 });
    expect(cancelationOutcome(job, windowEnded)).toEqual([
      'Your contractor did not come: the visit time passed without them checking in, so the job request is canceled at once.',
      'Your $90.00 deposit will be refunded in full.',
    ]);
    // Once they said they were on the way, it stays a late cancelation.
    const came = jobDetailsFixture('Scheduled', { visitStartsAt: VISIT, visitEndsAt: windowEnded, depositPaidCents: 9000, onMyWayAt: VISIT }, { depositPaidCents: 9000 });
    expect(cancelationOutcome(came, windowEnded)[0]).toContain('$45.00 of your $90.00 deposit will be refunded.');
  });
});
