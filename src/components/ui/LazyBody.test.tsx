import { act, fireEvent, waitFor } from '@testing-library/react';
import { type ComponentType, lazy, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MarkLiveModule from '../../app/MarkLive';
import type * as LazyBodyModule from './LazyBody';

// Fresh modules each time: the mark and the bodies it waits for are the page's, once per document.
let markLive: typeof MarkLiveModule;
let lazyBody: typeof LazyBodyModule;
beforeEach(async () => {
  vi.resetModules();
  markLive = await import('../../app/MarkLive');
  lazyBody = await import('./LazyBody');
  delete document.documentElement.dataset.hydrated;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A page body with a control: a filter that counts its clicks. */
function Filters() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Filter ({clicks})
    </button>
  );
}

function Page({ Body, withBody = true }: { Body: ComponentType; withBody?: boolean }) {
  const { LazyBody } = lazyBody;
  const { MarkLive } = markLive;
  return (
    <main>
      <h1>Find a Contractor</h1>
      {withBody && (
        <LazyBody fallback={<p>Loading the filters</p>}>
          <Body />
        </LazyBody>
      )}
      <MarkLive />
    </main>
  );
}

/** The page as the build writes it (the body's code at hand), hydrated with the body's code still on its way. */
async function hydrateBeforeTheBodysCode() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Body={Filters} />);
  document.body.append(container);
  const delivered = container.querySelector('button')!;
  let arrive: (module: { default: ComponentType }) => void = () => {};
  const LaterFilters = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <Page Body={LaterFilters} />, { onRecoverableError: recoverable });
  });
  return { container, delivered, arriveCode: () => act(async () => arrive({ default: Filters })), LaterFilters, recoverable };
}

const markedLive = () => document.documentElement.hasAttribute('data-hydrated');

describe('a page body hydrated when its code comes', () => {
  it('keeps the delivered markup while the page hydrates, and marks the page live only once the body is the app’s', async () => {
    const { container, delivered, arriveCode, recoverable } = await hydrateBeforeTheBodysCode();
    let live = false;
    void markLive.pageLive.then(() => (live = true));
    // The rest of the page is the app's; the body is still the delivered markup, with no stand-in.
    expect(container.querySelector('h1')).not.toBeNull();
    expect(delivered.isConnected).toBe(true);
    expect(container.textContent).not.toContain('Loading the filters');
    expect(markedLive()).toBe(false);
    expect(live).toBe(false);

    await arriveCode();
    await waitFor(() => expect(markedLive()).toBe(true));
    expect(live).toBe(true);
    // React adopted the very button the HTML drew, and it answers a click at once.
    expect(container.querySelector('button')).toBe(delivered);
    fireEvent.click(delivered);
    expect(delivered.textContent).toBe('Filter (1)');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('does not hold the mark back for a body taken off the page before it hydrated', async () => {
    const { LaterFilters } = await hydrateBeforeTheBodysCode();
    expect(markedLive()).toBe(false);
    await act(async () => root!.render(<Page Body={LaterFilters} withBody={false} />));
    await waitFor(() => expect(markedLive()).toBe(true));
  });

  it('marks a page drawn in the browser live once its body has been drawn', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(<Page Body={Filters} />));
    await waitFor(() => expect(markedLive()).toBe(true));
    expect(container.querySelector('button')?.textContent).toBe('Filter (0)');
  });
});
