import { createMemoryHistory } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { Identity } from '../../machines/identity';
import { createApiClient } from '../../src/api/client';
import { createTokenStore } from '../../src/api/token-store';
import { createAppRouter } from '../../src/app/router';
import { createAuthHandle } from '../../src/auth/auth-handle';
import { renderRouter } from '../../src/test/app';
import { identityFixture } from './fixtures';

/**
 * The whole app in jsdom for UI tests through the router: the real router, auth actor and API
 * client, against an in-memory Authentication API, with storage in memory.
 */

export { withoutScrolling } from '../../src/test/app';

export const UUID = '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10';
export const consumer = identityFixture();
export const newAccount = identityFixture({ firstName: '', lastName: '', email: '', applicationUser: { initialized: false, email: '' } });
export const contractor = identityFixture({ firstName: 'Dave', userType: 'Contractor', phoneNumber: '+15085550101' });

export interface ApiOptions {
  /** Identity per access token; a token not listed is answered 401. */
  identities?: Record<string, Identity>;
  /** Refresh tokens that work, and the access token each one gives. */
  refreshes?: Record<string, string>;
  /** The account a phone sign-in reaches: its access token. */
  signInAs?: string;
  /** Holds current-identity answers until released. */
  hold?: Promise<void>;
}

/** The Authentication part of the API, in memory. */
export function fakeApi({ identities = {}, refreshes = {}, signInAs, hold }: ApiOptions) {
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    calls.push(`${request.method} ${path}`);
    const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
    if (path === '/Authentication/current-identity') {
      await hold;
      const identity = identities[token];
      return identity ? Response.json(identity) : Response.json({ Message: 'Sign in to continue.' }, { status: 401 });
    }
    if (path === '/Authentication/refresh') {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      const next = refreshes[refreshToken];
      return next ? Response.json({ token: next, refreshToken: `${next}-refresh` }) : Response.json({ Message: 'Please sign in again.' }, { status: 401 });
    }
    if (path === '/Authentication/logout') return new Response(null, { status: 204 });
    if (path === '/Authentication/delete-account' && identities[token]) {
      delete identities[token];
      return Response.json({ Message: 'Your account and its personal data have been deleted.' }, { status: 202 });
    }
    if (path === '/Authentication/update-current-user' && identities[token]) {
      const profile = (await request.json()) as Pick<Identity, 'firstName' | 'lastName' | 'email'>;
      if (profile.email.endsWith('@refused.example')) {
        return Response.json({ Message: 'Your details were not saved.', Errors: ['This account is being deleted.', 'Try again in a minute.'] }, { status: 409 });
      }
      if (profile.email.endsWith('@taken.example')) {
        return Response.json({ type: 'about:blank', title: 'Validation Error', status: 400, errors: { email: ['This e-mail belongs to another account.'] } }, { status: 400 });
      }
      identities[token] = { ...identities[token]!, ...profile };
      return Response.json(identities[token]);
    }
    if (path === '/Authentication/send-phone-login-token') return Response.json({ resendAfterSeconds: 30, expiresInSeconds: 600 }, { status: 202 });
    if (path === '/Authentication/phone-login' && signInAs) return Response.json({ token: signInAs, refreshToken: `${signInAs}-refresh` });
    if (path === '/Authentication/complete-user' && identities[token]) {
      const profile = (await request.json()) as Pick<Identity, 'firstName' | 'lastName' | 'email'>;
      const done = { ...identities[token]!, ...profile, applicationUser: { ...identities[token]!.applicationUser, email: profile.email, initialized: true } };
      identities[token] = done;
      return Response.json(done);
    }
    return Response.json({ Message: 'Not here.' }, { status: 404 });
  };
  return { fetch, calls };
}

export function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

export interface Open extends ApiOptions {
  /** Stored session: access and refresh token. */
  session?: [string, string];
  stored?: Record<string, string>;
  /** Sees every actor of the session, as the Stately inspector does with VITE_INSPECT. */
  inspect?: (event: InspectionEvent) => void;
  /** A server of the test's own instead of the in-memory Authentication API (the options above then go unused). */
  server?: { fetch: (request: Request) => Promise<Response>; calls: string[] };
  /** How the session hears that another tab changed the stored tokens. */
  watchOtherTabs?: (listener: () => void) => () => void;
}

export async function openAt(path: string, { session, stored = {}, inspect, server: own, watchOtherTabs, ...api }: Open = {}) {
  const storage = memoryStorage(session ? { accessToken: session[0], refreshToken: session[1], ...stored } : stored);
  const tokens = createTokenStore(storage);
  const server = own ?? fakeApi(api);
  const client = createApiClient({ baseUrl: 'http://api.test/api/v1', tokens, fetch: server.fetch, pageOrigin: () => 'http://app.test' });
  const auth = createAuthHandle({ tokens, api: client, fetch: server.fetch, storage, ...(inspect ? { inspect } : {}), ...(watchOtherTabs ? { watchOtherTabs } : {}) });
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), auth });
  renderRouter(router);
  return { router, storage, server, auth, client };
}

/** On Sign In or Login: a phone number, the code the fake API accepts, Continue. */
export async function signInOnScreen(user: UserEvent, phone = '5085550100') {
  await user.type(await screen.findByLabelText(/mobile phone number/i), phone);
  await user.click(screen.getByRole('button', { name: /send code/i }));
  await user.type(await screen.findByLabelText(/6-digit code/i), '123456');
  await user.click(screen.getByRole('button', { name: /continue/i }));
}

export const settledAt = async (router: Awaited<ReturnType<typeof openAt>>['router'], pathname: string) =>
  waitFor(() => {
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.status).toBe('idle');
  });
