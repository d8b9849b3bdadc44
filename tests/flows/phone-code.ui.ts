import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { failureDisplay } from '../../machines/api-failure';
import { formatUsPhone } from '../../machines/phone';
import { mayHoldEarlierCode, type PhoneCodeSnapshotLike } from '../../machines/phone-code';
import { USED_UP_HINT } from '../../src/auth/CodeForm';
import { formatCountdown } from '../../src/auth/fields';
import type { StateChecks } from './model';
import { descriptionOf, expectAlert, expectBusyButton, expectEnabledButton, expectFieldError, expectFieldFine, expectNoAlert } from './ui';

/**
 * The code step as the screens built on src/auth/CodeForm.tsx show it (sign-in, phone change): the
 * UI path tests of both walk it with these.
 */

export const codeField = () => screen.getByLabelText(/6-digit code/i) as HTMLInputElement;

/** Types the code; one with spaces or a dash is what a paste from the text message brings. */
export async function enterCode(user: UserEvent, value: string) {
  await user.clear(codeField());
  if (/\D/.test(value)) {
    await user.click(codeField());
    await user.paste(value);
  } else await user.type(codeField(), value);
}

/** What the code step shows while the code is typed: where it went, the code so far, the field as a phone fills it in. */
export function expectCodeEntry(s: PhoneCodeSnapshotLike) {
  expect(screen.getByText(/we texted a 6-digit code to/i).textContent).toContain(formatUsPhone(s.context.phoneNumber!));
  expect(codeField().value).toBe(s.context.code);
  expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
  expect(codeField().getAttribute('inputmode')).toBe('numeric');
  expectFieldFine(/6-digit code/i);
  expectNoAlert();
}

/** Refused a code for asking too often, and only then, the user may go on with the code texted before. */
export function expectEarlierCodeOffered(s: PhoneCodeSnapshotLike) {
  const offer = screen.queryByRole('button', { name: /i already have a code/i });
  const { phoneNumber, textedTo, error } = s.context;
  if (phoneNumber !== null && mayHoldEarlierCode(error, textedTo.includes(phoneNumber))) expect(offer).not.toBeNull();
  else expect(offer).toBeNull();
}

/** A rejected code and the resend countdown, on the screen. */
export const codeStepChecks: StateChecks<PhoneCodeSnapshotLike> = {
  'codeSent.code.rejected': (s) => {
    const error = s.context.error!;
    if (error.kind === 'invalidCode' || error.kind === 'validation') {
      expectFieldError(/6-digit code/i, error.message);
      expectNoAlert();
    } else {
      expectAlert(error.message);
      expect(descriptionOf(codeField())).not.toContain(error.message);
    }
  },
  'codeSent.code.usedUp': (s) => {
    const { title, detail } = failureDisplay(s.context.error!);
    expectAlert(`${title}${detail ?? ''}`);
    // Shut, and no longer saying the code works.
    expect(codeField().disabled).toBe(true);
    expect(descriptionOf(codeField())).toBe(USED_UP_HINT);
    expect(codeField().form!.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  },
  'codeSent.resend.waiting': (s) => {
    screen.getByText(`Resend code in ${formatCountdown(s.context.resendInSeconds)}`);
    expect(screen.queryByRole('button', { name: /resend code/i })).toBeNull();
    // A new code asked for went out: said politely, once it did.
    const said = s.context.codesResent > 0 ? `A new code was sent to ${formatUsPhone(s.context.phoneNumber!)}.` : '';
    expect(screen.getByRole('status').textContent).toBe(said);
  },
  'codeSent.resend.available': (s) => {
    if (s.matches({ codeSent: { code: 'verifying' } })) expectBusyButton(/resend code/i);
    else expectEnabledButton(/resend code/i);
  },
  'codeSent.resend.sending': () => expectBusyButton(/sending a new code/i),
};
