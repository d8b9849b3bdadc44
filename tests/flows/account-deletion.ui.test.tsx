import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { accountDeletionMachine, CONFIRM_WORD } from '../../machines/account-deletion.machine';
import { DeleteAccountDialog } from '../../src/features/account/AccountDeletion';
import { deleted, paths, serializeState, type Snapshot } from './account-deletion.paths';
import { assertFullCoverage, controllableActors, eventTypesOf, type StateChecks } from './model';
import { expectAlert, expectBusyButton, expectEnabledButton, expectNoAlert, outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the account deletion model (account-deletion.paths.ts) walked through the real dialog
 * of the Delete Your Account page: what the user clicks and types, what the server answers (a fake
 * actor settles), and after each step the dialog's machine in the model's state.
 */

afterEach(cleanup);

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  actor: ReturnType<typeof screenActor>;
  reported: ReturnType<typeof vi.fn<(params: unknown) => void>>;
}
let run: Run;

const wordField = () => screen.getByLabelText(`Type ${CONFIRM_WORD} to confirm`) as HTMLInputElement;
const deleteButton = () => screen.getByRole('button', { name: /delete account|deleting/i }) as HTMLButtonElement;

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    const logic = accountDeletionMachine.provide({ actors: run.fakes.actors, actions: { reportDeleted: (_, params) => run.reported(params) } });
    render(<DeleteAccountDialog logic={logic} inspect={run.actor.inspect} />);
  },
  'accountDeletion.open': () => run.user.click(screen.getByRole('button', { name: 'Delete my account' })),
  'accountDeletion.close': () => run.user.click(screen.getByRole('button', { name: 'Keep my account' })),
  'accountDeletion.typed': async ({ event }) => {
    await run.user.clear(wordField());
    await run.user.type(wordField(), event.value as string);
  },
  'accountDeletion.confirm': async () => {
    // The button is disabled until the word is typed; Enter in the field submits the form all the same.
    if (deleteButton().disabled) await run.user.type(wordField(), '{Enter}');
    else await run.user.click(deleteButton());
  },
};
for (const type of eventTypesOf(paths)) if (/^xstate\.(done|error)\.actor\./.test(type)) actions[type] = ({ event }) => outcome(() => run.fakes.settle(event));

const expectNoDialog = () => expect(screen.queryByRole('dialog')).toBeNull();

const checks: StateChecks<Snapshot> = {
  closed: () => {
    expectNoDialog();
    expectEnabledButton(/delete my account/i);
    expect(run.reported).not.toHaveBeenCalled();
  },
  confirming: (s) => {
    screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(wordField().value).toBe(s.context.typed);
    expect(deleteButton().disabled).toBe(s.context.typed.trim() !== CONFIRM_WORD);
    expectNoAlert();
  },
  deleting: () => {
    expectBusyButton(/deleting/i);
    expect(wordField().readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Keep my account' }) as HTMLButtonElement).disabled).toBe(true);
    expect(run.fakes.calls('deleteAccount')).toBeGreaterThan(0);
  },
  failed: (s) => {
    expectAlert(s.context.error!.message);
    expect(wordField().readOnly).toBe(false);
    expectEnabledButton(/keep my account/i);
  },
  deleted: () => expect(run.reported).toHaveBeenCalledWith({ message: deleted.Message }),
};

describe('account deletion along its paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(accountDeletionMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), fakes: controllableActors(accountDeletionMachine), actor: screenActor(), reported: vi.fn() };
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState }));
  });
});
