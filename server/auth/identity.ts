import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentIdentity } from '../../contract/authentication';
import { type Database, oncePerDatabase } from '../db/client';
import type { IdentityUser } from './middleware';
import { devices, idempotencyKeys, phoneCodes, signInNetworks, users } from '../db/schema';
import { cancelJobsAtDeletion, closePaymentsAtDeletion, contractorRefusalAtDeletion, customerJobsAtDeletion, customerRefusal, passOffersAtDeletion } from '../jobs/account-deletion';
import type { LockedJob } from '../jobs/lifecycle';
import { settleCanceledJob } from '../jobs/money';
import { ApiError } from '../lib/http';
import { anonymizeFormsOf, type FormSender } from '../lib/personal-data';
import { cancelSubscriptionsForDeletion, chargeableSubscriptionsOf, endMembershipsElsewhereAtDeletion, reportMembershipsLeft } from '../memberships/cancel';
import { activeMembershipNames } from '../memberships/current';
import { customerOf, deleteCustomerForDeletion, deleteCustomersLeft, forgetCustomersAtDeletion, type PaymentServices } from '../payments/payments';
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

export interface AccountDeletionServices extends PaymentServices {
  /** The provider's phone number, which a contractor's refusal gives. */
  providerPhone: string | undefined;
  /** The web app's address, for the texts the jobs it passes on send. */
  publicUrl: string;
  /** The customer's zone (X-Timezone), in which a refusal names the times of their jobs. */
  timeZone?: string | undefined;
}

/**
 * Removes the personal data of an account and ends all its sessions. The row stays, anonymized, so that
 * job requests, payments and reviews keep a consistent history; the phone number is free for a new account.
 * What the person sent through forms is anonymized too (docs/decisions/004-public-forms-captcha-and-account-deletion.md).
 *
 * It waits for what others count on (docs/decisions/085-what-an-account-deletion-waits-for.md): a job
 * with a contractor booked, money owed or being paid, a contractor's booked work refuse it with 409 and
 * change nothing. Jobs nobody is booked on are canceled with it. At the payment provider, the payments
 * left open are closed, a membership is ended and the customer is deleted, in that order, before the
 * deletion's transaction and outside any, so that no row stays locked while the provider answers; the
 * provider not answering is a 503, and nothing is deleted. What the provider not running holds (a
 * database that ran with both) is ended or forgotten in the deletion's transaction, never asked of
 * the running one.
 */
export async function deleteAccount(services: AccountDeletionServices, userId: string, now: Date): Promise<void> {
  const { db } = services;
  const subscriptions = await chargeableSubscriptionsOf(db, userId, services.payments.kind);
  const customer = await customerOf(db, userId, services.payments.kind);
  if (subscriptions.length > 0 || customer) {
    // Asked before the provider, so that a refusal leaves everything there as it was.
    const sender = await db.transaction(async (tx) => {
      const [user] = await tx.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
      const sender = { userId, phoneNumber: user?.phoneNumber ?? null };
      await refuseWhileHeld(services, tx, sender, now);
      return sender;
    });
    // Closed before the membership ends: a deposit paid after the check would book a contractor, and
    // the deletion would be refused with the membership gone.
    const paying = await closePaymentsAtDeletion(services, sender);
    if (paying.length > 0) {
      // The payment may have booked its contractor by now: that refusal says more.
      await db.transaction((tx) => refuseWhileHeld(services, tx, sender, now));
      throw refusalOf(customerRefusal(paying));
    }
    await cancelSubscriptionsForDeletion(services, userId, subscriptions, now);
    if (customer) await deleteCustomerForDeletion(services, userId, customer).catch(sayingMembershipEnded(subscriptions.length > 0));
  }
  const { canceled, membershipsLeft, customersLeft } = await db.transaction(async (tx) => {
    // Locked first, as claiming public requests locks it before their rows: a claim under way ends
    // before the deletion anonymizes what it claimed, and one after it finds no account.
    const [user] = await tx.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId)).for('update');
    const sender = { userId, phoneNumber: user?.phoneNumber ?? null };
    // Only what the account itself did meanwhile (a contractor booked without a deposit, a payment
    // started and made in another tab) can refuse it here, once the membership has ended.
    const toCancel = await refuseWhileHeld(services, tx, sender, now).catch(sayingMembershipEnded(subscriptions.length > 0));
    const canceledIds = await cancelJobsAtDeletion(tx, toCancel, now);
    await passOffersAtDeletion(tx, userId, now, services.publicUrl);
    // Before the customers are forgotten: forgetting the sandbox's would end its subscriptions without
    // the deletion's comment, and leave its checkouts open.
    const membershipsLeft = await endMembershipsElsewhereAtDeletion(tx, userId, services.payments.kind, now);
    await anonymizeFormsOf(tx, sender, now);
    await tx
      .update(users)
      .set({ phoneNumber: null, firstName: '', lastName: '', email: null, initialized: false, deletedAt: now })
      .where(eq(users.id, userId));
    await revokeAllRefreshTokens(tx, userId, now);
    await tx.delete(devices).where(eq(devices.userId, userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    await tx.delete(signInNetworks).where(eq(signInNetworks.userId, userId));
    // Answers kept for a retry hold what the account sent (a job's address): they go with it.
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    return { canceled: canceledIds, membershipsLeft, customersLeft: await forgetCustomersAtDeletion(tx, userId, services.payments.kind, now) };
  });
  for (const jobRequestId of canceled) await settleCanceledJob(services, jobRequestId);
  reportMembershipsLeft(services.log, userId, membershipsLeft);
  await deleteCustomersLeft(services, userId, customersLeft);
}

/** A refusal or failure that comes after the provider ended the membership says so: the deletion stopped, the membership did not come back. */
const sayingMembershipEnded =
  (ended: boolean) =>
  (err: unknown): never => {
    if (ended && err instanceof ApiError)
      throw new ApiError(err.status, err.message, [...(err.errors ?? []), 'Your membership has been canceled already: a deletion ends it first. Choose a plan under Memberships to have it again.']);
    throw err;
  };

const refusalOf = (refusal: { message: string; errors: string[] }) => new ApiError(409, refusal.message, refusal.errors);

/** Throws the 409 when the account's jobs or a contractor's booked work keep it; answers the jobs to cancel with it, locked. */
async function refuseWhileHeld(services: AccountDeletionServices, tx: Database, sender: FormSender, now: Date): Promise<LockedJob[]> {
  const contractorRefusal = await contractorRefusalAtDeletion(tx, sender.userId, services.providerPhone);
  if (contractorRefusal) throw refusalOf(contractorRefusal);
  const { holds, toCancel } = await customerJobsAtDeletion(tx, sender, now, services.timeZone);
  if (holds.length > 0) throw refusalOf(customerRefusal(holds));
  return toCancel;
}
