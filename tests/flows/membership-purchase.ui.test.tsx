import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { chosenOf, membershipPurchaseMachine, type MembershipPurchaseInput } from '../../machines/membership-purchase.machine';
import { PENDING_PURCHASE_TTL_MS } from '../../machines/pending-purchase';
import { createAuthHandle } from '../../src/auth/auth-handle';
import { PlanCards } from '../../src/features/memberships/MembershipPlans';
import type { PurchaseActor } from '../../src/features/memberships/purchase';
import { PurchaseStatus } from '../../src/features/memberships/PurchaseStatus';
import { formatDate } from '../../src/lib/format';
import { renderRouter } from '../../src/test/app';
import { NOW, paths, REFUSED, RESIDENTIAL_PLUS, serializeState, type Snapshot } from './membership-purchase.paths';
import { assertFullCoverage, eventTypesOf, type StateChecks } from './model';
import { machineSteps, outcome, type ScreenRun, screenPathParams, screenRun, textOfAll } from './ui';

/**
 * The paths of the membership purchase model (membership-purchase.paths.ts) walked through the real
 * plan cards and the real purchase status under them: what the user clicks, what the server answers
 * (fake actors), time passing (simulated clock), the session changing (a sign-in, here or in another
 * tab). After each step the screen's machine is where the model is; each state is checked by what
 * the screen shows.
 */

afterEach(cleanup);

interface Run extends ScreenRun {
  actor?: PurchaseActor;
  did: string[];
}
let run: Run;

function mount(input: MembershipPurchaseInput) {
  const record = (type: string) => () => void run.did.push(type);
  const actor = createActor(
    membershipPurchaseMachine.provide({
      actors: run.fakes.actors,
      actions: { holdPurchase: record('holdPurchase'), removePending: record('removePending'), goToSignIn: record('goToSignIn'), openPaymentPage: record('openPaymentPage') },
    }),
    { input, clock: run.clock, inspect: run.screen.inspect },
  );
  run.actor = actor;
  actor.start();
  const root = createRootRoute({
    component: () => (
      <PlanCards
        plans={input.plans}
        onChoose={(plan, price) => actor.send({ type: 'purchase.choose', membershipId: plan.id, priceId: price.id, at: NOW + run.clock.now() })}
        status={<PurchaseStatus actor={actor} place="plans" />}
      />
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/login' }),
    createRoute({ getParentRoute: () => root, path: '/my-account' }),
    createRoute({ getParentRoute: () => root, path: '/job-requests/new' }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), context: { auth: createAuthHandle({ load: () => new Promise(() => {}) }) } });
  renderRouter(router);
}

type Step = { event: AnyEventObject; state: Snapshot };
const click = (name: RegExp | string) => async () => run.user.click(await screen.findByRole('button', { name }));

const actions: Record<string, (step: Step) => Promise<void>> = {
  // The screen is mounted with the path's input before the path starts.
  'xstate.init': async () => {},
  'purchase.choose': async () => {
    await run.user.click(await screen.findByRole('button', { name: 'Yearly' }));
    await run.user.click(screen.getByRole('button', { name: 'Choose plan: Residential Plus, billed yearly' }));
  },
  // The session changes elsewhere: a sign-in on the sign-in page or in another tab, an identity reloaded.
  'purchase.session': async ({ event }) => outcome(() => run.actor!.send(event as never)),
  'purchase.retry': click('Try again'),
  'purchase.discard': async () => {
    const name = run.screen.snapshot().matches('failed') ? 'Cancel' : 'Forget this choice';
    await run.user.click(screen.getByRole('button', { name }));
  },
  'purchase.checkAgain': click('Check again'),
  ...machineSteps(membershipPurchaseMachine, paths, () => run),
};

const statusText = () => textOfAll('status');
const alertText = () => textOfAll('alert');

const checks: StateChecks<Snapshot> = {
  choosing: () => {
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /^Choose plan: Residential Plus, billed/ })).toBeTruthy();
  },
  holdingForSignIn: (s) => {
    const until = formatDate(Date.parse(s.context.pending!.dateAdded) + PENDING_PURCHASE_TTL_MS, { withTime: true });
    expect(statusText()).toContain(`Residential Plus, billed yearly ($390.00 per year) is kept for you until ${until}.`);
    expect(screen.getByRole('link', { name: 'Sign in to continue' }).getAttribute('href')).toBe('/login?redirect=%2Fmemberships%2Fcheckout');
    expect(screen.getByRole('button', { name: 'Forget this choice' })).toBeTruthy();
  },
  checkingOut: () => expect(statusText()).toContain('Opening the secure payment page for Residential Plus, billed yearly: $390.00 per year…'),
  redirecting: () => {
    expect(statusText()).toContain('Taking you to the secure payment page for Residential Plus, billed yearly');
    expect(run.did).toContain('openPaymentPage');
  },
  failed: () => {
    expect(alertText()).toContain('The payment page could not be opened');
    expect(alertText()).toContain(FAILURE_MESSAGES.network);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  alreadyMember: (s) => {
    const text = statusText();
    expect(text).toContain('You already have a membership');
    if (s.context.coveredBy === 'Business') expect(text).toContain('Your Business membership already includes everything Residential Plus offers.');
    else if (s.context.coveredBy) expect(text).toContain('You are already a Residential Plus member');
    else expect(text).toContain(REFUSED.message);
    expect(screen.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe('/my-account');
  },
  unavailable: () => expect(statusText()).toContain('That plan is no longer on sale'),
  expired: (s) => {
    expect(statusText()).toContain('Your plan choice has expired');
    expect(statusText()).toContain('We keep a chosen plan for one hour');
    if (chosenOf(s.context.plans, s.context.choice)) expect(statusText()).toContain('Residential Plus, billed yearly');
  },
  canceled: () => {
    expect(statusText()).toContain('The payment was not completed');
    expect(statusText()).toContain('Nothing was charged and no membership was started.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  confirming: () => expect(statusText()).toContain('Confirming your Residential Plus membership'),
  stillConfirming: () => {
    expect(statusText()).toContain('Still confirming your membership');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  },
  refunded: () => {
    const text = statusText();
    expect(screen.getByRole('heading', { level: 3, name: 'This payment is being refunded' })).toBeTruthy();
    expect(text).toContain(
      'Your Residential membership was already in place when this payment went through: it was paid in another tab or window first, and you can hold one plan at a time.',
    );
    expect(text).toContain('So we canceled Residential Plus, billed yearly at once and are refunding the $390.00 it took to your card. It will not renew or be charged again');
    expect(text).toContain('Your Residential membership goes on as before. To change plans, choose Manage membership in My Account.');
    expect(screen.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe('/my-account');
  },
  active: () => {
    const welcome = screen.getByRole('heading', { level: 2, name: 'Welcome to Residential Plus' });
    expect(document.activeElement).toBe(welcome);
    const includes = within(screen.getByRole('list', { name: 'Your membership includes' }));
    expect(includes.getAllByRole('listitem').map((li) => li.textContent)).toEqual(RESIDENTIAL_PLUS.benefits);
  },
};

describe('buying a membership along the purchase paths, on the plan cards', { timeout: 60_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(membershipPurchaseMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { ...screenRun(membershipPurchaseMachine), did: [] };
    await act(async () => mount(path.input!));
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.screen.snapshot() as Snapshot, serializeState }));
    run.actor?.stop();
  });
});
