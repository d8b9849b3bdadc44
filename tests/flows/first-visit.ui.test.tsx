import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { firstVisitMachine } from '../../machines/first-visit.machine';
import { slotsOn } from '../../machines/visit-slots';
import { FirstVisitDialog } from '../../src/features/visits/FirstVisitDialog';
import { booked, input, MON_2, MONDAY, NOT_NOW, paths, serializeState, type Snapshot, TAKEN, TIME_ZONE, TOO_SOON } from './first-visit.paths';
import { assertFullCoverage, controllableActors, eventTypesOf, type StateChecks } from './model';
import { outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the first-visit model (first-visit.paths.ts) walked through the real dialog: what the
 * customer clicks, what the server answers (fake actors). After each step the dialog's machine is
 * where the model is; each state is checked by what the dialog shows.
 */

afterEach(cleanup);

const CONTRACTOR = "Dave's Carpentry";
const NO_FREE_TIME = "Dave's Carpentry has no free time in the next 4 weeks; we will call you by Friday, December 4 to find one.";

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  screen: ReturnType<typeof screenActor>;
  booked: number;
}
let run: Run;

type Step = { event: AnyEventObject; state: Snapshot };
const dialog = () => within(screen.getByRole('dialog', { name: 'Choose a time for your visit' }));
const click = (name: RegExp | string) => async () => run.user.click(dialog().getByRole('button', { name }));
const group = (name: RegExp) => within(dialog().getByRole('group', { name }));
const clock = (at: string) => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(at)).replace(/\u202f/g, ' ');

