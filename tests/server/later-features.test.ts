import { describe, expect, it } from 'vitest';
import { unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { signIn } from './sign-in';

const api = await useTestApi();
const { auth } = await signIn(api);
const send = (method: 'GET' | 'POST', path: string, body: unknown, headers?: Record<string, string>) =>
  method === 'GET' ? api.get(path, headers) : api.post(path, body, headers);
const id = unknownId();

/** One call per area whose feature comes in a later issue: each validates its input and answers 501. */
const calls: [method: 'GET' | 'POST', path: string, body: unknown, message: string][] = [
  ['POST', `/Memberships/buy?MembershipId=${id}&PriceId=${unknownId()}&RedirectUrl=${encodeURIComponent('https://example.com/done')}`, undefined, 'Buying a membership is not available yet.'],
  ['GET', '/Memberships/get-customer-portal', undefined, 'The membership customer portal is not available yet.'],
];

describe('calls whose feature comes later', () => {
  it.each(calls)('%s %s validates, then answers 501 with a Message', async (method, path, body, message) => {
    expect(await domainError(await send(method, path, body, auth), 501)).toBe(message);
  });

  it.each(calls)('%s %s answers 401 without a bearer token, before reading the input', async (method, path) => {
    expect(await domainError(await send(method, path, { not: 'read' }), 401)).toBe('Sign in to continue.');
  });
});

describe('they validate before answering 501', () => {
  it.each([
    ['POST', '/Memberships/buy?MembershipId=1&PriceId=2', undefined, { MembershipId: ['Must be a valid id.'], PriceId: ['Must be a valid id.'], RedirectUrl: ['This field is required.'] }],
  ] as const)('%s %s answers 400 before 501', async (method, path, body, errors) => {
    expect(await validationErrors(await send(method, path, body, auth))).toEqual(errors);
  });
});
