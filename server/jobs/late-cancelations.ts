import { eq } from 'drizzle-orm';
import { nextJobStatus, UNDECIDED_CANCELATIONS_INTERVAL_MS } from '../../machines/job-lifecycle.machine';
import { letRequestsIn } from '../db/client';
import { jobRequests } from '../db/schema';
import type { PaymentServices } from '../payments/payments';
import { approveLateCancelation } from './assignments';
import { factsColumns, jobFactsOfJobs } from './facts';
import { lockJob } from './lifecycle';
import { settleCanceledJob } from './money';

/** How often late cancelations left undecided past their visit's start are looked for: the machine's, which the job's page reads again at. */
export { UNDECIDED_CANCELATIONS_INTERVAL_MS };
/** Jobs approved per run, the longest overdue first; a run that finds more leaves them to the next. */
export const UNDECIDED_CANCELATIONS_PER_RUN = 50;

/**
 * Approves, as the system, every late cancelation nobody decided by its deadline (the visit's start):
 * the customer was told it is decided by then and canceled by the late rule otherwise, and the visit
 * cannot take place from CancelationRequested, so without this the job would wait for good
 * (docs/decisions/084-a-late-cancelation-nobody-decided-is-approved-at-the-visit.md). Which are due is
 * the machine's to say (the system's `cancelation.approve`), not a copy of its deadline here. Each job in
 * its own transaction, locked first: one the contractor approved, or another instance's run took,
 * meanwhile is refused by the machine and left as it is. The refunds owed go to the payment provider once
 * each approval has committed. Answers how many were approved.
 */
export async function approveUndecidedCancelations(services: PaymentServices & { publicUrl: string }, now: Date): Promise<number> {
  const { db, log } = services;
  const event = { type: 'cancelation.approve', by: 'system', at: now.toISOString() } as const;
  // Few jobs wait in CancelationRequested at a time (asked within a day of their visit, a few asks per
  // account): found by the status's index, with their facts in the same statement.
  const waiting = await db
    .select({ id: jobRequests.id, status: jobRequests.status, completedAt: jobRequests.completedAt, cancelationRequestedAt: jobRequests.cancelationRequestedAt, ...factsColumns(db) })
    .from(jobRequests)
    .where(eq(jobRequests.status, 'CancelationRequested'));
  const facts = await jobFactsOfJobs(db, waiting.map((row) => row.id), now, { factsRows: waiting });
  const deadlineOf = (id: string) => Date.parse(facts.get(id)?.lateCancelation?.decidedBy ?? '');
  const due = waiting
    .filter((row) => nextJobStatus(row.status, facts.get(row.id)!, event))
    .map((row) => row.id)
    // The longest overdue first.
    .sort((a, b) => deadlineOf(a) - deadlineOf(b) || a.localeCompare(b))
    .slice(0, UNDECIDED_CANCELATIONS_PER_RUN);
  let approved = 0;
  for (const id of due) {
    await letRequestsIn();
    try {
      const done = await db.transaction(async (tx) => {
        const job = await lockJob(tx, id, now);
        if (!job || !nextJobStatus(job.row.status, job.facts, event)) return false;
        await approveLateCancelation(tx, job, { by: 'system' }, now, services.publicUrl);
        return true;
      });
      if (!done) continue;
      approved += 1;
      log?.info({ jobRequestId: id }, 'a late cancelation nobody decided by the visit was approved by the late rule');
      await settleCanceledJob(services, id);
    } catch (err) {
      log?.error({ err, jobRequestId: id }, 'approving a late cancelation nobody decided failed; the next run tries again');
    }
  }
  return approved;
}
