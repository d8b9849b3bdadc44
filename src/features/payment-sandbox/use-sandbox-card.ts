import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SandboxCardInput, SandboxCardMachine } from '../../../machines/sandbox-card.machine';
import { inspect } from '../../lib/inspector';

/** What the card page does when its machine says so (machines/sandbox-card.machine.ts). */
export interface SandboxCardActions<P> {
  returnToSite: (payment: P) => void;
  openChallenge: () => void;
  offerCardAgain: () => void;
}

/**
 * A sandbox page's card step, run by the card page machine from the payment the page opened with:
 * the payment as the sandbox last answered, the step it is at, whether the sandbox has answered on
 * this visit, and `answered` for the page's calls to report what the sandbox said.
 */
export function useSandboxCard<P>(logic: SandboxCardMachine<P>, input: SandboxCardInput<P>, actions: SandboxCardActions<P>) {
  const actor = useActorRef(
    logic.provide({
      actions: {
        returnToSite: (_, { payment }) => actions.returnToSite(payment),
        openChallenge: () => actions.openChallenge(),
        offerCardAgain: () => actions.offerCardAgain(),
      },
    }),
    { input, ...(inspect ? { inspect } : {}) },
  );
  const [opened] = useState(input.payment);
  const payment = useSelector(actor, (s) => s.context.payment);
  const step = useSelector(actor, (s) => s.value);
  return {
    payment,
    /**
     * Whether `payment` is an answer to an attempt on this visit. The payment the page opened on may
     * carry an earlier visit's decline, which a fresh visit does not show, as Stripe's page does not.
     */
    answeredHere: payment !== opened,
    /** `card`, `authenticating` (the 3-D Secure step), `paid` (here), `alreadyPaid` (without this page) or `closed`. */
    step,
    /** Reports the sandbox's answer; true when the card form stays, so a decline shows there. */
    answered(next: P): boolean {
      actor.send({ type: 'sandbox.answered', payment: next });
      return actor.getSnapshot().matches('card');
    },
    /** Reports the sandbox's refusal of an attempt, with the payment as it now stands. */
    refused(next: P) {
      actor.send({ type: 'sandbox.refused', payment: next });
    },
  };
}
