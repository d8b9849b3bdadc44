import { describe, expect, it } from 'vitest';
import { type RescheduleInput, type RescheduleMachine, rescheduleMachine } from '../../machines/reschedule.machine';
import { daysOf, slotsOn } from '../../machines/visit-slots';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';
import { APPOINTMENT_ID, CURRENT, input, moved, PAST_CUTOFF, paths, REASON, serializeState, type Snapshot, SLOTS, TAKEN, unanswered, WED_2, WED_8, WEDNESDAY } from './reschedule.paths';

let driver: MachineDriver<RescheduleMachine>;
/** What the path's dialog was opened with. */
let opened: RescheduleInput | undefined;

const checks: StateChecks<Snapshot> = {
  loading: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('loadAvailability')).toEqual({ appointmentId: APPOINTMENT_ID, from: input.from, to: input.to });
  },
  loadFailed: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.kind).toBe('network');
  },
  'choosing.day': (s) => {
    expect(s.hasTag('busy') || s.hasTag('error')).toBe(false);
    expect(daysOf(s.context)).toEqual(['2026-12-02', '2026-12-03']);
    expect(s.context.chosen).toBeNull();
  },
  'choosing.time': (s) => {
    expect(s.context.day).not.toBeNull();
    expect(slotsOn(s.context, s.context.day).length).toBeGreaterThan(0);
    expect(s.context.error).toBeNull();
  },
  'confirming.ready': (s) => {
    expect(s.context.current).toEqual(CURRENT);
    // A time on offer, or that of a move left unanswered, which may hold it.
    expect([...slotsOn(s.context, s.context.day), s.context.sent?.slot]).toContainEqual(s.context.chosen);
    expect(s.hasTag('error')).toBe(false);
  },
  'confirming.failed': (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.kind).toBe('network');
    expect(s.context.chosen).not.toBeNull();
    // Unanswered: kept, and handed back if the dialog closes now.
    expect(s.context.sent?.slot).toEqual(s.context.chosen);
  },
  saving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.can({ type: 'reschedule.confirm' })).toBe(false);
    expect(driver.fakes.inputOf('reschedule')).toEqual({ appointmentId: APPOINTMENT_ID, slot: s.context.chosen, reason: s.context.reason ? REASON : '', idempotencyKey: s.context.sent!.key });
    // The move left unanswered when the dialog last closed goes again under its key; any other, under a new one.
    expect(s.context.sent!.key === unanswered.key).toBe(opened?.sent?.slot.start === s.context.chosen?.start && opened?.sent?.reason === s.context.reason);
  },
  conflict: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.message).toBe(TAKEN);
    // The chosen day stays, with the times the server has free now; the taken one is gone.
    expect(s.context.day).toBe(WEDNESDAY);
    expect(slotsOn(s.context, WEDNESDAY)).toEqual([WED_8]);
    expect(s.can({ type: 'reschedule.chooseTime', slot: WED_2 })).toBe(false);
    expect(s.context.slots).toHaveLength(SLOTS.length - 1);
    // Answered: nothing to hand back.
    expect(s.context.sent).toBeNull();
  },
  refused: (s) => {
    expect(s.status).toBe('done');
    expect(s.context.error?.message).toBe(PAST_CUTOFF);
    expect(s.context.sent).toBeNull();
  },
  rescheduled: (s) => {
    expect(s.status).toBe('done');
    expect(s.context.result).toEqual(moved);
    expect(s.context.sent).toBeNull();
  },
};

describe('reschedule machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(rescheduleMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    opened = path.input;
    driver = machineDriver(rescheduleMachine, { input: path.input, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
