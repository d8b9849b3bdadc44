import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import { formatUsPhone } from '../../machines/phone';
import { type PhoneCodeEvent, type PhoneCodeSnapshotLike, selectCodeEntry, selectPhoneEntry } from '../../machines/phone-code';
import type { ErrorDisplay } from '../api/errors';
import { FormAlert } from '../components/forms/FormParts';
import { CodeField, ResendCode } from './fields';

/**
 * The flows that text a code to a phone (sign-in, changing the number) share their phone and code
 * states (machines/phone-code.ts), so their screens read them alike: `usePhoneEntry` and
 * `useCodeEntry` select what the two steps show, and `CodeForm` is the code step itself. Each screen
 * brings its own words and buttons.
 */

/** A running sign-in or phone-change machine: both take the `phoneCode.*` events. */
export type PhoneCodeActor = ActorRef<Snapshot<unknown> & PhoneCodeSnapshotLike, PhoneCodeEvent>;

/** The selectors' `formError` and `formDetail` as the alert above the form shows them (spec section 8). */
export const formAlertOf = (title: string | undefined, detail: string | undefined): ErrorDisplay | undefined =>
  title ? (detail ? { title, detail } : { title }) : undefined;

export const usePhoneEntry = (actor: PhoneCodeActor) => useSelector(actor, selectPhoneEntry, shallowEqual);
export const useCodeEntry = (actor: PhoneCodeActor) => useSelector(actor, selectCodeEntry, shallowEqual);

/**
 * Under a refusal to text another code (429): the way on to the code step with the code texted
 * before, for a user who reloaded or left the page while the code was on its way.
 */
export function EnterEarlierCode({ actor }: { actor: PhoneCodeActor }) {
  const { canEnterEarlierCode } = usePhoneEntry(actor);
  if (!canEnterEarlierCode) return null;
  return (
    <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => actor.send({ type: 'phoneCode.enterEarlierCode' })}>
      I already have a code
    </Button>
  );
}

/** A form that sends `send()` on submit instead of leaving the page. */
export const submitWith = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};

/** Under the field of a code that can no longer be tried, in place of what the flow says of the code. */
export const USED_UP_HINT = 'Request a new code to go on.';

export interface CodeFormProps {
  /** The form sends it `phoneCode.codeChanged`, `phoneCode.submitCode` and `phoneCode.resend`. */
  actor: PhoneCodeActor;
  spacing: number;
  /** Above the field: where the code went (and, in sign-in, a way to change the number). */
  intro: ReactNode;
  hint?: string | undefined;
  /** Below the field: the submit button (shut with the field while `useCodeEntry(...).usedUp`) and the flow's own. */
  children: ReactNode;
}

export function CodeForm({ actor, spacing, intro, hint, children }: CodeFormProps) {
  const { phoneNumber, code, verifying, usedUp, codesResent, resend, resendInSeconds, fieldError, formError, formDetail } = useCodeEntry(actor);
  const field = useRef<HTMLInputElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  // A wrong code is typed again: the field takes the focus from the button that sent it, its digits
  // selected so that the next ones replace them.
  useEffect(() => {
    if (!fieldError || verifying) return;
    field.current?.focus();
    field.current?.select();
  }, [fieldError, verifying]);
  // A new code went out: the Resend button gave way to the countdown, so the focus goes on to the
  // field the new code goes in instead of falling to the page.
  useEffect(() => {
    if (codesResent > 0) field.current?.focus();
  }, [codesResent]);
  // The field and the submit button are shut: the focus goes to what says why, before the way on.
  useEffect(() => {
    if (usedUp) notice.current?.focus();
  }, [usedUp]);
  const alert = formAlertOf(formError, formDetail);
  return (
    <Stack component="form" noValidate spacing={spacing} onSubmit={submitWith(() => actor.send({ type: 'phoneCode.submitCode' }))}>
      {intro}
      {alert && (
        <Box ref={notice} tabIndex={-1} sx={{ outline: 'none' }}>
          <FormAlert error={alert} />
        </Box>
      )}
      <CodeField
        value={code}
        onValue={(value) => actor.send({ type: 'phoneCode.codeChanged', value })}
        error={fieldError}
        hint={usedUp ? USED_UP_HINT : hint}
        required
        autoFocus
        inputRef={field}
        disabled={usedUp}
        slotProps={{ htmlInput: { readOnly: verifying } }}
      />
      {children}
      <Box>
        <ResendCode state={resend} secondsLeft={resendInSeconds} disabled={verifying} onResend={() => actor.send({ type: 'phoneCode.resend' })} />
        {/* Emptied while another code is asked for, so that each new one is read out. */}
        <Typography role="status" variant="body2" color="text.secondary">
          {codesResent > 0 && resend !== 'sending' && phoneNumber ? `A new code was sent to ${formatUsPhone(phoneNumber)}.` : ''}
        </Typography>
      </Box>
    </Stack>
  );
}
