import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOrNothing } from './or-nothing';

afterEach(cleanup);

function Part({ name }: { name: string }) {
  return <p>{name} arrived</p>;
}

/** A part's chunk that does not come while `offline`, as a browser's import fails then. */
function chunk() {
  const net = { offline: true, loads: 0 };
  const load = vi.fn(async () => {
    net.loads++;
    if (net.offline) throw new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/Part.js');
    return { default: Part };
  });
  return { net, load };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('a lazy part of the frame', () => {
  it('draws nothing while its code cannot be had, and appears once the browser is back online', async () => {
    const { net, load } = chunk();
    const Lazy = lazyOrNothing(load);
    render(
      <main>
        <h1>The page</h1>
        <Suspense fallback={null}>
          <Lazy name="Footer" />
        </Suspense>
      </main>,
    );
    await settle();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByText('Footer arrived')).toBeNull();
    // Drawn as missing, it does not go on asking by itself (offline, that would never stop).
    await settle();
    expect(net.loads).toBe(1);

    net.offline = false;
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Footer arrived')).toBeTruthy();
    expect(net.loads).toBe(2);
    // Loaded, it stays loaded: a later `online` or `retry` asks for nothing.
    act(() => window.dispatchEvent(new Event('online')));
    act(() => Lazy.retry());
    await settle();
    expect(net.loads).toBe(2);
  });

  it('shows what it was given instead meanwhile, and tries again when told to', async () => {
    const { net, load } = chunk();
    const Lazy = lazyOrNothing(load, ({ name, retry }) => (
      <button type="button" onClick={retry}>
        {name} could not be loaded
      </button>
    ));
    render(
      <Suspense fallback={null}>
        <Lazy name="Menu" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Menu could not be loaded' })).toBeTruthy();

    act(() => screen.getByRole('button').click());
    expect(await screen.findByRole('button', { name: 'Menu could not be loaded' })).toBeTruthy();
    expect(net.loads).toBe(2);

    net.offline = false;
    act(() => Lazy.retry());
    expect(await screen.findByText('Menu arrived')).toBeTruthy();
    expect(net.loads).toBe(3);
  });
});
