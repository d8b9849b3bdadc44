import type { SnapshotFrom } from 'xstate';
import { type AccountDeletionMachine, accountDeletionMachine, isConfirmWord } from '../../machines/account-deletion.machine';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/** The paths through the account deletion machine, walked through its dialog (account-deletion.ui.test.tsx). */

export type Snapshot = SnapshotFrom<AccountDeletionMachine>;

export const deleted = { Message: 'Your account and its personal data have been deleted.' };
export const refused = { kind: 'unknown', status: 409, message: 'Your account cannot be deleted yet: a contractor is booked on a job of yours, or money is owed or being paid on one.' };

export const events: ModelEvent<AccountDeletionMachine>[] = [
  { type: 'accountDeletion.open' },
  { type: 'accountDeletion.close' },
  { type: 'accountDeletion.typed', value: 'delete' },
  { type: 'accountDeletion.typed', value: ' DELETE ' },
  { type: 'accountDeletion.confirm' },
  { type: 'xstate.done.actor.deleteAccount', output: deleted },
  { type: 'xstate.error.actor.deleteAccount', error: networkDown() },
  { type: 'xstate.error.actor.deleteAccount', error: refused },
];

/** What the guard reads (whether the word is typed), and whether the field says it is missing. */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, confirmed: isConfirmWord(s.context.typed), wordMissing: s.context.wordMissing, error: s.context.error?.message ?? null });

export const paths = pathsFor(accountDeletionMachine, { events, serializeState });

export const networkMessage = FAILURE_MESSAGES.network;
