import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { CodeSent, TokenPair } from '../../../contract/authentication';
import { classifyHttpFailure } from '../../../machines/api-failure';
import type { Identity } from '../../../machines/identity';
import { phoneLoginMachine } from '../../../machines/phone-login.machine';
import { SignIn } from './SignIn';
import { LOG_IN_TITLE } from './sign-in-search';

afterEach(cleanup);

describe('the sign-in page, when the server asks to wait', () => {
  it('says the time of day the user may try again', async () => {
    // What the API client makes of the server's 429 after the fifth code of the hour: Retry-After 52 minutes.
    // Asked today, so the time is said without a weekday whatever day the suite runs.
    const asked = new Date().setHours(10, 50, 0, 0);
    const refusal = classifyHttpFailure(
      {
        status: 429,
        body: { Message: 'Too many codes were requested. Please wait before asking for another.', Errors: ['Try again in 3120 seconds.'] },
        retryAfter: '3120',
      },
      { now: asked },
    );
    const logic = phoneLoginMachine.provide({ actors: { sendCode: fromPromise<CodeSent, { phoneNumber: string }>(() => Promise.reject(refusal)) } });
    render(<SignIn logic={logic} />);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/mobile phone number/i), '5085550100');
    await user.click(screen.getByRole('button', { name: /send code/i }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many codes were requested. Try again after 11:42 AM.');
  });
});

describe('the sign-in page’s heading', () => {
  it('is "Create an Account" by default and "Log In" where a returning user logs in', () => {
    const { unmount } = render(<SignIn logic={phoneLoginMachine} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create an Account');
    unmount();
    render(<SignIn logic={phoneLoginMachine} title={LOG_IN_TITLE} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log In');
  });
});

describe('the sign-in page, when the account cannot be read after the code', () => {
  /** Signs in with a right code, the account's read failing with `failure` (as the API client classifies it). */
  async function signInWithIdentityFailing(failure: unknown) {
    const logic = phoneLoginMachine.provide({
      actors: {
        sendCode: fromPromise<CodeSent, { phoneNumber: string }>(async () => ({ resendAfterSeconds: 30, expiresInSeconds: 600 })),
        verifyCode: fromPromise<TokenPair, { phoneNumber: string; code: string }>(async () => ({ token: 't', refreshToken: 'r' })),
        loadIdentity: fromPromise<Identity>(() => Promise.reject(failure)),
      },
    });
    render(<SignIn logic={logic} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/mobile phone number/i), '5085550100');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    await user.type(await screen.findByLabelText(/6-digit code/i), '123456');
    await user.click(screen.getByRole('button', { name: /continue/i }));
    return screen.findByRole('alert');
  }

  it.each([
    [
      'a Message over its Errors',
      { Message: 'Your account could not be read.', Errors: ['The account service is being updated.', 'Nothing you entered was lost.'] },
      'Your account could not be read.',
      'The account service is being updated.\nNothing you entered was lost.',
    ],
    ['a lowercase message under "Error"', { message: 'the identity store is read-only' }, 'Error', 'the identity store is read-only'],
  ])('shows %s, as spec section 8 words it, and offers to try again', async (_, body, title, detail) => {
    const alert = await signInWithIdentityFailing(classifyHttpFailure({ status: 503, body }));
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe(title);
    expect(within(alert).getByText(detail, { collapseWhitespace: false, trim: false })).toBeTruthy();
    expect(alert.textContent).toBe(`${title}${detail}We could not load your account.`);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the server could not be reached when no answer came', async () => {
    const alert = await signInWithIdentityFailing(new TypeError('Failed to fetch'));
    expect(alert.textContent).toBe('We could not load your account. We could not reach the server. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
