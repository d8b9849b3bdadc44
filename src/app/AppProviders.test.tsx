import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The toaster's chunk does not arrive while `offline` (the connection dropped, or a release replaced
// it): the import fails as a browser's does, and succeeds once the connection is back.
const net = { offline: true, loads: 0 };

/** The app's providers and toasts as a fresh page has them: no toaster loaded, none failed. */
async function openPage() {
  vi.resetModules();
  vi.doMock('../components/ui/Toaster', async (importOriginal) => {
    net.loads++;
    if (net.offline) throw new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/Toaster.js');
    return importOriginal();
  });
  const [{ AppProviders }, { showError }] = await Promise.all([import('./AppProviders'), import('../lib/toast')]);
  render(
    <AppProviders>
      <h1>This page could not be loaded</h1>
    </AppProviders>,
  );
  return showError;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  net.offline = true;
  net.loads = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the app around the router', () => {
  it('keeps the page when a toast is wanted and the toaster cannot be loaded, and shows it once back online', async () => {
    const showError = await openPage();
    // What a failed page load does: its error is toasted (spec section 8) as the route shows its error view.
    act(() => showError('TypeError', 'Failed to fetch dynamically imported module'));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    net.offline = false;
    act(() => window.dispatchEvent(new Event('online')));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch dynamically imported module');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
  });

  it('tries the toaster again with the next toast, and shows the toasts that waited', async () => {
    const showError = await openPage();
    act(() => showError('We could not reach the server', 'Check your connection and try again.'));
    await settle();
    expect(net.loads).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();

    net.offline = false;
    act(() => showError('Could not save', 'The server is down.'));
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('We could not reach the server'), expect.stringContaining('Could not save')]),
    );
    expect(net.loads).toBe(2);
  });
});
