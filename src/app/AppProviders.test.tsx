import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError } from '../lib/toast';
import { AppProviders } from './AppProviders';

// The toaster's chunk does not arrive (the connection dropped, or a release replaced it): the import fails as a browser's does.
vi.mock('../components/ui/Toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/Toaster.js');
});

afterEach(cleanup);

describe('the app around the router', () => {
  it('keeps the page when a toast is wanted and the toaster cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders>
        <h1>This page could not be loaded</h1>
      </AppProviders>,
    );
    // What a failed page load does: its error is toasted (spec section 8) as the route shows its error view.
    act(() => showError('TypeError', 'Failed to fetch dynamically imported module'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
