import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { MAX_TIMER_MS, type ProposalMachine, proposalMachine } from '../../machines/proposal.machine';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { inputs, NOW, paths, PROPOSALS, proposalFixture, REFUSED, serializeState, type Snapshot } from './proposal.paths';

let driver: MachineDriver<ProposalMachine>;

const checks: StateChecks<Snapshot> = {
  viewing: (s) => {
    expect(s.context.proposal.status).toBe('Pending');
    expect(s.context.proposal.acceptedAt).toBeNull();
    expect(s.can({ type: 'proposal.accept' })).toBe(true);
    expect(s.hasTag('busy')).toBe(false);
  },
  confirmingDecline: (s) => {
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
    expect(s.can({ type: 'proposal.decline' })).toBe(true);
  },
  deciding: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    const sent = driver.fakes.inputOf('decide');
    expect([{ decision: 'Accept' }, { decision: 'Decline', reason: 'Too expensive' }]).toContainEqual(sent);
  },
  failed: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.message).toBe(FAILURE_MESSAGES.network);
  },
  reloading: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.notice).toBe(REFUSED.message);
  },
  outOfDate: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
  },
  'accepted.depositDue': (s) => {
    expect(s.context.proposal.acceptedAt).not.toBeNull();
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
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
  expired: (s) => {
    expect(s.can({ type: 'proposal.accept' })).toBe(false);
    expect(s.can({ type: 'proposal.startDecline' })).toBe(true);
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

describe('validUntil on the clock', () => {
  it('expires an open estimate the moment its validUntil passes, not before', () => {
    const clock = new SimulatedClock();
    const actor = createActor(proposalMachine, { input: inputs['an estimate valid another hour']!, clock });
    actor.start();
    clock.increment(3_600_000 - 1);
    expect(actor.getSnapshot().value).toBe('viewing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });

  it('counts a validity longer than a browser timer in stretches', () => {
    const clock = new SimulatedClock();
    const fortyDays = 40 * 86_400_000;
    const actor = createActor(proposalMachine, { input: { proposal: proposalFixture({ validUntil: new Date(NOW + fortyDays).toISOString() }), now: NOW }, clock });
    actor.start();
    clock.increment(MAX_TIMER_MS);
    clock.increment(fortyDays - MAX_TIMER_MS - 1000);
    expect(actor.getSnapshot().value).toBe('viewing');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });

  it('starts expired when validUntil passed before the page opened', () => {
    const actor = createActor(proposalMachine, { input: { proposal: proposalFixture({ validUntil: new Date(NOW - 1).toISOString() }), now: NOW } });
    actor.start();
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });

  it('shows a proposal changed elsewhere as it now is', () => {
    const actor = createActor(proposalMachine, { input: inputs['an open estimate']! });
    actor.start();
    actor.send({ type: 'proposal.changed', proposal: PROPOSALS.otherAccepted, now: NOW });
    expect(actor.getSnapshot().value).toBe('declined');
    actor.stop();
  });
});
