import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent, SimulatedClock } from 'xstate';
import { type ControllableActors, controllableActors, delayOf, eventTypesOf, settle, type StateChecks } from './model';

/**
 * Helpers for UI path tests (tests/flows/*.ui.test.tsx): the paths of tests/flows/model.ts drive a
 * real screen; these look at the DOM the way a user (or a screen reader) does.
 */

/** Settles a fake actor (or advances a clock) and lets React render what follows. */
export async function outcome(run: () => void): Promise<void> {
  await act(async () => {
    run();
    await settle();
  });
}

/** The text a screen reader reads after a field's name: its helper or error text. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

export function expectFieldError(label: RegExp, message: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(field)).toBe(message);
}

export function expectFieldFine(label: RegExp) {
  expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('false');
}

export function expectAlert(message: string) {
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toContain(message);
}

export const expectNoAlert = () => expect(screen.queryByRole('alert')).toBeNull();

export function expectBusyButton(name: RegExp) {
  const button = screen.getByRole('button', { name });
  expect((button as HTMLButtonElement).disabled).toBe(true);
}

export function expectEnabledButton(name: RegExp) {
  const button = screen.getByRole('button', { name });
  expect((button as HTMLButtonElement).disabled).toBe(false);
}

/**
 * Records the snapshots of the screen's root actor (pass `inspect` to the screen), so each step can
 * check the screen's machine is where the model says.
 */
export function screenActor() {
  let latest: AnyMachineSnapshot | undefined;
  return {
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.snapshot' && event.actorRef.sessionId === event.rootId) latest = event.snapshot as AnyMachineSnapshot;
    },
    snapshot(): AnyMachineSnapshot {
      if (!latest) throw new Error('The screen has not started its machine');
      return latest;
    },
  };
}

type ScreenStep<TSnapshot> = { event: AnyEventObject; state: TSnapshot };

/**
 * The `path.test(...)` argument of a UI path test: each step is `actions[event type]` (what a user
 * does, a fake actor settling, time passing), after which the screen's machine must be in the model's
 * state; each state's check gets the snapshot of the screen's machine.
 */
export function screenPathParams<TSnapshot>(options: {
  actions: Record<string, (step: ScreenStep<TSnapshot>) => Promise<void>>;
  checks: StateChecks<TSnapshot>;
  /** The snapshot of the screen's machine (`screenActor().snapshot`). */
  snapshot: () => TSnapshot;
  serializeState: (snapshot: TSnapshot) => string;
  /**
   * Through the whole app, a step's outcome reaches the machine after work of the app's own (requests,
   * lazy chunks): how long to wait for the machine to get where the model is. Without it, it must be
   * there as soon as the step is done.
   */
  timeoutOf?: (event: AnyEventObject) => number;
}): never {
  const { actions, checks, snapshot, serializeState, timeoutOf } = options;
  return {
    events: Object.fromEntries(
      Object.entries(actions).map(([type, act]) => [
        type,
        async (step: ScreenStep<TSnapshot>) => {
          await act(step);
          // The screen's machine is where the model is: what the user did reached it.
          const arrived = () => expect(serializeState(snapshot())).toBe(serializeState(step.state));
          if (timeoutOf) await waitFor(arrived, { timeout: timeoutOf(step.event) });
          else arrived();
        },
      ]),
    ),
    // The model's vertices keep one snapshot per state key; the context the screen must show is the
    // context of its own machine, checked above to be in the model's state.
    states: Object.fromEntries(Object.entries(checks).map(([key, check]) => [key, () => check(snapshot())])),
  } as never;
}

/** What a UI path test drives a screen with: the user, the machine's fake actors, its clock, and its snapshots. */
export interface ScreenRun {
  user: UserEvent;
  fakes: ControllableActors;
  clock: SimulatedClock;
  screen: ReturnType<typeof screenActor>;
}

/** A fresh `ScreenRun` for one path of `machine`. */
export const screenRun = (machine: AnyStateMachine): ScreenRun => ({
  user: userEvent.setup(),
  fakes: controllableActors(machine),
  clock: new SimulatedClock(),
  screen: screenActor(),
});

/**
 * The steps no user takes on the paths: an actor's outcome (its fake settles with the event's output
 * or error) and time passing (the clock moves on by the delay the screen's machine waits). `run` is
 * the current path's run.
 */
export function machineSteps<TStep extends { event: AnyEventObject }>(
  machine: AnyStateMachine,
  paths: readonly { steps: readonly { event: AnyEventObject }[] }[],
  run: () => ScreenRun,
): Record<string, (step: TStep) => Promise<void>> {
  const steps: Record<string, (step: TStep) => Promise<void>> = {};
  for (const type of eventTypesOf(paths)) {
    if (/^xstate\.(done|error)\.actor\./.test(type)) steps[type] = ({ event }) => outcome(() => run().fakes.settle(event));
    if (type.startsWith('xstate.after.')) steps[type] = ({ event }) => outcome(() => run().clock.increment(delayOf(machine, event.type, run().screen.snapshot())));
  }
  return steps;
}

/** The text of every live region of a role (`status`, `alert`) on the screen, in one string. */
export const textOfAll = (role: 'status' | 'alert') =>
  screen
    .queryAllByRole(role)
    .map((region) => region.textContent)
    .join(' ');
