import { describe, expect, it } from 'vitest';
import { JOB_REQUEST_STATUSES } from '../contract/job-lifecycle';
import { jobDues } from './job-dues';
import { type JobEventType, type JobFacts, jobActionsFor, NO_FACTS, type OwedFacts } from './job-lifecycle.machine';

const AT = '2026-11-25T12:00:00.000Z';
const LATER = '2027-01-01T14:00:00.000Z';

/** Each payment, and the customer's step that pays it. */
const PAYMENTS: [keyof OwedFacts, JobEventType][] = [
  ['depositCents', 'deposit.pay'],
  ['finalPaymentCents', 'finalPayment.pay'],
  ['extraWorkCents', 'extraWork.pay'],
];

/** The estimate each payment is owed on, as the job's facts name it: the one accepted and waiting for its deposit, or the one booked. */
const OWED_ON: Record<keyof OwedFacts, Partial<JobFacts>> = {
  depositCents: { awaitedDeposit: { proposalId: 'accepted', depositCents: 12_000, totalCents: 36_000 } },
  finalPaymentCents: { decidedEstimates: [{ id: 'booked', decision: 'Accepted', decidedAt: null }] },
  extraWorkCents: { decidedEstimates: [{ id: 'booked', decision: 'Accepted', decidedAt: null }] },
};

describe('what a job asks of its customer', () => {
  describe.each(JOB_REQUEST_STATUSES)('%s', (status) => {
    it.each(PAYMENTS)('counts %s as due exactly when the machine lets the customer pay it', (kind, step) => {
      const facts: JobFacts = { ...NO_FACTS, ...OWED_ON[kind], owed: { ...NO_FACTS.owed, [kind]: 12_000 } };
      const payable = jobActionsFor(status, facts, 'consumer', AT).includes(step);
      expect(jobDues(status, facts, AT).owed[kind]).toBe(payable ? 12_000 : 0);
      expect(jobDues(status, facts, AT).owedCents).toBe(payable ? 12_000 : 0);
    });

    it.each([
      ['inside the window', AT],
      ['on its last moment', LATER],
      ['after it', '2027-01-01T14:00:00.001Z'],
    ])('counts a review as due exactly when the machine takes one, %s', (_, at) => {
      const facts: JobFacts = { ...NO_FACTS, reviewDueBy: LATER };
      const reviewable = jobActionsFor(status, facts, 'consumer', at).includes('review.submit');
      expect(jobDues(status, facts, at).reviewDueBy).toBe(reviewable ? LATER : null);
    });
  });

  it('asks nothing of a completed job that is paid and reviewed', () => {
    expect(jobDues('Completed', NO_FACTS, AT)).toEqual({ owed: NO_FACTS.owed, owedCents: 0, reviewDueBy: null });
  });

  it('adds up the final payment and extra work of a completed job', () => {
    const facts: JobFacts = { ...NO_FACTS, owed: { depositCents: 0, finalPaymentCents: 30_000, extraWorkCents: 12_000 }, reviewDueBy: LATER };
    expect(jobDues('Completed', facts, AT)).toEqual({ owed: facts.owed, owedCents: 42_000, reviewDueBy: LATER });
  });
});
