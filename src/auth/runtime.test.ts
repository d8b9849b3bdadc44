import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createApiClient } from '../api/client';
import { createTokenStore, REFRESH_TOKEN_KEY } from '../api/token-store';
import { type AuthRuntime, startAuthRuntime } from './runtime';
import { registerToastHost, type ToastOptions } from '../lib/toast';
import { identityFixture } from '../../tests/flows/fixtures';

/**
 * Tabs of one browser share the stored tokens. The server here rotates refresh tokens as the real
 * one does (server/auth/tokens.ts): presenting a rotated token again ends the whole session.
 */
function authServer() {
  const accepted = new Set(['access-1']);
  const refreshTokens = new Map([['refresh-1', 'fresh' as 'fresh' | 'rotated']]);
  let issued = 1;
  let revoked = false;
  let identity = identityFixture();
  const log: string[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/Authentication/current-identity') {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      return accepted.has(token) && !revoked ? Response.json(identity) : Response.json({ Message: 'Sign in to continue.' }, { status: 401 });
    }
    if (path === '/Authentication/refresh') {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      log.push(`refresh ${refreshToken}`);
      const state = refreshTokens.get(refreshToken);
      if (state === 'rotated') revoked = true;
      if (state !== 'fresh' || revoked) return Response.json({ Message: 'Sign in again.' }, { status: 401 });
      refreshTokens.set(refreshToken, 'rotated');
      issued++;
      refreshTokens.set(`refresh-${issued}`, 'fresh');
      accepted.add(`access-${issued}`);
      return Response.json({ token: `access-${issued}`, refreshToken: `refresh-${issued}` });
    }
    if (path === '/Authentication/logout') {
      log.push('logout');
      revoked = true;
      return Response.json({ Message: 'Signed out.' });
    }
    return new Response(null, { status: 404 });
  };
  return {
    fetch,
    log,
    /** Access tokens live 15 minutes: every one issued so far lapses. */
    expireAccessTokens: () => accepted.clear(),
    isRevoked: () => revoked,
    setIdentity: (next: typeof identity) => void (identity = next),
  };
}

/**
 * One local storage for all tabs; a write is announced to the other tabs a moment later, as `storage`
 * events are, or (`events: 'at once'`) before the writing tab goes on.
 */
function browser({ events = 'later' }: { events?: 'later' | 'at once' } = {}) {
  const map = new Map<string, string>([
    ['accessToken', 'access-1'],
    [REFRESH_TOKEN_KEY, 'refresh-1'],
  ]);
  const watchers = new Map<number, () => void>();
  const held = new Map<string, Promise<unknown>>();
  const locks: Pick<LockManager, 'request'> = {
    request: (async (name: string, task: () => Promise<unknown>) => {
      const before = held.get(name) ?? Promise.resolve();
      const run = before.then(task, task);
      held.set(name, run.catch(() => {}));
      return run;
    }) as LockManager['request'],
  };
  let tabs = 0;
  return {
    map,
    locks,
    storageOf(tab: number) {
      const announce = (key: string, value: string | null) => {
        if ((map.get(key) ?? null) === value) return;
        if (value === null) map.delete(key);
        else map.set(key, value);
        if (key !== REFRESH_TOKEN_KEY) return;
        for (const [other, listener] of watchers) {
          if (other === tab) continue;
          if (events === 'later') setTimeout(listener, 0);
          else listener();
        }
      };
      return {
        getItem: (key: string) => map.get(key) ?? null,
        setItem: (key: string, value: string) => announce(key, value),
        removeItem: (key: string) => announce(key, null),
      };
    },
    watcherOf: (tab: number) => (listener: () => void) => {
      watchers.set(tab, listener);
      return () => void watchers.delete(tab);
    },
    nextTab: () => ++tabs,
  };
}

let running: AuthRuntime[] = [];
afterEach(() => {
  running.forEach((runtime) => runtime.stop());
  running = [];
});

function openTab(shared: ReturnType<typeof browser>, server: ReturnType<typeof authServer>) {
  const tab = shared.nextTab();
  const storage = shared.storageOf(tab);
  const tokens = createTokenStore(storage);
  const api = createApiClient({ baseUrl: 'http://api.test/api/v1', tokens, fetch: server.fetch, pageOrigin: () => 'http://app.test' });
  const runtime = startAuthRuntime({ tokens, api, fetch: server.fetch, storage, locks: shared.locks, watchOtherTabs: shared.watcherOf(tab), router: () => undefined, onView: () => {} });
  running.push(runtime);
  return runtime;
}

