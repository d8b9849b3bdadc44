import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { CodeSent } from '../../../contract/authentication';
import { classifyHttpFailure } from '../../../machines/api-failure';
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
