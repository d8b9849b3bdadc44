import type { JobRequestDetails } from '../../../contract/job-requests';
import { JOB_ACTION_LABELS, type JobEventType, jobActionsFor } from '../../../machines/job-lifecycle.machine';

/**
 * Where each of the customer's actions is done. The lifecycle machine decides which actions a job
 * allows (`jobActionsFor`); this only says where the page does each one: the cancel dialog, the
 * section of the page that owns it (by its heading's id), or a call to the office for what cannot be
 * done online.
 */
export type ActionPlace = { kind: 'cancel' } | { kind: 'section'; headingId: string } | { kind: 'contact' };

export const CONSUMER_ACTION_PLACES: Partial<Record<JobEventType, ActionPlace>> = {
  'job.cancel': { kind: 'cancel' },
  'proposal.accept': { kind: 'section', headingId: 'proposals-heading' },
  'proposal.decline': { kind: 'section', headingId: 'proposals-heading' },
  'deposit.pay': { kind: 'section', headingId: 'proposals-heading' },
  'visit.schedule': { kind: 'section', headingId: 'visit-heading' },
  'visit.reschedule': { kind: 'section', headingId: 'visit-heading' },
  'finalPayment.pay': { kind: 'section', headingId: 'payments-heading' },
  'extraWork.pay': { kind: 'section', headingId: 'payments-heading' },
  'review.submit': { kind: 'section', headingId: 'review-heading' },
  // No API call withdraws a cancelation request yet: the office puts the visit back.
  'cancelation.withdraw': { kind: 'contact' },
};

export interface ConsumerAction {
  type: JobEventType;
  /** "Accept an estimate": the machine's words, as a button. */
  label: string;
  place: ActionPlace;
}

const asButton = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The customer's actions on a job at `now`, as the lifecycle machine gives them, each with where it is done. */
export function consumerActions(job: Pick<JobRequestDetails, 'status' | 'facts'>, now: string): ConsumerAction[] {
  // An action the page has no place for yet is still offered: the office can do it (a test keeps the list complete).
  return jobActionsFor(job.status, job.facts, 'consumer', now).map((type) => ({
    type,
    label: asButton(JOB_ACTION_LABELS[type]),
    place: CONSUMER_ACTION_PLACES[type] ?? { kind: 'contact' },
  }));
}
