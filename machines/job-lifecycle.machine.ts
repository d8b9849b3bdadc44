import { and, not, or, setup, type SnapshotFrom, transition } from 'xstate';
import type { AssignmentState, EstimateDecision, JobRequestStatus, JobRole, VisitBookingState } from '../contract/job-lifecycle';
import { addDays, dateIn, formattersByZone, PROVIDER_TIME_ZONE } from '../contract/forms';
import { depositCapMessage, maxDepositCents } from '../contract/proposals';
import { closedDayOf } from './closed-days';
import { JOB_STATUS_WORDS } from './job-status-words';
import { declineExpiredEstimate, openEstimateAt } from './open-estimates';
import {
  BOOKING_HORIZON_DAYS,
  bookingWindow,
  instantAt,
  isKnownZone,
  isVisitMissed,
  isWithinOfferedHours,
  OFFERED_HOURS,
  OFFERED_UNTIL_MINUTE,
  SLOT_MINUTES,
  visitMissedFrom,
  visitTime,
  type VisitSteps,
} from './visit-calendar';

/**
 * A job request's life, and the contractor's side of it (ARCHITECTURE.md "Job lifecycle").
 *
 * Two machines, one description. `jobLifecycleMachine` is the job as the customer follows it:
 * Submitted → Dispatched → Proposed → Accepted → Scheduled → InProgress → Completed, with Canceled and
 * CancelationRequested. `assignmentLifecycleMachine` is one contractor's offer of that job: Offered →
 * Accepted or Declined → Estimated → Booked → Completed, or Canceled, or Closed.
 *
 * Every transition says who may take it (`by`: the consumer, the contractor, or the system, meaning the
 * product itself: dispatch, the payment provider's confirmation) and why. The server never writes a
 * status itself: it rebuilds a snapshot from the row (`jobSnapshot`, `assignmentSnapshot`), asks the
 * machine what an event leads to (`nextJobStatus`, `nextAssignmentState`) and refuses what the machine
 * refuses. The SPA derives a customer's buttons from the same machine (`jobActionsFor`).
 *
 * One API call is one event, sent to each machine it concerns (a contractor's `job.complete` moves
 * both the job and the contractor's assignment); the call succeeds only when each accepts it.
 */

/** Changes to a booked visit (reschedule, cancel with a full refund) are the customer's until this long before it. */
export const CHANGE_CUTOFF_HOURS = 24;
const CHANGE_CUTOFF_MS = CHANGE_CUTOFF_HOURS * 60 * 60 * 1000;

/**
 * How soon after the booking moment a visit the system books on its own (no time chosen by the
 * customer) may start: its change cutoff plus a full day. A visit booked just outside its cutoff (a
 * deposit paid late in the evening, the visit the next-but-one morning) would close online changes the
 * next morning, before a customer who did not choose a time had a day to move it. A time the customer
 * chose keeps the cutoff alone: they chose it.
 */
export const AUTO_BOOKED_LEAD_HOURS = CHANGE_CUTOFF_HOURS + 24;

/** The earliest start of a visit the system books on its own at `at`. */
export function earliestAutoBookedStart(at: string | Date): Date {
  return new Date(new Date(at).getTime() + AUTO_BOOKED_LEAD_HOURS * 60 * 60 * 1000);
}

/** Of a deposit paid for a visit canceled after the cutoff, the share the customer gets back (the provider's rule). */
export const LATE_CANCELATION_REFUND_PERCENT = 50;

/** A completed job can be reviewed for this long after its completion. */
export const REVIEW_WINDOW_DAYS = 30;

