import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useBrowser } from './browser';
import { acceptAndEstimate, CARDS, Customer, demoContractorOf, expectDepositBooked, signInContractor, typeCard } from './journey';

const browser = useBrowser();
const PHONE = { viewport: { width: 375, height: 812 } };

/** One sign-in per contractor for the file: login codes are rate limited per number. */
const sessions = new Map<string, ReturnType<typeof signInContractor>>();

/** A customer whose job has the contractor's estimate, signed in in a new page. */
async function customerWithEstimate() {
  const customer = await Customer.signUp();
  const { jobRequestId, contractor } = await customer.requestJob({ trade: 'storm-door', contractor: demoContractorOf('storm-door', 1), photos: 0 });
  if (!sessions.has(contractor.phone)) sessions.set(contractor.phone, signInContractor(contractor));
  const session = await sessions.get(contractor.phone)!;
  const { proposalId } = await acceptAndEstimate(session, jobRequestId, customer);
  const { page, consoleErrors } = await browser.newPage(PHONE);
  await customer.signInBrowser(page);
  return { customer, session, jobRequestId, proposalId, contractor, page, consoleErrors };
}

describe('proposals and payments on the sandbox', () => {
  it('accepts an estimate, is declined with 9995 and stays on the card step, pays with 4242, and sees Accepted and the receipt; the contractor is Booked', async () => {
    const { session, jobRequestId, proposalId, contractor, page } = await customerWithEstimate();
    await page.goto(`/job-requests/${jobRequestId}/proposals/${proposalId}`);

    // The estimate as the customer reads it, the amounts before any card is asked for.
    await page.getByRole('heading', { level: 1, name: `Estimate from ${contractor.businessName}` }).waitFor();
    const body = await page.locator('main').textContent();
    expect(body).toContain('Labor');
    expect(body).toContain('Weatherstrip kit');
    expect(body).toContain('Total');
    expect(body).toContain('Deposit, paid when you accept$100.00');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Accept & pay deposit $100.00' }).click();

    // The sandbox's card page, stating the amount; a declined card says why and keeps the customer there.
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/payment/pi_'));
    await page.getByText('$100.00').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await typeCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Pay $100.00' }).click();
    const declined = page.getByRole('alert').filter({ hasText: /insufficient funds/i });
    await declined.waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\/payment\/pi_/);

    await typeCard(page, CARDS.pays);
    await page.getByRole('button', { name: 'Pay $100.00' }).click();

    // Back on the proposal: Accepted once the webhook has said so, with the receipt.
    await page.waitForURL((url) => url.pathname === `/job-requests/${jobRequestId}/proposals/${proposalId}` && url.searchParams.get('payment') === 'Deposit');
    await expectDepositBooked(page, session, jobRequestId, 'Visa ending in 4242');
  });

  it('declines an estimate with a reason', async () => {
    const { customer, jobRequestId, proposalId, page } = await customerWithEstimate();
    await page.goto(`/job-requests/${jobRequestId}/proposals/${proposalId}`);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this estimate?' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('We found someone closer.');
    await dialog.getByRole('button', { name: 'Decline estimate' }).click();
    await page.getByRole('status').filter({ hasText: 'We found someone closer.' }).waitFor();
    expect(await page.getByRole('button', { name: /Accept/ }).count()).toBe(0);
    const job = await customer.job(jobRequestId);
    expect(job.proposals.find((p) => p.id === proposalId)?.status).toBe('Declined');
  });

  it('answers Page Not Found for an unknown proposal', async () => {
    const customer = await Customer.signUp();
    const { jobRequestId } = await customer.requestJob({ photos: 0 });
    const { page } = await browser.newPage(PHONE);
    await customer.signInBrowser(page);
    await page.goto(`/job-requests/${jobRequestId}/proposals/0b6a0f7e-5c1d-4e0b-9a43-000000000001`);
    await page.waitForURL((url) => url.pathname === '/page-not-found');
  });
});

