import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../app/router';
import { aboutPage, COMPANY_EMAIL } from '../../content/company';
import { renderRouter } from '../../test/app';

afterEach(cleanup);

describe('About', () => {
  it('shows the written story under one h1, its description, and the ways to get in touch', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/about'] }) });
    renderRouter(router);
    expect(await screen.findByRole('heading', { level: 1, name: aboutPage.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const section of aboutPage.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(aboutPage.metaDescription));
    const contact = screen.getByRole('complementary', { name: 'Talk to us' });
    const email = within(contact).getByRole('link', { name: COMPANY_EMAIL });
    expect(email.getAttribute('href')).toBe(`mailto:${COMPANY_EMAIL}`);
    // It may wrap after the @ and before the dot, not inside a word.
    expect(email.innerHTML).toBe('hello@<wbr>southboroughhomeservices<wbr>.com');
    expect(within(contact).getByRole('link', { name: 'Book A Job' }).getAttribute('href')).toBe('/book-service');
    expect(within(contact).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
  });
});
