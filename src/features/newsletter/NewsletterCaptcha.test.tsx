import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { CAPTCHA_REQUIRED } from '../../components/forms/use-contract-form';
import { NewsletterSignup } from './NewsletterSignup';

/** Google's box, loaded at once; ticking it answers a new token each time. */
vi.mock('react-google-recaptcha', () => ({
  default: class FakeRecaptcha extends Component<{ onChange?: (token: string | null) => void; asyncScriptOnLoad?: (state: { loaded?: boolean }) => void }> {
    static ticks = 0;
    override componentDidMount() {
      this.props.asyncScriptOnLoad?.({ loaded: true });
    }
    reset() {}
    override render(): ReactNode {
      return (
        <button type="button" onClick={() => this.props.onChange?.(`answer-${++FakeRecaptcha.ticks}`)}>
          I'm not a robot
        </button>
      );
    }
  },
}));

afterEach(cleanup);

/** The form with captcha on (a site key set), against a server that records each request's answer. */
function renderWithCaptcha() {
  const answers: (string | null)[] = [];
  const client = createApiClient({
    baseUrl: 'http://app.test/api/v1',
    pageOrigin: () => 'http://app.test',
    fetch: async (request) => {
      answers.push(request.headers.get('x-recaptcha-token'));
      const { email } = (await request.json()) as { email: string };
      return Response.json({ email, subscribedAt: '2026-11-22T10:00:00.000Z', created: true }, { status: 201 });
    },
  });
  function WithCaptcha() {
    return <NewsletterSignup client={client} captcha={useCaptcha('site-key')} />;
  }
  render(<WithCaptcha />);
  return answers;
}

async function subscribe(email: string) {
  const field = screen.getByRole('textbox', { name: 'E-mail address' });
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('the e-mail sign-up form with captcha on', () => {
  it('asks for the security check before sending, sends its answer once, and asks again for the next sign-up', async () => {
    const answers = renderWithCaptcha();
    expect(await screen.findByRole('group', { name: 'Security check' })).toBeTruthy();

    await subscribe('pat@example.com');
    expect(screen.getByText(CAPTCHA_REQUIRED)).toBeTruthy();
    expect(answers).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: "I'm not a robot" }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Thanks for subscribing! Our updates will go to pat@example.com./)).toBeTruthy();
    expect(answers).toEqual(['answer-1']);

    // The answer was spent: another address needs a new tick.
    await subscribe('sam@example.com');
    expect(screen.getByText(CAPTCHA_REQUIRED)).toBeTruthy();
    expect(answers).toHaveLength(1);
  });
});
