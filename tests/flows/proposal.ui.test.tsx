import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { JobProposal } from '../../contract/proposals';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { proposalMachine } from '../../machines/proposal.machine';
import { ProposalPage, type ProposalRuntime } from '../../src/features/proposals/ProposalPage';
import { withoutScrolling } from '../../src/test/app';
import { renderInRouter } from '../../src/test/job-pages';
import { assertFullCoverage, eventTypesOf, type StateChecks } from './model';
import { NOW, paths, PROPOSALS, REFUSED, serializeState, type Snapshot } from './proposal.paths';
import { machineSteps, outcome, type ScreenRun, screenPathParams, screenRun, textOfAll } from './ui';

/**
 * The paths of the proposal model (proposal.paths.ts) walked through the real estimate page: what the
 * customer clicks, what the server answers (fake actors), the page reading the proposal again (a new
 * proposal from its route), time passing (simulated clock). After each step the page's machine is in
 * the model's state, and each state is checked by what the page shows.
 */

beforeAll(withoutScrolling);
afterEach(cleanup);

interface Run extends ScreenRun {
  /** The route's answer when the page reads the proposal again. */
  setProposal?: (proposal: JobProposal) => void;
  changed: number;
  /** The customer pressed Accept on this page. */
  accepted: boolean;
}
let run: Run;

/** The estimate page as its route shows it: the proposal the route read last, read again on `onChanged`. */
function Harness({ initial, runtime, onChanged }: { initial: JobProposal; runtime: ProposalRuntime; onChanged: () => void }) {
  const [proposal, setProposal] = useState(initial);
  run.setProposal = setProposal;
  return (
    <ProposalPage
      proposal={proposal}
      jobName="Sticking back door"
      onChanged={onChanged}
      runtime={runtime}
      renderDeposit={({ autoStart }) => <p data-testid="deposit-step">{autoStart ? 'Deposit step, card asked at once' : 'Deposit step, waiting for Pay'}</p>}
    />
  );
}

async function mount(initial: JobProposal, onChanged = () => void run.changed++) {
  const runtime: ProposalRuntime = { logic: proposalMachine.provide({ actors: run.fakes.actors }), clock: run.clock, inspect: run.screen.inspect, now: NOW };
  renderInRouter(() => <Harness initial={initial} runtime={runtime} onChanged={onChanged} />);
  await screen.findByRole('heading', { level: 1, name: 'Estimate from Kowalski Carpentry' });
}

const freshRun = (): Run => ({ ...screenRun(proposalMachine), changed: 0, accepted: false });

const click = (name: RegExp | string) => async () => run.user.click(await screen.findByRole('button', { name }));
const dialog = () => screen.getByRole('dialog', { name: 'Decline this estimate?' });
const acceptButton = () => screen.queryByRole('button', { name: 'Accept & pay deposit $90.00' }) as HTMLButtonElement | null;
const alertText = () => textOfAll('alert');
const statusText = () => textOfAll('status');

/** The decline dialog has closed (its closing transition over): the page is no longer hidden behind it. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async ({ state }) => mount(state.context.proposal),
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
  // The route read the proposal again (a payment went through, the tab came back): the page gets the new one.
  'proposal.changed': ({ event }) => outcome(() => run.setProposal!(event.proposal as JobProposal)),
  ...machineSteps(proposalMachine, paths, () => run),
};

const checks: StateChecks<Snapshot> = {
  viewing: async () => {
    await dialogClosed();
    expect(acceptButton()?.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByText(/Accepting asks a deposit of \$90\.00 by card now/)).toBeTruthy();
  },
  confirmingDecline: () => {
    expect(within(dialog()).getByText(/Kowalski Carpentry is told you declined/)).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Decline estimate' })).toBeTruthy();
  },
  deciding: (s) => {
    if (s.context.decision?.decision === 'Accept') expect(acceptButton()?.disabled).toBe(true);
    else {
      expect((within(dialog()).getByRole('button', { name: 'Decline estimate' }) as HTMLButtonElement).disabled).toBe(true);
      expect(run.fakes.inputOf('decide')).toEqual({ decision: 'Decline', reason: 'Too expensive' });
    }
  },
  failed: async (s) => {
    await dialogClosed();
    expect(alertText()).toContain(`${s.context.decision?.decision === 'Decline' ? 'Your decline was not sent.' : 'Your answer was not sent.'} ${FAILURE_MESSAGES.network}`);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    // Nothing else to press until the answer is sent again or set aside.
    expect(acceptButton()?.disabled ?? true).toBe(true);
  },
  reloading: async () => {
    await dialogClosed();
    // The server's word why, and no button while the estimate is read again.
    expect(alertText()).toContain(REFUSED.message);
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
    // Accepted here: the card is asked at once; found accepted when the page opened: it waits for Pay.
    expect(screen.getByTestId('deposit-step').textContent).toBe(run.accepted ? 'Deposit step, card asked at once' : 'Deposit step, waiting for Pay');
    expect(acceptButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline this estimate instead' })).toBeTruthy();
  },
  'accepted.booked': async () => {
    await dialogClosed();
    expect(statusText()).toContain('Accepted');
    expect(statusText()).toContain('Kowalski Carpentry is booked for this job and your deposit of $90.00 is paid.');
    expect(acceptButton()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Decline/ })).toBeNull();
  },
  declined: async (s) => {
    await dialogClosed();
    expect(statusText()).toContain('Declined');
    expect(statusText()).toContain(s.context.proposal.declineReason ?? 'You declined this estimate.');
    // Decided elsewhere (the server's 409): the word why stays above the real state.
    if (s.context.notice) expect(alertText()).toContain(REFUSED.message);
    expect(acceptButton()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Decline/ })).toBeNull();
  },
  expired: async () => {
    await dialogClosed();
    expect(statusText()).toContain('This estimate has expired');
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
    await mount(PROPOSALS.open, () => {
      run.changed++;
      run.setProposal!(PROPOSALS.otherAccepted);
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
