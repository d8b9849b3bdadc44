import { lazyRouteComponent } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadedBeforeDrawn } from './loaded-before-drawn';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Body({ name }: { name: string }) {
  return <p>{name}’s body</p>;
}

/** A body's chunk that comes, or fails, when the test says so. */
function chunk() {
  const asked: { arrive: () => void; fail: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ Body: typeof Body }>((resolve, reject) => {
        asked.push({ arrive: () => resolve({ Body }), fail: () => reject(new Error('The body could not be had')) });
      }),
  );
  const answer = (how: 'arrive' | 'fail') => act(async () => asked.at(-1)![how]());
  return { load, answer };
}

class Boundary extends Component<{ children: ReactNode }, { failed?: Error }> {
  override state: { failed?: Error } = {};
  static getDerivedStateFromError = (failed: Error) => ({ failed });
  override render = () => (this.state.failed ? <p role="alert">{this.state.failed.message}</p> : this.props.children);
}

const page = (Lazy: (props: { name: string }) => ReactNode, name = 'Page') => (
  <Boundary>
    <Suspense fallback={<p>Loading</p>}>
      <Lazy name={name} />
    </Suspense>
  </Boundary>
);

describe('a lazy body drawn before its code has come', () => {
  it('draws once the code has come, drawn again meanwhile, and React finds nothing wrong with how it waited', async () => {
    const printed = vi.spyOn(console, 'error');
    const load = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { Body };
    };
    const Lazy = loadedBeforeDrawn(lazyRouteComponent(load, 'Body'));
    // As the app is drawn, out of `act`: React warns of a misused `use()` only when it waits as it does there.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    onTestFinished(() => root.unmount());
    root.render(page(Lazy));
    await waitFor(() => expect(container.textContent).toBe('Loading'));
    // The page drawn again while the code is on its way, as when the router replaces the address.
    root.render(page(Lazy, 'Page 2'));
    await waitFor(() => expect(container.textContent).toBe('Page 2’s body'));
    expect(printed).not.toHaveBeenCalled();
  });

  it('draws at once when its code was loaded before, and has nothing more to wait for', async () => {
    const { load, answer } = chunk();
    const Lazy = loadedBeforeDrawn(lazyRouteComponent(load, 'Body'));
    const preloading = Lazy.preload?.();
    await answer('arrive');
    await preloading;
    expect(Lazy.preload?.()).toBeUndefined();
    render(page(Lazy));
    expect(screen.getByText('Page’s body')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the failure of its code to the error view, and loads it again when preloaded anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, answer } = chunk();
    const Lazy = loadedBeforeDrawn(lazyRouteComponent(load, 'Body'));
    const { rerender } = await act(async () => render(page(Lazy)));
    await answer('fail');
    expect(screen.getByRole('alert').textContent).toBe('The body could not be had');

    // What the route's error view does on "Try again": the loader preloads the body, and the page is drawn anew.
    const preloading = Lazy.preload?.();
    await answer('arrive');
    await act(() => preloading);
    rerender(<div>{page(Lazy)}</div>);
    expect(await screen.findByText('Page’s body')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
