import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { helpMachine } from '../../machines/help.machine';
import HelpButton from '../../src/features/help/HelpButton';
import { paths, type Snapshot, WIDGET_ID, widgetFailed } from './help.paths';
import { assertFullCoverage, controllableActors, defaultSerializeState, eventTypesOf, type StateChecks } from './model';
import { outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the Help button's model (help.paths.ts) walked through the real button: with a help
 * widget configured (its loading held and settled as the path says) and without one (the contact
 * dialog opens, closes, and opens again with what was typed still there).
 */

afterEach(cleanup);

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  actor: ReturnType<typeof screenActor>;
  reported: ReturnType<typeof vi.fn<(params: unknown) => void>>;
  lastEvent?: string;
}
let run: Run;
let widgetId: string;

const helpButton = () => screen.getByRole('button', { name: 'Help' }) as HTMLButtonElement;
const NOTE = 'Is there parking for the van?';

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    const logic = helpMachine.provide({ actors: run.fakes.actors, actions: { reportUnavailable: (_, params) => run.reported(params) } });
    render(<HelpButton widgetId={widgetId} logic={logic} inspect={run.actor.inspect} />);
    // The machine starts when the visitor first comes to the button.
    await run.user.hover(helpButton());
    await waitFor(() => run.actor.snapshot());
  },
  'help.open': async () => {
    await run.user.click(helpButton());
    // The first opening writes in the form, so a later one can show it was kept.
    if (!widgetId && run.lastEvent === 'xstate.init') await run.user.type(await screen.findByLabelText(/message/i, {}, { timeout: 10_000 }), NOTE);
  },
  // The dialog's own Close button (the corner icon has the same name).
  'help.close': () => run.user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!),
  'xstate.done.actor.openWidget': ({ event }) => outcome(() => run.fakes.settle(event)),
  'xstate.error.actor.openWidget': ({ event }) => outcome(() => run.fakes.settle(event)),
};
const tracked = Object.fromEntries(
  Object.entries(actions).map(([type, act]) => [
    type,
    async (step: Step) => {
      await act(step);
      run.lastEvent = type;
    },
  ]),
);

const checks: StateChecks<Snapshot> = {
  idle: () => {
    expect(helpButton().disabled).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    if (run.lastEvent === 'xstate.error.actor.openWidget') expect(run.reported).toHaveBeenCalledWith({ error: widgetFailed });
    else expect(run.reported).not.toHaveBeenCalled();
  },
  openingWidget: () => {
    expect(helpButton().disabled).toBe(true);
    expect(run.fakes.calls('openWidget')).toBeGreaterThan(0);
  },
  contactOpen: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'How can we help?' }, { timeout: 10_000 });
    expect(dialog).toBeTruthy();
    expect((screen.getByLabelText(/message/i) as HTMLTextAreaElement).value).toBe(NOTE);
    expect(run.fakes.calls('openWidget')).toBe(0);
  },
  contactClosed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(helpButton().disabled).toBe(false);
  },
};

describe('the Help button along its paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(helpMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    widgetId = path.input?.widgetConfigured ? WIDGET_ID : '';
    run = { user: userEvent.setup(), fakes: controllableActors(helpMachine), actor: screenActor(), reported: vi.fn() };
    await path.test(screenPathParams({ actions: tracked, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState: defaultSerializeState }));
  });
});

describe('the Help button before its machine has started', () => {
  const machineStarted = (actor: ReturnType<typeof screenActor>) => {
    try {
      return Boolean(actor.snapshot());
    } catch {
      return false;
    }
  };

  it('starts its machine only when the button is first reached, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    for (const reach of [() => user.hover(helpButton()), () => user.tab()]) {
      const actor = screenActor();
      render(<HelpButton widgetId="" inspect={actor.inspect} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(machineStarted(actor)).toBe(false);
      expect(helpButton().disabled).toBe(false);
      await reach();
      await waitFor(() => expect(machineStarted(actor)).toBe(true));
      expect(actor.snapshot().value).toBe('idle');
      cleanup();
    }
  });

  it('opens help on a first press that nothing came before', async () => {
    const actor = screenActor();
    render(<HelpButton widgetId="" inspect={actor.inspect} />);
    fireEvent.click(helpButton());
    expect(await screen.findByRole('dialog', { name: 'How can we help?' }, { timeout: 10_000 })).toBeTruthy();
    expect(actor.snapshot().value).toBe('contactOpen');
  });
});
