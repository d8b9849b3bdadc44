import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LOADS_WHEN_ONLINE, CAPTCHA_UNAVAILABLE, CaptchaField } from './CaptchaField';
import { useCaptcha } from './use-captcha';

/**
 * The widget's own chunk does not arrive while `offline` (the connection dropped since the page was
 * opened): the import fails as a browser's does. Once it arrives, Google's script loads and shows the box.
 * (A file of its own: a module once loaded stays loaded for the rest of a file.)
 */
const net = vi.hoisted(() => ({ offline: true, loads: 0, resets: 0 }));
vi.mock('react-google-recaptcha', () => {
  net.loads++;
  if (net.offline) throw new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/react-google-recaptcha.js');
  return {
    default: class FakeRecaptcha extends Component<{ asyncScriptOnLoad?: (state: { loaded?: boolean }) => void }> {
      override componentDidMount() {
        this.props.asyncScriptOnLoad?.({ loaded: true });
      }
      reset() {
        net.resets++;
      }
      override render(): ReactNode {
        return <button type="button">I'm not a robot</button>;
      }
    },
  };
});

afterEach(cleanup);

function Enquiry() {
  const captcha = useCaptcha('site-key');
  return (
    <form aria-label="Enquiry">
      <h1>Storage unit 12</h1>
      <label>
        Message <textarea name="message" />
      </label>
      <CaptchaField captcha={captcha} />
      <button type="button" onClick={captcha.reset}>
        Start over
      </button>
    </form>
  );
}

describe('a security check whose code cannot be loaded', () => {
  it('says the check will load once the connection is back, keeps the form and what was typed, and shows the box once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Enquiry />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is it dry?');

    // Not Google's failure, and no reload: the check comes back by itself.
    expect((await screen.findByText(CAPTCHA_LOADS_WHEN_ONLINE)).textContent).not.toMatch(/\breload the page\b/i);
    expect(screen.queryByText(CAPTCHA_UNAVAILABLE)).toBeNull();
    expect(net.loads).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Storage unit 12');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Is it dry?');
    expect(screen.queryByRole('button', { name: "I'm not a robot" })).toBeNull();

    net.offline = false;
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: "I'm not a robot" })).toBeTruthy();
    expect(screen.queryByText(CAPTCHA_LOADS_WHEN_ONLINE)).toBeNull();
    expect(screen.queryByText(CAPTCHA_UNAVAILABLE)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Is it dry?');

    // The form still reaches the widget (a spent answer shows a fresh box).
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(net.resets).toBe(1);
    vi.restoreAllMocks();
  });
});
