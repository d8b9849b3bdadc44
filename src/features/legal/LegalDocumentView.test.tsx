import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { privacyPolicy, termsAndConditions } from '../../content/legal';
import { openApp, withoutScrolling } from '../../test/app';
import { anchorOf } from './LegalDocumentView';

beforeAll(withoutScrolling);
afterEach(cleanup);

describe.each([
  ['/privacy-policy', privacyPolicy],
  ['/terms-and-conditions', termsAndConditions],
] as const)('%s', (path, doc) => {
  it('has one h1, the last updated date, and a table of contents linking to every section', async () => {
    await openApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: doc.title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Last updated').querySelector('time')?.getAttribute('dateTime')).toBe(doc.lastUpdated);
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(doc.sections.map((s) => s.heading));
    for (const [i, link] of links.entries()) {
      const target = link.getAttribute('href')!.split('#')[1]!;
      expect(link.getAttribute('href')).toBe(`${path}#${target}`);
      expect(document.getElementById(target)?.textContent).toBe(`${i + 1}. ${doc.sections[i]!.heading}`);
    }
    expect(new Set(links.map((a) => a.getAttribute('href'))).size).toBe(links.length);
  });

  it('moves to the chosen section, focus included, so reading continues there', async () => {
    const router = await openApp(path);
    const last = doc.sections.at(-1)!;
    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Contents' })).getByRole('link', { name: last.heading }));
    await waitFor(() => expect(router.state.location.hash).toBe(anchorOf(last.heading)));
    await waitFor(() => expect(document.activeElement?.id).toBe(anchorOf(last.heading)));
  });
});
