import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for Stripe's API: the endpoints the Stripe adapter calls, with Stripe's
 * form-encoded requests, JSON shapes, errors and idempotency keys, and the test payment methods
 * (`pm_card_visa`, `pm_card_chargeDeclinedInsufficientFunds`) for paying an intent from a test. The
 * real `stripe` package reaches it through its `host`, `port` and `protocol` options.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Json;
  /** The request's body as it arrived (form-encoded), empty for a GET. */
  body: string;
}

const rand = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);
const now = () => Math.floor(Date.now() / 1000);

class StripeProblem extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const missing = (object: string, id: string, param = 'id') =>
  new StripeProblem(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${object}: '${id}'`, param });
const invalid = (message: string, code?: string, param?: string) => new StripeProblem(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });

/** Stripe's bracket notation (`metadata[paymentId]`, `line_items[0][price_data][recurring][interval]`) read back into objects. */
export function parseStripeForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let at: Record<string, unknown> | unknown[] = out;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const slot = at as Record<string, unknown>;
      if (last) slot[segment] = value;
      else {
        slot[segment] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
        at = slot[segment] as Record<string, unknown>;
      }
    });
  }
  return out;
}

const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; decline?: { code: string; decline_code?: string; message: string }; authenticate?: true }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  /** 4000 0027 6000 3184: the bank asks for 3-D Secure on every payment. */
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', authenticate: true },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

export async function startFakeStripe() {
  const secretKey = `sk_test_${rand(24)}`;
  const objects = new Map<string, Json>();
  const idempotency = new Map<string, { request: string; status: number; body: Json }>();
  const requests: RecordedRequest[] = [];

  // A deleted customer is refused in every call that names it, as one Stripe never had.
  const get = (prefix: string, object: string, id: string) => {
    const found = objects.get(id);
    if (!found || !id.startsWith(prefix) || found.deleted) throw missing(object, id);
    return found;
  };
  const put = (object: Json) => {
    objects.set(String(object.id), object);
    return object;
  };
  const expand = (intent: Json, paths: string[]) => ({
    ...intent,
    ...(paths.includes('latest_charge') && intent.latest_charge ? { latest_charge: objects.get(String(intent.latest_charge)) } : {}),
    ...(paths.includes('payment_method') && intent.payment_method ? { payment_method: objects.get(String(intent.payment_method)) } : {}),
  });

  const routes: [string, RegExp, (match: string[], params: Json) => Json][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, p) =>
        put({ id: `cus_${rand(14)}`, object: 'customer', created: now(), name: p.name ?? null, email: p.email ?? null, phone: p.phone ?? null, metadata: p.metadata ?? {}, livemode: false, invoice_settings: { default_payment_method: null } }),
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)$/,
      ([id]) => {
        // Unlike other objects, a deleted customer can still be read, as the stub its deletion answered.
        const found = objects.get(id!);
        return found?.deleted ? found : get('cus_', 'customer', id!);
      },
    ],
    [
      'DELETE',
      /^\/v1\/customers\/([^/]+)$/,
      ([id]) => {
        get('cus_', 'customer', id!);
        for (const subscription of objects.values())
          if (subscription.object === 'subscription' && subscription.customer === id && subscription.status !== 'canceled')
            Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now(), cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' } });
        return put({ id, object: 'customer', deleted: true });
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (_m, p) => {
        const amount = Number(p.amount);
        if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount_too_small', 'amount');
        if (p.customer) get('cus_', 'customer', String(p.customer));
        const id = `pi_${rand(24)}`;
        return put({
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: p.currency,
          customer: p.customer ?? null,
          description: p.description ?? null,
          metadata: p.metadata ?? {},
          allowed_payment_method_types: p.allowed_payment_method_types ?? null,
          client_secret: `${id}_secret_${rand(25)}`,
          status: 'requires_payment_method',
          last_payment_error: null,
          latest_charge: null,
          payment_method: null,
          canceled_at: null,
          cancellation_reason: null,
          created: now(),
          livemode: false,
        });
      },
    ],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, ([id], p) => expand(get('pi_', 'payment_intent', id!), (p.expand as string[] | undefined) ?? [])],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      ([id], p) => {
        const intent = get('pi_', 'payment_intent', id!);
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          throw invalid(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
        const test = TEST_PAYMENT_METHODS[String(p.payment_method)];
        if (!test) throw missing('PaymentMethod', String(p.payment_method), 'payment_method');
        const method = put({ id: `pm_${rand(24)}`, object: 'payment_method', type: 'card', card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: 2034 }, customer: intent.customer });
        // No charge until the customer answers their bank: the latest charge stays an earlier attempt's.
        if (test.authenticate) return Object.assign(intent, { payment_method: method.id, status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, last_payment_error: null });
        const charge = put({
          id: `ch_${rand(24)}`,
          object: 'charge',
          amount: intent.amount,
          amount_refunded: 0,
          refunded: false,
          payment_intent: intent.id,
          payment_method: method.id,
          payment_method_details: { type: 'card', card: method.card },
          metadata: intent.metadata,
          status: test.decline ? 'failed' : 'succeeded',
          paid: !test.decline,
        });
        Object.assign(intent, { payment_method: method.id, latest_charge: charge.id });
        if (test.decline) {
          Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', ...test.decline, charge: charge.id, payment_method: method } });
          throw new StripeProblem(402, { type: 'card_error', ...test.decline, charge: charge.id, payment_intent: intent });
        }
        return Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      ([id], p) => {
        const intent = get('pi_', 'payment_intent', id!);
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
        return Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: p.cancellation_reason ?? null });
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_m, p) => {
        const intent = get('pi_', 'payment_intent', String(p.payment_intent));
        const charge = intent.latest_charge ? objects.get(String(intent.latest_charge)) : undefined;
        if (intent.status !== 'succeeded' || !charge) throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'charge_not_refundable');
        const left = Number(charge.amount) - Number(charge.amount_refunded);
        if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
        const amount = p.amount === undefined ? left : Number(p.amount);
        if (amount > left) throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount_too_large', 'amount');
        Object.assign(charge, { amount_refunded: Number(charge.amount_refunded) + amount, refunded: Number(charge.amount_refunded) + amount === charge.amount });
        return put({ id: `re_${rand(24)}`, object: 'refund', amount, charge: charge.id, payment_intent: intent.id, reason: p.reason ?? null, metadata: p.metadata ?? {}, status: 'succeeded', currency: intent.currency, created: now() });
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, p) => {
        if (p.mode !== 'subscription') throw invalid('This fake knows subscription mode only.');
        get('cus_', 'customer', String(p.customer));
        const [item] = p.line_items as Json[];
        if (item?.price) get('price_', 'price', String(item.price));
        const priceData = item?.price_data as Json | undefined;
        if (!item?.price && !priceData) throw invalid('Each line item needs a price or price_data.', 'parameter_missing', 'line_items[0][price]');
        const id = `cs_test_${rand(58)}`;
        return put({
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          customer: p.customer,
          success_url: p.success_url,
          cancel_url: p.cancel_url,
          metadata: p.metadata ?? {},
          amount_total: priceData ? Number(priceData.unit_amount) : null,
          currency: priceData?.currency ?? 'usd',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          livemode: false,
          created: now(),
          expires_at: now() + 86_400,
        });
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, ([id]) => get('cs_', 'checkout.session', id!)],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      ([id]) => {
        const session = get('cs_', 'checkout.session', id!);
        if (session.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, 'checkout_session_unexpected_state');
        return Object.assign(session, { status: 'expired', url: null });
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, ([id]) => get('sub_', 'subscription', id!)],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (_m, p) => ({
        object: 'list',
        data: [...objects.values()].filter((o) => o.object === 'invoice_payment' && o.invoice === p.invoice && (p.status === undefined || o.status === p.status)),
        has_more: false,
        url: '/v1/invoice_payments',
      }),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], p) => {
        const subscription = get('sub_', 'subscription', id!);
        const details = (p.cancellation_details as Json | undefined) ?? {};
        return Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now(), cancellation_details: { comment: details.comment ?? null, feedback: null, reason: 'cancellation_requested' } });
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_m, p) => {
        get('cus_', 'customer', String(p.customer));
        return put({ id: `bps_${rand(24)}`, object: 'billing_portal.session', customer: p.customer, return_url: p.return_url, url: `https://billing.stripe.com/p/session/test_${rand(30)}`, livemode: false, created: now() });
      },
    ],
  ];

  function handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = parseStripeForm(req.method === 'GET' || (req.method === 'DELETE' && !body) ? url.search.slice(1) : body);
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, params, body });
    const send = (status: number, json: Json, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${rand(14)}`, ...headers });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}****` } });

    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const request = `${req.method} ${url.pathname} ${JSON.stringify(params)}`;
    if (typeof key === 'string') {
      const earlier = idempotency.get(key);
      if (earlier && earlier.request !== request)
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      if (earlier) return send(earlier.status, earlier.body, { 'Idempotent-Replayed': 'true' });
    }
    let status = 200;
    let answer: Json;
    try {
      const route = routes.find(([method, pattern]) => method === req.method && pattern.test(url.pathname));
      if (!route) throw new StripeProblem(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
      answer = route[2](pattern(route[1], url.pathname), params);
    } catch (err) {
      if (!(err instanceof StripeProblem)) throw err;
      status = err.status;
      answer = { error: err.error };
    }
    // Stripe keeps the first answer to a key, errors included, and gives it again on a retry.
    if (typeof key === 'string') idempotency.set(key, { request, status, body: structuredClone(answer) });
    send(status, answer);
  }

  const pattern = (re: RegExp, path: string) => re.exec(path)!.slice(1);

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    /** A subscription of `customer`, as a paid subscription checkout leaves one. */
    addSubscription: (customer: string, status = 'active') =>
      String(put({ id: `sub_${rand(24)}`, object: 'subscription', customer, status, cancel_at_period_end: false, canceled_at: null, ended_at: null, cancellation_details: null, livemode: false, created: now() }).id),
    /**
     * Completes a subscription checkout as a customer paying on its page does: the subscription starts,
     * its first invoice paid by an intent with a card charge (listed among the invoice's payments); it
     * answers the subscription.
     */
    completeCheckout: (id: string) => {
      const session = get('cs_', 'checkout.session', id);
      const amount = Number(session.amount_total ?? 2900);
      const intent = put({ id: `pi_${rand(24)}`, object: 'payment_intent', amount, amount_received: amount, currency: session.currency, customer: session.customer, metadata: {}, status: 'succeeded', latest_charge: null, livemode: false, created: now() });
      const charge = put({ id: `ch_${rand(24)}`, object: 'charge', amount, amount_refunded: 0, refunded: false, payment_intent: intent.id, metadata: {}, status: 'succeeded', paid: true });
      intent.latest_charge = charge.id;
      const invoice = put({ id: `in_${rand(24)}`, object: 'invoice', customer: session.customer, billing_reason: 'subscription_create', status: 'paid', amount_paid: amount, livemode: false, created: now() });
      put({ id: `inpay_${rand(24)}`, object: 'invoice_payment', invoice: invoice.id, status: 'paid', amount_paid: amount, amount_requested: amount, is_default: true, payment: { type: 'payment_intent', payment_intent: intent.id }, livemode: false, created: now() });
      const subscription = put({
        id: `sub_${rand(24)}`,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        cancellation_details: null,
        latest_invoice: invoice.id,
        livemode: false,
        created: now(),
      });
      Object.assign(invoice, { parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: session.metadata } } });
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id, invoice: invoice.id, url: null });
      return String(subscription.id);
    },
    /** The customer as Stripe holds it now: `{ id, object, deleted: true }` once deleted. */
    customer: (id: string) => objects.get(id),
    /** The subscription as Stripe holds it now. */
    subscription: (id: string) => get('sub_', 'subscription', id),
    /** Makes a price as if it had been set up in Stripe's Dashboard. */
    addPrice: (unitAmount: number, interval: 'month' | 'year') =>
      String(put({ id: `price_${rand(24)}`, object: 'price', unit_amount: unitAmount, currency: 'usd', recurring: { interval } }).id),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The client keeps connections alive between calls.
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
