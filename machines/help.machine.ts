import { fromPromise, setup } from 'xstate';

/**
 * The floating Help button (spec section 1; ARCHITECTURE.md "embedded defaults"). With a help-widget
 * id configured it opens the Freshworks widget, loading its script on the first click; without one it
 * opens the contact dialog, which stays mounted once opened so what was typed survives closing it.
 *
 * Provide in `src/`: the actor `openWidget` (loads and opens the widget; throws an `Error` whose
 * message says what to do) and the action `reportUnavailable` (a toast with that message).
 */

export interface HelpInput {
  /** A help-widget id is configured. */
  widgetConfigured: boolean;
}

export type HelpEvent = { type: 'help.open' } | { type: 'help.close' };

export const helpMachine = setup({
  types: {
    context: {} as HelpInput,
    events: {} as HelpEvent,
    input: {} as HelpInput,
  },
  actors: {
    openWidget: fromPromise<void>(() => Promise.reject(new Error('openWidget is not provided'))),
  },
  actions: {
    /** Say that help could not open, and why. */
    reportUnavailable: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isWidgetConfigured: ({ context }) => context.widgetConfigured,
  },
}).createMachine({
  id: 'help',
  meta: { screens: 'Every page: the Help button, the help widget or the contact dialog' },
  description: 'The Help button: the help widget when one is configured, otherwise the contact dialog (spec section 1).',
  context: ({ input }) => ({ widgetConfigured: input.widgetConfigured }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Only the button; nothing of the widget or the dialog is loaded yet.',
      on: {
        'help.open': [{ guard: 'isWidgetConfigured', target: 'openingWidget' }, { target: 'contactOpen' }],
      },
    },
    openingWidget: {
      description: 'The widget script loads on the first click; the button waits meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'openWidget',
        src: 'openWidget',
        onDone: 'idle',
        onError: {
          description: 'The widget could not load (blocked, offline): a message says so and the button works again.',
          target: 'idle',
          actions: { type: 'reportUnavailable', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    contactOpen: {
      description: 'The contact dialog with its form.',
      on: { 'help.close': 'contactClosed' },
    },
    contactClosed: {
      description: 'The dialog is hidden but kept, with whatever was typed in it.',
      on: { 'help.open': 'contactOpen' },
    },
  },
});

export type HelpMachine = typeof helpMachine;
