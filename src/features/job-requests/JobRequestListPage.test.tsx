import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as v from 'valibot';
import { jobStatusMeta, NO_FACTS, NO_OWED } from '../../../machines/job-lifecycle.machine';
import { JOB_REQUEST_STATUSES } from '../../../contract/job-lifecycle';
import { fakeApiAnswering, paged } from '../../test/fake-api';
import { jobRequestFixture, PHOTO_ID } from '../../test/job-fixtures';
import { objectUrls, renderInRouter } from '../../test/job-pages';
import { JobRequestSearch } from './job-request-search';
import { LoadError } from '../../components/ui/LoadFailed';
import { jobRequestsQuery, loadJobRequest, loadJobRequests } from './job-requests.api';
import { JobRequestListPage, type JobRequestListPageProps } from './JobRequestListPage';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering((url) =>
  url.pathname.includes('/Files/') ? new Response(new TextEncoder().encode('jpeg'), { headers: { 'Content-Type': 'image/jpeg' } }) : paged([]),
);

afterEach(cleanup);

const page = (items: ReturnType<typeof jobRequestFixture>[]) => ({ items, page: 1, perPage: 10, totalItems: items.length, totalPages: 1 });

function open(props: Partial<JobRequestListPageProps> = {}) {
  const onSearch = vi.fn();
  const all: JobRequestListPageProps = { search: v.parse(JobRequestSearch, {}), data: { page: page([]) }, loading: false, onSearch, onRetry: vi.fn(), ...props };
  renderInRouter(() => <JobRequestListPage {...all} />, '/job-requests');
  return { onSearch };
}

