import type { SnapshotFrom } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { type AuthMachine, authMachine } from '../../machines/auth.machine';
import { identityFixture, networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

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

