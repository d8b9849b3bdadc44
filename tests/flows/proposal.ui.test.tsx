import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, fromPromise } from 'xstate';
import { ANOTHER_ESTIMATE_ACCEPTED, type JobProposal } from '../../contract/proposals';
import { classifyHttpFailure, FAILURE_MESSAGES } from '../../machines/api-failure';
import { type DecideInput, proposalChoices, proposalMachine, type ProposalRead } from '../../machines/proposal.machine';
import { ProposalPage, type ProposalRuntime } from '../../src/features/proposals/ProposalPage';
import { withoutScrolling } from '../../src/test/app';
import { renderInRouter } from '../../src/test/job-pages';
import { assertFullCoverage, eventTypesOf, type StateChecks } from './model';
import { JOBS, NOW, paths, proposalFixture, PROPOSALS, REFUSED, serializeState, type Snapshot, waitingOn } from './proposal.paths';
import { machineSteps, outcome, type ScreenRun, screenPathParams, screenRun, textOfAll } from './ui';

/**
 * The paths of the proposal model (proposal.paths.ts) walked through the real estimate page: what the
 * customer clicks, what the server answers (fake actors), the page reading the proposal and its job
 * again (new ones from its route), time passing (simulated clock). After each step the page's machine is in
 * the model's state, and each state is checked by what the page shows.
 */

beforeAll(withoutScrolling);
afterEach(cleanup);

interface Run extends ScreenRun {
  /** The route's answer when the page reads the proposal and its job again. */
  setRead?: (read: ProposalRead) => void;
  changed: number;
  /** The customer pressed Accept on this page. */
  accepted: boolean;
  /** The server took a decision sent from this page. */
  decided: boolean;
}
let run: Run;

/** The estimate page as its route shows it: the proposal and job the route read last, read again on `onChanged`. */
function Harness({ initial, runtime, onChanged }: { initial: ProposalRead; runtime: ProposalRuntime; onChanged: () => void }) {
  const [{ proposal, job }, setRead] = useState(initial);
  run.setRead = setRead;
  return (
    <ProposalPage
      proposal={proposal}
      job={job}
      jobName="Sticking back door"
      onChanged={onChanged}
      runtime={runtime}
      renderDeposit={({ autoStart }) => <p data-testid="deposit-step">{autoStart ? 'Deposit step, card asked at once' : 'Deposit step, waiting for Pay'}</p>}
    />
  );
}

async function mount(initial: ProposalRead, onChanged = () => void run.changed++) {
  const runtime: ProposalRuntime = { logic: proposalMachine.provide({ actors: run.fakes.actors }), clock: run.clock, inspect: run.screen.inspect, now: NOW };
  renderInRouter(() => <Harness initial={initial} runtime={runtime} onChanged={onChanged} />);
  await screen.findByRole('heading', { level: 1, name: 'Estimate from Kowalski Carpentry' });
}

const freshRun = (): Run => ({ ...screenRun(proposalMachine), changed: 0, accepted: false, decided: false });

const click = (name: RegExp | string) => async () => run.user.click(await screen.findByRole('button', { name }));
const dialog = () => screen.getByRole('dialog', { name: 'Decline this estimate?' });
const acceptButton = () => screen.queryByRole('button', { name: 'Accept & pay deposit $90.00' }) as HTMLButtonElement | null;
const alertText = () => textOfAll('alert');
const statusText = () => textOfAll('status');

