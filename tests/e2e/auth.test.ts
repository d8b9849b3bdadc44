import { describe, expect, it } from 'vitest';
import { PHONE, seriousA11yViolations, useBrowser } from './browser';
import { demoContractorOf } from './journey';
import { completeProfile, enterPhoneAndCode, loginCodesFor, newPhoneNumber, nextLoginCode } from './sign-in';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/**
 * A contractor of the demo data whom no other end-to-end file signs in as: files run side by side, and
 * a second code for one number within 30 seconds is refused.
 */
const CONTRACTOR_PHONE = demoContractorOf('water-remediation').phone;

describe('signing in by phone', () => {
  it('signs up a new number from a page’s header, comes back to that page, keeps the session over a reload, shows My Account and logs out to the index route', async () => {
    const phone = newPhoneNumber();
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/about#visit-us');
    await page.getByRole('banner').getByRole('link', { name: 'Create an Account' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/about#visit-us');
    await page.getByRole('heading', { level: 1, name: 'Create an Account' }).waitFor();
    const phoneField = page.getByRole('textbox', { name: 'Mobile phone number' });
    expect(await phoneField.getAttribute('autocomplete')).toBe('tel');
    expect(await phoneField.getAttribute('inputmode')).toBe('tel');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await phoneField.pressSequentially(phone.slice(2));
    expect(await phoneField.inputValue()).toBe(`+1 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`);
    await enterPhoneAndCode(page, phone);

    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await completeProfile(page, phone, 'Jamie', 'Rivera');

    await page.waitForURL((url) => url.pathname === '/about' && url.hash === '#visit-us');
    const greeting = page.getByRole('banner').getByRole('button', { name: 'Hi Jamie' });
    await greeting.waitFor();

    await page.reload();
    await greeting.waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');

    await greeting.click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Jamie');
    await page.getByText('No membership').waitFor();
    expect(await page.getByText(/you sign in with/i).textContent()).toContain(phone.slice(8));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A deep link to a protected page after a reload opens it straight away.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account');

    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // Signed out, My Account asks for a sign-in first, and leads back after.
    await page.goto('/my-account');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/my-account');
    expect(consoleErrors).toEqual([]);
  });

  it('goes on with the code texted before a reload when a second one is refused for coming too soon', async () => {
    const phone = newPhoneNumber();
    const { page } = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto('/sign-in');
    const phoneField = page.getByRole('textbox', { name: 'Mobile phone number' });
    await phoneField.fill(phone.slice(2));
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await nextLoginCode(phone, 0);
    await page.getByRole('textbox', { name: '6-digit code' }).waitFor();

    // The page is left before the code is typed; back on it, the number is sent again within the resend wait.
    await page.reload();
    await phoneField.fill(phone.slice(2));
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').filter({ hasText: /^A code was requested for this number moments ago\. Try again in \d+ seconds\.$/ }).waitFor();
    await page.getByRole('button', { name: 'I already have a code' }).click();
    await page.getByText(/resend code in/i).waitFor();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(await loginCodesFor(phone)).toEqual([code]);
  });

  it('sends a contractor to the mobile-app page', async () => {
    const { page, consoleErrors } = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto('/sign-in');
    await enterPhoneAndCode(page, CONTRACTOR_PHONE);
    await page.waitForURL((url) => url.pathname === '/direct-to-mobile');
    await page.getByRole('heading', { level: 1, name: 'Use the Mobile App' }).waitFor();
    expect(await page.getByRole('link', { name: /android/i }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.getByRole('link', { name: /iphone/i }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Account Deletion is open to contractors (app stores ask for it on the web, decision 010).
    await page.getByRole('link', { name: 'Delete your account' }).click();
    await page.waitForURL((url) => url.pathname === '/account-deletion');
    await page.getByRole('button', { name: 'Delete my account' }).waitFor();

    // Any other page sends a contractor back to the mobile app page. /about arrives prerendered as
    // the anonymous page; with its code slow to come and a slow CPU, the session is known before
    // React has adopted that markup, and the move must still wait for it (no hydration error below).
    const preloads = (await page.request.get('/about')).headers()['link'] ?? '';
    const scripts = [...preloads.matchAll(/<([^>]+)>/g)].map(([, url]) => url);
    expect(scripts.length).toBeGreaterThan(0);
    await page.route(
      (url) => scripts.includes(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/about');
    await page.waitForURL((url) => url.pathname === '/direct-to-mobile');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(consoleErrors).toEqual([]);
  });
});

describe('the other account pages', () => {
  it('explains account deletion to a visitor with a way to sign in first, and passes axe', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/account-deletion');
    await page.getByRole('heading', { level: 1, name: 'Delete Your Account' }).waitFor();
    const signIn = page.getByRole('link', { name: 'Sign in to delete your account' });
    expect(await signIn.getAttribute('href')).toBe('/sign-in?redirect=/account-deletion');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('asks a signed-in user to type DELETE before deleting, and passes axe with the dialog open', async () => {
    const phone = newPhoneNumber();
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/sign-in?redirect=%2Faccount-deletion');
    await enterPhoneAndCode(page, phone);
    await completeProfile(page, phone, 'Sam', 'Okafor');
    await page.waitForURL((url) => url.pathname === '/account-deletion');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete account' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: /type delete to confirm/i }).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account and its personal data have been deleted.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('says the tab can be closed, and passes axe', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/tab-can-be-closed');
    await page.getByRole('heading', { level: 1, name: 'You can close this tab' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
