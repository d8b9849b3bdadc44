import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Actor, ActorOptions, InspectionEvent } from 'xstate';
import type { ChangePhoneInput, ChangePhoneMachine } from '../../../machines/change-phone.machine';
import { formatUsPhone } from '../../../machines/phone';
import { CodeForm, EnterEarlierCode, formAlertOf, submitWith, useCodeEntry, usePhoneEntry } from '../../auth/CodeForm';
import { PhoneField } from '../../auth/fields';
import { FormAlert } from '../../components/forms/FormParts';
import { BusyButton } from '../../components/ui/BusyButton';

/**
 * Change the number the account signs in with (My Account), driven by the phone change machine
 * (machines/change-phone.machine.ts): a code goes to the new number, and the account moves once it
 * is entered. `logic` is the machine with its actors provided.
 */
export interface ChangePhoneProps {
  logic: ChangePhoneMachine;
  /** The number the account signs in with now (E.164). */
  currentPhone: string;
  /** Read when the step opens: the numbers this tab was texted a code for before a reload. */
  input?: ChangePhoneInput;
  clock?: ActorOptions<ChangePhoneMachine>['clock'];
  inspect?: (event: InspectionEvent) => void;
}

type ChangePhoneActor = Actor<ChangePhoneMachine>;

export function ChangePhone({ logic, currentPhone, input, clock, inspect }: ChangePhoneProps) {
  const actor = useActorRef(logic, { input, ...(clock ? { clock } : {}), ...(inspect ? { inspect } : {}) });
  const step = useSelector(actor, (s) =>
    s.matches('codeSent') ? 'code' : s.matches('enteringPhone') || s.matches('reserving') ? 'phone' : s.matches('changed') ? 'changed' : 'idle',
  );
  const changedTo = useSelector(actor, (s) => s.context.changedTo);
  // Back from a step (canceled or done), the focus goes to the button that started it, not to the
  // top of the page: the step's controls are gone.
  const startButton = useRef<HTMLButtonElement>(null);
  const lastStep = useRef(step);
  useEffect(() => {
    if ((lastStep.current === 'phone' || lastStep.current === 'code') && (step === 'idle' || step === 'changed')) startButton.current?.focus();
    lastStep.current = step;
  }, [step]);

  if (step === 'phone') return <NewNumberStep actor={actor} />;
  if (step === 'code') return <CodeStep actor={actor} />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {step === 'changed' && changedTo && (
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          Your phone number is now <PhoneNumber phone={changedTo} />. Use it to sign in from now on. Every other device signed in to your account was
          signed out.
        </Alert>
      )}
      <Typography>
        You sign in with <PhoneNumber phone={currentPhone} strong />.
      </Typography>
      <Button ref={startButton} variant="outlined" onClick={() => actor.send({ type: 'changePhone.start' })}>
        Change phone number
      </Button>
    </Stack>
  );
}

/** A number as the user reads it, never broken across lines ("+1 (508) 555-" over "0150" on a phone). */
function PhoneNumber({ phone, strong = false }: { phone: string; strong?: boolean }) {
  return (
    <Box component={strong ? 'strong' : 'span'} sx={{ whiteSpace: 'nowrap' }}>
      {formatUsPhone(phone)}
    </Box>
  );
}

function NewNumberStep({ actor }: { actor: ChangePhoneActor }) {
  const { phoneInput, busy, fieldError, formError, formDetail } = usePhoneEntry(actor);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submitWith(() => actor.send({ type: 'phoneCode.submitPhone' }))}>
      <Typography>We will text a code to the new number to make sure it is yours.</Typography>
      <FormAlert error={formAlertOf(formError, formDetail)} />
      <EnterEarlierCode actor={actor} />
      <PhoneField
        label="New mobile phone number"
        value={phoneInput}
        onValue={(value) => actor.send({ type: 'phoneCode.phoneChanged', value })}
        error={fieldError}
        hint="US numbers only."
        required
        autoFocus
        slotProps={{ htmlInput: { readOnly: busy } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <BusyButton type="submit" variant="contained" busy={busy}>
          {busy ? 'Sending code…' : 'Send code'}
        </BusyButton>
        <Button variant="text" onClick={() => actor.send({ type: 'changePhone.cancel' })} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Stack>
  );
}

function CodeStep({ actor }: { actor: ChangePhoneActor }) {
  const { phoneNumber, verifying, usedUp } = useCodeEntry(actor);
  return (
    <CodeForm
      actor={actor}
      spacing={2}
      intro={
        <Typography>
          We texted a 6-digit code to {phoneNumber ? <PhoneNumber phone={phoneNumber} strong /> : <strong>the new number</strong>}.
        </Typography>
      }
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <BusyButton type="submit" variant="contained" busy={verifying} disabled={usedUp}>
          {verifying ? 'Checking code…' : 'Confirm new number'}
        </BusyButton>
        <Button variant="text" onClick={() => actor.send({ type: 'phoneCode.changeNumber' })} disabled={verifying}>
          Use a different number
        </Button>
        <Button variant="text" onClick={() => actor.send({ type: 'changePhone.cancel' })} disabled={verifying}>
          Cancel
        </Button>
      </Box>
    </CodeForm>
  );
}
