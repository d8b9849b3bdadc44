import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { settle, type StateChecks } from './model';

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
}): never {
  const { actions, checks, snapshot, serializeState } = options;
  return {
    events: Object.fromEntries(
      Object.entries(actions).map(([type, act]) => [
        type,
        async (step: ScreenStep<TSnapshot>) => {
          await act(step);
          // The screen's machine is where the model is: what the user did reached it.
          expect(serializeState(snapshot())).toBe(serializeState(step.state));
        },
      ]),
    ),
    // The model's vertices keep one snapshot per state key; the context the screen must show is the
    // context of its own machine, checked above to be in the model's state.
    states: Object.fromEntries(Object.entries(checks).map(([key, check]) => [key, () => check(snapshot())])),
  } as never;
}
