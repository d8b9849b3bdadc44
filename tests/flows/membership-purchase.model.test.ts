import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { classifyHttpFailure, FAILURE_MESSAGES } from '../../machines/api-failure';
import { type MembershipPurchaseInput, type MembershipPurchaseMachine, membershipPurchaseMachine } from '../../machines/membership-purchase.machine';
import { PENDING_PURCHASE_TTL_MS, type PendingPurchase } from '../../machines/pending-purchase';
import { CHECKOUT_URL, CHOICE, inputs, NOW, paths, REFUND, REFUSED, serializeState, type Snapshot, WITHDRAWN } from './membership-purchase.paths';
import { assertFullCoverage, delayOf, machineDriver, type MachineDriver, type ModelPath, type StateChecks } from './model';

let driver: MachineDriver<MembershipPurchaseMachine>;

const did = (type: string) => driver.actions.some((a) => a.type === type);
/** What storage holds now: what the page found, then what the machine's actions wrote. */
const lastStored = (): PendingPurchase | null => {
  const writes = driver.actions.filter((a) => a.type === 'holdPurchase' || a.type === 'removePending');
  const last = writes.at(-1);
  if (last === undefined) return driver.input?.pending ?? null;
  return last.type === 'holdPurchase' ? (last.params as PendingPurchase) : null;
};

const checks: StateChecks<Snapshot> = {
  choosing: (s) => {
    expect(s.context.choice).toBeNull();
    expect(s.hasTag('busy')).toBe(false);
    expect(lastStored()).toBeNull();
  },
  holdingForSignIn: (s) => {
    expect(s.hasTag('waiting')).toBe(true);
    expect(s.context.choice).toEqual(CHOICE);
    expect(s.context.pending).toMatchObject(CHOICE);
    // Chosen here: stored with the time it was chosen, and the user sent to sign in.
    if (driver.steps.some((e) => e.type === 'purchase.choose')) {
      expect(lastStored()).toEqual({ ...CHOICE, dateAdded: new Date(NOW).toISOString() });
      expect(did('goToSignIn')).toBe(true);
      expect(s.context.pendingExpiresInMs).toBe(PENDING_PURCHASE_TTL_MS);
    } else {
      // Found in storage a quarter of an hour old: three quarters of the hour are left.
      expect(s.context.pendingExpiresInMs).toBe(45 * 60_000);
      expect(did('goToSignIn')).toBe(false);
    }
  },
  checkingOut: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('buy')).toEqual(CHOICE);
    // Held until the browser leaves, so a reload goes on with it (the return page has it in its address).
    if (!driver.input?.returned) expect(lastStored()).toMatchObject(CHOICE);
  },
  redirecting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.lastStepActions()).toEqual([
      { type: 'removePending', params: undefined },
      { type: 'openPaymentPage', params: { url: CHECKOUT_URL } },
    ]);
  },
  failed: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.message).toBe(FAILURE_MESSAGES.network);
    if (!driver.input?.returned) expect(lastStored()).toMatchObject(CHOICE);
  },
  alreadyMember: (s) => {
    expect(lastStored()).toBeNull();
    // Covered by a plan held (the same or a higher tier), or refused by the server, which says why.
    if (s.context.coveredBy) expect(['Business', 'Residential Plus']).toContain(s.context.coveredBy);
    else expect(s.context.error?.message).toBe(REFUSED.message);
  },
  unavailable: (s) => {
    expect(s.context.choice).toEqual(WITHDRAWN);
    expect(driver.actions).toContainEqual({ type: 'removePending', params: undefined });
  },
  expired: (s) => {
    expect(s.context.choice).toEqual(CHOICE);
    expect(s.context.pending).toBeNull();
    expect(lastStored()).toBeNull();
  },
  canceled: (s) => {
    expect(s.context.choice).toEqual(CHOICE);
    expect(s.hasTag('busy')).toBe(false);
  },
  'confirming.checking': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.choice).toEqual(CHOICE);
  },
  'confirming.waiting': (s) => expect(s.hasTag('busy')).toBe(true),
  stillConfirming: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.hasTag('busy')).toBe(false);
  },
  active: (s) => {
    expect(s.status).toBe('done');
    expect(s.context.session.activeMemberships).toContain('Residential Plus');
  },
  refunded: (s) => {
    expect(s.status).toBe('done');
    // The checkout the return address names was asked about, and the plan that stays is the one the identity lists.
    expect(driver.fakes.inputOf('checkMembership')).toEqual({ sessionId: 'cs_test_a1b2c3d4e5f6' });
    expect(s.context.refunded).toEqual(REFUND);
    expect(s.context.session.activeMemberships).toEqual(['Residential']);
  },
};

/**
 * Where the page is after a reload in each state: it starts again from what survived, the pending
 * purchase in storage and the page's own address. The return page's address says paid or canceled
 * whatever happened on it since.
 */
const AFTER_RELOAD: Record<string, string> = {
  choosing: 'choosing',
  holdingForSignIn: 'holdingForSignIn',
  checkingOut: 'checkingOut',
  failed: 'checkingOut',
  redirecting: 'choosing',
  alreadyMember: 'choosing',
  unavailable: 'choosing',
  expired: 'choosing',
  canceled: 'canceled',
  'confirming.checking': 'confirming.checking',
  'confirming.waiting': 'confirming.checking',
  stillConfirming: 'confirming.checking',
  active: 'confirming.checking',
  refunded: 'confirming.checking',
};

