import { type AnyColumn, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ContractorRef } from '../../contract/contractors';
import type { JobPayment } from '../../contract/job-requests';
import type { JobPaymentKind, PaymentLine } from '../../contract/proposals';
import type { Database } from '../db/client';
import { jsonArrayOf, jsonColumnOf, jsonObjectOf, jsonOf, parsedJson, rowsOfJson } from '../db/json-rows';
import { contractors, jobProposals, jobRequests, payments, users } from '../db/schema';
import { enqueueNotification } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import type { PaymentRow } from '../payments/effects';
import { keptLinesColumn, linesFrom, linesOf, type PaymentLine as Line } from '../payments/payments';
import { contractorRefJson, type ContractorRefRow, toContractorRef } from './contractor-refs';
import { customerText } from './customer-messages';
import { extraWorkEventsColumn, extraWorkEventsOfJson, extraWorkWordsOf, extraWorkWordsOfProposal } from './extra-work';
import { paidCentsByKindOf } from './owed';
import { calendarDay, dollars } from './timeline';

/**
 * Receipts for the payments customers make on their jobs: one per payment that went through, sent
 * once (by e-mail and a short text, through the outbox) and kept on the job's page; and word of a
 * refund when one comes back.
 */

const WHAT: Record<JobPaymentKind, string> = { Deposit: 'deposit', FinalPayment: 'final payment', SubsequentPayment: 'payment for extra work' };

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa ending in 4242", or "card" when the provider has not said which. */
export const cardInWords = (brand: string | null, last4: string | null) => (last4 ? `${BRANDS[brand ?? ''] ?? 'Card'} ending in ${last4}` : 'card');

/** What a job payment is for, as the payment page and the receipt say it; `Balance`: the final payment and extra work paid together. Never sent to the payment provider, which is told the kind alone. */
export function paymentDescription(kind: JobPaymentKind | 'Balance', jobName: string, contractor: string | null): string {
  const what = { Deposit: 'Deposit for', FinalPayment: 'Final payment for', SubsequentPayment: 'Extra work on', Balance: 'Final payment and extra work for' }[kind];
  return `${what} ${jobName}${contractor ? ` (${contractor})` : ''}`;
}

/** A line of a payment as the receipt, the job page and the payment step name it: "Extra work: new valve" (the words of the extra work it pays). */
export function lineDescription(kind: JobPaymentKind, extraWork: string): string {
  if (kind === 'SubsequentPayment') return extraWork ? `Extra work: ${extraWork}` : 'Extra work';
  return kind === 'Deposit' ? 'Deposit' : 'Final payment';
}

export const describeLines = (lines: Line[], extraWork: string): PaymentLine[] => lines.map((l) => ({ ...l, description: lineDescription(l.kind, extraWork) }));

/** What a payment was, in a receipt's words: its kind's, or "payment" when it paid several lines. */
const whatOf = (payment: PaymentRow, lines: Line[]) => (lines.length > 1 ? 'payment' : WHAT[payment.kind as JobPaymentKind]);

/** The payment's job, contractor and customer, for its receipt. */
async function paymentFacts(tx: Database, payment: PaymentRow) {
  if (!payment.jobProposalId || !payment.userId) return undefined;
  const [row] = await tx
    .select({
      jobRequestId: jobRequests.id,
      jobName: jobRequests.name,
      proposal: { contractorId: jobProposals.contractorId, subsequentPaymentCents: jobProposals.subsequentPaymentCents, subsequentPaymentDescription: jobProposals.subsequentPaymentDescription },
      contractor: contractors.businessName,
      firstName: users.firstName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      deletedAt: users.deletedAt,
    })
    .from(jobProposals)
    .innerJoin(jobRequests, eq(jobRequests.id, jobProposals.jobRequestId))
    .innerJoin(contractors, eq(contractors.id, jobProposals.contractorId))
    .innerJoin(users, eq(users.id, payment.userId))
    .where(eq(jobProposals.id, payment.jobProposalId));
  return row && !row.deletedAt ? row : undefined;
}

/**
 * Sends the receipt of a job payment that went through, once: the first call marks the payment
 * (`receiptSentAt`), inside the webhook's transaction, so a redelivered event sends nothing more.
 */
