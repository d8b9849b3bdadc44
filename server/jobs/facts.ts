import { type AnyColumn, and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { PROVIDER_TIME_ZONE } from '../../contract/forms';
import type { AssignmentState, JobRequestStatus } from '../../contract/job-lifecycle';
import { ANOTHER_ESTIMATE_ACCEPTED, type JobPaymentKind } from '../../contract/proposals';
import { cancelationRefundCents, changeCutoffOf, type DecidedEstimate, isOutsideItsCutoff, type JobFacts, reviewDueBy } from '../../machines/job-lifecycle.machine';
import { type Database, oncePerDatabase, readAll } from '../db/client';
import { jsonRows, parsedJson, rowsOfJson } from '../db/json-rows';
import { assignedJobAppointments, contractors, jobAppointments, jobProposals, jobRequestEvents, jobRequests, jobReviews, type PaymentStatus } from '../db/schema';
import { closedDayOf } from '../visits/closed-days';
import { BOOKING_HORIZON_DAYS, bookableSlotsOfContractors, type Slot } from '../visits/slots';
import { owedCents, paidCentsOfPayments, type PaidPayment, paidOfRows, type PaidRow, paidRowsOf, type ProposalRow, STATUS_COLUMN } from './owed';
import { isAwaitingDeposit } from './proposal-status';

/**
 * A job's facts as the lifecycle machine's guards read them, from the database: only reads, below the
 * modules that act on a job (lifecycle, payments, proposals, visits), which all decide with them.
 */

const OPEN_OFFER_STATES: AssignmentState[] = ['Offered', 'Accepted'];

/** A payment still owed: asked for, being confirmed (paying again answers the same payment), or declined and waiting for another card. */
const OWED: PaymentStatus[] = ['Due', 'Processing', 'Failed'];

/** How long the office takes to call a customer whose contractor has no free time. */
const CALL_BACK_DAYS = 2;

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: PROVIDER_TIME_ZONE, weekday: 'long', month: 'short', day: 'numeric' });
const weekdayIn = (at: Date) => weekdayFormat.format(at);

/**
 * The facts the job machine's guards read (`JobFacts`), from the job's proposals, offers, visit,
 * payments, review and the booked contractor's calendar at `now`: what the server decides with and
 * what the job's details hand the page, so both ask the machine the same question.
 */
export async function jobFactsOf(db: Database, jobRequestId: string, now: Date, known?: KnownJobRows): Promise<JobFacts> {
  return (await jobFactsOfJobs(db, [jobRequestId], now, known)).get(jobRequestId)!;
}

/**
 * Every row of these tables for the jobs asked about, that a caller read already for what it shows
 * (the job's details, a page of the list or of the inbox): the facts are taken from them rather than
 * read a second time. A table left out is read here. A caller on the pool may hand a read still under
 * way, so that the facts' other reads go out beside it; inside a transaction that read would share the
 * transaction's one connection with them (`readAll`), so there only rows already read are handed.
 */
export interface KnownJobRows {
  jobs?: Known<{ id: string; status: JobRequestStatus; completedAt: Date | null; cancelationRequestedAt: Date | null }[]>;
  proposals?: Known<ProposalRow[]>;
  offers?: Known<{ jobRequestId: string; state: AssignmentState }[]>;
  visits?: Known<(typeof jobAppointments.$inferSelect)[]>;
  reviews?: Known<{ jobRequestId: string; status: string; createdAt: Date }[]>;
  payments?: Known<PaidPayment[]>;
  /** The jobs' rows with the facts' columns of the tables not handed over (`factsColumns`): nothing is read then. */
  factsRows?: FactsRow[];
  /** The jobs' timeline, any order: where a first visit's booking stands is read from it, not again. */
  events?: BookingEvent[];
  /** The names of contractors the jobs' proposals name, for a booking that finds no free time. */
  contractorNames?: { id: string; name: string }[];
}

