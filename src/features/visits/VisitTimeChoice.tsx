import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import type { TimeSlot } from '../../../contract/appointments';
import type { ApiFailure } from '../../../machines/api-failure';
import { daysOf, type SlotChoice, slotsOn } from '../../../machines/visit-slots';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { BusyButton } from '../../components/ui/BusyButton';
import { SlotPicker } from './SlotPicker';

/**
 * The screens both dialogs that choose a visit's time show alike (booking the first visit, moving a
 * booked one): the free times loading, their load failing, and the day-and-time choice, again after a
 * time was taken meanwhile.
 */

/** The contractor's free times on their way; `whose` names the contractor as the dialog does. */
export function SlotsLoading({ whose }: { whose: string }) {
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Loading {whose} free times…</Typography>
    </Stack>
  );
}

export function SlotsLoadFailed({ failure, onRetry }: { failure: ApiFailure | null | undefined; onRetry: () => void }) {
  return (
    <ApiFailureAlert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
      failure={failure}
      lead="The free times could not be loaded."
    />
  );
}

export interface VisitTimeChoiceProps {
  context: SlotChoice;
  /** The time chosen was taken meanwhile: the server's words, and the day's times as they are now. */
  taken: boolean;
  timeZone: string;
  /** Said instead of the picker when no day has a free time. */
  noFreeTime?: ReactNode;
  onDay: (day: string) => void;
  onTime: (slot: TimeSlot) => void;
}

/** Choosing by day, then time, or choosing again after the time was taken. */
export function VisitTimeChoice({ context, taken, timeZone, noFreeTime, onDay, onTime }: VisitTimeChoiceProps) {
  const days = daysOf(context);
  const times = slotsOn(context, context.day);
  // The confirm button pressed is gone with the time it confirmed: the focus goes to why, and the
  // next Tab to the times still free, rather than back to the top of the dialog.
  const takenNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (taken) takenNotice.current?.focus();
  }, [taken]);
  return (
    <Stack spacing={2}>
      {taken && (
        <ApiFailureAlert
          severity="warning"
          ref={takenNotice}
          tabIndex={-1}
          failure={context.error}
          trail={times.length ? 'The times still free that day are below.' : 'No time is free that day any more; choose another day.'}
        />
      )}
      <Typography variant="body2">Times are shown in your time zone ({timeZone.replace(/_/g, ' ')}).</Typography>
      {noFreeTime && days.length === 0 ? (
        <Alert severity="info">{noFreeTime}</Alert>
      ) : (
        <SlotPicker days={days} day={context.day} times={times} timeZone={timeZone} onDay={onDay} onTime={onTime} />
      )}
    </Stack>
  );
}

export interface VisitTimeActionsProps {
  /** Nothing more to do here (done, or refused): only closing is left. */
  ended: boolean;
  /** The chosen time is said back, to confirm or go back to the times. */
  confirming: boolean;
  busy: boolean;
  /** The confirming button's words, and its words while the answer is awaited. */
  confirmLabel: string;
  busyLabel: string;
  /** Leaving without a time chosen. */
  dismissLabel: string;
  onBack: () => void;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirming step has no field to take the focus: its confirm button takes it. */
  focusConfirm?: boolean;
}

/**
 * The dialog's buttons: close when it has ended, back or confirm a chosen time, or leave while choosing.
 * The time buttons a step leaves behind are gone, and the focus with them; each step's buttons are
 * new ones (their keys), so the one that takes the focus does.
 */
export function VisitTimeActions({ ended, confirming, busy, confirmLabel, busyLabel, dismissLabel, onBack, onConfirm, onClose, focusConfirm = false }: VisitTimeActionsProps) {
  if (ended)
    return (
      <Button key="close" onClick={onClose} variant="contained" autoFocus>
        Close
      </Button>
    );
  if (confirming)
    return (
      <>
        <Button key="back" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <BusyButton key="confirm" variant="contained" onClick={onConfirm} busy={busy} autoFocus={focusConfirm}>
          {busy ? busyLabel : confirmLabel}
        </BusyButton>
      </>
    );
  return (
    <Button key="dismiss" onClick={onClose}>
      {dismissLabel}
    </Button>
  );
}
