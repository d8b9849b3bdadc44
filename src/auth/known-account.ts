import type { UserType } from '../../contract/authentication';
import { type Identity, isSignedUp, userTypeOf } from '../../machines/identity';

/**
 * What this browser last learned of the stored session's account: the two facts of its identity the
 * route guard reads (spec section 4: signed up, and the user type). Kept beside the tokens so that a
 * first load, which has the tokens before the identity, can tell whether the page asked for will be
 * let through, and begin its data only then (src/app/page-data.ts). Written whenever an identity
 * loads, forgotten when a sign-in begins a session and when the session ends; no name, phone or
 * e-mail is kept.
 */

export const KNOWN_ACCOUNT_KEY = 'sessionAccount';

interface KnownAccount {
  isSignedUp: boolean;
  userType: UserType;
}

// Written out rather than read from the contract's schema, which would bring its validator into the session's chunk.
const USER_TYPES: readonly unknown[] = ['Consumer', 'Contractor', 'SystemManager', ''] satisfies UserType[];

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberAccount(storage: StorageLike, identity: Identity): void {
  const known: KnownAccount = { isSignedUp: isSignedUp(identity), userType: userTypeOf(identity) };
  try {
    storage.setItem(KNOWN_ACCOUNT_KEY, JSON.stringify(known));
  } catch {
    // A full or refused storage costs only the early start of the next first load's data.
  }
}

export function forgetAccount(storage: StorageLike): void {
  try {
    storage.removeItem(KNOWN_ACCOUNT_KEY);
  } catch {
    // Nothing could be kept there either.
  }
}

/** The account as remembered, or undefined when nothing readable is. */
export function knownAccount(storage: StorageLike): KnownAccount | undefined {
  let known: unknown;
  try {
    known = JSON.parse(storage.getItem(KNOWN_ACCOUNT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof known !== 'object' || known === null) return undefined;
  const { isSignedUp: signedUp, userType } = known as Record<string, unknown>;
  if (typeof signedUp !== 'boolean' || !USER_TYPES.includes(userType)) return undefined;
  return { isSignedUp: signedUp, userType: userType as UserType };
}
