import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';

afterEach(cleanup);

/**
 * A dialog's form with its send button; `fieldOnFailure` plays a form that puts the focus on a field
 * to correct once the answer is in, as use-contract-form does.
 */
function SendForm({ busy, fieldOnFailure = false, onButtonFocus }: { busy: boolean; fieldOnFailure?: boolean; onButtonFocus?: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!busy && fieldOnFailure) field.current?.focus();
  }, [busy, fieldOnFailure]);
  return (
    <div role="dialog" aria-label="Send it" tabIndex={-1}>
      <input ref={field} aria-label="Reason" />
      <BusyButton busy={busy} onFocus={onButtonFocus}>
        {busy ? 'Sending…' : 'Send'}
      </BusyButton>
    </div>
  );
}

const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ });

/**
 * What a browser does and jsdom does not: the disabled button loses the focus, to the page, or to
 * the dialog where a focus trap puts it.
 */
const browserDropsFocus = (to: 'page' | 'dialog') => act(() => (to === 'page' ? sendButton().blur() : screen.getByRole('dialog').focus()));

/** Lets the button's deferred check run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('BusyButton', () => {
  it('is disabled with a spinner while busy', () => {
    render(<SendForm busy />);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it.each(['page', 'dialog'] as const)('takes the focus back from the %s when its request is over', async (to) => {
    const { rerender } = render(<SendForm busy={false} />);
    act(() => sendButton().focus());
    rerender(<SendForm busy />);
    browserDropsFocus(to);
    rerender(<SendForm busy={false} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' })));
  });

  it('leaves the focus on a field the form put it on, without passing through the button', async () => {
    const onButtonFocus = vi.fn();
    const { rerender } = render(<SendForm busy={false} fieldOnFailure onButtonFocus={onButtonFocus} />);
    act(() => sendButton().focus());
    onButtonFocus.mockClear();
    rerender(<SendForm busy fieldOnFailure onButtonFocus={onButtonFocus} />);
    browserDropsFocus('dialog');
    rerender(<SendForm busy={false} fieldOnFailure onButtonFocus={onButtonFocus} />);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));
    expect(onButtonFocus).not.toHaveBeenCalled();
  });

  it('leaves the focus where the user moved it meanwhile', async () => {
    const { rerender } = render(<SendForm busy={false} />);
    act(() => sendButton().focus());
    rerender(<SendForm busy />);
    browserDropsFocus('dialog');
    act(() => screen.getByRole('textbox', { name: 'Reason' }).focus());
    rerender(<SendForm busy={false} />);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));
  });

  it('takes no focus it did not have when the request began', async () => {
    const { rerender } = render(<SendForm busy={false} />);
    rerender(<SendForm busy />);
    rerender(<SendForm busy={false} />);
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
