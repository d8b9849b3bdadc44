import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useBrowser } from './browser';
import { completeProfile, enterPhoneAndCode, newPhoneNumber } from './sign-in';

const browser = useBrowser();
/** The narrowest phone the layout is made for. */
const SMALL_PHONE = { viewport: { width: 375, height: 812 } };
const UUID = /^\/job-requests\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A small real photo: a 64×48 JPEG. */
const aJpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();

async function signUpAt(page: Page, path: string, firstName: string) {
  const phone = newPhoneNumber();
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await enterPhoneAndCode(page, phone);
  await completeProfile(page, phone, firstName, 'Rivera');
  await page.waitForURL((url) => url.pathname === path);
  return phone;
}

/** GET with the session's own access token, as the app sends it. */
async function apiGet(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await fetch(new URL(`/api/v1${path}`, browser.baseURL()), { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

describe('New Job Request', () => {
  it('signed in on a small phone: fills the job, adds a photo that previews and uploads, refuses a file that is not a photo without losing what was typed, sends without it, and lands on the request, which has the photo', async () => {
    const { page, consoleErrors } = await browser.newPage(SMALL_PHONE);
    await signUpAt(page, '/job-requests/new', 'Robin');
    await page.getByRole('heading', { level: 1, name: 'New Job Request' }).waitFor();
    expect(await page.getByText(/From your account: Robin Rivera/).isVisible()).toBe(true);

    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Carpentry' });
    await field(page, /Short title/).fill('Sticking back door');
    await field(page, /What needs doing/).fill('The back door sticks at the top since the rain.');
    await field(page, /Street address/).fill('12 Oak Hill Road');
    await field(page, /City or town/).fill('Southborough');

    // A zip code outside the area is refused as it is typed, in the contractor search's words.
    await field(page, /Zip code/).fill('90210');
    await page.getByText('We do not serve zip code 90210.').waitFor();
    await field(page, /Zip code/).fill('01772');
    await page.getByText('Southborough, MA: in the area we serve.').waitFor();

    // Not a photo: refused at once, before any upload, and everything typed stays.
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') });
    await page.getByText('Not added: “invoice.pdf” is not a photo. Upload a JPEG, PNG or WebP photo.', { exact: true }).waitFor();
    expect(await field(page, /Short title/).inputValue()).toBe('Sticking back door');
    expect(await field(page, /Zip code/).inputValue()).toBe('01772');
    // It stays listed with its reason and Remove, never Try again, and it will not hold the request back.
    const refused = page.getByRole('listitem').filter({ hasText: 'invoice.pdf' });
    expect(await refused.getByRole('button', { name: /Try again/ }).count()).toBe(0);
    expect(await refused.getByRole('button', { name: 'Remove invoice.pdf' }).isVisible()).toBe(true);

    // A real photo: its preview, then its upload to the end.
    await picker.setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: await aJpeg() });
    const preview = page.getByRole('img', { name: 'Preview of door.jpg' });
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await page.getByRole('listitem').filter({ hasText: 'door.jpg' }).getByText('Uploaded', { exact: true }).waitFor();
    // Screen readers hear what came of the batch once.
    await expect.poll(() => page.getByText('1 photo added.', { exact: true }).count()).toBe(1);

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Sent with the refused file still listed: it simply does not go.
    await page.getByRole('button', { name: 'Send my job request' }).click();
    await page.waitForURL((url) => UUID.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop()!;

    const { status, body } = await apiGet(page, `/JobRequests/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Sticking back door', zipCode: '01772', contactName: 'Robin Rivera', trade: { name: 'Carpentry' } });
    expect(body.photos).toEqual([expect.objectContaining({ fileName: expect.stringMatching(/^door/), contentType: 'image/jpeg' })]);
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it("from a contractor's card, signed in: asks that contractor first", async () => {
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signUpAt(page, '/contractors', 'Casey');
    const card = page.getByRole('article', { name: 'Northside Carpentry & Trim' });
    await card.getByRole('link', { name: 'Book a job with Northside Carpentry & Trim' }).click();
    await page.waitForURL((url) => url.pathname === '/job-requests/new' && url.searchParams.has('contractorId'));
    await page.getByText("We'll ask Northside Carpentry & Trim first.").waitFor();
  });
});

describe('Book A Job, signed in', () => {
  it('fills the contact details from the account, and its confirmation links to the request, which is in the account', async () => {
    const { page } = await browser.newPage(SMALL_PHONE);
    const phone = await signUpAt(page, '/book-service', 'Jordan');
    await page.getByText(/You are signed in/).waitFor();
    expect(await field(page, 'Your name').inputValue()).toBe('Jordan Rivera');
    expect(await field(page, 'Phone').inputValue()).toBe(`+1 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`);
    expect(await field(page, 'E-mail').inputValue()).toBe(`jordan.${phone.slice(-4)}@example.com`);

    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Plumbing' });
    await field(page, /What needs doing/).fill('Kitchen tap drips all night.');
    await field(page, /Street address/).fill('3 Main Street');
    await field(page, /City or town/).fill('Southborough');
    await field(page, /Zip code/).fill('01772');
    await page.getByRole('button', { name: 'Send my job request' }).click();

    const link = page.getByRole('link', { name: 'See your job request' });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(UUID);
    const { status, body } = await apiGet(page, href.replace('/job-requests/', '/JobRequests/'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ description: 'Kitchen tap drips all night.', contactName: 'Jordan Rivera' });
  });
});
