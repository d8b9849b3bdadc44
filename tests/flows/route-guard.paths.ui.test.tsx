import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { Identity } from '../../machines/identity';
import { routeGuardMachine } from '../../machines/route-guard.machine';
import { consumer, contractor, newAccount, type Open, openAt, UUID, withoutScrolling } from './app-harness';
import { allTransitionsOf, coverageOf, type ModelPath } from './model';
import { paths } from './route-guard.paths';

/**
 * The route guard's generated paths (route-guard.paths.ts) walked through the real router, auth actor
 * and API client: for every transition of the machine, the first navigation the model found taking
 * it, played as that person opening that page. The guard's first decision in the app is the path's
 * final state, and the app ends on the page the guard's last decision names.
 */

beforeAll(withoutScrolling);
afterEach(cleanup);

/** Where each route of the model is in the app. */
const URLS: Record<string, string> = {
  landing: '/',
  'our services': '/service',
  'my account': '/my-account',
  'job request details': `/job-requests/${UUID}`,
  'sign in': '/sign-in',
  login: '/login',
  'sign in for a page': '/sign-in?redirect=/job-requests/new',
  'tab can be closed': '/tab-can-be-closed',
  'direct to mobile': '/direct-to-mobile',
  'account deletion': '/account-deletion',
  'sign in for account deletion': '/sign-in?redirect=/account-deletion',
  'my account, shown': '/my-account',
};
const signedInAs = (identity: Identity): Open => ({ session: ['access', 'refresh'], identities: { access: identity } });
/** Who each person of the model is in the app: a stored session and what the server answers for it. */
const PEOPLE: Record<string, Open> = {
  visitor: {},
  'new account': signedInAs(newAccount),
  consumer: signedInAs(consumer),
  contractor: signedInAs(contractor),
  // Tokens the server no longer takes: the identity and the refresh are both refused.
  'session ended': { session: ['expired', 'expired-refresh'] },
  // Tokens kept, but the server could not say whose they are.
  'identity not loaded': {
    session: ['access', 'refresh'],
    server: { calls: [], fetch: async () => Response.json({ Message: 'The server is down for maintenance.' }, { status: 503 }) },
  },
};

/** For each transition, the first path that takes it and that the app can play. */
function onePathPerTransition() {
  const chosen: { name: string; person: string; route: string; path: ModelPath<typeof routeGuardMachine> }[] = [];
  const taken = new Set<string>();
  for (const path of paths) {
    const [, person, route] = /^\w+ \((.+) on (.+)\):/.exec(path.description) ?? [];
    if (!person || !route || !(person in PEOPLE)) continue;
    const transitions = [...coverageOf(routeGuardMachine, [path]).transitions].filter((t) => !taken.has(t));
    if (!transitions.length) continue;
    transitions.forEach((t) => taken.add(t));
    chosen.push({ name: `${path.description} (takes ${transitions.join('; ')})`, person, route, path });
  }
  return chosen;
}
const walks = onePathPerTransition();

interface Decision {
  state: string;
  href: string | undefined;
  output: { type: string; to?: string; href?: string };
}

describe('route guard paths through the app', { timeout: 30_000 }, () => {
  it('walks a path for every transition of the guard', () => {
    const taken = coverageOf(routeGuardMachine, walks.map((w) => w.path));
    expect(allTransitionsOf(routeGuardMachine).filter((t) => !taken.transitions.has(t))).toEqual([]);
  });

  it.each(walks.map((w) => [w.name, w] as const))('%s', async (_, { person, route, path }) => {
    const decisions: Decision[] = [];
    const inspect = (event: InspectionEvent) => {
      const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as AnyMachineSnapshot) : undefined;
      if (snapshot?.machine?.id !== 'routeGuard' || snapshot.status !== 'done') return;
      decisions.push({ state: String(snapshot.value), href: snapshot.context.href, output: snapshot.output as Decision['output'] });
    };
    const url = URLS[route]!;
    if (route.endsWith(', shown')) {
      // My Account on screen, signed in; then another tab signs out and the page is decided again.
      let otherTab = () => {};
      const watchOtherTabs = (listener: () => void) => ((otherTab = listener), () => {});
      const { router, storage } = await openAt(url, { inspect, ...signedInAs(consumer), watchOtherTabs });
      await waitFor(() => expect(router.state.location.pathname).toBe(url));
      await waitFor(() => expect(router.state.status).toBe('idle'));
      decisions.length = 0;
      storage.map.clear();
      act(() => otherTab());
      await waitFor(() => expect(decisions.map((d) => d.state)).toContain(String(path.state.value)));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      return;
    }
    const { router } = await openAt(url, { inspect, ...PEOPLE[person]! });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    const expected = String(path.state.value);
    const first = decisions[0];
    // An anonymous page lets a visitor through without running the guard's machine (src/auth/guard.ts).
    if (!first) {
      expect(expected).toBe('allowed');
      expect(person).toBe('visitor');
      expect(router.state.location.pathname).toBe(new URL(url, 'http://app.test').pathname);
      return;
    }
    expect(first.state).toBe(expected);
    await waitFor(() => {
      const last = decisions.at(-1)!;
      const where = last.output.type === 'allow' ? last.href : (last.output.href ?? last.output.to);
      expect(router.state.location.pathname).toBe(new URL(where ?? '/', 'http://app.test').pathname);
    });
  });
});