export async function sendReceipt(tx: Database, payment: PaymentRow, now: Date, publicUrl: string): Promise<void> {
  if (payment.kind === 'Membership') return;
  const [claimed] = await tx
    .update(payments)
    .set({ receiptSentAt: now })
    .where(and(eq(payments.id, payment.id), isNull(payments.receiptSentAt)))
    .returning({ id: payments.id });
  if (!claimed) return;
  const facts = await paymentFacts(tx, payment);
  if (!facts) return;
  const lines = (await linesOf(tx, [payment])).get(payment.id)!;
  const what = whatOf(payment, lines);
  const card = cardInWords(payment.cardBrand, payment.cardLast4);
  const paidOn = calendarDay(payment.paidAt ?? now);
  // The job's title and the extra work are the customer's and the contractor's words: no links in the provider's e-mail and text (the job's page shows them whole).
  const jobName = quotable(facts.jobName);
  // A payment of several lines names each, so the customer sees what the one charge paid.
  const itemized = lines.length > 1 ? describeLines(lines, quotable(await extraWorkPaidBy(tx, payment, lines, facts))).map((l) => `  ${l.description}: ${dollars(l.amountCents)}`) : [];
  await tellCustomer(tx, payment, facts, publicUrl, {
    kind: 'Receipt',
    subject: `Receipt: your ${dollars(payment.amountCents)} ${what} for ${jobName}`,
    body: [
      `Thank you${facts.firstName ? `, ${facts.firstName}` : ''}. We received your payment.`,
      '',
      `Amount: ${dollars(payment.amountCents)}`,
      ...(itemized.length > 0 ? [`For: ${jobName}`, ...itemized] : [`For: ${paymentDescription(payment.kind as JobPaymentKind, jobName, null)}`]),
      `Contractor: ${facts.contractor}`,
      `Paid with: ${card}`,
      `Date: ${paidOn}`,
      `Reference: ${payment.id}`,
      '',
      'This receipt is also on the job’s page in your account.',
    ],
    text: `Southborough Home Services: we received your ${dollars(payment.amountCents)} ${what} for "${jobName}" (${card}, ${paidOn}). The receipt is on the job's page:`,
  });
}

/**
 * The words of the extra work a payment that just went through paid: the pieces after what earlier
 * payments paid (what went through of it, this one's line aside).
 */
async function extraWorkPaidBy(
  tx: Database,
  payment: PaymentRow,
  lines: Line[],
  facts: { jobRequestId: string; proposal: { contractorId: string; subsequentPaymentCents: number; subsequentPaymentDescription: string } },
): Promise<string> {
  const line = lines.find((l) => l.kind === 'SubsequentPayment');
  if (!line || !payment.jobProposalId) return '';
  const words = await extraWorkWordsOfProposal(tx, { jobRequestId: facts.jobRequestId, ...facts.proposal });
  const paidBefore = (await paidCentsByKindOf(tx, payment.jobProposalId)).SubsequentPayment - line.amountCents;
  return words(paidBefore, paidBefore + line.amountCents);
}

/** Tells the customer money came back: `refundedCents` of this refund, to the card that paid. */
export async function tellOfRefund(tx: Database, payment: PaymentRow, refundedCents: number, publicUrl: string): Promise<void> {
  if (payment.kind === 'Membership') return;
  const facts = await paymentFacts(tx, payment);
  if (!facts) return;
  const what = whatOf(payment, (await linesOf(tx, [payment])).get(payment.id)!);
  const card = cardInWords(payment.cardBrand, payment.cardLast4);
  const jobName = quotable(facts.jobName);
  await tellCustomer(tx, payment, facts, publicUrl, {
    kind: 'Refund',
    subject: `Refund: ${dollars(refundedCents)} of your ${what} for ${jobName}`,
    body: [
      `Hi${facts.firstName ? ` ${facts.firstName}` : ''}, we refunded part or all of a payment.`,
      '',
      `Refunded: ${dollars(refundedCents)} of ${dollars(payment.amountCents)}`,
      `For: ${paymentDescription(payment.kind, jobName, null)}`,
      `Contractor: ${facts.contractor}`,
      `To: ${card}`,
      `Reference: ${payment.id}`,
      '',
      'Banks take 5 to 10 business days to show a refund on the statement.',
    ],
    text: `Southborough Home Services: we refunded ${dollars(refundedCents)} of your ${what} for "${jobName}" to your ${card}. Banks take 5 to 10 business days to show it.`,
  });
}

/**
 * A payment's word to its customer: the e-mail (lines of `body`) to their address and the text to
 * their phone, ending with the job's page (`customerText`), each when they have one.
 */