/** A timeline step as a first visit's booking reads it: the times a contractor offered, or that a booking found no free time. */
type BookingEvent = Pick<typeof jobRequestEvents.$inferSelect, 'jobRequestId' | 'type' | 'at' | 'data' | 'contractorId'>;
const BOOKING_EVENT_TYPES = ['TimesOffered', 'NoFreeSlot'] as const;
type Known<T> = T | PromiseLike<T>;

/** A proposal no longer waiting for the customer's answer, as the facts name its decision; undefined while it waits. */
function decidedEstimateOf(p: ProposalRow): DecidedEstimate | undefined {
  const decidedAt = p.decidedAt?.toISOString() ?? null;
  switch (p.status) {
    case 'Accepted':
    case 'Withdrawn':
      return { id: p.id, decision: p.status, decidedAt };
    case 'Declined':
      return { id: p.id, decision: p.declineReason === ANOTHER_ESTIMATE_ACCEPTED ? 'NotChosen' : 'Declined', decidedAt };
    default:
      return undefined;
  }
}

/** Open offers of each job, as the count the facts read. */
function openOffersOf(offers: { jobRequestId: string; state: AssignmentState }[]): { jobRequestId: string; n: number }[] {
  const counts = new Map<string, number>();
  for (const o of offers) if (OPEN_OFFER_STATES.includes(o.state)) counts.set(o.jobRequestId, (counts.get(o.jobRequestId) ?? 0) + 1);
  return [...counts].map(([jobRequestId, n]) => ({ jobRequestId, n }));
}

/** The first row of each group, in the rows' order. */
function firstBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T> {
  const first = new Map<string, T>();
  for (const row of rows) if (!first.has(keyOf(row))) first.set(keyOf(row), row);
  return first;
}

/** Ids as one parameter, a PostgreSQL array literal: a prepared statement has a fixed number of them. */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
const inIds = (column: AnyColumn) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;

/** What went through on a job's proposals, read as JSON (`paidRowsOf`'s columns). */
const paidRowsOfJson = (json: unknown): PaidRow[] =>
  parsedJson<PaidRow>(json).map((row) => ({ ...row, paid: Number(row.paid), kept: Number(row.kept) }));

/** Which of the facts' tables a caller did not hand over (`KnownJobRows`), and so are read here. */
export interface Unknown {
  proposals: boolean;
  offers: boolean;
  visits: boolean;
  reviews: boolean;
  payments: boolean;
}
const ALL_UNKNOWN: Unknown = { proposals: true, offers: true, visits: true, reviews: true, payments: true };

/**
 * What the facts read of the tables a caller did not hand over, as columns of the job's row: each table
 * a subquery of the row, its rows as JSON (a table handed over reads as null). A statement that reads
 * jobs for what it shows selects them beside its own columns and hands the rows to the facts
 * (`KnownJobRows.factsRows`), so the facts cost no statement of their own; on PostgreSQL each statement
 * is a round trip, on PGlite a turn of its one thread.
 */
export function factsColumns(db: Database, unknown: Unknown = ALL_UNKNOWN) {
  const j = jobRequests;
  const none = sql<null>`null`;
  return {
    proposals: unknown.proposals ? jsonRows(jobProposals, eq(jobProposals.jobRequestId, j.id), sql`${jobProposals.createdAt}, ${jobProposals.id}`) : none,
    openOffers: unknown.offers
      ? sql<number>`(select count(*) from ${assignedJobAppointments} where ${and(eq(assignedJobAppointments.jobRequestId, j.id), inArray(assignedJobAppointments.state, OPEN_OFFER_STATES))})`.mapWith(Number)
      : none,
    // The live visit: the latest made that is not canceled, as the job's page shows it.
    liveVisits: unknown.visits
      ? jsonRows(jobAppointments, and(eq(jobAppointments.jobRequestId, j.id), ne(jobAppointments.status, 'Canceled')), sql`${jobAppointments.createdAt} desc`)
      : none,
    requestedReviewAt: unknown.reviews
      ? sql<Date | null>`(select ${jobReviews.createdAt} from ${jobReviews} where ${and(eq(jobReviews.jobRequestId, j.id), eq(jobReviews.status, 'Requested'))} order by ${jobReviews.createdAt} desc limit 1)`.mapWith(jobReviews.createdAt)
      : none,
    paid: unknown.payments ? sql<unknown>`coalesce((select json_agg(went) from ${paidRowsOf(db, eq(jobProposals.jobRequestId, j.id))} went), '[]'::json)` : none,
  };
}

