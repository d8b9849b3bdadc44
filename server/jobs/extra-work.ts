import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jsonRows, parsedJson } from '../db/json-rows';
import { jobProposals, jobRequestEvents } from '../db/schema';

/**
 * Extra work as the customer pays it. The contractor bills it piece by piece (`ExtraWorkAdded`, each
 * with its words and amount); the proposal holds the sum (`subsequentPaymentCents`) and all the words
 * (`subsequentPaymentDescription`, what the contractor's app shows beside that sum). A payment for
 * extra work pays what was owed when it was started, so what went through covers the oldest pieces:
 * what is owed is described by the pieces after them, and each payment by the pieces it covered.
 */

/** The words of the extra work from `fromCents` to `toCents` of its sum, counted from its first piece. */
type ExtraWorkWords = (fromCents: number, toCents: number) => string;

/** The step's facts of one `ExtraWorkAdded` event: its words, the amount added, and the sum after it. */
interface AddedEvent {
  note: string | null;
  data: Record<string, unknown>;
}

interface Piece {
  description: string;
  fromCents: number;
  toCents: number;
}

/** The pieces of the extra work, in the order of the sum they brought it to; null unless they add up, one after another, to `heldCents`. */
function piecesOf(events: readonly AddedEvent[], heldCents: number): Piece[] | null {
  const pieces = events
    .map((e) => ({ description: e.note ?? '', amountCents: Number(e.data.amountCents), toCents: Number(e.data.subsequentPaymentCents) }))
    .sort((a, b) => a.toCents - b.toCents);
  let sum = 0;
  for (const piece of pieces) {
    if (!Number.isInteger(piece.amountCents) || piece.toCents !== sum + piece.amountCents) return null;
    sum = piece.toCents;
  }
  return sum === heldCents ? pieces.map((p) => ({ description: p.description, fromCents: p.toCents - p.amountCents, toCents: p.toCents })) : null;
}

/**
 * The words of a proposal's extra work by what part of its sum is meant: the pieces that part covers,
 * from the proposal's `ExtraWorkAdded` events. When those do not account for the sum (extra work
 * stored otherwise, a contractor since removed), all the stored words stand for any part.
 */
export function extraWorkWordsOf(proposal: { subsequentPaymentCents: number; subsequentPaymentDescription: string }, events: readonly AddedEvent[]): ExtraWorkWords {
  const pieces = piecesOf(events, proposal.subsequentPaymentCents);
  if (!pieces) return () => proposal.subsequentPaymentDescription;
  return (fromCents, toCents) =>
    pieces
      .filter((p) => p.fromCents < toCents && p.toCents > fromCents)
      .map((p) => p.description)
      .join('; ');
}

/** A proposal's `ExtraWorkAdded` events among a job's (the page's read of them). */
export const extraWorkEventsOf = <E extends AddedEvent & { type: string; contractorId: string | null }>(events: readonly E[], proposal: { contractorId: string }) =>
  events.filter((e) => e.type === 'ExtraWorkAdded' && e.contractorId === proposal.contractorId);

/** What of the extra work is owed, in words: the pieces after what was paid (`owedCents` of the sum left); empty when nothing is. */
export const owedExtraWorkWords = (words: ExtraWorkWords, heldCents: number, owedCents: number) => (owedCents > 0 ? words(heldCents - owedCents, heldCents) : '');

/** The `ExtraWorkAdded` events of a proposal, as a subquery of a row of `job_proposals`. */
export const extraWorkEventsColumn = jsonRows(
  jobRequestEvents,
  and(eq(jobRequestEvents.jobRequestId, jobProposals.jobRequestId), eq(jobRequestEvents.type, 'ExtraWorkAdded'), eq(jobRequestEvents.contractorId, jobProposals.contractorId)),
  sql`${jobRequestEvents.at}`,
  { note: jobRequestEvents.note, data: jobRequestEvents.data },
);

/** The `ExtraWorkAdded` events of `extraWorkEventsColumn`. */
export const extraWorkEventsOfJson = (json: unknown) => parsedJson<AddedEvent>(json);

/** The words of one proposal's extra work, read for it. */
export async function extraWorkWordsOfProposal(
  db: Database,
  proposal: { jobRequestId: string; contractorId: string; subsequentPaymentCents: number; subsequentPaymentDescription: string },
): Promise<ExtraWorkWords> {
  const events = await db
    .select({ note: jobRequestEvents.note, data: jobRequestEvents.data })
    .from(jobRequestEvents)
    .where(and(eq(jobRequestEvents.jobRequestId, proposal.jobRequestId), eq(jobRequestEvents.type, 'ExtraWorkAdded'), eq(jobRequestEvents.contractorId, proposal.contractorId)));
  return extraWorkWordsOf(proposal, events);
}
