import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { type AuthInput, authMachine, LOGOUT_WAIT_MS } from '../../machines/auth.machine';
import { consumer, openAt, signInOnScreen } from './app-harness';
import { appPaths, journeys, serializeState, type Snapshot } from './auth.paths';
import { assertFullCoverage, coverageOf, eventTypesOf, type ModelPath, type StateChecks } from './model';
import {
  IDENTITY,
  PAGE,
  REFRESH,
  refreshRefused,
  refused,
  renewedTokens,
  scriptedApi,
  type ScriptedApi,
  unreachable,
  walkingTheApp,
} from './scripted-api';
import { screenPathParams } from './ui';

/**
 * The session's paths (auth.paths.ts, `appPaths`: the auth machine's graph with the events each
 * state meets in the app) walked through the whole app: the real router, header, screens, auth actor,
 * API client and 401 queue, against a server that answers as the path says. Each step is what the
 * user does (Log Out, Retry, signing in, saving the profile), what the server answers (the identity,
 * a refusal, no answer at all) or what another tab does; after it the app's auth actor must be in the
 * model's state. One walk per transition, named by its path and the transitions it is there for,
 * and the journeys QA asks about by name (start-up with a stored session, a refresh refused mid-page,
 * a logout the server fails).
 */

walkingTheApp();

const LOGOUT = '/Authentication/logout';

interface Run {
  input: AuthInput | undefined;
  server: ScriptedApi;
  user: UserEvent;
  app?: Awaited<ReturnType<typeof openAt>>;
  /** Tells the app another tab changed the stored tokens. */
  otherTab?: () => void;
  refreshes: number;
  /** The session ended while the first page waited for it: its guard says so once signed out. */
  untold?: boolean;
}
let run: Run;

const app = () => {
  if (!run.app) throw new Error('The path did not start with xstate.init');
  return run.app;
};
const session = (): Snapshot => {
  const runtime = app().auth.current();
  if (!runtime) throw new Error('The session has not started');
  return runtime.actor.getSnapshot();
};
/** The header, once the layout's chunk has loaded. */
const banner = async () => within(await screen.findByRole('banner', {}, { timeout: 10_000 }));
/** Something in the header, once its lazy parts have loaded. */
const LATE = { timeout: 10_000 };
const storedRefreshToken = () => app().storage.getItem('refreshToken');

/** The server renews the session: new tokens each time. */
const renewed = () => renewedTokens(++run.refreshes);

/** A page asks the server for something; the server's answer is up to the path. */
const pageRequest = () => void app().client.GET(PAGE).catch(() => {});

/** The request under way is refused (401); the app asks to renew the session, and the server says `refresh`. */
async function refuseAndRefresh(refresh: () => Response) {
  if (session().matches({ session: 'loadingIdentity' })) await run.server.answer(IDENTITY, refused);
  else {
    pageRequest();
    await run.server.answer(PAGE, refused);
  }
  // Without a refresh token the app has nothing to ask the server with.
  if (storedRefreshToken()) await run.server.answer(REFRESH, refresh);
}

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    const { token, refreshToken } = run.input?.tokens ?? {};
    run.app = await openAt('/my-account', {
      server: run.server,
      stored: { ...(token ? { accessToken: token } : {}), ...(refreshToken ? { refreshToken } : {}) },
      watchOtherTabs: (listener) => {
        run.otherTab = listener;
        return () => {};
      },
    });
    await waitFor(() => expect(app().auth.current()).toBeDefined());
  },
  'xstate.done.actor.loadIdentity': async () => void (await run.server.answer(IDENTITY, () => Response.json(consumer))),
  'xstate.error.actor.loadIdentity': async ({ event }) => {
    if (event.error instanceof TypeError) {
      await run.server.answer(IDENTITY, unreachable());
      return;
    }
    // Refused even with renewed tokens: the first answer and two replays are 401, and the third is the answer.
    for (let attempt = 0; attempt < 3; attempt++) {
      await run.server.answer(IDENTITY, refused);
      if (attempt < 2) await run.server.answer(REFRESH, renewed);
    }
  },
  'auth.refreshed': async () => {
    await refuseAndRefresh(renewed);
    await waitFor(() => expect(app().storage.getItem('accessToken')).toBe(`access-r${run.refreshes}`));
  },
  'auth.refreshFailed': async () => {
    // At start-up the first page (My Account) still waits for the session: Login says it once signed
    // out, with why that page needs signing in; a page already shown is told at once.
    const firstPageWaits = app().router.state.status === 'pending';
    await refuseAndRefresh(refreshRefused);
    if (firstPageWaits) run.untold = true;
    else expect(await screen.findByText('Your session has ended')).toBeTruthy();
  },
  'auth.logout': async () => {
    if (session().matches({ session: 'signedIn' })) {
      await run.user.click(await (await banner()).findByRole('button', { name: /^Hi / }, LATE));
      await run.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    } else {
      await run.user.click(await (await banner()).findByRole('button', { name: 'Log Out' }, LATE));
    }
  },
  'auth.retry': async () => run.user.click((await banner()).getByRole('button', { name: 'Retry loading your account' })),
  'auth.reload': async () => {
    // Another tab saved the profile.
    const tab = new BroadcastChannel('session');
    tab.postMessage('identityChanged');
    tab.close();
  },
  'auth.identityChanged': async ({ event }) => {
    await app().router.navigate({ to: '/my-account' });
    const firstName = await screen.findByLabelText(/first name/i);
    await run.user.clear(firstName);
    await run.user.type(firstName, (event.identity as typeof consumer).firstName);
    await run.user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details were saved.')).toBeTruthy();
  },
  'auth.login': async () => {
    await app().router.navigate({ to: '/sign-in' });
    await signInOnScreen(run.user);
  },
  'auth.storedSessionChanged': async ({ event }) => {
    const stored = event.stored as { token: string; refreshToken: string } | null;
    const { storage } = app();
    if (stored) {
      storage.setItem('accessToken', stored.token);
      storage.setItem('refreshToken', stored.refreshToken);
    } else {
      storage.removeItem('accessToken');
      storage.removeItem('refreshToken');
    }
    run.otherTab?.();
  },
  'xstate.done.actor.logout': async () => void (await run.server.answer(LOGOUT, () => new Response(null, { status: 204 }))),
  'xstate.error.actor.logout': async () => void (await run.server.answer(LOGOUT, unreachable())),
  // The server never answers the logout: the app goes on without it.
  'xstate.after.logoutWait.auth.loggingOut': async () => expect(run.server.waiting(LOGOUT)).toBe(1),
};

