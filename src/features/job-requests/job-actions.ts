import type { JobProposalSummary, JobRequestDetails } from '../../../contract/job-requests';
import { isEstimateOpenAt, type JobActionChoice, type JobEventType, jobActionChoices } from '../../../machines/job-lifecycle.machine';
import { formatUsdPreciseFromCents } from '../../lib/format';

/**
 * The customer's controls on Job Request Details, drawn from the lifecycle machine's choices for the
 * job's facts (`jobActionChoices`, which the server asks too): nothing the machine refuses is shown,
 * and what the job's state has but its facts or the clock hold back is shown disabled with the reason.
 * Each control does its action: opens its dialog (cancel, keep the visit, choose or move the visit,
 * pay, review) or the estimate it decides (accept, decline, pay the deposit on the estimate's page).
 * Steps the machine lists separately but the customer takes together share a control: an estimate is
 * accepted or declined on its page; what is owed after the work is paid in one step, line by line.
 */

/** The dialogs a control opens; the route composes the features that draw them. */
export type ActionDialog = 'cancel' | 'keepVisit' | 'scheduleVisit' | 'rescheduleVisit' | 'pay' | 'review';

export type ActionControl =
  | { kind: 'dialog'; dialog: ActionDialog }
  /** The estimate's page, where it is accepted or declined and its deposit paid. */
  | { kind: 'estimate'; proposalId: string };

export interface PageAction {
  /** Unique on the page. */
  key: string;
  /** The button's words. */
  label: string;
  /** The machine's steps this control takes. */
  types: JobEventType[];
  control: ActionControl;
  /** Shown disabled, with why (and the customer reads it beside the button). */
  disabledReason: string | null;
  /** The main step of the job now, drawn filled; the others outlined. */
  primary: boolean;
}

const usd = formatUsdPreciseFromCents;

/** An estimate waiting for the customer's answer, or run out unanswered; one accepted waiting for its deposit is not. */
const awaitingAnswer = (p: JobProposalSummary) => (p.status === 'Pending' || p.status === 'Expired') && !['Due', 'Processing', 'Failed'].includes(p.depositStatus);
/** The accepted estimate whose deposit is owed. */
const depositOwedOn = (p: JobProposalSummary) => p.status === 'Pending' && ['Due', 'Processing', 'Failed'].includes(p.depositStatus);

type Job = Pick<JobRequestDetails, 'status' | 'facts' | 'proposals'>;

/** The payment steps the machine may give the customer after the work, paid from one dialog. */
export const PAYMENT_STEPS: JobEventType[] = ['finalPayment.pay', 'extraWork.pay'];

/** What the customer owes after the work, in the words of the Pay button. */
function payLabel(job: Job, types: JobEventType[]): string {
  const { finalPaymentCents, extraWorkCents } = job.facts.owed;
  const final = types.includes('finalPayment.pay') ? finalPaymentCents : 0;
  const extra = types.includes('extraWork.pay') ? extraWorkCents : 0;
  if (final > 0 && extra > 0) return `Pay ${usd(final + extra)} owed`;
  if (final > 0) return `Pay the final payment of ${usd(final)}`;
  return `Pay ${usd(extra)} for extra work`;
}

/** The customer's controls for `job` at `now`: the next step first, canceling last. */
export function pageActions(job: Job, now: string): PageAction[] {
  const choices = jobActionChoices(job.status, job.facts, 'consumer', now);
  const allowed = choices.filter((c) => c.allowed).map((c) => c.type);
  const has = (type: JobEventType) => allowed.includes(type);
  const actions: PageAction[] = [];
  // An estimate is accepted only before its own expiry (the machine's facts say each one's); after it, only declined.
  const waiting = job.proposals.filter(awaitingAnswer);
  const open = waiting.filter((p) => p.status === 'Pending' && isEstimateOpenAt(job.facts, p.id, now));
  const dialog = (choice: JobActionChoice, dialog: ActionDialog, label: string, primary = false): PageAction => ({
    key: choice.type,
    label,
    types: [choice.type],
    control: { kind: 'dialog', dialog },
    disabledReason: choice.allowed ? null : choice.reason,
    primary: primary && choice.allowed,
  });

  for (const choice of choices) {
    switch (choice.type) {
      case 'proposal.accept': {
        // One control per estimate the customer can still accept: accepting and declining are both done on its page.
        for (const p of open)
          actions.push({
            key: `estimate:${p.id}`,
            label: waiting.length === 1 ? `Accept or decline the estimate` : `Accept or decline ${p.contractor.businessName}'s estimate`,
            types: has('proposal.decline') ? ['proposal.accept', 'proposal.decline'] : ['proposal.accept'],
            control: { kind: 'estimate', proposalId: p.id },
            disabledReason: null,
            primary: true,
          });
        break;
      }
      case 'proposal.decline': {
        // Declining an open estimate is on its control above; one run out can only be declined, and
        // the estimate accepted and waiting for its deposit can still be declined, each on its page.
        for (const p of waiting.filter((w) => !open.includes(w)))
          actions.push({
            key: `decline:${p.id}`,
            label: waiting.length === 1 ? 'Decline the expired estimate' : `Decline ${p.contractor.businessName}'s expired estimate`,
            types: ['proposal.decline'],
            control: { kind: 'estimate', proposalId: p.id },
            disabledReason: null,
            primary: false,
          });
        if (has('proposal.accept')) break;
        const accepted = job.proposals.find(depositOwedOn);
        if (accepted)
          actions.push({
            key: `decline:${accepted.id}`,
            label: 'Decline the estimate instead',
            types: ['proposal.decline'],
            control: { kind: 'estimate', proposalId: accepted.id },
            disabledReason: null,
            primary: false,
          });
        break;
      }
      case 'deposit.pay': {
        const accepted = job.proposals.find(depositOwedOn);
        if (accepted)
          actions.push({
            key: 'deposit.pay',
            label: `Pay the deposit of ${usd(job.facts.owed.depositCents)}`,
            types: ['deposit.pay'],
            control: { kind: 'estimate', proposalId: accepted.id },
            disabledReason: null,
            primary: true,
          });
        break;
      }
      case 'job.cancel':
        actions.push(dialog(choice, 'cancel', 'Cancel the job request'));
        break;
      case 'cancelation.withdraw':
        actions.push(dialog(choice, 'keepVisit', 'Keep the visit', true));
        break;
      case 'visit.schedule':
        actions.push(dialog(choice, 'scheduleVisit', 'Choose a time for the visit', true));
        break;
      case 'visit.reschedule':
        actions.push(dialog(choice, 'rescheduleVisit', 'Reschedule the visit'));
        break;
      case 'review.submit':
        actions.push(dialog(choice, 'review', 'Review the contractor', true));
        break;
      default:
        if (PAYMENT_STEPS.includes(choice.type) && choice.allowed && !actions.some((a) => a.key === 'pay')) {
          const types = PAYMENT_STEPS.filter(has);
          actions.push({ key: 'pay', label: payLabel(job, types), types, control: { kind: 'dialog', dialog: 'pay' }, disabledReason: null, primary: true });
        }
    }
  }
  // The job's next step first, canceling last.
  const rank = (a: PageAction) => (a.primary ? 0 : a.key === 'job.cancel' ? 2 : 1);
  return actions.sort((a, b) => rank(a) - rank(b));
}

/** The steps the machine allows the customer now that the page's enabled controls take. */
export const enabledTypes = (actions: PageAction[]): JobEventType[] => [...new Set(actions.filter((a) => !a.disabledReason).flatMap((a) => a.types))];
