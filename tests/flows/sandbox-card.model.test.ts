import { describe, expect, it } from 'vitest';
import { checkoutStanding, intentStanding, type SandboxCardMachine, sandboxCardMachine } from '../../machines/sandbox-card.machine';
import { assertFullCoverage, defaultSerializeState, machineDriver, type MachineDriver, type StateChecks } from './model';
import { intent, paths, type Snapshot, standingOf } from './sandbox-card.paths';

let driver: MachineDriver<SandboxCardMachine>;
/** The state the previous step left the machine in. */
let previous: Snapshot['value'] | undefined;

const actionTypes = () => driver.lastStepActions().map((a) => a.type);
const openedHere = () => driver.steps.length === 1;

const checked: StateChecks<Snapshot> = {
  card: (s) => {
    expect(standingOf(s.context.payment)).toBe('needsCard');
    // Back from a failed 3-D Secure step (here or in another tab): the card form again; a decline keeps the form as it is.
    expect(actionTypes()).toEqual(previous === 'authenticating' ? ['offerCardAgain'] : []);
  },
  authenticating: (s) => {
    expect(standingOf(s.context.payment)).toBe('needsAuthentication');
    // Opened on a payment already waiting, the step shows as it is; after a card, a fresh choice.
    expect(actionTypes()).toEqual(openedHere() ? [] : ['openChallenge']);
  },
  paid: (s) => {
    expect(standingOf(s.context.payment)).toBe('paid');
    // Reached only by a card taken here: back to the site.
    expect(openedHere()).toBe(false);
    expect(driver.lastStepActions()).toEqual([{ type: 'returnToSite', params: { payment: s.context.payment } }]);
  },
  alreadyPaid: (s) => {
    expect(standingOf(s.context.payment)).toBe('paid');
    // Paid without this page (an earlier visit, another tab): it stays to say so, and nothing more is charged.
    expect(actionTypes()).toEqual([]);
  },
  closed: (s) => {
    expect(standingOf(s.context.payment)).toBe('closed');
    expect(actionTypes()).toEqual([]);
  },
};

const checks: StateChecks<Snapshot> = Object.fromEntries(
  Object.entries(checked).map(([key, check]) => [
    key,
    async (s: Snapshot) => {
      await check(s);
      previous = s.value;
    },
  ]),
);

describe('sandbox card page machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(sandboxCardMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(sandboxCardMachine, { input: path.input, serializeState: defaultSerializeState });
    previous = undefined;
    await path.test(driver.params(checks));
    driver.stop();
  });
});

describe('where a payment stands for the card page', () => {
  it('a job’s payment: paid once taken, closed when canceled, the 3-D Secure step while the bank asks for it', () => {
    expect(intentStanding(intent())).toBe('needsCard');
    expect(intentStanding(intent({ status: 'requires_action', nextAction: 'authenticate' }))).toBe('needsAuthentication');
    expect(intentStanding(intent({ status: 'processing' }))).toBe('paid');
    expect(intentStanding(intent({ status: 'succeeded' }))).toBe('paid');
    expect(intentStanding(intent({ status: 'canceled' }))).toBe('closed');
  });

  it('a membership’s checkout: the 3-D Secure step while open and waiting, paid when complete, closed when expired', () => {
    expect(checkoutStanding({ status: 'open', nextAction: null })).toBe('needsCard');
    expect(checkoutStanding({ status: 'open', nextAction: 'authenticate' })).toBe('needsAuthentication');
    expect(checkoutStanding({ status: 'complete', nextAction: null })).toBe('paid');
    expect(checkoutStanding({ status: 'expired', nextAction: 'authenticate' })).toBe('closed');
  });
});
