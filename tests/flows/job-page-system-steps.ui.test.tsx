import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import { JOB_STATUS_WORDS } from '../../machines/job-status-words';
import { changeCutoffOf, type JobFacts, UNDECIDED_CANCELATIONS_INTERVAL_MS } from '../../machines/job-lifecycle.machine';
import { PaymentReturnSearch } from '../../src/app/route-params';
import { loadJobRequest } from '../../src/features/job-requests/job-requests.api';
import { JobRequestDetails as JobRequestDetailsScreen } from '../../src/routes/-components/job-request-details';
import { renderRouter, withoutScrolling } from '../../src/test/app';
import { fakeApiAnswering } from '../../src/test/fake-api';
import { JOB_ID, jobDetailsFixture } from '../../src/test/job-fixtures';

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MINUTE = 60 * 1000;
/** How often the server looks for late cancelations nobody decided (server/jobs/late-cancelations.ts). */
const SWEEP = UNDECIDED_CANCELATIONS_INTERVAL_MS;
const VISIT = '2026-12-02T14:00:00.000Z';
const VISIT_END = '2026-12-02T16:00:00.000Z';
const DEADLINE = Date.parse(VISIT);
const booked = {
  visitStartsAt: VISIT,
  visitEndsAt: VISIT_END,
  changeCutoff: changeCutoffOf(VISIT).toISOString(),
  booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
  depositPaidCents: 15000,
} satisfies Partial<JobFacts>;
const APPROVED = 'Nobody decided your cancelation by the time of the visit, so it was approved by the late rule; $75.00 of your deposit will be refunded';

/** A late cancelation waiting for the contractor, who does not answer: decided by the visit's start. */
const waiting = jobDetailsFixture('CancelationRequested', { ...booked, lateCancelation: { refundCents: 7500, decidedBy: VISIT } }, { depositPaidCents: 15000 });
/** The same job once the server's sweep has approved it by the late rule. */
const approved = jobDetailsFixture(
  'Canceled',
  { ...booked, visitStartsAt: null, visitEndsAt: null, changeCutoff: null, booking: { state: 'none', nextStep: null, nextStepBy: null, times: [] } },
  {
    depositPaidCents: 7500,
    canceledAt: new Date(DEADLINE + 2 * MINUTE).toISOString(),
    timeline: [...waiting.timeline, { type: 'CancelationApproved', summary: APPROVED, by: 'system', contractor: null, note: null, at: new Date(DEADLINE + 2 * MINUTE).toISOString() }],
  },
);

/** The server: `job(now)` is the job as it stands at the fake clock's `now`; the reads of the job it answered. */
function serving(job: (now: number) => JobRequestDetails) {
  server.answer = (url) => (url.pathname.endsWith(`/JobRequests/${JOB_ID}`) ? Response.json(job(Date.now())) : Response.json({}, { status: 404 }));
  return { reads: () => server.sent.filter((s) => s.method === 'GET' && s.url.pathname.endsWith(`/JobRequests/${JOB_ID}`)).length };
}

/** The job's page as the app draws it (its route's component, its loader reading the API), the clock at `at`. */
async function openAt(at: number) {
  vi.useFakeTimers({ now: at, shouldAdvanceTime: true });
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: '/job-requests/$id',
    validateSearch: PaymentReturnSearch,
    loader: ({ params }) => loadJobRequest(params.id),
    component: () => <JobRequestDetailsScreen id={JOB_ID} />,
  });
  const router = createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [`/job-requests/${JOB_ID}`] }) });
  renderRouter(router);
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const status = () => within(screen.getByRole('region', { name: 'Status' }));
const shows = (label: string) => status().queryByText(label) !== null;
const moveOn = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const hideTab = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

describe('Job Request Details reads the job again when the server moves it by the clock', () => {
  afterEach(() => {
    // Back to jsdom's own answer.
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('shows a late cancelation nobody decided approved by the late rule, without a reload', async () => {
    // The server's sweep comes round two minutes after the deadline.
    const { reads } = serving((now) => (now < DEADLINE + 2 * MINUTE ? waiting : approved));
    const router = await openAt(DEADLINE - 30 * MINUTE);
    expect(shows(JOB_STATUS_WORDS.CancelationRequested.label)).toBe(true);
    expect(status().getByRole('alert').textContent).toContain('if nobody has by then, it is canceled by the late rule');
    expect(reads()).toBe(1);

    // At the deadline the page asks; the server has not acted yet.
    await moveOn(30 * MINUTE + 1000);
    expect(reads()).toBe(2);
    expect(shows(JOB_STATUS_WORDS.CancelationRequested.label)).toBe(true);

    // A sweep later it has.
    await moveOn(SWEEP);
    expect(reads()).toBe(3);
    expect(shows(JOB_STATUS_WORDS.Canceled.label)).toBe(true);
    expect(shows(JOB_STATUS_WORDS.CancelationRequested.label)).toBe(false);
    expect(status().queryByRole('alert')).toBeNull();
    expect(await screen.findByText(APPROVED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/job-requests/${JOB_ID}`);

    // Then it is left alone.
    await moveOn(60 * MINUTE);
    expect(reads()).toBe(3);
  });

  it('asks a few times only of a server that never acts, then again when the tab comes back into view', async () => {
    const { reads } = serving(() => waiting);
    await openAt(DEADLINE - 30 * MINUTE);
    await moveOn(3 * 60 * MINUTE);
    const asked = reads() - 1;
    expect(asked).toBeGreaterThan(1);
    expect(asked).toBeLessThanOrEqual(4);
    expect(shows(JOB_STATUS_WORDS.CancelationRequested.label)).toBe(true);

    hideTab(true);
    expect(reads()).toBe(asked + 1);
    hideTab(false);
    await moveOn(0);
    expect(reads()).toBe(asked + 2);
  });

  it('opened after the deadline, with the server not round yet, reads the job again a sweep later', async () => {
    const { reads } = serving((now) => (now < DEADLINE + 4 * MINUTE ? waiting : approved));
    await openAt(DEADLINE + MINUTE);
    expect(shows(JOB_STATUS_WORDS.CancelationRequested.label)).toBe(true);
    await moveOn(SWEEP + 1000);
    expect(reads()).toBe(2);
    expect(shows(JOB_STATUS_WORDS.Canceled.label)).toBe(true);
  });

  it('does not read again a job whose deadlines only close steps to the server', async () => {
    // Times the contractor offered for the first visit: as each nears, the server may no longer book it
    // without the customer (the machine's system step closes); the server never moves the job by it.
    const times = [
      { start: '2026-12-03T14:00:00.000Z', end: '2026-12-03T16:00:00.000Z' },
      { start: '2026-12-04T14:00:00.000Z', end: '2026-12-04T16:00:00.000Z' },
    ];
    const offered = jobDetailsFixture('Accepted', { booking: { state: 'offered', nextStep: null, nextStepBy: null, times }, depositPaidCents: 15000 }, { depositPaidCents: 15000 });
    const { reads } = serving(() => offered);
    await openAt(Date.parse('2026-12-01T12:00:00.000Z'));
    await moveOn(3 * 24 * 60 * MINUTE);
    expect(reads()).toBe(1);
  });
});
