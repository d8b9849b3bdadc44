import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { WebhookReceived } from '../../contract/payments';
import type { Database } from '../db/client';
import { processedWebhookEvents } from '../db/schema';
import type { Logger } from '../lib/logger';
import { MEMBERSHIP_EVENT_TYPES, type MembershipEventType, membershipEvents } from './effects';
import type { CardSummary, PaymentGateway } from './gateway';
import { applyPaymentEvent, ATTEMPT_CARD_EVENTS, cardInEvent, isPaymentEvent } from './payment-events';
import type { PaymentServices } from './payments';

/** What applying a provider event needs: the database, the gateway to read a card back from, the clock, the log and the web app's address (for links in what the event sends). */
export interface StripeEventServices {
  db: Database;
  payments: PaymentGateway;
  now: () => Date;
  log: Logger;
  publicUrl: string;
}

const isMembershipEvent = (type: string): type is MembershipEventType => (MEMBERSHIP_EVENT_TYPES as readonly string[]).includes(type);

/**
 * Applies a verified provider event exactly once. The event's id is claimed in
 * processed_webhook_events in the same transaction as its effect: a redelivery, even one arriving
 * while the first is being applied, waits on that row and is answered as a duplicate; a failure rolls
 * both back, so the provider's next delivery applies it. Types nobody handles are recorded and
 * acknowledged, so the provider stops sending them.
 */
export async function applyStripeEvent(services: StripeEventServices, event: Stripe.Event): Promise<WebhookReceived> {
  const { db, log } = services;
  const duplicate: WebhookReceived = { received: true, duplicate: true };
  const [seen] = await db.select({ id: processedWebhookEvents.id }).from(processedWebhookEvents).where(eq(processedWebhookEvents.providerEventId, event.id));
  if (seen) return duplicate;

  // Read before the transaction: it may ask the provider, and nothing should wait on that.
  const attemptCard = isPaymentEvent(event.type) && ATTEMPT_CARD_EVENTS.includes(event.type) ? await cardOfAttempt(services, event) : null;
  const now = services.now();
  const afterCommit: ((services: PaymentServices) => Promise<void>)[] = [];

  const received = await db.transaction(async (tx): Promise<WebhookReceived> => {
    const [claimed] = await tx
      .insert(processedWebhookEvents)
      .values({ provider: services.payments.kind, providerEventId: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (!claimed) return duplicate;
    const later = (work: (services: PaymentServices) => Promise<void>) => void afterCommit.push(work);
    if (isPaymentEvent(event.type)) {
      const refusal = await applyPaymentEvent(tx, event, { now, log, attemptCard, afterCommit: later, publicUrl: services.publicUrl });
      if (refusal) await tx.update(processedWebhookEvents).set({ refusal }).where(eq(processedWebhookEvents.id, claimed.id));
    }
    else if (isMembershipEvent(event.type)) {
      const handle = membershipEvents[event.type] as ((tx: unknown, object: unknown, context: unknown) => Promise<void>) | undefined;
      const previousAttributes = (event.data as { previous_attributes?: Record<string, unknown> }).previous_attributes;
      await handle?.(tx, event.data.object, {
        now,
        event: { id: event.id, type: event.type, created: event.created },
        previousAttributes,
        afterCommit: later,
        publicUrl: services.publicUrl,
      });
    }
    return { received: true, duplicate: false };
  });
  // The event is applied and recorded whatever happens here; work left undone is picked up again (the refund sweep).
  for (const work of afterCommit) {
    try {
      await work(services);
    } catch (err) {
      log.error({ err, eventId: event.id, type: event.type }, 'a follow-up of a payment event failed');
    }
  }
  return received;
}

/**
 * The card of an intent's attempt: the one that paid a succeeded intent, or the one being confirmed.
 * Stripe's events carry the charge and the payment method by id only, so unless the event has them
 * expanded the intent is read back from the provider. If that fails a paid payment is still recorded
 * as paid (the card comes with the `charge.succeeded` event), and one being confirmed names no card.
 */
async function cardOfAttempt(services: Pick<StripeEventServices, 'payments' | 'log'>, event: Stripe.Event): Promise<CardSummary | null> {
  const inEvent = cardInEvent(event);
  if (inEvent) return inEvent;
  const id = (event.data.object as { id?: unknown }).id;
  if (typeof id !== 'string') return null;
  try {
    return (await services.payments.retrievePaymentIntent(id)).card;
  } catch (err) {
    services.log.warn({ err, eventId: event.id }, 'could not read the card of an intent’s attempt from the payment provider');
    return null;
  }
}
