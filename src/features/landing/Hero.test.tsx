import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import { landingHeroCard, landingPage } from '../../content/landing';
import { formatPhone } from '../../lib/phone';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering, notFound } from '../../test/fake-api';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

// The sections below the hero read the API; they are not what is tested here.
fakeApiAnswering(() => notFound());

beforeAll(withoutScrolling);
afterEach(cleanup);

describe("Landing's hero", { timeout: 30_000 }, () => {
  it('has a card beside the heading: how a job starts, who does it, where, and the number to call', async () => {
    await openApp('/');
    expect(screen.getByRole('heading', { level: 1, name: landingPage.hero.heading })).toBeTruthy();
    // The card loads after the page.
    const card = await screen.findByRole('complementary', { name: landingHeroCard.title }, { timeout: 10_000 });
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...landingHeroCard.points, 'Licensed and insured in Massachusetts', landingHeroCard.towns]);
    expect(within(card).getByRole('link', { name: formatPhone(site.phone) }).getAttribute('href')).toBe(`tel:${site.phone}`);
  });
});
