import { eq, lt, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import * as v from 'valibot';
import { UUID_V1_TO_V5 } from '../../contract/common';
import type { Database } from '../db/client';
import { type PaymentRecordStatus, payments, processedWebhookEvents } from '../db/schema';
import type { Logger } from '../lib/logger';
import { type PaymentEffectContext, paymentEffects, type PaymentRow } from './effects';
import type { CardSummary } from './gateway';
import { mayFollow } from './payment-status';

/** The payment events the webhook applies to payment rows, and the status each one means. */
export const PAYMENT_EVENT_STATUS = {
  'payment_intent.succeeded': 'Succeeded',
  'payment_intent.payment_failed': 'Failed',
  'payment_intent.processing': 'Processing',
  // The card was given and the bank asks for 3-D Secure: still not confirmed.
  'payment_intent.requires_action': 'Processing',
  'payment_intent.canceled': 'Canceled',
  'charge.succeeded': undefined,
  'charge.refunded': undefined,
} as const satisfies Record<string, PaymentRecordStatus | undefined>;
export type PaymentEventType = keyof typeof PAYMENT_EVENT_STATUS;

export const isPaymentEvent = (type: string): type is PaymentEventType => Object.hasOwn(PAYMENT_EVENT_STATUS, type);

/*
 * What the handler reads of Stripe's objects, checked, so an event of another API version or a
 * surprising shape is logged and skipped instead of breaking the handler.
 */
const Metadata = v.optional(v.nullable(v.record(v.string(), v.string())), {});
const Card = v.looseObject({ brand: v.optional(v.nullable(v.string())), last4: v.optional(v.nullable(v.string())) });
const IntentObject = v.looseObject({
  id: v.string(),
  object: v.literal('payment_intent'),
  metadata: Metadata,
  last_payment_error: v.optional(
    v.nullable(v.looseObject({ message: v.optional(v.string()), payment_method: v.optional(v.nullable(v.looseObject({ card: v.optional(v.nullable(Card)) }))) })),
  ),
});
const ChargeObject = v.looseObject({
  id: v.string(),
  object: v.literal('charge'),
  metadata: Metadata,
  payment_intent: v.optional(v.nullable(v.union([v.string(), v.looseObject({ id: v.string() })]))),
  amount: v.number(),
  amount_refunded: v.number(),
  payment_method_details: v.optional(v.nullable(v.looseObject({ card: v.optional(v.nullable(Card)) }))),
});

const cardOf = (card: v.InferOutput<typeof Card> | null | undefined): CardSummary | null =>
  card?.last4 ? { brand: card.brand ?? 'unknown', last4: card.last4 } : null;

interface Applying {
  now: Date;
  log: Logger;
  /** For `payment_intent.succeeded`: the card that paid, read from the provider before the transaction. */
  paidWith: CardSummary | null;
  afterCommit: PaymentEffectContext['afterCommit'];
}

/**
 * Applies one payment event to its payment row, inside the webhook's transaction: the row is found by
 * the intent's `metadata.paymentId` (or its intent id) and locked; its status moves only where
 * `mayFollow` allows; the kind's effects run when something changed. An event for no payment of ours
 * (a subscription's invoice, another integration on the same account) changes nothing.
 */
export async function applyPaymentEvent(tx: Database, event: Stripe.Event, applying: Applying): Promise<void> {
  const type = event.type as PaymentEventType;
  const context: PaymentEffectContext = { now: applying.now, event: { id: event.id, type: event.type, created: event.created }, afterCommit: applying.afterCommit };
  const at = new Date(event.created * 1000);

  if (type === 'charge.refunded' || type === 'charge.succeeded') {
    const parsed = v.safeParse(ChargeObject, event.data.object);
    if (!parsed.success) return skip(applying.log, event, 'its charge has an unexpected shape');
    const charge = parsed.output;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const payment = await lockPayment(tx, charge.metadata?.paymentId, intentId);
    if (!payment) return skip(applying.log, event, 'no payment of ours has this charge');
    const card = cardOf(charge.payment_method_details?.card);
    if (type === 'charge.succeeded') {
      if (card) await update(tx, payment, { cardBrand: card.brand, cardLast4: card.last4 });
      return;
    }
    const refundedCents = Math.min(Math.max(payment.refundedCents, charge.amount_refunded), payment.amountCents);
    const added = refundedCents - payment.refundedCents;
    // A refund means the money had moved: a payment whose success event is still on its way is paid.
    const next: PaymentRecordStatus = refundedCents >= payment.amountCents ? 'Refunded' : 'Succeeded';
    if (added <= 0 || !mayFollow(payment.status, next)) return;
    const updated = await update(tx, payment, {
      status: next,
      refundedCents,
      refundedAt: at,
      paidAt: payment.paidAt ?? at,
      ...(card && !payment.cardLast4 ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    });
    const effects = paymentEffects[payment.kind];
    if (!payment.paidAt) await effects.succeeded?.(tx, updated, context);
    await effects.refunded?.(tx, updated, { ...context, refundedCents: added });
    return;
  }

  const parsed = v.safeParse(IntentObject, event.data.object);
  if (!parsed.success) return skip(applying.log, event, 'its payment intent has an unexpected shape');
  const intent = parsed.output;
  const payment = await lockPayment(tx, intent.metadata?.paymentId, intent.id);
  if (!payment) return skip(applying.log, event, 'no payment of ours has this intent');
  if (payment.stripePaymentIntentId && payment.stripePaymentIntentId !== intent.id) return skip(applying.log, event, 'the payment has another intent');
  const next = PAYMENT_EVENT_STATUS[type]!;
  if (!mayFollow(payment.status, next)) {
    applying.log.info({ eventId: event.id, type, paymentId: payment.id, status: payment.status }, 'a late payment event was not applied: the payment has moved on');
    return;
  }
  const failedWith = cardOf(intent.last_payment_error?.payment_method?.card);
  const card = next === 'Succeeded' ? applying.paidWith : next === 'Failed' ? failedWith : null;
  const updated = await update(tx, payment, {
    status: next,
    stripePaymentIntentId: intent.id,
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    ...(next === 'Succeeded' ? { paidAt: payment.paidAt ?? at, failureMessage: null } : {}),
    ...(next === 'Failed' ? { failureMessage: intent.last_payment_error?.message ?? 'The card was declined.' } : {}),
  });
  const effects = paymentEffects[payment.kind];
  // Once per payment: the first event that finds it unpaid (a refund that overtook the success counts).
  if (next === 'Succeeded' && !payment.paidAt) await effects.succeeded?.(tx, updated, context);
  if (next === 'Failed') await effects.failed?.(tx, updated, context);
  if (next === 'Canceled' && payment.status !== 'Canceled') await effects.canceled?.(tx, updated, context);
}

/** The card a succeeded intent was paid with, as the event carries it when its charge is expanded. */
export function cardInEvent(event: Stripe.Event): CardSummary | null {
  const object = event.data.object as { latest_charge?: unknown };
  const charge = object.latest_charge;
  if (!charge || typeof charge !== 'object') return null;
  const parsed = v.safeParse(ChargeObject, charge);
  return parsed.success ? cardOf(parsed.output.payment_method_details?.card) : null;
}

async function lockPayment(tx: Database, paymentId: string | undefined, intentId: string | undefined): Promise<PaymentRow | undefined> {
  const byId = paymentId && UUID_V1_TO_V5.test(paymentId) ? eq(payments.id, paymentId) : undefined;
  const byIntent = intentId ? eq(payments.stripePaymentIntentId, intentId) : undefined;
  if (!byId && !byIntent) return undefined;
  // NO KEY UPDATE: a cancelation queuing a refund of this payment (a row that references it) does not wait on it.
  const [row] = await tx.select().from(payments).where(or(byId, byIntent)).limit(1).for('no key update');
  return row;
}

async function update(tx: Database, payment: PaymentRow, set: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(set).where(eq(payments.id, payment.id)).returning();
  return row!;
}

function skip(log: Logger, event: Stripe.Event, why: string) {
  log.info({ eventId: event.id, type: event.type }, `a payment event changed nothing: ${why}`);
}

/** Stripe tries a delivery again for three days; a record of an event older than this guards nothing. */
const PROCESSED_EVENTS_KEPT_DAYS = 90;

/** Housekeeping: forgets handled events long past any redelivery. */
export async function pruneProcessedWebhookEvents(db: Database, now: Date) {
  await db.delete(processedWebhookEvents).where(lt(processedWebhookEvents.processedAt, new Date(now.getTime() - PROCESSED_EVENTS_KEPT_DAYS * 86_400_000)));
}