/** A job's row with the facts' columns (`factsColumns`) beside what the facts read of the job itself, as the facts read it back. */
export interface FactsRow {
  id: string;
  status: JobRequestStatus;
  completedAt: Date | null;
  cancelationRequestedAt: Date | null;
  proposals: unknown;
  openOffers: number | null;
  liveVisits: unknown;
  requestedReviewAt: Date | null;
  paid: unknown;
}

/**
 * Everything the facts read, for every job asked about, in one statement (`factsColumns`). A table a
 * caller handed over is left out: one statement for each such combination, prepared once per database,
 * so drizzle builds its SQL once and PostgreSQL plans it once per connection.
 */
function factsStatement(db: Database, unknown: Unknown, one: boolean) {
  const j = jobRequests;
  return (
    db
      .select({ id: j.id, status: j.status, completedAt: j.completedAt, cancelationRequestedAt: j.cancelationRequestedAt, ...factsColumns(db, unknown) })
      .from(j)
      // One job has a statement of its own: a plan for all values takes the array for ten ids, ten
      // times one id's cost, so PostgreSQL planned the statement of ids anew for every single job.
      .where(one ? eq(j.id, sql.placeholder('id')) : inIds(j.id))
      .prepare(`facts_of_${one ? 'job' : 'jobs'}_${Object.values(unknown).map(Number).join('')}`)
  );
}
const factsStatementsOf = oncePerDatabase(() => new Map<string, ReturnType<typeof factsStatement>>());