function afterReload(input: MembershipPurchaseInput, key: string): string {
  if (input.returned?.outcome === 'canceled') return 'canceled';
  if (input.returned?.outcome === 'paid') return 'confirming.checking';
  return AFTER_RELOAD[key]!;
}

/** The time of a reload right after the path: the paths' choices are made at NOW, however long the page waited before. */
function reloadTime(path: ModelPath<MembershipPurchaseMachine>): number {
  const lastChoice = path.steps.findLastIndex((step) => step.event.type === 'purchase.choose');
  let waited = 0;
  path.steps.forEach((step, i) => {
    if (i > lastChoice && i > 0 && step.event.type.startsWith('xstate.after.')) waited += delayOf(membershipPurchaseMachine, step.event.type, path.steps[i - 1]!.state);
  });
  return NOW + waited;
}

function reloaded(input: MembershipPurchaseInput, s: Snapshot, now: number): Snapshot {
  const pending = lastStored();
  const actor = createActor(membershipPurchaseMachine, {
    input: { ...input, session: s.context.session, pending, now },
    clock: new SimulatedClock(),
  });
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const stateKeyOf = (s: Snapshot) => Object.keys(AFTER_RELOAD).find((key) => s.matches(key as never))!;

describe('membership purchase machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(membershipPurchaseMachine, paths, { states: checks });
  });

  it('has a reload outcome for every state at rest', () => {
    assertFullCoverage(membershipPurchaseMachine, paths, { states: AFTER_RELOAD });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s, then a reload', async (_, path) => {
    driver = machineDriver(membershipPurchaseMachine, { input: path.input!, serializeState });
    await path.test(driver.params(checks));
    const before = driver.snapshot();
    const after = reloaded(path.input!, before, reloadTime(path));
    expect(stateKeyOf(after)).toBe(afterReload(path.input!, stateKeyOf(before)));
    driver.stop();
  });
});

describe('the pending choice on the clock', () => {
  it('is removed an hour after it was chosen, not before, and another choice starts its own hour', async () => {
    const clock = new SimulatedClock();
    const removed: string[] = [];
    const actor = createActor(membershipPurchaseMachine.provide({ actions: { removePending: () => void removed.push('removed') } }), {
      input: inputs['a visitor on the plans']!,
      clock,
    });
    actor.start();
    actor.send({ type: 'purchase.choose', ...CHOICE, at: NOW });
    clock.increment(PENDING_PURCHASE_TTL_MS - 60_000);
    actor.send({ type: 'purchase.choose', membershipId: CHOICE.membershipId, priceId: CHOICE.priceId, at: NOW + PENDING_PURCHASE_TTL_MS - 60_000 });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('holdingForSignIn');
    clock.increment(PENDING_PURCHASE_TTL_MS - 60_000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(removed).toEqual(['removed']);
    actor.stop();
  });

  it('found in storage, lives only for the rest of its hour', () => {
    const clock = new SimulatedClock();
    const actor = createActor(membershipPurchaseMachine, { input: inputs['a choice held a quarter of an hour, signed out']!, clock });
    actor.start();
    clock.increment(45 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('holdingForSignIn');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });
});

describe('a 409 from POST /Memberships/buy', () => {
  const PREPARING = 'Your checkout for this plan is being prepared. Try again in a moment.';

  /** A signed-up customer's held choice going to the checkout, the server answering `answers` in turn, as the API client throws them. */
  function buying(...answers: unknown[]) {
    const removed: string[] = [];
    const asked: unknown[] = [];
    const actor = createActor(
      membershipPurchaseMachine.provide({
        actors: {
          buy: fromPromise(async ({ input }) => {
            asked.push(input);
            throw answers[asked.length - 1];
          }),
        },
        actions: { removePending: () => void removed.push('removed') },
      }),
      { input: inputs['a choice held, signed up']!, clock: new SimulatedClock() },
    );
    actor.start();
    return { actor, removed, asked };
  }
  const settled = (actor: ReturnType<typeof buying>['actor']) => new Promise<Snapshot>((resolve) => actor.subscribe((s) => !s.matches('checkingOut') && resolve(s)));

  it('that says when to try again is passing: the choice is kept, with the server’s words and a try again', async () => {
    const preparing = classifyHttpFailure({ status: 409, body: { Message: PREPARING }, retryAfter: '2' });
    const { actor, removed, asked } = buying(preparing, preparing);
    const s = await settled(actor);
    expect(s.value).toBe('failed');
    expect(s.context.choice).toEqual(CHOICE);
    expect(s.context.pending).toMatchObject(CHOICE);
    expect(removed).toEqual([]);
    expect(s.context.error).toMatchObject({ status: 409, message: PREPARING, retryAfterSeconds: 2 });

    actor.send({ type: 'purchase.retry' });
    expect(actor.getSnapshot().value).toBe('checkingOut');
    expect((await settled(actor)).value).toBe('failed');
    expect(asked).toEqual([CHOICE, CHOICE]);
    actor.stop();
  });

  it('without a time to try again refuses a second plan, as before: the held choice is dropped', async () => {
    const { actor, removed } = buying(classifyHttpFailure({ status: 409, body: { Message: REFUSED.message } }));
    const s = await settled(actor);
    expect(s.value).toBe('alreadyMember');
    expect(s.context.pending).toBeNull();
    expect(removed).toEqual(['removed']);
    expect(s.context.error).toMatchObject({ status: 409, message: REFUSED.message });
    actor.stop();
  });
});
