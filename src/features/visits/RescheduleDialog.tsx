import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { mayHaveGoneThrough } from '../../../machines/api-failure';
import type { RescheduleInput, RescheduleMachine, SentMove } from '../../../machines/reschedule.machine';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';
import { formatWindow } from './visit-time';
import { SlotsLoadFailed, SlotsLoading, VisitTimeActions, VisitTimeChoice } from './VisitTimeChoice';
import { TextArea } from '../../components/forms/TextArea';

type RescheduleActor = ActorRefFrom<RescheduleMachine>;

export interface RescheduleDialogProps {
  /** The reschedule machine with its actors (`rescheduleLogic()`, or fakes in tests). */
  logic: RescheduleMachine;
  input: RescheduleInput;
  /** The customer's zone, as the API client sends it. */
  timeZone: string;
  /** Closed, with the move sent and still unanswered, if any: the next opening's `input.sent`. */
  onClose: (sent: SentMove | null) => void;
  /** The visit moved: the page reloads what it shows. */
  onRescheduled: () => void;
  inspect?: (event: InspectionEvent) => void;
}

/** Moving a booked visit: a day, a time, the old and new side by side with a reason, confirmed. */
export function RescheduleDialog({ logic, input, timeZone, onClose: handBack, onRescheduled, inspect }: RescheduleDialogProps) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) });
  const onClose = () => handBack(actor.getSnapshot().context.sent);
  const done = useSelector(actor, (s) => s.matches('rescheduled'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const refused = useSelector(actor, (s) => s.matches('refused'));
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.matches('saving'));
  const moved = useRef(false);
  useEffect(() => {
    if (done && !moved.current) {
      moved.current = true;
      onRescheduled();
    }
  }, [done, onRescheduled]);

  const actions = (
    <VisitTimeActions
      ended={done || refused}
      confirming={confirming}
      busy={busy}
      confirmLabel="Confirm new time"
      busyLabel="Moving your visit…"
      dismissLabel="Cancel"
      onBack={() => actor.send({ type: 'reschedule.back' })}
      onConfirm={() => actor.send({ type: 'reschedule.confirm' })}
      onClose={onClose}
    />
  );

  return (
    <LazyDraggableDialog open title="Reschedule your visit" onClose={onClose} actions={actions}>
      <RescheduleContent actor={actor} timeZone={timeZone} />
    </LazyDraggableDialog>
  );
}

function RescheduleContent({ actor, timeZone }: { actor: RescheduleActor; timeZone: string }) {
  const state = useSelector(actor, (s) => s);
  const { context } = state;

  if (state.matches('loading')) return <SlotsLoading whose="your contractor's" />;
  if (state.matches('loadFailed')) return <SlotsLoadFailed failure={context.error} onRetry={() => actor.send({ type: 'reschedule.retry' })} />;
  if (state.matches('refused'))
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ApiFailureAlert severity="warning" failure={context.error} />
        <Button variant="outlined" href={phoneHref(site.phone)}>
          Call {formatPhone(site.phone)}
        </Button>
      </Stack>
    );
  if (state.matches('rescheduled'))
    return (
      <Typography role="status">
        Your visit is moved to {context.chosen ? formatWindow(context.chosen.start, context.chosen.end, timeZone) : 'the new time'}. We have told your contractor.
      </Typography>
    );
  if (state.matches('confirming') || state.matches('saving')) {
    const chosen = context.chosen!;
    return (
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimeCard label="Now" text={formatWindow(context.current.start, context.current.end, timeZone)} />
          <TimeCard label="New time" text={formatWindow(chosen.start, chosen.end, timeZone)} emphasis />
        </Stack>
        <TextArea
          label="Reason (optional)"
          helperText="Your contractor sees this with the new time."
          rows={2}
          value={context.reason}
          onChange={(e) => actor.send({ type: 'reschedule.changeReason', reason: e.target.value })}
          disabled={state.hasTag('busy')}
          // The time buttons that had the focus are gone with the step.
          autoFocus
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {state.matches({ confirming: 'failed' }) && (
          <ApiFailureAlert
            severity="error"
            failure={context.error}
            lead={mayHaveGoneThrough(context.error) ? 'Your visit may not have moved.' : 'Your visit was not moved.'}
          />
        )}
      </Stack>
    );
  }
  // Choosing, or choosing again after the time was taken.
  return (
    <VisitTimeChoice
      context={context}
      taken={state.matches('conflict')}
      timeZone={timeZone}
      noFreeTime={
        <>
          Your contractor has no free time in the next few weeks. <CallUs />
        </>
      }
      onDay={(day) => actor.send({ type: 'reschedule.chooseDay', day })}
      onTime={(slot) => actor.send({ type: 'reschedule.chooseTime', slot })}
    />
  );
}

function TimeCard({ label, text, emphasis = false }: { label: string; text: string; emphasis?: boolean }) {
  return (
    <Box sx={{ flex: 1, p: 1.5, border: 1, borderColor: emphasis ? 'primary.main' : 'divider', borderRadius: 1 }}>
      <Typography variant="overline" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: emphasis ? 700 : 400 }}>{text}</Typography>
    </Box>
  );
}

/** The provider's number, for what can no longer be done online. */
export function CallUs() {
  return (
    <>
      To change this visit, call us at <Link href={phoneHref(site.phone)}>{formatPhone(site.phone)}</Link>.
    </>
  );
}
