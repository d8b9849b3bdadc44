import { describe, expect, it, onTestFinished } from 'vitest';
import { stripeSignatureHeader } from '../../server/payments/stripe-signature';
import { unknownId } from './factories';
import { createTestApi, useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { signIn } from './sign-in';

const webhookSecret = 'whsec_test-webhook-secret';
const api = await useTestApi({ env: { STRIPE_WEBHOOK_SECRET: webhookSecret } });
const { auth } = await signIn(api);
const send = (method: 'GET' | 'POST', path: string, body: unknown, headers?: Record<string, string>) =>
  method === 'GET' ? api.get(path, headers) : api.post(path, body, headers);
const id = unknownId();
const jobRequestId = unknownId();

/** One call per area whose feature comes in a later issue: each validates its input and answers 501. */
const calls: [method: 'GET' | 'POST', path: string, body: unknown, message: string][] = [
  ['GET', `/JobRequests/${jobRequestId}/jobProposals/proposals`, undefined, 'Viewing job proposals is not available yet.'],
  ['GET', `/JobRequests/${jobRequestId}/jobProposals/${id}`, undefined, 'Viewing job proposals is not available yet.'],
  ['POST', `/JobRequests/${jobRequestId}/jobProposals/${id}/decisions`, { decision: 'Accept' }, 'Deciding on a proposal is not available yet.'],
  ['POST', `/JobRequests/${jobRequestId}/jobProposals/${id}/deposit-info`, { redirectUrl: 'https://example.com/back' }, 'Paying a deposit is not available yet.'],
  ['POST', `/JobRequests/${jobRequestId}/jobProposals/${id}/final-payment-info`, { redirectUrl: 'https://example.com/back' }, 'The final payment is not available yet.'],
  ['POST', `/JobRequests/${jobRequestId}/jobProposals/${id}/subsequent-payment-info`, { redirectUrl: 'https://example.com/back' }, 'Paying for extra work is not available yet.'],
  ['GET', `/JobAppointments/${id}/reschedule-availability?Date.From=2027-01-01&Date.To=2027-01-07`, undefined, 'Rescheduling is not available yet.'],
  ['POST', `/JobAppointments/${id}/reschedule`, { start: '2027-01-05T14:00:00Z', end: '2027-01-05T16:00:00Z' }, 'Rescheduling is not available yet.'],
  ['POST', `/JobReviews/${id}/submit`, { rating: 5, text: 'Great work.' }, 'Reviewing a job is not available yet.'],
  ['GET', '/AssignedJobAppointments', undefined, 'The contractor job inbox is not available yet.'],
  ['GET', '/AssignedJobAppointments/newly-booked', undefined, 'The contractor job inbox is not available yet.'],
  ['GET', '/AssignedJobAppointments/canceled?Page=2', undefined, 'The contractor job inbox is not available yet.'],
  ['GET', '/AssignedJobAppointments/provide-response', undefined, 'The contractor job inbox is not available yet.'],
  ['GET', '/AssignedJobAppointments/completed', undefined, 'The contractor job inbox is not available yet.'],
  ['GET', `/AssignedJobAppointments/${id}`, undefined, 'The contractor job inbox is not available yet.'],
  ['POST', `/AssignedJobAppointments/${id}/mark-as-read`, undefined, 'The contractor job inbox is not available yet.'],
  ['POST', `/AssignedJobAppointments/${id}/mark-booking-as-read`, undefined, 'The contractor job inbox is not available yet.'],
  ['POST', `/AssignedJobAppointments/${id}/acknowledge-canceled`, undefined, 'The contractor job inbox is not available yet.'],
  ['POST', `/AssignedJobAppointments/${id}/decisions`, { decision: 'Decline', note: 'Booked that week.' }, 'The contractor job inbox is not available yet.'],
  ['POST', `/AssignedJobAppointments/${id}/contractor-action`, { action: 'OnMyWay' }, 'The contractor job inbox is not available yet.'],
  [
    'POST',
    `/AssignedJobAppointments/${id}/submit-estimate`,
    { lineItems: [{ title: 'Faucet replacement', quantity: 1, unitPriceCents: 22500 }], depositCents: 7500 },
    'The contractor job inbox is not available yet.',
  ],
  ['POST', `/Memberships/buy?MembershipId=${id}&PriceId=${unknownId()}&RedirectUrl=${encodeURIComponent('https://example.com/done')}`, undefined, 'Buying a membership is not available yet.'],
  ['GET', '/Memberships/get-customer-portal', undefined, 'The membership customer portal is not available yet.'],
  ['GET', `/Files/${id}/public`, undefined, 'Downloading files is not available yet.'],
];

const publicCalls = new Set([`/Files/${id}/public`]);

describe('calls whose feature comes later', () => {
  it.each(calls)('%s %s validates, then answers 501 with a Message', async (method, path, body, message) => {
    expect(await domainError(await send(method, path, body, auth), 501)).toBe(message);
  });

  it.each(calls.filter(([, path]) => !publicCalls.has(path)))('%s %s answers 401 without a bearer token, before reading the input', async (method, path) => {
    expect(await domainError(await send(method, path, { not: 'read' }), 401)).toBe('Sign in to continue.');
  });

  it('POST /Files takes a multipart upload from a signed-in user, then answers 501', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kitchen.png', { type: 'image/png' }));
    expect(await domainError(await api.request('/Files', { method: 'POST', body: form, headers: auth }), 501)).toBe('Uploading files is not available yet.');
    expect(await domainError(await api.request('/Files', { method: 'POST', body: form }), 401)).toBe('Sign in to continue.');
  });

});

