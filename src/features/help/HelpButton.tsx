import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { HelpMachine } from '../../../machines/help.machine';
import { HELP_BUTTON } from '../../components/layout/help-corner';
import { env } from '../../config/env';
import { inspect } from '../../lib/inspector';
import { lazyOrNothing } from '../../lib/or-nothing';
import { showError } from '../../lib/toast';
import type { HelpActor } from './help-flow';

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** The Help button, for `DialogMissing` to hand the focus back to; the dialog itself does not need it. */
  helpButton: RefObject<HTMLButtonElement | null>;
}

/**
 * Where the dialog would have opened, when its code did not come: what happened, a way to try again
 * (pressing Help again does too), and a close, which leaves the dialog closed until Help is pressed
 * again; Escape too. It does not hold the focus (it is announced, and the focus stays on Help), so
 * Escape is heard wherever the focus is. Its buttons first give the focus back to Help, so that it is
 * not lost with the message: a retry that fails again draws the message anew, and the dialog, once it
 * opens, hands the focus back there on closing.
 */
function DialogMissing({ open, onClose, helpButton, retry }: ContactDialogProps & { retry: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  const escape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (notice.current?.contains(document.activeElement)) helpButton.current?.focus();
    onClose();
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => escape(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  if (!open) return null;
  const thenBackToHelp = (then: () => void) => () => {
    helpButton.current?.focus();
    then();
  };
  return (
    <Box
      ref={notice}
      role="alert"
      sx={{
        position: 'fixed',
        right: HELP_BUTTON.inset,
        // Just above the button.
        bottom: { xs: HELP_BUTTON.inset.xs + HELP_BUTTON.size + 8, md: HELP_BUTTON.inset.md + HELP_BUTTON.size + 8 },
        zIndex: 'speedDial',
        maxWidth: { xs: `calc(100vw - ${2 * HELP_BUTTON.inset.xs}px)`, sm: '22rem' },
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 6,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Box component="p" sx={{ m: 0, mb: 1 }}>
            We could not load the help form. Check your connection, then press Try again.
          </Box>
          <Button variant="outlined" size="small" onClick={thenBackToHelp(retry)}>
            Try again
          </Button>
        </Box>
        <IconButton aria-label="Close" size="small" onClick={thenBackToHelp(onClose)} sx={{ mt: -0.5, mr: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

const loadContactDialog = () => import('./ContactDialog');
// Fetched ahead of a press; if it does not come, the press says so.
const prefetchContactDialog = () => void loadContactDialog().catch(() => {});
// Offline, or a release replaced its chunk: thrown, the failure would replace the whole page (and what
// was typed in it) with the error view, so the corner says so instead and loads the dialog again.
const ContactDialog = lazyOrNothing((): Promise<{ default: (props: ContactDialogProps) => ReactNode }> => loadContactDialog(), DialogMissing);
const loadHelpFlow = () => import('./help-flow');

export interface HelpButtonProps {
  widgetId?: string | undefined;
  /** The help machine with its actor and action provided (tests); the widget and a toast by default. */
  logic?: HelpMachine;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The floating Help button, driven by machines/help.machine.ts. With a help-widget id configured it
 * opens the Freshworks widget; without one it opens the contact dialog (ARCHITECTURE.md, "embedded defaults").
 *
 * The machine's actor starts when the button is first pointed at, focused or pressed (./help-flow.ts).
 * Until then the button is what the machine's first state, `idle`, shows: the button alone, enabled,
 * nothing of the widget or the dialog loaded. A press before the actor has started is sent to it once
 * it has.
 */
export default function HelpButton({ widgetId = env.VITE_HELP_WIDGET_ID, logic, inspect: onInspect = inspect }: HelpButtonProps) {
  const [actor, setActor] = useState<HelpActor>();
  const button = useRef<HTMLButtonElement>(null);
  const starting = useRef<Promise<HelpActor | undefined>>(undefined);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );
  const start = () =>
    (starting.current ??= loadHelpFlow().then(
      ({ startHelp }) => {
        if (!mounted.current) return undefined;
        const started = startHelp({ widgetId: widgetId ?? '', logic, inspect: onInspect });
        setActor(started);
        return started;
      },
      (error: unknown) => {
        // Offline, or a new release replaced the chunk: the next press tries again.
        starting.current = undefined;
        throw error;
      },
    ));
  const busy = useSelector(actor, (s) => s?.hasTag('busy') ?? false);
  const dialog = useSelector(actor, (s) => (s?.matches('contactOpen') ? 'open' : s?.matches('contactClosed') ? 'closed' : 'unmounted'));

  return (
    <>
      <Fab
        ref={button}
        variant="extended"
        color="primary"
        onClick={() => {
          // A dialog whose code did not come is asked for again (a no-op otherwise).
          ContactDialog.retry();
          void start().then(
            (started) => started?.send({ type: 'help.open' }),
            () => showError('Help is unavailable', 'Check your connection and try again.'),
          );
        }}
        onFocus={() => void start().catch(() => {})}
        onPointerEnter={() => {
          void start().catch(() => {});
          if (!widgetId) prefetchContactDialog();
        }}
        disabled={busy}
        aria-haspopup="dialog"
        aria-label="Help"
        // On a phone the button is a small round one in the corner: the word beside the icon made it
        // cover the ends of lines (an amount, a date) wherever the page stopped; every page leaves room
        // for it below its last line (HELP_CLEARANCE), so any line can be scrolled clear of it.
        sx={{
          position: 'fixed',
          right: HELP_BUTTON.inset,
          bottom: HELP_BUTTON.inset,
          zIndex: 'speedDial',
          gap: 1,
          px: { xs: 0, md: 2 },
          minWidth: HELP_BUTTON.size,
          height: HELP_BUTTON.size,
          width: { xs: HELP_BUTTON.size, md: 'auto' },
        }}
      >
        <ChatBubbleOutlineRoundedIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          Help
        </Box>
      </Fab>
      {dialog !== 'unmounted' && actor && (
        <Suspense fallback={null}>
          <ContactDialog open={dialog === 'open'} onClose={() => actor.send({ type: 'help.close' })} helpButton={button} />
        </Suspense>
      )}
    </>
  );
}
