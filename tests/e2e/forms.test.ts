import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dateField, seriousA11yViolations, typeDate, useBrowser } from './browser';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);
const isoDate = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

async function fillContactForm(page: Page, email = 'karen.miller@example.com') {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Karen Miller');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('508-555-0187');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you have a plumber free next week for a leaking water heater?');
  return form;
}

describe('Contact Us', () => {
  it("shows the provider's phone, address and hours, and confirms a sent message", async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: '+1 (508) 555-0100' }).getAttribute('href')).toBe('tel:+15085550100');
    expect(await page.getByRole('main').locator('address').textContent()).toContain('2 Main Street, Southborough, MA 01772');
    expect(await page.getByText('Monday to Friday').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const form = await fillContactForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message is on its way' });
    await confirmation.waitFor();
    // Thanked once, in the heading, and told once when the answer comes.
    const said = (await confirmation.textContent())!;
    expect(said).toContain('We answer within one business day, by e-mail, or by phone if you gave us a number.');
    expect(said.match(/thank you/gi)).toHaveLength(1);
    expect(said.match(/business day/gi)).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("checks on the client first, then shows the server's refusal next to its field and keeps what was typed", async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Name is required.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    // Past the client's check (the same contract rules), as a request changed on its way would be.
    let sent = 0;
    await page.route('**/api/v1/ContactUs', async (route) => {
      sent += 1;
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, email: 'karen.miller@@example' }) });
    });
    await fillContactForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await form.getByText('Enter a valid e-mail address.').waitFor();
    expect(sent).toBe(1);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await email.inputValue()).toBe('karen.miller@example.com');
    expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Do you have a plumber free next week for a leaking water heater?');
    expect(await form.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
  });

  it('is also the help dialog, posting to the same place', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'How can we help?' });
    await dialog.waitFor();
    await fillContactForm(page, 'help.dialog@example.com');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Thank you, your message is on its way' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe('Book A Job', () => {
  it('takes a job from a visitor without an account, the trade chosen by the link, and says what happens next', async () => {
    // A British browser would start the week on Monday; the provider's calendar starts on Sunday (spec section 9).
    const { page, consoleErrors } = await browser.newPage({ ...DESKTOP, locale: 'en-GB' });
    await page.goto('/book-service?trade=plumbing');
    await page.getByRole('heading', { level: 1, name: 'Book A Job' }).waitFor();
    const form = page.getByRole('form', { name: 'Book a job' });
    const service = form.getByRole('combobox', { name: 'Service' });
    await expect.poll(async () => (await service.locator('option:checked').textContent())?.trim()).toBe('Plumbing');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: 'What needs doing?' }).fill('The kitchen sink drains slowly and the trap under it drips.');
    await form.getByRole('button', { name: /choose date/i }).click();
    const calendar = page.getByRole('dialog').getByRole('grid');
    expect(await calendar.getByRole('columnheader').first().getAttribute('aria-label')).toBe('Sunday');
    await page.keyboard.press('Escape');
    await typeDate(form, 'Preferred date', isoDate(inAWeek()));
    expect(await dateField(form, 'Preferred date').locator('input').inputValue()).toBe(inAWeek().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }));
    await form.getByRole('textbox', { name: 'Street address' }).fill('14 Oak Hill Road');
    await form.getByRole('textbox', { name: 'City or town' }).fill('Southborough');
    await form.getByRole('textbox', { name: 'Zip code' }).fill('01772');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Sam Patel');
    await form.getByRole('textbox', { name: 'Phone' }).fill('(774) 555-0123');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('sam.patel@example.com');
    await form.getByRole('button', { name: 'Send my job request' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your job request is in' });
    await confirmation.waitFor();
    const text = await confirmation.textContent();
    expect(text).toContain('We have your request for Plumbing');
    expect(text).toContain('What happens next');
    expect(text).toContain('+1 (774) 555-0123');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the contract messages at their fields before anything is sent', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto('/book-service');
    const form = page.getByRole('form', { name: 'Book a job' });
    await form.getByRole('textbox', { name: 'Zip code' }).fill('1772');
    await form.getByRole('button', { name: 'Send my job request' }).click();
    await form.getByText('Choose a service.').waitFor();
    expect(await form.getByText('Enter a 5-digit zip code.').isVisible()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Zip code' }).inputValue()).toBe('1772');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('tradeId');
  });

  it('grows the job description with what is typed, from five lines', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto('/book-service');
    const description = page.getByRole('form', { name: 'Book a job' }).getByRole('textbox', { name: 'What needs doing?' });
    const height = async () => (await description.boundingBox())!.height;
    const empty = await height();
    await description.fill('A line\n'.repeat(4) + 'The fifth line');
    expect(await height()).toBe(empty);
    await description.fill('A line\n'.repeat(9) + 'The tenth line');
    expect(await height()).toBeCloseTo(empty * 2, 0);
  });
});
