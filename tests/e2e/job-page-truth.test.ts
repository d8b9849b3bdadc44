import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useBrowser } from './browser';
import { Customer } from './journey';

/**
 * The job page shows only what the job allows, as the server decides it, and every button does what
 * it says: the demo customer's jobs, in Chromium.
 */

const browser = useBrowser();
const DEMO_CUSTOMER = '+15085550150';
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** One sign-in for the file. */
let demo: Promise<Customer> | undefined;

async function openDemoJob(page: Page, name: string) {
  await (await (demo ??= Customer.signInShared(DEMO_CUSTOMER, 'Laura', 'Bennett'))).signInBrowser(page);
  // Found by name: her jobs fill more than one page of the list.
  await page.goto(`/job-requests?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // The sections are drawn with the job; the timeline is the last of them.
  await page.getByRole('region', { name: 'What has happened' }).waitFor();
}

/** The names of the controls under "What you can do", and which are disabled. */
async function actionsOn(page: Page): Promise<{ name: string; disabled: boolean }[]> {
  const region = page.getByRole('region', { name: 'What you can do' });
  if ((await region.count()) === 0) return [];
  return region.locator('button, a').evaluateAll((controls) =>
    controls.map((control) => ({ name: control.textContent ?? '', disabled: (control as HTMLButtonElement).disabled === true || control.getAttribute('aria-disabled') === 'true' })),
  );
}

// Signing the demo customer in may wait out the resend interval after another file did.
describe('the job page tells the truth', { timeout: 120_000 }, () => {
  it('shows no payment or review action on a completed job that is paid and reviewed', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await openDemoJob(page, 'Spring clean-up and fresh mulch');
    const status = page.getByRole('region', { name: 'Status' });
    expect(await status.textContent()).toContain('Completed');
    expect(await status.textContent()).not.toMatch(/Payment due|Review due|Pay what is due/);
    expect((await actionsOn(page)).filter(({ name }) => /pay|review/i.test(name))).toEqual([]);
    // Her review is there to read, and nothing asks for another.
    await page.getByRole('region', { name: 'Your review' }).waitFor();
    expect(await page.getByRole('button', { name: /review/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the demo roof repair with no dead button: every action opens what does it, and what cannot be done says why', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await openDemoJob(page, 'Replace shingles lost in the storm');
    const region = page.getByRole('region', { name: 'What you can do' });
    const actions = await actionsOn(page);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.map(({ name }) => name)).not.toContain('Schedule the visit');

    // A disabled control carries its reason in text, tied to it for a screen reader.
    for (const { name } of actions.filter((a) => a.disabled)) {
      const control = region.getByRole('button', { name, exact: true });
      const describedBy = await control.getAttribute('aria-describedby');
      expect(describedBy, `${name} says why it is disabled`).toBeTruthy();
      expect((await page.locator(`[id="${describedBy}"]`).textContent())!.length).toBeGreaterThan(20);
    }
    // The roofer has no free time: the page says so and what happens next, not a button that does nothing.
    expect(await page.getByRole('main').textContent()).toMatch(/no free time/i);

    // Every enabled control, taken with the keyboard, opens its dialog or its page.
    for (const { name } of actions.filter((a) => !a.disabled)) {
      const control = region.getByRole(name.startsWith('Accept') || name.startsWith('Decline') || name.startsWith('Pay the deposit') ? 'link' : 'button', { name, exact: true });
      const before = page.url();
      await control.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect.poll(async () => (await dialog.count()) > 0 || page.url() !== before, { timeout: 10_000, message: `${name} does something` }).toBe(true);
      if (page.url() !== before) await page.goBack();
      else {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
