import { eq } from 'drizzle-orm';
import type { ContractorRef } from '../../contract/contractors';
import type { Database } from '../db/client';
import { contractors, jobAppointments, users } from '../db/schema';
import { contractorRefColumns, toContractorRef } from '../jobs/contractor-refs';

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

/** Where a contractor is texted: their account's user and phone. */
interface ContractorContact {
  userId: string;
  phoneNumber: string;
  businessName: string;
}

const contactColumns = { userId: contractors.userId, phoneNumber: users.phoneNumber, businessName: contractors.businessName, deletedAt: users.deletedAt };

const contactOf = (row: { userId: string; phoneNumber: string | null; businessName: string; deletedAt: Date | null } | undefined): ContractorContact | undefined =>
  !row?.phoneNumber || row.deletedAt ? undefined : { userId: row.userId, phoneNumber: row.phoneNumber, businessName: row.businessName };

/** Where a contractor is texted: their account's user and phone, or undefined when there is none. */
export async function contractorContact(db: Database, contractorId: string): Promise<ContractorContact | undefined> {
  const [row] = await db.select(contactColumns).from(contractors).innerJoin(users, eq(users.id, contractors.userId)).where(eq(contractors.id, contractorId));
  return contactOf(row);
}

/**
 * A visit, read in the statement that locks its contractor's row (`lockContractor`), with the
 * contractor as a customer's answer names them (`contractorRefs`, undefined when it cannot) and where
 * they are texted (`contractorContact`); undefined when there is no such visit. Take it with the
 * visit's job locked (`lockJob`): only a holder of that lock changes the visit, so the visit read
 * before a wait for the contractor's lock is the visit after it.
 */
export async function lockVisitContractor(
  tx: Database,
  visitId: string,
): Promise<{ visit: typeof jobAppointments.$inferSelect; contractor: ContractorRef | undefined; contact: ContractorContact | undefined } | undefined> {
  const [row] = await tx
    .select({ visit: jobAppointments, ...contractorRefColumns, ...contactColumns })
    .from(jobAppointments)
    .innerJoin(contractors, eq(contractors.id, jobAppointments.contractorId))
    .leftJoin(users, eq(users.id, contractors.userId))
    .where(eq(jobAppointments.id, visitId))
    .for('update', { of: contractors });
  return row && { visit: row.visit, contractor: toContractorRef(row) ?? undefined, contact: contactOf(row) };
}
