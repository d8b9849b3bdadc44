import * as v from 'valibot';
import { Cents, DateTime, fields, listQuery, paged, Uuid } from './common';
import { ContractorRef } from './contractors';
import { CardSummary } from './payment-sandbox';

/** Where one payment of a proposal stands, as the customer sees it. */
export const PAYMENT_STATUSES = ['NotDue', 'Due', 'Processing', 'Paid', 'Failed', 'Refunded'] as const;
export const PaymentStatus = v.picklist(PAYMENT_STATUSES);
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>;
/**
 * Where a payment being paid stands (deposit-info and the like): a proposal's payment statuses, and
 * RequiresAction while the customer's bank asks them to confirm the card they gave (3-D Secure),
 * which nothing but their answer moves on.
 */
const PAYMENT_INFO_STATUSES = [...PAYMENT_STATUSES, 'RequiresAction'] as const;
export const PaymentInfoStatus = v.picklist(PAYMENT_INFO_STATUSES);
export type PaymentInfoStatus = v.InferOutput<typeof PaymentInfoStatus>;
export const PROPOSAL_STATUSES = ['Pending', 'Accepted', 'Declined', 'Withdrawn', 'Expired'] as const;
export const ProposalStatus = v.picklist(PROPOSAL_STATUSES);
export type ProposalStatus = v.InferOutput<typeof ProposalStatus>;

/** What a line is for: a membership's labor discount applies to Labor lines, and it may waive a TripCharge. */
export const LINE_ITEM_KINDS = ['Labor', 'Material', 'TripCharge', 'Other'] as const;
export const LineItemKind = v.picklist(LINE_ITEM_KINDS, 'Choose Labor, Material, TripCharge or Other.');
export type LineItemKind = v.InferOutput<typeof LineItemKind>;

export const ProposalLineItem = v.object({
  productsAndServicesItemId: v.nullable(Uuid),
  kind: LineItemKind,
  title: v.string(),
  description: v.string(),
  quantity: v.number(),
  unitPriceCents: Cents,
  /** A fraction: 0.0625 is 6.25 %. */
  taxRate: v.number(),
  /** quantity × unit price, before tax. */
  amountCents: Cents,
  /** What the customer's membership takes off this line (labor discount, waived trip charge); absent on lines priced before discounts existed. */
  discountCents: v.optional(Cents),
});
export type ProposalLineItem = v.InferOutput<typeof ProposalLineItem>;

/** A line's tax rate as the proposal writes it, without the sign: `0.0625` → `6.25`, `0.07` → `7`. */
export const taxPercent = (rate: number) => (rate * 100).toFixed(2).replace(/\.?0+$/, '');

/** Massachusetts (M.G.L. c. 142A) caps a home-improvement deposit at one third of the contract price. */
export const maxDepositCents = (totalCents: number) => Math.floor(totalCents / 3);

