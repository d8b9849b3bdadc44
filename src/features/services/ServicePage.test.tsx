import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EquipmentRentalItem, ProductsAndServicesItem, Trade } from '../../../contract/catalogue';
import { site } from '../../config/site';
import { formatPhone } from '../../lib/phone';
import { openApp, withoutScrolling } from '../../test/app';
import { notFound, paged, fakeApiAnswering, uuid } from '../../test/fake-api';
import { servicePageAt } from './service-pages';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const trade = (slug: string, name: string, n: number): Trade => ({ id: uuid(n), slug, name, description: `${name} work of every kind.` });
const item = (title: string, priceCents: number, unit: string, tradeRef: Trade | null, taxRate = 0): ProductsAndServicesItem => ({
  id: uuid(100 + priceCents),
  title,
  description: `${title} described.`,
  unit,
  priceCents,
  taxRate,
  automaticallyAddToProposals: false,
  trade: tradeRef && { id: tradeRef.id, name: tradeRef.name, slug: tradeRef.slug },
});
const PLUMBING = trade('plumbing', 'Plumbing', 1);
const ROOFING = trade('roofing', 'Roofing', 2);
const GUTTERS = trade('gutters', 'Gutters', 3);
const EQUIPMENT_RENTAL = trade('equipment-rental', 'Equipment Rental', 4);
const ITEMS = [
  item('Water heater replacement', 245000, 'each', PLUMBING, 0.0625),
  item('Plumber labor', 13500, 'hour', PLUMBING),
  item('Shingle repair', 45000, 'each', ROOFING),
  item('Trip charge', 4900, 'each', null),
];
const EQUIPMENT: EquipmentRentalItem[] = [
  { id: uuid(201), name: 'Pressure washer', slug: 'pressure-washer', category: 'Cleaning', description: 'Gas, 3,100 PSI.', dailyRateCents: 8500, weeklyRateCents: 34000, depositCents: 15000, quantityAvailable: 2 },
  { id: uuid(202), name: 'Stump grinder', slug: 'stump-grinder', category: 'Landscaping', description: 'Self-propelled.', dailyRateCents: 22500, weeklyRateCents: null, depositCents: 0, quantityAvailable: 0 },
];

/** The catalogue's pages hold 100 lines. */
const pageOf = <T,>(items: T[], page = 1, totalPages = 1) => paged(items, { page, perPage: 100, totalPages });

function catalogue(url: URL): Response {
  if (url.pathname.endsWith('/Trades')) return pageOf([PLUMBING, ROOFING, GUTTERS, EQUIPMENT_RENTAL]);
  if (url.pathname.endsWith('/ProductsAndServicesItems')) {
    // Two pages, so the page reads the whole catalogue before it picks the trade's lines.
    return url.searchParams.get('Page') === '2' ? pageOf(ITEMS.slice(1, 3), 2, 2) : pageOf([ITEMS[0]!, ITEMS[3]!], 1, 2);
  }
  if (url.pathname.endsWith('/EquipmentRental')) return pageOf(EQUIPMENT);
  return notFound();
}