const signedInWith = (runtime: AuthRuntime, token: string) =>
  waitFor(runtime.actor, (s) => s.matches({ session: 'signedIn' }) && s.context.token === token, { timeout: 2000 });

/** Two tabs of one browser, both signed in with the stored session. */
async function twoSignedInTabs(server = authServer(), shared = browser()) {
  const a = openTab(shared, server);
  const b = openTab(shared, server);
  await signedInWith(a, 'access-1');
  await signedInWith(b, 'access-1');
  return { server, shared, a, b };
}

describe('two tabs of one browser share a session', () => {
  it('a tab takes up the tokens another tab refreshed, instead of presenting a rotated refresh token', async () => {
    const { server, shared, a, b } = await twoSignedInTabs();

    server.expireAccessTokens();
    a.actor.send({ type: 'auth.reload' });
    await signedInWith(a, 'access-2');
    await signedInWith(b, 'access-2');

    server.expireAccessTokens();
    b.actor.send({ type: 'auth.reload' });
    await signedInWith(b, 'access-3');
    await signedInWith(a, 'access-3');
    expect(server.log).toEqual(['refresh refresh-1', 'refresh refresh-2']);
    expect(server.isRevoked()).toBe(false);
    expect(shared.map.get(REFRESH_TOKEN_KEY)).toBe('refresh-3');
  });

  it.each(['later', 'at once'] as const)('tabs refused at the same moment refresh once between them (storage events %s)', async (events) => {
    const { server, a, b } = await twoSignedInTabs(authServer(), browser({ events }));

    server.expireAccessTokens();
    a.actor.send({ type: 'auth.reload' });
    b.actor.send({ type: 'auth.reload' });
    await signedInWith(a, 'access-2');
    await signedInWith(b, 'access-2');
    expect(server.log).toEqual(['refresh refresh-1']);
    expect(server.isRevoked()).toBe(false);
  });

  it('a logout in one tab signs the other tab out without a second call to the server', async () => {
    const { server, shared, a, b } = await twoSignedInTabs();

    a.actor.send({ type: 'auth.logout' });
    await waitFor(b.actor, (s) => s.matches('signedOut'), { timeout: 2000 });
    expect(server.log).toEqual(['logout']);
    expect(shared.map.size).toBe(0);
  });

  it('a profile completed or edited in one tab shows in the other', async () => {
    const server = authServer();
    server.setIdentity(identityFixture({ applicationUser: { initialized: false } }));
    const { a, b } = await twoSignedInTabs(server);
    expect(b.actor.getSnapshot().context.identity?.applicationUser.initialized).toBe(false);

    const completed = identityFixture({ firstName: 'Grace' });
    server.setIdentity(completed);
    a.actor.send({ type: 'auth.identityChanged', identity: completed });
    await waitFor(b.actor, (s) => s.matches({ session: 'signedIn' }) && s.context.identity?.firstName === 'Grace', { timeout: 2000 });
    expect(b.actor.getSnapshot().context.identity?.applicationUser.initialized).toBe(true);
  });

  it('a sign-in in one tab signs in the other tabs', async () => {
    const server = authServer();
    const shared = browser();
    shared.map.clear();
    const a = openTab(shared, server);
    const b = openTab(shared, server);
    await waitFor(b.actor, (s) => s.matches('signedOut'));

    a.actor.send({ type: 'auth.login', token: 'access-1', refreshToken: 'refresh-1' });
    await signedInWith(b, 'access-1');
  });
});

describe('a session the server has ended', () => {
  it('says so when the refresh fails, then signs the user out', async () => {
    const toasts: ToastOptions[] = [];
    const unregister = registerToastHost({ show: (toast) => void toasts.push(toast) });
    try {
      const server = authServer();
      const shared = browser();
      const tab = openTab(shared, server);
      await signedInWith(tab, 'access-1');
      // Signed out from another device, say: the session's tokens are revoked on the server.
      await server.fetch(new Request('http://api.test/api/v1/Authentication/logout', { method: 'POST' }));

      server.expireAccessTokens();
      tab.actor.send({ type: 'auth.reload' });
      await waitFor(tab.actor, (s) => s.matches('signedOut'), { timeout: 6000 });
      expect(toasts).toEqual([expect.objectContaining({ severity: 'warning', summary: 'Your session has ended', detail: 'Sign in again to continue.' })]);
    } finally {
      unregister();
    }
  });
});

