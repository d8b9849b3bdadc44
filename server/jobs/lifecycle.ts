import { eq, type SQL, sql } from 'drizzle-orm';
import type { AssignmentState, JobRequestStatus, JobRole } from '../../contract/job-lifecycle';
import {
  type AssignmentEvent,
  assignmentRefusalMessage,
  type JobEvent,
  type JobFacts,
  jobRefusal,
  nextAssignmentState,
  nextJobStatus,
} from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { assignedJobAppointments, jobRequestEvents, jobRequests } from '../db/schema';
import { ApiError } from '../lib/http';
import { jobFactsOf, type KnownJobRows } from './facts';

/**
 * The server's side of machines/job-lifecycle.machine.ts: every change of a job's status or of a
 * contractor's assignment goes through here, inside the caller's transaction, with the job's row
 * locked first, so two actions on one job (two contractors' estimates, a cancel racing an estimate)
 * are decided one after the other, each on what the other left.
 *
 *     await db.transaction(async (tx) => {
 *       const job = await lockJob(tx, id);                      // undefined: 404
 *       await moveJob(tx, job, { type: 'job.cancel', by: 'consumer', at }, now);   // 409 when refused
 *       await recordJobEvent(tx, { jobRequestId: id, type: 'Canceled', by: 'consumer', note: reason, at: now });
 *     });
 */

export type JobRow = typeof jobRequests.$inferSelect;
export type AssignmentRow = typeof assignedJobAppointments.$inferSelect;

export interface LockedJob {
  row: JobRow;
  /** What the machine's guards read, as the database holds it now. */
  facts: JobFacts;
  /** The moment the facts were read at (the bookable slots depend on it). */
  now: Date;
}

/**
 * Locks a job request's row until the transaction ends and reads its facts at `now`; undefined when
 * there is no such request. Call it first in every transaction that changes a job or its assignments.
 * `jobRequestId` may be a subquery that finds the id (the job of an assignment), so that finding the
 * job and locking it take one statement. `known`: rows of the job's that the transaction knows already
 * (`KnownJobRows`), not read again.
 */
export async function lockJob(tx: Database, jobRequestId: string | SQL, now: Date, known?: Omit<KnownJobRows, 'jobs'>): Promise<LockedJob | undefined> {
  const [row] = await tx.select().from(jobRequests).where(eq(jobRequests.id, jobRequestId)).for('update');
  return row && heldJob(tx, row, now, known);
}

/**
 * A job this transaction has just inserted, as `lockJob` answers: no other transaction sees the row
 * until this one commits, so it is held already, and nothing refers to it yet; nothing is read.
 */
export const insertedJob = (tx: Database, row: JobRow, now: Date): Promise<LockedJob> =>
  heldJob(tx, row, now, { proposals: [], offers: [], visits: [], reviews: [], payments: [] });

/** A row this transaction holds, with its facts at `now`; the rows in `known` are not read again. */
async function heldJob(tx: Database, row: JobRow, now: Date, known: Omit<KnownJobRows, 'jobs'> | undefined): Promise<LockedJob> {
  return { row, facts: await jobFactsOf(tx, row.id, now, known && { ...known, jobs: [row] }), now };
}

/**
 * Moves a locked job as the lifecycle machine decides for `event`, and writes the new status (with
 * `canceledAt`/`completedAt` when it ends). Refused: 409 with what the job's state allows the role.
 * The facts are read again afterwards, so a second move in the same transaction sees the first.
 */
export async function moveJob(tx: Database, job: LockedJob, event: JobEvent, now: Date): Promise<JobRequestStatus> {
  const from = job.row.status;
  const next = allowJob(from, job.facts, event, now);
  if (next !== from) {
    const changes = {
      status: next,
      updatedAt: now,
      ...(next === 'Canceled' ? { canceledAt: now } : {}),
      ...(next === 'Completed' ? { completedAt: now } : {}),
      ...(next === 'CancelationRequested' ? { cancelationRequestedAt: now } : {}),
    };
    await tx.update(jobRequests).set(changes).where(eq(jobRequests.id, job.row.id));
    // The row is held by this transaction and no trigger writes it: it is what was read with what was set.
    job.row = { ...job.row, ...changes };
  }
  return next;
}

/**
 * The status the lifecycle machine moves a job to on `event`, as the job stands, with nothing locked or
 * written: for a customer's step that starts something elsewhere (a payment at the provider) and leaves
 * the job where it is until the provider answers. Refused: 409 in the machine's words.
 */
export function allowJob(status: JobRequestStatus, facts: JobFacts, event: JobEvent, now: Date): JobRequestStatus {
  const next = nextJobStatus(status, facts, event);
  if (!next) throw new ApiError(409, jobRefusal(status, facts, event, now.toISOString()));
  return next;
}

/** Re-reads the facts of a locked job after its proposals, offers or visit changed in this transaction. */
export async function refreshFacts(tx: Database, job: LockedJob): Promise<LockedJob> {
  job.facts = await jobFactsOf(tx, job.row.id, job.now);
  return job;
}