const server = fakeApiAnswering(catalogue);

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('a service page', () => {
  const plumbing = servicePageAt('plumbing-services-company-in-southborough-ma')!;

  it('renders the written content under one h1, with the towns served and Book A Job for the trade', async () => {
    await openApp(plumbing.path);
    expect(await screen.findByRole('heading', { level: 1, name: plumbing.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const section of plumbing.copy.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    const offered = screen.getByRole('heading', { level: 2, name: 'Plumbing work we do' }).closest('section')!;
    for (const service of plumbing.copy.services) expect(within(offered).getByText(service)).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'Booking and areas served' });
    for (const town of plumbing.copy.areasServed) expect(within(aside).getByText(town)).toBeTruthy();
    expect(within(aside).getByRole('heading', { level: 2, name: 'Book a plumber' })).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'Find a plumber' }).getAttribute('href')).toBe('/contractors?trade=plumbing');
    for (const link of screen.getAllByRole('link', { name: 'Book A Job' }).filter((a) => a.closest('main'))) {
      expect(link.getAttribute('href')).toBe('/book-service?trade=plumbing');
    }
  });

  it("sums up its trade in a card beside the heading: its first services, who does the work, where, and the number to call", async () => {
    await openApp(plumbing.path);
    const card = await screen.findByRole('complementary', { name: 'Plumbing at a glance' });
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...plumbing.copy.services.slice(0, 3),
      'Licensed and insured in Massachusetts',
      `${plumbing.copy.areasServed.slice(0, 3).join(', ')} and nearby towns`,
    ]);
    expect(within(card).getByRole('link', { name: formatPhone(site.phone) }).getAttribute('href')).toBe(`tel:${site.phone}`);
  });

  it('lists only its own trade’s products and services, from every page of the catalogue, with prices', async () => {
    await openApp(plumbing.path);
    await screen.findByRole('heading', { level: 3, name: 'Water heater replacement' });
    const related = screen.getByRole('heading', { level: 2, name: 'Related products and services' }).closest('section')!;
    expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Water heater replacement', 'Plumber labor']);
    expect(related.textContent).toContain('Common work and materials for plumbing from our price list.');
    expect(related.textContent).toContain('$2,450.00 each');
    expect(related.textContent).toContain('plus 6.25% sales tax');
    expect(server.sent.filter(({ url }) => url.pathname.endsWith('/ProductsAndServicesItems')).map(({ url }) => url.searchParams.get('Page'))).toEqual(['1', '2']);
  });

  it('answers its questions in accordions a keyboard can open', async () => {
    await openApp(plumbing.path);
    const faq = plumbing.copy.faqs[0]!;
    const question = await screen.findByRole('button', { name: faq.question });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(question.closest('h3')).toBeTruthy();
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: faq.question });
    expect(answer.textContent).toBe(faq.answer);
    expect(question.getAttribute('aria-controls')).toBe(answer.id);
    // The id it names is the region's alone, so a screen reader is led to one place.
    expect(document.querySelectorAll(`[id="${answer.id}"]`)).toHaveLength(1);
  });

  it('leaves out the products section when the trade has none, and says so when the catalogue cannot be read', async () => {
    await openApp(servicePageAt('carpentry-services-in-southborough-ma')!.path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(server.sent.some(({ url }) => url.searchParams.get('Page') === '2')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Related products and services' })).toBeNull());
    cleanup();

    server.answer = (url) => (url.pathname.endsWith('/ProductsAndServicesItems') ? Response.json({ Message: 'The catalogue is being updated.' }, { status: 503 }) : catalogue(url));
    await openApp(plumbing.path);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Products and services could not be loaded');
    expect(alert.textContent).toContain('The catalogue is being updated.');
  });

  it('lists the rental equipment on the Equipment Rental page: rates, deposit and availability', async () => {
    const router = await openApp(servicePageAt('equipment-rental-in-southborough-ma')!.path);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Equipment for rent' })).closest('section')!;
    const washer = (await within(section).findByRole('heading', { level: 3, name: 'Pressure washer' })).closest('li')!;
    expect(washer.textContent).toContain('Per day$85.00');
    expect(washer.textContent).toContain('Per week$340.00');
    expect(washer.textContent).toContain('Deposit$150.00');
    expect(washer.textContent).toContain('2 available');
    const grinder = within(section).getByRole('heading', { level: 3, name: 'Stump grinder' }).closest('li')!;
    expect(grinder.textContent).toContain('Daily rental only');
    expect(grinder.textContent).toContain('DepositNone');
    expect(grinder.textContent).toContain('All rented out right now');

    // Renting is asked for, not booked with a contractor: no contractor list, and each item has its own question.
    const aside = screen.getByRole('complementary', { name: 'Booking and areas served' });
    expect(within(aside).getByRole('heading', { level: 2, name: 'Rent an item' })).toBeTruthy();
    expect(aside.textContent).not.toMatch(/contractor/i);
    expect(within(aside).queryByRole('link', { name: /find/i })).toBeNull();
    await userEvent.click(within(washer).getByRole('link', { name: 'Ask about this item: Pressure washer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-service'));
    expect(router.state.location.search).toEqual({ trade: 'equipment-rental', description: 'Pressure washer rental' });
  });
});

describe('Our Services', () => {
  it('lists the trades on offer, each linking to its page, or to Book A Job when it has none', async () => {
    await openApp('/service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeTruthy();
    const link = (name: string) => within(screen.getByRole('heading', { level: 2, name })).getByRole('link').getAttribute('href');
    await screen.findByRole('heading', { level: 2, name: 'Plumbing' });
    expect(link('Plumbing')).toBe('/plumbing-services-company-in-southborough-ma');
    expect(link('Roofing')).toBe('/roofing-services-in-southborough-ma');
    expect(link('Gutters')).toBe('/book-service?trade=gutters');
    expect(server.sent.find(({ url }) => url.pathname.endsWith('/Trades'))?.url.searchParams.get('PerPage')).toBe('100');
  });

  it("links each trade's card to its contractors, where it has any, and the page to the contractor list and the storage units", async () => {
    await openApp('/service');
    const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).parentElement!;
    expect(within(await card('Plumbing')).getByRole('link', { name: 'See contractors for plumbing' }).getAttribute('href')).toBe('/contractors?trade=plumbing');
    expect(within(await card('Gutters')).getByRole('link', { name: 'See contractors for gutters' }).getAttribute('href')).toBe('/contractors?trade=gutters');
    expect(within(await card('Equipment Rental')).queryByRole('link', { name: /see contractors/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse contractors' }).getAttribute('href')).toBe('/contractors');
    expect(screen.getByRole('link', { name: 'See storage units' }).getAttribute('href')).toBe('/storage-units');
  });
});
