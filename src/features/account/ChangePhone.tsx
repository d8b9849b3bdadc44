import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { Actor, ActorOptions, InspectionEvent } from 'xstate';
import type { ChangePhoneMachine } from '../../../machines/change-phone.machine';
import { formatUsPhone } from '../../../machines/phone';
import { CodeField, PhoneField, ResendCode } from '../../auth/fields';

/**
 * Change the number the account signs in with (My Account), driven by the phone change machine
 * (machines/change-phone.machine.ts): a code goes to the new number, and the account moves once it
 * is entered. `logic` is the machine with its actors provided.
 */
export interface ChangePhoneProps {
  logic: ChangePhoneMachine;
  /** The number the account signs in with now (E.164). */
  currentPhone: string;
  clock?: ActorOptions<ChangePhoneMachine>['clock'];
  inspect?: (event: InspectionEvent) => void;
}

type ChangePhoneActor = Actor<ChangePhoneMachine>;

const submit = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};

export function ChangePhone({ logic, currentPhone, clock, inspect }: ChangePhoneProps) {
  const actor = useActorRef(logic, { ...(clock ? { clock } : {}), ...(inspect ? { inspect } : {}) });
  const step = useSelector(actor, (s) =>
    s.matches('codeSent') ? 'code' : s.matches('enteringPhone') || s.matches('reserving') ? 'phone' : s.matches('changed') ? 'changed' : 'idle',
  );
  const changedTo = useSelector(actor, (s) => s.context.changedTo);

  if (step === 'phone') return <NewNumberStep actor={actor} />;
  if (step === 'code') return <CodeStep actor={actor} />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {step === 'changed' && changedTo && (
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          Your phone number is now {formatUsPhone(changedTo)}. Use it to sign in from now on.
        </Alert>
      )}
      <Typography>
        You sign in with <strong>{formatUsPhone(currentPhone)}</strong>.
      </Typography>
      <Button variant="outlined" onClick={() => actor.send({ type: 'changePhone.start' })}>
        Change phone number
      </Button>
    </Stack>
  );
}

function NewNumberStep({ actor }: { actor: ChangePhoneActor }) {
  const phoneInput = useSelector(actor, (s) => s.context.phoneInput);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const invalid = useSelector(actor, (s) => s.matches({ enteringPhone: 'invalid' }));
  const failed = useSelector(actor, (s) => s.matches({ enteringPhone: 'failed' }));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit(() => actor.send({ type: 'changePhone.submitPhone' }))}>
      <Typography>We will text a code to the new number to make sure it is yours.</Typography>
      {failed && error && <Alert severity="error">{error.message}</Alert>}
      <PhoneField
        label="New mobile phone number"
        value={phoneInput}
        onValue={(value) => actor.send({ type: 'changePhone.phoneChanged', value })}
        error={invalid ? error?.message : undefined}
        hint="US numbers only."
        required
        autoFocus
        slotProps={{ htmlInput: { readOnly: busy } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
          {busy ? 'Sending code…' : 'Send code'}
        </Button>
        <Button variant="text" onClick={() => actor.send({ type: 'changePhone.cancel' })} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Stack>
  );
}

function CodeStep({ actor }: { actor: ChangePhoneActor }) {
  const phoneNumber = useSelector(actor, (s) => s.context.phoneNumber);
  const code = useSelector(actor, (s) => s.context.code);
  const verifying = useSelector(actor, (s) => s.matches({ codeSent: { code: 'verifying' } }));
  const rejected = useSelector(actor, (s) => s.matches({ codeSent: { code: 'rejected' } }));
  const resend = useSelector(actor, (s) => (s.matches({ codeSent: { resend: 'sending' } }) ? 'sending' : s.matches({ codeSent: { resend: 'available' } }) ? 'available' : 'waiting'));
  const resendIn = useSelector(actor, (s) => s.context.resendInSeconds);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldError = rejected && error && (error.kind === 'invalidCode' || error.kind === 'validation') ? error.message : undefined;
  const formError = rejected && error && !fieldError ? error.message : undefined;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit(() => actor.send({ type: 'changePhone.submitCode' }))}>
      <Typography>
        We texted a 6-digit code to <strong>{phoneNumber ? formatUsPhone(phoneNumber) : 'the new number'}</strong>.
      </Typography>
      {formError && <Alert severity="error">{formError}</Alert>}
      <CodeField
        value={code}
        onValue={(value) => actor.send({ type: 'changePhone.codeChanged', value })}
        error={fieldError}
        required
        autoFocus
        slotProps={{ htmlInput: { readOnly: verifying } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={verifying} loadingPosition="start">
          {verifying ? 'Checking code…' : 'Confirm new number'}
        </Button>
        <Button variant="text" onClick={() => actor.send({ type: 'changePhone.changeNumber' })} disabled={verifying}>
          Use a different number
        </Button>
        <Button variant="text" onClick={() => actor.send({ type: 'changePhone.cancel' })} disabled={verifying}>
          Cancel
        </Button>
      </Box>
      <ResendCode state={resend} secondsLeft={resendIn} disabled={verifying} onResend={() => actor.send({ type: 'changePhone.resend' })} />
    </Stack>
  );
}
