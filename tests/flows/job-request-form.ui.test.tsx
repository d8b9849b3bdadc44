import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserHistory } from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addDays, FAR_DATE, lastDayFrom } from '../../contract/forms';
import { MAX_PHOTOS_PER_REQUEST } from '../../contract/job-requests';
import { classifyHttpFailure } from '../../machines/api-failure';
import { PHOTOS_NOT_UPLOADED, refusedWhileSendingMessage, tooManyPhotosMessage, ZIP_CHECK_DELAY_MS } from '../../machines/job-request-form.machine';
import { todayHere } from '../../src/components/forms/dates';
import { createApiClient } from '../../src/api/client';
import { createTokenStore } from '../../src/api/token-store';
import { createAppRouter } from '../../src/app/router';
import { createAuthHandle } from '../../src/auth/auth-handle';
import type { UploadOptions } from '../../src/features/job-request-form/photo-upload';
import { renderRouter } from '../../src/test/app';
import { fakeApiAnswering, notFound, paged, uuid } from '../../src/test/fake-api';
import { consumer, fakeApi, memoryStorage, openAt, settledAt, withoutScrolling } from './app-harness';

/**
 * New Job Request driven as a customer drives it, in the real app: the machine's paths that matter
 * most to them (a failed upload tried again, a network error on sending, a refused file, a zip code
 * outside the area) with the server and the uploads held until the test answers them. A file refused
 * (by the browser's checks or the server's) is listed with its reason and Remove, and is simply not sent.
 */

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

/** Uploads held until the test settles them, with the progress they report. */
const uploads = vi.hoisted(() => ({
  waiting: [] as { file: File; options: UploadOptions; resolve: (v: unknown) => void; reject: (e: unknown) => void }[],
}));
vi.mock('../../src/features/job-request-form/photo-upload', () => ({
  uploadPhoto: (file: File, options: UploadOptions) => new Promise((resolve, reject) => uploads.waiting.push({ file, options, resolve, reject })),
}));

const CARPENTRY = { id: uuid(1), name: 'Carpentry', slug: 'carpentry' };
const ELECTRICAL = { id: uuid(2), name: 'Electrical', slug: 'electrical' };
const PLUMBING = { id: uuid(3), name: 'Plumbing', slug: 'plumbing' };
const WATER = { id: uuid(4), name: 'Water Remediation', slug: 'water-remediation' };
const CONTRACTOR = { id: uuid(5), businessName: 'Northside Carpentry & Trim', trades: [CARPENTRY] };
const PLUMBER = { id: uuid(6), businessName: 'Sudbury Valley Plumbing & Heating', trades: [PLUMBING, WATER] };
const CREATED = uuid(9);
const STORED = uuid(15);

let jobRequests: 'down' | 'up' = 'up';
const server = fakeApiAnswering((url) => {
  if (url.pathname.endsWith('/Trades')) return paged([CARPENTRY, ELECTRICAL, PLUMBING, WATER], { perPage: 100 });
  if (url.pathname.endsWith(`/Contractors/${CONTRACTOR.id}`)) return Response.json(CONTRACTOR);
  if (url.pathname.endsWith(`/Contractors/${PLUMBER.id}`)) return Response.json(PLUMBER);
  if (url.pathname.endsWith('/ZipCodeLocation/01772')) return Response.json({ zipCode: '01772', city: 'Southborough', state: 'MA', latitude: 42.3, longitude: -71.5 });
  if (url.pathname.includes('/ZipCodeLocation/')) return notFound();
  if (url.pathname.endsWith('/JobRequests')) {
    if (jobRequests === 'down') throw new TypeError('Failed to fetch');
    return Response.json({ id: CREATED }, { status: 201 });
  }
  return notFound();
});

