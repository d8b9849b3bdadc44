import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openAt, withoutScrolling } from './app-harness';

/**
 * "I already have a code" after a refusal to text another (docs/decisions/100), through the whole
 * app: only a tab that was texted a code for the number, before a reload too, is offered it, unless
 * the server says this caller asked for one moments ago.
 */

withoutScrolling();
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const TOO_MANY = { Message: 'Too many codes were requested. Please wait before asking for another.', Errors: ['Try again in 12 minutes.'] };

/** The sign-in API, answering each code request with the next of `answers`. */
function codeServer(answers: (() => Response)[]) {
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    calls.push(`${request.method} ${path}`);
    if (path === '/Authentication/send-phone-login-token') return answers.shift()!();
    return Response.json({ Message: 'Not here.' }, { status: 404 });
  };
  return { fetch, calls };
}
const sent = () => Response.json({ resendAfterSeconds: 30, expiresInSeconds: 600 }, { status: 202 });
const refused = () => Response.json(TOO_MANY, { status: 429, headers: { 'Retry-After': '720' } });

async function askForCode(phone: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/mobile phone number/i), phone);
  await user.click(screen.getByRole('button', { name: /send code/i }));
  return user;
}

describe('Sign In refused a code because too many were requested', () => {
  it('offers the code texted to the number before the page was reloaded', async () => {
    const server = codeServer([sent, refused]);
    await openAt('/sign-in', { server });
    await askForCode('5085550100');
    expect(await screen.findByLabelText(/6-digit code/i)).toBeTruthy();

    // The page reloaded in the same tab: a new app, the tab's session storage kept.
    cleanup();
    await openAt('/sign-in', { server });
    const user = await askForCode('5085550100');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many codes were requested\./);
    await user.click(screen.getByRole('button', { name: 'I already have a code' }));
    expect(await screen.findByLabelText(/6-digit code/i)).toBeTruthy();
  });

  it('leads a tab texted no code for the number to no code step', async () => {
    const server = codeServer([sent, refused]);
    await openAt('/sign-in', { server });
    await askForCode('5085550100');
    expect(await screen.findByLabelText(/6-digit code/i)).toBeTruthy();

    cleanup();
    await openAt('/sign-in', { server });
    await askForCode('5085550111');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many codes were requested\./);
    expect(screen.queryByRole('button', { name: 'I already have a code' })).toBeNull();
  });
});
