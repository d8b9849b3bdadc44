import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { typeDate, useBrowser } from './browser';
import { acceptAndEstimate, CARDS, Customer, demoContractorOf, doTheVisit, expectOk, eventually, photoJpeg, signInContractor, weekdayAhead } from './journey';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };
const REVIEW = 'Fixed the sticking door in an hour and explained everything.';

/** On the sandbox's card page: pays with `number` and waits to be sent back. */
async function payOnCardPage(page: Page, number: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/payment/pi_'));
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiration (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'ZIP' }).fill('01772');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/payment-sandbox/'));
}

describe('a whole job, from the request to the review', () => {
  it('request with a photo → estimate → deposit → visit moved → job done → final payment → 5-star review on the contractor list', async () => {
    const customer = await Customer.signUp('Marisol', 'Okafor');
    const contractor = demoContractorOf('carpentry');
    const listed = expectOk(await customer.api.GET('/Contractors', { params: { query: { PerPage: 100 } } }), 'GET /Contractors');
    const contractorId = listed.items.find((c) => c.businessName === contractor.businessName)!.id;
    const { page, consoleErrors } = await browser.newPage(PHONE);
    await customer.signInBrowser(page);

    // The request, typed in the browser, with a photo and a preferred day a few weekdays ahead.
    await page.goto(`/job-requests/new?contractorId=${contractorId}`);
    await page.getByText(`We'll ask ${contractor.businessName} first`).waitFor();
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Carpentry' });
    await page.getByRole('textbox', { name: /Short title/ }).fill('Sagging gate');
    await page.getByRole('textbox', { name: /What needs doing/ }).fill('The garden gate drags on the path and will not latch.');
    await page.getByRole('textbox', { name: /Street address/ }).fill('7 Cordaville Road');
    await page.getByRole('textbox', { name: /City or town/ }).fill('Southborough');
    await page.getByRole('textbox', { name: /Zip code/ }).fill('01772');
    await typeDate(page, 'First choice of date', weekdayAhead(4));
    await page.locator('input[type="file"]').setInputFiles({ name: 'gate.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() });
    await page.getByRole('listitem').filter({ hasText: 'gate.jpg' }).getByText('Uploaded', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send my job request' }).click();
    await page.waitForURL((url) => /^\/job-requests\/[0-9a-f-]{36}$/.test(url.pathname));
    const jobRequestId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await customer.job(jobRequestId)).photos).toHaveLength(1);

    // The contractor, in the mobile app: takes it on and sends an estimate.
    const session = await signInContractor(contractor);
    const { assignmentId } = await acceptAndEstimate(session, jobRequestId, customer);

    // The estimate from the job page; accepted and its deposit paid by card.
    await page.reload();
    await page.getByRole('link', { name: `View estimate from ${contractor.businessName}` }).click();
    await page.getByRole('button', { name: 'Accept & pay deposit $100.00' }).click();
    await payOnCardPage(page, CARDS.pays);
    await page.getByRole('status').filter({ hasText: 'Accepted' }).waitFor({ timeout: 20_000 });
    const booked = await eventually('the visit to be scheduled', async () => (await customer.job(jobRequestId)).appointment ?? undefined);

    // The visit moved to another day, with a reason.
    await page.goto(`/job-requests/${jobRequestId}`);
    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Reschedule the visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule your visit' });
    const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.nth(1).click();
    await dialog.getByRole('group', { name: /^Arrival window on/ }).getByRole('button').first().click();
    await dialog.getByLabel('Reason (optional)').fill('We will be away that day.');
    await dialog.getByRole('button', { name: 'Confirm new time' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Your visit is moved to' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    expect((await customer.job(jobRequestId)).appointment!.scheduledStart).not.toBe(booked.scheduledStart);

    // The contractor sees the move, comes, and completes the job: the final payment is due.
    await session.markBookingRead(assignmentId);
    await doTheVisit(session, assignmentId);
    await page.reload();
    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: /^Pay the final payment of \$/ }).click();
    await page.getByRole('dialog', { name: 'Pay what is owed' }).getByRole('button', { name: /^Pay final payment \$/ }).click();
    await payOnCardPage(page, CARDS.pays);
    await eventually('the final payment to be received', async () => {
      const job = await customer.job(jobRequestId);
      return job.payments.some((p) => p.kind === 'FinalPayment') ? job : undefined;
    });

    // The review, five stars, chosen with the keyboard.
    await page.goto(`/job-requests/${jobRequestId}`);
    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Review the contractor' }).click();
    const review = page.getByRole('dialog', { name: 'Review the contractor' });
    await review.getByRole('radio', { name: '4 stars, Very good' }).focus();
    await page.keyboard.press('ArrowRight');
    await review.getByLabel('Your review (optional)').fill(REVIEW);
    await review.getByRole('button', { name: 'Send review' }).click();
    await review.getByRole('status').filter({ hasText: 'Thank you for your review' }).waitFor();
    await review.getByRole('button', { name: 'Close' }).last().click();
    await review.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Your review' }).getByText(/^Reviewed on /).waitFor();

    // Shown on the contractor list, under the customer's first name and last initial.
    await page.goto('/contractors');
    await page.getByRole('article', { name: contractor.businessName }).getByRole('button', { name: /^Reviews/ }).click();
    const reviews = page.getByRole('dialog', { name: `Reviews of ${contractor.businessName}` });
    await reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marisol O.' }) }).filter({ hasText: REVIEW }).waitFor();

    const job = await customer.job(jobRequestId);
    expect(job.status).toBe('Completed');
    expect(job.payments.map((p) => p.kind).sort()).toEqual(['Deposit', 'FinalPayment']);
    expect(consoleErrors).toEqual([]);
  });
});