beforeAll(withoutScrolling);
beforeEach(() => {
  uploads.waiting = [];
  jobRequests = 'up';
});
afterEach(cleanup);

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const photo = (name: string, type = 'image/jpeg', size = 2048) => {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Photos of the job'), { target: { files } });
/** The photo's row in the list, found by the name it shows (its buttons name it too, for screen readers). */
const photoItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Photos' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))!;
/** Where the app went: the request's page itself is not served by this fake API, so it moves on to Page Not Found. */
const visited = (router: Awaited<ReturnType<typeof openAt>>['router']) => {
  const paths: string[] = [];
  router.subscribe('onBeforeNavigate', ({ toLocation }) => paths.push(toLocation.pathname));
  return paths;
};
const jobRequestPosts = () => server.sent.filter(({ url, method }) => method === 'POST' && url.pathname.endsWith('/JobRequests'));
/** POST /Files refusing the bytes, as the upload reports it. */
const serverRefusal = (message: string) =>
  classifyHttpFailure({ status: 400, body: { type: 'about:blank', title: 'Validation Error', status: 400, errors: { file: [message] } }, retryAfter: null });

async function fillTheJob(user: ReturnType<typeof userEvent.setup>, tradeId = CARPENTRY.id) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /service/i }), tradeId);
  for (const [name, text] of [
    [/short title/i, 'Sticking back door'],
    [/what needs doing/i, 'The back door sticks at the top since the rain.'],
    [/street address/i, '12 Oak Hill Road'],
    [/city or town/i, 'Southborough'],
    [/zip code/i, '01772'],
  ] as const) {
    await user.click(field(name));
    await user.paste(text);
  }
}