/** The facts' rows of `ids`, by the statement for one job or for several. */
function readFactsRows(db: Database, unknown: Unknown, ids: string[]) {
  const one = ids.length === 1;
  const statements = factsStatementsOf(db);
  const key = `${Object.values(unknown).join()}${one}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = factsStatement(db, unknown, one)));
  return statement.execute(one ? { id: ids[0] } : { ids: uuidArray(ids) });
}

/**
 * The facts of a page of jobs (`jobFactsOf` of each), in one statement however many jobs (and the
 * calendar's reads for jobs waiting for a first visit): each table is read once for all of them and
 * grouped here. A job that is not there answers facts of nothing.
 */
export async function jobFactsOfJobs(db: Database, jobRequestIds: string[], now: Date, known?: KnownJobRows): Promise<Map<string, JobFacts>> {
  const ids = [...new Set(jobRequestIds)];
  if (ids.length === 0) return new Map();
  const unknown: Unknown = { proposals: !known?.proposals, offers: !known?.offers, visits: !known?.visits, reviews: !known?.reviews, payments: !known?.payments };
  const allKnown = known?.factsRows || (known?.jobs && !Object.values(unknown).includes(true));
  const [read, knownJobs, knownProposals, knownOffers, knownVisits, knownReviews, knownPayments] = await Promise.all([
    allKnown ? [] : readFactsRows(db, unknown, ids),
    known?.jobs,
    known?.proposals,
    known?.offers,
    known?.visits,
    known?.reviews,
    known?.payments,
  ]);
  const rows: FactsRow[] = known?.factsRows ?? read;
  // A column read as null is a table the caller meant to hand over: a count or a JSON array never is.
  if (known?.factsRows?.some((row) => (unknown.proposals && row.proposals === null) || (unknown.offers && row.openOffers === null) || (unknown.visits && row.liveVisits === null) || (unknown.payments && row.paid === null))) {
    throw new Error('The facts were handed rows without the columns of a table not handed over.');
  }
  const jobs = knownJobs ?? rows;
  const proposals = knownProposals ?? rows.flatMap((row) => rowsOfJson(jobProposals, row.proposals));
  const offers = knownOffers ? openOffersOf(knownOffers) : rows.map((row) => ({ jobRequestId: row.id, n: row.openOffers ?? 0 }));
  const visits = knownVisits ? knownVisits.filter((v) => v.status !== 'Canceled') : rows.flatMap((row) => rowsOfJson(jobAppointments, row.liveVisits));
  const reviews = knownReviews
    ? knownReviews.filter((r) => r.status === 'Requested')
    : rows.flatMap((row) => (row.requestedReviewAt ? [{ jobRequestId: row.id, createdAt: row.requestedReviewAt }] : []));
  const paid = knownPayments ? paidCentsOfPayments(knownPayments) : paidOfRows(rows.flatMap((row) => paidRowsOfJson(row.paid)));
  const jobOf = firstBy(jobs, (j) => j.id);
  const offersOf = new Map(offers.map((o) => [o.jobRequestId, o.n]));
  const visitOf = firstBy(visits, (v) => v.jobRequestId);
  const reviewOf = firstBy(reviews, (r) => r.jobRequestId);
  const proposalsOf = new Map<string, ProposalRow[]>(ids.map((id) => [id, []]));
  for (const p of proposals) proposalsOf.get(p.jobRequestId)?.push(p);

  const partOf = (id: string) => {
    const list = proposalsOf.get(id) ?? [];
    const awaiting = list.find((p) => isAwaitingDeposit(p));
    const booked = list.find((p) => p.status === 'Accepted');
    return { list, awaiting, booked, job: jobOf.get(id), visit: visitOf.get(id) };
  };
  const parts = new Map(ids.map((id) => [id, partOf(id)]));
  const bookings = await bookingsOf(
    db,
    ids.flatMap((id) => {
      const { job, visit, booked, awaiting } = parts.get(id)!;
      return visit ? [] : [{ jobRequestId: id, status: job?.status, proposal: booked ?? awaiting }];
    }),
    now,
    known,
  );

  return new Map(
    ids.map((id) => {
      const { list, awaiting, booked, job, visit } = parts.get(id)!;
      const owedOf = (proposal: ProposalRow | undefined, kind: JobPaymentKind) =>
        proposal && OWED.includes(proposal[STATUS_COLUMN[kind]]) ? owedCents(proposal, kind, paid.paidOf(proposal.id, kind)) : 0;
      const depositPaidCents = paid.depositPaidOf(id);
      const review = reviewOf.get(id);
      const visitStartsAt = visit?.scheduledStart.toISOString() ?? null;
      const status = job?.status;
      const facts: JobFacts = {
        pendingProposals: list.filter((p) => p.status === 'Pending').length,
        openEstimates: list.filter((p) => p.status === 'Pending' && !isAwaitingDeposit(p)).map((p) => ({ id: p.id, validUntil: p.validUntil?.toISOString() ?? null })),
        openOffers: offersOf.get(id) ?? 0,
        visitStartsAt,
        visitEndsAt: visit?.scheduledEnd.toISOString() ?? null,
        changeCutoff: visitStartsAt ? changeCutoffOf(visitStartsAt).toISOString() : null,
        onMyWayAt: visit?.onMyWayAt?.toISOString() ?? null,
        startedAt: visit?.startedAt?.toISOString() ?? null,
        completedAt: status === 'Completed' ? (job?.completedAt?.toISOString() ?? null) : null,
        booking: visit ? { state: 'booked', nextStep: null, nextStepBy: null, times: [] } : bookings.get(id)!,
        owed: { depositCents: owedOf(awaiting, 'Deposit'), finalPaymentCents: owedOf(booked, 'FinalPayment'), extraWorkCents: owedOf(booked, 'SubsequentPayment') },
        extraWorkAdded: booked?.extraWorkAdditions ?? 0,
        awaitedDeposit: awaiting ? { proposalId: awaiting.id, depositCents: awaiting.depositCents, totalCents: awaiting.totalCents } : null,
        decidedEstimates: list.flatMap((p) => decidedEstimateOf(p) ?? []),
        depositPaidCents,
        reviewDueBy: review && status === 'Completed' ? reviewDueBy(job?.completedAt ?? review.createdAt).toISOString() : null,
        lateCancelation:
          status === 'CancelationRequested' && visitStartsAt
            ? {
                refundCents: cancelationRefundCents(
                  depositPaidCents,
                  { visitStartsAt, visitEndsAt: visit?.scheduledEnd.toISOString() ?? null, onMyWayAt: visit?.onMyWayAt?.toISOString() ?? null, startedAt: visit?.startedAt?.toISOString() ?? null },
                  (job?.cancelationRequestedAt ?? now).toISOString(),
                ),
                decidedBy: visitStartsAt,
              }
            : null,
      };
      return [id, facts] as const;
    }),
  );
}

/** A job without a visit, as `bookingsOf` reads where its first visit stands. */
interface Unbooked {
  jobRequestId: string;
  status: JobRequestStatus | undefined;
  /** The booked (or about-to-be-booked) contractor's proposal. */
  proposal: ProposalRow | undefined;
}

/**
 * Where the first visit of each job without one stands: the customer chooses from the booked (or
 * about-to-be-booked) contractor's bookable slots, or from times the contractor offered; with neither,
 * the contractor has no free time and the office calls within two days of the booking.
 */
async function bookingsOf(db: Database, jobs: Unbooked[], now: Date, known?: Pick<KnownJobRows, 'events' | 'contractorNames'>): Promise<Map<string, JobFacts['booking']>> {
  const bookings = new Map<string, JobFacts['booking']>();
  const waiting = jobs.flatMap((job) => {
    if (job.proposal && (job.status === 'Accepted' || job.status === 'Proposed')) return [{ ...job, proposal: job.proposal }];
    bookings.set(job.jobRequestId, { state: 'none', nextStep: null, nextStepBy: null, times: [] });
    return [];
  });
  if (waiting.length === 0) return bookings;
  const events = await bookingEventsOf(db, waiting.map((job) => job.jobRequestId), known?.events);
  const offered = await offeredTimesOfEvents(db, events.filter((e) => e.type === 'TimesOffered'), now);
  // Once the booking found the calendar full, the office follows up (or the contractor offers times): the job keeps saying so.
  const sinceOf = firstBy(
    events.filter((e) => e.type === 'NoFreeSlot'),
    (e) => e.jobRequestId,
  );
  const undecided = waiting.filter((job) => {
    const times = offered.get(job.jobRequestId) ?? [];
    if (times.length === 0) return true;
    bookings.set(job.jobRequestId, { state: 'offered', nextStep: null, nextStepBy: null, times });
    return false;
  });
  if (undecided.length === 0) return bookings;
  const contractorIds = (list: typeof undecided) => [...new Set(list.map((job) => job.proposal.contractorId))];
  const [slots, names] = await readAll(db, [
    () => bookableSlotsOfContractors(db, contractorIds(undecided.filter((job) => !sinceOf.has(job.jobRequestId))), now),
    async () => known?.contractorNames ?? (await db.select({ id: contractors.id, name: contractors.businessName }).from(contractors).where(inArray(contractors.id, contractorIds(undecided)))),
  ]);
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  for (const job of undecided) {
    const since = sinceOf.get(job.jobRequestId);
    if (!since && (slots.get(job.proposal.contractorId) ?? []).length > 0) {
      bookings.set(job.jobRequestId, { state: 'choose', nextStep: null, nextStepBy: null, times: [] });
      continue;
    }
    const callBy = new Date((since?.at ?? now).getTime() + CALL_BACK_DAYS * 24 * 60 * 60 * 1000);
    // Once the day has passed it is no longer a promise to give: the call is due.
    const call = callBy > now ? `we will call you by ${weekdayIn(callBy)} to set a time` : 'we will call you to set a time';
    bookings.set(job.jobRequestId, {
      state: 'noFreeTime',
      nextStep: `${nameOf.get(job.proposal.contractorId) ?? 'Your contractor'} has no free time in the next ${BOOKING_HORIZON_DAYS / 7} weeks; ${call}, or the contractor will offer times here.`,
      nextStepBy: callBy > now ? callBy.toISOString() : null,
      times: [],
    });
  }
  return bookings;
}

/** The jobs' steps a booking reads (`BOOKING_EVENT_TYPES`), latest first: from the timeline a caller holds, or in one read. */
async function bookingEventsOf(db: Database, jobRequestIds: string[], held?: BookingEvent[]): Promise<BookingEvent[]> {
  const types: readonly string[] = BOOKING_EVENT_TYPES;
  if (held) {
    const ids = new Set(jobRequestIds);
    return held.filter((e) => ids.has(e.jobRequestId) && types.includes(e.type)).sort((a, b) => b.at.getTime() - a.at.getTime());
  }
  return db
    .select({ jobRequestId: jobRequestEvents.jobRequestId, type: jobRequestEvents.type, at: jobRequestEvents.at, data: jobRequestEvents.data, contractorId: jobRequestEvents.contractorId })
    .from(jobRequestEvents)
    .where(and(inArray(jobRequestEvents.jobRequestId, jobRequestIds), inArray(jobRequestEvents.type, [...BOOKING_EVENT_TYPES])))
    .orderBy(desc(jobRequestEvents.at));
}

/**
 * The times the contractor offered for the first visit that can still be booked (outside their own
 * cutoff, not on a day closed since, not taken since), and whether a booking found the calendar full:
 * with no time offered the job then says `noFreeTime` (`bookingsOf`), whatever the calendar shows now.
 */
export async function offeredTimesOf(db: Database, jobRequestId: string, now: Date): Promise<{ times: Slot[]; calendarWasFull: boolean }> {
  const events = await bookingEventsOf(db, [jobRequestId]);
  const times = (await offeredTimesOfEvents(db, events.filter((e) => e.type === 'TimesOffered'), now)).get(jobRequestId) ?? [];
  return { times, calendarWasFull: events.some((e) => e.type === 'NoFreeSlot') };
}

/**
 * `offeredTimesOf` each job whose `TimesOffered` steps are given (latest first): the latest offer of
 * each, less what the contractors who offered have booked since, read in one statement.
 */
async function offeredTimesOfEvents(db: Database, events: BookingEvent[], now: Date): Promise<Map<string, Slot[]>> {
  const offers = [...firstBy(events, (e) => e.jobRequestId).values()].flatMap((offer) => {
    // A day closed after the offer (CLOSED_DAYS) takes its times out of the choice, as it does the calendar's.
    const times = ((offer.data as { times?: Slot[] } | undefined)?.times ?? [])
      .filter((t) => isOutsideItsCutoff(t.start, now) && !closedDayOf(new Date(t.start), new Date(t.end)))
      // Offers are kept in time order; one kept before that was not.
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    return times.length === 0 || !offer.contractorId ? [] : [{ jobRequestId: offer.jobRequestId, contractorId: offer.contractorId, times }];
  });
  const offered = new Map<string, Slot[]>();
  if (offers.length === 0) return offered;
  const busy = await db
    .select({ contractorId: jobAppointments.contractorId, start: jobAppointments.scheduledStart, end: jobAppointments.scheduledEnd })
    .from(jobAppointments)
    .where(
      and(
        inArray(jobAppointments.contractorId, [...new Set(offers.map((o) => o.contractorId))]),
        ne(jobAppointments.status, 'Canceled'),
        gt(jobAppointments.scheduledEnd, now),
      ),
    );
  for (const { jobRequestId, contractorId, times } of offers) {
    const theirs = busy.filter((b) => b.contractorId === contractorId);
    offered.set(
      jobRequestId,
      times.filter((t) => !theirs.some((b) => b.start < new Date(t.end) && new Date(t.start) < b.end)),
    );
  }
  return offered;
}