describe('My Job Requests', () => {
  it('lists each request with its thumbnail, trade, status in words, next step, visit and what is due', async () => {
    // The card reads what is due from the facts at the moment it is drawn.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const urls = objectUrls();
    const job = jobRequestFixture({
      status: 'Completed',
      coverPhotoId: PHOTO_ID,
      visitStartsAt: '2026-11-22T15:00:00.000Z',
      paymentDue: true,
      reviewDue: true,
      facts: { ...NO_FACTS, owed: { ...NO_OWED, finalPaymentCents: 30_000 }, reviewDueBy: '2026-12-22T17:00:00.000Z' },
    });
    open({ data: { page: page([job]) } });
    const card = await screen.findByRole('article', { name: job.name });
    expect(within(card).getByRole('link', { name: job.name }).getAttribute('href')).toBe(`/job-requests/${job.id}`);
    for (const text of [
      'Carpentry',
      jobStatusMeta('Completed').label,
      'Pay the $300.00 owed and review your contractor by 12/22/2026.',
      'Requested 11/20/2026',
      'Visit 11/22/2026',
      'Payment due',
      'Review due',
    ])
      expect(card.textContent).toContain(text);
    await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toBe(urls.made[0]));
    const photo = server.sent.find(({ url }) => url.pathname.endsWith(`/Files/${PHOTO_ID}/public`))!;
    expect(photo.url.searchParams.get('Variant')).toBe('thumbnail');
    cleanup();
    expect(urls.revoked).toEqual(urls.made);
  });

  it('draws a screenful of cards first, then the others and the pages, one commit each', async () => {
    const jobs = Array.from({ length: 10 }, (_, index) => jobRequestFixture({ id: `0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b${String(index).padStart(2, '0')}`, name: `Job ${index + 1}` }));
    open({ data: { page: { items: jobs, page: 1, perPage: 10, totalItems: 30, totalPages: 3 } } });
    await screen.findByRole('article', { name: 'Job 1' });
    expect(screen.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual(['Job 1', 'Job 2', 'Job 3']);
    expect(screen.queryByRole('navigation', { name: 'Pages of job requests' })).toBeNull();
    await screen.findByRole('navigation', { name: 'Pages of job requests' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('filters by status with chips in the lifecycle machine’s words, one pressed at a time, starting again at page 1', async () => {
    const { onSearch } = open({ search: v.parse(JobRequestSearch, { status: 'Proposed', page: '3' }) });
    const chips = within(await screen.findByRole('group', { name: 'Status' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', ...JOB_REQUEST_STATUSES.map((status) => jobStatusMeta(status).label)]);
    expect(chips.filter((chip) => chip.getAttribute('aria-pressed') === 'true').map((chip) => chip.textContent)).toEqual([jobStatusMeta('Proposed').label]);
    await userEvent.setup().click(screen.getByRole('button', { name: jobStatusMeta('Scheduled').label }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'Scheduled', page: undefined });
  });

  it('searches by name on Enter', async () => {
    const { onSearch } = open();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'door{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'door', page: undefined });
  });

  it('leads a customer without requests to New Job Request', async () => {
    open();
    expect(await screen.findByText('You have no job requests yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New Job Request' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/job-requests/new', '/job-requests/new']);
  });

  it('says when nothing matches a filter, and clears it', async () => {
    const { onSearch } = open({ search: v.parse(JobRequestSearch, { q: 'roof' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear all filters' }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: undefined, q: undefined, page: undefined });
  });

  it('after "Clear all filters", hands the focus to the results heading rather than to nothing', async () => {
    const job = jobRequestFixture();
    // The page as its route draws it: the search in the URL, and what the server answers for it.
    function Routed() {
      const [search, setSearch] = useState(v.parse(JobRequestSearch, { status: 'Canceled', q: 'zzzz' }));
      const filtered = search.status !== undefined || search.q !== undefined;
      return <JobRequestListPage search={search} data={{ page: page(filtered ? [] : [job]) }} loading={false} onSearch={(patch) => setSearch({ ...search, ...patch })} onRetry={vi.fn()} />;
    }
    renderInRouter(() => <Routed />, '/job-requests');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    await screen.findByRole('article', { name: job.name });
    // The button went with the empty state: the keyboard goes on from the count of what is shown now.
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 job request' }));
  });

  it('shows a failed load with a retry', async () => {
    const onRetry = vi.fn();
    open({ data: { error: { title: 'We could not reach the server.' } }, onRetry });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('My Job Requests and a job request without the server', () => {
  it('say the server could not be reached, not the browser\'s words', async () => {
    server.answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const list = await loadJobRequests({ status: undefined, q: undefined, page: undefined });
    open({ data: list });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the server');
    expect(alert.textContent).toContain('Check your connection and try again.');
    expect(alert.textContent).not.toContain('Failed to fetch');
    cleanup();

    const job = await loadJobRequest(PHOTO_ID);
    render(<LoadError error={job.error!} what="This job request" />);
    expect((await screen.findByRole('alert')).textContent).toBe('This job request could not be loadedWe could not reach the serverCheck your connection and try again.');
  });
});

describe('the list’s URL and query', () => {
  it('keeps known statuses, drops what does not fit, and asks for the newest first', () => {
    expect(v.parse(JobRequestSearch, { status: 'Proposed', q: ' deck ', page: '2' })).toEqual({ status: 'Proposed', q: 'deck', page: 2 });
    expect(v.parse(JobRequestSearch, { status: 'Nonsense', q: '', page: '-1' })).toEqual({ status: undefined, q: undefined, page: undefined });
    expect(jobRequestsQuery({ status: 'Scheduled', q: 'deck', page: 2 })).toEqual({
      Status: 'Scheduled',
      Name: 'deck',
      OrderBy: 'createdAt',
      OrderByDirection: 'desc',
      Page: 2,
      PerPage: 10,
    });
  });

  it('goes to the last page when asked for one past it', async () => {
    server.answer = () => Response.json({ items: [], page: 5, perPage: 10, totalItems: 12, totalPages: 2 });
    await expect(loadJobRequests({ status: undefined, q: undefined, page: 5 })).rejects.toMatchObject({ options: { search: { page: 2 } } });
  });
});
