import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Actor, ActorOptions, InspectionEvent, SnapshotFrom } from 'xstate';
import { formatUsPhone } from '../../../machines/phone';
import type { PhoneLoginInput, PhoneLoginMachine, PhoneLoginOutput, ProfileField } from '../../../machines/phone-login.machine';
import { describeApiFailure } from '../../api/errors';
import { CodeForm, EnterEarlierCode, formAlertOf, submitWith, useCodeEntry, usePhoneEntry } from '../../auth/CodeForm';
import { PhoneField } from '../../auth/fields';
import { FormAlert } from '../../components/forms/FormParts';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { BusyButton } from '../../components/ui/BusyButton';
import { SIGN_UP_TITLE } from './sign-in-search';

/**
 * Sign in or create an account ("Create an Account", spec section 2), driven by the phone sign-in
 * machine (machines/phone-login.machine.ts): the screen shows the machine's state and sends it what
 * the user does; every rule of the flow lives in the machine. `logic` is the machine with its actors
 * provided (the API in the app, controllable fakes in the UI path tests).
 */
export interface SignInProps {
  logic: PhoneLoginMachine;
  input?: PhoneLoginInput;
  /** Signed in (and signed up): where to go next. */
  onDone?: (output: PhoneLoginOutput) => void;
  /** A simulated clock for the resend countdown in tests. */
  clock?: ActorOptions<PhoneLoginMachine>['clock'];
  inspect?: (event: InspectionEvent) => void;
  /** The page's heading. */
  title?: string;
  /** Only the steps: the page draws the frame and its heading (Sign In and Login, with their notices between). */
  bare?: boolean;
}

type PhoneLoginActor = Actor<PhoneLoginMachine>;
type Snapshot = SnapshotFrom<PhoneLoginMachine>;

type Step = 'phone' | 'code' | 'signingIn' | 'identityFailed' | 'profile' | 'done';

function stepOf(s: Snapshot): Step {
  if (s.matches('codeSent')) return 'code';
  if (s.matches('loadingIdentity')) return 'signingIn';
  if (s.matches('identityFailed')) return 'identityFailed';
  if (s.matches('completingProfile') || s.matches('savingProfile')) return 'profile';
  if (s.matches('done')) return 'done';
  return 'phone';
}

const HEADINGS: Record<Step, string> = {
  phone: 'Sign in with your phone',
  code: 'Enter your code',
  signingIn: 'Signing you in',
  identityFailed: 'Signing you in',
  profile: 'Complete your profile',
  done: 'You are signed in',
};

export function SignIn({ logic, input, onDone, clock, inspect, title = SIGN_UP_TITLE, bare = false }: SignInProps) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const actor = useActorRef(logic, { input, ...(clock ? { clock } : {}), ...(inspect ? { inspect } : {}) }, (s) => {
    if (s.status === 'done' && s.output) done.current?.(s.output);
  });
  const step = useSelector(actor, stepOf);

  const steps = (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, color: 'text.secondary', mb: 3 }}>
        {HEADINGS[step]}
      </Typography>
      {step === 'phone' && <PhoneStep actor={actor} />}
      {step === 'code' && <CodeStep actor={actor} />}
      {step === 'signingIn' && <Progress>Signing you in…</Progress>}
      {step === 'identityFailed' && <IdentityFailed actor={actor} />}
      {step === 'profile' && <ProfileStep actor={actor} />}
      {step === 'done' && <Progress>Taking you back…</Progress>}
    </>
  );
  if (bare) return steps;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, mb: 1 }}>
        {title}
      </Typography>
      {steps}
    </Paper>
  );
}

function Progress({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{children}</Typography>
    </Box>
  );
}

