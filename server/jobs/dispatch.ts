import { and, asc, desc, eq, exists, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { distanceWords } from '../../contract/distance';
import { nextJobStatus } from '../../machines/job-lifecycle.machine';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, letRequestsIn } from '../db/client';
import { assignedJobAppointments, contractors, contractorTrades, jobRequestEvents, jobRequests, memberships, trades, userMemberships, users, zipCodes } from '../db/schema';
import { milesBetween } from '../lib/geo';
import type { Logger } from '../lib/logger';
import { enqueueNotifications } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import { type LockedJob, lockJob, moveJob, recordJobEvent, recordJobEvents } from './lifecycle';

/** Contractors who hold a job's offer at one time: the nearest few, so the customer hears back soon and nobody is flooded. */
export const OPEN_OFFERS_PER_JOB = 3;

/** Timeline events that say where dispatch stands; the latest one decides whether a Submitted job is waiting for a contractor. */
export const DISPATCH_EVENT_TYPES = ['Offered', 'NoContractorAvailable'] as const;

/**
 * Offers a locked job to contractors until `OPEN_OFFERS_PER_JOB` hold it: active contractors of its
 * trade whose service radius covers its zip code, nearest first, the contractor the customer asked
 * for before all others (if they do the trade), and never one who had it already. Each offer is an
 * assignment (Offered) with its distance, an `Offered` timeline event and a text to the contractor.
 *
 * Called, with the job locked (`lockJob`), when a job is created, after a contractor declines, and by
 * the periodic sweep, with the job's facts as they stand: a caller that changed an offer or a proposal
 * in its transaction reads them again first (`refreshFacts`). When nobody
 * can take it and nothing is open (no offer, no estimate waiting), the job goes back to Submitted
 * (`offers.exhausted`) and its timeline says so once.
 */
export async function dispatchJob(tx: Database, job: LockedJob, now: Date): Promise<void> {
  const dispatch = { type: 'job.dispatch', by: 'system' } as const;
  if (!nextJobStatus(job.row.status, job.facts, dispatch)) return;

  const wanted = OPEN_OFFERS_PER_JOB - job.facts.openOffers;
  const chosen = wanted > 0 ? await candidatesFor(tx, job, wanted) : [];
  if (chosen.length > 0) {
    const offers = chosen.map((contractor, i) => ({
      contractor,
      distanceMiles: contractor.distanceMiles === null ? null : Math.round(contractor.distanceMiles * 100) / 100,
      // Offered one after another, a millisecond apart, so lists ordered by time keep the order of choice.
      offeredAt: new Date(now.getTime() + i),
    }));
    // Each kind of row in one statement for all the offers: a statement is a round trip.
    const assignments = await tx
      .insert(assignedJobAppointments)
      .values(
        offers.map(({ contractor, distanceMiles, offeredAt }) => ({
          jobRequestId: job.row.id,
          contractorId: contractor.id,
          state: 'Offered' as const,
          distanceMiles,
          createdAt: offeredAt,
          updatedAt: offeredAt,
          stateChangedAt: offeredAt,
        })),
      )
      .returning({ id: assignedJobAppointments.id, contractorId: assignedJobAppointments.contractorId });
    const assignmentOf = new Map(assignments.map((row) => [row.contractorId, row.id]));
    await recordJobEvents(
      tx,
      offers.map(({ contractor, distanceMiles, offeredAt }) => ({
        jobRequestId: job.row.id,
        type: 'Offered',
        by: 'system' as const,
        contractorId: contractor.id,
        data: { distanceMiles },
        at: offeredAt,
      })),
    );
    await enqueueNotifications(
      tx,
      offers.flatMap(({ contractor, distanceMiles }) =>
        contractor.phoneNumber
          ? [
              {
                userId: contractor.userId,
                channel: 'sms' as const,
                to: contractor.phoneNumber,
                kind: 'JobOffered',
                body: jobOfferedText({ trade: contractor.tradeName ?? 'A job', city: job.row.city, zipCode: job.row.zipCode, name: job.row.name, distanceMiles }),
                data: { jobRequestId: job.row.id, assignedJobAppointmentId: assignmentOf.get(contractor.id)! },
              },
            ]
          : [],
      ),
    );
    // The offers are all this changed of the facts, and they are open: counted here rather than read again.
    job.facts = { ...job.facts, openOffers: job.facts.openOffers + assignments.length };
    await moveJob(tx, job, dispatch, now);
    return;
  }

  // The machine takes `offers.exhausted` only when nothing is open: no offer held, no estimate waiting.
  const exhausted = { type: 'offers.exhausted', by: 'system' } as const;
  if (nextJobStatus(job.row.status, job.facts, exhausted)) await moveJob(tx, job, exhausted, now);
  if (job.row.status === 'Submitted' && !(await isWaitingForContractor(tx, job.row.id))) {
    await recordJobEvent(tx, { jobRequestId: job.row.id, type: 'NoContractorAvailable', by: 'system', at: now });
  }
}

/**
 * The text an offered contractor gets; no street address or phone, which stay hidden until the job is
 * booked. The distance reads as the job's pages and timeline say it.
 */
export function jobOfferedText(job: { trade: string; city: string; zipCode: string; name: string; distanceMiles: number | null }): string {
  const away = job.distanceMiles === null ? '' : ` (${distanceWords(job.distanceMiles)})`;
  return `New job offer: ${job.trade} in ${quotable(job.city)} ${job.zipCode}${away}, "${quotable(job.name)}". Open the Southborough Home Services app to accept or decline it.`;
}

interface Candidate {
  id: string;
  userId: string;
  phoneNumber: string | null;
  distanceMiles: number | null;
  /** The job's trade, for the offer's text. */
  tradeName: string | null;
}

