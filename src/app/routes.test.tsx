import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { servicePageAt } from '../features/services/service-pages';
import { openApp, withoutScrolling } from '../test/app';

beforeAll(withoutScrolling);
afterEach(cleanup);

const UUID = '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10';

describe('routes', () => {
  it('opens the landing page with header, main, footer and the memberships anchor', async () => {
    await openApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /local trades for every part of your home/i })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.getElementById('memberships')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends an unknown address, of any depth, to Page Not Found', async () => {
    for (const path of ['/no-such-page', '/a/b/c']) {
      const router = await openApp(path);
      expect(router.state.location.pathname).toBe('/page-not-found');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
      cleanup();
    }
  });

  // Spec section 2, "Redirects": every address it lists.
  it.each([
    ['/ourstory', '/contact-us', ''],
    ['/contact', '/contact-us', ''],
    ['/locations', '/contact-us', ''],
    ['/services', '/service', ''],
    ['/careers', '/', ''],
    ['/faqs', '/', ''],
    ['/memberships', '/', 'memberships'],
    ['/waitlist', '/', ''],
    ['/thank-you', '/', ''],
    ['/request-a-hive', '/', ''],
    ['/new-page', '/', ''],
  ])('redirects the old address %s to %s', async (from, to, hash) => {
    const router = await openApp(from);
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.location.hash).toBe(hash);
  });

  it('shows a service page with its heading, title and description from the table', async () => {
    const page = servicePageAt('carpentry-services-in-southborough-ma')!;
    await openApp(page.path);
    expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${page.title} | Southborough Home Services`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
  });

  // Spec section 6: anonymous pages are open to everyone; section 2 lists them.
  it.each([
    '/',
    '/hvac-installation-and-repair-services',
    '/plumbing-services-company-in-southborough-ma',
    '/water-remediation-and-restoration-company-in-southboro-area',
    `/storage/${UUID}`,
    '/service',
    '/about',
    '/book-service',
    '/contractors',
    '/privacy-policy',
    '/terms-and-conditions',
    '/sign-in',
    '/login',
    '/contact-us',
    '/page-not-found',
    '/direct-to-mobile',
    '/account-deletion',
    '/tab-can-be-closed',
  ])('opens %s to a signed-out visitor', async (path) => {
    const router = await openApp(path);
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('sends a malformed proposal id to Page Not Found, as it does any other id', async () => {
    expect((await openApp(`/job-requests/${UUID}/proposals/not-a-uuid`)).state.location.pathname).toBe('/page-not-found');
    cleanup();
    expect((await openApp(`/job-requests/12345/proposals/${UUID}`)).state.location.pathname).toBe('/page-not-found');
  });

  it('checks id parameters are UUIDs and hands the id to the page', async () => {
    const bad = await openApp('/storage/not-a-uuid');
    expect(bad.state.location.pathname).toBe('/page-not-found');
    cleanup();
    await openApp(`/storage/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage Unit Details' })).toBeTruthy();
    cleanup();
    // Signed out, a well-formed id passes the parameter check and meets the route guard (rule 2);
    // tests/flows/route-guard.ui.test.tsx shows the page getting its id when signed in.
    const guarded = await openApp(`/job-requests/${UUID}`);
    expect(guarded.state.location.pathname).toBe('/login');
    cleanup();
    expect((await openApp('/job-requests/12345')).state.location.pathname).toBe('/page-not-found');
  });

  it('uses the sign-in layout (no footer) for both sign-in addresses', async () => {
    for (const [path, title] of [['/sign-in', 'Create an Account'], ['/login', 'Log In']] as const) {
      await openApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      cleanup();
    }
  });

  it('uses the empty layout where a page stands alone', async () => {
    await openApp('/tab-can-be-closed');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the toolbar on the contractors page', async () => {
    await openApp('/contractors');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('puts the footer facts in place: phone link, address, copyright', async () => {
    await openApp('/about');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+1 (508) 555-0100' }).getAttribute('href')).toBe('tel:+15085550100');
    expect(within(footer).getByText(/2 Main Street, Southborough, MA 01772/)).toBeTruthy();
    expect(within(footer).getByText(/© 2023 Southborough Home Services/)).toBeTruthy();
    for (const name of ['Storage', 'Our Services', 'About', 'Contact', 'Book a Job', 'Privacy Policy', 'Terms and Conditions']) {
      expect(within(within(footer).getByRole('navigation', { name: 'Footer' })).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('links the header and the footer to the pages spec section 2 names', async () => {
    await openApp('/about');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: `${site.name}, home` }).getAttribute('href')).toBe('/');
    const main = within(header).getByRole('navigation', { name: 'Main' });
    const hrefs = (nav: HTMLElement) => Object.fromEntries(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs(main)).toEqual({
      'Our Services': '/service',
      Memberships: '/#memberships',
      Storage: site.storageSiteUrl ?? '/storage-units',
      About: '/about',
      'Contact Us': '/contact-us',
    });
    expect(within(header).getByRole('link', { name: 'Book A Job' }).getAttribute('href')).toBe('/book-service');
    expect(hrefs(within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Footer' }))).toEqual({
      Storage: site.storageSiteUrl ?? '/storage-units',
      'Our Services': '/service',
      About: '/about',
      Contact: '/contact-us',
      'Book a Job': '/book-service',
      'Privacy Policy': '/privacy-policy',
      'Terms and Conditions': '/terms-and-conditions',
    });
  });

  it('offers the signed-out account buttons and labeled social links in the header', async () => {
    await openApp('/about');
    const header = screen.getByRole('banner');
    // Signing in from here comes back here.
    for (const [name, path] of [['Create an Account', '/sign-in'], ['Login', '/login']] as const) {
      const url = new URL(within(header).getByRole('link', { name }).getAttribute('href')!, 'http://app.test');
      expect([url.pathname, url.searchParams.get('redirect')]).toEqual([path, '/about']);
    }
    expect(await within(header).findByRole('link', { name: /facebook/i })).toBeTruthy();
    expect(await within(header).findByRole('link', { name: /instagram/i })).toBeTruthy();
    expect(await within(header).findByRole('link', { name: /google reviews/i })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Memberships' }).getAttribute('href')).toBe('/#memberships');
  });
});
