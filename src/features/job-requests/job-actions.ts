import type { JobProposalSummary, JobRequestDetails } from '../../../contract/job-requests';
import { type JobActionChoice, type JobEventType, jobActionChoices } from '../../../machines/job-lifecycle.machine';
import { isEstimateOpenAt } from '../../../machines/open-estimates';
import { type ProposalChoices, proposalChoices } from '../../../machines/proposal.machine';
import { formatUsdPreciseFromCents } from '../../lib/format';
import { possessive } from '../../lib/possessive';

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

type Job = Pick<JobRequestDetails, 'status' | 'facts' | 'proposals'>;

/** The estimate steps, taken on each estimate's own page by the controls `estimateActions` draws. */
const ESTIMATE_STEPS: JobEventType[] = ['proposal.accept', 'proposal.decline', 'deposit.pay'];

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

/**
 * The controls of each estimate, from what the machine allows of that estimate (`proposalChoices`,
 * which the estimate's page asks too): accept or decline one it takes an answer on; pay the deposit
 * of the one accepted, or decline it instead; decline one it holds back (run out, or waiting while
 * another's deposit is owed). Each opens the estimate's page, where the step is taken.
 */
function estimateActions(job: Job, now: string): PageAction[] {
  const asked = job.proposals.map((p): [JobProposalSummary, ProposalChoices] => [p, proposalChoices({ proposal: p, job, now: Date.parse(now) })]);
  const answerable = asked.filter(([, c]) => c.accept.allowed || c.decline.allowed || c.payDeposit.allowed);
  // One estimate to answer needs no name; several are told apart by their contractors'.
  const whose = (p: JobProposalSummary) => (answerable.length === 1 ? 'the' : possessive(p.contractor.businessName));
  const link = (p: JobProposalSummary, key: string, label: string, types: JobEventType[], primary: boolean): PageAction => ({
    key: `${key}:${p.id}`,
    label,
    types,
    control: { kind: 'estimate', proposalId: p.id },
    disabledReason: null,
    primary,
  });
  return answerable.flatMap(([p, c]): PageAction[] => {
    const declining: JobEventType[] = c.decline.allowed ? ['proposal.decline'] : [];
    if (c.accept.allowed) return [link(p, 'estimate', `Accept or decline ${whose(p)} estimate`, ['proposal.accept', ...declining], true)];
    const actions: PageAction[] = [];
    if (c.payDeposit.allowed) actions.push(link(p, 'deposit', `Pay the deposit of ${usd(job.facts.owed.depositCents)}`, ['deposit.pay'], true));
    if (c.decline.allowed) {
      // The estimate whose deposit is asked (payable now or not) was accepted: it is declined instead of paid.
      const accepted = c.payDeposit.allowed || c.payDeposit.reason !== null;
      const expired = !accepted && !isEstimateOpenAt(job.facts, p.id, now);
      const label = accepted ? `Decline ${whose(p)} estimate instead` : expired ? `Decline ${whose(p)} expired estimate` : `Decline ${whose(p)} estimate`;
      actions.push(link(p, 'decline', label, declining, false));
    }
    return actions;
  });
}

/** The customer's controls for `job` at `now`, their reasons naming times in `timeZone`: the next step first, canceling last. */
export function pageActions(job: Job, now: string, timeZone?: string): PageAction[] {
  const choices = jobActionChoices(job.status, job.facts, 'consumer', now, timeZone);
  const allowed = choices.filter((c) => c.allowed).map((c) => c.type);
  const has = (type: JobEventType) => allowed.includes(type);
  // Only a job that takes some answer on an estimate has one to offer: the others need not ask each estimate.
  const actions: PageAction[] = choices.some((c) => ESTIMATE_STEPS.includes(c.type)) ? estimateActions(job, now) : [];
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
