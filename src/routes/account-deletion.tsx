import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { AccountDeletion } from '../features/account/AccountDeletion';

/**
 * Open to everyone (spec section 2): a visitor reads what deletion does and is offered to sign in.
 * Contractors too, who use the mobile app: app stores require a web page where its users can delete
 * their account (docs/decisions/010-contractors-delete-their-account-on-the-web.md).
 */
export const Route = createFileRoute('/account-deletion')({
  staticData: { anonymous: true, openToContractors: true },
  head: () => pageHead('Account Deletion', 'How to delete your Southborough Home Services account, and what deleting removes.'),
  component: AccountDeletion,
});