const checks: StateChecks<Snapshot> = {
  'session.loadingIdentity': () => waitFor(() => expect(run.server.waiting(IDENTITY)).toBeGreaterThan(0)),
  'session.signedIn': async () => expect(await (await banner()).findByRole('button', { name: /^Hi / }, LATE)).toBeTruthy(),
  'session.identityFailed': async () => {
    expect(await (await banner()).findByRole('button', { name: 'Retry loading your account' }, LATE)).toBeTruthy();
    expect(app().storage.getItem('accessToken')).not.toBeNull();
  },
  loggingOut: () => waitFor(() => expect(run.server.waiting(LOGOUT)).toBe(1)),
  signedOut: async () => {
    expect(app().storage.getItem('accessToken')).toBeNull();
    if (run.untold) {
      // The first page waited for the session: Login says why, in one sentence, and leads back to it.
      await waitFor(() => expect(app().router.state.location.pathname).toBe('/login'), LATE);
      expect(app().router.state.location.search).toEqual({ redirect: '/my-account', ended: 'unauthorized' });
      const notice = await screen.findByRole('status', {}, LATE);
      expect(within(notice).getByText('Your session has ended')).toBeTruthy();
      expect(within(notice).getByText('Sign in again to see My Account.')).toBeTruthy();
      run.untold = false;
    }
    expect(await (await banner()).findByRole('link', { name: 'Login' }, LATE)).toBeTruthy();
  },
};

/** Steps the app takes in its own time: waiting out the server for logout. */
const timeoutOf = (event: AnyEventObject) => (event.type.startsWith('xstate.after.') ? LOGOUT_WAIT_MS + 5000 : 5000);


/** For each transition, the first path that takes it. */
function onePathPerTransition() {
  const chosen: { name: string; path: ModelPath<typeof authMachine> }[] = [];
  const taken = new Set<string>();
  for (const path of appPaths) {
    const transitions = [...coverageOf(authMachine, [path]).transitions].filter((t) => !taken.has(t));
    if (!transitions.length) continue;
    transitions.forEach((t) => taken.add(t));
    chosen.push({ name: `${path.description} (takes ${transitions.join('; ')})`, path });
  }
  return chosen;
}
const walks = [...onePathPerTransition(), ...journeys.map((path) => ({ name: path.description, path }))];

describe('the session along its paths through the app', { timeout: 60_000 }, () => {
  it('walks every state and transition, with a step for every event and a check for every state', () => {
    assertFullCoverage(authMachine, walks.map((w) => w.path), { states: checks });
    expect(eventTypesOf(walks.map((w) => w.path)).filter((type) => !actions[type])).toEqual([]);
  });

  it.each(walks.map((w) => [w.name, w.path] as const))('%s', async (_, path) => {
    run = { input: path.input, server: scriptedApi({ held: [IDENTITY, REFRESH, LOGOUT, PAGE], identity: consumer }), user: userEvent.setup(), refreshes: 0 };
    await path.test(screenPathParams({ actions, checks, snapshot: session, serializeState, timeoutOf }));
  });
});