const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** A customer who accepts their estimate and, on the sandbox's card page, pays with the card that asks for 3-D Secure. */
async function acceptAndPayWith3ds() {
  const estimate = await customerWithEstimate();
  const { customer, jobRequestId, proposalId, page } = estimate;
  await page.goto(`/job-requests/${jobRequestId}/proposals/${proposalId}`);
  await page.getByRole('button', { name: 'Accept & pay deposit $100.00' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/payment/pi_'));
  await typeCard(page, CARDS.asks3ds);
  await page.getByRole('button', { name: 'Pay $100.00' }).click();

  // The bank's challenge takes the card form's place; nothing is paid yet.
  await page.getByRole('heading', { name: '3-D Secure: your bank asks you to confirm this payment' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Card number' }).count()).toBe(0);
  expect((await customer.job(jobRequestId)).payments).toEqual([]);
  return estimate;
}

describe('3-D Secure on the sandbox card page (4000 0027 6000 3184)', () => {
  it('completes the challenge, still there after a reload: back on the estimate, Accepted with the receipt, and the contractor is Booked', async () => {
    const { session, jobRequestId, proposalId, page, consoleErrors } = await acceptAndPayWith3ds();

    // The sandbox holds the payment until the step is answered: the page opened again shows the step, not the card form.
    await page.reload();
    await page.getByRole('heading', { name: '3-D Secure: your bank asks you to confirm this payment' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Card number' }).count()).toBe(0);

    await page.getByRole('radio', { name: 'Complete authentication' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL((url) => url.pathname === `/job-requests/${jobRequestId}/proposals/${proposalId}` && url.searchParams.get('redirect_status') === 'succeeded');
    await expectDepositBooked(page, session, jobRequestId, 'ending in 3184');
    expect(consoleErrors).toEqual([]);
  });

  it('fails the challenge after a reload: the card form comes back, and another card pays', async () => {
    const { session, jobRequestId, proposalId, page } = await acceptAndPayWith3ds();
    await page.reload();
    await page.getByRole('radio', { name: 'Fail authentication' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('alert').filter({ hasText: AUTHENTICATION_FAILED }).waitFor();
    await typeCard(page, CARDS.pays);
    await page.getByRole('button', { name: 'Pay $100.00' }).click();

    await page.waitForURL((url) => url.pathname === `/job-requests/${jobRequestId}/proposals/${proposalId}` && url.searchParams.get('redirect_status') === 'succeeded');
    await expectDepositBooked(page, session, jobRequestId, 'Visa ending in 4242');
  });

  it('left at the bank’s step after a declined card: back on the estimate, it says the bank waits for the customer, and its button takes them back to the step, which pays', async () => {
    const { session, jobRequestId, proposalId, page, consoleErrors } = await customerWithEstimate();
    await page.goto(`/job-requests/${jobRequestId}/proposals/${proposalId}`);
    await page.getByRole('button', { name: 'Accept & pay deposit $100.00' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/payment/pi_'));
    await typeCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Pay $100.00' }).click();
    await page.getByRole('alert').filter({ hasText: /insufficient funds/i }).waitFor();
    await typeCard(page, CARDS.asks3ds);
    await page.getByRole('button', { name: 'Pay $100.00' }).click();
    await page.getByRole('heading', { name: '3-D Secure: your bank asks you to confirm this payment' }).waitFor();

    // The customer leaves the bank's step with the browser's Back: the payment waits for them, not for the provider.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/job-requests/${jobRequestId}/proposals/${proposalId}`);
    const step = page.getByRole('region', { name: /^Deposit/ });
    const notice = step.getByRole('status', { name: 'Your bank asks you to confirm this payment' });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain('Visa ending in 3184');
    expect(await step.getByText('Still confirming your payment').count()).toBe(0);
    await page.getByRole('button', { name: 'Decline this estimate instead' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: 'Confirm with your bank' }).click();
    await page.getByRole('heading', { name: '3-D Secure: your bank asks you to confirm this payment' }).waitFor();
    await page.getByRole('radio', { name: 'Complete authentication' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL((url) => url.pathname === `/job-requests/${jobRequestId}/proposals/${proposalId}` && url.searchParams.get('redirect_status') === 'succeeded');
    await expectDepositBooked(page, session, jobRequestId, 'Visa ending in 3184');
    expect(consoleErrors).toEqual([]);
  });

  it('fails the challenge: the card page says why and keeps the card step; going back charges nothing and the deposit stays due', async () => {
    const { customer, jobRequestId, proposalId, page } = await acceptAndPayWith3ds();
    await page.getByRole('radio', { name: 'Fail authentication' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    // The bank's answer above the card form again, still on the card page.
    await page.getByRole('alert').filter({ hasText: AUTHENTICATION_FAILED }).waitFor();
    await page.getByRole('textbox', { name: 'Card number' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/payment-sandbox\/payment\/pi_/);

    // The customer gives up and goes back: the estimate's payment step says nothing was paid, and offers Pay again.
    await page.getByRole('link', { name: 'Cancel and go back to Southborough Home Services' }).click();
    await page.waitForURL((url) => url.pathname === `/job-requests/${jobRequestId}/proposals/${proposalId}`);
    const step = page.getByRole('region', { name: /^Deposit/ });
    await step.getByText(/nothing was charged|unable to authenticate/).waitFor({ timeout: 20_000 });
    await step.getByRole('button', { name: /^(Pay \$100\.00|Try again)$/ }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: /^Accepted/ }).count()).toBe(0);

    const job = await customer.job(jobRequestId);
    expect(job.payments).toEqual([]);
    expect(job.proposals.find((p) => p.id === proposalId)?.status).toBe('Pending');
    expect(job.proposals.find((p) => p.id === proposalId)?.depositStatus).not.toBe('Paid');
  });
});
