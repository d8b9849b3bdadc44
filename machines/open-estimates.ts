/**
 * Which of a job's estimates can still be accepted at a moment, and what declining the ones that ran
 * out leads to: the rule the lifecycle machine accepts an estimate by (job-lifecycle.machine.ts,
 * `proposal.accept`), without XState, so that My Job Requests says it on every card without loading
 * the machine (decision 076).
 */

/** The estimates of a job's facts (`JobFacts.openEstimates`): those waiting for an answer, not accepted yet, each with its own expiry. */
interface EstimateFacts<E extends { id: string; validUntil: string | null } = { id: string; validUntil: string | null }> {
  openEstimates: readonly E[];
}

const isOpenAt = (estimate: { validUntil: string | null }, at: string) => estimate.validUntil === null || Date.parse(at) <= Date.parse(estimate.validUntil);

/** The estimate `proposalId` of the facts when it can still be accepted at `at`; undefined when it is not open or has run out. */
export function openEstimateAt<E extends { id: string; validUntil: string | null }>(facts: EstimateFacts<E>, proposalId: string, at: string): E | undefined {
  const estimate = facts.openEstimates.find((e) => e.id === proposalId);
  return estimate && isOpenAt(estimate, at) ? estimate : undefined;
}

/** Whether the estimate `proposalId` waits for an answer and can still be accepted at `at` (not past its own expiry). */
export function isEstimateOpenAt(facts: EstimateFacts, proposalId: string, at: string): boolean {
  return openEstimateAt(facts, proposalId, at) !== undefined;
}

/** How many of the job's estimates can still be accepted at `at`. */
export function openEstimatesAt(facts: EstimateFacts, at: string): number {
  return facts.openEstimates.filter((e) => isOpenAt(e, at)).length;
}

/**
 * What follows once the customer declines the last estimate that waits, as the server does it: the
 * job goes back to the contractors who still hold its offer, or is offered to others near the job who
 * have not had it (server/jobs/proposals.ts `decline`, then dispatch). No contractor is asked for a
 * new estimate: one who sent theirs has no way to send another.
 */
export function afterTheLastEstimate(facts: { openOffers: number }): string {
  return facts.openOffers > 0 ? 'other contractors who have your request may still send an estimate' : 'we look for another contractor near you';
}

/** What the customer can do about the estimate `proposalId`, run out at `at`: decline it, and what that leads to. */
export function declineExpiredEstimate(facts: EstimateFacts & { openOffers: number }, proposalId: string, at: string): string {
  const others = facts.openEstimates.filter((e) => e.id !== proposalId);
  const open = others.filter((e) => isOpenAt(e, at)).length;
  if (open > 0) return `Decline it; ${open === 1 ? 'your other estimate' : `your ${open} other estimates`} can still be accepted.`;
  const expired = others.length === 0 ? '' : ` and your other expired estimate${others.length === 1 ? '' : 's'}`;
  return `Decline it${expired}, and ${afterTheLastEstimate(facts)}.`;
}
