import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import Fab from '@mui/material/Fab';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { type HelpMachine, helpMachine } from '../../../machines/help.machine';
import { env } from '../../config/env';
import { openHelpWidget } from '../../lib/help-widget';
import { inspect } from '../../lib/inspector';
import { showError } from '../../lib/toast';

const loadContactDialog = () => import('./ContactDialog');
const ContactDialog = lazy(loadContactDialog);

/** The help machine opening the Freshworks widget with this id. */
const helpLogic = (widgetId: string | undefined) =>
  helpMachine.provide({
    actors: { openWidget: fromPromise(() => openHelpWidget(widgetId ?? '')) },
    actions: { reportUnavailable: (_, { error }) => showError('Help is unavailable', (error as Error).message) },
  });

export interface HelpButtonProps {
  widgetId?: string | undefined;
  /** The help machine with its actor and action provided (tests); the widget and a toast by default. */
  logic?: HelpMachine;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The floating Help button, driven by machines/help.machine.ts. With a help-widget id configured it
 * opens the Freshworks widget; without one it opens the contact dialog (ARCHITECTURE.md, "embedded defaults").
 */
export default function HelpButton({ widgetId = env.VITE_HELP_WIDGET_ID, logic, inspect: onInspect = inspect }: HelpButtonProps) {
  const [defaultLogic] = useState(() => helpLogic(widgetId));
  const actor = useActorRef(logic ?? defaultLogic, { input: { widgetConfigured: Boolean(widgetId) }, ...(onInspect ? { inspect: onInspect } : {}) });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const dialog = useSelector(actor, (s) => (s.matches('contactOpen') ? 'open' : s.matches('contactClosed') ? 'closed' : 'unmounted'));

  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        onClick={() => actor.send({ type: 'help.open' })}
        onPointerEnter={widgetId ? undefined : () => void loadContactDialog()}
        disabled={busy}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial', gap: 1 }}
      >
        <ChatBubbleOutlineRoundedIcon fontSize="small" />
        Help
      </Fab>
      {dialog !== 'unmounted' && (
        <Suspense fallback={null}>
          <ContactDialog open={dialog === 'open'} onClose={() => actor.send({ type: 'help.close' })} />
        </Suspense>
      )}
    </>
  );
}