/** Line amounts, subtotal, tax and total in cents, computed one way on both sides of the API. */
export function proposalTotals(lines: readonly { quantity: number; unitPriceCents: number; taxRate: number }[]) {
  const amounts = lines.map((l) => Math.round(l.quantity * l.unitPriceCents));
  const subtotalCents = amounts.reduce((a, b) => a + b, 0);
  const taxCents = lines.reduce((sum, l, i) => sum + Math.round(amounts[i]! * l.taxRate), 0);
  return { amounts, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** How a membership waives a proposal's trip charge (the `memberships` table's `tripChargeWaiver`). */
export const TRIP_CHARGE_WAIVERS = ['None', 'FirstJobEachYear', 'Always'] as const;
export type TripChargeWaiver = (typeof TRIP_CHARGE_WAIVERS)[number];

/** What the customer's membership gives on a proposal, read when the estimate is priced. */
export interface MemberBenefits {
  /** The plan that gives them, e.g. `Residential Plus`; null for a customer without one. */
  membershipName: string | null;
  /** Taken off each Labor line, in percent. */
  laborDiscountPercent: number;
  tripChargeWaiver: TripChargeWaiver;
  /** Whether another of the customer's jobs had its trip charge waived this calendar year. */
  tripChargeWaivedThisYear: boolean;
}

export const NO_BENEFITS: MemberBenefits = { membershipName: null, laborDiscountPercent: 0, tripChargeWaiver: 'None', tripChargeWaivedThisYear: false };

/** A line to price: what the contractor sent, completed from the catalogue. */
export interface LineToPrice {
  kind: LineItemKind;
  quantity: number;
  unitPriceCents: number;
  taxRate: number;
}

/** Whether a membership waives the trip charge of this job: always, or on the customer's first job of the calendar year. */
export function waivesTripCharge(benefits: MemberBenefits): boolean {
  return benefits.tripChargeWaiver === 'Always' || (benefits.tripChargeWaiver === 'FirstJobEachYear' && !benefits.tripChargeWaivedThisYear);
}

/** The words the landing page's plan cards use for a waived trip charge, per rule. */
const waiverWords: Record<TripChargeWaiver, string> = { None: '', FirstJobEachYear: 'no trip charge on the first job of the year', Always: 'no trip charge' };

/**
 * A proposal's money, decided in one place: each line's amount (quantity × unit price, to the cent),
 * the membership's discount (its percent off each Labor line; a TripCharge line waived in full when
 * `waivesTripCharge`), tax on what is left of each line at the line's rate, and the deposit as the
 * contractor asked it. `maxDepositCents` is the most that deposit may be: one third of the total after
 * the discount, what the customer pays (M.G.L. c. 142A). A deposit over it is refused with that amount
 * (`depositCapMessage`), never lowered to it, so the limit a refusal names is the one applied.
 */
export function priceProposal<L extends LineToPrice>(lines: readonly L[], benefits: MemberBenefits, depositCents: number) {
  const waiveTrip = waivesTripCharge(benefits);
  const priced = lines.map((line) => {
    const amountCents = Math.round(line.quantity * line.unitPriceCents);
    const discountCents =
      line.kind === 'TripCharge' && waiveTrip
        ? amountCents
        : line.kind === 'Labor'
          ? Math.round((amountCents * benefits.laborDiscountPercent) / 100)
          : 0;
    const taxCents = Math.round((amountCents - discountCents) * line.taxRate);
    return { ...line, amountCents, discountCents, taxCents };
  });
  const sum = (pick: (l: (typeof priced)[number]) => number) => priced.reduce((total, l) => total + pick(l), 0);
  const subtotalCents = sum((l) => l.amountCents);
  const discountCents = sum((l) => l.discountCents);
  const taxCents = sum((l) => l.taxCents);
  const totalCents = subtotalCents - discountCents + taxCents;
  const listTotalCents = subtotalCents + sum((l) => Math.round(l.amountCents * l.taxRate));

  const laborOff = priced.some((l) => l.kind === 'Labor' && l.discountCents > 0) ? `${benefits.laborDiscountPercent}% off labor` : '';
  const tripOff = priced.some((l) => l.kind === 'TripCharge' && l.discountCents > 0) ? waiverWords[benefits.tripChargeWaiver] : '';
  const parts = [laborOff, tripOff].filter(Boolean);
  const discountDescription = parts.length && benefits.membershipName ? `${benefits.membershipName}: ${parts.join(', ')}` : parts.join(', ');

  return {
    lines: priced.map(({ taxCents: _, ...line }) => line),
    subtotalCents,
    discountCents,
    discountDescription,
    taxCents,
    totalCents,
    /** The total the lines come to without the membership's discount. */
    listTotalCents,
    /** The most the deposit may be: one third of `totalCents`, the discounted total. */
    maxDepositCents: maxDepositCents(totalCents),
    depositCents,
    finalPaymentCents: totalCents - depositCents,
  };
}
/** @public What `priceProposal` answers, for the screens that show an estimate. */
export type ProposalPrice = ReturnType<typeof priceProposal>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Why a deposit was refused, at the deposit field: the law, and the most this estimate may ask when known. */
export function depositCapMessage(maxCents?: number): string {
  const law = 'The deposit can be at most one third of the total (Massachusetts law)';
  if (maxCents === undefined) return `${law}.`;
  return `${law}: at most ${usd.format(maxCents / 100)} for this estimate.`;
}

export const JobProposal = v.object({
  id: Uuid,
  jobRequestId: Uuid,
  contractor: ContractorRef,
  lineItems: v.array(ProposalLineItem),
  subtotalCents: Cents,
  /** Taken off the subtotal by the customer's membership; 0 without one. */
  discountCents: Cents,
  /** What the discount is, in words, e.g. "Residential Plus: 10% off labor, no trip charge"; empty without one. */
  discountDescription: v.string(),
  taxCents: Cents,
  totalCents: Cents,
  /** At most one third of the total. */
  depositCents: Cents,
  depositStatus: PaymentStatus,
  /** The rest of the total, due when the job is completed. */
  finalPaymentCents: Cents,
  finalPaymentStatus: PaymentStatus,
  /** Extra work agreed after the job started. */
  subsequentPaymentCents: Cents,
  subsequentPaymentStatus: PaymentStatus,
  /** What the extra work is, as the contractor described it. */
  subsequentPaymentDescription: v.string(),
  notes: v.string(),
  /** Expired: its validUntil passed before the customer accepted it; it can no longer be accepted. */
  status: ProposalStatus,
  validUntil: v.nullable(DateTime),
  /**
   * When the customer accepted it. An accepted proposal that asks a deposit stays Pending, with its
   * deposit Due, until the payment provider confirms the deposit; then it is Accepted.
   */
  acceptedAt: v.nullable(DateTime),
  decidedAt: v.nullable(DateTime),
  /** Why it was declined: the customer's words, or that another estimate was accepted. */
  declineReason: v.nullable(v.string()),
  createdAt: DateTime,
});
export type JobProposal = v.InferOutput<typeof JobProposal>;

/** The decline reason of the other estimates of a job when one is accepted: not chosen, not declined by the customer. */
export const ANOTHER_ESTIMATE_ACCEPTED = 'Another estimate for this job was accepted.';

export const JobRequestParams = v.object({ jobRequestId: Uuid });
export const ProposalParams = v.object({ jobRequestId: Uuid, id: Uuid });

export const JobProposalsQuery = fields({ ...listQuery(['createdAt', 'total']) });
export type JobProposalsQuery = v.InferInput<typeof JobProposalsQuery>;
export const JobProposalsPage = paged(JobProposal);
export type JobProposalsPage = v.InferOutput<typeof JobProposalsPage>;

export const ProposalDecision = v.pipe(
  fields({
    decision: v.picklist(['Accept', 'Decline'], 'Choose Accept or Decline.'),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'The reason must be 1000 characters or fewer.'))),
  }),
);
export type ProposalDecision = v.InferInput<typeof ProposalDecision>;

