import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contractors, contractorTrades, jobRequests, trades, users, zipCodes } from '../db/schema';
import { attachPhotos } from '../files/attach';
import { FieldRefusal } from '../lib/field-refusal';
import { ApiError, notFound } from '../lib/http';
import { dispatchJob } from './dispatch';
import { insertedJob, recordJobEvent } from './lifecycle';

/**
 * A new job request from either door, the signed-in form (POST /JobRequests) or the public Book A Job
 * form (POST /PublicJobRequest): checked against what the provider offers, stored as Submitted with a
 * `Submitted` timeline event and its photos, then dispatched to contractors, in one transaction.
 */

/** The refusal of a zip code outside the area served, in the words the contractor search uses. */
export const zipNotServedMessage = (zipCode: string) => `We do not serve zip code ${zipCode}.`;

export interface NewJobRequest {
  userId: string | null;
  source: 'Account' | 'PublicForm';
  tradeId: string;
  name: string;
  description: string;
  address: string;
  city: string;
  zipCode: string;
  preferredDates: string[];
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  contractorId?: string | null;
  /** Uploaded by `userId`; only a signed-in request carries photos. */
  photoIds?: string[];
}

export interface CheckedJobRequest {
  trade: { id: string; name: string };
  /** The state the zip code lies in. */
  state: string;
}

/** The refusal of a contractor asked for who does not do the job's service: dispatch offers them only jobs of their services. */
export const contractorNotOfTradeMessage = (businessName: string, tradeName: string) => `${businessName} does not do ${tradeName}. Choose another contractor or none.`;

/**
 * What must hold before a request is taken: a zip code the provider serves, an offered service and, if
 * one is named, a contractor who still works with us and does that service. Refusals: `FieldRefusal`
 * on zipCode, 404 for the service or the contractor, `FieldRefusal` on contractorId for a contractor of
 * other services: dispatch would pass them over (server/jobs/dispatch.ts), and the customer who asked
 * for them would never hear it. Their service area is no reason: the contractor asked for is offered
 * the job wherever it is.
 */
export async function checkJobRequest(db: Database, request: Pick<NewJobRequest, 'tradeId' | 'zipCode' | 'contractorId'>): Promise<CheckedJobRequest> {
  // The three looked up in one statement, each a row at most joined to one row: a statement is a round
  // trip. They are refused in the same order as ever.
  const doesTrade = exists(
    db
      .select({ one: sql`1` })
      .from(contractorTrades)
      .where(and(eq(contractorTrades.contractorId, contractors.id), eq(contractorTrades.tradeId, request.tradeId))),
  );
  // A contractor whose account was deleted is gone as one made inactive is: dispatch and the contractor list pass over both.
  const liveAccount = exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, contractors.userId), isNull(users.deletedAt))),
  );
  const [found] = await db
    .select({
      state: zipCodes.state,
      trade: { id: trades.id, name: trades.name },
      businessName: contractors.businessName,
      doesTrade: sql<boolean>`${doesTrade}`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(zipCodes, eq(zipCodes.zip, request.zipCode))
    .leftJoin(trades, and(eq(trades.id, request.tradeId), eq(trades.isActive, true)))
    .leftJoin(contractors, request.contractorId ? and(eq(contractors.id, request.contractorId), eq(contractors.isActive, true), liveAccount) : sql`false`);
  if (!found || found.state === null) throw new FieldRefusal('zipCode', zipNotServedMessage(request.zipCode));
  if (!found.trade) throw notFound('The service');
  if (request.contractorId) {
    if (found.businessName === null) throw notFound('The contractor');
    if (!found.doesTrade) throw new FieldRefusal('contractorId', contractorNotOfTradeMessage(found.businessName, found.trade.name));
  }
  return { trade: found.trade, state: found.state };
}

/** Stores a checked request and dispatches it, inside the caller's transaction; answers its id. */
export async function submitJobRequest(tx: Database, request: NewJobRequest, checked: CheckedJobRequest, now: Date): Promise<string> {
  const [row] = await tx
    .insert(jobRequests)
    .values({
      userId: request.userId,
      tradeId: checked.trade.id,
      name: request.name,
      description: request.description,
      address: request.address,
      city: request.city,
      state: checked.state,
      zipCode: request.zipCode,
      preferredDates: request.preferredDates,
      contactName: request.contactName,
      contactPhone: request.contactPhone,
      contactEmail: request.contactEmail,
      source: request.source,
      requestedContractorId: request.contractorId ?? null,
      // The first state of the lifecycle machine; only the machine moves it on.
      status: 'Submitted',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const id = row!.id;
  if (request.photoIds?.length) {
    if (!request.userId) throw new ApiError(400, 'Photos can only be added to a request from an account.');
    await attachPhotos(tx, { ownerUserId: request.userId, jobRequestId: id, fileIds: request.photoIds });
  }
  await recordJobEvent(tx, { jobRequestId: id, type: 'Submitted', by: 'consumer', at: now });
  await dispatchJob(tx, await insertedJob(tx, row!, now), now);
  return id;
}

/**
 * Who a request sent from the public form without an account belongs to: the live customer account
 * that signs in with its contact phone, or nobody until one does (docs/decisions/077). The account's
 * row is locked (`for share`) until the caller's transaction ends, so an account deleted meanwhile
 * waits for the request and then anonymizes it with the rest of its own.
 */
function customerWithPhone(db: Database, phoneNumber: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), isNull(users.deletedAt), eq(users.userType, 'Consumer')))
    .for('share');
}

