import { cleanup, render, screen } from '@testing-library/react';
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
