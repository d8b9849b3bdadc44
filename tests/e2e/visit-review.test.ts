import { describe, expect, it } from 'vitest';
import { expectDialogInWindow, seriousA11yViolations, useBrowser } from './browser';
import { acceptAndEstimate, Customer, demoContractorOf, doTheVisit, eventually, signInContractor, weekdayAhead } from './journey';

const browser = useBrowser();
/** A small phone: every step must work at 375 px. */
const SMALL_PHONE = { viewport: { width: 375, height: 740 } };
/** The same phone with less of its screen to give (its browser's bars showing, or held sideways). */
const SHORT_SCREEN = { width: 375, height: 560 };
const REASON = 'I will be away that morning.';
/** The job page's sections this test is about. */
const VISIT_SECTION = 'section[aria-labelledby="visit-heading"]';
const REVIEW_SECTION = 'section[aria-labelledby="review-heading"]';
const REVIEW = 'Came on time, planed the door, and left the place tidy.';
/** The review as written: long enough that its field, growing with it, makes the dialog taller than the phone's screen. */
const WRITTEN_REVIEW = `${REVIEW} He showed me why the door had swollen (the gutter above it overflows in heavy rain), planed just enough off the latch side and the bottom that it closes with one finger again, and sealed the cut edges so they will not soak up water. He moved the strike plate, replaced two stripped hinge screws with longer ones that reach the stud, and checked the weatherstripping all the way round. Before leaving he vacuumed the shavings, wiped the threshold, and tried the door with me a dozen times, locked and unlocked. He also pointed out that the back door is starting the same way and gave me a fair price for it. Clear messages from the first to the last, on time for the window he gave, and the price matched the estimate to the dollar. I would hire him again and have already given his name to two neighbors.`;

