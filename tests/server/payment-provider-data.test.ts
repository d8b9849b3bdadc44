import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { CancelationResult } from '../../contract/job-requests';
import type { PaymentInfo } from '../../contract/proposals';
import { jobRequests, paymentRefunds } from '../../server/db/schema';
import { StripeGateway } from '../../server/payments/stripe-gateway';
import { startFakeStripe } from './fake-stripe';
import { aConsumer, aProposedJob, freshApi } from './factories';
import { deliver, signedEvent } from './payment-fixtures';
import { bearerFor } from './sign-in';

/**
 * What the payment provider learns of a job payment and its refund: amounts, Stripe's own words and
 * our ids, never what a person typed (the job's name, the contractor's business name, the reason a
 * customer gave for canceling), against the local stand-in for Stripe's API.
 */

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

describe('what Stripe is told of a deposit and its refund', () => {
  it('our ids and Stripe’s own words only: not the job’s name, the contractor’s, or why the customer canceled', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const api = await freshApi({ payments: () => new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 }) });
    // 8 AM in Southborough: the visit the deposit books is two days off, so canceling refunds it in full.
    api.clock.set('2026-12-01T13:00:00Z');
    const user = await aConsumer(api.db);
    const auth = await bearerFor(api, user.id);
    const { job, estimates } = await aProposedJob(api.db, user.id, { job: { name: 'Leak under Grandma Ruth’s sink' } });
    const { proposal, contractor } = estimates[0]!;
    const path = `/JobRequests/${job.id}/jobProposals/${proposal.id}`;

    await ok(await api.post(`${path}/decisions`, { decision: 'Accept' }, auth));
    const info = await ok<PaymentInfo>(await api.post(`${path}/deposit-info`, { redirectUrl: `${api.env.PUBLIC_URL}/job-requests/${job.id}` }, auth));
    // Our own page still says what the payment is for, in the job's words.
    expect(info.description).toBe(`Deposit for Leak under Grandma Ruth’s sink (${contractor.businessName})`);
    // The customer pays with Stripe.js, and Stripe tells the webhook.
    const { hostname, port } = new URL(stripe.url);
    const browser = new Stripe(stripe.secretKey, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
    const paid = await browser.paymentIntents.confirm(info.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect((await deliver(api, signedEvent(api, 'payment_intent.succeeded', paid as unknown as Record<string, unknown>))).status).toBe(200);
    expect((await api.db.select().from(jobRequests).where(eq(jobRequests.id, job.id)))[0]!.status).toBe('Scheduled');

    const reason = 'Robert is in hospital after his fall, we will call again';
    const canceled = await ok<CancelationResult>(await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason }, auth));
    expect(canceled).toMatchObject({ status: 'Canceled', refundCents: 10_000 });
    expect(await api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, info.paymentId))).toMatchObject([
      { amountCents: 10_000, status: 'Issued', reason: `The customer canceled the job request: ${reason}` },
    ]);

    const refunds = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds.map((r) => r.params)).toEqual([
      { payment_intent: info.paymentIntentId, amount: '10000', reason: 'requested_by_customer', metadata: { paymentId: info.paymentId, jobRequestId: job.id } },
    ]);
    const intents = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(intents.map((r) => [r.params.description, r.params.metadata])).toEqual([['Deposit', { paymentId: info.paymentId, kind: 'Deposit', jobProposalId: proposal.id }]]);
    const typed = ['Grandma', 'Ruth', 'Robert', 'hospital', contractor.businessName.split(' ').at(-1)!];
    const heard = stripe.requests.map((r) => decodeURIComponent(r.body.replaceAll('+', ' ')));
    expect(heard.filter((body) => typed.some((word) => body.includes(word)))).toEqual([]);
  });
});
