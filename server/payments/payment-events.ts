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
  // The card was given and the bank asks the customer to confirm it (3-D Secure): only they can move it on.
  'payment_intent.requires_action': 'RequiresAction',
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
const MethodObject = v.looseObject({ card: v.optional(v.nullable(Card)) });
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

/** The events of an attempt whose card the provider is asked for before the event is applied (`Applying.attemptCard`). */
export const ATTEMPT_CARD_EVENTS: readonly PaymentEventType[] = ['payment_intent.succeeded', 'payment_intent.processing', 'payment_intent.requires_action'];

interface Applying {
  now: Date;
  log: Logger;
  /**
   * For the `ATTEMPT_CARD_EVENTS`: the card of the attempt (the one that paid, or the one being
   * confirmed), read from the provider before the transaction; null when it could not be read.
   */
  attemptCard: CardSummary | null;
  afterCommit: PaymentEffectContext['afterCommit'];
  publicUrl: string;
}

/**
 * Applies one payment event to its payment row, inside the webhook's transaction: the row is found by
 * the event's `metadata.paymentId` and its intent id, which must name the same payment (and the
 * charge, when the event carries one, that intent); its status moves only where `mayFollow` allows;
 * the kind's effects run when something changed. An event for no payment of ours (a subscription's
 * invoice, another integration on the same account) changes nothing. An event whose ids disagree is
 * refused: nothing changes and the answer says why, for the caller to record.
 */
