import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../server/db/client';
import { jobProposals, jobRequests, payments, users } from '../../server/db/schema';
import type { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { STRIPE_API_VERSION } from '../../server/payments/stripe-api-version';
import { aContractor, anAssignment, aTrade, randomPhone } from './factories';
import type { TestApi } from './harness';

/** A signed-up customer, made in the database. */
export async function aCustomer(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const phoneNumber = randomPhone();
  const [user] = await db
    .insert(users)
    .values({ phoneNumber, firstName: 'Pat', lastName: 'Neighbor', email: `${phoneNumber.slice(1)}@example.com`, initialized: true, ...overrides })
    .returning();
  return user!;
}

/**
 * A customer's job request with one contractor's proposal, accepted and waiting for its deposit (the
 * job Proposed, the contractor's offer Estimated): $300.00, a $100.00 deposit and $200.00 at the end.
 */
export async function aProposal(db: Database, userId: string, amounts: { totalCents?: number; depositCents?: number } = {}) {
  const { totalCents = 30_000, depositCents = 10_000 } = amounts;
  const trade = await aTrade(db);
  const contractor = await aContractor(db, { trades: [trade] });
  const [job] = await db
    .insert(jobRequests)
    .values({ userId, tradeId: trade.id, name: 'Leaking faucet', description: 'The kitchen faucet drips.', address: '1 Main St', city: 'Southborough', zipCode: '01772', status: 'Proposed' })
    .returning();
  const assignment = await anAssignment(db, job!, contractor, { state: 'Estimated' });
  const [proposal] = await db
    .insert(jobProposals)
    .values({
      jobRequestId: job!.id,
      contractorId: contractor.id,
      assignedJobAppointmentId: assignment.id,
      subtotalCents: totalCents,
      totalCents,
      requestedDepositCents: depositCents,
      depositCents,
      finalPaymentCents: totalCents - depositCents,
      acceptedAt: new Date(),
      depositStatus: 'Due',
    })
    .returning();
  return proposal!;
}

export const sandboxIn = (api: TestApi) => api.payments as SandboxGateway;

export async function paymentRow(db: Database, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** Stripe's test cards, as typed into the card page. */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0027 6000 3184',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  /** Passes the checksum but is none of Stripe's test cards. */
  notATestCard: '4111 1111 1111 1111',
  chargesFailLater: '4000 0000 0000 0341',
} as const;

export const card = (number: string) => ({ number, expiry: '12 / 34', cvc: '123', zip: '01772' });

/** Pays an intent on the sandbox's card page; answers the page's view of it. */
export async function payOnCardPage(api: TestApi, intent: { id: string; clientSecret: string | null }, number: string) {
  const res = await api.post(`/PaymentSandbox/payment-intents/${intent.id}/confirm`, { clientSecret: intent.clientSecret, card: card(number) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** An event in Stripe's envelope, signed with the API's webhook secret as Stripe signs, ready to post. */
export function signedEvent(api: Pick<TestApi, 'clock' | 'env'>, type: string, object: Record<string, unknown>, options: { id?: string; at?: Date; secret?: string } = {}) {
  const at = options.at ?? api.clock.now();
  const body = JSON.stringify({
    id: options.id ?? `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(at.getTime() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? api.env.STRIPE_WEBHOOK_SECRET, timestamp: Math.floor(at.getTime() / 1000) });
  return { body, signature };
}

export const deliver = (api: Pick<TestApi, 'request'>, event: { body: string; signature?: string }) =>
  api.request('/StripeWebHook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(event.signature ? { 'Stripe-Signature': event.signature } : {}) },
    body: event.body,
  });