describe('a session found ended while a page waits for it', () => {
  const myAccount = { routeId: '/my-account', anonymous: false };
  const endedBeforeTheTabOpens = async () => {
    const server = authServer();
    await server.fetch(new Request('http://api.test/api/v1/Authentication/logout', { method: 'POST' }));
    server.expireAccessTokens();
    return server;
  };
  const collectToasts = () => {
    const toasts: ToastOptions[] = [];
    const unregister = registerToastHost({ show: (toast) => void toasts.push(toast) });
    return { toasts, unregister };
  };

  it("is said in that page's route decision, not in a toast of its own", async () => {
    const { toasts, unregister } = collectToasts();
    try {
      const tab = openTab(browser(), await endedBeforeTheTabOpens());
      const decision = await tab.decide({ route: myAccount, href: '/my-account' });
      expect(decision).toEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/my-account', ended: 'unauthorized' } });
      expect(toasts).toEqual([]);
    } finally {
      unregister();
    }
  });

  it('is told at once when that navigation is abandoned before the session is known', async () => {
    const { toasts, unregister } = collectToasts();
    try {
      const tab = openTab(browser(), await endedBeforeTheTabOpens());
      const navigation = new AbortController();
      const decided = tab.decide({ route: myAccount, href: '/my-account', signal: navigation.signal });
      await waitFor(tab.actor, (s) => s.matches('loggingOut'));
      navigation.abort();
      await expect(decided).rejects.toBeDefined();
      expect(toasts).toEqual([expect.objectContaining({ severity: 'warning', summary: 'Your session has ended', detail: 'Sign in again to continue.' })]);
      // The next navigation is not told a second time.
      await waitFor(tab.actor, (s) => s.matches('signedOut'), { timeout: 6000 });
      expect(await tab.decide({ route: myAccount, href: '/my-account' })).toEqual({ type: 'redirect', to: '/login', rule: 2, search: { redirect: '/my-account' } });
    } finally {
      unregister();
    }
  });
});

describe('what the route guard can tell before the identity has come', () => {
  const myAccount = { routeId: '/my-account', anonymous: false };
  const foresee = (tab: AuthRuntime) => tab.foresee({ route: myAccount, href: '/my-account' });

  it('nothing, for stored tokens this browser has learned nothing of; the decision itself once the identity is known', async () => {
    const tab = openTab(browser(), authServer());
    expect(foresee(tab)).toBeUndefined();
    await signedInWith(tab, 'access-1');
    expect(foresee(tab)).toEqual({ type: 'allow' });
  });

  it('what an earlier visit learned of the account: signed up, let through; still to finish, sent to Sign In', async () => {
    for (const [initialized, foreseen] of [
      [true, { type: 'allow' }],
      [false, { type: 'redirect', to: '/sign-in', rule: 1, search: { redirect: '/my-account' } }],
    ] as const) {
      const server = authServer();
      server.setIdentity(identityFixture({ applicationUser: { initialized } }));
      const shared = browser();
      await signedInWith(openTab(shared, server), 'access-1');
      // A later load of a page, the identity not yet come.
      const later = openTab(shared, server);
      expect(later.actor.getSnapshot().matches({ session: 'loadingIdentity' })).toBe(true);
      expect(foresee(later)).toEqual(foreseen);
    }
  });

  it('nothing of the last account once a sign-in begins another session, nor once signed out', async () => {
    const shared = browser();
    const server = authServer();
    const tab = openTab(shared, server);
    await signedInWith(tab, 'access-1');
    tab.actor.send({ type: 'auth.login', token: 'access-9', refreshToken: 'refresh-9' });
    expect(foresee(openTab(shared, server))).toBeUndefined();

    const another = browser();
    const other = openTab(another, server);
    await signedInWith(other, 'access-1');
    other.actor.send({ type: 'auth.logout' });
    await waitFor(other.actor, (s) => s.matches('signedOut'), { timeout: 6000 });
    // Tokens of some other session, put there by no sign-in of this app.
    another.map.set('accessToken', 'access-1').set(REFRESH_TOKEN_KEY, 'refresh-1');
    expect(foresee(openTab(another, server))).toBeUndefined();
  });
});
