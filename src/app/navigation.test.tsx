import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, withoutScrolling } from '../test/app';
import { fakeApiAnswering, paged } from '../test/fake-api';

vi.mock('../api/client', async (importOriginal) => (await import('../test/fake-api')).withFakeApi(await importOriginal()));

// Every list is empty: these tests are about the pages around the data.
fakeApiAnswering((url) => (url.pathname.endsWith('/Memberships/get-available') ? Response.json([]) : paged([])));

beforeEach(withoutScrolling);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The system setting `prefers-reduced-motion: reduce`, as the browser reports it. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }));
}

const scrolledToTop = () => vi.mocked(window.scrollTo).mock.calls.filter((args) => (args[0] as ScrollToOptions | undefined)?.top === 0);

describe('after a navigation to another page', () => {
  it.each([
    ['smoothly', false, 'smooth'],
    ['with a jump, not a glide, for a reader who asked for less motion', true, 'auto'],
  ])('scrolls to the top %s', async (_, reducedMotion, behavior) => {
    if (reducedMotion) preferReducedMotion();
    const router = await openApp('/about');
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate({ to: '/service' }));
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    expect(scrolledToTop()).toEqual([[{ top: 0, left: 0, behavior }]]);
  });

  it("moves focus to the new page's heading, so a screen reader announces it", async () => {
    const user = userEvent.setup();
    await openApp('/about');
    expect(document.activeElement).toBe(document.body);
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Our Services' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('moves focus to the anchor a link leads to', async () => {
    const user = userEvent.setup();
    await openApp('/about');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Memberships' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('memberships'));
  });

  it('leaves focus where the page put it', async () => {
    const router = await openApp('/about');
    await act(() => router.navigate({ to: '/sign-in' }));
    const phone = await screen.findByRole('textbox', { name: /mobile phone number/i });
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });
});

describe('a change of the search only', () => {
  it('leaves focus where the visitor has it, such as in a filter', async () => {
    const router = await openApp('/contractors');
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' });
    link.focus();
    await act(() => router.navigate({ to: '/contractors', search: { ratingFrom: 4 } }));
    await waitFor(() => expect(router.state.location.href).toBe('/contractors?ratingFrom=4'));
    expect(document.activeElement).toBe(link);
  });
});

describe('the header link to the anchor the page is already at', () => {
  it('scrolls there again, instantly for a reader who asked for less motion', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    await openApp('/#memberships');
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
    scrollIntoView.mockClear();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Memberships' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
