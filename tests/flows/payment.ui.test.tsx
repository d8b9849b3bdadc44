import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { type PaymentInput, paymentMachine } from '../../machines/payment.machine';
import { type PaymentActor, PaymentStep } from '../../src/features/payments/PaymentStep';
import { assertFullCoverage, eventTypesOf, type StateChecks } from './model';
import { AUTHENTICATION_FAILED, CARD_PAGE_URL, DECLINED, paths, REFUSED, serializeState, type Snapshot } from './payment.paths';
import { machineSteps, type ScreenRun, screenPathParams, screenRun, textOfAll } from './ui';

/**
 * The paths of the payment model (payment.paths.ts) walked through the real payment step: what the
 * customer clicks, what the server and the provider answer (fake actors), time passing (simulated
 * clock). Each state is checked by what the step shows.
 */

afterEach(cleanup);

interface Run extends ScreenRun {
  actor?: PaymentActor;
  opened: string[];
  paid: number;
}
let run: Run;

function mount(input: PaymentInput) {
  const actor = createActor(paymentMachine.provide({ actors: run.fakes.actors, actions: { openCardPage: (_, { url }) => void run.opened.push(url) } }), {
    input,
    clock: run.clock,
    inspect: run.screen.inspect,
  });
  run.actor = actor;
  actor.start();
  render(<PaymentStep kind="Deposit" actor={actor} onPaid={() => void run.paid++} />);
}

type Step = { event: AnyEventObject; state: Snapshot };
const click = (name: RegExp | string) => async () => run.user.click(await screen.findByRole('button', { name }));

const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {},
  'payment.start': click('Pay deposit $90.00'),
  'payment.submit': click('Pay $90.00'),
  'payment.retry': click('Try again'),
  'payment.resume': click('Pay $90.00'),
  'payment.checkAgain': click('Check again'),
  'payment.continue': click('Confirm with your bank'),
  ...machineSteps(paymentMachine, paths, () => run),
};

const statusText = () => textOfAll('status');
const alertText = () => textOfAll('alert');

const checks: StateChecks<Snapshot> = {
  ready: () => {
    expect(screen.getByRole('heading', { name: 'Deposit: $90.00' })).toBeTruthy();
    expect(screen.getByText(/You pay \$90\.00 by card now/)).toBeTruthy();
  },
  creating: () => expect(statusText()).toContain('Preparing your payment of $90.00…'),
  redirecting: () => {
    expect(statusText()).toContain('Opening the card page…');
    expect(run.opened.at(-1)).toBe(CARD_PAGE_URL);
  },
  collecting: () => {
    expect(screen.getByRole('form', { name: 'Pay the deposit by card' })).toBeTruthy();
    expect(alertText()).toBe('');
  },
  confirming: () => expect(screen.getByRole('form', { name: 'Pay the deposit by card' }).closest('[aria-busy="true"]')).not.toBeNull(),
  awaitingConfirmation: () => {
    const notice = screen.getByRole('status', { name: 'Your bank asks you to confirm this payment' });
    expect(notice.textContent).toContain('Nothing has been charged yet. Confirm the deposit of $90.00 with your bank to pay it with your Visa ending in 3184.');
    expect(screen.getByRole('button', { name: 'Confirm with your bank' })).toHaveProperty('disabled', false);
    expect(statusText()).not.toContain('Confirming your payment with the card provider');
  },
  authenticating: () => {
    expect(screen.getByRole('button', { name: 'Confirm with your bank' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('region', { name: 'Deposit: $90.00' }).getAttribute('aria-busy')).toBe('true');
  },
  waiting: () => expect(statusText()).toContain('Confirming your payment with the card provider…'),
  stillConfirming: () => {
    expect(alertText()).toContain('Still confirming your payment');
    expect(alertText()).toContain('You will not be charged twice');
  },
  failed: (s) => {
    if (s.context.failureMessage) {
      // The provider's words say why; the title says only what is true of a decline and of a bank's check failed alike.
      expect(alertText()).toContain('Your card payment did not go through');
      expect(alertText()).toContain(s.context.failureMessage === AUTHENTICATION_FAILED ? AUTHENTICATION_FAILED : DECLINED);
      if (s.context.failureMessage === AUTHENTICATION_FAILED) expect(alertText()).not.toContain('declined');
    } else {
      expect(alertText()).toContain('The payment could not be started');
      expect([FAILURE_MESSAGES.network, REFUSED.message].some((m) => alertText().includes(m))).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
  abandoned: () => expect(statusText()).toContain('You came back without paying; nothing was charged.'),
  paid: (s) => {
    expect(statusText()).toContain('Paid');
    if (s.context.receipt) expect(statusText()).toContain('Deposit of $90.00 paid on');
    expect(run.paid).toBe(1);
  },
};

describe('paying along the payment paths, on the payment step', { timeout: 60_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(paymentMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { ...screenRun(paymentMachine), opened: [], paid: 0 };
    await act(async () => mount(path.input!));
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.screen.snapshot() as Snapshot, serializeState }));
    run.actor?.stop();
  });
});
