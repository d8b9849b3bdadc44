import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentIdentity } from '../../contract/authentication';
import { type Database, oncePerDatabase } from '../db/client';
import type { AuthUser } from './middleware';
import { devices, memberships, phoneCodes, signInNetworks, userMemberships, users } from '../db/schema';
import { anonymizeFormsOf } from '../lib/personal-data';
import { revokeAllRefreshTokens } from './tokens';

/** Names of the memberships a user holds now, highest priority first (spec section 4); asked on every identity, so prepared once per database. */
const activeMemberships = oncePerDatabase((db) =>
  db
    .select({ name: memberships.name })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(and(eq(userMemberships.userId, sql.placeholder('userId')), eq(userMemberships.status, 'Active')))
    .orderBy(desc(memberships.priority), memberships.name)
    .prepare('active_memberships'),
);

async function activeMembershipNames(db: Database, userId: string): Promise<string[]> {
  const rows = await activeMemberships(db).execute({ userId });
  return [...new Set(rows.map((r) => r.name))];
}

export async function loadIdentity(db: Database, userId: string): Promise<CurrentIdentity> {
  const user = await db.query.users.findFirst({ where: and(eq(users.id, userId), isNull(users.deletedAt)) });
  if (!user?.phoneNumber) throw new Error(`user ${userId} vanished while signed in`);
  return identityOf(db, { ...user, phoneNumber: user.phoneNumber });
}

/**
 * The identity of a user already read, as the token's check reads them on every request
 * (`c.var.user`): only the memberships are asked of the database.
 */
export async function identityOf(db: Database, user: AuthUser): Promise<CurrentIdentity> {
  const email = user.email ?? '';
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    applicationUser: { email, initialized: user.initialized, activeMemberships: await activeMembershipNames(db, user.id) },
  };
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