/** Body of deposit-info, final-payment-info and subsequent-payment-info. */
export const PaymentInfoRequest = fields({
  /** Where the payment page sends the customer back to. */
  redirectUrl: v.pipe(v.string('Enter the return address.'), v.trim(), v.url('Enter a valid URL.'), v.maxLength(2000, 'Must be 2000 characters or fewer.')),
});
export type PaymentInfoRequest = v.InferInput<typeof PaymentInfoRequest>;

/** Body of final-payment-info: by default the extra work still owed on the estimate is paid in the same card step. */
export const FinalPaymentInfoRequest = fields({
  ...PaymentInfoRequest.entries,
  /** false pays the final payment alone, leaving the extra work owed (subsequent-payment-info pays it). */
  withExtraWork: v.optional(v.boolean('Choose true or false.'), true),
});
export type FinalPaymentInfoRequest = v.InferInput<typeof FinalPaymentInfoRequest>;

export const JOB_PAYMENT_KINDS = ['Deposit', 'FinalPayment', 'SubsequentPayment'] as const;
export const JobPaymentKind = v.picklist(JOB_PAYMENT_KINDS);
export type JobPaymentKind = v.InferOutput<typeof JobPaymentKind>;

/** One line of what a card payment pays: a payment owed on the proposal, and how much of it. */
export const PaymentLine = v.object({
  kind: JobPaymentKind,
  amountCents: Cents,
  /** What the line is for, e.g. "Final payment" or "Extra work: replace the shutoff valve". */
  description: v.string(),
});
export type PaymentLine = v.InferOutput<typeof PaymentLine>;

/**
 * One payment of a proposal, ready for the card: exactly the amount the server holds, and what the
 * browser needs to collect the card for it (docs/decisions/014-card-payments.md). Asking again
 * (a double click, a retry after a declined card) answers the same payment.
 */
export const PaymentInfo = v.object({
  kind: JobPaymentKind,
  jobProposalId: Uuid,
  /** Our payment's id; the receipt and the webhook's result are filed under it. */
  paymentId: Uuid,
  amountCents: Cents,
  /** What it is for, as the payment page and the receipt say, e.g. "Deposit for Leaking faucet (Oak Plumbing)"; the payment provider is told only "Deposit". */
  description: v.string(),
  /**
   * Due until a card is given, RequiresAction while the customer's bank asks them to confirm it
   * (continued on `cardPageUrl`, or with Stripe.js `handleNextAction`), Processing while the provider
   * confirms it, Failed (see failureMessage) until another card pays.
   */
  status: PaymentInfoStatus,
  /** Who takes the card: Stripe's Payment Element, or the built-in sandbox's card fields. */
  provider: v.picklist(['stripe', 'sandbox']),
  /** The provider's PaymentIntent. */
  paymentIntentId: v.string(),
  /** Lets the browser confirm this payment and nothing else (Stripe.js `confirmPayment`, or the sandbox's card page). */
  clientSecret: v.string(),
  /** Why the latest card was refused, in the provider's words. */
  failureMessage: v.nullable(v.string()),
  /** The card of the latest attempt (the declined one, or the one being confirmed), when known. */
  card: v.nullable(CardSummary),
  /** Where to send the customer back to after the card step (checked to be a page of this site). */
  redirectUrl: v.string(),
  /** The sandbox's card page for this payment while the sandbox takes payments; null with Stripe, whose Payment Element collects the card on the proposal page. */
  cardPageUrl: v.nullable(v.string()),
  /** What the one charge pays, line by line, adding up to amountCents: the final payment and the extra work still owed when paid together. */
  lines: v.optional(v.array(PaymentLine)),
});
export type PaymentInfo = v.InferOutput<typeof PaymentInfo>;
