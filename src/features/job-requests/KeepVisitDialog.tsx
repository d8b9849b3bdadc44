import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { mayHaveGoneThrough } from '../../../machines/api-failure';
import type { KeepVisitMachine } from '../../../machines/keep-visit.machine';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { BusyButton } from '../../components/ui/BusyButton';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';

/** "Keep the visit": withdrawing a cancelation asked after the cutoff, driven by the keep-visit machine. */
export function KeepVisitDialog({ actor }: { actor: Actor<KeepVisitMachine> }) {
  const state = useSelector(actor, (s) => s);
  const busy = state.hasTag('busy');
  const dismiss = () => {
    if (!busy) actor.send({ type: 'keepVisit.dismiss' });
  };
  const ended = state.matches('kept') || state.matches('refused');
  const body = state.matches('kept') ? (
    <Alert severity="success" role="status">
      Your visit stands as booked. Nothing is refunded or charged.
    </Alert>
  ) : state.matches('refused') ? (
    <ApiFailureAlert severity="warning" role="alert" failure={state.context.error} />
  ) : (
    <>
      <Typography>Your cancelation request is withdrawn and the visit stands as booked. Your deposit stays paid: nothing is refunded or charged.</Typography>
      {state.matches('failed') && (
        <ApiFailureAlert
          severity="error"
          role="alert"
          sx={{ mt: 2 }}
          failure={state.context.error}
          lead={mayHaveGoneThrough(state.context.error) ? 'Your visit may not be kept yet.' : 'Your visit was not kept yet.'}
        />
      )}
    </>
  );
  const actions = ended ? (
    // Its own key: taken for "Not now", it would keep that button, and autoFocus acts only on a new one.
    <Button key="close" variant="contained" onClick={dismiss} autoFocus>
      Close
    </Button>
  ) : (
    <>
      <Button onClick={dismiss} disabled={busy}>
        Not now
      </Button>
      <BusyButton variant="contained" onClick={() => actor.send({ type: 'keepVisit.confirm' })} busy={busy} autoFocus>
        {busy ? 'Keeping your visit…' : state.matches('failed') ? 'Try again' : 'Keep the visit'}
      </BusyButton>
    </>
  );
  return (
    <LazyDraggableDialog open={!state.matches('closed')} onClose={dismiss} title={state.matches('kept') ? 'Visit kept' : 'Keep the visit?'} actions={actions}>
      {body}
    </LazyDraggableDialog>
  );
}
