import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp } from '../test/app';
import { followAnchor } from './follow-anchor';

/** jsdom lays nothing out: each element says where it is, and the test says when the page changed size. */
const resizeCallbacks = new Set<() => void>();
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resizeCallbacks.add(this.callback);
  }
  disconnect() {
    resizeCallbacks.delete(this.callback);
  }
}
const pageResized = () => act(() => [...resizeCallbacks].forEach((callback) => callback()));

/** How tall the document is, which says how far down the window can go. */
function pageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
}

const scrolledTo: string[] = [];
function placeAt(element: HTMLElement, top: number) {
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
}

beforeEach(() => {
  scrolledTo.length = 0;
  pageHeight(10_000);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id || this.tagName);
  };
});
afterEach(() => {
  cleanup();
  resizeCallbacks.clear();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('following an anchor', () => {
  it('scrolls to it again whenever what is above it changes its size, and only then', async () => {
    const anchor = Object.assign(document.createElement('section'), { id: 'plans' });
    document.body.append(anchor);
    placeAt(anchor, 1600);
    const stop = followAnchor('plans', 'auto');
    expect(scrolledTo).toEqual(['plans']);

    await pageResized();
    expect(scrolledTo).toEqual(['plans']);
    placeAt(anchor, 1540);
    await pageResized();
    expect(scrolledTo).toEqual(['plans', 'plans']);
    stop();
    placeAt(anchor, 1500);
    await pageResized();
    expect(scrolledTo).toEqual(['plans', 'plans']);
  });

  it('keeps scrolling while the page below is too short to bring the anchor to the top', async () => {
    const anchor = Object.assign(document.createElement('section'), { id: 'plans' });
    document.body.append(anchor);
    placeAt(anchor, 1600);
    pageHeight(1800);
    const stop = followAnchor('plans', 'auto');
    expect(scrolledTo).toEqual(['plans']);

    pageHeight(2000);
    await pageResized();
    expect(scrolledTo).toEqual(['plans', 'plans']);
    pageHeight(3000);
    await pageResized();
    expect(scrolledTo).toEqual(['plans', 'plans', 'plans']);
    pageHeight(3200);
    await pageResized();
    expect(scrolledTo).toEqual(['plans', 'plans', 'plans']);
    stop();
  });

  it('finds an anchor that arrives after the page first rendered', async () => {
    const stop = followAnchor('reviews', 'auto');
    await pageResized();
    expect(scrolledTo).toEqual([]);
    const anchor = Object.assign(document.createElement('section'), { id: 'reviews' });
    document.body.append(anchor);
    placeAt(anchor, 3000);
    await pageResized();
    expect(scrolledTo).toEqual(['reviews']);
    stop();
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])('leaves the page to the reader after a %s', async (type) => {
    const anchor = Object.assign(document.createElement('section'), { id: 'plans' });
    document.body.append(anchor);
    placeAt(anchor, 1600);
    followAnchor('plans', 'auto');
    window.dispatchEvent(new Event(type));
    placeAt(anchor, 1540);
    await pageResized();
    expect(scrolledTo).toEqual(['plans']);
  });

  it('stops by itself after a while', async () => {
    vi.useFakeTimers();
    try {
      const anchor = Object.assign(document.createElement('section'), { id: 'plans' });
      document.body.append(anchor);
      placeAt(anchor, 1600);
      followAnchor('plans', 'auto', 1000);
      vi.advanceTimersByTime(1000);
      placeAt(anchor, 1540);
      [...resizeCallbacks].forEach((callback) => callback());
      expect(scrolledTo).toEqual(['plans']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the router', () => {
  it('follows the anchor a link leads to while the sections above it fill in', async () => {
    const router = await openApp('/about');
    scrolledTo.length = 0;
    await act(() => router.navigate({ to: '/', hash: 'memberships' }));
    await waitFor(() => expect(scrolledTo).toContain('memberships'));
    const memberships = document.getElementById('memberships')!;
    placeAt(memberships, 1650);
    scrolledTo.length = 0;
    await pageResized();
    expect(scrolledTo).toEqual(['memberships']);
  });

  it('leaves going back, and a reload of the data, to the router’s restoring', async () => {
    const router = await openApp('/about');
    await act(() => router.navigate({ to: '/', hash: 'memberships' }));
    await waitFor(() => expect(scrolledTo).toContain('memberships'));
    await act(() => router.navigate({ to: '/about' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await act(() => router.history.back());
    await waitFor(() => expect(router.state.location.hash).toBe('memberships'));
    await act(() => router.invalidate());
    scrolledTo.length = 0;
    placeAt(document.getElementById('memberships')!, 1650);
    await pageResized();
    expect(scrolledTo).toEqual([]);
  });
});
