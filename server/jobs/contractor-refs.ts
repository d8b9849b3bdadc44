import { eq, inArray } from 'drizzle-orm';
import type { ContractorRef } from '../../contract/contractors';
import type { Database } from '../db/client';
import { jsonObjectOf } from '../db/json-rows';
import { contractors, users } from '../db/schema';

/**
 * A contractor as a customer's pages name them (`ContractorRef`): a business, a first name and a last
 * initial, and the rating. A read of rows that name contractors selects them beside its own columns
 * (`contractorRefColumns`, left-joined through `contractors` and `users`), so that a page does not ask
 * for them in a statement of their own.
 */

/** The columns a `ContractorRef` is made of. */
export const contractorRefColumns = {
  id: contractors.id,
  businessName: contractors.businessName,
  firstName: users.firstName,
  lastName: users.lastName,
  ratingAverage: contractors.ratingAverage,
  reviewCount: contractors.reviewCount,
};

/** `contractorRefColumns` as one JSON object, for rows read as JSON (server/db/json-rows.ts). */
export const contractorRefJson = jsonObjectOf(contractorRefColumns);

type Nullable<T> = { [K in keyof T]: T[K] | null };
type RefRow = { id: string; businessName: string; firstName: string; lastName: string; ratingAverage: number; reviewCount: number };
/** The columns of a `ContractorRef` as a row has them: all null when it names no contractor. */
export type ContractorRefRow = Nullable<RefRow>;

/** The contractor a row names, or null when it names none (or one that is gone). */
export function toContractorRef(row: ContractorRefRow): ContractorRef | null {
  const { id, businessName, firstName, lastName, ratingAverage, reviewCount } = row;
  if (id === null || businessName === null || firstName === null || lastName === null || ratingAverage === null || reviewCount === null) return null;
  return { id, businessName, firstName, ratingAverage, reviewCount, lastInitial: lastName ? `${lastName[0]!.toUpperCase()}.` : '' };
}

/** Each contractor named by `ids`, in one query: for an answer whose rows were read without them. */
export async function contractorRefs(db: Database, ids: (string | null)[]): Promise<Map<string, ContractorRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(contractorRefColumns).from(contractors).innerJoin(users, eq(users.id, contractors.userId)).where(inArray(contractors.id, wanted));
  return new Map(rows.map((row) => [row.id, toContractorRef(row)!] as const));
}
