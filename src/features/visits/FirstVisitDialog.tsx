import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { asSentence, mayHaveGoneThrough } from '../../../machines/api-failure';
import type { FirstVisitInput, FirstVisitMachine, SentBooking } from '../../../machines/first-visit.machine';
import { CHANGE_CUTOFF_HOURS } from '../../../machines/job-lifecycle.machine';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { possessive } from '../../lib/possessive';
import { formatWindow } from './visit-time';
import { SlotsLoadFailed, SlotsLoading, VisitTimeActions, VisitTimeChoice } from './VisitTimeChoice';

type FirstVisitActor = ActorRefFrom<FirstVisitMachine>;

export interface FirstVisitDialogProps {
  /** The first-visit machine with its actors (`firstVisitLogic()`, or fakes in tests). */
  logic: FirstVisitMachine;
  input: FirstVisitInput;
  /** Who comes, as the customer knows them. */
  contractorName: string;
  /** What happens when the contractor has no free time (the job's facts say it). */
  noFreeTime: string;
  /** The customer's zone, as the API client sends it. */
  timeZone: string;
  /** Closed, with the booking sent and still unanswered, if any: the next opening's `input.sent`. */
  onClose: (sent: SentBooking | null) => void;
  /** The visit is booked: the page reloads what it shows. */
  onBooked: () => void;
  inspect?: (event: InspectionEvent) => void;
}

/** Choosing the first visit: a day, a time, said back in words, then booked. */
export function FirstVisitDialog({ logic, input, contractorName, noFreeTime, timeZone, onClose: handBack, onBooked, inspect }: FirstVisitDialogProps) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) });
  const onClose = () => handBack(actor.getSnapshot().context.sent);
  const done = useSelector(actor, (s) => s.matches('booked'));
  const ended = useSelector(actor, (s) => s.status === 'done');
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.matches('booking'));
  const told = useRef(false);
  useEffect(() => {
    if (done && !told.current) {
      told.current = true;
      onBooked();
    }
  }, [done, onBooked]);

  const actions = (
    <VisitTimeActions
      ended={ended}
      confirming={confirming}
      busy={busy}
      confirmLabel="Book this time"
      busyLabel="Booking your visit…"
      dismissLabel="Not now"
      onBack={() => actor.send({ type: 'firstVisit.back' })}
      onConfirm={() => actor.send({ type: 'firstVisit.confirm' })}
      onClose={onClose}
      focusConfirm
    />
  );

  return (
    <LazyDraggableDialog open title="Choose a time for your visit" onClose={onClose} actions={actions}>
      <FirstVisitContent actor={actor} timeZone={timeZone} contractorName={contractorName} noFreeTime={noFreeTime} />
    </LazyDraggableDialog>
  );
}

function FirstVisitContent({ actor, timeZone, contractorName, noFreeTime }: { actor: FirstVisitActor; timeZone: string; contractorName: string; noFreeTime: string }) {
  const state = useSelector(actor, (s) => s);
  const { context } = state;

  if (state.matches('loading')) return <SlotsLoading whose={possessive(contractorName)} />;
  if (state.matches('reloading'))
    return (
      <Stack spacing={2}>
        <ApiFailureAlert severity="warning" failure={context.error} />
        <SlotsLoading whose={possessive(contractorName)} />
      </Stack>
    );
  if (state.matches('loadFailed')) return <SlotsLoadFailed failure={context.error} onRetry={() => actor.send({ type: 'firstVisit.retry' })} />;
  if (state.matches('noFreeTime')) return <Alert severity="info">{noFreeTime}</Alert>;
  if (state.matches('refused')) return <ApiFailureAlert severity="warning" failure={context.error} />;
  if (state.matches('booked'))
    return (
      <Typography role="status">
        Your visit is booked for {context.chosen ? formatWindow(context.chosen.start, context.chosen.end, timeZone) : 'the time you chose'}. We have told {asSentence(contractorName)}
      </Typography>
    );
  if (state.matches('confirming') || state.matches('booking')) {
    const chosen = context.chosen!;
    return (
      <Stack spacing={2}>
        <Typography>
          {contractorName} arrives between <strong>{formatWindow(chosen.start, chosen.end, timeZone)}</strong>.
        </Typography>
        <Typography variant="body2">You can move it online until {CHANGE_CUTOFF_HOURS} hours before it starts.</Typography>
        {state.matches({ confirming: 'failed' }) && (
          <ApiFailureAlert
            severity="error"
            failure={context.error}
            lead={mayHaveGoneThrough(context.error) ? 'Your visit may not be booked.' : 'Your visit was not booked.'}
          />
        )}
      </Stack>
    );
  }
  // Choosing, or choosing again after the time was taken or could no longer be booked.
  return (
    <VisitTimeChoice
      context={context}
      taken={state.matches('conflict') || state.matches('timeRefused')}
      timeZone={timeZone}
      onDay={(day) => actor.send({ type: 'firstVisit.chooseDay', day })}
      onTime={(slot) => actor.send({ type: 'firstVisit.chooseTime', slot })}
    />
  );
}
