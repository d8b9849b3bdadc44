import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contractors, users } from '../db/schema';

/**
 * Locks a contractor's row until the transaction ends, so their calendar and their rating change one
 * booking or one review at a time: a second booking reads the calendar the first left. Take it after
 * the job's lock (`lockJob`), never before, so two transactions always lock in the same order.
 * False when there is no such contractor.
 */
export async function lockContractor(tx: Database, contractorId: string): Promise<boolean> {
  const rows = await tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId)).for('update');
  return rows.length > 0;
}

/** Where a contractor is texted: their account's user and phone, or undefined when there is none. */
export async function contractorContact(db: Database, contractorId: string): Promise<{ userId: string; phoneNumber: string; businessName: string } | undefined> {
  const [row] = await db
    .select({ userId: contractors.userId, phoneNumber: users.phoneNumber, businessName: contractors.businessName, deletedAt: users.deletedAt })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(contractors.id, contractorId));
  if (!row?.phoneNumber || row.deletedAt) return undefined;
  return { userId: row.userId, phoneNumber: row.phoneNumber, businessName: row.businessName };
}
