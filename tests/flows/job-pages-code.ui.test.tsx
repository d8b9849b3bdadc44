import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApiAnswering, paged } from '../../src/test/fake-api';
import { JOB_ID, jobDetailsFixture, jobRequestFixture } from '../../src/test/job-fixtures';
import { consumer, openAt, settledAt, withoutScrolling } from './app-harness';

/**
 * My Job Requests and Job Request Details paint their frame, and their loaders fetch the code that
 * draws the page beside its data. When that code does not arrive (a release replaced it), the page
 * ends in the route's error view, which offers the reload that fetches the new version.
 */

const missing = vi.hoisted(() => (name: string) => new TypeError(`Failed to fetch dynamically imported module: http://app.test/assets/${name}.js`));

// The module is there but its export cannot be read: the router's lazy component sees what a browser's failed import gives it.
vi.mock('../../src/routes/-components/job-request-list', () => ({
  get JobRequestList() {
    throw missing('job-request-list');
  },
}));
vi.mock('../../src/routes/-components/job-request-details', () => ({
  get JobRequestDetails() {
    throw missing('job-request-details');
  },
}));

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

// The data comes; the code that draws it does not.
fakeApiAnswering((url) => (url.pathname.endsWith('/JobRequests') ? paged([jobRequestFixture()]) : Response.json(jobDetailsFixture('Proposed'))));

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('a job page whose code did not arrive', { timeout: 30_000 }, () => {
  it.each([
    ['My Job Requests', '/job-requests', 'job-request-list'],
    ['Job Request Details', `/job-requests/${JOB_ID}`, 'job-request-details'],
  ])('%s shows the route’s error view, with a reload', async (_, path, chunk) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The router reloads a page once for a chunk that did not arrive; this is the page after that reload.
    sessionStorage.setItem(`tanstack_router_reload:${missing(chunk).message}`, '1');
    const { router } = await openAt(path, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
