import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobProposals, type PaymentKind, paymentCustomers, paymentLines, payments, users } from '../db/schema';
import { ApiError, notFound } from '../lib/http';
import type { Logger } from '../lib/logger';
import { type GatewayRefund, type PaymentGateway, PaymentGatewayError, type PaymentGatewayKind, type RefundReason } from './gateway';
import { OPEN_PAYMENT_STATUSES } from './payment-status';
import { forgetSandboxCustomer } from './sandbox-gateway';

/**
 * The payments service the proposal and membership calls use: it makes the provider's objects for
 * amounts the server decides, and keeps one payment row per charge. It never marks anything paid;
 * the webhook does, from the provider's signed events.
 */

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentServices {
  db: Database;
  payments: PaymentGateway;
  log?: Logger;
}

export type JobPaymentKind = Exclude<PaymentKind, 'Membership'>;

/** One line of what a job payment pays: a kind of payment owed on its proposal, and how much of it. */
export interface PaymentLine {
  kind: JobPaymentKind;
  amountCents: number;
}

export type StartPaymentInput = {
  userId: string;
  /** Exactly what the server says is due, in cents; never a figure the client sent. */
  amountCents: number;
  /** The same key answers the same payment: a double click or a retry makes one charge. */
  idempotencyKey: string;
  currency?: string;
} & (
  | {
      kind: JobPaymentKind;
      jobProposalId: string;
      /** What the one charge pays, line by line, summing to `amountCents`; one line of `kind` when left out. */
      lines?: PaymentLine[];
      userMembershipId?: undefined;
    }
  | { kind: 'Membership'; userMembershipId: string; jobProposalId?: undefined; lines?: undefined }
);

/** Stripe's smallest card charge in US dollars. */
export const MINIMUM_CHARGE_CENTS = 50;

const UNREACHABLE = 'The card payment service could not be reached. Please try again in a moment.';

/**
 * The payment row to collect a card for, with its client secret: the one already made with this
 * key, or the open one (Pending, Processing, or Failed and ready for another card) for the same
 * subject and lines, or a new one with a PaymentIntent for exactly `amountCents`. Open payments of
 * other amounts that pay any of the same lines (the total changed; the customer now pays the final
 * payment alone, or with the extra work) are canceled and replaced, so no line can be paid twice,
 * unless a card is being confirmed on one of them.
 *
 * Calls for one subject are taken one at a time (an advisory lock), so two at once make one row; the
 * row's id keys the provider call, so a retry after a lost answer finds the same intent.
 */