/** What a step writes on an assignment besides its state. */
export type AssignmentChanges = Partial<Omit<AssignmentRow, 'id' | 'jobRequestId' | 'contractorId' | 'state' | 'stateChangedAt' | 'updatedAt'>>;

/**
 * Moves one contractor's assignment as the lifecycle machine decides for `event`; refused: 409 with
 * what the assignment allows. The caller holds the job's lock. `changes`, what the step writes on the
 * assignment besides, go in the same statement (and are written even when the state stays).
 */
export async function moveAssignment(tx: Database, assignment: AssignmentRow, event: AssignmentEvent, now: Date, changes?: AssignmentChanges): Promise<AssignmentState> {
  const next = allowAssignment(assignment.state, event);
  if (next !== assignment.state || changes) {
    await tx
      .update(assignedJobAppointments)
      .set({
        ...(next !== assignment.state ? { state: next, stateChangedAt: now, ...(next === 'Canceled' ? { canceledAt: now } : {}), ...(next === 'Completed' ? { completedAt: now } : {}) } : {}),
        ...changes,
        updatedAt: now,
      })
      .where(eq(assignedJobAppointments.id, assignment.id));
    Object.assign(assignment, changes, next !== assignment.state ? { state: next, stateChangedAt: now } : {});
  }
  return next;
}

/**
 * The state the lifecycle machine moves an assignment to on `event`, with nothing written: asked before
 * a step that writes elsewhere first, or leaves the assignment where it is. Refused: 409 with what the
 * assignment allows.
 */
export function allowAssignment(state: AssignmentState, event: AssignmentEvent): AssignmentState {
  const next = nextAssignmentState(state, event);
  if (!next) throw new ApiError(409, assignmentRefusalMessage(state, event.by));
  return next;
}

/**
 * Sends a system event to each of a job's assignments that the machine lets it change (the others are
 * left as they are): the customer canceled, or booked one contractor and so closed the others' offers.
 */
export async function moveAssignmentsWhereAllowed(
  tx: Database,
  jobRequestId: string,
  event: AssignmentEvent,
  now: Date,
  options: { except?: string } = {},
): Promise<AssignmentRow[]> {
  const rows = await tx.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, jobRequestId));
  const moved: AssignmentRow[] = [];
  for (const row of rows) {
    if (row.id === options.except || !nextAssignmentState(row.state, event)) continue;
    await moveAssignment(tx, row, event, now);
    moved.push(row);
  }
  return moved;
}

/** One line of the job's timeline (JobTimelineEntry in contract/job-requests.ts). */
export interface JobEventRecord {
  jobRequestId: string;
  /** What happened, e.g. `Submitted`, `Offered`, `EstimateReceived`, `Canceled`. */
  type: string;
  by: JobRole;
  contractorId?: string | null;
  note?: string | null;
  data?: Record<string, unknown>;
  at: Date;
}

/**
 * Adds a step to the job's timeline. Steps of one request often share a moment (a job submitted and
 * offered to three contractors), so a step is put a millisecond after the job's latest one when it
 * would not come later: the timeline, ordered by `at`, keeps the order the steps were taken in (the
 * caller holds the job's lock, so no other step slips in between).
 */
export async function recordJobEvent(tx: Database, record: JobEventRecord): Promise<void> {
  await recordJobEvents(tx, [record]);
}

/**
 * Adds steps to the timeline in one statement, as `recordJobEvent` of each in turn would: each a
 * millisecond after the one before it when it would not come later. The statement sees the job's
 * latest step as it was before it, so the n-th step of a job (from 0) is placed against that step
 * plus n + 1 milliseconds, and against each step before it in the list plus the milliseconds between.
 */
export async function recordJobEvents(tx: Database, records: JobEventRecord[]): Promise<void> {
  if (records.length === 0) return;
  const e = jobRequestEvents;
  const placed = new Map<string, { n: number; earliest: number }>();
  const rows = records.map((record) => {
    const before = placed.get(record.jobRequestId);
    const n = before ? before.n + 1 : 0;
    // The earliest this step may be put at for the steps before it in the list; the job's latest step is the statement's to add.
    const earliest = Math.max(record.at.getTime(), before ? before.earliest + 1 : -Infinity);
    placed.set(record.jobRequestId, { n, earliest });
    const latest = tx
      .select({ next: sql`max(${e.at}) + ${sql.raw(String(n + 1))} * interval '1 millisecond'` })
      .from(e)
      .where(eq(e.jobRequestId, record.jobRequestId));
    return {
      jobRequestId: record.jobRequestId,
      type: record.type,
      by: record.by,
      contractorId: record.contractorId ?? null,
      note: record.note ?? null,
      data: record.data ?? {},
      at: sql`greatest(${new Date(earliest).toISOString()}::timestamptz, (${latest}))`,
    };
  });
  await tx.insert(e).values(rows);
}
