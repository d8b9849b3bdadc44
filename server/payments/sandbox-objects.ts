import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxObjects } from '../db/schema';
import type { CardBehaviour, Decline } from './test-cards';

/**
 * What the payment sandbox keeps, in Stripe's shapes and with Stripe's field names (the fields this
 * product reads, and the ones a reader of Stripe's API reference would look for first). A record's
 * own bookkeeping, which Stripe keeps out of sight too, sits under `_sandbox` and never leaves the
 * sandbox: `published` takes it off before an object goes into an event or an answer.
 */

export const LIVEMODE = false as const;

type Metadata = Record<string, string>;

export interface SbCustomer {
  id: string;
  object: 'customer';
  created: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  description: string | null;
  balance: number;
  currency: string | null;
  delinquent: boolean;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  metadata: Metadata;
}

/** What is left of a deleted customer, as Stripe answers it: the id alone, marked deleted. */
export interface SbDeletedCustomer {
  id: string;
  object: 'customer';
  deleted: true;
}

export interface SbPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  billing_details: { address: { city: null; country: 'US'; line1: null; line2: null; postal_code: string; state: null }; email: null; name: null; phone: null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit'; country: 'US'; checks: { address_line1_check: null; address_postal_code_check: 'pass'; cvc_check: 'pass' } };
  livemode: false;
  metadata: Metadata;
  _sandbox: { behaviour: CardBehaviour };
}

export interface SbLastPaymentError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
  charge?: string;
  payment_method: Published<SbPaymentMethod>;
}

export interface SbPaymentIntent {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: ['card'];
  amount: number;
  amount_capturable: number;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: SbLastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect' } } | null;
  payment_method: string | null;
  payment_method_types: ['card'];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'canceled' | 'succeeded';
  _sandbox: { afterAuthentication: CardBehaviour | null };
}

export interface SbRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface SbCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  billing_details: SbPaymentMethod['billing_details'];
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Metadata;
  outcome: { network_status: string; reason: string | null; seller_message: string; type: string };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: SbPaymentMethod['card'] };
  receipt_url: string | null;
  refunded: boolean;
  refunds: { object: 'list'; data: SbRefund[]; has_more: false; total_count: number; url: string };
  status: 'succeeded' | 'failed';
}

export interface SbProduct {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  livemode: false;
  metadata: Metadata;
  name: string;
}

export interface SbPrice {
  id: string;
  object: 'price';
  active: boolean;
  created: number;
  currency: string;
  livemode: false;
  lookup_key: null;
  metadata: Metadata;
  product: string;
  recurring: { interval: 'month' | 'year'; interval_count: 1; usage_type: 'licensed' };
  type: 'recurring';
  unit_amount: number;
  /** Stripe leaves product names to the product; the sandbox's pages need it beside the price. */
  _sandbox: { productName: string };
}

export interface SbSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Published<SbPrice>;
  quantity: 1;
  subscription: string;
}

export interface SbSubscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  default_payment_method: string | null;
  ended_at: number | null;
  items: { object: 'list'; data: SbSubscriptionItem[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: 'active' | 'past_due' | 'canceled';
  _sandbox: { productName: string };
}

export interface SbInvoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  hosted_invoice_url: null;
  lines: {
    object: 'list';
    data: { id: string; object: 'line_item'; amount: number; currency: string; description: string; period: { start: number; end: number }; quantity: 1 }[];
    has_more: false;
    total_count: number;
    url: string;
  };
  livemode: false;
  metadata: Metadata;
  number: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  period_start: number;
  period_end: number;
  status: 'open' | 'paid';
  status_transitions: { finalized_at: number; paid_at: number | null };
  subtotal: number;
  total: number;
  /** The intent that paid it, which Stripe lists among the invoice's payments (`GET /v1/invoice_payments`). */
  _sandbox?: { paymentIntent: string | null };
}

export interface SbCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  metadata: Metadata;
  mode: 'subscription';
  payment_intent: null;
  payment_method_types: ['card'];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  ui_mode: 'hosted';
  url: string | null;
  _sandbox: {
    price: string;
    subscriptionMetadata: Metadata;
    lastError: Decline | null;
    awaitingAuthentication: { paymentMethod: string; then: CardBehaviour } | null;
  };
}

export interface SbPortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  flow: { type: 'subscription_cancel'; subscription_cancel: { subscription: string } } | null;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  return_url: string;
  url: string;
  _sandbox: { expiresAt: number; prices: string[] };
}

export interface SbEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface SbIdempotencyKey {
  id: string;
  object: 'idempotency_key';
  key: string;
  request: string;
  result: string | null;
}

export type SandboxObject =
  | SbCustomer
  | SbDeletedCustomer
  | SbPaymentMethod
  | SbPaymentIntent
  | SbCharge
  | SbRefund
  | SbProduct
  | SbPrice
  | SbSubscription
  | SbInvoice
  | SbCheckoutSession
  | SbPortalSession
  | SbEvent
  | SbIdempotencyKey;

/** An object as Stripe would show it: without the sandbox's own bookkeeping. */
export type Published<T> = Omit<T, '_sandbox'>;

export function published<T extends object>(object: T): Published<T> {
  const copy = { ...object } as T & { _sandbox?: unknown };
  delete copy._sandbox;
  return copy;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-style id: the object's prefix and random letters and digits (`pi_3Qx…`, `cus_R2…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with sorted keys, so the same parameters always hash alike. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

type Tx = Database;

/** Reads one object; with `lock`, holds its row until the transaction ends (two confirmations of one payment queue). */
export async function load<T extends SandboxObject>(db: Tx, id: string, object: T['object'], options: { lock?: boolean } = {}): Promise<T | undefined> {
  const query = db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, object)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.data as T | undefined;
}

export async function save(db: Tx, object: SandboxObject, at: Date): Promise<void> {
  const data = object as unknown as Record<string, unknown>;
  await db
    .insert(sandboxObjects)
    .values({ id: object.id, type: object.object, data, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: sandboxObjects.id, set: { data, updatedAt: at } });
}

/** Objects of one type whose top-level `field` holds `value` (a customer's subscriptions), oldest first. */
export async function listBy<T extends SandboxObject>(db: Tx, object: T['object'], field: string, value: string): Promise<T[]> {
  const rows = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.type, object), sql`${sandboxObjects.data} ->> ${field} = ${value}`))
    .orderBy(asc(sandboxObjects.createdAt), asc(sandboxObjects.id));
  return rows.map((r) => r.data as unknown as T);
}

/** Stripe's list envelope. */
export const list = <T>(data: T[], url: string) => ({ object: 'list' as const, data, has_more: false as const, total_count: data.length, url });

/** One month or one year after `seconds`, on the same day of the month or the month's last day (Stripe's billing anchor). */
export function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const start = new Date(seconds * 1000);
  const months = interval === 'month' ? 1 : 12;
  const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + months) / 12);
  const month = (start.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return Math.floor(end / 1000);
}
