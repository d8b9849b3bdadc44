import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { PAYMENT_CONFIRM_LIMIT_MS, PAYMENT_POLL_MS, type PaymentMachine, paymentMachine, type PaymentProgress, type ProgressInput } from '../../machines/payment.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { AUTHENTICATION_FAILED, CARD_PAGE_URL, CONFIRMING_CARD, DECLINED, DEPOSIT_CENTS, INFO, inputs, paths, PROGRESS, RECEIPT, REFUSED, serializeState, type Snapshot } from './payment.paths';

let driver: MachineDriver<PaymentMachine>;

const lastEvent = () => driver.steps.at(-1);

const checks: StateChecks<Snapshot> = {
  ready: (s) => {
    expect(s.context.amountCents).toBe(DEPOSIT_CENTS);
    expect(s.hasTag('busy')).toBe(false);
    expect(s.can({ type: 'payment.start' })).toBe(true);
  },
  creating: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('createPayment')).toEqual({ kind: 'Deposit' });
  },
  redirecting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.lastStepActions()).toEqual([{ type: 'openCardPage', params: { url: CARD_PAGE_URL } }]);
  },
  collecting: (s) => {
    expect(s.context.info?.provider).toBe('stripe');
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context.failureMessage).toBeNull();
  },
  confirming: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('confirmCard')).toEqual({ info: INFO.stripe });
  },
  awaitingConfirmation: (s) => {
    // The customer's to answer: not busy, not an error, and nothing asked of the provider meanwhile.
    expect(s.hasTag('busy')).toBe(false);
    expect(s.hasTag('error')).toBe(false);
    expect(s.context).toMatchObject({ status: 'RequiresAction', failureMessage: null, info: { status: 'RequiresAction', card: CONFIRMING_CARD } });
    expect(s.can({ type: 'payment.continue' })).toBe(true);
  },
  authenticating: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('continueCard')).toEqual({ info: INFO.awaitingBankWithStripe });
  },
  'waiting.checking': (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.receipt).toBeNull();
  },
  'waiting.pausing': (s) => expect(s.hasTag('busy')).toBe(true),
  stillConfirming: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.hasTag('busy')).toBe(false);
  },
  failed: (s) => {
    expect(s.hasTag('error')).toBe(true);
    // The provider's reason when a card was refused; what went wrong otherwise.
    if (s.context.error) expect([FAILURE_MESSAGES.network, REFUSED.message]).toContain(s.context.error.message);
    else expect(s.context.failureMessage).toBe(lastEvent()?.type === 'xstate.done.actor.continueCard' ? AUTHENTICATION_FAILED : DECLINED);
  },
  abandoned: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(s.hasTag('error')).toBe(false);
    expect(s.can({ type: 'payment.resume' })).toBe(true);
  },
  paid: (s) => {
    expect(s.status).toBe('done');
    // Paid only on the server's word: a path reaching it read Paid, or started with it.
    if (lastEvent()?.type === 'xstate.init') expect(driver.input?.status).toBe('Paid');
    else expect(s.context.receipt).toEqual(RECEIPT);
  },
};

describe('payment machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(paymentMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(paymentMachine, { input: path.input!, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});

describe('waiting for the provider', () => {
  it('asks every two seconds and says "still confirming" after thirty, never paid on its own', () => {
    const clock = new SimulatedClock();
    let asked = 0;
    const actor = createActor(
      paymentMachine.provide({ actors: { checkProgress: fromPromise<PaymentProgress, ProgressInput>(async () => (asked++, PROGRESS.processing)) } }),
      { input: inputs['back from the card page']!, clock },
    );
    actor.start();
    return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
      for (let t = PAYMENT_POLL_MS; t < PAYMENT_CONFIRM_LIMIT_MS; t += PAYMENT_POLL_MS) {
        clock.increment(PAYMENT_POLL_MS);
        await new Promise((r) => setTimeout(r, 0));
      }
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      expect(asked).toBe(PAYMENT_CONFIRM_LIMIT_MS / PAYMENT_POLL_MS);
      clock.increment(PAYMENT_POLL_MS);
      expect(actor.getSnapshot().value).toBe('stillConfirming');
      actor.stop();
    });
  });
});

describe('a payment waiting for the customer’s bank', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('says so once the server does, instead of waiting for the provider, and goes on on the card page', async () => {
    const opened: string[] = [];
    const actor = createActor(
      paymentMachine.provide({
        actors: { checkProgress: fromPromise<PaymentProgress, ProgressInput>(async () => PROGRESS.awaitingBank) },
        actions: { openCardPage: (_, { url }) => void opened.push(url) },
      }),
      { input: inputs['a card declined before']! },
    );
    actor.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
    expect(actor.getSnapshot().context).toMatchObject({ status: 'RequiresAction', failureMessage: null, info: { card: CONFIRMING_CARD } });
    actor.send({ type: 'payment.continue' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(opened).toEqual([CARD_PAGE_URL]);
    actor.stop();
  });

  it('with Stripe, asks the bank over the page, then waits for the provider’s word; a failed confirmation says why', async () => {
    const outcomes = [{ outcome: 'submitted' as const }, { outcome: 'declined' as const, message: AUTHENTICATION_FAILED }];
    for (const outcome of outcomes) {
      const asked: unknown[] = [];
      const actor = createActor(
        paymentMachine.provide({
          actors: {
            createPayment: fromPromise(async () => INFO.awaitingBankWithStripe),
            continueCard: fromPromise(async ({ input }) => (asked.push(input), outcome)),
            checkProgress: fromPromise<PaymentProgress, ProgressInput>(() => new Promise(() => {})),
          },
        }),
        { input: inputs['a deposit due']! },
      );
      actor.start();
      actor.send({ type: 'payment.start' });
      await settle();
      expect(actor.getSnapshot().value).toBe('awaitingConfirmation');
      actor.send({ type: 'payment.continue' });
      await settle();
      expect(asked).toEqual([{ info: INFO.awaitingBankWithStripe }]);
      if (outcome.outcome === 'submitted') expect(actor.getSnapshot().value).toEqual({ waiting: 'checking' });
      else expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { failureMessage: AUTHENTICATION_FAILED } });
      actor.stop();
    }
  });
});
