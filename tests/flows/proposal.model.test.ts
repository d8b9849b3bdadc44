import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { type DecideInput, MAX_TIMER_MS, proposalChoices, type ProposalMachine, proposalMachine } from '../../machines/proposal.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { inputs, JOBS, NOW, paths, PROPOSALS, proposalFixture, REFUSED, serializeState, type Snapshot, waitingOn } from './proposal.paths';

const ANOTHER_OWED = 'You already accepted an estimate for this job, and its deposit is waiting. Pay it, or decline that estimate first.';

let driver: MachineDriver<ProposalMachine>;

const checks: StateChecks<Snapshot> = {
  viewing: (s) => {
    expect(s.context.proposal.status).toBe('Pending');
    expect(s.context.proposal.acceptedAt).toBeNull();
    expect(s.can({ type: 'proposal.accept' })).toBe(true);
    expect(proposalChoices(s.context).accept).toEqual({ allowed: true, reason: null });
    expect(s.hasTag('busy')).toBe(false);
  },
  confirmingDecline: (s) => {
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
    expect(s.can({ type: 'proposal.decline' })).toBe(true);
  },
  deciding: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    const { idempotencyKey, ...sent } = driver.fakes.inputOf('decide') as DecideInput;
    expect([{ decision: 'Accept' }, { decision: 'Decline', reason: 'Too expensive' }]).toContainEqual(sent);
    expect(idempotencyKey).toBe(s.context.sent!.key);
  },
  failed: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.message).toBe(FAILURE_MESSAGES.network);
  },
  reloading: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // Read again after the server's 409 (its reason kept), or after a decision, whose job changed with it.
    expect(s.context.notice).toBe(driver.steps.at(-1)!.type === 'xstate.error.actor.decide' ? REFUSED.message : null);
  },
  outOfDate: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
  },
  'accepted.depositDue': (s) => {
    expect(s.context.proposal.acceptedAt).not.toBeNull();
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
    expect(proposalChoices(s.context).payDeposit.allowed).toBe(true);
    // Accepted here: the deposit payment starts at once; found so on a page load, it waits for Pay.
    const started = driver.actions.filter((a) => a.type === 'startDepositPayment').length;
    if (!driver.steps.some((e) => e.type === 'xstate.done.actor.decide')) expect(started).toBe(0);
    else if (driver.steps.filter((e) => e.type === 'proposal.accept').length > 0) expect(started).toBe(1);
    else expect(started).toBe(0);
  },
  'accepted.booked': (s) => {
    expect(s.can({ type: 'proposal.startDecline' })).toBe(false);
    expect(s.context.proposal.status).toBe('Accepted');
  },
  declined: (s) => {
    expect(s.status).toBe('done');
    expect(s.context.proposal.status).toBe('Declined');
    // A 409 on the way here: the server's reason stays above the real state.
    if (driver.steps.some((e) => e.type === 'xstate.error.actor.decide')) expect(s.context.notice).toBe(REFUSED.message);
  },
  heldBack: (s) => {
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
    expect(s.can({ type: 'proposal.startDecline' })).toBe(true);
    // The lifecycle machine's reason: another estimate's deposit waits, or this one ran out.
    const { reason } = proposalChoices(s.context).accept;
    if (s.context.job.facts.owed.depositCents > 0) expect(reason).toBe(ANOTHER_OWED);
    else expect(reason).toMatch(/^This estimate expired on \w+ \d+, \d{4} and can no longer be accepted\. Decline it, and we look for another contractor near you\.$/);
  },
};

describe('proposal machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(proposalMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(proposalMachine, { input: path.input!, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});

describe('validUntil on the clock, as the lifecycle machine reads it', () => {
  const valid = (validUntil: string) => {
    const proposal = proposalFixture({ validUntil });
    return { proposal, job: waitingOn(proposal), now: NOW };
  };

  it('takes an acceptance up to the moment of validUntil itself, and none from the millisecond after', () => {
    const clock = new SimulatedClock();
    const actor = createActor(proposalMachine, { input: inputs['an estimate valid another hour']!, clock });
    actor.start();
    clock.increment(3_600_000);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().can({ type: 'proposal.accept' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('heldBack');
    expect(proposalChoices(actor.getSnapshot().context).accept.reason).toMatch(/^This estimate expired on /);
    actor.stop();
  });

  it('counts a validity longer than a browser timer in stretches', () => {
    const clock = new SimulatedClock();
    const fortyDays = 40 * 86_400_000;
    const actor = createActor(proposalMachine, { input: valid(new Date(NOW + fortyDays).toISOString()), clock });
    actor.start();
    clock.increment(MAX_TIMER_MS);
    clock.increment(fortyDays - MAX_TIMER_MS);
    expect(actor.getSnapshot().value).toBe('viewing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('heldBack');
    actor.stop();
  });

  it('starts held back when validUntil passed before the page opened', () => {
    const actor = createActor(proposalMachine, { input: valid(new Date(NOW - 1).toISOString()) });
    actor.start();
    expect(actor.getSnapshot().value).toBe('heldBack');
    actor.stop();
  });
});

describe('what the job allows', () => {
  it("offers no Accept for an estimate while another of the job's estimates waits for its deposit, and says why; Decline stays", () => {
    const actor = createActor(proposalMachine, { input: inputs["an estimate waiting while another's deposit is owed"]! });
    actor.start();
    expect(actor.getSnapshot().value).toBe('heldBack');
    expect(proposalChoices(actor.getSnapshot().context)).toEqual({
      accept: { allowed: false, reason: ANOTHER_OWED },
      decline: { allowed: true, reason: null },
      payDeposit: { allowed: false, reason: null },
      visit: false,
    });
    actor.send({ type: 'proposal.accept' });
    expect(actor.getSnapshot().value).toBe('heldBack');
    actor.stop();
  });

  it('offers Accept again once that deposit is no longer waited for', () => {
    const actor = createActor(proposalMachine, { input: inputs["an estimate waiting while another's deposit is owed"]! });
    actor.start();
    actor.send({ type: 'proposal.changed', proposal: PROPOSALS.open, job: JOBS.open, now: NOW });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.stop();
  });

  it('shows a proposal changed elsewhere as it now is', () => {
    const actor = createActor(proposalMachine, { input: inputs['an open estimate']! });
    actor.start();
    actor.send({ type: 'proposal.changed', proposal: PROPOSALS.otherAccepted, job: JOBS.booked, now: NOW });
    expect(actor.getSnapshot().value).toBe('declined');
    actor.stop();
  });
});
