import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { type HelpMachine, helpMachine } from '../../../machines/help.machine';
import { openHelpWidget } from '../../lib/help-widget';
import { showError } from '../../lib/toast';

/** The help machine opening the Freshworks widget with this id. */
const helpLogic = (widgetId: string) =>
  helpMachine.provide({
    actors: { openWidget: fromPromise(() => openHelpWidget(widgetId)) },
    actions: { reportUnavailable: (_, { error }) => showError('Help is unavailable', (error as Error).message) },
  });

/**
 * The Help button's actor, started. Building the machine and starting its actor took one task of
 * 60–80 ms on a slowed phone as every page was drawn, for a button most visitors never press: the
 * button loads this module and starts the actor when it is first pointed at, focused or pressed.
 */
export function startHelp({ widgetId, logic, inspect }: { widgetId: string; logic?: HelpMachine | undefined; inspect?: ((event: InspectionEvent) => void) | undefined }) {
  return createActor(logic ?? helpLogic(widgetId), { input: { widgetConfigured: Boolean(widgetId) }, ...(inspect ? { inspect } : {}) }).start();
}

export type HelpActor = ReturnType<typeof startHelp>;
