import { describe, expect, it } from 'vitest';
import { type FirstVisitInput, type FirstVisitMachine, firstVisitMachine } from '../../machines/first-visit.machine';
import { daysOf, slotsOn } from '../../machines/visit-slots';
import { booked, input, JOB_ID, MON_2, MON_8, MONDAY, NOT_NOW, paths, serializeState, type Snapshot, SLOTS, TAKEN, TOO_SOON, TUE_10, unanswered } from './first-visit.paths';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';

let driver: MachineDriver<FirstVisitMachine>;
/** What the path's dialog was opened with. */
let opened: FirstVisitInput | undefined;

const checks: StateChecks<Snapshot> = {
  loading: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(driver.fakes.inputOf('loadSlots')).toEqual({ jobRequestId: JOB_ID, from: input.from, to: input.to });
  },
  loadFailed: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.kind).toBe('network');
  },
  noFreeTime: (s) => {
    expect(s.status).toBe('done');
    expect(s.context.slots).toEqual([]);
    expect(s.context.error).toBeNull();
  },
  'choosing.day': (s) => {
    expect(s.hasTag('busy') || s.hasTag('error')).toBe(false);
    expect(daysOf(s.context)).toEqual(['2026-11-30', '2026-12-01']);
    expect(s.context.chosen).toBeNull();
  },
  'choosing.time': (s) => {
    expect(s.context.day).not.toBeNull();
    expect(slotsOn(s.context, s.context.day).length).toBeGreaterThan(0);
    expect(s.context.error).toBeNull();
  },
  'confirming.ready': (s) => {
    // A time on offer, or that of a booking left unanswered, which may hold it.
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
  booking: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.can({ type: 'firstVisit.confirm' })).toBe(false);
    expect(driver.fakes.inputOf('bookVisit')).toEqual({ jobRequestId: JOB_ID, slot: s.context.chosen, idempotencyKey: s.context.sent!.key });
    // The time of a booking left unanswered when the dialog last closed goes again under its key; any other, under a new one.
    expect(s.context.sent!.key === unanswered.key).toBe(opened?.sent?.slot.start === s.context.chosen?.start);
  },
  conflict: (s) => {
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error?.message).toBe(TAKEN);
    // The chosen day stays, with the times the server has free now; the taken one is gone.
    expect(s.context.day).toBe(MONDAY);
    expect(slotsOn(s.context, MONDAY)).toEqual([MON_8]);
    expect(s.can({ type: 'firstVisit.chooseTime', slot: MON_2 })).toBe(false);
    expect(s.context.slots).toHaveLength(SLOTS.length - 1);
    // Answered: nothing to hand back.
    expect(s.context.sent).toBeNull();
  },
  reloading: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // The refusal is kept while the times are read again, to be said with them.
    expect([NOT_NOW, TOO_SOON]).toContain(s.context.error?.message);
    expect(driver.fakes.inputOf('loadSlots')).toEqual({ jobRequestId: JOB_ID, from: input.from, to: input.to });
    expect(s.context.sent).toBeNull();
  },
  timeRefused: (s) => {
    expect(s.hasTag('error')).toBe(true);
    // The refusal's words, whichever they are (the cutoff's, on the journey that tells it).
    expect([NOT_NOW, TOO_SOON]).toContain(s.context.error?.message);
    // The times the server lists now, the refused one gone; the chosen day stays.
    expect(s.context.slots).toEqual([MON_8, TUE_10]);
    expect(s.context.day).toBe(MONDAY);
    expect(s.context.chosen).toBeNull();
    expect(s.can({ type: 'firstVisit.chooseTime', slot: MON_2 })).toBe(false);
    expect(s.can({ type: 'firstVisit.chooseTime', slot: MON_8 })).toBe(true);
    expect(s.context.sent).toBeNull();
  },
  refused: (s) => {
    expect(s.status).toBe('done');
    // The job takes no visit now, or the time refused is still listed (or nothing is): the server's words.
    expect([NOT_NOW, TOO_SOON]).toContain(s.context.error?.message);
    expect(s.context.sent).toBeNull();
  },
  booked: (s) => {
    expect(s.status).toBe('done');
    expect(s.context.result).toEqual(booked);
    expect(s.context.sent).toBeNull();
  },
};

describe('first-visit machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(firstVisitMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    opened = path.input;
    driver = machineDriver(firstVisitMachine, { input: path.input, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
