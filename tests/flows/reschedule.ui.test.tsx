import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { classifyHttpFailure, FAILURE_MESSAGES } from '../../machines/api-failure';
import { rescheduleMachine } from '../../machines/reschedule.machine';
import { slotsOn } from '../../machines/visit-slots';
import { site } from '../../src/config/site';
import { RescheduleDialog } from '../../src/features/visits/RescheduleDialog';
import { formatPhone } from '../../src/lib/format';
import { assertFullCoverage, controllableActors, eventTypesOf, type StateChecks } from './model';
import { input, PAST_CUTOFF, paths, REASON, serializeState, SLOTS, type Snapshot, TAKEN, TIME_ZONE, WED_2, WEDNESDAY } from './reschedule.paths';
import { outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the reschedule model (reschedule.paths.ts) walked through the real dialog: what the
 * customer clicks and types, what the server answers (fake actors). After each step the dialog's
 * machine is where the model is; each state is checked by what the dialog shows.
 */

afterEach(cleanup);

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  screen: ReturnType<typeof screenActor>;
  rescheduled: number;
  closed: number;
}
let run: Run;

type Step = { event: AnyEventObject; state: Snapshot };
const dialog = () => within(screen.getByRole('dialog', { name: 'Reschedule your visit' }));
const click = (name: RegExp | string) => async () => run.user.click(dialog().getByRole('button', { name }));
const group = (name: RegExp) => within(dialog().getByRole('group', { name }));

