import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess, showToast } from '../../lib/toast';
import Toaster from './Toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets time pass a little at a time, as the toast's exit animation schedules its steps one after another. */
function pass(ms: number) {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)));
}

describe('toasts (spec section 9)', () => {
  it('stand at the top right, 25rem wide', async () => {
    render(<Toaster />);
    act(() => showSuccess('Saved'));
    const alert = await vi.waitFor(() => screen.getByRole('status'));
    expect(alert.closest<HTMLElement>('[style*="width"]')?.style.width).toBe('25rem');
    const position = getComputedStyle(alert.closest('.notistack-SnackbarContainer')!);
    expect(position.position).toBe('fixed');
    expect([position.top, position.right].every((edge) => edge.endsWith('px'))).toBe(true);
    expect([position.bottom, position.left]).toEqual(['auto', 'auto']);
  });

  it('show an error, its summary and detail, for 5 seconds', async () => {
    render(<Toaster />);
    act(() => showError('Could not save', 'The server is down.'));
    const alert = await vi.waitFor(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain('Could not save');
    expect(alert.textContent).toContain('The server is down.');
    pass(4900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    // At 5 s it starts to leave; its exit animation takes well under a second.
    pass(1100);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offer the next step as a button, which does it and closes the toast', async () => {
    render(<Toaster />);
    const onClick = vi.fn();
    act(() => showToast({ severity: 'info', summary: 'Sign in to see My Account', action: { label: 'Sign In', onClick } }));
    const toast = await vi.waitFor(() => screen.getByRole('status'));
    act(() => within(toast).getByRole('button', { name: 'Sign In' }).click());
    expect(onClick).toHaveBeenCalledOnce();
    pass(1000);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