export async function applyPaymentEvent(tx: Database, event: Stripe.Event, applying: Applying): Promise<string | undefined> {
  const type = event.type as PaymentEventType;
  const context: PaymentEffectContext = {
    now: applying.now,
    event: { id: event.id, type: event.type, created: event.created },
    publicUrl: applying.publicUrl,
    afterCommit: applying.afterCommit,
  };
  const at = new Date(event.created * 1000);

  if (type === 'charge.refunded' || type === 'charge.succeeded') {
    const parsed = v.safeParse(ChargeObject, event.data.object);
    if (!parsed.success) return skip(applying.log, event, 'its charge has an unexpected shape');
    const charge = parsed.output;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const found = await lockAgreeingPayment(tx, { paymentId: charge.metadata?.paymentId, intentId, requireIntent: true });
    if ('refusal' in found) return refuse(applying.log, event, found.refusal);
    const { payment } = found;
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
  const latest = v.safeParse(ChargeObject, (event.data.object as { latest_charge?: unknown }).latest_charge);
  if (latest.success) {
    const chargeIntent = typeof latest.output.payment_intent === 'string' ? latest.output.payment_intent : latest.output.payment_intent?.id;
    if (chargeIntent && chargeIntent !== intent.id) return refuse(applying.log, event, `its charge ${latest.output.id} belongs to another intent`);
    const chargePayment = latest.output.metadata?.paymentId;
    if (chargePayment && intent.metadata?.paymentId && chargePayment !== intent.metadata.paymentId) {
      return refuse(applying.log, event, `its charge ${latest.output.id} names another payment`);
    }
  }
  const found = await lockAgreeingPayment(tx, { paymentId: intent.metadata?.paymentId, intentId: intent.id, requireIntent: false });
  if ('refusal' in found) return refuse(applying.log, event, found.refusal);
  const { payment } = found;
  if (!payment) return skip(applying.log, event, 'no payment of ours has this intent');
  const next = PAYMENT_EVENT_STATUS[type]!;
  if (!mayFollow(payment.status, next)) {
    applying.log.info({ eventId: event.id, type, paymentId: payment.id, status: payment.status }, 'a late payment event was not applied: the payment has moved on');
    return;
  }
  const failedWith = cardOf(intent.last_payment_error?.payment_method?.card);
  const attempting = next === 'Processing' || next === 'RequiresAction';
  const card = next === 'Succeeded' || attempting ? applying.attemptCard : next === 'Failed' ? failedWith : null;
  // A payment being confirmed is made with the card of this attempt, not an earlier attempt's declined one: unknown, it names none.
  const forgetCard = attempting && !card && payment.status !== next;
  const updated = await update(tx, payment, {
    status: next,
    stripePaymentIntentId: intent.id,
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    ...(forgetCard ? { cardBrand: null, cardLast4: null } : {}),
    ...(next === 'Succeeded' ? { paidAt: payment.paidAt ?? at, failureMessage: null } : {}),
    ...(next === 'Failed' ? { failureMessage: intent.last_payment_error?.message ?? 'The card was declined.' } : {}),
  });
  const effects = paymentEffects[payment.kind];
  // Once per payment: the first event that finds it unpaid (a refund that overtook the success counts).
  if (next === 'Succeeded' && !payment.paidAt) await effects.succeeded?.(tx, updated, context);
  if (next === 'Failed') await effects.failed?.(tx, updated, context);
  if (next === 'Canceled' && payment.status !== 'Canceled') await effects.canceled?.(tx, updated, context);
}

/**
 * The card of an intent's attempt as the event carries it: its payment method's when expanded, or
 * for a succeeded intent its charge's. Until an attempt is charged, the latest charge is an earlier
 * attempt's.
 */
export function cardInEvent(event: Stripe.Event): CardSummary | null {
  const object = event.data.object as { payment_method?: unknown; latest_charge?: unknown };
  const method = v.safeParse(MethodObject, object.payment_method);
  const ofMethod = method.success ? cardOf(method.output.card) : null;
  if (ofMethod || event.type !== 'payment_intent.succeeded') return ofMethod;
  const charge = object.latest_charge;
  if (!charge || typeof charge !== 'object') return null;
  const parsed = v.safeParse(ChargeObject, charge);
  return parsed.success ? cardOf(parsed.output.payment_method_details?.card) : null;
}

/**
 * The payment an event is about, locked, when every id in it agrees: the payment `metadata.paymentId`
 * names and the one holding the intent are the same row, and that row's intent, once known, is this
 * one. `requireIntent`: a charge must name its intent. A `refusal` says which ids disagree; no
 * payment (and no refusal) means the event is none of ours.
 */
async function lockAgreeingPayment(
  tx: Database,
  ids: { paymentId: string | undefined; intentId: string | undefined; requireIntent: boolean },
): Promise<{ payment: PaymentRow | undefined } | { refusal: string }> {
  const { paymentId, intentId } = ids;
  const named = paymentId !== undefined && paymentId !== '';
  const byId = named && UUID_V1_TO_V5.test(paymentId) ? eq(payments.id, paymentId) : undefined;
  const byIntent = intentId ? eq(payments.stripePaymentIntentId, intentId) : undefined;
  if (!byId && !byIntent) return { payment: undefined };
  // NO KEY UPDATE: a cancelation queuing a refund of this payment (a row that references it) does not wait on it.
  const rows = await tx.select().from(payments).where(or(byId, byIntent)).for('no key update');
  const ofId = named ? rows.find((r) => r.id === paymentId) : undefined;
  const ofIntent = intentId ? rows.find((r) => r.stripePaymentIntentId === intentId) : undefined;
  if (ofId && ofIntent && ofId.id !== ofIntent.id) return { refusal: `metadata.paymentId names payment ${ofId.id} but the intent ${intentId} is payment ${ofIntent.id}'s` };
  if (named && !ofId && ofIntent) return { refusal: `metadata.paymentId names no payment of ours but the intent ${intentId} is payment ${ofIntent.id}'s` };
  if (ofId && intentId && ofId.stripePaymentIntentId && ofId.stripePaymentIntentId !== intentId) {
    return { refusal: `payment ${ofId.id} has the intent ${ofId.stripePaymentIntentId}, not ${intentId}` };
  }
  if (ofId && ids.requireIntent && !intentId) return { refusal: `the charge for payment ${ofId.id} names no intent` };
  return { payment: ofId ?? ofIntent };
}

async function update(tx: Database, payment: PaymentRow, set: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(set).where(eq(payments.id, payment.id)).returning();
  return row!;
}

function skip(log: Logger, event: Stripe.Event, why: string): undefined {
  log.info({ eventId: event.id, type: event.type }, `a payment event changed nothing: ${why}`);
  return undefined;
}

/** An event whose ids disagree changes nothing; the reason is kept with the event's record. */
function refuse(log: Logger, event: Stripe.Event, why: string): string {
  log.warn({ eventId: event.id, type: event.type }, `a payment event was refused: ${why}`);
  return why;
}

/** Stripe tries a delivery again for three days; a record of an event older than this guards nothing. */
const PROCESSED_EVENTS_KEPT_DAYS = 90;

/** Housekeeping: forgets handled events long past any redelivery. */
export async function pruneProcessedWebhookEvents(db: Database, now: Date) {
  await db.delete(processedWebhookEvents).where(lt(processedWebhookEvents.processedAt, new Date(now.getTime() - PROCESSED_EVENTS_KEPT_DAYS * 86_400_000)));
}