const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {},
  'firstVisit.chooseDay': async ({ event }) => {
    const label = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${event.day as string}T12:00:00Z`));
    await run.user.click(group(/^Day$/).getByRole('button', { name: label }));
  },
  'firstVisit.chooseTime': async ({ event }) => {
    const slot = event.slot as { start: string; end: string };
    await run.user.click(group(/^Arrival window on/).getByRole('button', { name: `${clock(slot.start)} – ${clock(slot.end)}` }));
  },
  'firstVisit.back': click('Back'),
  'firstVisit.confirm': click('Book this time'),
  'firstVisit.retry': click('Try again'),
};
for (const type of eventTypesOf(paths)) {
  if (/^xstate\.(done|error)\.actor\./.test(type)) actions[type] = ({ event }) => outcome(() => run.fakes.settle(event));
}

const alertText = () => dialog().getAllByRole('alert').map((a) => a.textContent).join(' ');
const dayButtons = () => group(/^Day$/).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
const timeButtons = () => group(/^Arrival window on/).getAllByRole('button').map((b) => b.textContent);
const closeOnly = () => expect(dialog().getAllByRole('button').map((b) => b.textContent).filter(Boolean)).toEqual(['Close']);

const checks: StateChecks<Snapshot> = {
  loading: () => expect(dialog().getByRole('status').textContent).toContain(`Loading ${CONTRACTOR}'s free times`),
  loadFailed: () => {
    expect(alertText()).toContain('The free times could not be loaded.');
    expect(alertText()).toContain(FAILURE_MESSAGES.network);
  },
  noFreeTime: () => {
    expect(alertText()).toBe(NO_FREE_TIME);
    expect(dialog().queryByRole('group')).toBeNull();
    closeOnly();
  },
  'choosing.day': () => {
    expect(dialog().getByText(/Times are shown in your time zone \(America\/New York\)/)).toBeTruthy();
    expect(dayButtons()).toEqual([
      ['Mon, Nov 30', 'false'],
      ['Tue, Dec 1', 'false'],
    ]);
    expect(dialog().queryByRole('group', { name: /^Arrival window on/ })).toBeNull();
  },
  'choosing.time': (s) => {
    expect(dayButtons().find(([, pressed]) => pressed === 'true')?.[0]).toBe(s.context.day === '2026-11-30' ? 'Mon, Nov 30' : 'Tue, Dec 1');
    expect(timeButtons()).toEqual(slotsOn(s.context, s.context.day).map((slot) => `${clock(slot.start)} – ${clock(slot.end)}`));
    expect(timeButtons().length).toBeGreaterThan(0);
    expect(dialog().queryByRole('alert')).toBeNull();
  },
  'confirming.ready': (s) => {
    const chosen = s.context.chosen!.start === '2026-11-30T13:00:00.000Z' ? '8:00 AM – 10:00 AM' : '2:00 PM – 4:00 PM';
    expect(dialog().getByText(`Monday, November 30, 2026, ${chosen} EST`)).toBeTruthy();
    expect(dialog().getByText('You can move it online until 24 hours before it starts.')).toBeTruthy();
    expect((dialog().getByRole('button', { name: 'Book this time' }) as HTMLButtonElement).disabled).toBe(false);
    expect(dialog().queryByRole('alert')).toBeNull();
  },
  'confirming.failed': () => {
    expect(alertText()).toContain('Your visit may not be booked.');
    expect(alertText()).toContain(FAILURE_MESSAGES.network);
    expect((dialog().getByRole('button', { name: 'Book this time' }) as HTMLButtonElement).disabled).toBe(false);
  },
  booking: () => {
    expect((dialog().getByRole('button', { name: 'Booking your visit…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((dialog().getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  },
  conflict: () => {
    expect(alertText()).toContain(TAKEN);
    expect(alertText()).toContain('The times still free that day are below.');
    // The confirm button pressed is gone: the focus is on why (or where the user went since), not lost.
    const open = screen.getByRole('dialog', { name: 'Choose a time for your visit' });
    expect(document.activeElement !== open && open.contains(document.activeElement)).toBe(true);
    expect(dayButtons().find(([, pressed]) => pressed === 'true')?.[0]).toBe('Mon, Nov 30');
    expect(timeButtons()).toEqual(['8:00 AM – 10:00 AM']);
  },
  reloading: (s) => {
    expect(alertText()).toContain(s.context.error!.message);
    expect(dialog().getByRole('status').textContent).toContain(`Loading ${CONTRACTOR}'s free times`);
  },
  timeRefused: (s) => {
    // Why (the cutoff's words, on the journey that tells it), then the times left to choose from, rather than only Close.
    expect([NOT_NOW, TOO_SOON]).toContain(s.context.error!.message);
    expect(alertText()).toContain(s.context.error!.message);
    expect(alertText()).toContain('The times still free that day are below.');
    expect(dayButtons()).toEqual([
      ['Mon, Nov 30', 'true'],
      ['Tue, Dec 1', 'false'],
    ]);
    expect(timeButtons()).toEqual(['8:00 AM – 10:00 AM']);
    const open = screen.getByRole('dialog', { name: 'Choose a time for your visit' });
    expect(document.activeElement !== open && open.contains(document.activeElement)).toBe(true);
    expect(dialog().getAllByRole('button').map((b) => b.textContent)).toContain('Not now');
  },
  refused: (s) => {
    expect([NOT_NOW, TOO_SOON]).toContain(s.context.error!.message);
    expect(alertText()).toContain(s.context.error!.message);
    expect(run.booked).toBe(0);
    closeOnly();
  },
  booked: () => {
    expect(dialog().getByRole('status').textContent).toBe(`Your visit is booked for Monday, November 30, 2026, 2:00 PM – 4:00 PM EST. We have told ${CONTRACTOR}.`);
    expect(run.booked).toBe(1);
  },
};

describe('choosing the first visit along the first-visit paths, in the dialog', { timeout: 60_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(firstVisitMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), fakes: controllableActors(firstVisitMachine), screen: screenActor(), booked: 0 };
    const logic = firstVisitMachine.provide({ actors: run.fakes.actors });
    await act(async () =>
      render(
        <FirstVisitDialog
          logic={logic}
          input={path.input!}
          contractorName={CONTRACTOR}
          noFreeTime={NO_FREE_TIME}
          timeZone={TIME_ZONE}
          inspect={run.screen.inspect}
          onClose={() => {}}
          onBooked={() => run.booked++}
        />,
      ),
    );
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.screen.snapshot() as Snapshot, serializeState }));
  });
});