describe('POST /StripeWebHook', () => {
  const event = JSON.stringify({ id: 'evt_123', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
  const deliver = (body: string, signature?: string) =>
    api.request('/StripeWebHook', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) }, body });
  const signed = (body: string, secret = webhookSecret, at = api.clock.now()) => stripeSignatureHeader(secret, body, at);
  const unverified = 'The signature of this event could not be verified.';

  it('takes an event signed with our secret, then answers 501', async () => {
    expect(await domainError(await deliver(event, signed(event)), 501)).toBe('Handling payment provider events is not available yet.');
  });

  it('needs the signature header', async () => {
    expect(await validationErrors(await deliver(event))).toEqual({ 'stripe-signature': ['The Stripe-Signature header is missing.'] });
  });

  it('refuses, before reading the event, a signature that is forged, by another secret, of another body or too old', async () => {
    const tampered = event.replace('cs_1', 'cs_2');
    const old = new Date(api.clock.now().getTime() - 6 * 60_000);
    for (const [body, signature] of [
      [event, 't=1,v1=abc'],
      [event, signed(event, 'whsec_someone-else')],
      [tampered, signed(event)],
      [event, signed(event, webhookSecret, old)],
      ['{"id": "not even JSON"', signed(event)],
    ]) {
      expect(await domainError(await deliver(body!, signature), 400)).toBe(unverified);
    }
  });

  it('checks a signed event against the contract', async () => {
    const invalid = JSON.stringify({ id: 'nope', type: 'x', data: { object: {} } });
    expect(await validationErrors(await deliver(invalid, signed(invalid)))).toEqual({ id: ['A Stripe event id starts with evt_.'] });
  });

  it('refuses every event while no webhook secret is configured', async () => {
    const unconfigured = await createTestApi();
    onTestFinished(() => unconfigured.close());
    const res = await unconfigured.request('/StripeWebHook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed(event, '') }, body: event });
    expect(await domainError(res, 400)).toBe(unverified);
  });
});

describe('they validate before answering 501', () => {
  it.each([
    ['GET', `/JobRequests/x/jobProposals/${id}`, undefined, { jobRequestId: ['Must be a valid id.'] }],
    ['GET', `/JobRequests/${id}/jobProposals/proposals?PerPage=1000`, undefined, { PerPage: ['PerPage must be 100 or less.'] }],
    ['POST', `/JobRequests/${jobRequestId}/jobProposals/${id}/decisions`, { decision: 'Maybe' }, { decision: ['Choose Accept or Decline.'] }],
    ['POST', `/JobRequests/${jobRequestId}/jobProposals/${id}/deposit-info`, { redirectUrl: 'not a url' }, { redirectUrl: ['Enter a valid URL.'] }],
    ['POST', `/JobAppointments/${id}/reschedule`, { start: '2027-01-05T16:00:00Z', end: '2027-01-05T14:00:00Z' }, { end: ['The end must be after the start.'] }],
    ['GET', `/JobAppointments/${id}/reschedule-availability?Date.From=2027-02-01&Date.To=2027-01-01`, undefined, { 'Date.To': ['Date.To must not be less than Date.From.'] }],
    ['POST', `/JobReviews/${id}/submit`, { rating: 6 }, { rating: ['Choose a rating from 1 to 5 stars.'] }],
    ['GET', '/AssignedJobAppointments/not-a-view', undefined, { id: ['Must be a valid id.'] }],
    ['POST', `/AssignedJobAppointments/${id}/contractor-action`, { action: 'Nap' }, { action: ['Choose OnMyWay, StartJob or CompleteJob.'] }],
    [
      'POST',
      `/AssignedJobAppointments/${id}/submit-estimate`,
      { lineItems: [{ title: 'Roof', quantity: 1, unitPriceCents: 900000 }], depositCents: 300001 },
      { depositCents: ['The deposit can be at most one third of the total (Massachusetts law).'] },
    ],
    ['POST', `/AssignedJobAppointments/${id}/submit-estimate`, { lineItems: [], depositCents: 0 }, { lineItems: ['Add at least 1 line.'] }],
    ['POST', '/Memberships/buy?MembershipId=1&PriceId=2', undefined, { MembershipId: ['Must be a valid id.'], PriceId: ['Must be a valid id.'], RedirectUrl: ['This field is required.'] }],
  ] as const)('%s %s answers 400 before 501', async (method, path, body, errors) => {
    expect(await validationErrors(await send(method, path, body, auth))).toEqual(errors);
  });

  it('POST /Files refuses a file type it does not take', async () => {
    const form = new FormData();
    form.append('file', new File(['#!/bin/sh'], 'script.sh', { type: 'text/x-shellscript' }));
    expect(await validationErrors(await api.request('/Files', { method: 'POST', body: form, headers: auth }))).toEqual({ file: ['Upload a JPEG, PNG, WebP or HEIC photo, or a PDF.'] });
  });
});