function PhoneStep({ actor }: { actor: PhoneLoginActor }) {
  const { phoneInput, busy, fieldError, formError, formDetail } = usePhoneEntry(actor);
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submitWith(() => actor.send({ type: 'phoneCode.submitPhone' }))}>
      <Typography>
        Enter your mobile number and we will text you a 6-digit code. No password needed: the same code signs you in or creates your
        account.
      </Typography>
      <FormAlert error={formAlertOf(formError, formDetail)} />
      <EnterEarlierCode actor={actor} />
      <PhoneField
        value={phoneInput}
        onValue={(value) => actor.send({ type: 'phoneCode.phoneChanged', value })}
        error={fieldError}
        hint="US numbers only. Message and data rates may apply."
        required
        autoFocus
        slotProps={{ htmlInput: { readOnly: busy } }}
      />
      <BusyButton type="submit" variant="contained" size="large" busy={busy}>
        {busy ? 'Sending code…' : 'Send code'}
      </BusyButton>
    </Stack>
  );
}

function CodeStep({ actor }: { actor: PhoneLoginActor }) {
  const { phoneNumber, verifying, usedUp, codeExpiresInSeconds } = useCodeEntry(actor);
  const minutes = codeExpiresInSeconds ? Math.round(codeExpiresInSeconds / 60) : undefined;
  return (
    <CodeForm
      actor={actor}
      spacing={3}
      hint={minutes ? `The code works for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` : undefined}
      intro={
        <Box>
          <Typography>
            We texted a 6-digit code to <strong>{phoneNumber ? formatUsPhone(phoneNumber) : 'your phone'}</strong>.
          </Typography>
          <Button variant="text" size="small" sx={{ ml: -1 }} onClick={() => actor.send({ type: 'phoneCode.changeNumber' })} disabled={verifying}>
            Change number
          </Button>
        </Box>
      }
    >
      <BusyButton type="submit" variant="contained" size="large" busy={verifying} disabled={usedUp}>
        {verifying ? 'Checking code…' : 'Continue'}
      </BusyButton>
    </CodeForm>
  );
}

function IdentityFailed({ actor }: { actor: PhoneLoginActor }) {
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Stack spacing={3}>
      {/* The server's words as spec section 8 shows them (a title over its detail), or that it could not be reached. */}
      <ApiFailureAlert severity="error" failure={error} lead="We could not load your account." />
      <Button variant="contained" size="large" onClick={() => actor.send({ type: 'phoneLogin.retry' })}>
        Try again
      </Button>
    </Stack>
  );
}

const PROFILE_FIELDS: { field: ProfileField; label: string; autoComplete: string; type?: string }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
];

function ProfileStep({ actor }: { actor: PhoneLoginActor }) {
  const profile = useSelector(actor, (s) => s.context.profile);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const saving = useSelector(actor, (s) => s.matches('savingProfile'));
  const invalid = useSelector(actor, (s) => s.matches({ completingProfile: 'invalid' }));
  const failed = useSelector(actor, (s) => s.matches({ completingProfile: 'failed' }));
  const error = useSelector(actor, (s) => s.context.error);
  const form = useRef<HTMLFormElement>(null);
  const marked = PROFILE_FIELDS.filter(({ field }) => fieldErrors[field]);
  const formError = (failed || (invalid && marked.length === 0)) && error ? describeApiFailure(error) : undefined;

  // After a rejected submit, take the user to the first field to fix; its message is read with it.
  useEffect(() => {
    if (!invalid) return;
    const first = PROFILE_FIELDS.find(({ field }) => fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`input[name="${first.field}"]`)?.focus();
  }, [invalid, error, fieldErrors]);

  return (
    <Stack component="form" ref={form} noValidate spacing={3} onSubmit={submitWith(() => actor.send({ type: 'phoneLogin.submitProfile' }))}>
      <Typography>Almost done: tell us who you are, so we know whom we are working with and where to send receipts.</Typography>
      <FormAlert error={formError} />
      {PROFILE_FIELDS.map(({ field, label, autoComplete, type }, i) => (
        <TextField
          key={field}
          name={field}
          label={label}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          value={profile[field]}
          onChange={(event) => actor.send({ type: 'phoneLogin.profileChanged', field, value: event.target.value })}
          error={Boolean(fieldErrors[field])}
          helperText={fieldErrors[field]}
          required
          autoFocus={i === 0}
          slotProps={{ htmlInput: { readOnly: saving } }}
        />
      ))}
      <BusyButton type="submit" variant="contained" size="large" busy={saving}>
        {saving ? 'Creating your account…' : 'Create account'}
      </BusyButton>
    </Stack>
  );
}
