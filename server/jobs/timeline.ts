import { distanceWords } from '../../contract/distance';
import { formattersByZone, PROVIDER_TIME_ZONE } from '../../contract/forms';
import type { JobRole } from '../../contract/job-lifecycle';
import { BOOKING_HORIZON_DAYS, isKnownZone } from '../visits/slots';

/** US dollars with cents, as receipts write them: `$1,250.00`. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const dollars = (cents: number) => usd.format(cents / 100);

// Formatters are made once: making one costs some forty times what formatting with it does.
const visitTimeParts: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const calendarDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: PROVIDER_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
// The timeline is read in the customer's browser, wherever it is, beside the visit shown in its zone.
const timelineTimeIn = formattersByZone((zone) => new Intl.DateTimeFormat('en-US', { ...visitTimeParts, timeZone: zone, timeZoneName: 'short' }));

/** A visit's time as a text or a refusal writes it, the lifecycle machine's refusals included: `Tue, Mar 10, 9:00 AM EDT`. */
export { visitTime } from '../../machines/visit-calendar';

/**
 * A visit's time as the job's timeline writes it, in the reader's zone and naming it: `Tue, Mar 10,
 * 6:00 AM PDT`. In the provider's when the zone is missing or unknown: a header names any string, and
 * only zones get a formatter kept.
 */
const timelineTime = (at: string, timeZone: string | undefined) => timelineTimeIn(isKnownZone(timeZone) ? timeZone : PROVIDER_TIME_ZONE).format(new Date(at));

/** Someone's words quoted in a text, ended as a sentence once: `Too pricey` and `Too pricey.` alike read `Too pricey.` */
export const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

/** A day as a receipt writes it: `March 10, 2026`. */
export const calendarDay = (at: Date | string) => calendarDayFormat.format(new Date(at));

interface EventFacts {
  type: string;
  by: JobRole;
  /** The contractor's business name, when the step concerns one. */
  contractor: string | null;
  data: Record<string, unknown>;
}

const amount = (data: Record<string, unknown>, key: string) => {
  const value = data[key];
  return typeof value === 'number' && value > 0 ? ` (${dollars(value)})` : '';
};

/** How a contractor is named in a sentence: their business, or "your contractor" once it is gone. */
const who = (contractor: string | null) => contractor ?? 'Your contractor';

/**
 * Each step of a job's timeline as a sentence for the customer (JobTimelineEntry.summary). A step
 * this table does not know yet reads as its type in words, never as nothing.
 */
const summaries: Record<string, (e: EventFacts, timeZone: string | undefined) => string> = {
  Submitted: () => 'Request received',
  Offered: (e) => `Offered to ${who(e.contractor)}${typeof e.data.distanceMiles === 'number' ? `, ${distanceWords(e.data.distanceMiles)}` : ''}`,
  OfferAccepted: (e) => `${who(e.contractor)} took the job on and is preparing an estimate`,
  OfferDeclined: (e) => `${who(e.contractor)} could not take the job`,
  NoContractorAvailable: () => 'No contractor could take it yet; we keep looking',
  EstimateReceived: (e) => `Estimate received from ${who(e.contractor)}${amount(e.data, 'totalCents')}`,
  ProposalAccepted: (e) => `You accepted the estimate from ${who(e.contractor)}`,
  ProposalDeclined: (e) => `You declined the estimate from ${who(e.contractor)}`,
  DepositPaid: (e) => `Deposit paid${amount(e.data, 'amountCents')}`,
  Scheduled: (e, zone) => (typeof e.data.start === 'string' ? `Visit scheduled for ${timelineTime(e.data.start, zone)}` : 'Visit scheduled'),
  Rescheduled: (e, zone) => (typeof e.data.toStart === 'string' ? `Visit moved to ${timelineTime(e.data.toStart, zone)}` : 'Visit moved to a new time'),
  // The weeks the calendar was searched, as the job's status counts them (facts.ts).
  NoFreeSlot: (e) => `${who(e.contractor)} has no free time in the next ${BOOKING_HORIZON_DAYS / 7} weeks; we will call you to set the visit`,
  TimesOffered: (e) => `${who(e.contractor)} offered times for the visit; choose one`,
  OnMyWay: (e) => `${who(e.contractor)} is on the way`,
  Started: (e) => `${who(e.contractor)} started the work`,
  ExtraWorkAdded: (e) => `${who(e.contractor)} added extra work${amount(e.data, 'amountCents')}`,
  Completed: (e) => `${who(e.contractor)} completed the work${typeof e.data.finalPaymentCents === 'number' && e.data.finalPaymentCents > 0 ? `; the final payment of ${dollars(e.data.finalPaymentCents)} is due` : ''}`,
  CancelationRequested: () => 'You asked to cancel; your contractor will confirm',
  CancelationWithdrawn: () => 'You kept the visit',
  CancelationApproved: (e) => {
    const refund = typeof e.data.refundCents === 'number' && e.data.refundCents > 0 ? `; ${dollars(e.data.refundCents)} of your deposit will be refunded` : '';
    // The system approves one nobody decided by the visit's start: the late rule, as the customer was told.
    if (e.by === 'system') return `Nobody decided your cancelation by the time of the visit, so it was approved by the late rule${refund}`;
    return `${who(e.contractor)} approved your cancelation${refund}`;
  },
  Canceled: (e) => (e.by === 'consumer' ? 'You canceled the request' : 'The request was canceled'),
  Refunded: (e) => `Refund issued${amount(e.data, 'amountCents')}`,
  // One event per line a payment paid, so a final payment and extra work paid together read as both.
  PaymentReceived: (e) =>
    `${e.data.kind === 'FinalPayment' ? 'Final payment received' : e.data.kind === 'SubsequentPayment' ? 'Payment for extra work received' : 'Payment received'}${amount(e.data, 'amountCents')}`,
  Reviewed: (e) => `You reviewed ${who(e.contractor)}`,
};

/** `OfferDeclined` → "Offer declined". */
const inWords = (type: string) => {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `event` in a sentence, its times in `timeZone` (the reader's X-Timezone; the provider's when missing or unknown). */
export function timelineSummary(event: EventFacts, timeZone?: string): string {
  const summary = summaries[event.type];
  return summary ? summary(event, timeZone) : inWords(event.type);
}
