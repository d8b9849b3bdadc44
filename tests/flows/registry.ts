import type { AnyStateMachine } from 'xstate';
import { accountDeletionMachine } from '../../machines/account-deletion.machine';
import { authMachine } from '../../machines/auth.machine';
import { changePhoneMachine } from '../../machines/change-phone.machine';
import { contractorReviewsMachine } from '../../machines/contractor-reviews.machine';
import { firstVisitMachine } from '../../machines/first-visit.machine';
import { formSubmissionMachine } from '../../machines/form-submission.machine';
import { helpMachine } from '../../machines/help.machine';
import { jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { assignmentLifecycleMachine, jobLifecycleMachine } from '../../machines/job-lifecycle.machine';
import { jobRequestFormMachine } from '../../machines/job-request-form.machine';
import { keepVisitMachine } from '../../machines/keep-visit.machine';
import { membershipPurchaseMachine } from '../../machines/membership-purchase.machine';
import { paymentMachine } from '../../machines/payment.machine';
import { phoneLoginMachine } from '../../machines/phone-login.machine';
import { proposalMachine } from '../../machines/proposal.machine';
import { refreshQueueMachine } from '../../machines/refresh-queue.machine';
import { rescheduleMachine } from '../../machines/reschedule.machine';
import { routeGuardMachine } from '../../machines/route-guard.machine';
import { sandboxCardMachine } from '../../machines/sandbox-card.machine';
import { paths as accountDeletion } from './account-deletion.paths';
import { appPaths as authInApp, paths as auth, journeys as authJourneys } from './auth.paths';
import { paths as changePhone } from './change-phone.paths';
import { paths as contractorReviews } from './contractor-reviews.paths';
import { paths as firstVisit } from './first-visit.paths';
import { paths as contactUs } from './form-submission.paths';
import { paths as help } from './help.paths';
import { paths as jobCancelation } from './job-cancelation.paths';
import { assignmentPaths, jobPaths } from './job-lifecycle.paths';
import { paths as jobRequestForm } from './job-request-form.paths';
import { paths as keepVisit } from './keep-visit.paths';
import { paths as membershipPurchase } from './membership-purchase.paths';
import type { ModelPath } from './model';
import { paths as newsletter } from './newsletter.paths';
import { paths as payment } from './payment.paths';
import { paths as phoneLogin } from './phone-login.paths';
import { paths as proposal } from './proposal.paths';
import { paths as refreshQueue, journeys as refreshQueueJourneys } from './refresh-queue.paths';
import { paths as reschedule } from './reschedule.paths';
import { paths as routeGuard } from './route-guard.paths';
import { paths as sandboxCard } from './sandbox-card.paths';

/**
 * Every machine of `machines/` and the generated paths the tests walk through it: the coverage report
 * (coverage.test.ts, `npm run test:flows`) measures these, and fails for a machine missing here.
 * A new machine: write `tests/flows/<name>.paths.ts` (see model.ts) and add one line below.
 */
export interface WalkedMachine {
  machine: AnyStateMachine;
  /** All the walks of the machine's graph (a machine several screens run has one set per screen). */
  paths: readonly ModelPath<AnyStateMachine>[];
}

const walked = (machine: AnyStateMachine, ...walks: readonly (readonly object[])[]): WalkedMachine => ({
  machine,
  paths: walks.flat() as unknown as readonly ModelPath<AnyStateMachine>[],
});

export const walkedMachines: WalkedMachine[] = [
  walked(accountDeletionMachine, accountDeletion),
  walked(authMachine, auth, authInApp, authJourneys),
  walked(changePhoneMachine, changePhone),
  walked(contractorReviewsMachine, contractorReviews),
  walked(firstVisitMachine, firstVisit),
  walked(formSubmissionMachine, contactUs, newsletter),
  walked(helpMachine, help),
  walked(jobCancelationMachine, jobCancelation),
  walked(jobLifecycleMachine, jobPaths),
  walked(assignmentLifecycleMachine, assignmentPaths),
  walked(jobRequestFormMachine, jobRequestForm),
  walked(keepVisitMachine, keepVisit),
  walked(membershipPurchaseMachine, membershipPurchase),
  walked(paymentMachine, payment),
  walked(phoneLoginMachine, phoneLogin),
  walked(proposalMachine, proposal),
  walked(refreshQueueMachine, refreshQueue, refreshQueueJourneys),
  walked(rescheduleMachine, reschedule),
  walked(routeGuardMachine, routeGuard),
  walked(sandboxCardMachine, sandboxCard),
];