describe('the first-visit dialog with the keyboard', () => {
  it('takes the focus to "Book this time" once a time is chosen, and to Close once it is booked', async () => {
    run = { user: userEvent.setup(), fakes: controllableActors(firstVisitMachine), screen: screenActor(), booked: 0 };
    const logic = firstVisitMachine.provide({ actors: run.fakes.actors });
    await act(async () =>
      render(<FirstVisitDialog logic={logic} input={input} contractorName={CONTRACTOR} noFreeTime={NO_FREE_TIME} timeZone={TIME_ZONE} onClose={() => {}} onBooked={() => run.booked++} />),
    );
    await actions['xstate.done.actor.loadSlots']!({ event: { type: 'xstate.done.actor.loadSlots', output: [MON_2] } } as unknown as Step);
    await actions['firstVisit.chooseDay']!({ event: { type: 'firstVisit.chooseDay', day: MONDAY } } as unknown as Step);
    await actions['firstVisit.chooseTime']!({ event: { type: 'firstVisit.chooseTime', slot: MON_2 } } as unknown as Step);
    // The time buttons are gone and the step has no field: without this the focus falls to the dialog itself.
    expect(document.activeElement).toBe(dialog().getByRole('button', { name: 'Book this time' }));

    await run.user.keyboard('{Enter}');
    await actions['xstate.done.actor.bookVisit']!({ event: { type: 'xstate.done.actor.bookVisit', output: booked } } as unknown as Step);
    expect(run.booked).toBe(1);
    // The Close button of the step, not the title bar's icon of the same name.
    expect(document.activeElement).toBe(dialog().getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close'));
  });
});

describe('the first-visit dialog of a contractor whose name ends in s', () => {
  it('names their free times with the apostrophe alone', async () => {
    const logic = firstVisitMachine.provide({ actors: controllableActors(firstVisitMachine).actors });
    await act(async () =>
      render(<FirstVisitDialog logic={logic} input={input} contractorName="MetroWest Mini Split Pros" noFreeTime={NO_FREE_TIME} timeZone={TIME_ZONE} onClose={() => {}} onBooked={() => {}} />),
    );
    expect(dialog().getByRole('status').textContent).toBe("Loading MetroWest Mini Split Pros' free times…");
  });
});

describe('the first-visit dialog of a contractor whose name ends in a period', () => {
  it('says whom it told with one period, not two', async () => {
    run = { user: userEvent.setup(), fakes: controllableActors(firstVisitMachine), screen: screenActor(), booked: 0 };
    const logic = firstVisitMachine.provide({ actors: run.fakes.actors });
    await act(async () =>
      render(<FirstVisitDialog logic={logic} input={input} contractorName="Hopkinton Roofing Co." noFreeTime={NO_FREE_TIME} timeZone={TIME_ZONE} onClose={() => {}} onBooked={() => run.booked++} />),
    );
    await actions['xstate.done.actor.loadSlots']!({ event: { type: 'xstate.done.actor.loadSlots', output: [MON_2] } } as unknown as Step);
    await actions['firstVisit.chooseDay']!({ event: { type: 'firstVisit.chooseDay', day: MONDAY } } as unknown as Step);
    await actions['firstVisit.chooseTime']!({ event: { type: 'firstVisit.chooseTime', slot: MON_2 } } as unknown as Step);
    await run.user.keyboard('{Enter}');
    await actions['xstate.done.actor.bookVisit']!({ event: { type: 'xstate.done.actor.bookVisit', output: booked } } as unknown as Step);
    expect(dialog().getByRole('status').textContent).toBe('Your visit is booked for Monday, November 30, 2026, 2:00 PM – 4:00 PM EST. We have told Hopkinton Roofing Co.');
  });
});