describe('a booked visit, moved and reviewed', () => {
  it('the customer reschedules the visit with a reason, the contractor does the job, and the 5-star review shows on the contractor list', async () => {
    // Through the API: a job with a paid deposit, booked on a preferred weekday a few days ahead
    // (so the change cutoff, 24 hours before, is still to come).
    const customer = await Customer.signUp('Rosalind', 'Quill');
    const { jobRequestId, contractor } = await customer.requestJob({ contractor: demoContractorOf('carpentry', 1), name: 'Sticking front door', preferredDates: [weekdayAhead(3)] });
    const session = await signInContractor(contractor);
    const { assignmentId, proposalId } = await acceptAndEstimate(session, jobRequestId, customer);
    await customer.decide(jobRequestId, proposalId, 'Accept');
    await customer.pay(jobRequestId, proposalId, 'deposit-info');
    const booked = await eventually('the visit to be scheduled', async () => (await customer.job(jobRequestId)).appointment ?? undefined);

    const { page, consoleErrors } = await browser.newPage({ ...SMALL_PHONE, timezoneId: 'America/Chicago' });
    await customer.signInBrowser(page);
    await page.goto(`/job-requests/${jobRequestId}`);
    const visit = page.getByRole('region', { name: 'Your visit' });
    await visit.waitFor();
    // In the customer's zone (Chicago), with the zone named; the cutoff shown before trying.
    expect(await visit.textContent()).toMatch(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M CST/);
    expect(await visit.textContent()).toMatch(/You can reschedule until \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M CST \(24 hours before the visit\)\./);
    expect(await visit.textContent()).toContain(contractor.businessName);

    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Reschedule the visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule your visit' });
    const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A day other than the first offered, then its first time.
    await days.nth(1).click();
    expect(await days.nth(1).getAttribute('aria-pressed')).toBe('true');
    // On a shorter screen the dialog keeps inside it, and its content scrolls down to the day's last time.
    await page.setViewportSize(SHORT_SCREEN);
    const times = dialog.getByRole('group', { name: /^Arrival window on/ }).getByRole('button');
    await expectDialogInWindow(page, dialog, times.last(), dialog.getByRole('button', { name: 'Cancel' }));
    await times.first().click();
    await dialog.getByText('New time', { exact: true }).waitFor();
    await dialog.getByLabel('Reason (optional)').fill(REASON);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectDialogInWindow(page, dialog, dialog.getByRole('button', { name: 'Confirm new time' }));
    await dialog.getByRole('button', { name: 'Confirm new time' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Your visit is moved to' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.setViewportSize(SMALL_PHONE.viewport);

    // The page reloaded the job: the history keeps the old time and the reason.
    const history = visit.getByRole('list', { name: 'Reschedule history' });
    await history.waitFor();
    expect(await history.textContent()).toContain(`By you on`);
    expect(await history.textContent()).toContain(`“${REASON}”`);
    const moved = await customer.job(jobRequestId);
    expect(moved.appointment!.scheduledStart).not.toBe(booked.scheduledStart);
    expect(moved.appointment!.rescheduleHistory).toEqual([expect.objectContaining({ fromStart: booked.scheduledStart, toStart: moved.appointment!.scheduledStart, reason: REASON, requestedBy: 'Consumer' })]);

    // The contractor sees the move, then does the job; the final payment is made through the API.
    await session.markBookingRead(assignmentId);
    await doTheVisit(session, assignmentId);
    await customer.pay(jobRequestId, proposalId, 'final-payment-info');

    await page.reload();
    await visit.getByText('Completed', { exact: true }).waitFor();
    const steps = visit.getByRole('list', { name: 'Visit progress' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      'Scheduled',
      expect.stringMatching(/^On the way .+ CST$/),
      expect.stringMatching(/^Started .+ CST$/),
      expect.stringMatching(/^Completed .+ CST$/),
    ]);

    // The review, with the keyboard: onto the stars, and across to five.
    await page.getByRole('region', { name: 'Review this job' }).waitFor();
    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Review the contractor' }).click();
    const review = page.getByRole('dialog', { name: 'Review the contractor' });
    await review.waitFor();
    const stars = review.getByRole('group', { name: 'Your rating' });
    await stars.getByRole('radio', { name: '4 stars, Very good' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await stars.getByRole('radio', { name: '5 stars, Excellent' }).isChecked()).toBe(true);
    await review.getByLabel('Your review (optional)').fill(WRITTEN_REVIEW);
    expect(await seriousA11yViolations(page, [VISIT_SECTION, REVIEW_SECTION])).toEqual([]);
    await expectDialogInWindow(page, review, review.getByRole('button', { name: 'Send review' }));
    await review.getByRole('button', { name: 'Send review' }).click();
    await review.getByRole('status').filter({ hasText: 'Thank you for your review' }).waitFor();
    await review.getByRole('button', { name: 'Close' }).last().click();
    await review.waitFor({ state: 'hidden' });
    const given = page.getByRole('region', { name: 'Your review' });
    await given.getByText(/^Reviewed on \d{2}\/\d{2}\/\d{4}$/).waitFor();
    expect(await given.getByRole('img', { name: 'Rated 5 out of 5 stars' }).count()).toBe(1);
    expect(await given.textContent()).toContain(REVIEW);

    // On the contractor list: the review with the customer's first name and last initial.
    await page.goto('/contractors');
    const card = page.getByRole('article', { name: contractor.businessName });
    await card.getByRole('button', { name: /^Reviews/ }).click();
    const reviews = page.getByRole('dialog', { name: `Reviews of ${contractor.businessName}` });
    const mine = reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rosalind Q.' }) }).filter({ hasText: REVIEW });
    await mine.waitFor();
    expect(await mine.textContent()).toContain(REVIEW);
    expect(await mine.getByRole('img', { name: 'Rated 5.0 out of 5' }).count()).toBe(1);
    await expectDialogInWindow(page, reviews, reviews.getByRole('button', { name: 'Close' }).last());

    expect(consoleErrors).toEqual([]);
  });
});
