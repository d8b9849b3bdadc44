import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAt, settledAt, withoutScrolling } from '../../../tests/flows/app-harness';

// The dialog's chunk does not arrive while `offline` (the connection dropped since the page was opened):
// the import fails as a browser's does, and succeeds once the connection is back.
const net = vi.hoisted(() => ({ offline: true, dialogLoads: 0 }));
vi.mock('./ContactDialog', async (importOriginal) => {
  net.dialogLoads++;
  if (net.offline) throw new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/ContactDialog.js');
  return importOriginal();
});

beforeAll(withoutScrolling);
afterEach(cleanup);

const DIALOG_MISSING = 'We could not load the help form. Check your connection, then press Try again.';

describe('the Help button while its dialog cannot be loaded', { timeout: 30_000 }, () => {
  it('says the help form could not be loaded, keeps the page, and opens the dialog once it can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await openAt('/about');
    await settledAt(router, '/about');
    const user = userEvent.setup();
    const heading = 'About Southborough Home Services';

    await user.click(await screen.findByRole('button', { name: 'Help' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DIALOG_MISSING);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The visitor may put the message away: Escape, wherever the focus is, or its own close button.
    const help = screen.getByRole('button', { name: 'Help' });
    expect(document.activeElement).toBe(help);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(help);
    // Pressed again, Help asks for the dialog again, and says so again.
    await user.click(help);
    const close = within(await screen.findByRole('alert')).getByRole('button', { name: 'Close' });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(help);
    // Focus in the message, Escape puts it away and gives the focus back to Help too.
    await user.click(help);
    const again = within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' });
    await user.tab();
    expect(document.activeElement).toBe(again);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(help);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);

    // Still offline: Try again asks again, says so again, and leaves the focus on the Help button.
    await user.click(help);
    const loads = net.dialogLoads;
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DIALOG_MISSING);
    expect(net.dialogLoads).toBeGreaterThan(loads);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);

    // Back online, Try again loads the dialog and opens it; closed, it gives the focus back to Help.
    net.offline = false;
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'How can we help?' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText(/message/i)).toBeTruthy();
    expect(screen.queryByText(DIALOG_MISSING)).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    vi.restoreAllMocks();
  });
});
