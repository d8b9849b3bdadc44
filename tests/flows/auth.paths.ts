import type { SnapshotFrom } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { type AuthMachine, authMachine } from '../../machines/auth.machine';
import { identityFixture, networkDown } from './fixtures';
import { type ModelEvent, pathsFor, pathThrough } from './model';

/** The paths through the auth machine: the model test (auth.model.test.ts) and the app walk (auth.ui.test.tsx). */

export type Snapshot = SnapshotFrom<AuthMachine>;

export const events: ModelEvent<AuthMachine>[] = [
  { type: 'auth.login', token: 'access-2', refreshToken: 'refresh-2' },
  { type: 'auth.refreshed', token: 'access-3', refreshToken: 'refresh-3' },
  { type: 'auth.logout' },
  { type: 'auth.retry' },
  { type: 'auth.reload' },
  { type: 'auth.identityChanged', identity: identityFixture({ firstName: 'Grace' }) },
  { type: 'auth.refreshFailed', error: { kind: 'unauthorized', status: 401, message: FAILURE_MESSAGES.unauthorized } },
  { type: 'auth.storedSessionChanged', stored: { token: 'access-9', refreshToken: 'refresh-9' } },
  { type: 'auth.storedSessionChanged', stored: null },
  { type: 'xstate.done.actor.loadIdentity', output: identityFixture() },
  { type: 'xstate.error.actor.loadIdentity', error: { kind: 'unauthorized', status: 401, message: FAILURE_MESSAGES.unauthorized } },
  { type: 'xstate.error.actor.loadIdentity', error: networkDown() },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: networkDown() },
  { type: 'xstate.after.logoutWait.auth.loggingOut' },
];

export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    token: Boolean(s.context.token),
    refreshToken: Boolean(s.context.refreshToken),
    identity: Boolean(s.context.identity),
    error: s.context.error?.kind ?? null,
  });

export const paths = pathsFor(authMachine, {
  events,
  serializeState,
  inputs: {
    'stored tokens': { tokens: { token: 'access-1', refreshToken: 'refresh-1' } },
    'stored access token only': { tokens: { token: 'access-1' } },
    'nothing stored': { tokens: null },
  },
});


/**
 * What can happen to the session in each of its states in the app (auth.ui.test.tsx): a state
 * accepts `auth.login` only where Sign In is open (signed out), and a logout's outcome only while
 * logging out; the rest is a server answer, a click, or another tab.
 */
const HAPPENS_IN: [Parameters<Snapshot['matches']>[0], readonly string[]][] = [
  [{ session: 'loadingIdentity' }, ['xstate.done.actor.loadIdentity', 'xstate.error.actor.loadIdentity', 'auth.refreshed', 'auth.refreshFailed', 'auth.storedSessionChanged']],
  [{ session: 'signedIn' }, ['auth.logout', 'auth.reload', 'auth.identityChanged', 'auth.refreshed', 'auth.refreshFailed', 'auth.storedSessionChanged']],
  [{ session: 'identityFailed' }, ['auth.retry', 'auth.logout', 'auth.refreshed', 'auth.refreshFailed', 'auth.storedSessionChanged']],
  ['loggingOut', ['xstate.done.actor.logout', 'xstate.error.actor.logout', 'xstate.after.logoutWait.auth.loggingOut']],
  ['signedOut', ['auth.login', 'auth.storedSessionChanged']],
];

/** The paths the app can walk: the same graph, with only the events each state meets in the app. */
export const appPaths = pathsFor(authMachine, {
  events,
  serializeState,
  inputs: {
    'stored tokens': { tokens: { token: 'access-1', refreshToken: 'refresh-1' } },
    'stored access token only': { tokens: { token: 'access-1' } },
    'nothing stored': { tokens: null },
  },
  when: (snapshot, event) =>
    HAPPENS_IN.some(([state, types]) => snapshot.matches(state) && types.includes(event.type)) &&
    // The app renews the session with the refresh token: without one, a refusal ends it at once.
    (Boolean(snapshot.context.refreshToken) || !(event.type === 'auth.refreshed' || (event.type === 'xstate.error.actor.loadIdentity' && !(event.error instanceof TypeError)))),
});

const storedTokens = { tokens: { token: 'access-1', refreshToken: 'refresh-1' } };
const byType = (type: string) => events.find((e) => e.type === type && !('error' in e && e.error instanceof TypeError))!;
const unreachable = (type: string) => events.find((e) => e.type === type && 'error' in e && e.error instanceof TypeError)!;

/** The session's journeys QA asks about by name, each a path through the machine (auth.ui.test.tsx walks them). */
export const journeys = [
  pathThrough(authMachine, { name: 'start-up with a valid stored session', input: storedTokens, serializeState, events: [byType('xstate.done.actor.loadIdentity')] }),
  pathThrough(authMachine, {
    name: 'start-up with an expired access token the server renews',
    input: storedTokens,
    serializeState,
    events: [byType('auth.refreshed'), byType('xstate.done.actor.loadIdentity')],
  }),
  pathThrough(authMachine, {
    name: 'start-up with a session the server refuses to renew',
    input: storedTokens,
    serializeState,
    events: [byType('auth.refreshFailed'), byType('xstate.done.actor.logout')],
  }),
  pathThrough(authMachine, {
    name: 'a refresh refused mid-page: "Your session has ended", signed out',
    input: storedTokens,
    serializeState,
    events: [byType('xstate.done.actor.loadIdentity'), byType('auth.refreshFailed'), byType('xstate.done.actor.logout')],
  }),
  pathThrough(authMachine, {
    name: 'logout the server fails: signed out here all the same',
    input: storedTokens,
    serializeState,
    events: [byType('xstate.done.actor.loadIdentity'), byType('auth.logout'), unreachable('xstate.error.actor.logout')],
  }),
];
