import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Membership } from '../../../contract/memberships';
import type { Loaded } from '../../api/loaded';
import { createAuthHandle } from '../../auth/auth-handle';
import { renderRouter } from '../../test/app';
import { MembershipPlans, yearlySavingCents } from './MembershipPlans';

const plan = (name: string, slug: string, monthlyCents: number, yearlyCents: number, n: number): Membership => ({
  id: `0b6a0f7e-5c1d-4e0b-9a43-00000000000${n}`,
  name,
  slug,
  description: `${name} plan`,
  benefits: [`${name} benefit one`, `${name} benefit two`],
  priority: n,
  terms: { laborDiscountPercent: 5 * n, tripChargeWaiver: 'Always', storageDiscountPercent: 0, priorityScheduling: true },
  prices: [
    { id: `1c6a0f7e-5c1d-4e0b-9a43-00000000000${n}`, interval: 'Monthly', amountCents: monthlyCents, currency: 'usd' },
    { id: `2d6a0f7e-5c1d-4e0b-9a43-00000000000${n}`, interval: 'Yearly', amountCents: yearlyCents, currency: 'usd' },
  ],
});

const PLANS = [plan('Residential', 'residential', 1500, 15000, 1), plan('Residential Plus', 'residential-plus', 3900, 39000, 2), plan('Business', 'business', 12900, 129000, 3)];

/**
 * The plans on a page of a tiny router. Choosing one is the purchase machine's (the UI path tests of
 * tests/flows/membership-purchase.ui.test.tsx walk it through the whole app).
 */
function renderPlans(loaded: Loaded<Membership[]>) {
  const plans = Promise.resolve(loaded);
  const root = createRootRoute({
    component: () => (
      <Suspense fallback={<p>Loading</p>}>
        <MembershipPlans plans={plans} />
      </Suspense>
    ),
  });
  const login = createRoute({ getParentRoute: () => root, path: '/login' });
  const auth = createAuthHandle({ load: () => new Promise(() => {}) });
  const router = createRouter({ routeTree: root.addChildren([login]), history: createMemoryHistory({ initialEntries: ['/'] }), context: { auth } });
  renderRouter(router);
  return router;
}

const prices = () => screen.getAllByTestId('plan-price').map((p) => p.textContent);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('membership plans', () => {
  it('shows each plan with its monthly price, and the yearly prices and savings after the switch', async () => {
    renderPlans({ data: PLANS });
    await screen.findByRole('heading', { level: 3, name: 'Residential Plus' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Residential', 'Residential Plus', 'Business']);
    expect(prices()).toEqual(['$15 per month', '$39 per month', '$129 per month']);
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true');
    expect(prices()).toEqual(['$150 per year', '$390 per year', '$1,290 per year']);
    expect(screen.getByText('Save $30 compared with paying monthly')).toBeTruthy();
    expect(screen.getByText('Pay yearly and save up to $258 a year.')).toBeTruthy();
  });

  it('shows the marketing copy and the benefits of each plan', async () => {
    renderPlans({ data: PLANS });
    const business = (await screen.findByRole('heading', { level: 3, name: 'Business' })).closest('li')!;
    expect(within(business).getByText(/One account for the upkeep of your business premises/)).toBeTruthy();
    expect(within(business).getByRole('list', { name: 'What’s included' }).textContent).toContain('Business benefit two');
  });

  it('states each price as all-in, and asks nothing before a plan is chosen', async () => {
    renderPlans({ data: PLANS });
    const plus = (await screen.findByRole('heading', { level: 3, name: 'Residential Plus' })).closest('li')!;
    expect(plus.textContent).toContain('All-in price: no fees and no sales tax are added.');
    expect(screen.getByText(/we keep your choice for an hour while you sign in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose plan: Residential Plus, billed monthly' })).toBeTruthy();
  });

  it('says what went wrong when the plans cannot be read', async () => {
    renderPlans({ error: { title: 'Service unavailable', detail: 'Try again shortly.' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Membership plans could not be loaded');
    expect(alert.textContent).toContain('Service unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('counts what paying yearly saves, never less than nothing', () => {
    expect(yearlySavingCents(PLANS[0]!)).toBe(3000);
    expect(yearlySavingCents(plan('Odd', 'odd', 1000, 13000, 4))).toBe(0);
  });
});