/** The customer account a public request with this contact phone belongs to, inside the caller's transaction. */
export async function publicRequestOwner(tx: Database, phoneNumber: string): Promise<string | null> {
  const [owner] = await customerWithPhone(tx, phoneNumber);
  return owner?.id ?? null;
}

/**
 * Gives the customer account of `phoneNumber` the requests sent from the public form with that number
 * and no account. Called when an account comes to own the number (a sign-in, proven by its code; a
 * confirmed change of number) and after a public request is stored: each side writes its own row
 * first and claims after, so of a sign-in and a request made at the same moment the later claim
 * sees both. One UPDATE, on the partial index of unclaimed requests; nothing at all when the number
 * has no live customer account.
 */
export async function claimPublicRequests(db: Database, phoneNumber: string): Promise<void> {
  const owner = customerWithPhone(db, phoneNumber).as('owner');
  await db
    .update(jobRequests)
    // Claiming is bookkeeping, not a change the customer made: the request keeps its updatedAt.
    .set({ userId: sql`${owner.id}`, updatedAt: sql`${jobRequests.updatedAt}` })
    .from(owner)
    .where(and(isNull(jobRequests.userId), eq(jobRequests.contactPhone, phoneNumber), isNull(jobRequests.anonymizedAt)));
}

/**
 * Moves the account's requests from the number it gives up to its new one, inside the transaction
 * that changes the account's number: the texts about its jobs, and the number a booked contractor is
 * shown, follow the account. A request whose contact phone the customer typed differently keeps it.
 * Requests still unclaimed with the old number are claimed first, as a sign-in would have
 * (docs/decisions/077), so that whoever gets the old number next does not get them: call it before
 * the account's own number changes, since the claim finds the account by that number.
 */
export async function moveRequestsToNewNumber(tx: Database, change: { userId: string; from: string; to: string }): Promise<void> {
  await claimPublicRequests(tx, change.from);
  await tx
    .update(jobRequests)
    // The account changed, not the request: it keeps its updatedAt, as a claim does.
    .set({ contactPhone: change.to, updatedAt: sql`${jobRequests.updatedAt}` })
    .where(and(eq(jobRequests.userId, change.userId), eq(jobRequests.contactPhone, change.from)));
}
