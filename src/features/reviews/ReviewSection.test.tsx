import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRequestDetails, JobReviewSummary } from '../../../contract/job-requests';
import { NO_FACTS } from '../../../machines/job-lifecycle.machine';
import { createApiClient } from '../../api/client';
import { renderRouter } from '../../test/app';
import { ReviewDialog, ReviewSection } from './ReviewSection';

afterEach(cleanup);

const REVIEW_ID = '6c6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10';
const review = (over: Partial<JobReviewSummary> = {}): JobReviewSummary => ({
  id: REVIEW_ID,
  status: 'Requested',
  rating: null,
  text: '',
  dueBy: '2026-12-31T16:30:00.000Z',
  submittedAt: null,
  ...over,
});
/** A completed job with its review; the lifecycle machine's facts carry the window of one still asked for. */
const jobWith = (r: JobReviewSummary) =>
  ({
    id: '5c6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10',
    status: 'Completed',
    facts: { ...NO_FACTS, reviewDueBy: r.status === 'Requested' ? r.dueBy : null },
    review: r,
    reviewId: r.status === 'Requested' ? r.id : null,
  }) as unknown as JobRequestDetails;
const at = (iso: string) => new Date(iso).toISOString();

/** The review endpoint, in memory: what was posted, and the answer. */
function reviewsApi(answer: () => Response) {
  const posted: { path: string; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api/v1',
    tokens: { accessToken: () => 'token' },
    pageOrigin: () => 'http://app.test',
    fetch: async (request) => {
      posted.push({ path: new URL(request.url).pathname, body: await request.json() });
      return answer();
    },
  });
  return { client, posted };
}

async function show(node: ReactNode) {
  let loads = 0;
  const root = createRootRoute({ component: () => node, loader: () => void loads++ });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => renderRouter(router));
  return { section: within(await screen.findByRole(node && (node as { type?: unknown }).type === ReviewDialog ? 'dialog' : 'region', { name: /review/i })), loads: () => loads };
}

// Typing into MUI fields in jsdom takes seconds on two shared cores.
describe('the review on Job Request Details', { timeout: 60_000 }, () => {
  it('asks for stars before sending, then posts the rating and text and reloads the page', async () => {
    const user = userEvent.setup();
    const api = reviewsApi(() => Response.json({ id: REVIEW_ID, status: 'Published' }));
    const shown = await show(<ReviewSection job={jobWith(review())} now={at('2026-12-05T12:00:00Z')} />);
    expect(shown.section.getByRole('heading', { name: 'Review this job' })).toBeTruthy();
    expect(shown.section.getByText(/Please review by 12\/31\/2026/)).toBeTruthy();
    // The section asks; "Review the contractor" under "What you can do" opens the form.
    expect(shown.section.queryByRole('button')).toBeNull();
    cleanup();

    const { section, loads } = await show(<ReviewDialog job={jobWith(review())} onClose={() => {}} api={api.client} />);
    expect(section.getByText(/Please review by 12\/31\/2026/)).toBeTruthy();

    await user.click(section.getByRole('button', { name: 'Send review' }));
    expect(section.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(section.getByRole('group', { name: 'Your rating' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(api.posted).toEqual([]);

    // The stars are labeled radio buttons (arrow keys move them: tests/e2e/visit-review.test.ts).
    const group = within(section.getByRole('group', { name: 'Your rating' }));
    // jsdom lays nothing out, so the pointer's hover (which MUI's Rating reads) is meaningless: a plain click picks the star.
    fireEvent.click(group.getByRole('radio', { name: '4 stars, Very good' }));
    fireEvent.click(group.getByRole('radio', { name: '5 stars, Excellent' }));
    expect((group.getByRole('radio', { name: '5 stars, Excellent' }) as HTMLInputElement).checked).toBe(true);
    expect(section.queryByText('Choose a rating from 1 to 5 stars.')).toBeNull();

    await user.click(section.getByLabelText('Your review (optional)'));
    await user.paste('On time and tidy.');
    const before = loads();
    await user.click(section.getByRole('button', { name: 'Send review' }));
    expect(await section.findByRole('status')).toBeTruthy();
    expect(api.posted).toEqual([{ path: `/api/v1/JobReviews/${REVIEW_ID}/submit`, body: { rating: 5, text: 'On time and tidy.' } }]);
    expect(loads()).toBeGreaterThan(before);
  });

  it('once the review is taken, hands the focus to the Close button that replaces the form', async () => {
    const user = userEvent.setup();
    const api = reviewsApi(() => Response.json({ id: REVIEW_ID, status: 'Published' }));
    const { section } = await show(<ReviewDialog job={jobWith(review())} onClose={() => {}} api={api.client} />);
    fireEvent.click(within(section.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '4 stars, Very good' }));
    await user.click(section.getByRole('button', { name: 'Send review' }));
    expect((await section.findByRole('status')).textContent).toMatch(/^Thank you for your review/);
    expect(section.queryByRole('button', { name: 'Send review' })).toBeNull();
    // Not the dialog's frame, which names nothing: the one thing left to do.
    const close = section.getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close');
    expect(close).toBeTruthy();
    expect(document.activeElement).toBe(close);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const api = reviewsApi(() => Response.json({ Message: 'You have already reviewed this job.' }, { status: 409 }));
    const { section } = await show(<ReviewDialog job={jobWith(review())} onClose={() => {}} api={api.client} />);
    fireEvent.click(within(section.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '3 stars, Good' }));
    await user.click(section.getByRole('button', { name: 'Send review' }));
    expect((await section.findByRole('alert')).textContent).toBe('You have already reviewed this job.');
    expect((within(section.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '3 stars, Good' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a given review with its date', async () => {
    const given = review({ status: 'Published', rating: 5, text: 'On time and tidy.', submittedAt: '2026-12-05T15:00:00.000Z' });
    const { section } = await show(<ReviewSection job={jobWith(given)} now={at('2026-12-06T12:00:00Z')} />);
    expect(section.getByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(section.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeTruthy();
    expect(section.getByText('On time and tidy.')).toBeTruthy();
    expect(section.getByText('Reviewed on 12/05/2026')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Send review' })).toBeNull();
  });

  it('past the window, says the time to review has ended, in the words the server refuses a late review with', async () => {
    const { section } = await show(<ReviewSection job={jobWith(review())} now={at('2027-01-01T12:00:00Z')} />);
    // No invitation left: the heading says the time has passed.
    expect(section.getByRole('heading', { name: 'The time to review this job has passed' })).toBeTruthy();
    expect(section.queryByRole('heading', { name: 'Review this job' })).toBeNull();
    expect(section.queryByRole('button', { name: 'Send review' })).toBeNull();
    expect(section.queryByText(/Please review by/)).toBeNull();
    expect(section.getByText('Reviews can be left for 30 days after a job is completed. This job was completed on December 1, 2026.')).toBeTruthy();
  });
});
