import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '../../test/app';
import { isChunkLoadError, RouteError } from './RouteError';

afterEach(cleanup);

/** A one-page app whose page loads with `load`, failing as the test says. */
function openPage(load: () => string) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', loader: load, component: () => <h1>{page.useLoaderData()}</h1> });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteError,
  });
  renderRouter(router);
}

describe('a page that failed', () => {
  it('says so, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    openPage(() => {
      if (fail) throw new Error('The listing service answered 502.');
      return 'Storage Units';
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage Units' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('whose code did not arrive offers to reload the site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openPage(() => {
      throw new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/about-1a2b3c.js');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://example.test/assets/a.js',
    'error loading dynamically imported module: https://example.test/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('knows %s', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('dynamically imported module')).toBe(false);
  });
});