async function tellCustomer(
  tx: Database,
  payment: PaymentRow,
  facts: { jobRequestId: string; email: string | null; phoneNumber: string | null },
  publicUrl: string,
  message: { kind: 'Receipt' | 'Refund'; subject: string; body: string[]; text: string },
) {
  const data = { jobRequestId: facts.jobRequestId, paymentId: payment.id };
  const { kind } = message;
  if (facts.email) await enqueueNotification(tx, { userId: payment.userId, channel: 'email', to: facts.email, kind, subject: message.subject, body: message.body.join('\n'), data });
  if (facts.phoneNumber) {
    await enqueueNotification(tx, customerText(facts.phoneNumber, { userId: payment.userId, jobRequestId: facts.jobRequestId, publicUrl }, kind, message.text, { paymentId: payment.id }));
  }
}

/**
 * The receipts of a job, as one JSON column of the job's row (`paidPaymentsOfJson` reads it back): each
 * payment that went through, oldest first, with the contractor it paid and its lines; what the job's
 * facts count as paid (`PaidPayment`), so that they need not read it again.
 */
export function paidPaymentsJson(db: Database, jobRequestId: AnyColumn) {
  const receipt = jsonObjectOf({
    payment: jsonOf(payments),
    jobRequestId: jobProposals.jobRequestId,
    contractor: contractorRefJson,
    proposal: jsonObjectOf({ subsequentPaymentCents: jobProposals.subsequentPaymentCents, subsequentPaymentDescription: jobProposals.subsequentPaymentDescription }),
    extraWorkAdded: extraWorkEventsColumn,
    keptLines: keptLinesColumn,
  });
  const receipts = db
    .select({ receipts: jsonArrayOf(receipt, sql`${payments.paidAt}, ${payments.createdAt}`) })
    .from(payments)
    .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .leftJoin(contractors, eq(contractors.id, jobProposals.contractorId))
    .leftJoin(users, eq(users.id, contractors.userId))
    .where(and(eq(jobProposals.jobRequestId, jobRequestId), inArray(payments.status, ['Succeeded', 'Refunded']), inArray(payments.kind, ['Deposit', 'FinalPayment', 'SubsequentPayment'])));
  return jsonColumnOf(receipts);
}

interface ReceiptJson {
  payment: unknown;
  jobRequestId: string;
  contractor: ContractorRefRow;
  proposal: { subsequentPaymentCents: number; subsequentPaymentDescription: string };
  extraWorkAdded: unknown;
  keptLines: { kind: string; amountCents: number }[] | null;
}

/**
 * The receipts of `paidPaymentsJson`'s column, each line named by what it paid: the extra work of a
 * payment is the pieces after those the estimate's earlier receipts paid.
 */
export function paidPaymentsOfJson(json: unknown) {
  const extraWorkPaid = new Map<string, number>();
  return parsedJson<ReceiptJson>(json).map(({ keptLines, contractor, payment: paymentJson, proposal, extraWorkAdded, ...r }) => {
    const [payment] = rowsOfJson(payments, [paymentJson]) as [PaymentRow];
    const lines = linesFrom(payment, keptLines);
    const extraCents = lines.find((l) => l.kind === 'SubsequentPayment')?.amountCents ?? 0;
    const before = extraWorkPaid.get(payment.jobProposalId!) ?? 0;
    extraWorkPaid.set(payment.jobProposalId!, before + extraCents);
    const words = extraCents > 0 ? extraWorkWordsOf(proposal, extraWorkEventsOfJson(extraWorkAdded))(before, before + extraCents) : '';
    return { ...r, payment, contractor: toContractorRef(contractor), lines: describeLines(lines, words) };
  });
}

/** A payment as the job page shows its receipt. */
export function toJobPayment(p: PaymentRow, contractor: ContractorRef | null, lines: PaymentLine[]): JobPayment {
  return {
    id: p.id,
    paymentIntentId: p.stripePaymentIntentId,
    kind: p.kind as JobPaymentKind,
    jobProposalId: p.jobProposalId!,
    contractor,
    amountCents: p.amountCents,
    status: p.status === 'Refunded' ? 'Refunded' : 'Paid',
    card: p.cardLast4 ? { brand: p.cardBrand ?? 'unknown', last4: p.cardLast4 } : null,
    paidAt: (p.paidAt ?? p.createdAt).toISOString(),
    refundedCents: p.refundedCents,
    refundedAt: p.refundedAt ? p.refundedAt.toISOString() : null,
    lines,
  };
}
