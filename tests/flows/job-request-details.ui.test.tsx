import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '../../contract/job-lifecycle';
import { jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { changeCutoffOf, JOB_ACTION_LABELS, JOB_EVENT_TYPES, type JobFacts, jobActionsFor, jobSnapshot } from '../../machines/job-lifecycle.machine';
import { tokenStore } from '../../src/api/token-store';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { withoutScrolling } from '../../src/test/app';
import { DAVE, jobDetailsFixture, PHOTO_ID } from '../../src/test/job-fixtures';
import { objectUrls, renderInRouter } from '../../src/test/job-pages';
import { PaymentsSection } from '../../src/features/payments/PaymentsSection';
import { ProposalsSection } from '../../src/features/proposals/ProposalsSection';
import { ReviewSection } from '../../src/features/reviews/ReviewSection';
import { VisitSection } from '../../src/features/visits/VisitSection';
import { CONSUMER_ACTION_PLACES } from '../../src/features/job-requests/job-actions';
import { JobRequestDetailsPage } from '../../src/features/job-requests/JobRequestDetailsPage';
import type { JobRequestDetails } from '../../contract/job-requests';

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering((url) =>
  url.pathname.includes('/Files/')
    ? new Response(new TextEncoder().encode(url.searchParams.get('Variant') ?? 'x'), { headers: { 'Content-Type': 'image/jpeg' } })
    : Response.json({}, { status: 404 }),
);
let urls: ReturnType<typeof objectUrls>;

beforeAll(withoutScrolling);
afterEach(cleanup);

const NOW = '2026-11-25T12:00:00.000Z';
const VISIT = '2026-12-02T14:00:00.000Z';
/** After the change cutoff of VISIT. */
const LATE = new Date(changeCutoffOf(VISIT).getTime() + 60 * 60 * 1000).toISOString();

function open(job: JobRequestDetails, now = NOW) {
  renderInRouter(() => (
    <JobRequestDetailsPage
      job={job}
      now={now}
      cancelation={jobCancelationMachine}
      sections={
        <>
          <ProposalsSection job={job} />
          <PaymentsSection job={job} />
          <VisitSection job={job} />
          <ReviewSection job={job} />
        </>
      }
    />
  ));
}

/** The names of the controls under "What you can do", as a screen reader lists them. */
async function offeredActions(): Promise<string[]> {
  await screen.findByRole('heading', { level: 1 });
  const region = screen.queryByRole('region', { name: 'What you can do' });
  if (!region) return [];
  return [...within(region).queryAllByRole('button'), ...within(region).queryAllByRole('link')].map((control) => control.textContent ?? '');
}

const asButton = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Each status with the facts that change what the customer may do in it. */
const CASES: [string, JobRequestStatus, Partial<JobFacts>, string][] = [
  ...JOB_REQUEST_STATUSES.map((status) => [status, status, {}, NOW] as [string, JobRequestStatus, Partial<JobFacts>, string]),
  ['Proposed with two estimates and open offers', 'Proposed', { pendingProposals: 2, openOffers: 1 }, NOW],
  ['Scheduled before the cutoff', 'Scheduled', { visitStartsAt: VISIT }, NOW],
  ['Scheduled after the cutoff', 'Scheduled', { visitStartsAt: VISIT }, LATE],
];

describe('Job Request Details offers what the lifecycle machine gives the customer', () => {
  it.each(CASES)('%s', async (_, status, facts, now) => {
    open(jobDetailsFixture(status, facts), now);
    const expected = jobActionsFor(status, jobDetailsFixture(status, facts).facts, 'consumer', now).map((type) => asButton(JOB_ACTION_LABELS[type]));
    expect((await offeredActions()).sort()).toEqual(expected.sort());
    // …and every one of them is one the machine (which the server asks too) accepts from the customer.
    const snapshot = jobSnapshot(status, jobDetailsFixture(status, facts).facts);
    for (const type of jobActionsFor(status, snapshot.context, 'consumer', now))
      expect(snapshot.can({ type, by: 'consumer', at: now, depositCents: 0 } as never)).toBe(true);
  });

  it('has a place on the page for every action the customer can ever take', () => {
    const everConsumer = new Set(CASES.flatMap(([, status, facts, now]) => jobActionsFor(status, jobDetailsFixture(status, facts).facts, 'consumer', now)));
    expect(JOB_EVENT_TYPES.filter((type) => everConsumer.has(type) && !CONSUMER_ACTION_PLACES[type])).toEqual([]);
    expect(Object.keys(CONSUMER_ACTION_PLACES).sort()).toEqual([...everConsumer].sort());
  });
});

describe('Job Request Details', () => {
  it('shows the status in words, the next step, the dispatch note, the timeline with times and the contractors asked', async () => {
    open(
      jobDetailsFixture(
        'Submitted',
        {},
        {
          dispatchNote: 'No contractor near 01772 is free for this yet; we keep looking.',
          offers: [{ contractor: DAVE, distanceMiles: 3.2, state: 'Declined', offeredAt: '2026-11-20T14:01:00.000Z', respondedAt: '2026-11-20T15:00:00.000Z' }],
          timeline: [
            { type: 'Submitted', summary: 'You sent the request', by: 'consumer', contractor: null, note: null, at: '2026-11-20T14:00:00.000Z' },
            {
              type: 'OfferDeclined',
              summary: "Dave's Carpentry passed",
              by: 'contractor',
              contractor: DAVE,
              note: 'Booked up this month',
              at: '2026-11-20T15:00:00.000Z',
            },
          ],
        },
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sticking back door' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status.textContent).toContain('Submitted');
    expect(status.textContent).toContain('We are finding a contractor near you.');
    expect(status.textContent).toContain('No contractor near 01772 is free for this yet; we keep looking.');

    const timeline = within(screen.getByRole('region', { name: 'What has happened' })).getAllByRole('listitem');
    expect(timeline.map((entry) => entry.querySelector('time')?.getAttribute('datetime'))).toEqual(['2026-11-20T14:00:00.000Z', '2026-11-20T15:00:00.000Z']);
    expect(timeline[1]!.textContent).toContain("Dave's Carpentry passed");
    expect(timeline[1]!.textContent).toContain('Booked up this month');

    const offer = within(screen.getByRole('region', { name: 'Contractors asked' })).getByRole('listitem');
    expect(within(offer).getByRole('heading', { name: "Dave's Carpentry" })).toBeTruthy();
    expect(within(offer).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
    expect(offer.textContent).toContain('3.2 miles away');
    expect(offer.textContent).toContain('Passed on this job');
  });

  it('fetches the photos with the token, opens one full size in a dialog, and gives the images back when it closes', async () => {
    urls = objectUrls();
    tokenStore.save({ token: 'access-1', refreshToken: 'refresh-1' });
    open(jobDetailsFixture('Dispatched', {}, { photos: [{ id: PHOTO_ID, fileName: 'door.jpg', contentType: 'image/jpeg', width: 800, height: 600 }] }));
    const user = userEvent.setup();
    const job = jobDetailsFixture('Dispatched');
    const thumbnail = await screen.findByRole('button', { name: `Photo 1 of 1: ${job.name} (door.jpg), open full size` });
    // The image says what it is a photo of, not nothing.
    expect(await within(thumbnail).findByRole('img', { name: `Photo 1 of 1: ${job.name}` })).toBeTruthy();
    await waitFor(() => expect(urls.made).toHaveLength(1));
    const photoCalls = () => server.sent.filter(({ url }) => url.pathname.endsWith(`/Files/${PHOTO_ID}/public`));
    expect(photoCalls()[0]!.url.searchParams.get('Variant')).toBe('thumbnail');
    expect(photoCalls()[0]!.headers.get('Authorization')).toBe('Bearer access-1');

    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: `Photo 1 of 1: ${job.name}` });
    const full = await within(dialog).findByRole('img', { name: `Photo 1 of 1: ${job.name}` });
    expect(photoCalls()[1]!.url.searchParams.get('Variant')).toBe('original');
    expect(full.getAttribute('src')).toBe(urls.made[1]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(urls.revoked).toContain(urls.made[1]));
    cleanup();
    expect(urls.revoked).toContain(urls.made[0]);
  });

  it('takes the keyboard to the section where an action is done', async () => {
    open(
      jobDetailsFixture(
        'Proposed',
        { pendingProposals: 1 },
        {
          proposals: [
            {
              id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
              contractor: DAVE,
              totalCents: 45000,
              depositCents: 15000,
              status: 'Pending',
              depositStatus: 'Due',
              finalPaymentStatus: 'NotDue',
              subsequentPaymentStatus: 'NotDue',
              subsequentPaymentCents: 0,
              subsequentPaymentDescription: '',
              validUntil: null,
              createdAt: NOW,
            },
          ],
        },
      ),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept an estimate' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Estimates' }));
  });

  it('states the amount of extra work and what it is for before Pay asks for the card', async () => {
    open(
      jobDetailsFixture('InProgress', { visitStartsAt: VISIT }, {
        proposals: [
          {
            id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
            contractor: DAVE,
            totalCents: 45000,
            depositCents: 15000,
            status: 'Accepted',
            depositStatus: 'Paid',
            finalPaymentStatus: 'NotDue',
            subsequentPaymentStatus: 'Due',
            subsequentPaymentCents: 12000,
            subsequentPaymentDescription: 'Replace the rotted sill under the door',
            validUntil: null,
            createdAt: NOW,
          },
        ],
      }),
    );
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const step = within(payments).getByRole('region', { name: 'Payment for extra work: $120.00' });
    expect(step.textContent).toContain(`Extra work agreed with ${DAVE.businessName}: Replace the rotted sill under the door.`);
    expect(step.textContent).toContain('You pay $120.00 by card now.');
    expect(within(step).getByRole('button', { name: 'Pay payment for extra work $120.00' })).toBeTruthy();
    // No card is asked for until Pay.
    expect(within(step).queryByRole('form')).toBeNull();
    expect(within(step).queryByRole('textbox')).toBeNull();
  });
});
