import { assign, fromPromise, setup } from 'xstate';
import { type ApiFailure, toApiFailure } from './api-failure';

/**
 * Deleting one's own account (spec section 2; docs/decisions/002-phone-sign-in.md): the dialog opens,
 * the user types the confirmation word, the account is deleted on the server, and the session ends
 * here. A failure keeps the dialog open with the reason and lets the user try again or keep the account.
 *
 * Provide in `src/`: the actor `deleteAccount` (`DELETE /Authentication/delete-account`, answering the
 * server's message; throws an `ApiFailure`) and the action `reportDeleted` (say so, and log out here:
 * the server has already ended every sign-in).
 */

export const CONFIRM_WORD = 'DELETE';

export interface AccountDeletionContext {
  /** What the user typed in the confirmation field. */
  typed: string;
  /** Delete was asked for before the word was typed: the field says what to type, until it is changed. */
  wordMissing: boolean;
  error: ApiFailure | null;
}

export type AccountDeletionEvent =
  | { type: 'accountDeletion.open' }
  | { type: 'accountDeletion.close' }
  | { type: 'accountDeletion.typed'; value: string }
  | { type: 'accountDeletion.confirm' };

export interface Deleted {
  Message: string;
}

/** The word is typed, whatever the spaces around it. */
export const isConfirmWord = (typed: string) => typed.trim() === CONFIRM_WORD;

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  actors: {
    deleteAccount: fromPromise<Deleted>(() => Promise.reject(new Error('deleteAccount is not provided'))),
  },
  actions: {
    /** Tell the user the account is gone and end the session here. */
    reportDeleted: (_, _params: { message: string }) => {},
    assignTyped: assign((_, params: { value: string }) => ({ typed: params.value, wordMissing: false })),
    noteWordMissing: assign({ wordMissing: true }),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    startOver: assign({ typed: '', wordMissing: false, error: null }),
  },
  guards: {
    isConfirmed: ({ context }) => isConfirmWord(context.typed),
  },
}).createMachine({
  id: 'accountDeletion',
  meta: { screens: 'Delete Your Account (`/account-deletion`): the Delete my account dialog' },
  description: 'Delete the signed-in account after typing DELETE to confirm; the session ends once the server has deleted it (spec section 2).',
  context: { typed: '', wordMissing: false, error: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'The page says what deleting removes and what stays, and offers the button.',
      on: { 'accountDeletion.open': { target: 'confirming', actions: 'startOver' } },
    },
    confirming: {
      description: 'The dialog asks for the confirmation word; Delete account is enabled only once it is typed, and asked for before, the field says what to type.',
      on: {
        'accountDeletion.typed': { actions: { type: 'assignTyped', params: ({ event }) => ({ value: event.value }) } },
        'accountDeletion.confirm': [
          { guard: 'isConfirmed', target: 'deleting' },
          // Enter in the field before the word is typed ("delete" in small letters): said, not silently ignored.
          { actions: 'noteWordMissing' },
        ],
        'accountDeletion.close': 'closed',
      },
    },
    deleting: {
      description: 'On its way: the dialog cannot be closed and the word cannot be changed.',
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: { target: 'deleted', actions: { type: 'reportDeleted', params: ({ event }) => ({ message: event.output.Message }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'Not deleted (no answer, or the server refused): the reason shows in the dialog; the user may try again or keep the account.',
      tags: ['error'],
      on: {
        'accountDeletion.typed': { target: 'confirming', actions: { type: 'assignTyped', params: ({ event }) => ({ value: event.value }) } },
        'accountDeletion.confirm': { guard: 'isConfirmed', target: 'deleting' },
        'accountDeletion.close': 'closed',
      },
    },
    deleted: {
      description: 'The account is gone and the session ends: the app goes home signed out.',
      type: 'final',
    },
  },
});

export type AccountDeletionMachine = typeof accountDeletionMachine;