const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {},
  'reschedule.chooseDay': async ({ event }) => {
    const label = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${event.day as string}T12:00:00Z`));
    await run.user.click(group(/^Day$/).getByRole('button', { name: label }));
  },
  'reschedule.chooseTime': async ({ event }) => {
    const slot = event.slot as { start: string; end: string };
    await run.user.click(group(/^Arrival window on/).getByRole('button', { name: `${clock(slot.start)} – ${clock(slot.end)}` }));
  },
  'reschedule.changeReason': async ({ event }) => run.user.type(dialog().getByLabelText(/Reason \(optional\)/), event.reason as string),
  'reschedule.back': click('Back'),
  'reschedule.confirm': click('Confirm new time'),
  'reschedule.retry': click('Try again'),
};
for (const type of eventTypesOf(paths)) {
  if (/^xstate\.(done|error)\.actor\./.test(type)) actions[type] = ({ event }) => outcome(() => run.fakes.settle(event));
}

const clock = (at: string) => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(at)).replace(/\u202f/g, ' ');
const alertText = () => dialog().getAllByRole('alert').map((a) => a.textContent).join(' ');
const dayButtons = () => group(/^Day$/).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
const timeButtons = () => group(/^Arrival window on/).getAllByRole('button').map((b) => b.textContent);

const checks: StateChecks<Snapshot> = {
  loading: () => expect(dialog().getByRole('status').textContent).toContain("Loading your contractor's free times"),
  loadFailed: () => {
    expect(alertText()).toContain('The free times could not be loaded.');
    expect(alertText()).toContain(FAILURE_MESSAGES.network);
  },
  'choosing.day': () => {
    expect(dialog().getByText(/Times are shown in your time zone \(America\/New York\)/)).toBeTruthy();
    expect(dayButtons()).toEqual([
      ['Wed, Dec 2', 'false'],
      ['Thu, Dec 3', 'false'],
    ]);
    expect(dialog().queryByRole('group', { name: /^Arrival window on/ })).toBeNull();
  },
  'choosing.time': (s) => {
    expect(dayButtons().find(([, pressed]) => pressed === 'true')?.[0]).toBe(s.context.day === '2026-12-02' ? 'Wed, Dec 2' : 'Thu, Dec 3');
    // The free times of the day as the machine has them now (fewer after one was taken).
    expect(timeButtons()).toEqual(slotsOn(s.context, s.context.day).map((slot) => `${clock(slot.start)} – ${clock(slot.end)}`));
    expect(timeButtons().length).toBeGreaterThan(0);
    expect(dialog().queryByRole('alert')).toBeNull();
  },
  'confirming.ready': (s) => {
    expect(dialog().getByText('Tuesday, December 1, 2026, 10:00 AM – 12:00 PM EST')).toBeTruthy();
    const chosen = s.context.chosen!.start === '2026-12-02T13:00:00.000Z' ? '8:00 AM – 10:00 AM' : '2:00 PM – 4:00 PM';
    expect(dialog().getByText(`Wednesday, December 2, 2026, ${chosen} EST`)).toBeTruthy();
    expect((dialog().getByLabelText(/Reason \(optional\)/) as HTMLTextAreaElement).value).toBe(s.context.reason ? REASON : '');
    expect((dialog().getByRole('button', { name: 'Confirm new time' }) as HTMLButtonElement).disabled).toBe(false);
    expect(dialog().queryByRole('alert')).toBeNull();
  },
  'confirming.failed': () => {
    expect(alertText()).toContain('Your visit may not have moved.');
    expect(alertText()).toContain(FAILURE_MESSAGES.network);
    expect((dialog().getByRole('button', { name: 'Confirm new time' }) as HTMLButtonElement).disabled).toBe(false);
  },
  saving: () => {
    const button = dialog().getByRole('button', { name: 'Moving your visit…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect((dialog().getByLabelText(/Reason \(optional\)/) as HTMLTextAreaElement).disabled).toBe(true);
  },
  conflict: () => {
    expect(alertText()).toContain(TAKEN);
    expect(alertText()).toContain('The times still free that day are below.');
    // The confirm button pressed is gone: the focus is on why (or where the user went since), not lost.
    const open = screen.getByRole('dialog', { name: 'Reschedule your visit' });
    expect(document.activeElement !== open && open.contains(document.activeElement)).toBe(true);
    // The same day stays chosen, with only the time still free.
    expect(dayButtons().find(([, pressed]) => pressed === 'true')?.[0]).toBe('Wed, Dec 2');
    expect(timeButtons()).toEqual(['8:00 AM – 10:00 AM']);
  },
  refused: () => {
    expect(alertText()).toContain(PAST_CUTOFF);
    expect(dialog().getByRole('link', { name: `Call ${formatPhone(site.phone)}` })).toBeTruthy();
    expect(run.rescheduled).toBe(0);
  },
  rescheduled: () => {
    expect(dialog().getByRole('status').textContent).toBe('Your visit is moved to Wednesday, December 2, 2026, 2:00 PM – 4:00 PM EST. We have told your contractor.');
    expect(run.rescheduled).toBe(1);
  },
};

describe('rescheduling a visit along the reschedule paths, in the dialog', { timeout: 60_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(rescheduleMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), fakes: controllableActors(rescheduleMachine), screen: screenActor(), rescheduled: 0, closed: 0 };
    const logic = rescheduleMachine.provide({ actors: run.fakes.actors });
    await act(async () =>
      render(
        <RescheduleDialog
          logic={logic}
          input={path.input!}
          timeZone={TIME_ZONE}
          inspect={run.screen.inspect}
          onClose={() => run.closed++}
          onRescheduled={() => run.rescheduled++}
        />,
      ),
    );
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.screen.snapshot() as Snapshot, serializeState }));
  });
});

describe('the reschedule dialog with the keyboard', () => {
  it('takes the focus to the reason once a time is chosen, where the next key press goes on', async () => {
    run = { user: userEvent.setup(), fakes: controllableActors(rescheduleMachine), screen: screenActor(), rescheduled: 0, closed: 0 };
    const logic = rescheduleMachine.provide({ actors: run.fakes.actors });
    await act(async () => render(<RescheduleDialog logic={logic} input={input} timeZone={TIME_ZONE} onClose={() => {}} onRescheduled={() => {}} />));
    await outcome(() => run.fakes.settle({ type: 'xstate.done.actor.loadAvailability', output: SLOTS }));
    const step = (event: AnyEventObject) => ({ event }) as unknown as Step;
    await actions['reschedule.chooseDay']!(step({ type: 'reschedule.chooseDay', day: WEDNESDAY }));
    await actions['reschedule.chooseTime']!(step({ type: 'reschedule.chooseTime', slot: WED_2 }));
    // The time buttons are gone: without this the focus falls to the dialog itself.
    expect(document.activeElement).toBe(dialog().getByLabelText(/Reason \(optional\)/));
  });
});

describe('the reschedule dialog, a move the server did not make, in its words', () => {
  it.each([
    [
      'a Message over its Errors',
      { Message: 'The visit was not moved.', Errors: ['The calendar is being synced.', 'Try again in a minute.'] },
      'The visit was not moved.',
      'The calendar is being synced.\nTry again in a minute.',
    ],
    ['a lowercase message under "Error"', { message: 'the calendar store is read-only' }, 'Error', 'the calendar store is read-only'],
  ])('shows %s, as spec section 8 words it, and that the visit did not move', async (_, body, title, detail) => {
    run = { user: userEvent.setup(), fakes: controllableActors(rescheduleMachine), screen: screenActor(), rescheduled: 0, closed: 0 };
    const logic = rescheduleMachine.provide({ actors: run.fakes.actors });
    await act(async () => render(<RescheduleDialog logic={logic} input={input} timeZone={TIME_ZONE} onClose={() => {}} onRescheduled={() => {}} />));
    await outcome(() => run.fakes.settle({ type: 'xstate.done.actor.loadAvailability', output: SLOTS }));
    const step = (event: AnyEventObject) => ({ event }) as unknown as Step;
    await actions['reschedule.chooseDay']!(step({ type: 'reschedule.chooseDay', day: WEDNESDAY }));
    await actions['reschedule.chooseTime']!(step({ type: 'reschedule.chooseTime', slot: WED_2 }));
    await click('Confirm new time')();
    await outcome(() => run.fakes.settle({ type: 'xstate.error.actor.reschedule', error: classifyHttpFailure({ status: 503, body }) }));

    const alert = dialog().getByRole('alert');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe(title);
    expect(within(alert).getByText(detail, { collapseWhitespace: false, trim: false })).toBeTruthy();
    expect(alert.textContent).toBe(`${title}${detail}Your visit was not moved.`);
  });
});
