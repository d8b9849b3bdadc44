import type { SnapshotFrom } from 'xstate';
import { type HelpMachine, helpMachine } from '../../machines/help.machine';
import { type ModelEvent, pathsFor } from './model';

/** The paths through the Help button's machine, walked through the button and its dialog (help.ui.test.tsx). */

export type Snapshot = SnapshotFrom<HelpMachine>;

export const WIDGET_ID = '12000000042';
export const widgetFailed = new Error('The help chat could not be loaded. Please try again or call us.');

export const events: ModelEvent<HelpMachine>[] = [
  { type: 'help.open' },
  { type: 'help.close' },
  { type: 'xstate.done.actor.openWidget' },
  { type: 'xstate.error.actor.openWidget', error: widgetFailed },
];

export const paths = pathsFor(helpMachine, {
  events,
  inputs: { 'help widget configured': { widgetConfigured: true }, 'no help widget': { widgetConfigured: false } },
});
