import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor } from 'xstate';
import type { JobRequestDetails } from '../../../contract/job-requests';
import { type JobCancelationMachine, MAX_REASON_LENGTH } from '../../../machines/job-cancelation.machine';
import { isContractorBooked } from '../../../machines/job-lifecycle.machine';
import { describeApiFailure } from '../../api/errors';
import { fieldFocus } from '../../components/forms/field-focus';
import { FormAlert } from '../../components/forms/FormParts';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { BusyButton } from '../../components/ui/BusyButton';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { cancelationOutcome } from './cancelation-words';
import { TextArea } from '../../components/forms/TextArea';

type CancelationActor = Actor<JobCancelationMachine>;

/** Offers whose contractors still hold the job, and see the reason with its cancelation. */
const LIVE_OFFERS = new Set(['Offered', 'Accepted', 'Estimated']);

/** Who sees the reason besides us: before anyone is booked there is no "your contractor" yet. */
function whoReadsTheReason(job: JobRequestDetails): string | undefined {
  if (isContractorBooked(job.status)) return 'Your contractor reads this too.';
  if (job.offers.some((offer) => LIVE_OFFERS.has(offer.state))) return 'The contractors asked read this too.';
  return undefined;
}

/** The later of two moments (ISO 8601). */
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * The cancel dialog of Job Request Details, driven by the cancelation machine
 * (machines/job-cancelation.machine.ts): what happens to the money first, then the reason, then the
 * server's answer, or its refusal. What happens to the money is said as of the moment the dialog was
 * opened, or of the page's `now` once that has moved on (the change cutoff passing while it is open);
 * changed since the customer read it, it is said again above the reason before they confirm.
 */
export function CancelJobDialog({ actor, job, now }: { actor: CancelationActor; job: JobRequestDetails; now: string }) {
  const step = useSelector(actor, (s) =>
    s.matches('reviewing')
      ? 'reviewing'
      : s.matches('enteringReason') || s.matches('submitting') || s.matches('failed')
        ? 'reason'
        : s.matches('done')
          ? 'done'
          : s.matches('refused')
            ? 'refused'
            : 'closed',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const { reason, reasonError, error, result, openedAt } = useSelector(actor, (s) => s.context);
  const outcome = step === 'reviewing' || step === 'reason' ? cancelationOutcome(job, openedAt ? later(openedAt, now) : now) : [];
  const changed = step === 'reason' && openedAt !== null && outcome.join(' ') !== cancelationOutcome(job, openedAt).join(' ');
  const send = actor.send;
  // The machine names the field to focus as it finds the fault; the field is focused after the render
  // that shows the message, so a screen reader reads it with the field.
  const [focus] = useState(() => fieldFocus());
  useEffect(() => {
    const subscription = actor.on('focusField', ({ field }) => focus.ask(field));
    return () => subscription.unsubscribe();
  }, [actor, focus]);
  useEffect(() => focus.moveFocus());
  const dismiss = () => {
    if (!busy) send({ type: 'cancelation.dismiss' });
  };

  let body;
  let actions;
  if (step === 'reviewing') {
    body = (
      <Stack spacing={1.5}>
        {outcome.map((sentence) => (
          <Typography key={sentence}>{sentence}</Typography>
        ))}
      </Stack>
    );
    actions = (
      <>
        <Button onClick={dismiss}>Keep the request</Button>
        {/* Its own key: were it the same element as the submit button that takes its place, the
            browser would submit the reason form, rendered during this click, as the click's default. */}
        <Button key="continue" variant="contained" onClick={() => send({ type: 'cancelation.continue' })} autoFocus>
          Continue
        </Button>
      </>
    );
  } else if (step === 'reason') {
    body = (
      <Stack
        component="form"
        id="cancelation-form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: failed ? 'cancelation.retry' : 'cancelation.confirm' });
        }}
      >
        {failed && error && <FormAlert error={describeApiFailure(error)} />}
        {changed && (
          <Alert severity="warning" role="alert">
            <AlertTitle>This has changed since you opened it</AlertTitle>
            {outcome.join(' ')}
          </Alert>
        )}
        <TextArea
          label="Why are you canceling?"
          value={reason}
          onChange={(event) =>
            send({
              type: 'cancelation.reasonChanged',
              value: event.target.value,
            })
          }
          rows={3}
          required
          autoFocus
          inputRef={(element: HTMLElement | null) => focus.register('reason', element)}
          error={Boolean(reasonError)}
          helperText={reasonError ?? whoReadsTheReason(job)}
          slotProps={{
            htmlInput: {
              maxLength: MAX_REASON_LENGTH,
              readOnly: busy || failed,
            },
          }}
        />
      </Stack>
    );
    actions = (
      <>
        <Button onClick={() => send({ type: 'cancelation.back' })} disabled={busy}>
          Back
        </Button>
        <BusyButton key="submit" type="submit" form="cancelation-form" variant="contained" color="error" busy={busy}>
          {busy ? 'Canceling…' : failed ? 'Try again' : 'Cancel the request'}
        </BusyButton>
      </>
    );
  } else if (step === 'done' || step === 'refused') {
    body =
      step === 'refused' ? (
        <ApiFailureAlert severity="warning" role="alert" failure={error} />
      ) : (
        result && (
          <Alert severity="success" role="status">
            {result.Message}
          </Alert>
        )
      );
    actions = (
      // Its own key: taken for the reason step's Back, it would keep that button, and autoFocus acts only on a new one.
      <Button key="close" variant="contained" onClick={dismiss} autoFocus>
        Close
      </Button>
    );
  }

  return (
    <LazyDraggableDialog
      open={step !== 'closed'}
      onClose={dismiss}
      title={step !== 'done' ? 'Cancel this job request?' : result?.status === 'Canceled' ? 'Job request canceled' : 'Cancelation requested'}
      actions={actions}
    >
      {body}
    </LazyDraggableDialog>
  );
}
