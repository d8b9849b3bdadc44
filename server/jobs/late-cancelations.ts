import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { nextJobStatus } from '../../machines/job-lifecycle.machine';
import { letRequestsIn } from '../db/client';
import { jobAppointments, jobRequests } from '../db/schema';
import type { PaymentServices } from '../payments/payments';
import { approveLateCancelation } from './assignments';
import { lockJob } from './lifecycle';
import { settleCanceledJob } from './money';

/** How often late cancelations left undecided past their visit's start are looked for. */
export const UNDECIDED_CANCELATIONS_INTERVAL_MS = 5 * 60 * 1000;
/** Jobs approved per run, the longest overdue first; a run that finds more leaves them to the next. */
export const UNDECIDED_CANCELATIONS_PER_RUN = 50;

/**
 * Approves, as the system, every late cancelation nobody decided by its visit's start: the customer was
 * told it is decided by then and canceled by the late rule otherwise, and the visit cannot take place
 * from CancelationRequested, so without this the job would wait for good
 * (docs/decisions/084-a-late-cancelation-nobody-decided-is-approved-at-the-visit.md). Each job in its
 * own transaction, locked first: one the contractor approved, or another instance's run took, meanwhile
 * is refused by the machine and left as it is. The refunds owed go to the payment provider once each
 * approval has committed. Answers how many were approved.
 */
export async function approveUndecidedCancelations(services: PaymentServices & { publicUrl: string }, now: Date): Promise<number> {
  const { db, log } = services;
  // Few jobs wait in CancelationRequested at a time: found by the status's index, each visit by its job's.
  const due = await db
    .selectDistinct({ id: jobRequests.id, startsAt: jobAppointments.scheduledStart })
    .from(jobRequests)
    .innerJoin(jobAppointments, and(eq(jobAppointments.jobRequestId, jobRequests.id), ne(jobAppointments.status, 'Canceled')))
    .where(and(eq(jobRequests.status, 'CancelationRequested'), sql`${jobAppointments.scheduledStart} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(jobAppointments.scheduledStart), asc(jobRequests.id))
    .limit(UNDECIDED_CANCELATIONS_PER_RUN);
  const event = { type: 'cancelation.approve', by: 'system', at: now.toISOString() } as const;
  let approved = 0;
  for (const id of new Set(due.map((row) => row.id))) {
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