export async function startPayment(services: PaymentServices, input: StartPaymentInput): Promise<PaymentRow & { clientSecret: string }> {
  const { db, payments: gateway } = services;
  if (!Number.isInteger(input.amountCents) || input.amountCents < MINIMUM_CHARGE_CENTS)
    throw new ApiError(409, `A card payment must be at least $${(MINIMUM_CHARGE_CENTS / 100).toFixed(2)}.`);
  const subject = input.kind === 'Membership' ? { userMembershipId: input.userMembershipId } : { jobProposalId: input.jobProposalId };
  const subjectId = input.kind === 'Membership' ? input.userMembershipId : input.jobProposalId;
  const subjectColumn = input.kind === 'Membership' ? payments.userMembershipId : payments.jobProposalId;

  const lines: PaymentLine[] = input.kind === 'Membership' ? [] : (input.lines ?? [{ kind: input.kind, amountCents: input.amountCents }]);
  if (input.kind !== 'Membership' && lines.reduce((sum, l) => sum + l.amountCents, 0) !== input.amountCents) throw new Error('A payment’s lines must add up to its amount.');

  const customerId = await ensureCustomer(services, input.userId);

  const { row, replaced } = await db.transaction(async (tx) => {
    const lockKey = input.kind === 'Membership' ? `payment:Membership:${subjectId}` : `payment:job:${subjectId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const [byKey] = await tx.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
    if (byKey) {
      const same =
        byKey.userId === input.userId &&
        byKey.kind === input.kind &&
        (byKey.jobProposalId ?? byKey.userMembershipId) === subjectId &&
        byKey.amountCents === input.amountCents;
      if (!same) throw new ApiError(409, 'This payment was started with other details. Reload the page and try again.');
      return { row: byKey, replaced: [] };
    }
    const open = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(subjectColumn, subjectId),
          input.kind === 'Membership' ? eq(payments.kind, input.kind) : undefined,
          eq(payments.userId, input.userId),
          inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .for('update');
    const openLines = await linesOf(tx, open);
    const kinds = new Set(lines.map((l) => l.kind));
    const overlapping = input.kind === 'Membership' ? open.slice(0, 1) : open.filter((p) => openLines.get(p.id)!.some((l) => kinds.has(l.kind)));
    const reusable = overlapping.find((p) => p.kind === input.kind && p.amountCents === input.amountCents && p.provider === gateway.kind && sameLines(openLines.get(p.id)!, lines));
    if (reusable && overlapping.length === 1) return { row: reusable, replaced: [] };
    const stale = overlapping.filter((p) => p !== reusable);
    // One waiting for the customer's answer to their bank moves no money until they give it: it is replaced as a declined one is.
    if (stale.some((p) => p.status === 'Processing')) throw new ApiError(409, 'A card payment for this is being confirmed. Wait a moment, then reload the page.');
    if (stale.length > 0)
      await tx
        .update(payments)
        .set({ status: 'Canceled' })
        .where(inArray(payments.id, stale.map((p) => p.id)));
    if (reusable) return { row: reusable, replaced: stale };
    const [created] = await tx
      .insert(payments)
      .values({
        userId: input.userId,
        kind: input.kind,
        ...subject,
        amountCents: input.amountCents,
        currency: input.currency ?? 'usd',
        status: 'Pending',
        provider: gateway.kind,
        idempotencyKey: input.idempotencyKey,
      })
      .returning();
    if (lines.length > 0) await tx.insert(paymentLines).values(lines.map((l) => ({ paymentId: created!.id, ...l })));
    return { row: created!, replaced: stale };
  });

  for (const old of replaced) {
    if (!old.stripePaymentIntentId || old.provider !== gateway.kind) continue;
    // Best effort: if the old intent was paid after all, its success event still lands on its row.
    await gateway.cancelPaymentIntent(old.stripePaymentIntentId, `cancel-${old.id}`).catch((err: unknown) => {
      services.log?.warn({ err, paymentId: old.id }, 'could not cancel a replaced payment intent');
    });
  }
  if (row.stripePaymentIntentId && row.clientSecret) return { ...row, clientSecret: row.clientSecret };

  const intent = await gatewayCall(services, () =>
    gateway.createPaymentIntent({
      amountCents: row.amountCents,
      currency: row.currency,
      customerId,
      description: providerDescription(row.kind, lines),
      metadata: { paymentId: row.id, kind: row.kind, ...(row.jobProposalId ? { jobProposalId: row.jobProposalId } : {}), ...(row.userMembershipId ? { userMembershipId: row.userMembershipId } : {}) },
      idempotencyKey: `payment-${row.id}`,
    }),
  );
  const [updated] = await db
    .update(payments)
    .set({ stripePaymentIntentId: intent.id, clientSecret: intent.clientSecret })
    .where(and(eq(payments.id, row.id), sql`${payments.stripePaymentIntentId} is null`))
    .returning();
  const final = updated ?? (await db.select().from(payments).where(eq(payments.id, row.id)))[0]!;
  if (final.status === 'Canceled') {
    // Another start replaced this payment while its intent was being made, and found no intent to call
    // off: paid now, it would pay its lines a second time.
    await gateway.cancelPaymentIntent(intent.id, `cancel-${row.id}`).catch((err: unknown) => {
      services.log?.warn({ err, paymentId: row.id }, 'could not cancel the intent of a payment replaced meanwhile');
    });
    throw new ApiError(409, 'Another payment for this was started at the same time. Reload the page to pay what is owed.');
  }
  return { ...final, clientSecret: final.clientSecret ?? intent.clientSecret };
}

/**
 * What the provider is told a payment is for: its kind, in fixed words. The job's name and the
 * contractor's are typed by people and can say anything about the home or the household; the provider
 * needs neither, and the payment's ids in its metadata lead back to the job.
 */
function providerDescription(kind: PaymentKind, lines: PaymentLine[]): string {
  if (lines.length > 1) return 'Final payment and extra work';
  return { Deposit: 'Deposit', FinalPayment: 'Final payment', SubsequentPayment: 'Extra work', Membership: 'Membership' }[kind];
}

const sameLines = (a: PaymentLine[], b: PaymentLine[]) =>
  a.length === b.length && a.every((line) => b.some((other) => other.kind === line.kind && other.amountCents === line.amountCents));

/**
 * What each job payment pays, line by line: its recorded lines, or one line of its own kind for its
 * whole amount when it has none (a payment made before lines were kept). A membership has none.
 */
export async function linesOf(db: Database, rows: Pick<PaymentRow, 'id' | 'kind' | 'amountCents'>[]): Promise<Map<string, PaymentLine[]>> {
  const ids = rows.map((r) => r.id);
  const kept = ids.length === 0 ? [] : await db.select().from(paymentLines).where(inArray(paymentLines.paymentId, ids));
  return new Map(rows.map((r) => [r.id, linesFrom(r, kept.filter((l) => l.paymentId === r.id))]));
}

/**
 * The recorded lines of the payment in the row, read with it as one more column (`keptLines`), so
 * that a job's receipts are one query; `linesFrom` makes them what `linesOf` answers.
 */
export const keptLinesColumn = sql<{ kind: string; amountCents: number }[] | null>`(select json_agg(json_build_object('kind', ${paymentLines.kind}, 'amountCents', ${paymentLines.amountCents})) from ${paymentLines} where ${paymentLines.paymentId} = ${payments.id})`;

/** A payment's lines from those recorded for it (see `linesOf`). */
export function linesFrom(row: Pick<PaymentRow, 'kind' | 'amountCents'>, kept: { kind: string; amountCents: number }[] | null): PaymentLine[] {
  const own = (kept ?? []).map((l) => ({ kind: l.kind as JobPaymentKind, amountCents: l.amountCents }));
  const lines = own.length > 0 || row.kind === 'Membership' ? own : [{ kind: row.kind, amountCents: row.amountCents }];
  return lines.sort((x, y) => LINE_ORDER.indexOf(x.kind) - LINE_ORDER.indexOf(y.kind));
}

const LINE_ORDER: JobPaymentKind[] = ['Deposit', 'FinalPayment', 'SubsequentPayment'];

/**
 * The user's customer at the running provider, made once and reused (cards, subscriptions, the
 * portal). Two first calls at once make one: the provider call is keyed by the user.
 */
export async function ensureCustomer(services: PaymentServices, userId: string): Promise<string> {
  const { db, payments: gateway } = services;
  const mine = and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, gateway.kind));
  const [known] = await db.select().from(paymentCustomers).where(mine);
  if (known) return known.customerId;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('This user');
  const name = `${user.firstName} ${user.lastName}`.trim();
  const customer = await gatewayCall(services, () =>
    gateway.createCustomer({
      ...(name ? { name } : {}),
      email: user.email,
      phone: user.phoneNumber,
      metadata: { userId },
      idempotencyKey: `customer-${userId}`,
    }),
  );
  await db.insert(paymentCustomers).values({ userId, provider: gateway.kind, customerId: customer.id }).onConflictDoNothing();
  const [kept] = await db.select().from(paymentCustomers).where(mine);
  return kept!.customerId;
}

/**
 * The user's customer at the running provider (`ensureCustomer`), which their account deletion deletes
 * there (docs/decisions/085-what-an-account-deletion-waits-for.md).
 */
export async function customerOf(db: Database, userId: string, provider: PaymentGateway['kind']): Promise<string | undefined> {
  const [known] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return known?.customerId;
}

/**
 * Deletes the user's customer at the provider with their account, and then forgets it here, so that
 * nothing is ever asked of the provider for it again: were the deletion to stop short after this (a
 * booking made in another tab meanwhile), the account's next payment makes a new customer
 * (`ensureCustomer`; `createCustomer` never answers a deleted one). One the provider does not have
 * is forgotten too: nothing of theirs is there to delete. The provider not answering is a 503, and
 * nothing is deleted or forgotten.
 */
export async function deleteCustomerForDeletion(services: PaymentServices, userId: string, customerId: string): Promise<void> {
  const { db, payments: gateway, log } = services;
  try {
    await gateway.deleteCustomer(customerId);
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    if (err.code === 'resource_missing') log?.warn({ err, userId }, 'the payment provider has no customer of an account being deleted');
    else {
      if (!err.transient) log?.error({ err, code: err.code, userId }, 'the payment provider refused to delete the customer of an account being deleted');
      throw new ApiError(
        503,
        'Your account was not deleted: we could not reach the card payment service to delete your name, e-mail and phone there. Please try again in a few minutes.',
      );
    }
  }
  await db
    .delete(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, gateway.kind), eq(paymentCustomers.customerId, customerId)));
}

/** A customer forgotten with its account, to delete at its provider once the deletion has committed. */
export interface CustomerLeft {
  provider: PaymentGatewayKind;
  customerId: string;
}

/**
 * Forgets, in the deletion's transaction, every customer the user still has: at the running provider,
 * one made while the account was being deleted (a payment started in another tab), after its customer
 * was deleted there; at the other, one made while it ran. The sandbox's objects are rows of this
 * database, so its customer is deleted here and now whichever provider runs (`forgetSandboxCustomer`).
 * Answers the others, for `deleteCustomersLeft` once the deletion has committed.
 */
export async function forgetCustomersAtDeletion(tx: Database, userId: string, running: PaymentGatewayKind, now: Date): Promise<CustomerLeft[]> {
  const forgotten = await tx
    .delete(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId))
    .returning({ provider: paymentCustomers.provider, customerId: paymentCustomers.customerId });
  const left: CustomerLeft[] = [];
  for (const row of forgotten) {
    if (row.provider === 'sandbox' && running !== 'sandbox') await forgetSandboxCustomer(tx, row.customerId, now);
    else left.push(row);
  }
  return left;
}

/**
 * Deletes at the running provider the customers `forgetCustomersAtDeletion` left, once the account is
 * gone. Nothing can undo the deletion by then, so a failure is logged for the office to finish at the
 * provider, with the customer's id. A customer at Stripe while the sandbox runs (a developer's database
 * that once ran with Stripe's keys) cannot be reached: it is logged, for whoever holds those keys to
 * delete it in Stripe's Dashboard (decision 085 says why the deletion does not wait for it).
 */
export async function deleteCustomersLeft(services: PaymentServices, userId: string, customers: CustomerLeft[]): Promise<void> {
  for (const { provider, customerId } of customers) {
    if (provider !== services.payments.kind) {
      services.log?.warn({ userId, provider, customerId }, 'the customer of a deleted account is at a payment provider not running: delete it there by hand');
      continue;
    }
    await services.payments.deleteCustomer(customerId).catch((err: unknown) => {
      services.log?.error({ err, userId, customerId }, 'could not delete at the payment provider a customer made while its account was being deleted');
    });
  }
}

/**
 * Gives money back through the provider. `amountCents` defaults to the whole payment. A repeated call
 * for the same payment and amount refunds once (the provider call is keyed by both); to refund the
 * same amount twice on purpose, pass another `idempotencyKey`. The row changes when the provider's
 * `charge.refunded` event arrives, not here.
 *
 * The provider learns why in Stripe's own terms (`reason`) and which payment and job by our ids: the
 * words a person gave (a cancelation's reason) stay here.
 */
export async function refundPayment(
  services: PaymentServices,
  input: { paymentId: string; amountCents?: number; reason?: RefundReason; idempotencyKey?: string },
): Promise<GatewayRefund> {
  const [found] = await services.db
    .select({ payment: payments, jobRequestId: jobProposals.jobRequestId })
    .from(payments)
    .leftJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .where(eq(payments.id, input.paymentId));
  if (!found) throw notFound('This payment');
  const { payment, jobRequestId } = found;
  if ((payment.status !== 'Succeeded' && payment.status !== 'Refunded') || !payment.stripePaymentIntentId)
    throw new ApiError(409, 'Only a payment that went through can be refunded.');
  if (payment.provider !== services.payments.kind) throw new ApiError(409, 'This payment was taken by another payment provider than the one running now.');
  const amount = input.amountCents ?? payment.amountCents;
  if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amountCents) throw new ApiError(409, 'That is not an amount this payment can refund.');
  try {
    return await services.payments.refund({
      paymentIntentId: payment.stripePaymentIntentId,
      amountCents: amount,
      reason: input.reason ?? 'requested_by_customer',
      metadata: { paymentId: payment.id, ...(jobRequestId ? { jobRequestId } : {}) },
      idempotencyKey: input.idempotencyKey ?? `refund-${payment.id}-${amount}`,
    });
  } catch (err) {
    if (err instanceof PaymentGatewayError && (err.code === 'charge_already_refunded' || err.code === 'amount_too_large'))
      throw new ApiError(409, 'This payment has already been refunded, in whole or in part: that much is no longer left to refund.');
    throw gatewayFailure(services, err);
  }
}

/**
 * Whether a return address given by the browser (`redirectUrl`, `RedirectUrl`) may be used: only a
 * page of this site (PUBLIC_URL's origin, or another loopback name of it) over http(s), without credentials. Anything else would
 * make the site an open redirect; callers refuse it.
 */
export function isSafeRedirect(url: string, publicUrl: string): boolean {
  let target: URL;
  try {
    target = new URL(url, publicUrl);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.username || target.password) return false;
  const own = new URL(publicUrl);
  if (target.origin === own.origin) return true;
  // A site on this machine answers to each of its loopback names: localhost and 127.0.0.1 are one site.
  return isLoopback(own.hostname) && isLoopback(target.hostname) && target.protocol === own.protocol && target.port === own.port;
}

const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

async function gatewayCall<T>(services: PaymentServices, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw gatewayFailure(services, err);
  }
}

function gatewayFailure(services: PaymentServices, err: unknown): Error {
  if (!(err instanceof PaymentGatewayError)) return err as Error;
  if (!err.transient) services.log?.error({ err, code: err.code }, 'the payment provider refused a call');
  return new ApiError(502, UNREACHABLE);
}