/** The last moment a job completed at `completedAt` can be reviewed. */
export function reviewDueBy(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Extra work may be billed on a completed job for this long after its completion, as long as a review
 * may be written (`REVIEW_WINDOW_DAYS`): after that the job is settled, and no bill arrives for it out
 * of the blue (decision 092).
 */
export const EXTRA_WORK_WINDOW_DAYS = 30;

/** The last moment extra work can be added to a job completed at `completedAt`. */
export function extraWorkClosesAt(completedAt: string): Date {
  return new Date(Date.parse(completedAt) + EXTRA_WORK_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** The smallest amount a card payment can take (the payment provider's minimum). */
export const CARD_MINIMUM_CENTS = 50;

/** The most one card payment can take ($999,999.99, the payment provider's maximum): every payment a job asks must fit in it. */
export const CARD_MAXIMUM_CENTS = 99_999_999;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as the refusals write them, e.g. "$999,999.99". */
const dollars = (cents: number) => usd.format(cents / 100);

/**
 * How many times extra work may be added to one job: far more than a visit finds, and few enough that
 * the running amount and description the estimate keeps of it stay small.
 */
export const MAX_EXTRA_WORK_ADDITIONS = 50;

/** The contractor may report being on the way, or start, from this long before the booked window (on the visit's day). */
export const VISIT_STEPS_OPEN_HOURS = 2;
const VISIT_STEPS_OPEN_MS = VISIT_STEPS_OPEN_HOURS * 60 * 60 * 1000;

/** What is still owed on the job, per payment, in cents (0: nothing). */
export interface OwedFacts {
  /** The deposit of an accepted estimate, not paid yet. */
  depositCents: number;
  /** The rest of the total, asked once the contractor reports the job complete. */
  finalPaymentCents: number;
  /** Extra work agreed on site and billed, not paid yet. */
  extraWorkCents: number;
}

/** A visit's window (ISO 8601), as a contractor offers it. */
export interface VisitTime {
  start: string;
  end: string;
}

/** An estimate waiting for the customer's answer, and the last moment it can be accepted (null: it does not expire). */
export interface OpenEstimate {
  id: string;
  validUntil: string | null;
}

/** An estimate no longer waiting for the customer's answer: how it was decided, and when (null when that is not known). */
export interface DecidedEstimate {
  id: string;
  decision: EstimateDecision;
  decidedAt: string | null;
}

/** An accepted estimate's deposit, not booked yet (`JobFacts.awaitedDeposit`). */
export interface AwaitedDeposit {
  proposalId: string;
  depositCents: number;
  totalCents: number;
}

/** What the job's guards read, rebuilt from the database for every decision; the job's details carry it to the page. */
export interface JobFacts {
  /** Proposals waiting for the customer's answer. */
  pendingProposals: number;
  /** Of those, the ones not accepted yet, each with its own expiry: an estimate is accepted only before it runs out. */
  openEstimates: OpenEstimate[];
  /** Offers contractors still hold without an estimate or a decline (Offered or Accepted). */
  openOffers: number;
  /** The booked visit's start (ISO 8601); null until a visit is scheduled. */
  visitStartsAt: string | null;
  /** The booked visit's window end (ISO 8601). */
  visitEndsAt: string | null;
  /** The last moment the customer may move the visit, or cancel it with a full refund (`changeCutoffOf`). */
  changeCutoff: string | null;
  /** When the contractor reported being on the way, and started, on the booked visit. */
  onMyWayAt: string | null;
  startedAt: string | null;
  /** When the contractor reported the job complete (ISO 8601); null until it is Completed. */
  completedAt: string | null;
  /**
   * Where the first visit stands, and when it cannot be booked online what happens next (customer's words) and by when.
   * `times`: the times the contractor offered that can still be booked (state `offered`): the customer chooses one of them.
   */
  booking: { state: VisitBookingState; nextStep: string | null; nextStepBy: string | null; times: VisitTime[] };
  /** What is owed, by payment. */
  owed: OwedFacts;
  /** How many times extra work was added to the booked estimate (at most `MAX_EXTRA_WORK_ADDITIONS`). */
  extraWorkAdded: number;
  /**
   * The estimate accepted and waiting for its deposit, what that deposit is and the total it is a part
   * of; null when none waits. Only a payment of exactly this deposit, on this estimate, books the
   * contractor: `owed` no longer counts it once the provider has confirmed it.
   */
  awaitedDeposit: AwaitedDeposit | null;
  /**
   * The job's estimates decided already: the one booked (`Accepted`, the estimate the final payment and
   * extra work are paid on) and those declined, not chosen or withdrawn. A step on one of them says so.
   */
  decidedEstimates: DecidedEstimate[];
  /** The deposit paid and not refunded: what a cancelation refunds from. */
  depositPaidCents: number;
  /** Until when the customer may review the contractor; null when no review is due (none asked, or written). */
  reviewDueBy: string | null;
  /** For a cancelation asked after the cutoff: what the customer gets back, and by when the contractor or the office decides. */
  lateCancelation: { refundCents: number; decidedBy: string } | null;
}

export const NO_OWED: OwedFacts = { depositCents: 0, finalPaymentCents: 0, extraWorkCents: 0 };

export const NO_FACTS: JobFacts = {
  pendingProposals: 0,
  openEstimates: [],
  openOffers: 0,
  visitStartsAt: null,
  visitEndsAt: null,
  changeCutoff: null,
  onMyWayAt: null,
  startedAt: null,
  completedAt: null,
  booking: { state: 'none', nextStep: null, nextStepBy: null, times: [] },
  owed: NO_OWED,
  extraWorkAdded: 0,
  awaitedDeposit: null,
  decidedEstimates: [],
  depositPaidCents: 0,
  reviewDueBy: null,
  lateCancelation: null,
};

interface By {
  by: JobRole;
}

/** Every step of a job's life, named as the API call or the system fact that causes it. */
/** `at`: when the step is asked (ISO 8601), against the calendar: the cutoff, the visit's day, the review window. */
interface At {
  at: string;
}

export type JobEvent =
  | ({ type: 'job.dispatch' } & By)
  | ({ type: 'offers.exhausted' } & By)
  /** The estimate's total and the deposit it asks, each checked against the card minimum and the one-third cap. */
  | ({ type: 'estimate.submit'; totalCents: number; depositCents: number } & By)
  /** `proposalId`: the estimate accepted, which must not have run out at `at`. */
  | ({ type: 'proposal.accept'; proposalId: string; depositCents: number } & By & At)
  /** `proposalId`: the estimate declined, which must still wait for an answer (accepted and waiting for its deposit, or not). */
  | ({ type: 'proposal.decline'; proposalId: string } & By)
  /** `proposalId`: the estimate whose deposit is paid, which must be the one accepted and waiting for it. */
  | ({ type: 'deposit.pay'; proposalId: string } & By)
  /** The provider confirmed a payment of `amountCents` toward the deposit of the estimate `proposalId`. */
  | ({ type: 'deposit.paid'; proposalId: string; amountCents: number } & By)
  /**
   * `startsAt`: the visit's chosen start, never inside its own change cutoff, and one of the offered times when the
   * contractor offered some; one the system books on its own starts at least `AUTO_BOOKED_LEAD_HOURS` after `at`.
   */
  | ({ type: 'visit.schedule'; startsAt: string } & By & At)
  /**
   * `times`: the windows offered for the first visit, each one that can be offered at `at` (`offeredTimesProblem`);
   * an offer names at least one, so one without any is refused.
   */
  | ({ type: 'visit.offer'; times?: readonly VisitTime[] } & By & At)
  | ({ type: 'visit.reschedule'; startsAt: string } & By & At)
  | ({ type: 'job.cancel' } & By & At)
  | ({ type: 'cancelation.withdraw' } & By & At)
  | ({ type: 'cancelation.approve' } & By & At)
  | ({ type: 'contractor.onMyWay' } & By & At)
  | ({ type: 'job.start' } & By & At)
  | ({ type: 'job.complete' } & By)
  | ({ type: 'extraWork.add'; amountCents: number } & By & At)
  /** `proposalId`: the estimate paid on, which must be the one booked. */
  | ({ type: 'extraWork.pay'; proposalId: string } & By)
  /**
   * `proposalId`: the estimate paid on, which must be the one booked. `withExtraWork`: the extra work
   * still owed is paid in the same card payment, which must be able to take both.
   */
  | ({ type: 'finalPayment.pay'; proposalId: string; withExtraWork: boolean } & By)
  | ({ type: 'review.submit' } & By & At);
export type JobEventType = JobEvent['type'];

/** The rule a payment amount breaks, in the words a refusal uses; null when the card can take it (0 means nothing is asked). */
export function cardAmountProblem(what: string, cents: number): string | null {
  if (!Number.isInteger(cents) || cents < 0) return `${what} must be a whole number of cents, not negative.`;
  if (cents > 0 && cents < CARD_MINIMUM_CENTS) return `${what} must be $0 or at least ${dollars(CARD_MINIMUM_CENTS)}, the smallest amount a card can be charged.`;
  if (cents > CARD_MAXIMUM_CENTS) return `${what} can be at most ${dollars(CARD_MAXIMUM_CENTS)}, the most a card can be charged in one payment.`;
  return null;
}

/** The refusal of a deposit over one third of `totalCents` (M.G.L. c. 142A), in the words the deposit field shows; null within it. */
export function depositCapProblem(totalCents: number, depositCents: number): string | null {
  return depositCents <= maxDepositCents(totalCents) ? null : depositCapMessage(maxDepositCents(totalCents));
}

/** The rule an estimate's amounts break (the deposit, its one-third cap, and the final payment it leaves), or null. */
export function estimateAmountsProblem(totalCents: number, depositCents: number): string | null {
  return (
    cardAmountProblem('A deposit', depositCents) ??
    depositCapProblem(totalCents, depositCents) ??
    cardAmountProblem('The final payment (the total less the deposit)', totalCents - depositCents)
  );
}

/** The estimate booked on the job, which the final payment and extra work are paid on; null before one is. */
export function bookedEstimateOf(facts: Pick<JobFacts, 'decidedEstimates'>): string | null {
  return facts.decidedEstimates.find((e) => e.decision === 'Accepted')?.id ?? null;
}

/** Whether the estimate `proposalId` still waits for the customer's answer: open, or accepted and waiting for its deposit. */
export function isUndecidedEstimate(facts: Pick<JobFacts, 'openEstimates' | 'awaitedDeposit'>, proposalId: string): boolean {
  return facts.openEstimates.some((e) => e.id === proposalId) || facts.awaitedDeposit?.proposalId === proposalId;
}

/** What a decided estimate is now, in the words of a refusal of a step on it. */
function decidedEstimateWords({ decision, decidedAt }: DecidedEstimate): string {
  const on = decidedAt ? ` on ${providerDay(decidedAt)}` : '';
  switch (decision) {
    case 'Accepted':
      return `This estimate was already accepted${on}.`;
    case 'Declined':
      return `This estimate was already declined${on}.`;
    case 'NotChosen':
      return `This estimate was already declined${on}, when another estimate for this job was accepted.`;
    case 'Withdrawn':
      return 'This estimate was withdrawn: the job request was canceled.';
  }
}

/** The refusal of a decision on the estimate `proposalId` when it was decided already; null while it waits for one. */
function decidedEstimateProblem(facts: JobFacts, proposalId: string): string | null {
  const decided = facts.decidedEstimates.find((e) => e.id === proposalId);
  return decided ? decidedEstimateWords(decided) : null;
}

/** The refusal of paying a deposit on the estimate `proposalId` when it is not the one whose deposit the job waits for; null when it is. */
function depositEstimateProblem(facts: JobFacts, proposalId: string): string | null {
  if (facts.awaitedDeposit?.proposalId === proposalId) return null;
  if (facts.openEstimates.some((e) => e.id === proposalId)) return 'Accept this estimate first: its deposit is paid once you have accepted it.';
  return decidedEstimateProblem(facts, proposalId) ?? 'No deposit is due on this estimate.';
}

/** The refusal of a payment after the work on the estimate `proposalId` when it is not the one booked; null when it is. */
function bookedEstimateProblem(facts: JobFacts, proposalId: string): string | null {
  return bookedEstimateOf(facts) === proposalId ? null : 'This estimate was not booked, so nothing more is paid on it.';
}

/** Whether a payment of `amountCents` on the estimate `proposalId` is the deposit the job waits for, all of it. */
function isAwaitedDepositPaid(awaited: AwaitedDeposit | null, proposalId: string, amountCents: number): boolean {
  return awaited !== null && awaited.proposalId === proposalId && awaited.depositCents === amountCents;
}

/** Whether a visit the system books on its own at `at` may start at `startsAt`. */
function keepsAutoBookedLead(startsAt: string, at: string): boolean {
  return Date.parse(startsAt) >= earliestAutoBookedStart(at).getTime();
}

/**
 * The rule an amount of extra work breaks, or null: it is billed, so it is more than nothing, and it
 * joins the extra work still owed (`owedCents`, `OwedFacts.extraWorkCents`) in the one payment that
 * pays it all, which a card must be able to take.
 */
export function extraWorkAmountProblem(amountCents: number, owedCents = 0): string | null {
  if (amountCents <= 0) return 'Extra work must cost more than $0.';
  // Not the card rule's "$0 or at least": extra work is never $0.
  if (Number.isInteger(amountCents) && amountCents < CARD_MINIMUM_CENTS)
    return `Extra work must cost at least ${dollars(CARD_MINIMUM_CENTS)}, the smallest amount a card can be charged.`;
  const alone = cardAmountProblem('Extra work', amountCents);
  if (alone || owedCents + amountCents <= CARD_MAXIMUM_CENTS) return alone;
  const room = CARD_MAXIMUM_CENTS - owedCents;
  const more = room >= CARD_MINIMUM_CENTS ? `at most ${dollars(room)} more can be added` : 'no more can be added';
  return `The extra work not yet paid is billed in one card payment of at most ${dollars(CARD_MAXIMUM_CENTS)}: with ${dollars(owedCents)} of it owed, ${more} until the customer pays.`;
}

/** The rule the final payment and the extra work still owed break as one card payment, or null (nothing of extra work owed: none). */
export function balanceProblem(owed: OwedFacts): string | null {
  if (owed.extraWorkCents === 0) return null;
  const together = cardAmountProblem('The final payment and the extra work together', owed.finalPaymentCents + owed.extraWorkCents);
  return together && `${together} Pay them one at a time.`;
}

/**
 * Whether a visit starting `startsAt` is outside its own change cutoff at `at`, so it may be booked or
 * moved to then: `visitTimeProblem` without the words, cheap enough for every slot of a calendar.
 */
export function isOutsideItsCutoff(startsAt: string | Date, at: string | Date): boolean {
  return msOf(at) <= msOf(startsAt) - CHANGE_CUTOFF_MS;
}
const msOf = (at: string | Date) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** The rule a chosen visit time breaks, or null: a visit is never booked inside its own change cutoff. */
export function visitTimeProblem(startsAt: string, at: string): string | null {
  if (isOutsideItsCutoff(startsAt, at)) return null;
  return `A visit must start at least ${CHANGE_CUTOFF_HOURS} hours from now, so it can still be changed; choose a later time.`;
}

/** A time offered for the first visit that breaks a rule: which of the times, the field its refusal names, and the words. */
export interface OfferedTimeProblem {
  index: number;
  field: 'start' | 'end';
  message: string;
}

/**
 * The first rule the times a contractor offers for the first visit break at `at`, or null (decisions
 * 088 and 097): each is no further ahead than a visit is booked, starts apart from the others (the
 * customer chooses a time by its start), touches no day the provider is closed, and is a visit's
 * `SLOT_MINUTES` window outside its own change cutoff, from 7:00 AM to 9:00 PM on the provider's clock.
 */
export function offeredTimesProblem(times: readonly VisitTime[], at: string): OfferedTimeProblem | null {
  const lastDay = bookingWindow(new Date(at)).last;
  for (const [index, time] of times.entries()) {
    const [start, end] = [new Date(time.start), new Date(time.end)];
    const refused = (field: OfferedTimeProblem['field'], rule: string): OfferedTimeProblem => ({ index, field, message: `The time ${visitTime(start)}${rule}` });
    if (dateIn(PROVIDER_TIME_ZONE, start) > lastDay) {
      return refused(
        'start',
        ` is more than ${BOOKING_HORIZON_DAYS / 7} weeks ahead, further than a visit can be booked. Offer a time up to ${providerDay(instantAt(lastDay, 12 * 60).toISOString())}.`,
      );
    }
    if (times.slice(0, index).some((t) => Date.parse(t.start) === start.getTime())) return refused('start', ' is offered twice. Offer each time once.');
    const closed = closedDayOf(start, end);
    if (closed) {
      const why = closed.reason === 'closed' ? '' : ` (${closed.reason})`;
      return refused('start', ` ${closed.date === dateIn(PROVIDER_TIME_ZONE, start) ? 'is on' : 'runs into'} a day we are closed${why}. Offer a time on another day.`);
    }
    if (!(end > start)) return refused('end', ' must end after it starts.');
    // The customer books it as a visit, and every visit is an arrival window of one length.
    if (end.getTime() - start.getTime() !== SLOT_MINUTES * 60_000) {
      return refused('end', ` must end ${SLOT_MINUTES / 60} hours after it starts: a visit is a ${SLOT_MINUTES / 60}-hour arrival window.`);
    }
    const tooSoon = visitTimeProblem(start.toISOString(), at);
    if (tooSoon) return refused('start', `: ${tooSoon}`);
    if (!isWithinOfferedHours(start, end)) return refused('start', ` is outside the hours a visit can be offered, ${OFFERED_HOURS} Eastern time. Offer a time within them.`);
  }
  return null;
}

/**
 * A time that can be offered at `at`, when any can: the evening window of the first day that takes
 * one (the latest window of a day passes every rule an earlier one of that day passes); none when every
 * day up to the horizon is closed.
 */
function offerableTimesAt(at: string): VisitTime[] {
  const today = dateIn(PROVIDER_TIME_ZONE, new Date(at));
  for (let days = 1; days <= BOOKING_HORIZON_DAYS; days += 1) {
    const start = instantAt(addDays(today, days), OFFERED_UNTIL_MINUTE - SLOT_MINUTES);
    const time = { start: start.toISOString(), end: new Date(start.getTime() + SLOT_MINUTES * 60_000).toISOString() };
    if (offeredTimesProblem([time], at) === null) return [time];
  }
  return [];
}

/** Whether `startsAt` may be booked as the first visit: any time when the contractor offered none, else one of those offered. */
function isOfferedTime(booking: JobFacts['booking'], startsAt: string): boolean {
  return booking.state !== 'offered' || booking.times.some((t) => Date.parse(t.start) === Date.parse(startsAt));
}

// Formatters are made once: making one costs some forty times what formatting with it does.
const providerDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: PROVIDER_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
const momentFormatIn = formattersByZone((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }));

/** A day in the provider's zone, e.g. "January 10, 2026". */
function providerDay(at: string): string {
  return providerDayFormat.format(new Date(at));
}

/** When the contractor may report being on the way, or start, for a visit starting `visitStartsAt`. */
export function visitStepsOpenAt(visitStartsAt: string): Date {
  return new Date(Date.parse(visitStartsAt) - VISIT_STEPS_OPEN_MS);
}

/** A moment in the provider's zone, with the zone named, e.g. "Dec 10, 9:00 AM EST", whatever the computer's zone. */
export function providerTime(at: string | Date): string {
  return momentIn(at, PROVIDER_TIME_ZONE);
}

/**
 * A moment as `providerTime` writes it, in the reader's zone, e.g. "Dec 10, 6:00 AM PST": words the
 * customer reads beside times their page shows in their own zone name it alike (docs/decisions/026).
 * In the provider's when the zone is missing or unknown: a header names any string.
 */
export function momentIn(at: string | Date, timeZone: string | undefined): string {
  return momentFormatIn(isKnownZone(timeZone) ? timeZone : PROVIDER_TIME_ZONE)
    .format(new Date(at))
    .replace(/, (\d+:\d\d)/, ' $1')
    .replace(/^(\w+ \d+) /, '$1, ');
}

/** Whether a change asked `at` comes before the cutoff of a visit starting `visitStartsAt` (no visit: always). */
export function isBeforeChangeCutoff(visitStartsAt: string | null, at: string): boolean {
  return !visitStartsAt || isOutsideItsCutoff(visitStartsAt, at);
}

/** The last moment the customer may reschedule, or cancel with a full refund, a visit starting at `visitStartsAt`. */
export function changeCutoffOf(visitStartsAt: string): Date {
  return new Date(Date.parse(visitStartsAt) - CHANGE_CUTOFF_MS);
}

/**
 * What a customer who cancels gets back of a paid deposit: all of it before the cutoff, the provider's
 * share after it, and all of it again once the contractor missed the visit (`isVisitMissed`). The
 * cancel dialog says this before the customer confirms, and the refund pays it.
 */
export function cancelationRefundCents(depositPaidCents: number, visit: VisitSteps, at: string): number {
  if (isBeforeChangeCutoff(visit.visitStartsAt, at) || isVisitMissed(visit, at)) return depositPaidCents;
  return Math.floor((depositPaidCents * LATE_CANCELATION_REFUND_PERCENT) / 100);
}

const byRole =
  (...roles: JobRole[]) =>
  ({ event }: { event: By }) =>
    roles.includes(event.by);

export const jobLifecycleMachine = setup({
  types: {
    context: {} as JobFacts,
    input: {} as JobFacts | undefined,
    events: {} as JobEvent,
  },
  guards: {
    isConsumer: byRole('consumer'),
    isContractor: byRole('contractor'),
    isSystem: byRole('system'),
    hasNoDeposit: ({ event }) => event.type === 'proposal.accept' && event.depositCents === 0,
    isOpenEstimate: ({ context, event }) => event.type === 'proposal.accept' && openEstimateAt(context, event.proposalId, event.at) !== undefined,
    isUndecidedEstimate: ({ context, event }) => event.type === 'proposal.decline' && isUndecidedEstimate(context, event.proposalId),
    isAwaitedEstimate: ({ context, event }) => event.type === 'deposit.pay' && context.awaitedDeposit?.proposalId === event.proposalId,
    isBookedEstimate: ({ context, event }) => (event.type === 'finalPayment.pay' || event.type === 'extraWork.pay') && bookedEstimateOf(context) === event.proposalId,
    isOfferedTime: ({ context, event }) => event.type === 'visit.schedule' && isOfferedTime(context.booking, event.startsAt),
    hasPendingProposals: ({ context }) => context.pendingProposals > 0,
    hasOtherPendingProposals: ({ context }) => context.pendingProposals > 1,
    hasOpenOffers: ({ context }) => context.openOffers > 0,
    hasNoDepositOwed: ({ context }) => context.owed.depositCents === 0,
    isBeforeChangeCutoff: ({ context, event }) => 'at' in event && isBeforeChangeCutoff(context.visitStartsAt, event.at),
    isPayableEstimate: ({ event }) => event.type === 'estimate.submit' && estimateAmountsProblem(event.totalCents, event.depositCents) === null,
    isPayableExtraWork: ({ context, event }) => event.type === 'extraWork.add' && extraWorkAmountProblem(event.amountCents, context.owed.extraWorkCents) === null,
    isDepositOwed: ({ context }) => context.owed.depositCents > 0,
    isAwaitedDepositPaid: ({ context, event }) => event.type === 'deposit.paid' && isAwaitedDepositPaid(context.awaitedDeposit, event.proposalId, event.amountCents),
    keepsAutoBookedLead: ({ event }) => event.type === 'visit.schedule' && keepsAutoBookedLead(event.startsAt, event.at),
    isFinalPaymentOwed: ({ context }) => context.owed.finalPaymentCents > 0,
    isExtraWorkOwed: ({ context }) => context.owed.extraWorkCents > 0,
    hasRoomForExtraWork: ({ context }) => context.extraWorkAdded < MAX_EXTRA_WORK_ADDITIONS,
    isWithinExtraWorkWindow: ({ context, event }) =>
      'at' in event && (context.completedAt === null || Date.parse(event.at) <= extraWorkClosesAt(context.completedAt).getTime()),
    isPayableBalance: ({ context, event }) => event.type === 'finalPayment.pay' && (!event.withExtraWork || balanceProblem(context.owed) === null),
    canBookVisit: ({ context }) => context.booking.state === 'choose' || context.booking.state === 'offered',
    canOfferTimes: ({ context }) => context.booking.state !== 'booked',
    areOfferableTimes: ({ event }) => event.type === 'visit.offer' && event.times !== undefined && event.times.length > 0 && offeredTimesProblem(event.times, event.at) === null,
    isOutsideItsCutoff: ({ event }) => 'startsAt' in event && visitTimeProblem(event.startsAt, event.at) === null,
    areVisitStepsOpen: ({ context, event }) =>
      'at' in event && context.visitStartsAt !== null && Date.parse(event.at) >= visitStepsOpenAt(context.visitStartsAt).getTime(),
    isVisitMissed: ({ context, event }) => 'at' in event && isVisitMissed(context, event.at),
    isBeforeVisit: ({ context, event }) => 'at' in event && (context.visitStartsAt === null || Date.parse(event.at) < Date.parse(context.visitStartsAt)),
    isPastCancelationDeadline: ({ context, event }) =>
      'at' in event && context.lateCancelation !== null && Date.parse(event.at) >= Date.parse(context.lateCancelation.decidedBy),
    isReviewDue: ({ context, event }) => 'at' in event && context.reviewDueBy !== null && Date.parse(event.at) <= Date.parse(context.reviewDueBy),
  },
}).createMachine({
  id: 'jobLifecycle',
  meta: { screens: "Job Request Details (`/job-requests/$id`) and My Job Requests; the server's 409s" },
  description:
    "A job request from the customer's request to the finished job: dispatched to nearby contractors of its trade, estimated, accepted with a deposit of at most one third (M.G.L. c. 142A), scheduled, done, paid and reviewed; canceled at once while nobody is booked, through CancelationRequested after the change cutoff.",
  context: ({ input }) => input ?? NO_FACTS,
  initial: 'Submitted',
  states: {
    Submitted: {
      description: 'Received; not yet offered to any contractor, or every contractor who could take it has passed.',
      meta: JOB_STATUS_WORDS.Submitted,
      on: {
        'job.dispatch': {
          guard: 'isSystem',
          target: 'Dispatched',
          description: 'System: offered to the nearest contractors of its trade whose service area covers its zip code.',
        },
        'job.cancel': { guard: 'isConsumer', target: 'Canceled', description: 'Consumer: nobody is booked, so it ends at once.' },
      },
    },
    Dispatched: {
      description: 'Offered to contractors; waiting for an estimate.',
      meta: JOB_STATUS_WORDS.Dispatched,
      on: {
        'job.dispatch': { guard: 'isSystem', target: 'Dispatched', description: 'System: offered to more contractors when those asked passed.' },
        'offers.exhausted': {
          guard: and(['isSystem', not('hasOpenOffers'), not('hasPendingProposals')]),
          target: 'Submitted',
          description: 'System: every contractor who could take it passed and nobody else serves its zip code; no offer is still held and no estimate waits.',
        },
        'estimate.submit': {
          guard: and(['isContractor', 'isPayableEstimate']),
          target: 'Proposed',
          description: 'Contractor: an offered contractor sends a priced estimate whose deposit and final payment are each $0 or a chargeable amount.',
        },
        'job.cancel': { guard: 'isConsumer', target: 'Canceled', description: 'Consumer: nobody is booked, so it ends at once.' },
      },
    },
    Proposed: {
      description: "At least one estimate waits for the customer's answer.",
      meta: JOB_STATUS_WORDS.Proposed,
      on: {
        'estimate.submit': {
          guard: and(['isContractor', 'isPayableEstimate']),
          target: 'Proposed',
          description: 'Contractor: another offered contractor sends an estimate too.',
        },
        'proposal.accept': [
          {
            guard: and(['isConsumer', 'hasPendingProposals', 'hasNoDepositOwed', 'isOpenEstimate', 'hasNoDeposit']),
            target: 'Accepted',
            description: 'Consumer: accepting an estimate (before its own expiry) that asks no deposit books the contractor at once.',
          },
          {
            guard: and(['isConsumer', 'hasPendingProposals', 'hasNoDepositOwed', 'isOpenEstimate']),
            target: 'Proposed',
            description: 'Consumer: accepted; the contractor is booked when the deposit is paid.',
          },
        ],
        'deposit.pay': {
          // No cap of its own: a deposit is capped where it is set (estimate.submit, and the proposals table's check).
          guard: and(['isConsumer', 'isDepositOwed', 'isAwaitedEstimate']),
          target: 'Proposed',
          description: 'Consumer: pays the deposit of the accepted estimate, on that estimate (at most one third of its total), choosing the first visit with it.',
        },
        'deposit.paid': {
          guard: and(['isSystem', 'isAwaitedDepositPaid']),
          target: 'Accepted',
          description:
            "System: the payment provider confirmed the whole deposit of the estimate accepted; the contractor is booked and the job's other estimates are declined. Any other payment is refunded in full.",
        },
        'job.dispatch': { guard: 'isSystem', target: 'Proposed', description: 'System: offered to more contractors meanwhile.' },
        'proposal.decline': [
          {
            guard: and(['isConsumer', 'isUndecidedEstimate', 'hasOtherPendingProposals']),
            target: 'Proposed',
            description: 'Consumer: declines one estimate still waiting for an answer; others still wait.',
          },
          {
            guard: and(['isConsumer', 'isUndecidedEstimate', 'hasPendingProposals', 'hasOpenOffers']),
            target: 'Dispatched',
            description: 'Consumer: declines the last estimate; other contractors may still send one.',
          },
          {
            guard: and(['isConsumer', 'isUndecidedEstimate', 'hasPendingProposals']),
            target: 'Submitted',
            description: 'Consumer: declines the last estimate and nobody else holds the offer; it goes back to be dispatched again.',
          },
        ],
        'job.cancel': { guard: 'isConsumer', target: 'Canceled', description: 'Consumer: nobody is booked, so it ends at once.' },
      },
    },
    Accepted: {
      description: 'The deposit is paid (or none was due): the contractor is booked; the visit is not yet scheduled.',
      meta: JOB_STATUS_WORDS.Accepted,
      tags: ['contractorBooked'],
      on: {
        'visit.schedule': {
          guard: and([or(['isConsumer', and(['isSystem', 'keepsAutoBookedLead'])]), 'canBookVisit', 'isOfferedTime', 'isOutsideItsCutoff']),
          target: 'Scheduled',
          description: `Consumer or system: a time the customer chose from the contractor's free times, or one of the times the contractor offered when they offered some (with the deposit or after it), at least ${CHANGE_CUTOFF_HOURS} hours ahead; one the system books on its own, at least ${AUTO_BOOKED_LEAD_HOURS} hours ahead.`,
        },
        'visit.offer': {
          guard: and(['isContractor', 'canOfferTimes', 'areOfferableTimes']),
          target: 'Accepted',
          description: `Contractor: offers times for the visit, for instance when the calendar shows no free time; the customer chooses one. Each a visit's ${SLOT_MINUTES / 60}-hour window from ${OFFERED_HOURS} on a day the provider is open, at least ${CHANGE_CUTOFF_HOURS} hours and at most ${BOOKING_HORIZON_DAYS / 7} weeks ahead, no two starting together.`,
        },
        'job.cancel': { guard: 'isConsumer', target: 'Canceled', description: 'Consumer: no visit is scheduled yet, so it ends at once and the deposit is refunded in full.' },
      },
    },
    Scheduled: {
      description: 'A visit is booked at a time.',
      meta: JOB_STATUS_WORDS.Scheduled,
      tags: ['contractorBooked'],
      on: {
        'visit.reschedule': {
          guard: and(['isConsumer', 'isBeforeChangeCutoff', 'isOutsideItsCutoff']),
          target: 'Scheduled',
          description: `Consumer: moves the visit, up to ${CHANGE_CUTOFF_HOURS} hours before it; after that, only by calling the provider.`,
        },
        'job.cancel': [
          {
            guard: and(['isConsumer', 'isBeforeChangeCutoff']),
            target: 'Canceled',
            description: `Consumer: up to ${CHANGE_CUTOFF_HOURS} hours before the visit it ends at once and the deposit is refunded in full.`,
          },
          {
            guard: and(['isConsumer', 'isVisitMissed']),
            target: 'Canceled',
            description:
              "Consumer: the visit's window ended without the contractor reporting being on the way or starting within it, so the contractor missed it: it ends at once and the deposit is refunded in full.",
          },
          {
            guard: 'isConsumer',
            target: 'CancelationRequested',
            description: 'Consumer: after the cutoff the contractor (or the provider) decides; the late-cancelation rule applies to the deposit.',
          },
        ],
        'contractor.onMyWay': {
          guard: and(['isContractor', 'areVisitStepsOpen', not('isVisitMissed')]),
          target: 'Scheduled',
          description: `Contractor: on the way to the visit, from ${VISIT_STEPS_OPEN_HOURS} hours before its window until the window ends; the customer gets a text. Once it ended with no step reported the visit is missed: the customer may cancel in full, and another visit is the office's to arrange.`,
        },
        'job.start': {
          guard: and(['isContractor', 'areVisitStepsOpen', not('isVisitMissed')]),
          target: 'InProgress',
          description: `Contractor: work has started on site, from ${VISIT_STEPS_OPEN_HOURS} hours before the visit's window; after the window only once they reported being on the way within it (they came, late).`,
        },
      },
    },
    CancelationRequested: {
      description: 'The customer asked to cancel after the cutoff; the contractor or the provider decides.',
      meta: JOB_STATUS_WORDS.CancelationRequested,
      tags: ['contractorBooked'],
      on: {
        'cancelation.approve': {
          guard: or(['isContractor', and(['isSystem', 'isPastCancelationDeadline'])]),
          target: 'Canceled',
          description:
            "Contractor: agrees, at any time. System: nobody decided by the visit's start, so it is canceled as the customer was told it would be. Either way the late-cancelation share of the deposit is refunded.",
        },
        'cancelation.withdraw': {
          guard: and(['isConsumer', 'isBeforeVisit']),
          target: 'Scheduled',
          description: 'Consumer: changed their mind before the visit; the visit stands ("Keep the visit").',
        },
      },
    },
    InProgress: {
      description: 'The contractor is at work.',
      meta: JOB_STATUS_WORDS.InProgress,
      tags: ['contractorBooked'],
      on: {
        'job.complete': { guard: 'isContractor', target: 'Completed', description: 'Contractor: the work is done; the final payment is due and a review is asked for.' },
        'extraWork.add': {
          guard: and(['isContractor', 'hasRoomForExtraWork', 'isPayableExtraWork']),
          target: 'InProgress',
          description: `Contractor: extra work agreed on site, billed as a subsequent payment (at most ${MAX_EXTRA_WORK_ADDITIONS} times a job).`,
        },
        'extraWork.pay': { guard: and(['isConsumer', 'isExtraWorkOwed', 'isBookedEstimate']), target: 'InProgress', description: 'Consumer: pays for the extra work billed, on the estimate booked.' },
      },
    },
    Completed: {
      description: 'The work is done. The final payment, any extra work and the review follow.',
      meta: JOB_STATUS_WORDS.Completed,
      on: {
        'finalPayment.pay': {
          guard: and(['isConsumer', 'isFinalPaymentOwed', 'isBookedEstimate', 'isPayableBalance']),
          target: 'Completed',
          description:
            'Consumer: pays the rest of the estimate booked, never asked before the contractor reports the job complete; with the extra work still owed in the same card payment when a card can take both.',
        },
        'extraWork.add': {
          guard: and(['isContractor', 'isWithinExtraWorkWindow', 'hasRoomForExtraWork', 'isPayableExtraWork']),
          target: 'Completed',
          description: `Contractor: extra work agreed on site, billed as a subsequent payment (at most ${MAX_EXTRA_WORK_ADDITIONS} times a job), up to ${EXTRA_WORK_WINDOW_DAYS} days after completion.`,
        },
        'extraWork.pay': { guard: and(['isConsumer', 'isExtraWorkOwed', 'isBookedEstimate']), target: 'Completed', description: 'Consumer: pays for the extra work billed, on the estimate booked.' },
        'review.submit': {
          guard: and(['isConsumer', 'isReviewDue']),
          target: 'Completed',
          description: `Consumer: rates the contractor (once, within ${REVIEW_WINDOW_DAYS} days of completion).`,
        },
      },
    },
    Canceled: {
      description: 'Ended before the work was done.',
      meta: JOB_STATUS_WORDS.Canceled,
      type: 'final',
    },
  },
});

export type JobLifecycleMachine = typeof jobLifecycleMachine;
export type JobSnapshot = SnapshotFrom<JobLifecycleMachine>;

export const assignmentLifecycleMachine = setup({
  types: {
    events: {} as
      | ({ type: 'offer.accept' } & By)
      | ({ type: 'offer.decline' } & By)
      | ({ type: 'offer.close' } & By)
      | ({ type: 'estimate.submit' } & By)
      | ({ type: 'booking.confirm' } & By)
      | ({ type: 'job.canceled' } & By)
      | ({ type: 'cancelation.approve' } & By)
      | ({ type: 'contractor.onMyWay' } & By)
      | ({ type: 'job.start' } & By)
      | ({ type: 'job.complete' } & By)
      | ({ type: 'visit.offer' } & By)
      | ({ type: 'extraWork.add' } & By),
  },
  guards: {
    isContractor: byRole('contractor'),
    isSystem: byRole('system'),
  },
}).createMachine({
  id: 'assignmentLifecycle',
  meta: { screens: "The contractors' mobile app (the assigned job appointments API and `npm run contractor`)" },
  description:
    "One job request offered to one contractor, as the mobile app's inbox shows it: the contractor takes it on or passes, estimates, is booked when the customer accepts, and completes it; or the customer cancels, or chooses someone else.",
  initial: 'Offered',
  states: {
    Offered: {
      description: 'New in the inbox; the street address and phone stay hidden until the job is booked.',
      on: {
        'offer.accept': { guard: 'isContractor', target: 'Accepted', description: 'Contractor: takes the job on, to estimate it.' },
        'offer.decline': { guard: 'isContractor', target: 'Declined', description: 'Contractor: passes; the job is offered to the next nearest.' },
        'estimate.submit': { guard: 'isContractor', target: 'Estimated', description: 'Contractor: estimates straight away, which takes the job on.' },
        'offer.close': { guard: 'isSystem', target: 'Closed', description: 'System: the customer booked another contractor.' },
        'job.canceled': { guard: 'isSystem', target: 'Canceled', description: 'System: the customer canceled the job.' },
      },
    },
    Accepted: {
      description: 'Taken on; the estimate is not sent yet.',
      on: {
        'estimate.submit': { guard: 'isContractor', target: 'Estimated', description: 'Contractor: sends the priced estimate; it becomes a proposal to the customer.' },
        'offer.decline': { guard: 'isContractor', target: 'Declined', description: 'Contractor: backs out before estimating.' },
        'offer.close': { guard: 'isSystem', target: 'Closed', description: 'System: the customer booked another contractor.' },
        'job.canceled': { guard: 'isSystem', target: 'Canceled', description: 'System: the customer canceled the job.' },
      },
    },
    Estimated: {
      description: 'The estimate waits for the customer.',
      on: {
        'booking.confirm': { guard: 'isSystem', target: 'Booked', description: 'System: the customer accepted and paid the deposit (or none was due).' },
        'offer.close': { guard: 'isSystem', target: 'Closed', description: 'System: the customer declined this estimate or booked another contractor.' },
        'job.canceled': { guard: 'isSystem', target: 'Canceled', description: 'System: the customer canceled the job.' },
      },
    },
    Booked: {
      description: "The contractor's job: the customer's address and phone are shared.",
      tags: ['sharesContact'],
      on: {
        'visit.offer': { guard: 'isContractor', target: 'Booked', description: 'Contractor: offers times for the first visit.' },
        'contractor.onMyWay': { guard: 'isContractor', target: 'Booked', description: 'Contractor: on the way.' },
        'job.start': { guard: 'isContractor', target: 'Booked', description: 'Contractor: started on site.' },
        'extraWork.add': { guard: 'isContractor', target: 'Booked', description: 'Contractor: extra work agreed on site.' },
        'job.complete': { guard: 'isContractor', target: 'Completed', description: 'Contractor: the work is done.' },
        'cancelation.approve': { guard: 'isContractor', target: 'Canceled', description: 'Contractor: agrees to a cancelation the customer asked for after the cutoff.' },
        'job.canceled': { guard: 'isSystem', target: 'Canceled', description: 'System: the customer canceled before the cutoff.' },
      },
    },
    Completed: {
      description: 'Done; the customer pays the rest and reviews. The contact details stay shared for any extra work.',
      tags: ['sharesContact'],
      on: {
        'extraWork.add': { guard: 'isContractor', target: 'Completed', description: 'Contractor: extra work agreed on site, billed after completion.' },
      },
    },
    Declined: { type: 'final' },
    Canceled: { type: 'final' },
    Closed: { type: 'final' },
  },
});

export type AssignmentLifecycleMachine = typeof assignmentLifecycleMachine;
export type AssignmentEvent = Parameters<SnapshotFrom<AssignmentLifecycleMachine>['can']>[0];
export type AssignmentEventType = AssignmentEvent['type'];

/** Whether the contractor of an assignment in `state` sees the customer's street address, name and phone (never before the job is booked). */
export function assignmentSharesContact(state: AssignmentState): boolean {
  return assignmentSnapshot(state).hasTag('sharesContact');
}

/** The job's snapshot as the database holds it. */
export function jobSnapshot(status: JobRequestStatus, facts: JobFacts = NO_FACTS): JobSnapshot {
  return jobLifecycleMachine.resolveState({ value: status, context: facts });
}

export function assignmentSnapshot(state: AssignmentState) {
  return assignmentLifecycleMachine.resolveState({ value: state, context: {} });
}

/** The status `event` moves the job to (the same one for a step that keeps it), or undefined when the machine refuses it. */
export function nextJobStatus(status: JobRequestStatus, facts: JobFacts, event: JobEvent): JobRequestStatus | undefined {
  const snapshot = jobSnapshot(status, facts);
  if (!snapshot.can(event)) return undefined;
  return transition(jobLifecycleMachine, snapshot, event)[0].value as JobRequestStatus;
}

/** The state `event` moves an assignment to, or undefined when the machine refuses it. */
export function nextAssignmentState(state: AssignmentState, event: AssignmentEvent): AssignmentState | undefined {
  const snapshot = assignmentSnapshot(state);
  if (!snapshot.can(event)) return undefined;
  return transition(assignmentLifecycleMachine, snapshot, event)[0].value as AssignmentState;
}

/** Every event the job machine takes in some state, in the order its states list them. */
export const JOB_EVENT_TYPES: JobEventType[] = [
  ...new Set(Object.values(jobLifecycleMachine.states).flatMap((node) => [...node.transitions.keys()] as JobEventType[])),
];

/**
 * The events each status has a transition for, in `JOB_EVENT_TYPES`' order: the machine refuses any
 * other in that status whatever the facts, so `jobActionsFor` asks it about these alone.
 */
const EVENTS_OF_STATUS = new Map(
  Object.entries(jobLifecycleMachine.states).map(([status, node]) => [status as JobRequestStatus, JOB_EVENT_TYPES.filter((type) => node.transitions.has(type))]),
);

/**
 * A sample of each event with the role filled in, for asking `can` whether the job allows the step at
 * `at` at all: its data (amounts, a chosen time) is some the rules accept, so only the state, the
 * facts and the clock decide. The data a caller sends is judged by `jobRefusal`. The data depends on
 * the facts and the clock, not on the event's type, so it is worked out once for every type asked.
 */
function sampleEvents(facts: JobFacts, by: JobRole, at: string): (type: JobEventType) => JobEvent {
  // Outside its cutoff, and as far ahead as a visit the system books on its own.
  const free = earliestAutoBookedStart(at).toISOString();
  // An offered time outside its cutoff when the contractor offered some; an estimate still open at `at`.
  const startsAt = facts.booking.state === 'offered' ? (facts.booking.times.find((t) => visitTimeProblem(t.start, at) === null)?.start ?? free) : free;
  const proposalId = facts.openEstimates.find((e) => openEstimateAt(facts, e.id, at))?.id ?? '';
  // The final payment alone: whether the extra work can go along is the data's (`balanceProblem`).
  const sample = { by, at, startsAt, proposalId, depositCents: 0, totalCents: CARD_MINIMUM_CENTS, amountCents: CARD_MINIMUM_CENTS, withExtraWork: false };
  // Each step on an estimate on the one it is taken on: any still waiting for an answer, the one whose deposit is awaited, the one booked.
  const booked = bookedEstimateOf(facts) ?? '';
  const estimateOf: Partial<Record<JobEventType, string>> = {
    'proposal.decline': facts.openEstimates[0]?.id ?? facts.awaitedDeposit?.proposalId ?? '',
    'deposit.pay': facts.awaitedDeposit?.proposalId ?? '',
    'finalPayment.pay': booked,
    'extraWork.pay': booked,
  };
  // The provider's confirmation is of the deposit the job waits for, when one waits.
  const paid = facts.awaitedDeposit ? { ...sample, proposalId: facts.awaitedDeposit.proposalId, amountCents: facts.awaitedDeposit.depositCents } : sample;
  // A time that can be offered at `at`, worked out only when an offer is asked about: none when no day ahead takes one.
  let offerable: VisitTime[] | undefined;
  return (type) => {
    if (type === 'visit.offer') return { type, by, at, times: (offerable ??= offerableTimesAt(at)) };
    if (type === 'deposit.paid') return { type, ...paid } as JobEvent;
    return { type, ...sample, proposalId: estimateOf[type] ?? proposalId } as JobEvent;
  };
}

/**
 * What `role` may do to a job in `status` at `at` (state × role × facts × clock → actions): the
 * customer's buttons on the job page, the contractor's steps, and the list a refusal names.
 */
export function jobActionsFor(status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string): JobEventType[] {
  return EVENTS_OF_STATUS.get(status)!.filter(jobAllows(status, facts, role, at));
}

/**
 * Whether `role` may take each step asked of a job in `status` at `at`: `jobActionsFor`'s answer for
 * one step, the machine asked of that step alone (a contractor's inbox asks of one to three per job,
 * of the two to seven a status offers). The snapshot is made once, when first asked.
 */
export function jobAllows(status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string): (type: JobEventType) => boolean {
  const events = EVENTS_OF_STATUS.get(status)!;
  let asked: { snapshot: ReturnType<typeof jobSnapshot>; sample: (type: JobEventType) => JobEvent } | undefined;
  return (type) => {
    if (!events.includes(type)) return false;
    asked ??= { snapshot: jobSnapshot(status, facts), sample: sampleEvents(facts, role, at) };
    return asked.snapshot.can(asked.sample(type));
  };
}

/** A moment of the facts (ms), or null when the fact is not set. */
const momentOf = <T>(fact: T | null, moment: (fact: T) => number): number | null => (fact === null ? null : moment(fact));

/**
 * For each guard that reads the clock (`event.at`), the moments its answer changes for the facts: the
 * first millisecond past a deadline it allows up to and including (`<=`), the deadline itself for one
 * it allows before (`<`) or from (`>=`). The times a customer may choose are the offered ones, as
 * `sampleEvents` asks with them; any other time is asked as far ahead as no cutoff reaches.
 */
const CLOCK_GUARDS: Record<string, (facts: JobFacts) => (number | null)[]> = {
  isOpenEstimate: (facts) => facts.openEstimates.map((e) => momentOf(e.validUntil, (until) => Date.parse(until) + 1)),
  isBeforeChangeCutoff: (facts) => [momentOf(facts.visitStartsAt, (start) => changeCutoffOf(start).getTime() + 1)],
  isOutsideItsCutoff: (facts) => (facts.booking.state === 'offered' ? facts.booking.times.map((t) => changeCutoffOf(t.start).getTime() + 1) : []),
  keepsAutoBookedLead: (facts) => (facts.booking.state === 'offered' ? facts.booking.times.map((t) => Date.parse(t.start) - AUTO_BOOKED_LEAD_HOURS * 60 * 60 * 1000 + 1) : []),
  isWithinExtraWorkWindow: (facts) => [momentOf(facts.completedAt, (completed) => extraWorkClosesAt(completed).getTime() + 1)],
  areVisitStepsOpen: (facts) => [momentOf(facts.visitStartsAt, (start) => visitStepsOpenAt(start).getTime())],
  // The window's end while no step was reported within it: the customer's cancel in full opens then, and the contractor's steps close.
  isVisitMissed: (facts) => [visitMissedFrom(facts)],
  isBeforeVisit: (facts) => [momentOf(facts.visitStartsAt, Date.parse)],
  isPastCancelationDeadline: (facts) => [momentOf(facts.lateCancelation, (late) => Date.parse(late.decidedBy))],
  isReviewDue: (facts) => [momentOf(facts.reviewDueBy, (dueBy) => Date.parse(dueBy) + 1)],
};

const ROLE_GUARDS: Record<string, JobRole> = { isConsumer: 'consumer', isContractor: 'contractor', isSystem: 'system' };

/** A clock's guard read under a `not`, written with a leading `!`: at its moments it changes the answer the other way. */
const negated = (read: string) => (read.startsWith('!') ? read.slice(1) : `!${read}`);
/** The clock's guard itself, however it is read. */
const guardOf = (read: string) => read.replace(/^!/, '');

/**
 * The clock's guards a transition's guard reads when `role` asks it (null: any role), or null when it
 * names another role alone; those read under a `not` come `negated`. Higher-order guards (`and`, `or`,
 * `not`) are functions carrying those they combine.
 */
function clockGuardsOf(guard: unknown, role: JobRole | null): string[] | null {
  if (!guard) return [];
  if (typeof guard === 'string') {
    if (guard in ROLE_GUARDS) return role === null || ROLE_GUARDS[guard] === role ? [] : null;
    return guard in CLOCK_GUARDS ? [guard] : [];
  }
  const { name, guards = [] } = guard as { name?: string; guards?: unknown[] };
  const parts = guards.map((g) => clockGuardsOf(g, role));
  if (name === 'and') return parts.some((p) => p === null) ? null : parts.flatMap((p) => p ?? []);
  if (name === 'or') return parts.every((p) => p === null) ? null : parts.flatMap((p) => p ?? []);
  // `not` and the like: whatever they read, for any role; a `not` the other way round.
  const read = guards.flatMap((g) => clockGuardsOf(g, null) ?? []);
  return name === 'not' ? read.map(negated) : read;
}

/** For each status and role, the clock's guards of the steps the status takes from that role, as they read them (`clockGuardsOf`). */
const CLOCK_GUARDS_OF = new Map(
  Object.entries(jobLifecycleMachine.states).map(([status, node]) => {
    const transitions = [...node.transitions.values()].flat();
    const byRole = (role: JobRole) => [...new Set(transitions.flatMap((t) => clockGuardsOf(t.guard, role) ?? []))];
    return [status as JobRequestStatus, { consumer: byRole('consumer'), contractor: byRole('contractor'), system: byRole('system') } satisfies Record<JobRole, string[]>];
  }),
);

/**
 * The first moment after `at` at which the clock alone may change what the machine answers `role`
 * about a job in `status` with `facts`: a step allowed or refused, a refusal's words, a refund. These
 * are the deadlines the status's guards read (the change cutoff, the visit's start and its window's end, an estimate's
 * expiry, an offered time's cutoff, the review window, extra work's window, a late cancelation's
 * deadline); null when nothing it answers waits on the clock. A page that decided at `at` asks again then.
 */
export function nextChangeAt(status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string): string | null {
  const after = Date.parse(at);
  let next = Number.POSITIVE_INFINITY;
  for (const read of CLOCK_GUARDS_OF.get(status)![role]) {
    for (const moment of CLOCK_GUARDS[guardOf(read)]!(facts)) if (moment !== null && moment > after && moment < next) next = moment;
  }
  return Number.isFinite(next) ? new Date(next).toISOString() : null;
}

/**
 * How often the server looks for late cancelations nobody decided by their deadline, to approve them
 * (the system's `cancelation.approve`); a page showing such a job reads it again at that pace.
 */
export const UNDECIDED_CANCELATIONS_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The clock's guards that allow from their moment on (the others allow until theirs): a step they guard
 * opens then. Read under a `not` (`negated`) they close it then instead, and the others open one: the
 * contractor's steps on a visit close at the moment `isVisitMissed` opens the customer's cancel in full.
 */
const OPENING_CLOCK_GUARDS = new Set(['areVisitStepsOpen', 'isVisitMissed', 'isPastCancelationDeadline']);

/** Whether a clock's guard, as a step reads it (`clockGuardsOf`), opens the step at its moments. */
const opensAtItsMoments = (read: string) => OPENING_CLOCK_GUARDS.has(guardOf(read)) !== read.startsWith('!');

/**
 * When the server is due to take a step of its own on the job that the clock alone opens to it (a
 * late cancelation nobody decided, approved from its deadline on): the first moment at which a
 * deadline the system's steps wait for lets the machine allow the system a step it did not allow just
 * before, if that step is still allowed at `at` or opens after it; null when none waits on the clock.
 * Steps the system takes on news whatever the clock (dispatch, a payment confirmed, a visit booked with
 * the deposit) are not due by it, though a deadline may close them.
 */
export function systemStepDueAt(status: JobRequestStatus, facts: JobFacts, at: string): string | null {
  const moments = CLOCK_GUARDS_OF.get(status)!
    .system.filter(opensAtItsMoments)
    .flatMap((read) => CLOCK_GUARDS[guardOf(read)]!(facts))
    .filter((moment) => moment !== null)
    .sort((a, b) => a - b);
  for (const moment of moments) {
    const before = jobActionsFor(status, facts, 'system', new Date(moment - 1).toISOString());
    const opened = jobActionsFor(status, facts, 'system', new Date(moment).toISOString()).filter((type) => !before.includes(type));
    if (opened.length > 0 && (moment > Date.parse(at) || opened.some(jobAllows(status, facts, 'system', at)))) return new Date(moment).toISOString();
  }
  return null;
}

/** One action a page may show: allowed now, or shown disabled with the reason and, when it opens by itself, when. */
export interface JobActionChoice {
  type: JobEventType;
  label: string;
  allowed: boolean;
  /** Why it cannot be done now (null when allowed). */
  reason: string | null;
  /** When it becomes possible by the clock alone (ISO 8601), e.g. the contractor's "on my way". */
  opensAt: string | null;
}

/**
 * Why `role` cannot take a step of the job's state now although the state has it, and when that
 * changes; undefined when the step is simply not one the job offers now (nothing to show).
 */
function notYet(type: JobEventType, status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string, timeZone?: string): { reason: string; opensAt: string | null } | undefined {
  if (role === 'consumer' && status === 'Accepted' && type === 'visit.schedule' && facts.booking.state === 'noFreeTime') {
    return { reason: facts.booking.nextStep ?? 'The contractor has no free time to book online yet; we will call you to set a time.', opensAt: null };
  }
  if (role === 'consumer' && status === 'Scheduled' && type === 'visit.reschedule' && facts.changeCutoff && !isBeforeChangeCutoff(facts.visitStartsAt, at)) {
    return { reason: `Changes online closed at ${momentIn(facts.changeCutoff, timeZone)}, ${CHANGE_CUTOFF_HOURS} hours before the visit; call us to move it.`, opensAt: null };
  }
  // Extra work added as many times as a job takes, or still owed to within the card minimum of what one payment takes: none can be added (in the second case, until the customer pays).
  if (role === 'contractor' && type === 'extraWork.add' && (status === 'InProgress' || status === 'Completed')) {
    if (status === 'Completed' && facts.completedAt && Date.parse(at) > extraWorkClosesAt(facts.completedAt).getTime()) {
      return {
        reason: `Extra work can be added for ${EXTRA_WORK_WINDOW_DAYS} days after a job is completed. This job was completed on ${providerDay(facts.completedAt)}.`,
        opensAt: null,
      };
    }
    if (facts.extraWorkAdded >= MAX_EXTRA_WORK_ADDITIONS) return { reason: `This job already has extra work added ${MAX_EXTRA_WORK_ADDITIONS} times, the most one job takes.`, opensAt: null };
    const full = extraWorkAmountProblem(CARD_MINIMUM_CENTS, facts.owed.extraWorkCents);
    if (full) return { reason: full, opensAt: null };
  }
  if (role === 'contractor' && status === 'Scheduled' && (type === 'contractor.onMyWay' || type === 'job.start') && facts.visitStartsAt) {
    const opensAt = visitStepsOpenAt(facts.visitStartsAt);
    if (Date.parse(at) < opensAt.getTime()) {
      return {
        reason: `You can ${JOB_ACTION_LABELS[type]} from ${providerTime(opensAt)}, ${VISIT_STEPS_OPEN_HOURS} hours before the visit at ${providerTime(facts.visitStartsAt)}.`,
        opensAt: opensAt.toISOString(),
      };
    }
    if (isVisitMissed(facts, at)) return { reason: missedVisitStepsRefusal(facts), opensAt: null };
  }
  return undefined;
}

/**
 * Why a contractor who missed the visit can no longer report being on the way or start: after the
 * window the steps would make the customer's cancel a late one again, or take it away
 * (docs/decisions/103-a-missed-visit-closes-the-contractors-steps.md). Another visit is the office's to arrange.
 */
function missedVisitStepsRefusal(facts: JobFacts): string {
  const end = new Date(visitMissedFrom(facts)!);
  const customer = facts.depositPaidCents > 0 ? 'The customer can cancel and get the deposit back in full.' : 'The customer can cancel at once.';
  return `The arrival window of this visit ended at ${providerTime(end)}, and you had not reported being on the way by then, so the visit counts as missed: you can no longer ${JOB_ACTION_LABELS['contractor.onMyWay']} or ${JOB_ACTION_LABELS['job.start']}. ${customer} Call our office to arrange another visit.`;
}

/**
 * The actions a page shows `role` for the job: every one the machine allows now, then those the job's
 * state has but the facts or the clock hold back, disabled with the reason. Steps of the system
 * (dispatch, the provider's confirmation) are never listed. The customer's reasons name times in
 * `timeZone`, theirs, where a page shows them; the contractor's stay on the provider's clock.
 */
export function jobActionChoices(status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string, timeZone?: string): JobActionChoice[] {
  const allowed = new Set(jobActionsFor(status, facts, role, at));
  return JOB_EVENT_TYPES.flatMap((type): JobActionChoice[] => {
    const label = JOB_ACTION_LABELS[type];
    if (allowed.has(type)) return [{ type, label, allowed: true, reason: null, opensAt: null }];
    const why = notYet(type, status, facts, role, at, timeZone);
    return why ? [{ type, label, allowed: false, ...why }] : [];
  });
}

/**
 * The rule the data of an event the job's state takes breaks, in its words, or null: an amount the
 * card cannot take (alone, or with what is paid along with it), a visit time not among those offered or inside its own cutoff, a time
 * offered that cannot be (`offeredTimesProblem`), an estimate past its own expiry, a payment on an
 * estimate other than the one it is owed on.
 */
function eventProblem(facts: JobFacts, event: JobEvent): string | null {
  switch (event.type) {
    case 'estimate.submit':
      return estimateAmountsProblem(event.totalCents, event.depositCents);
    case 'extraWork.add':
      return extraWorkAmountProblem(event.amountCents, facts.owed.extraWorkCents);
    case 'finalPayment.pay':
      return (event.withExtraWork ? balanceProblem(facts.owed) : null) ?? bookedEstimateProblem(facts, event.proposalId);
    case 'extraWork.pay':
      return bookedEstimateProblem(facts, event.proposalId);
    case 'deposit.pay':
      return depositEstimateProblem(facts, event.proposalId);
    case 'visit.schedule': {
      if (event.by === 'system' && !keepsAutoBookedLead(event.startsAt, event.at)) return `A visit booked without the customer's choice must start at least ${AUTO_BOOKED_LEAD_HOURS} hours from now.`;
      // Before the offer: an offered time gone inside its cutoff is no longer among the facts' times, and the cutoff is why.
      const tooSoon = visitTimeProblem(event.startsAt, event.at);
      if (tooSoon) return tooSoon;
      return isOfferedTime(facts.booking, event.startsAt) ? null : 'Choose one of the times your contractor offered.';
    }
    case 'visit.reschedule':
      return visitTimeProblem(event.startsAt, event.at);
    case 'visit.offer':
      // The contract asks for one at least; the machine, asked without any, says so in its words.
      return event.times?.length ? (offeredTimesProblem(event.times, event.at)?.message ?? null) : 'Offer at least one time.';
    case 'proposal.accept': {
      const estimate = facts.openEstimates.find((e) => e.id === event.proposalId);
      if (!estimate?.validUntil || openEstimateAt(facts, event.proposalId, event.at)) return null;
      return `This estimate expired on ${providerDay(estimate.validUntil)} and can no longer be accepted. ${declineExpiredEstimate(facts, event.proposalId, event.at)}`;
    }
    default:
      return null;
  }
}

/** Whether a contractor is booked on a job in `status` and has not reported the work complete (the states tagged `contractorBooked`). */
export function isContractorBooked(status: JobRequestStatus): boolean {
  return jobSnapshot(status).hasTag('contractorBooked');
}

/** Whether the customer owes for work done on the job: the final payment, or extra work billed (paid or being paid, not yet confirmed). */
export function owesForWork(facts: JobFacts): boolean {
  return facts.owed.finalPaymentCents > 0 || facts.owed.extraWorkCents > 0;
}

/**
 * The customer's words for a step the job's state does not take now, where the rule that holds it
 * back says more than the list of what the state allows; undefined for the others.
 */
function stepRefusal(status: JobRequestStatus, facts: JobFacts, event: JobEvent): string | undefined {
  if (event.by !== 'consumer') return undefined;
  if (event.type === 'proposal.accept' && status === 'Proposed' && facts.owed.depositCents > 0)
    return 'You already accepted an estimate for this job, and its deposit is waiting. Pay it, or decline that estimate first.';
  if (event.type === 'visit.schedule' && (status === 'Submitted' || status === 'Dispatched' || status === 'Proposed')) return 'The visit is chosen once the contractor is booked.';
  if (event.type === 'deposit.pay' && status === 'Proposed' && facts.owed.depositCents === 0 && facts.openEstimates.length > 0)
    return 'Accept the estimate first: its deposit is paid once you have accepted it.';
  if (event.type === 'finalPayment.pay' && isContractorBooked(status)) return 'The final payment is asked for once your contractor reports the job complete.';
  if (event.type === 'finalPayment.pay' && status === 'Completed' && facts.owed.finalPaymentCents === 0) return 'Nothing is owed for the final payment of this job.';
  if (event.type === 'extraWork.pay' && (status === 'InProgress' || status === 'Completed') && facts.owed.extraWorkCents === 0)
    return 'No extra work is waiting to be paid on this job.';
  if (event.type === 'review.submit' && status === 'Completed') {
    if (!facts.reviewDueBy) return 'You have already reviewed this job.';
    const completedAt = new Date(Date.parse(facts.reviewDueBy) - REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
    return `Reviews can be left for ${REVIEW_WINDOW_DAYS} days after a job is completed. This job was completed on ${providerDay(completedAt)}.`;
  }
  return undefined;
}

/**
 * The 409 for a step the machine refuses, in the words of the rule it breaks: a decision on an
 * estimate decided already, the event's data (an amount, a visit time, an estimate's expiry, the
 * estimate a payment is made on), a step that opens later (and when), a step that waits on something
 * else of the job, or else what the job's state allows the role now.
 */
export function jobRefusal(status: JobRequestStatus, facts: JobFacts, event: JobEvent, at: string): string {
  // A decision on an estimate decided already says what it is now, whatever the job allows.
  const decided = event.type === 'proposal.accept' || event.type === 'proposal.decline' ? decidedEstimateProblem(facts, event.proposalId) : null;
  if (decided) return decided;
  // Whether the job would take the step but for its data: an estimate's expiry is the data's, so it is lifted for that question.
  const judged = event.type === 'proposal.accept' ? { ...facts, openEstimates: facts.openEstimates.map((e) => ({ ...e, validUntil: null })) } : facts;
  const takes = (when: string) => jobAllows(status, judged, event.by, when)(event.type);
  const problem = 'at' in event && !takes(event.at) ? null : eventProblem(facts, event);
  if (problem && takes(at)) return problem;
  const why = notYet(event.type, status, facts, event.by, at);
  if (why) return why.reason;
  return stepRefusal(status, facts, event) ?? refusalMessage(status, facts, event.by, at);
}

/**
 * What a customer whose cancelation waits (CancelationRequested) gets back, and when, in words:
 * "The contractor or our office decides by Dec 10, 9:00 AM EST; if nobody has by then, it is canceled
 * by the late rule. You get $30.00 of your $60.00 deposit back (50% after the 24-hour cutoff), …".
 * The moment is in `timeZone`, the customer's, beside the visit their page shows in it.
 */
export function lateCancelationWords(facts: JobFacts, timeZone?: string): string | null {
  if (!facts.lateCancelation) return null;
  const { refundCents, decidedBy } = facts.lateCancelation;
  const back =
    facts.depositPaidCents === 0
      ? 'No deposit was paid, so nothing is charged or refunded.'
      : `You get $${(refundCents / 100).toFixed(2)} of your $${(facts.depositPaidCents / 100).toFixed(2)} deposit back (${LATE_CANCELATION_REFUND_PERCENT}% after the ${CHANGE_CUTOFF_HOURS}-hour cutoff), refunded to your card once it is canceled; refunds take 5–10 business days to show.`;
  return `The contractor or our office decides by ${momentIn(decidedBy, timeZone)}; if nobody has by then, it is canceled by the late rule. ${back}`;
}

/** How a customer reads a status, and what happens next. */
export function jobStatusMeta(status: JobRequestStatus): { label: string; nextStep: string } {
  const meta = jobSnapshot(status).getMeta() as Record<string, { label: string; nextStep: string }>;
  return meta[`jobLifecycle.${status}`]!;
}

/** The customer's and the contractor's actions in words, for buttons and for the 409 that names what a job allows. */
export const JOB_ACTION_LABELS: Record<JobEventType, string> = {
  'job.dispatch': 'offer it to contractors',
  'offers.exhausted': 'report that no contractor is available',
  'estimate.submit': 'send an estimate',
  'proposal.accept': 'accept an estimate',
  'proposal.decline': 'decline an estimate',
  'deposit.pay': 'pay the deposit',
  'deposit.paid': 'confirm the deposit',
  'visit.schedule': 'schedule the visit',
  'visit.offer': 'offer times for the visit',
  'visit.reschedule': 'reschedule the visit',
  'job.cancel': 'cancel it',
  'cancelation.withdraw': 'keep the visit',
  'cancelation.approve': 'approve the cancelation',
  'contractor.onMyWay': 'report being on the way',
  'job.start': 'start the job',
  'job.complete': 'complete the job',
  'extraWork.add': 'add extra work',
  'extraWork.pay': 'pay for extra work',
  'finalPayment.pay': 'pay the final payment',
  'review.submit': 'review the contractor',
};

/**
 * The 409 message for a refused step: the job's state in the customer's words and what it allows
 * `role` now, e.g. "This job request is Completed. You can now pay the final payment or review the contractor."
 */
/** Where a job stands, said after "This job request": its status's label reads as a heading, not inside a sentence. */
const STATUS_IN_A_SENTENCE: Record<JobRequestStatus, string> = {
  Submitted: 'is submitted',
  Dispatched: 'is being offered to contractors',
  Proposed: 'has an estimate waiting for an answer',
  Accepted: 'is booked',
  Scheduled: 'has its visit scheduled',
  CancelationRequested: 'has a cancelation waiting for the contractor',
  InProgress: 'is in progress',
  Completed: 'is completed',
  Canceled: 'is canceled',
};

export function refusalMessage(status: JobRequestStatus, facts: JobFacts, role: JobRole, at: string): string {
  const allowed = jobActionsFor(status, facts, role, at).map((type) => JOB_ACTION_LABELS[type]);
  const state = `This job request ${STATUS_IN_A_SENTENCE[status]}.`;
  if (allowed.length === 0) {
    const online = role === 'consumer' ? ' online' : '';
    return jobSnapshot(status).status === 'done' ? `${state} Nothing more can be done to it${online}.` : `${state} Nothing can be done to it${online} now.`;
  }
  const list = allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`;
  return `${state} You can now ${list}.`;
}

/** Every event the assignment machine takes in some state. */
export const ASSIGNMENT_EVENT_TYPES: AssignmentEventType[] = [
  ...new Set(Object.values(assignmentLifecycleMachine.states).flatMap((node) => [...node.transitions.keys()] as AssignmentEventType[])),
];

/** The contractor's steps in words, for the 409 that names what an assignment allows. */
export const ASSIGNMENT_ACTION_LABELS: Record<AssignmentEventType, string> = {
  'offer.accept': 'accept the job',
  'offer.decline': 'decline the job',
  'offer.close': 'close the offer',
  'estimate.submit': 'send an estimate',
  'booking.confirm': 'confirm the booking',
  'job.canceled': 'cancel it',
  'cancelation.approve': "approve the customer's cancelation",
  'contractor.onMyWay': 'report being on the way',
  'job.start': 'start the job',
  'job.complete': 'complete the job',
  'visit.offer': 'offer times for the visit',
  'extraWork.add': 'add extra work',
};

/** What `role` may do to an assignment in `state`. */
export function assignmentActionsFor(state: AssignmentState, role: JobRole): AssignmentEventType[] {
  const snapshot = assignmentSnapshot(state);
  return ASSIGNMENT_EVENT_TYPES.filter((type) => snapshot.can({ type, by: role } as AssignmentEvent));
}

/** The 409 message for a contractor's refused step, e.g. "This job is Declined. Nothing more can be done to it." */
export function assignmentRefusalMessage(state: AssignmentState, role: JobRole): string {
  const allowed = assignmentActionsFor(state, role).map((type) => ASSIGNMENT_ACTION_LABELS[type]);
  const where = `This job is ${state.toLowerCase()} on your side.`;
  if (allowed.length === 0) return assignmentSnapshot(state).status === 'done' ? `${where} Nothing more can be done to it.` : `${where} Nothing can be done to it now.`;
  const list = allowed.length === 1 ? allowed[0] : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`;
  return `${where} You can now ${list}.`;
}
