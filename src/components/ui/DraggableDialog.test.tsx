import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraggableDialog } from './DraggableDialog';

afterEach(cleanup);

describe('DraggableDialog', () => {
  it('is a dialog named by its title, which is the drag handle', () => {
    render(
      <DraggableDialog open title="Move me" onClose={() => {}}>
        Body
      </DraggableDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Move me' });
    expect(dialog.querySelector('[data-drag-handle]')?.textContent).toBe('Move me');
    expect(document.querySelector('.react-draggable')).not.toBeNull();
  });

  it('stands in the middle of the window (spec section 9)', () => {
    render(
      <DraggableDialog open title="Centered" onClose={() => {}}>
        Body
      </DraggableDialog>,
    );
    const around = getComputedStyle(screen.getByRole('dialog').closest('.MuiDialog-container')!);
    expect([around.display, around.justifyContent, around.alignItems]).toEqual(['flex', 'center', 'center']);
  });

  it('keeps the Material dialog paper, whose content scrolls within the window and its margins', () => {
    render(
      <DraggableDialog open title="Long" onClose={() => {}} actions={<button type="button">Send</button>}>
        Body
      </DraggableDialog>,
    );
    const paper = screen.getByRole('dialog');
    expect(paper.classList).toContain('MuiDialog-paper');
    expect(paper.classList).toContain('react-draggable');
    // jsdom lays nothing out; these are the rules that hold a tall dialog inside a phone's screen
    // with its title and actions in sight while its content scrolls.
    const style = getComputedStyle(paper);
    expect({ maxHeight: style.maxHeight, margin: style.margin, display: style.display, flexDirection: style.flexDirection, overflowY: style.overflowY }).toEqual({
      maxHeight: 'calc(100% - 64px)',
      margin: '32px',
      display: 'flex',
      flexDirection: 'column',
      overflowY: 'auto',
    });
    expect(getComputedStyle(paper.querySelector('.MuiDialogContent-root')!).overflowY).toBe('auto');
  });

  it('closes on Escape and on its close button', async () => {
    const onClose = vi.fn();
    render(
      <DraggableDialog open title="Close me" onClose={onClose} actions={<button type="button">Save</button>}>
        Body
      </DraggableDialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('DraggableDialog, opened by the page itself', () => {
  it('hands the focus to the page’s h1 when it closes, as nothing had it before', async () => {
    const user = userEvent.setup();
    (document.activeElement as HTMLElement | null)?.blur();
    render(<OpenedOnArrival />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mount the TV' })));
  });
});

/** A page that opens its dialog as it arrives (come back from the payment page to the payment's result). */
function OpenedOnArrival() {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>Mount the TV</h1>
      <DraggableDialog open={open} title="Pay what is owed" onClose={() => setOpen(false)}>
        <p>Paid.</p>
      </DraggableDialog>
    </main>
  );
}

/** A page whose action is done once its dialog has done it: the button that opened the dialog is gone. */
function ActionPage({ keepSection, unmountOnClose = false }: { keepSection: boolean; unmountOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <main>
      <h1>Mount the TV</h1>
      {(!done || keepSection) && (
        <section aria-labelledby="actions">
          <h2 id="actions">What you can do</h2>
          {!done && (
            <button type="button" onClick={() => setOpen(true)}>
              Review the contractor
            </button>
          )}
        </section>
      )}
      {(open || !unmountOnClose) && (
        <DraggableDialog open={open} title="Review" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setDone(true)}>
            Send review
          </button>
        </DraggableDialog>
      )}
    </main>
  );
}

describe('DraggableDialog, closed after its opener has gone', () => {
  it.each([
    ['the section it was opened from, by its heading', true, false, 'What you can do'],
    ['the page, by its h1, when that section went too', false, false, 'Mount the TV'],
    // The job page draws a feature's dialog only while it is open.
    ['the section it was opened from when the dialog is taken away rather than closed', true, true, 'What you can do'],
  ])('hands the focus to %s, not to the top of the document', async (_, keepSection, unmountOnClose, heading) => {
    const user = userEvent.setup();
    render(<ActionPage keepSection={keepSection} unmountOnClose={unmountOnClose} />);
    await user.click(screen.getByRole('button', { name: 'Review the contractor' }));
    await user.click(await screen.findByRole('button', { name: 'Send review' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: heading })));
  });
});
