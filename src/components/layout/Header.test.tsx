import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumer, openAt, settledAt, withoutScrolling } from '../../../tests/flows/app-harness';

// The menus' chunks do not arrive while `offline` (the connection dropped since the page was opened):
// the import fails as a browser's does, and succeeds once the connection is back.
const net = vi.hoisted(() => ({ offline: true, menuLoads: 0, accountMenuLoads: 0 }));
const unreachable = (file: string) => new TypeError(`Failed to fetch dynamically imported module: http://app.test/assets/${file}.js`);
vi.mock('./MobileMenu', async (importOriginal) => {
  net.menuLoads++;
  if (net.offline) throw unreachable('MobileMenu');
  return importOriginal();
});
vi.mock('../../auth/SignedInMenu', async (importOriginal) => {
  net.accountMenuLoads++;
  if (net.offline) throw unreachable('SignedInMenu');
  return importOriginal();
});

beforeAll(withoutScrolling);
afterEach(cleanup);

const MENU_MISSING = 'We could not load the menu. Check your connection, then close it and open it again.';

describe('the header while its menus cannot be loaded', { timeout: 30_000 }, () => {
  it('says the small-screen menu could not be loaded, keeps the page, and opens the menu once it can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await openAt('/about');
    await settledAt(router, '/about');
    const user = userEvent.setup();
    const banner = screen.getByRole('banner');

    // Focused, the button fetches the menu ahead (which fails); the press then asks for it again.
    const menuButton = within(banner).getByRole('button', { name: 'Open menu' });
    act(() => menuButton.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await user.keyboard('{Enter}');
    const alert = await within(banner).findByRole('alert');
    expect(alert.textContent).toContain(MENU_MISSING);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Southborough Home Services');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    // The message is the open menu as far as the button goes: a press closes it, as Escape does.
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(menuButton);
    expect(within(banner).queryByRole('alert')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    // Still offline: opened again, the menu is asked for again, and the message says so again.
    const loads = net.menuLoads;
    await user.click(menuButton);
    expect((await within(banner).findByRole('alert')).textContent).toContain(MENU_MISSING);
    expect(net.menuLoads).toBeGreaterThan(loads);
    expect(document.activeElement).toBe(menuButton);
    await user.keyboard('{Escape}');
    expect(within(banner).queryByRole('alert')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    // Back online, the next press of the menu button loads the menu and opens it.
    net.offline = false;
    await user.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Book A Job' })).toBeTruthy();
    expect(within(banner).queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('the account menu while its code cannot be loaded', { timeout: 30_000 }, () => {
  it('keeps the page without it, and shows "Hi {first name}" once the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    net.offline = true;
    const { router } = await openAt('/about', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/about');
    const banner = screen.getByRole('banner');

    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(net.accountMenuLoads).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Southborough Home Services');
    expect(within(banner).queryByRole('button', { name: 'Hi Ada' })).toBeNull();

    net.offline = false;
    act(() => window.dispatchEvent(new Event('online')));
    expect(await within(banner).findByRole('button', { name: 'Hi Ada' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
