import type { JobRequestStatus } from '../contract/job-lifecycle';
import type { JobFacts, OwedFacts } from './job-lifecycle.machine';

/**
 * What a job asks of its customer now, read from its facts: the payments the machine lets the customer
 * make in the job's state (`deposit.pay`, `finalPayment.pay`, `extraWork.pay`) and the review it lets
 * them give (`review.submit`). Without XState, so that My Job Requests can say it on every card
 * without loading the machine; job-dues.test.ts holds it to `jobActionsFor` in every state.
 */

/** The payments each state takes from the customer, by the field of `OwedFacts` that says how much. */
const PAYABLE_IN: Partial<Record<JobRequestStatus, (keyof OwedFacts)[]>> = {
  Proposed: ['depositCents'],
  InProgress: ['extraWorkCents'],
  Completed: ['finalPaymentCents', 'extraWorkCents'],
};

export interface JobDues {
  /** What the customer can pay now, by payment (0: nothing, or not payable in this state). */
  owed: OwedFacts;
  /** All of it. */
  owedCents: number;
  /** Until when the customer may review the contractor, while a review can be given at `at`; else null. */
  reviewDueBy: string | null;
}

/** What the customer of a job in `status` with `facts` can pay and review at `at`. */
export function jobDues(status: JobRequestStatus, facts: Pick<JobFacts, 'owed' | 'reviewDueBy'>, at: string): JobDues {
  const payable = PAYABLE_IN[status] ?? [];
  const owed: OwedFacts = { depositCents: 0, finalPaymentCents: 0, extraWorkCents: 0 };
  for (const kind of payable) owed[kind] = Math.max(0, facts.owed[kind]);
  const reviewable = status === 'Completed' && facts.reviewDueBy !== null && Date.parse(at) <= Date.parse(facts.reviewDueBy);
  return { owed, owedCents: owed.depositCents + owed.finalPaymentCents + owed.extraWorkCents, reviewDueBy: reviewable ? facts.reviewDueBy : null };
}