/** The job's zip code, as the candidates' statement joins it to measure from. */
const origin = alias(zipCodes, 'origin');

async function candidatesFor(tx: Database, job: LockedJob, limit: number): Promise<Candidate[]> {
  // With the job's zip code unknown, the distance is null: nobody is near, and it orders nothing.
  const distance: SQL<number | null> = milesBetween(
    { latitude: origin.latitude, longitude: origin.longitude },
    { latitude: zipCodes.latitude, longitude: zipCodes.longitude },
  );
  const requested = job.row.requestedContractorId;
  const isRequested: SQL<boolean> = requested ? sql<boolean>`(${contractors.id} = ${requested})` : sql<boolean>`false`;
  return (
    tx
      .select({ id: contractors.id, userId: contractors.userId, phoneNumber: users.phoneNumber, distanceMiles: distance, tradeName: trades.name })
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .innerJoin(zipCodes, eq(zipCodes.zip, contractors.zipCode))
      // The job's zip code and trade, one row each at most, read with the candidates rather than in statements of their own.
      .leftJoin(origin, eq(origin.zip, job.row.zipCode))
      .leftJoin(trades, eq(trades.id, job.row.tradeId))
      .where(
        and(
          eq(contractors.isActive, true),
          isNull(users.deletedAt),
          exists(
            tx
              .select({ one: sql`1` })
              .from(contractorTrades)
              .where(and(eq(contractorTrades.contractorId, contractors.id), eq(contractorTrades.tradeId, job.row.tradeId))),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(assignedJobAppointments)
              .where(and(eq(assignedJobAppointments.jobRequestId, job.row.id), eq(assignedJobAppointments.contractorId, contractors.id))),
          ),
          // The customer chose this contractor from the list, so the trade is enough; everyone else must serve the zip code.
          or(isRequested, sql`${distance} <= ${contractors.serviceRadiusMiles}`),
        ),
      )
      // PostgreSQL refuses a constant in ORDER BY, so the requested contractor's term is left out when there is none.
      .orderBy(...(requested ? [sql`${isRequested} desc`] : []), sql`${distance} asc`, desc(contractors.ratingAverage), asc(contractors.id))
      .limit(limit)
      // Named, though built in each transaction: PostgreSQL then parses it once per connection and plans
      // it once for all jobs, where planning the distances' arithmetic anew cost more than running it.
      .prepare(requested ? 'dispatch_candidates_requested' : 'dispatch_candidates')
      .execute()
  );
}

/** `isWaitingForContractor` of a job whose timeline was read already, oldest step first. */
export function waitsForContractor(timeline: { type: string }[]): boolean {
  const latest = timeline.findLast((e) => (DISPATCH_EVENT_TYPES as readonly string[]).includes(e.type));
  return latest?.type === 'NoContractorAvailable';
}

/** Whether the job's latest dispatch step found nobody (and so a Submitted job is waiting for a contractor). */
export async function isWaitingForContractor(db: Database, jobRequestId: string): Promise<boolean> {
  const [latest] = await db
    .select({ type: jobRequestEvents.type })
    .from(jobRequestEvents)
    .where(and(eq(jobRequestEvents.jobRequestId, jobRequestId), inArray(jobRequestEvents.type, [...DISPATCH_EVENT_TYPES])))
    .orderBy(desc(jobRequestEvents.at), desc(jobRequestEvents.id))
    .limit(1);
  return latest?.type === 'NoContractorAvailable';
}

/** How often the sweep offers waiting jobs again (a contractor may have joined or widened their area since). */
export const REDISPATCH_INTERVAL_MS = 15 * 60 * 1000;
/** Jobs the sweep looks at per round, newest first, and how far back: older ones are the provider's to phone about. */
export const SWEEP_LIMIT = 50;
const SWEEP_MAX_AGE_DAYS = 30;

/**
 * Whether the job's customer has an active membership with priority scheduling: what "priority
 * scheduling" means here is that the sweep offers their waiting jobs again before anyone else's, so a
 * busy round never leaves them out.
 */
const hasPriorityScheduling = sql<boolean>`exists (
  select 1 from ${userMemberships} inner join ${memberships} on ${memberships.id} = ${userMemberships.membershipId}
  where ${userMemberships.userId} = ${jobRequests.userId} and ${userMemberships.status} = 'Active' and ${memberships.priorityScheduling}
)`;

/**
 * Offers again every recent job that sits in Submitted because nobody could take it, members' with
 * priority scheduling first, then newest first; answers how many got an offer.
 */
export async function dispatchWaitingJobs(db: Database, now: Date, log?: Logger): Promise<number> {
  const since = new Date(now.getTime() - SWEEP_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
  const waiting = await db
    .select({ id: jobRequests.id })
    .from(jobRequests)
    .where(and(eq(jobRequests.status, 'Submitted'), isNull(jobRequests.anonymizedAt), sql`${jobRequests.createdAt} >= ${since.toISOString()}::timestamptz`))
    .orderBy(sql`${hasPriorityScheduling} desc`, desc(jobRequests.createdAt))
    .limit(SWEEP_LIMIT);
  let offered = 0;
  for (const { id } of waiting) {
    await letRequestsIn();
    try {
      const moved = await db.transaction(async (tx) => {
        const job = await lockJob(tx, id, now);
        if (!job || job.row.status !== 'Submitted') return false;
        await dispatchJob(tx, job, now);
        return job.row.status !== 'Submitted';
      });
      if (moved) offered += 1;
    } catch (err) {
      log?.error({ err, jobRequestId: id }, 'dispatching a waiting job failed');
    }
  }
  return offered;
}
