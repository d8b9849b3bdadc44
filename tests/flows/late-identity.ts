import { passFirstLoadWithoutSession } from '../../src/auth/guard';
import type { Identity } from '../../machines/identity';
import { consumer, openAt } from './app-harness';

/**
 * The app at `path` as a prerendered page is hydrated for a visitor with a stored session: the page is
 * drawn at once, as a visitor's, and the account's identity comes only when the test calls `arrive`.
 */
export async function openBeforeIdentity(path: string, identity: Identity = consumer) {
  let arrive!: () => void;
  const hold = new Promise<void>((resolve) => (arrive = resolve));
  passFirstLoadWithoutSession();
  const opened = await openAt(path, { session: ['a', 'r'], identities: { a: identity }, hold });
  // As the app's start-up does: the session's runtime starts, its identity held back by the server.
  opened.auth.start();
  return { ...opened, arrive };
}
