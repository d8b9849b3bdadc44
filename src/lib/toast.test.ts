import { describe, expect, it, vi } from 'vitest';
import { showServerError } from '../api/errors';
import { ERROR_TOAST_MS, registerToastHost, showToast, TOAST_MS } from './toast';

describe('toasts', () => {
  it('wait for the toaster, then show in order with their durations', () => {
    showToast({ severity: 'success', summary: 'Saved' });
    showServerError({ Message: 'Cannot book.', Errors: ['Slot is taken.'] });
    const show = vi.fn();
    const unregister = registerToastHost({ show });
    expect(show.mock.calls.map(([toast]) => toast)).toEqual([
      { severity: 'success', summary: 'Saved', durationMs: TOAST_MS },
      { severity: 'error', summary: 'Cannot book.', detail: 'Slot is taken.', durationMs: ERROR_TOAST_MS },
    ]);
    showToast({ severity: 'info', summary: 'Now', durationMs: 100 });
    expect(show).toHaveBeenLastCalledWith({ severity: 'info', summary: 'Now', durationMs: 100 });
    unregister();
  });
});
