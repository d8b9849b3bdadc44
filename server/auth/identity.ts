import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentIdentity } from '../../contract/authentication';
import { type Database, oncePerDatabase } from '../db/client';
import type { IdentityUser } from './middleware';
import { devices, phoneCodes, signInNetworks, users } from '../db/schema';
import { activeMembershipNames } from '../memberships/current';
import { anonymizeFormsOf } from '../lib/personal-data';
import { invalidSession, revokeAllRefreshTokens } from './tokens';

const activeMemberships = oncePerDatabase((db) => activeMembershipNames(db, sql.placeholder('userId')).prepare('active_memberships'));

/** The identity of a user read afresh, as a change of their profile answers it. */
export async function loadIdentity(db: Database, userId: string): Promise<CurrentIdentity> {
  const user = await db.query.users.findFirst({ where: and(eq(users.id, userId), isNull(users.deletedAt)) });
  if (!user?.phoneNumber) throw new Error(`user ${userId} vanished while signed in`);
  const names = await activeMemberships(db).execute({ userId });
  return identityOf({ ...user, phoneNumber: user.phoneNumber, activeMemberships: names.map((row) => row.name) });
}

/** The identity of a user already read with the names of the memberships they hold now (`requireIdentity`). */
export function identityOf(user: IdentityUser): CurrentIdentity {
  const email = user.email ?? '';
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    applicationUser: { email, initialized: user.initialized, activeMemberships: user.activeMemberships },
  };
}

/**
 * Holds a signed-in account until the transaction ends (`for share`), refusing one deleted meanwhile
 * with 401: the sign-in was checked before the transaction began, and a deletion between the two would
 * miss what the transaction then writes in the account's name (`deleteAccount` locks the row first, so
 * it waits for this transaction and then reaches what it wrote).
 */
export async function holdLiveAccount(tx: Database, userId: string): Promise<void> {
  const [live] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('share');
  if (!live) throw invalidSession();
}

/** The account of a number, created on its first sign-in (a code request alone creates nothing). */
export async function findOrCreateUserByPhone(db: Database, phoneNumber: string): Promise<string> {
  const existing = await db.query.users.findFirst({ where: eq(users.phoneNumber, phoneNumber), columns: { id: true } });
  if (existing) return existing.id;
  const [created] = await db.insert(users).values({ phoneNumber }).onConflictDoNothing().returning({ id: users.id });
  if (created) return created.id;
  // Two first sign-ins raced and the other one created the account.
  const raced = await db.query.users.findFirst({ where: eq(users.phoneNumber, phoneNumber), columns: { id: true } });
  if (!raced) throw new Error('user insert conflicted but no user has the number');
  return raced.id;
}

/**
 * Removes the personal data of an account and ends all its sessions. The row stays, anonymized, so that
 * job requests, payments and reviews keep a consistent history; the phone number is free for a new account.
 * What the person sent through forms is anonymized too (docs/decisions/004-public-forms-captcha-and-account-deletion.md).
 */
export async function deleteAccount(db: Database, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    // Locked first, as claiming public requests locks it before their rows: a claim under way ends
    // before the deletion anonymizes what it claimed, and one after it finds no account.
    const [user] = await tx.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId)).for('update');
    await anonymizeFormsOf(tx, { userId, phoneNumber: user?.phoneNumber ?? null }, now);
    await tx
      .update(users)
      .set({ phoneNumber: null, firstName: '', lastName: '', email: null, initialized: false, deletedAt: now })
      .where(eq(users.id, userId));
    await revokeAllRefreshTokens(tx, userId, now);
    await tx.delete(devices).where(eq(devices.userId, userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    await tx.delete(signInNetworks).where(eq(signInNetworks.userId, userId));
  });
}