/** The decline dialog has closed (its closing transition over): the page is no longer hidden behind it. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async ({ state }) => mount({ proposal: state.context.proposal, job: state.context.job }),
  'proposal.accept': async () => {
    run.accepted = true;
    await click('Accept & pay deposit $90.00')();
  },
  'proposal.startDecline': click(/^Decline( this estimate instead)?$/),
  'proposal.cancelDecline': async () => run.user.click(within(dialog()).getByRole('button', { name: 'Keep it' })),
  'proposal.decline': async ({ event }) => {
    const reason = within(dialog()).getByRole('textbox', { name: 'Reason (optional)' });
    await run.user.clear(reason);
    if (event.reason) await run.user.type(reason, event.reason);
    await run.user.click(within(dialog()).getByRole('button', { name: 'Decline estimate' }));
  },
  'proposal.retry': click('Try again'),
  'proposal.dismiss': click('Not now'),
  'proposal.reload': click('Reload'),
  // The route read the proposal and its job again (a payment went through, the tab came back): the page gets the new ones.
  'proposal.changed': ({ event }) => outcome(() => run.setRead!({ proposal: event.proposal, job: event.job } as ProposalRead)),
  ...machineSteps(proposalMachine, paths, () => run),
};
const settleDecision = actions['xstate.done.actor.decide']!;
actions['xstate.done.actor.decide'] = async (step) => {
  run.decided = true;
  await settleDecision(step);
};

const checks: StateChecks<Snapshot> = {
  viewing: async () => {
    await dialogClosed();
    expect(acceptButton()?.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByText(/Accepting asks a deposit of \$90\.00 by card now/)).toBeTruthy();
  },
  confirmingDecline: async () => {
    expect(within(await screen.findByRole('dialog', { name: 'Decline this estimate?' })).getByText(/Kowalski Carpentry is told you declined/)).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Decline estimate' })).toBeTruthy();
    // The app's dialog (spec section 9): moved by its title, closed by its close button too.
    expect(within(dialog()).getByRole('heading', { name: 'Decline this estimate?' }).closest('[data-drag-handle]')).not.toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeTruthy();
  },
  deciding: (s) => {
    if (s.context.decision?.decision === 'Accept') expect(acceptButton()?.disabled).toBe(true);
    else {
      expect((within(dialog()).getByRole('button', { name: 'Decline estimate' }) as HTMLButtonElement).disabled).toBe(true);
      expect(run.fakes.inputOf('decide')).toEqual({ decision: 'Decline', reason: 'Too expensive', idempotencyKey: s.context.sent!.key });
    }
  },
  failed: async (s) => {
    await dialogClosed();
    expect(alertText()).toContain(`${s.context.decision?.decision === 'Decline' ? 'Your decline may not have been sent.' : 'Your answer may not have been sent.'} ${FAILURE_MESSAGES.network}`);
    // A keyboard user goes on from Try again, not from the page's top: after Accept, and after a
    // decline whose dialog closed with the failure.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    // Nothing else to press until the answer is sent again or set aside.
    expect(acceptButton()?.disabled ?? true).toBe(true);
  },
  reloading: async (s) => {
    await dialogClosed();
    // The server's word why (after a 409), and no button while the estimate and its job are read again.
    if (s.context.notice) expect(alertText()).toContain(REFUSED.message);
    expect(statusText()).toContain('Reading the estimate again…');
    expect(acceptButton()).toBeNull();
  },
  outOfDate: async () => {
    await dialogClosed();
    expect(alertText()).toContain(`This estimate changed and could not be read again: ${FAILURE_MESSAGES.network}`);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(acceptButton()).toBeNull();
  },
  'accepted.depositDue': async () => {
    await dialogClosed();
    expect(screen.getByText(/You accepted this estimate\. Kowalski Carpentry is booked once your deposit of \$90\.00 is paid\./)).toBeTruthy();
    // Accepted here: the card is asked at once; found accepted when the page opened (or by a refused Accept's reload): it waits for Pay.
    expect(screen.getByTestId('deposit-step').textContent).toBe(run.accepted && run.decided ? 'Deposit step, card asked at once' : 'Deposit step, waiting for Pay');
    expect(acceptButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline this estimate instead' })).toBeTruthy();
  },
  'accepted.booked': async () => {
    await dialogClosed();
    expect(statusText()).toContain('Accepted');
    expect(statusText()).toContain('Kowalski Carpentry is booked for this job. Your deposit of $90.00 is paid.');
    expect(acceptButton()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Decline/ })).toBeNull();
  },
  declined: async (s) => {
    await dialogClosed();
    // One closed by another's acceptance was not chosen; the customer's own decline says Declined.
    expect(statusText()).toContain(s.context.proposal.declineReason === ANOTHER_ESTIMATE_ACCEPTED ? 'Not chosen' : 'Declined');
    expect(statusText()).toContain(s.context.proposal.declineReason ?? 'You declined this estimate.');
    // Decided elsewhere (the server's 409): the word why stays above the real state.
    if (s.context.notice) expect(alertText()).toContain(REFUSED.message);
    expect(acceptButton()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Decline/ })).toBeNull();
  },
  heldBack: async (s) => {
    await dialogClosed();
    // The lifecycle machine's reason: the estimate ran out, or another's deposit is waiting.
    expect(statusText()).toContain('This estimate cannot be accepted now');
    expect(statusText()).toContain(proposalChoices(s.context).accept.reason);
    // Ran out: no new estimate can be asked of that contractor, so it says what declining it does.
    if (s.context.job.facts.owed.depositCents === 0) {
      expect(statusText()).toMatch(/This estimate expired on \w+ \d+, \d{4} and can no longer be accepted\. Decline it, and we look for another contractor near you\./);
      expect(statusText()).not.toContain('Ask the contractor');
    }
    expect(acceptButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  },
};

describe('deciding along the proposal paths, on the estimate page', { timeout: 60_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(proposalMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = freshRun();
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.screen.snapshot() as Snapshot, serializeState }));
  });
});

describe('an estimate decided in another tab', () => {
  const hide = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  afterEach(() => hide('visible'));

  it('is read again when the tab comes back into view, and shows its real state instead of Accept', async () => {
    run = freshRun();
    await mount({ proposal: PROPOSALS.open, job: JOBS.open }, () => {
      run.changed++;
      run.setRead!({ proposal: PROPOSALS.otherAccepted, job: JOBS.booked });
    });
    expect(acceptButton()?.disabled).toBe(false);

    hide('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(run.changed).toBe(0);

    hide('visible');
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
      fireEvent(window, new Event('focus'));
    });
    // One read for one return, though the browser says it twice.
    expect(run.changed).toBe(1);
    await waitFor(() => expect(statusText()).toContain('Another estimate for this job was accepted.'));
    expect(acceptButton()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

describe('an accepted estimate whose job has moved on', () => {
  it('says where the job stands, not that the contractor is booked, and sends the customer to the job rather than to a visit', async () => {
    run = freshRun();
    await mount({ proposal: PROPOSALS.booked, job: { ...JOBS.booked, status: 'Completed' } });
    await waitFor(() => expect(statusText()).toContain('Kowalski Carpentry did this job.'));
    expect(statusText()).not.toContain('is booked');
    expect(screen.getByRole('link', { name: 'See where the job stands' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose or change the time of your visit' })).toBeNull();
  });

  it('says of an estimate accepted on a job since canceled that the job was canceled, beside its name', async () => {
    run = freshRun();
    await mount({ proposal: PROPOSALS.booked, job: { ...JOBS.booked, status: 'Canceled' } });
    await waitFor(() => expect(statusText()).toContain('This job was canceled.'));
    expect(screen.getByText('Accepted; job canceled', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('offers the visit while the job takes one', async () => {
    run = freshRun();
    await mount({ proposal: PROPOSALS.booked, job: JOBS.booked });
    await waitFor(() => expect(statusText()).toContain('Kowalski Carpentry is booked for this job.'));
    expect(screen.getByRole('link', { name: 'Choose or change the time of your visit' })).toBeTruthy();
  });
});

describe('an estimate withdrawn because its job request was canceled', () => {
  // As the server leaves it: the job canceled, its waiting estimates Withdrawn with no reason of their own.
  const withdrawn = proposalFixture({ status: 'Withdrawn', declineReason: null });
  const canceled = { status: 'Canceled', facts: JOBS.open.facts } as const;
  const because = 'The job request was canceled, so this estimate was withdrawn.';

  it('accepted in a tab that missed the cancelation, says it was withdrawn and why, never that the customer declined it', async () => {
    run = freshRun();
    const logic = proposalMachine.provide({
      actors: {
        decide: fromPromise<JobProposal, DecideInput>(async () => {
          throw classifyHttpFailure({ status: 409, body: { Message: 'This estimate was withdrawn: the job request was canceled.' } });
        }),
        load: fromPromise<ProposalRead>(async () => ({ proposal: withdrawn, job: canceled })),
      },
    });
    renderInRouter(() => <Harness initial={{ proposal: PROPOSALS.open, job: JOBS.open }} runtime={{ logic, now: NOW }} onChanged={() => {}} />);
    await run.user.click(await screen.findByRole('button', { name: 'Accept & pay deposit $90.00' }));

    await waitFor(() => expect(statusText()).toContain(because));
    expect(alertText()).toContain('This estimate was withdrawn: the job request was canceled.');
    expect(statusText()).toContain('Withdrawn');
    expect(statusText()).not.toMatch(/declined/i);
    expect(screen.getByText('Withdrawn', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(acceptButton()).toBeNull();
  });

  it('read again later, says the same', async () => {
    run = freshRun();
    await mount({ proposal: withdrawn, job: canceled });
    await waitFor(() => expect(statusText()).toContain(because));
    expect(statusText()).not.toMatch(/declined/i);
  });

  it('says only that it was withdrawn when its job does not say why', async () => {
    run = freshRun();
    await mount({ proposal: withdrawn, job: JOBS.declined });
    await waitFor(() => expect(statusText()).toContain('This estimate was withdrawn.'));
    expect(statusText()).not.toMatch(/declined|canceled/i);
  });
});

describe('the decline dialog, set aside', () => {
  it.each([
    ['an open estimate', PROPOSALS.open, JOBS.open, 'Decline'],
    ['an estimate whose deposit is due', PROPOSALS.depositDue, JOBS.depositDue, 'Decline this estimate instead'],
    ["an estimate waiting while another's deposit is owed", PROPOSALS.open, JOBS.anotherOwed, 'Decline'],
  ] as const)('on %s, hands the focus back to the button that opened it', async (_, proposal, job, opener) => {
    run = freshRun();
    await mount({ proposal, job });
    await run.user.click(await screen.findByRole('button', { name: opener }));
    await screen.findByRole('dialog', { name: 'Decline this estimate?' });
    await run.user.keyboard('{Escape}');
    await dialogClosed();
    // A keyboard user goes on from where they were, not from the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: opener }));
  });
});

describe('an estimate with no deposit, accepted from the keyboard', () => {
  it('hands the focus to what the page now says, not to the top of the page', async () => {
    run = freshRun();
    const free = proposalFixture({ depositCents: 0, finalPaymentCents: 27991 });
    const accepted = proposalFixture({ depositCents: 0, finalPaymentCents: 27991, status: 'Accepted', acceptedAt: new Date(NOW).toISOString(), decidedAt: new Date(NOW).toISOString(), depositStatus: 'Paid' });
    const logic = proposalMachine.provide({
      actors: {
        decide: fromPromise<JobProposal, DecideInput>(async () => accepted),
        load: fromPromise<ProposalRead>(async () => ({ proposal: accepted, job: { ...JOBS.booked, facts: { ...JOBS.booked.facts, depositPaidCents: 0 } } })),
      },
    });
    renderInRouter(() => <Harness initial={{ proposal: free, job: waitingOn(free) }} runtime={{ logic, now: NOW }} onChanged={() => {}} />);
    const accept = await screen.findByRole('button', { name: 'Accept estimate' });
    accept.focus();
    await run.user.keyboard('{Enter}');

    await waitFor(() => expect(statusText()).toContain('Kowalski Carpentry is booked for this job.'));
    expect(screen.queryByRole('button', { name: 'Accept estimate' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
  });

  it('leaves the focus where it is when the page opens on a booked estimate', async () => {
    run = freshRun();
    await mount({ proposal: PROPOSALS.booked, job: JOBS.booked });
    await waitFor(() => expect(statusText()).toContain('Kowalski Carpentry is booked for this job.'));
    expect(document.activeElement).toBe(document.body);
  });
});

describe('an answer the server refused, in its words', () => {
  it.each([
    [
      'a Message over its Errors',
      { Message: 'The estimate was not accepted.', Errors: ['It is being revised.', 'Wait for the new one.'] },
      'The estimate was not accepted.',
      'It is being revised.\nWait for the new one.',
    ],
    ['a lowercase message under "Error"', { message: 'the proposal store is read-only' }, 'Error', 'the proposal store is read-only'],
  ])('shows %s, as spec section 8 words it, and what was not sent', async (_, body, title, detail) => {
    run = freshRun();
    const free = proposalFixture({ depositCents: 0, finalPaymentCents: 27991 });
    const logic = proposalMachine.provide({
      actors: {
        decide: fromPromise<JobProposal, DecideInput>(async () => {
          throw classifyHttpFailure({ status: 503, body });
        }),
      },
    });
    renderInRouter(() => <Harness initial={{ proposal: free, job: waitingOn(free) }} runtime={{ logic, now: NOW }} onChanged={() => {}} />);
    await run.user.click(await screen.findByRole('button', { name: 'Accept estimate' }));

    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe(title);
    expect(alert.querySelector('.MuiAlert-message')?.textContent).toBe(`${title}${detail}Your answer was not sent.`);
    expect(within(alert).getByText(detail, { collapseWhitespace: false, trim: false })).toBeTruthy();
  });
});
