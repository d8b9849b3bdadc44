import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAt, settledAt, withoutScrolling } from './app-harness';

/**
 * The contractor list's loader imports its data module (and with it the API client) as it runs. When
 * that module does not arrive (a release replaced it), the list does not wait on its stand-ins for
 * ever: the page ends in the route's error view, which offers the reload that fetches the new version.
 */

const missing = vi.hoisted(() => new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/contractors.api.js'));

// The module is there but its export cannot be read: the loader sees what a browser's failed import gives it.
vi.mock('../../src/features/contractors/contractors.api', () => ({
  get loadContractorList() {
    throw missing;
  },
}));

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('the contractor list whose data module did not arrive', () => {
  it('shows the route’s error view, with a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = await openAt('/contractors');
    await settledAt(router, '/contractors');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
