import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LazyDialogModule from './LazyDraggableDialog';

afterEach(cleanup);

// A fresh module each time: the screen tests' setup has loaded the dialog already.
let lazyModule: typeof LazyDialogModule;
beforeEach(async () => {
  vi.resetModules();
  lazyModule = await import('./LazyDraggableDialog');
});

function Page() {
  const [open, setOpen] = useState(false);
  const { LazyDraggableDialog } = lazyModule;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <LazyDraggableDialog open={open} title="Lazy" onClose={() => setOpen(false)}>
        Body
      </LazyDraggableDialog>
    </>
  );
}

describe('LazyDraggableDialog', () => {
  it('draws nothing while closed, and the dialog once opened', async () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lazy' });
    expect(dialog.textContent).toContain('Body');
  });

  it('closes as the dialog does, and opens again at once', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Lazy' });
    await userEvent.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Lazy' })).toBeTruthy();
  });
});

describe('LazyDraggableDialog, closed on an idle page', () => {
  it('fetches its code, so that the first opening shows the dialog at once', async () => {
    // jsdom has no requestIdleCallback: the page is taken as idle once the timeout has passed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<Page />);
      act(() => vi.advanceTimersByTime(3000));
    } finally {
      vi.useRealTimers();
    }
    await act(() => vi.dynamicImportSettled());
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByRole('dialog', { name: 'Lazy' })).toBeTruthy();
  });
});
