import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { OUTBOX_FILE_NAME, type OutboxLine } from '../../server/notifications/outbox-file';

/**
 * Signing in during end-to-end tests the way a person does: the code is the one the server texted,
 * read from its console outbox file (`DATA_DIR/outbox.jsonl`; a production log never shows it), never
 * from the API.
 */

/** Every login code the server has put in its outbox for `phone` (E.164), oldest first. */
export async function loginCodesFor(phone: string): Promise<string[]> {
  const outbox = await readFile(path.join(inject('dataDir'), OUTBOX_FILE_NAME), 'utf8').catch(() => '');
  return outbox
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      // The server may be writing the last line as it is read.
      try {
        return [JSON.parse(line) as OutboxLine];
      } catch {
        return [];
      }
    })
    .filter((line) => line.kind === 'LoginCode' && line.to === phone && line.code !== undefined)
    .map((line) => line.code!);
}

/** Waits for a code after the `known` ones to appear in the outbox. */
export async function nextLoginCode(phone: string, known: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const codes = await loginCodesFor(phone);
    if (codes.length > known) return codes.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new login code for ${phone} in the server's outbox within ${timeoutMs / 1000} s`);
}

/**
 * A US number no demo account uses (508-555-2000 to 508-555-9999) and no other test of this run has
 * taken: a number drawn twice signs in to the first test's account, without the profile step, or
 * meets its resend wait. Files run side by side in several workers, so a number is claimed by making
 * a folder of that name in the run's folder, which only one process can do.
 */
export function newPhoneNumber(): string {
  const claimed = path.join(path.dirname(inject('serverLog')), 'phone-numbers');
  mkdirSync(claimed, { recursive: true });
  for (;;) {
    const phone = `+1508555${2000 + Math.floor(Math.random() * 8000)}`;
    try {
      mkdirSync(path.join(claimed, phone));
      return phone;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** On the Sign In screen: enters the number, asks for a code, enters the code from the outbox. */
export async function enterPhoneAndCode(page: Page, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(phone.replace(/^\+1/, ''));
  const known = (await loginCodesFor(phone)).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await nextLoginCode(phone, known);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On the profile step of a new account: names it and creates it; the e-mail address is made from the first name and the number. */
export async function completeProfile(page: Page, phone: string, firstName: string, lastName: string): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${firstName.toLowerCase()}.${phone.slice(-4)}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
}
