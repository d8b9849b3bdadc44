import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { settle } from './model';

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