describe('New Job Request on screen', { timeout: 60_000 }, () => {
  it('keeps what was typed through a failed upload and a network error, then sends the photo and the contractor asked for, and opens the request', async () => {
    const { router } = await openAt(`/job-requests/new?contractorId=${CONTRACTOR.id}`, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    expect(await screen.findByText("We'll ask Northside Carpentry & Trim first.")).toBeTruthy();
    expect(screen.getByText(/From your account: Ada Lovelace/).textContent).toContain('ada@example.com');
    // The contractor's one trade is chosen for the customer.
    await waitFor(() => expect((screen.getByRole('combobox', { name: /service/i }) as HTMLSelectElement).value).toBe(CARPENTRY.id));
    const user = userEvent.setup();
    await fillTheJob(user);
    await screen.findByText('Southborough, MA: in the area we serve.');

    pick([photo('door.jpg')]);
    const preview = await screen.findByRole('img', { name: 'Preview of door.jpg' });
    expect(preview).toBeTruthy();
    await waitFor(() => expect(uploads.waiting).toHaveLength(1));
    uploads.waiting[0]!.options.onProgress(512, 2048);
    const progress = await within(photoItem('door.jpg')).findByRole('progressbar', { name: 'Upload of door.jpg' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByText('Uploading door.jpg.')).toBeTruthy();

    // The connection drops: the photo says so and can be tried again.
    uploads.waiting.shift()!.reject(new TypeError('Failed to fetch'));
    await within(photoItem('door.jpg')).findByText('We could not reach the server. Check your connection and try again.');
    await user.click(within(photoItem('door.jpg')).getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(uploads.waiting).toHaveLength(1));
    uploads.waiting.shift()!.resolve({ id: STORED });
    await within(photoItem('door.jpg')).findByText('Uploaded');

    // Sending fails on the network: the alert says so and nothing typed is lost.
    jobRequests = 'down';
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('We could not reach the server'))).toBe(true));
    expect(field(/short title/i).value).toBe('Sticking back door');
    expect(field(/zip code/i).value).toBe('01772');
    expect(photoItem('door.jpg').textContent).toContain('Uploaded');

    jobRequests = 'up';
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-requests/${CREATED}`));
    const posts = server.sent.filter(({ url, method }) => method === 'POST' && url.pathname.endsWith('/JobRequests'));
    // The retry of the same request carries the failed attempt's key: had that one reached the server, it is not done twice.
    const keys = posts.map(({ headers }) => headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    const sent = posts.at(-1)!;
    expect(sent.body).toEqual({
      tradeId: CARPENTRY.id,
      name: 'Sticking back door',
      description: 'The back door sticks at the top since the rain.',
      address: '12 Oak Hill Road',
      city: 'Southborough',
      zipCode: '01772',
      preferredDates: [],
      photoIds: [STORED],
      contractorId: CONTRACTOR.id,
    });
  });

  it('starts with the service the link names, says the contractor is asked first only while the service is theirs, and names them only then', async () => {
    const { router } = await openAt(`/job-requests/new?trade=water-remediation&contractorId=${PLUMBER.id}`, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const service = (await screen.findByRole('combobox', { name: /service/i })) as HTMLSelectElement;
    await waitFor(() => expect(service.value).toBe(WATER.id));
    expect(await screen.findByText("We'll ask Sudbury Valley Plumbing & Heating first.")).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(service, '');
    expect(screen.getByText("Choose Plumbing or Water Remediation and we'll ask Sudbury Valley Plumbing & Heating first.")).toBeTruthy();
    await fillTheJob(user, ELECTRICAL.id);
    const note = screen.getByText(/doesn't do Electrical/);
    expect(note.textContent).toBe(
      "Sudbury Valley Plumbing & Heating doesn't do Electrical: we'll offer this job to the nearest contractors who do. To ask Sudbury Valley Plumbing & Heating first, choose Plumbing or Water Remediation.",
    );
    expect(screen.queryByText(/We'll ask Sudbury Valley Plumbing & Heating first/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    const posted = () => server.sent.find(({ url, method }) => method === 'POST' && url.pathname.endsWith('/JobRequests'));
    await waitFor(() => expect(posted()).toBeTruthy());
    const sent = posted()!;
    expect(sent.body).toMatchObject({ tradeId: ELECTRICAL.id });
    expect(sent.body).not.toHaveProperty('contractorId');
  });

  it('says the server could not be reached, not the browser\'s words, when the page\'s reads get no answer', async () => {
    const unreachable = uuid(7);
    const answer = server.answer;
    server.answer = (url, request) => {
      if (url.pathname.endsWith(`/Contractors/${unreachable}`)) throw new TypeError('Failed to fetch');
      return answer(url, request);
    };
    const { router } = await openAt(`/job-requests/new?contractorId=${unreachable}`, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the server');
    expect(alert.textContent).toContain('Check your connection and try again.');
    expect(alert.textContent).not.toContain('Failed to fetch');
  });

  it('refuses a zip code outside the area as it is typed, files that are too big or not photos before any upload, and photos past the limit', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /zip code/i }));
    await user.paste('90210');
    await waitFor(() => expect(field(/zip code/i).getAttribute('aria-invalid')).toBe('true'), { timeout: ZIP_CHECK_DELAY_MS + 3000 });
    expect(screen.getByText('We do not serve zip code 90210.')).toBeTruthy();

    pick([photo('plan.pdf', 'application/pdf'), photo('huge.jpg', 'image/jpeg', 11 * 1024 * 1024), photo('mac.heic', 'image/heic')]);
    expect(await within(photoItem('plan.pdf')).findByText('“plan.pdf” is not a photo. Upload a JPEG, PNG or WebP photo.')).toBeTruthy();
    expect(within(photoItem('huge.jpg')).getByText('“huge.jpg” is too big. Photos can be at most 10 MB.')).toBeTruthy();
    expect(within(photoItem('mac.heic')).getByText(/This photo is in HEIC format/)).toBeTruthy();
    // A file that is not added shows no picture of itself, not even one the browser could draw.
    expect(within(photoItem('huge.jpg')).queryByRole('img')).toBeNull();
    expect(uploads.waiting).toHaveLength(0);

    // Sending says what stands in the way, the fields first, but not the refused files: they are simply not sent.
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /service/i })));
    expect(screen.queryByText(PHOTOS_NOT_UPLOADED)).toBeNull();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(jobRequestPosts()).toEqual([]);
    for (const name of ['plan.pdf', 'huge.jpg', 'mac.heic']) await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();

    pick(Array.from({ length: MAX_PHOTOS_PER_REQUEST + 2 }, (_, i) => photo(`frame-${i + 1}.jpg`)));
    expect(await screen.findByText(tooManyPhotosMessage(2))).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(MAX_PHOTOS_PER_REQUEST);
  });

  it('offers no preferred date more than a year ahead, and refuses one typed at its field', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    const first = await screen.findByRole('group', { name: 'First choice of date' });
    const last = lastDayFrom(todayHere());
    const shown = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    fireEvent.change(first.querySelector('input')!, { target: { value: shown(last) } });
    await user.click(screen.getAllByRole('button', { name: /choose date/i })[0]!);
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: /next month/i }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');

    fireEvent.change(first.querySelector('input')!, { target: { value: shown(addDays(last, 1)) } });
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(FAR_DATE);
    expect(jobRequestPosts()).toEqual([]);
  });

  it('refuses the same day chosen twice at the date that repeats it, with focus there, and sends nothing', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    const day = addDays(todayHere(), 10);
    const shown = day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    const first = await screen.findByRole('group', { name: 'First choice of date' });
    const third = screen.getByRole('group', { name: 'Third choice of date' });
    fireEvent.change(first.querySelector('input')!, { target: { value: shown } });
    fireEvent.change(third.querySelector('input')!, { target: { value: shown } });
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));

    await waitFor(() => expect(third.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(third.getAttribute('aria-describedby')!)?.textContent).toBe(`${shown} is chosen twice: choose each preferred date once.`);
    expect(first.getAttribute('aria-invalid')).not.toBe('true');
    expect(third.contains(document.activeElement)).toBe(true);
    expect(jobRequestPosts()).toEqual([]);
  });

  it('shows a refusal of the contractor asked for, who is no field of the form, as the form\'s error', async () => {
    const message = 'Northside Carpentry & Trim does not do Carpentry. Choose another contractor or none.';
    const answer = server.answer;
    // The contractor gave up the service between the page's loading and its sending.
    server.answer = (url, request) =>
      url.pathname.endsWith('/JobRequests')
        ? Response.json({ type: 'about:blank', title: 'Validation Error', status: 400, errors: { contractorId: [message] } }, { status: 400 })
        : answer(url, request);
    const { router } = await openAt(`/job-requests/new?contractorId=${CONTRACTOR.id}`, { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    expect(await screen.findByText("We'll ask Northside Carpentry & Trim first.")).toBeTruthy();
    const user = userEvent.setup();
    await fillTheJob(user);
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));

    const alert = await waitFor(() => screen.getAllByRole('alert').find((element) => element.textContent?.includes(message))!);
    expect(alert.textContent).toBe(`Validation Error${message}`);
    expect(router.state.location.pathname).toBe('/job-requests/new');
    expect(field(/short title/i).value).toBe('Sticking back door');
  });

  it('lists a file refused before upload with its reason and Remove, never Try again, and sends the request without it', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    await screen.findByText('Southborough, MA: in the area we serve.');

    pick([photo('plan.pdf', 'application/pdf'), photo('door.jpg')]);
    const refused = photoItem('plan.pdf');
    expect(await within(refused).findByText('“plan.pdf” is not a photo. Upload a JPEG, PNG or WebP photo.')).toBeTruthy();
    expect(refused.textContent).toContain('Not added');
    expect(within(refused).queryByRole('button', { name: /try again/i })).toBeNull();
    const remove = within(refused).getByRole('button', { name: 'Remove plan.pdf' });
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toContain('is not a photo');
    // Only the photo goes up.
    await waitFor(() => expect(uploads.waiting.map((u) => u.file.name)).toEqual(['door.jpg']));
    // A picture the browser cannot draw gives way to the placeholder, not a broken image.
    fireEvent.error(within(photoItem('door.jpg')).getByRole('img', { name: 'Preview of door.jpg' }));
    expect(within(photoItem('door.jpg')).queryByRole('img')).toBeNull();
    uploads.waiting.shift()!.resolve({ id: STORED });
    await within(photoItem('door.jpg')).findByText('Uploaded');

    const went = visited(router);
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    await waitFor(() => expect(went).toContain(`/job-requests/${CREATED}`));
    expect(jobRequestPosts().map(({ body }) => (body as { photoIds: string[] }).photoIds)).toEqual([[STORED]]);
  });

  it('says so when the server refuses a photo Send was waiting for, with focus at its Remove, and Send again goes without it', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    await screen.findByText('Southborough, MA: in the area we serve.');

    pick([photo('pano.jpg')]);
    await waitFor(() => expect(uploads.waiting).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    expect(await screen.findByText('Sending as soon as your photos are uploaded…')).toBeTruthy();
    uploads.waiting.shift()!.reject(serverRefusal('This photo is too large: at most 50 megapixels. Send a smaller copy.'));

    expect(await screen.findByText(refusedWhileSendingMessage(['pano.jpg']))).toBeTruthy();
    const row = photoItem('pano.jpg');
    expect(within(row).getByText('This photo is too large: at most 50 megapixels. Send a smaller copy.')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /try again/i })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Remove pano.jpg' })));
    expect(jobRequestPosts()).toEqual([]);

    const went = visited(router);
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    await waitFor(() => expect(went).toContain(`/job-requests/${CREATED}`));
    expect(jobRequestPosts().map(({ body }) => (body as { photoIds: string[] }).photoIds)).toEqual([[]]);
  });

  it('tells a screen reader of a refused file as it happens, then what came of the whole batch, and says nothing again on other changes', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    const region = (await screen.findByRole('group', { name: 'Photos' })).querySelector('[aria-live="polite"]')!;
    const heard: string[] = [];
    const listening = new MutationObserver(() => heard.push(region.textContent ?? ''));
    listening.observe(region, { childList: true, subtree: true, characterData: true });
    const reason = 'This file is not a photo we can open. Upload a JPEG, PNG or WebP photo.';

    // Named a photo, so only the server finds out it is not one.
    pick([photo('fake.jpg'), photo('p1.png', 'image/png'), photo('p2.png', 'image/png')]);
    await waitFor(() => expect(uploads.waiting.map((u) => u.file.name)).toEqual(['fake.jpg']));
    uploads.waiting.shift()!.reject(serverRefusal(reason));
    await waitFor(() => expect(uploads.waiting.map((u) => u.file.name)).toEqual(['p1.png']));
    await waitFor(() => expect(region.textContent).toContain(`fake.jpg was not added: ${reason}`));
    uploads.waiting.shift()!.resolve({ id: STORED });
    await waitFor(() => expect(uploads.waiting.map((u) => u.file.name)).toEqual(['p2.png']));
    uploads.waiting.shift()!.resolve({ id: uuid(16) });
    await waitFor(() => expect(region.textContent).toBe(`2 photos added. fake.jpg was not added: ${reason}`));

    const said = heard.length;
    await user.click(field(/short title/i));
    await user.paste('Sticking back door');
    await user.click(screen.getByRole('button', { name: 'Remove fake.jpg' }));
    expect(heard).toHaveLength(said);
    listening.disconnect();
  });

  it("moves the focus from a removed photo to the next one's Remove, else the one before, else Add photos", async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    const remove = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });

    pick([photo('a.jpg'), photo('plan.pdf', 'application/pdf'), photo('c.jpg')]);
    remove('plan.pdf').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(remove('c.jpg')));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(remove('a.jpg')));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add photos' })));
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
  });

  it('holds the request back for a photo that failed on the network while Send waited, with focus at its Try again', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    await screen.findByText('Southborough, MA: in the area we serve.');

    pick([photo('door.jpg')]);
    await waitFor(() => expect(uploads.waiting).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    uploads.waiting.shift()!.reject(new TypeError('Failed to fetch'));

    expect(await screen.findByText(PHOTOS_NOT_UPLOADED)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(photoItem('door.jpg')).getByRole('button', { name: /try again/i })));
    expect(jobRequestPosts()).toEqual([]);
  });
});

/** In a real browser: the router on the window's own history, so Back is the browser's and a reload asks through `beforeunload`. */
async function openInBrowserHistory(path: string, before: string) {
  // The entries a customer's tab holds: the page they came from, then the form.
  window.history.replaceState({ __TSR_index: 0, key: 'came-from', __TSR_key: 'came-from' }, '', before);
  window.history.pushState({ __TSR_index: 1, key: 'form', __TSR_key: 'form' }, '', path);
  const identities = { a: consumer };
  const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r' });
  const tokens = createTokenStore(storage);
  const authApi = fakeApi({ identities });
  const client = createApiClient({ baseUrl: 'http://api.test/api/v1', tokens, fetch: authApi.fetch, pageOrigin: () => 'http://app.test' });
  const auth = createAuthHandle({ tokens, api: client, fetch: authApi.fetch, storage });
  const history = createBrowserHistory();
  onTestFinished(() => history.destroy());
  const router = createAppRouter({ history, auth });
  renderRouter(router);
  return router;
}

/** A reload or a closed tab: whether the page asked the browser to ask first. */
const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const LEAVE_TITLE = 'Leave this page?';
const leaveDialog = () => screen.findByRole('alertdialog', { name: LEAVE_TITLE });

describe('Leaving New Job Request', { timeout: 60_000 }, () => {
  it('asks before a half-filled request with photos is left by a link; Stay keeps everything, Leave goes', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    pick([photo('door.jpg'), photo('frame.jpg')]);
    await waitFor(() => expect(uploads.waiting).toHaveLength(1));
    uploads.waiting.shift()!.resolve({ id: STORED });
    await waitFor(() => expect(uploads.waiting).toHaveLength(1));
    uploads.waiting.shift()!.resolve({ id: uuid(16) });
    await waitFor(() => expect(within(photoItem('frame.jpg')).getByText('Uploaded')).toBeTruthy());

    await user.click(screen.getByRole('link', { name: 'My Account' }));
    const dialog = await leaveDialog();
    expect(within(dialog).getByText('Your job request has not been sent. What you typed and the photos you added will be lost.')).toBeTruthy();
    // The choice that loses nothing has the focus, so Enter or Escape keeps the customer's work.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay on this page' })));
    expect(router.state.location.pathname).toBe('/job-requests/new');

    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull());
    expect(router.state.location.pathname).toBe('/job-requests/new');
    expect(field(/short title/i).value).toBe('Sticking back door');
    expect(field(/street address/i).value).toBe('12 Oak Hill Road');
    expect((screen.getByRole('combobox', { name: /service/i }) as HTMLSelectElement).value).toBe(CARPENTRY.id);
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(2);

    // Escape is Stay too.
    await user.click(screen.getByRole('link', { name: 'My Account' }));
    await leaveDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull());
    expect(router.state.location.pathname).toBe('/job-requests/new');

    await user.click(screen.getByRole('link', { name: 'My Account' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
  });

  it('names only what would be lost: what was typed', async () => {
    const { router } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /short title/i }));
    await user.paste('Sticking back door');
    await user.click(screen.getByRole('link', { name: 'My Account' }));
    expect(within(await leaveDialog()).getByText('Your job request has not been sent. What you typed will be lost.')).toBeTruthy();
  });

  it('asks before the browser\'s Back leaves a half-filled request, and the browser asks before a reload', async () => {
    const router = await openInBrowserHistory('/job-requests/new', '/my-account');
    await settledAt(router, '/job-requests/new');
    expect(unloadAsks()).toBe(false);
    const user = userEvent.setup();
    await fillTheJob(user);
    expect(unloadAsks()).toBe(true);

    window.history.back();
    const dialog = await leaveDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(window.location.pathname).toBe('/job-requests/new'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull());
    expect(router.state.location.pathname).toBe('/job-requests/new');
    expect(field(/short title/i).value).toBe('Sticking back door');

    window.history.back();
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(window.location.pathname).toBe('/my-account');
    await waitFor(() => expect(unloadAsks()).toBe(false));
  });

  it('lets a logout take the customer to Index, a page signed out cannot use being no place to stay', async () => {
    const { router, auth } = await openAt('/job-requests/new', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    auth.send({ type: 'auth.logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets an untouched form go without asking, with the service its link chose', async () => {
    const { router } = await openAt('/job-requests/new?trade=carpentry', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/job-requests/new');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /service/i }) as HTMLSelectElement).value).toBe(CARPENTRY.id));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
  });

  it('asks nothing while the request is on its way, nor on the way to it once sent', async () => {
    const router = await openInBrowserHistory('/job-requests/new', '/my-account');
    await settledAt(router, '/job-requests/new');
    const user = userEvent.setup();
    await fillTheJob(user);
    await screen.findByText('Southborough, MA: in the area we serve.');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const answerOf = server.answer;
    server.answer = async (url, request) => {
      if (url.pathname.endsWith('/JobRequests')) await held;
      return answerOf(url, request);
    };

    await user.click(screen.getByRole('button', { name: 'Send my job request' }));
    await waitFor(() => expect(jobRequestPosts()).toHaveLength(1));
    expect(unloadAsks()).toBe(false);
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-requests/${CREATED}`));
    expect(screen.queryByRole('alertdialog', { name: LEAVE_TITLE })).toBeNull();
    expect(unloadAsks()).toBe(false);
  });
});
