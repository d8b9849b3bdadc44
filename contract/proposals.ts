import * as v from 'valibot';
import { Cents, DateTime, fields, listQuery, paged, Uuid } from './common';
import { ContractorRef } from './contractors';

/** Where one payment of a proposal stands, as the customer sees it. */
export const PAYMENT_STATUSES = ['NotDue', 'Due', 'Processing', 'Paid', 'Failed', 'Refunded'] as const;
export const PaymentStatus = v.picklist(PAYMENT_STATUSES);
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>;
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
});
export type ProposalLineItem = v.InferOutput<typeof ProposalLineItem>;

/** Massachusetts (M.G.L. c. 142A) caps a home-improvement deposit at one third of the contract price. */
export const maxDepositCents = (totalCents: number) => Math.floor(totalCents / 3);

/** Line amounts, subtotal, tax and total in cents, computed one way on both sides of the API. */
export function proposalTotals(lines: readonly { quantity: number; unitPriceCents: number; taxRate: number }[]) {
  const amounts = lines.map((l) => Math.round(l.quantity * l.unitPriceCents));
  const subtotalCents = amounts.reduce((a, b) => a + b, 0);
  const taxCents = lines.reduce((sum, l, i) => sum + Math.round(amounts[i]! * l.taxRate), 0);
  return { amounts, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

export const JobProposal = v.object({
  id: Uuid,
  jobRequestId: Uuid,
  contractor: ContractorRef,
  lineItems: v.array(ProposalLineItem),
  subtotalCents: Cents,
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
  notes: v.string(),
  status: ProposalStatus,
  validUntil: v.nullable(DateTime),
  decidedAt: v.nullable(DateTime),
  createdAt: DateTime,
});
export type JobProposal = v.InferOutput<typeof JobProposal>;

export const JobRequestParams = v.object({ jobRequestId: Uuid });
export const ProposalParams = v.object({ jobRequestId: Uuid, id: Uuid });

export const JobProposalsQuery = v.object({ ...listQuery(['createdAt', 'total']) });
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
  redirectUrl: v.pipe(v.string('Enter the return address.'), v.trim(), v.url('Enter a valid URL.'), v.maxLength(2000)),
});
export type PaymentInfoRequest = v.InferInput<typeof PaymentInfoRequest>;

/** What is owed for one payment of a proposal, and where to pay it. */
export const PaymentInfo = v.object({
  kind: v.picklist(['Deposit', 'FinalPayment', 'SubsequentPayment']),
  amountCents: Cents,
  status: PaymentStatus,
  /** The card payment page; null when nothing is due. */
  checkoutUrl: v.nullable(v.string()),
});
export type PaymentInfo = v.InferOutput<typeof PaymentInfo>;
