import { and, asc, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '../../contract/common';
import type { ContractorRef } from '../../contract/contractors';
import { ANOTHER_ESTIMATE_ACCEPTED, type JobProposal } from '../../contract/proposals';
import { nextAssignmentState } from '../../machines/job-lifecycle.machine';
import { type Database, madeOnFirstUse, oncePerDatabase } from '../db/client';
import { assignedJobAppointments, contractors, jobAppointments, jobProposals, jobRequests, users } from '../db/schema';
import { ApiError, notFound } from '../lib/http';
import { direction, totalItems, totalOfPage } from '../lib/paging';
import { lockCustomerPlan, type MemberPlan } from '../memberships/benefits';
import { enqueueNotification } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import type { PaymentServices } from '../payments/payments';
import { scheduleFirstVisit, SlotTaken } from '../visits/schedule';
import { BOOKING_HORIZON_DAYS } from '../visits/slots';
import { contractorRefColumns, contractorRefs, toContractorRef } from './contractor-refs';
import { dispatchJob } from './dispatch';
import { allowJob, type JobRow, type LockedJob, lockJob, moveAssignment, moveAssignmentsWhereAllowed, moveJob, recordJobEvent, refreshFacts } from './lifecycle';
import { cancelOpenPayments } from './money';
import type { ProposalRow } from './owed';
import { isAwaitingDeposit, proposalStatusAt } from './proposal-status';
import { dollars, sentence, visitTime } from './timeline';
import { repriceForTripChargeWaiver } from './trip-charge-waiver';

/**
 * A customer's side of the contractors' estimates (job proposals): reading them, and accepting or
 * declining one, each decided by the lifecycle machine with the job locked. Accepting an estimate
 * that asks no deposit books its contractor at once; one that asks a deposit waits, accepted, for the
 * payment provider to confirm the deposit (server/jobs/deposit.ts), which books the contractor then.
 */


const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toJobProposal(p: ProposalRow, contractor: ContractorRef, now: Date): JobProposal {
  return {
    id: p.id,
    jobRequestId: p.jobRequestId,
    contractor,
    lineItems: p.lineItems,
    subtotalCents: p.subtotalCents,
    discountCents: p.discountCents,
    discountDescription: p.discountDescription,
    taxCents: p.taxCents,
    totalCents: p.totalCents,
    depositCents: p.depositCents,
    depositStatus: p.depositStatus,
    finalPaymentCents: p.finalPaymentCents,
    finalPaymentStatus: p.finalPaymentStatus,
    subsequentPaymentCents: p.subsequentPaymentCents,
    subsequentPaymentStatus: p.subsequentPaymentStatus,
    subsequentPaymentDescription: p.subsequentPaymentDescription,
    notes: p.notes,
    status: proposalStatusAt(p, now),
    validUntil: iso(p.validUntil),
    acceptedAt: iso(p.acceptedAt),
    decidedAt: iso(p.decidedAt),
    declineReason: p.declineReason,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Proposals as the API answers them, with their contractors read in one query. */
export async function toJobProposals(db: Database, rows: ProposalRow[], now: Date): Promise<JobProposal[]> {
  const refs = await contractorRefs(db, rows.map((r) => r.contractorId));
  return rows.flatMap((r) => {
    const contractor = refs.get(r.contractorId);
    return contractor ? [toJobProposal(r, contractor, now)] : [];
  });
}

/** Whose proposal is asked for: the job's customer, and the job it belongs to. */
export interface ProposalScope {
  userId: string;
  jobRequestId: string;
}

/** The customer's job request; another customer's answers 404 as an unknown one does. */
export async function ownedJob(db: Database, { userId, jobRequestId }: ProposalScope): Promise<JobRow> {
  const [job] = await db.select().from(jobRequests).where(and(eq(jobRequests.id, jobRequestId), eq(jobRequests.userId, userId)));
  if (!job) throw notFound('The job request');
  return job;
}

/** One proposal of the customer's job; one of another job answers 404. Pass `lock` inside a transaction that changes it. */
export async function ownedProposal(db: Database, scope: ProposalScope & { id: string }, options: { lock?: boolean } = {}): Promise<ProposalRow> {
  const query = db
    .select()
    .from(jobProposals)
    .where(and(eq(jobProposals.id, scope.id), eq(jobProposals.jobRequestId, scope.jobRequestId)));
  const [proposal] = options.lock ? await query.for('update') : await query;
  if (!proposal) throw notFound('The proposal');
  return proposal;
}

export interface ProposalsQuery {
  Page: number;
  PerPage: number;
  OrderBy?: 'createdAt' | 'total' | undefined;
  OrderByDirection: 'asc' | 'desc';
}

/**
 * A proposal's job is the customer's, as a condition of the proposal's own statement: a read finds
 * nothing of another's job without a statement before it to check. Only a read that finds nothing
 * asks whose job it is (`ownedJob`), to answer the right 404.
 */
const ofOwnedJob = sql`exists (select 1 from ${jobRequests} where ${jobRequests.id} = ${jobProposals.jobRequestId} and ${jobRequests.userId} = ${sql.placeholder('userId')})`;

/** A proposal's columns with the contractor who wrote it (joined in `selectProposals`). */
const proposalColumns = { ...getTableColumns(jobProposals), contractor: contractorRefColumns };

/** The proposals of the customer's job with the contractors who wrote them, in one statement. */
const selectProposals = (db: Database) =>
  db
    .select(proposalColumns)
    .from(jobProposals)
    .leftJoin(contractors, eq(contractors.id, jobProposals.contractorId))
    .leftJoin(users, eq(users.id, contractors.userId));

/** The estimates of the customer's job, oldest first unless asked otherwise, so several sit side by side in the order they came. */
function preparePage(db: Database, orderBy: ProposalsQuery['OrderBy'], dir: 'asc' | 'desc') {
  const order: SQL[] = orderBy === 'total' ? [direction(jobProposals.totalCents, dir), asc(jobProposals.createdAt)] : [direction(jobProposals.createdAt, dir)];
  // The page's rows and the total in one statement: a job has a few estimates at most.
  return db
    .select({ ...proposalColumns, total: totalItems })
    .from(jobProposals)
    .leftJoin(contractors, eq(contractors.id, jobProposals.contractorId))
    .leftJoin(users, eq(users.id, contractors.userId))
    .where(and(eq(jobProposals.jobRequestId, sql.placeholder('jobRequestId')), ofOwnedJob))
    .orderBy(...order, asc(jobProposals.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`proposals_page_${orderBy ?? 'createdAt'}_${dir}`);
}

/**
 * The customer's reads of proposals, prepared once per database (a page's for each order when first
 * asked): drizzle builds their SQL once, PostgreSQL plans them once per connection.
 */
const proposalStatements = oncePerDatabase((db) => ({
  page: madeOnFirstUse((order: `${NonNullable<ProposalsQuery['OrderBy']>}|${'asc' | 'desc'}`) => {
    const [orderBy, dir] = order.split('|') as [NonNullable<ProposalsQuery['OrderBy']>, 'asc' | 'desc'];
    return preparePage(db, orderBy, dir);
  }),
  one: selectProposals(db)
    .where(and(eq(jobProposals.id, sql.placeholder('id')), eq(jobProposals.jobRequestId, sql.placeholder('jobRequestId')), ofOwnedJob))
    .prepare('proposals_one'),
}));

/** Proposal rows with their contractors as the API answers them; one whose contractor is gone is left out. */
function withContractors<R extends ProposalRow & { contractor: Parameters<typeof toContractorRef>[0] }>(rows: R[], now: Date): JobProposal[] {
  return rows.flatMap(({ contractor: ref, ...row }) => {
    const contractor = toContractorRef(ref);
    return contractor ? [toJobProposal(row, contractor, now)] : [];
  });
}

export async function listProposals(db: Database, scope: ProposalScope, q: ProposalsQuery, now: Date): Promise<Paged<JobProposal>> {
  const page = proposalStatements(db).page(`${q.OrderBy ?? 'createdAt'}|${q.OrderByDirection}`);
  const values = { userId: scope.userId, jobRequestId: scope.jobRequestId };
  const rows = await page.execute({ ...values, limit: q.PerPage, offset: (q.Page - 1) * q.PerPage });
  if (rows.length === 0) await ownedJob(db, scope);
  // A page past the end has no row to carry the total: the first row of the list does.
  const totalItems = await totalOfPage(rows, q.Page, async () => (await page.execute({ ...values, limit: 1, offset: 0 }))[0]?.total ?? 0);
  const items = withContractors(
    rows.map(({ total: _total, ...row }) => row),
    now,
  );
  return { items, page: q.Page, perPage: q.PerPage, totalItems, totalPages: Math.ceil(totalItems / q.PerPage) };
}

export async function getProposal(db: Database, scope: ProposalScope & { id: string }, now: Date): Promise<JobProposal> {
  const rows = await proposalStatements(db).one.execute({ id: scope.id, jobRequestId: scope.jobRequestId, userId: scope.userId });
  if (rows.length === 0) {
    await ownedJob(db, scope);
    throw notFound('The proposal');
  }
  const [proposal] = withContractors(rows, now);
  if (!proposal) throw notFound('The proposal');
  return proposal;
}

export interface Decision {
  decision: 'Accept' | 'Decline';
  reason?: string | undefined;
}

/**
 * Accepts or declines one of the customer's estimates, with the job locked, as the lifecycle machine
 * allows (`proposal.accept` of it with its deposit, or `proposal.decline` of it); a refusal is a 409
 * that says why, an estimate decided already what it is now. An estimate whose price changed with the year's trip charge waiver is priced again, and its
 * acceptance refused with the new price (`repriceForTripChargeWaiver`). Answers the proposal as it
 * then stands.
 */
export async function decideProposal(services: PaymentServices, scope: ProposalScope & { id: string }, decision: Decision, now: Date): Promise<JobProposal> {
  const { db } = services;
  const decided = await db.transaction(async (tx) => {
    // One acceptance of the customer's at a time, whichever the job: the year's trip charge waiver goes to one of them.
    const plan = decision.decision === 'Accept' ? await lockCustomerPlan(tx, scope.userId) : undefined;
    const job = await lockJob(tx, scope.jobRequestId, now);
    if (!job || job.row.userId !== scope.userId) throw notFound('The job request');
    const proposal = await ownedProposal(tx, scope, { lock: true });
    if (decision.decision === 'Accept') {
      const accepted = await accept(tx, job, proposal, plan, now);
      return 'repriced' in accepted ? accepted : { proposal: accepted, closePayments: false };
    }
    const hadPayment = isAwaitingDeposit(proposal);
    return { proposal: await decline(tx, job, proposal, decision.reason?.trim() || null, now), closePayments: hadPayment };
  });
  // The new price is kept and nothing is accepted: the customer reads it before accepting again.
  if ('repriced' in decided) throw new ApiError(409, decided.repriced);
  const { proposal, closePayments } = decided;
  // The deposit of a proposal declined after it was accepted is no longer wanted.
  if (closePayments) await cancelOpenPayments(services, { jobProposalId: proposal.id });
  const [answer] = await toJobProposals(db, [proposal], now);
  return answer!;
}

async function accept(tx: Database, job: LockedJob, proposal: ProposalRow, plan: MemberPlan | undefined, now: Date): Promise<ProposalRow | { repriced: string }> {
  const event = { type: 'proposal.accept', proposalId: proposal.id, depositCents: proposal.depositCents, by: 'consumer', at: now.toISOString() } as const;
  // The machine refuses an estimate past its own expiry, and any while an accepted one waits for its deposit, whatever its price.
  allowJob(job.row.status, job.facts, event, now);
  const repriced = await repriceForTripChargeWaiver(tx, job, proposal, plan, now);
  if (repriced) return { repriced };
  await moveJob(tx, job, event, now);
  const asksDeposit = proposal.depositCents > 0;
  const [accepted] = await tx
    .update(jobProposals)
    .set(
      asksDeposit
        ? { acceptedAt: now, depositStatus: 'Due', updatedAt: now }
        : { acceptedAt: now, status: 'Accepted', decidedAt: now, depositStatus: 'NotDue', updatedAt: now },
    )
    .where(eq(jobProposals.id, proposal.id))
    .returning();
  await recordJobEvent(tx, {
    jobRequestId: job.row.id,
    type: 'ProposalAccepted',
    by: 'consumer',
    contractorId: proposal.contractorId,
    data: { totalCents: proposal.totalCents, depositCents: proposal.depositCents },
    at: now,
  });
  // Booking changes the job's other proposals, not this one: the row the update answered is the proposal as it stands.
  if (!asksDeposit) await bookContractor(tx, job, accepted!, now);
  return accepted!;
}

async function decline(tx: Database, job: LockedJob, proposal: ProposalRow, reason: string | null, now: Date): Promise<ProposalRow> {
  await moveJob(tx, job, { type: 'proposal.decline', proposalId: proposal.id, by: 'consumer' }, now);
  const [declined] = await tx
    .update(jobProposals)
    .set({
      status: 'Declined',
      decidedAt: now,
      declineReason: reason,
      updatedAt: now,
      // A deposit asked for when it was accepted is no longer owed.
      ...(proposal.depositStatus === 'Due' || proposal.depositStatus === 'Failed' || proposal.depositStatus === 'Processing' ? { depositStatus: 'NotDue' as const } : {}),
    })
    .where(eq(jobProposals.id, proposal.id))
    .returning();
  const assignment = await assignmentOf(tx, proposal);
  const close = { type: 'offer.close', by: 'system' } as const;
  if (assignment && nextAssignmentState(assignment.state, close)) await moveAssignment(tx, assignment, close, now);
  await recordJobEvent(tx, { jobRequestId: job.row.id, type: 'ProposalDeclined', by: 'consumer', contractorId: proposal.contractorId, note: reason, at: now });
  const contractor = await contractorContact(tx, proposal.contractorId);
  if (contractor?.phoneNumber) {
    const why = reason && quotable(reason);
    await enqueueNotification(tx, {
      userId: contractor.userId,
      channel: 'sms',
      to: contractor.phoneNumber,
      kind: 'EstimateDeclined',
      body: `The customer declined your estimate of ${dollars(proposal.totalCents)} for "${quotable(job.row.name)}" in ${quotable(job.row.city)}.${why ? ` Reason: ${sentence(why)}` : ''} Nothing more is needed from you.`,
      data: { jobRequestId: job.row.id, jobProposalId: proposal.id },
    });
  }
  // With nothing left open (no offer, no estimate) the job is offered to the next contractors.
  await refreshFacts(tx, job);
  if (job.facts.openOffers === 0 && job.facts.pendingProposals === 0) await dispatchJob(tx, job, now);
  return declined!;
}

/**
 * Books a proposal's contractor once the job has moved to Accepted (no deposit asked, or the deposit
 * paid): their assignment is confirmed (newly booked, as their inbox shows), the job's other open
 * offers closed and its other estimates declined, those contractors and the booked one told, and the
 * first visit scheduled. The caller holds the job's lock and has moved the job.
 */
export async function bookContractor(tx: Database, job: LockedJob, proposal: ProposalRow, now: Date): Promise<void> {
  const assignment = await assignmentOf(tx, proposal);
  if (assignment) await moveAssignment(tx, assignment, { type: 'booking.confirm', by: 'system' }, now, { isNewlyBooked: true, bookingReadAt: null });
  const others = await tx
    .update(jobProposals)
    .set({ status: 'Declined', decidedAt: now, declineReason: ANOTHER_ESTIMATE_ACCEPTED, updatedAt: now })
    .where(and(eq(jobProposals.jobRequestId, job.row.id), eq(jobProposals.status, 'Pending'), ne(jobProposals.id, proposal.id)))
    .returning({ id: jobProposals.id, contractorId: jobProposals.contractorId });
  if (others.length) {
    await tx
      .update(jobProposals)
      .set({ depositStatus: 'NotDue' })
      .where(and(inArray(jobProposals.id, others.map((o) => o.id)), inArray(jobProposals.depositStatus, ['Due', 'Failed', 'Processing'])));
  }
  await moveAssignmentsWhereAllowed(tx, job.row.id, { type: 'offer.close', by: 'system' }, now, { except: assignment?.id });
  for (const other of others) {
    const contractor = await contractorContact(tx, other.contractorId);
    if (!contractor?.phoneNumber) continue;
    await enqueueNotification(tx, {
      userId: contractor.userId,
      channel: 'sms',
      to: contractor.phoneNumber,
      kind: 'EstimateNotChosen',
      body: `The customer booked another contractor for "${quotable(job.row.name)}" in ${quotable(job.row.city)}. Thank you for your estimate; nothing more is needed from you.`,
      data: { jobRequestId: job.row.id, jobProposalId: other.id },
    });
  }

  await refreshFacts(tx, job);
  await scheduleVisitIfFree(tx, job, proposal, now);
  const [visit] = await tx
    .select({ start: jobAppointments.scheduledStart })
    .from(jobAppointments)
    .where(and(eq(jobAppointments.jobProposalId, proposal.id), ne(jobAppointments.status, 'Canceled')))
    .orderBy(desc(jobAppointments.createdAt))
    .limit(1);
  const contractor = await contractorContact(tx, proposal.contractorId);
  if (contractor?.phoneNumber) {
    const deposit = proposal.depositCents > 0 ? `, with the ${dollars(proposal.depositCents)} deposit paid` : '';
    // With no visit the customer's page says the contractor will offer times: the text asks them to.
    const when = visit
      ? ` First visit: ${visitTime(visit.start)}. The address and phone number are in the Southborough Home Services app.`
      : ` Your calendar has no free time in the next ${BOOKING_HORIZON_DAYS / 7} weeks: the customer is waiting for you to offer visit times in the Southborough Home Services app, where the address and phone number are.`;
    await enqueueNotification(tx, {
      userId: contractor.userId,
      channel: 'sms',
      to: contractor.phoneNumber,
      kind: 'JobBooked',
      body: `Booked: ${job.row.contactName ? quotable(job.row.contactName) : 'the customer'} accepted your estimate of ${dollars(proposal.totalCents)} for "${quotable(job.row.name)}" in ${quotable(job.row.city)}${deposit}.${when}`,
      data: { jobRequestId: job.row.id, jobProposalId: proposal.id, assignedJobAppointmentId: assignment?.id ?? null },
    });
  }
}

/** The assignment (the contractor's side of the job) a proposal came from. */
async function assignmentOf(tx: Database, proposal: ProposalRow) {
  const [row] = await tx
    .select()
    .from(assignedJobAppointments)
    .where(
      proposal.assignedJobAppointmentId
        ? eq(assignedJobAppointments.id, proposal.assignedJobAppointmentId)
        : and(eq(assignedJobAppointments.jobRequestId, proposal.jobRequestId), eq(assignedJobAppointments.contractorId, proposal.contractorId)),
    );
  return row;
}

/** Where a contractor is reached: their account's phone number. */
export async function contractorContact(db: Database, contractorId: string) {
  const [row] = await db
    .select({ userId: contractors.userId, businessName: contractors.businessName, phoneNumber: users.phoneNumber })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(contractors.id, contractorId));
  return row;
}

/**
 * Books the first visit of a job just booked. A contractor with no free slot in the booking horizon
 * must not undo the booking (or a paid deposit): the scheduling runs in a savepoint, and when no time
 * is free the job stays Accepted and its timeline says the provider will call to set the time.
 */
async function scheduleVisitIfFree(tx: Database, job: LockedJob, proposal: { id: string; contractorId: string }, now: Date) {
  try {
    await tx.transaction((savepoint) => scheduleFirstVisit(savepoint as unknown as Database, job, { contractorId: proposal.contractorId, jobProposalId: proposal.id }, now));
  } catch (err) {
    if (!(err instanceof SlotTaken)) throw err;
    await recordJobEvent(tx, { jobRequestId: job.row.id, type: 'NoFreeSlot', by: 'system', contractorId: proposal.contractorId, at: now });
  }
}
