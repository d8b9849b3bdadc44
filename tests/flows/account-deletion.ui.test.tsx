import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { accountDeletionMachine, CONFIRM_WORD } from '../../machines/account-deletion.machine';
import { DeleteAccountDialog, WORD_MISSING } from '../../src/features/account/AccountDeletion';
import { deleted, paths, serializeState, type Snapshot } from './account-deletion.paths';
import { consumer, contractor, fakeApi, openAt, settledAt, withoutScrolling } from './app-harness';
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
    // The button is disabled until the word is typed; Enter in the field asks all the same.
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
    // Enter before the word was typed: the field says what to type, read out at once, the focus still in it.
    if (s.context.wordMissing) {
      expectAlert(WORD_MISSING);
      expect(wordField().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(wordField());
    } else {
      expectNoAlert();
      expect(wordField().getAttribute('aria-invalid')).toBe('false');
    }
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
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep my account' }));
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

/** The Delete Your Account page, whole, when the server refuses the deletion (docs/decisions/085-what-an-account-deletion-waits-for.md). */
describe('a refused deletion on the page', { timeout: 30_000 }, () => {
  beforeAll(withoutScrolling);

  /** The in-memory API, answering the deletion with the server's refusal. */
  function refusingServer(token: string, identity: typeof consumer, refusal: unknown, status = 409) {
    const api = fakeApi({ identities: { [token]: identity } });
    const fetch = async (request: Request) => {
      if (!new URL(request.url).pathname.endsWith('/Authentication/delete-account')) return api.fetch(request);
      api.calls.push('POST /Authentication/delete-account');
      return Response.json(refusal, { status });
    };
    return { calls: api.calls, fetch };
  }

  async function confirmDeletion() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/type delete to confirm/i), CONFIRM_WORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    return { user, dialog };
  }

  it('shows a customer what stands, as a title and a line each, keeps them signed in and links to their job requests alone', async () => {
    const refusal = {
      Message: 'Your account cannot be deleted yet: a contractor is booked on a job of yours, or money is owed or being paid on one. Nothing was deleted, and you are still signed in.',
      Errors: ['“Leaking faucet”: a contractor is booked for Dec 10, 9:00 AM EST. Cancel it from the job request, or delete your account once the work is done and paid for.', 'Your job requests are under My Job Requests.'],
    };
    const server = refusingServer('a', consumer, refusal);
    const { router, storage } = await openAt('/account-deletion', { session: ['a', 'r'], server });
    await settledAt(router, '/account-deletion');

    const { user, dialog } = await confirmDeletion();

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(refusal.Message)).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(refusal.Errors);
    expect(within(dialog).getByRole('link', { name: 'My job requests' }).getAttribute('href')).toBe('/job-requests');
    // A membership never holds a deletion up: the deletion ends it (docs/decisions/085), so only what can unblock it is offered.
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['My job requests']);
    expect(storage.map.get('accessToken')).toBe('a');
    expect(server.calls).toContain('POST /Authentication/delete-account');

    // The refusal is read out as it appears; the focus goes to the least destructive action, not the dialog itself.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/account-deletion');
    expect(storage.map.get('accessToken')).toBe('a');
  });

  it('shows a lowercase message as the server gives it, under "Error"', async () => {
    const { router } = await openAt('/account-deletion', { session: ['a', 'r'], server: refusingServer('a', consumer, { message: 'the account store is read-only for a minute' }, 503) });
    await settledAt(router, '/account-deletion');

    const { dialog } = await confirmDeletion();

    const alert = await within(dialog).findByRole('alert');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Error');
    expect(alert.textContent).toBe('Errorthe account store is read-only for a minute');
  });

  it('offers a contractor the provider’s number to hand booked jobs back', async () => {
    const refusal = {
      Message: 'Your account cannot be deleted yet: you are booked on a job not finished. Nothing was deleted, and you are still signed in.',
      Errors: ['“Porch light” in Westborough.', 'Complete it in the app, or call us at +1 (508) 555-0100 to hand it back; then delete your account.'],
    };
    const { router } = await openAt('/account-deletion', { session: ['c', 'r'], server: refusingServer('c', contractor, refusal) });
    await settledAt(router, '/account-deletion');

    const { dialog } = await confirmDeletion();

    await within(dialog).findByRole('alert');
    expect(within(dialog).getByRole('link', { name: /^Call us at/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(within(dialog).queryByRole('link', { name: 'My job requests' })).toBeNull();
  });
});
