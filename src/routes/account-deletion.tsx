import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { AccountDeletion } from '../features/account/AccountDeletion';

/** Open to everyone (spec section 2): a visitor reads what deletion does and is offered to sign in. */
export const Route = createFileRoute('/account-deletion')({
  staticData: { anonymous: true },
  head: () => pageHead('Account Deletion', 'How to delete your Southborough Home Services account, and what deleting removes.'),
  component: AccountDeletion,
});
