import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_REQUIRED } from '../../../machines/form-submission.machine';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_UNAVAILABLE, CaptchaField } from './CaptchaField';
import { useCaptcha } from './use-captcha';

/**
 * reCAPTCHA as Google's script leaves it: `script` says what the script does once the widget mounts:
 * nothing (blocked, never answers), fail to load, load and show the box, or load and then find it
 * cannot reach Google (the widget's error callback).
 */
const google = vi.hoisted(() => ({ script: 'hangs' as 'hangs' | 'fails' | 'loads' | 'errs' }));
vi.mock('react-google-recaptcha', () => ({
  default: class FakeRecaptcha extends Component<{
    asyncScriptOnLoad?: (state: { loaded?: boolean; errored?: boolean }) => void;
    onErrored?: () => void;
  }> {
    override componentDidMount() {
      if (google.script === 'fails') this.props.asyncScriptOnLoad?.({ errored: true });
      if (google.script === 'loads' || google.script === 'errs') this.props.asyncScriptOnLoad?.({ loaded: true });
      if (google.script === 'errs') this.props.onErrored?.();
    }
    reset() {}
    override render(): ReactNode {
      return google.script === 'loads' ? <button type="button">I'm not a robot</button> : null;
    }
  },
}));

/** A form with a captcha as the form kit shows it: `error` is what the form says when sent without an answer. */
function Check({ error }: { error?: string }) {
  const captcha = useCaptcha('site-key');
  return (
    <form aria-label="Sign-up">
      <label>
        E-mail <input name="email" />
      </label>
      <CaptchaField captcha={captcha} error={error} />
    </form>
  );
}

/** The visitor begins on the form: its first field takes the focus. */
const begin = () => act(() => screen.getByRole('textbox', { name: 'E-mail' }).focus());

const security = () => screen.getByRole('group', { name: 'Security check' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the lazily loaded widget mount, then lets `ms` pass. */
async function wait(ms: number) {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('a security check that cannot load', () => {
  it('says so after a few seconds when Google never answers, with the phone as the way through', async () => {
    google.script = 'hangs';
    render(<Check />);
    begin();
    await wait(CAPTCHA_LOAD_TIMEOUT_MS - 1000);
    expect(screen.queryByText(CAPTCHA_UNAVAILABLE)).toBeNull();
    await wait(1000);
    expect(screen.getByText(CAPTCHA_UNAVAILABLE)).toBeTruthy();
    expect(security().getAttribute('aria-describedby')).toBe(screen.getByText(CAPTCHA_UNAVAILABLE).id);
    expect(screen.getByText(/Can't complete the check\? Call us at/).textContent).toContain('+1 (508) 555-0100');
  });

  it.each([
    ['the script fails to load', 'fails' as const],
    ['the box cannot reach Google', 'errs' as const],
  ])('says so at once when %s', async (_, script) => {
    google.script = script;
    render(<Check />);
    begin();
    await wait(0);
    expect(screen.getByText(CAPTCHA_UNAVAILABLE)).toBeTruthy();
  });

  it('does not send the visitor to reload the page, which would lose what they typed, but to the phone', async () => {
    google.script = 'fails';
    render(<Check />);
    begin();
    await wait(0);
    const said = screen.getByText(CAPTCHA_UNAVAILABLE).textContent;
    expect(said).not.toMatch(/reload|refresh/i);
    expect(said).toMatch(/call us/i);
  });

  it('says the same, not "tick the box", when the form is sent without an answer', async () => {
    google.script = 'hangs';
    const { rerender } = render(<Check />);
    begin();
    await wait(CAPTCHA_LOAD_TIMEOUT_MS);
    rerender(<Check error={CAPTCHA_REQUIRED} />);
    expect(screen.getByText(CAPTCHA_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByText(CAPTCHA_REQUIRED)).toBeNull();
  });

  it('asks for the tick as before once the check has loaded, however long the visitor takes', async () => {
    google.script = 'loads';
    const { rerender } = render(<Check />);
    begin();
    await wait(0);
    expect(screen.getByRole('button', { name: "I'm not a robot" })).toBeTruthy();
    await wait(CAPTCHA_LOAD_TIMEOUT_MS * 3);
    expect(screen.queryByText(CAPTCHA_UNAVAILABLE)).toBeNull();
    rerender(<Check error={CAPTCHA_REQUIRED} />);
    expect(screen.getByText(CAPTCHA_REQUIRED)).toBeTruthy();
  });
});

describe('a security check before the visitor begins on its form', () => {
  it('shows where the box will be and loads nothing, nor gives up on it, however long the page stays open', async () => {
    google.script = 'loads';
    render(<Check />);
    await wait(CAPTCHA_LOAD_TIMEOUT_MS * 2);
    expect(security().textContent).toContain('Security check');
    expect(screen.getByLabelText('Loading the security check')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm not a robot" })).toBeNull();
    expect(screen.queryByText(CAPTCHA_UNAVAILABLE)).toBeNull();
  });

  it.each([
    ['a field of the form is focused', () => begin()],
    ['the form is pressed', () => fireEvent.pointerDown(screen.getByRole('form', { name: 'Sign-up' }))],
    ['the pointer comes over the check', () => fireEvent.pointerEnter(security())],
  ])('loads the box once %s', async (_, engage) => {
    google.script = 'loads';
    render(<Check />);
    await wait(0);
    engage();
    await wait(0);
    expect(screen.getByRole('button', { name: "I'm not a robot" })).toBeTruthy();
  });

  it('loads the box at once in a form whose field took the focus as it opened', async () => {
    google.script = 'loads';
    function Focused() {
      const captcha = useCaptcha('site-key');
      return (
        <form>
          <input aria-label="Name" autoFocus />
          <CaptchaField captcha={captcha} />
        </form>
      );
    }
    render(<Focused />);
    await wait(0);
    expect(screen.getByRole('button', { name: "I'm not a robot" })).toBeTruthy();
  });
});
