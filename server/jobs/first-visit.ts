import { and, desc, eq, ne } from 'drizzle-orm';
import { jobAllows, jobRefusal, nextJobStatus, offeredTimesProblem } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { jobAppointments, jobProposals } from '../db/schema';
import { FieldRefusal } from '../lib/field-refusal';
import { ApiError, notFound } from '../lib/http';
import { enqueueNotification } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import { contractorContact } from '../visits/contractor';
import { scheduleFirstVisit } from '../visits/schedule';
import { bookableSlotsOf, type Slot, toSlot } from '../visits/slots';
import { textCustomer } from './customer-messages';
import { offeredTimesOf } from './facts';
import { type LockedJob, lockJob, moveJob, recordJobEvent } from './lifecycle';
import { isAwaitingDeposit } from './proposal-status';
import { visitTime } from './timeline';

/**
 * The first visit of a booked job, chosen by the customer (as online booking lets a customer of a home
 * service choose): from the times the contractor offered, else from the contractor's bookable slots
 * (free, within the horizon, outside their own change cutoff); and, when the contractor has no free
 * time, the times the contractor offers. The lifecycle machine decides each step from the job's facts
 * (`booking`), so what the page offers is what this takes.
 */

/** The contractor the first visit is with: the booked one, or the one whose accepted estimate waits for its deposit. */
async function visitProposalOf(db: Database, jobRequestId: string) {
  const rows = await db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, jobRequestId)).orderBy(desc(jobProposals.createdAt));
  return rows.find((p) => p.status === 'Accepted') ?? rows.find((p) => isAwaitingDeposit(p));
}

/** The times a customer can choose the first visit from now: those the contractor offered, else their bookable slots. */
export async function firstVisitTimes(db: Database, jobRequestId: string, now: Date): Promise<Slot[]> {
  const { times: offered, calendarWasFull } = await offeredTimesOf(db, jobRequestId, now);
  if (offered.length > 0) return offered;
  // A booking that found the calendar full leaves the job in noFreeTime, where the machine books nothing, until the contractor offers times.
  if (calendarWasFull) return [];
  const proposal = await visitProposalOf(db, jobRequestId);
  return proposal ? (await bookableSlotsOf(db, proposal.contractorId, now)).map(toSlot) : [];
}

/**
 * Books the first visit at the time the customer chose (`visit.schedule` by the consumer): 409 with the
 * machine's words when the job takes no booking now (the contractor not booked yet, a visit already
 * held, no free time) or the time is not one the contractor offered or is inside its own cutoff; 409
 * `SlotTaken` with the times left on its day in `timeZone` (the customer's) when it is not free.
 */
export async function chooseFirstVisit(db: Database, args: { userId: string; jobRequestId: string; start: string; timeZone?: string | undefined; now: Date }): Promise<void> {
  const { now } = args;
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, args.jobRequestId, now);
    if (!job || job.row.userId !== args.userId) throw notFound('The job request');
    const event = { type: 'visit.schedule', by: 'consumer', at: now.toISOString(), startsAt: new Date(args.start).toISOString() } as const;
    if (!nextJobStatus(job.row.status, job.facts, event)) throw new ApiError(409, jobRefusal(job.row.status, job.facts, event, now.toISOString()));
    // The machine books a visit only once the job is Accepted, whose facts read the booked contractor's calendar or offer.
    const proposal = await visitProposalOf(tx, job.row.id);
    if (proposal?.status !== 'Accepted') throw new Error(`The job ${job.row.id} took a visit without a booked contractor.`);
    const visit = await scheduleFirstVisit(tx, job, { contractorId: proposal.contractorId, jobProposalId: proposal.id, start: args.start, by: 'consumer', offered: job.facts.booking.times, timeZone: args.timeZone }, now);
    await tellContractorOfVisit(tx, job, visit);
  });
}

/**
 * Texts the booked contractor the first visit the customer chose (pushed to their app when it is
 * installed). A visit booked on its own at the booking is told of in the booking's own text instead.
 */
async function tellContractorOfVisit(tx: Database, job: LockedJob, visit: typeof jobAppointments.$inferSelect): Promise<void> {
  const contact = await contractorContact(tx, visit.contractorId);
  if (!contact) return;
  await enqueueNotification(tx, {
    userId: contact.userId,
    channel: 'sms',
    to: contact.phoneNumber,
    kind: 'VisitScheduled',
    body: `The customer chose ${visitTime(visit.scheduledStart)} for "${quotable(job.row.name)}" in ${quotable(job.row.city)}. Open the Southborough Home Services app to see it.`,
    data: { jobRequestId: job.row.id, jobAppointmentId: visit.id },
  });
}

/**
 * The contractor offers times for the first visit (`visit.offer`): kept on the job's timeline in time
 * order, the latest offer standing, and the customer texted to choose one on the job's page, linked
 * (`publicUrl`). The lifecycle machine judges each time (`offeredTimesProblem`: a visit's window
 * within the horizon, outside its own cutoff, in the hours visits are offered, on a day the provider
 * is open); here, that it is clear of the contractor's other visits. A time refused is a
 * `FieldRefusal` at that time.
 */
export async function offerVisitTimes(tx: Database, job: LockedJob, contractorId: string, times: Slot[], now: Date, publicUrl: string): Promise<void> {
  const at = now.toISOString();
  // Each is a refusal of the time sent, at its field, as the body's other checks of a time are; a job that takes no offer answers the machine's 409 whatever the times.
  const problem = jobAllows(job.row.status, job.facts, 'contractor', at)('visit.offer') ? offeredTimesProblem(times, at) : null;
  if (problem) throw new FieldRefusal(`times.${problem.index}.${problem.field}`, problem.message);
  await moveJob(tx, job, { type: 'visit.offer', by: 'contractor', at, times }, now);
  const busy = await tx
    .select({ start: jobAppointments.scheduledStart, end: jobAppointments.scheduledEnd })
    .from(jobAppointments)
    .where(and(eq(jobAppointments.contractorId, contractorId), ne(jobAppointments.status, 'Canceled')));
  times.forEach((t, i) => {
    const [start, end] = [new Date(t.start), new Date(t.end)];
    if (busy.some((b) => b.start < end && start < b.end)) throw new FieldRefusal(`times.${i}.start`, `You have another visit at ${visitTime(start)}. Offer a free time.`);
  });
  // Kept and texted in time order, as the customer's calendar lists times.
  const inOrder = [...times].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  await recordJobEvent(tx, { jobRequestId: job.row.id, type: 'TimesOffered', by: 'contractor', contractorId, data: { times: inOrder }, at: now });
  if (!job.row.contactPhone) return;
  const contractor = await contractorContact(tx, contractorId);
  await textCustomer(
    tx,
    job,
    { publicUrl },
    'VisitTimesOffered',
    `${contractor?.businessName ?? 'Your contractor'} offered ${times.length === 1 ? 'a time' : `${times.length} times`} for "${quotable(job.row.name)}": ${inOrder.map((t) => visitTime(t.start)).join('; ')}. Choose one on your job page:`,
  );
}
