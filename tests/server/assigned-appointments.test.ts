import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AssignedJobAppointment, AssignedJobAppointmentsPage } from '../../contract/assigned-appointments';
import { ASSIGNMENT_STATES, type AssignmentState, type JobRequestStatus } from '../../contract/job-lifecycle';
import type { ContractorReviewsPage } from '../../contract/contractors';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { JobReview } from '../../contract/reviews';
import { type AssignedJobAction, ASSIGNED_JOB_ACTIONS } from '../../contract/assigned-appointments';
import { type AssignmentEventType, assignmentRefusalMessage, CHANGE_CUTOFF_HOURS, type JobEvent, jobRefusal, nextAssignmentState, refusalMessage } from '../../machines/job-lifecycle.machine';
import {
  assignedJobAppointments,
  files,
  jobAppointments,
  jobProposals,
  jobRequestEvents,
  jobRequestPhotos,
  jobRequests,
  jobReviews,
  notifications,
  productsAndServicesItems,
  userMemberships,
} from '../../server/db/schema';
import { availableActionsFor, ON_MY_WAY_REPEAT_MS } from '../../server/jobs/assignments';
import { jobFactsOf } from '../../server/jobs/facts';
import { closedDayOf, useClosedDays } from '../../server/visits/closed-days';
import { addDays, dateIn, PROVIDER_TIME_ZONE } from '../../contract/forms';
import { instantAt } from '../../machines/visit-calendar';
import {
  aConsumer,
  aContractor,
  aJobRequest,
  aMembership,
  anAssignment,
  anItem,
  aPaidDeposit,
  aPhoto,
  aProposal,
  aReview,
  aTrade,
  aVisit,
  freshApi,
  theServiceArea,
  unknownId,
  workingHours,
} from './factories';
import { type TestApi, useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor } from './sign-in';

const api = await useTestApi();
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = () => api.clock.now();
type Auth = Record<string, string>;

async function aContractorSignedIn(options: Parameters<typeof aContractor>[1] = {}, on: TestApi = api) {
  const contractor = await aContractor(on.db, options);
  return { ...contractor, auth: await bearerFor(on, contractor.user.id) };
}

async function aCustomer(on: TestApi = api) {
  const user = await aConsumer(on.db);
  return { ...user, auth: await bearerFor(on, user.id) };
}

const ok = async <T>(res: Response): Promise<T> => {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};
const path = (id: string, step = '') => `/AssignedJobAppointments/${id}${step ? `/${step}` : ''}`;
const getOne = (id: string, auth: Auth) => api.get(path(id), auth);
const list = async (auth: Auth, view = '', query = '') => ok<AssignedJobAppointmentsPage>(await api.get(`/AssignedJobAppointments${view ? `/${view}` : ''}${query}`, auth));
const ids = (page: AssignedJobAppointmentsPage) => page.items.map((i) => i.id);
const decide = (id: string, auth: Auth, decision: 'Accept' | 'Decline', note?: string) => api.post(path(id, 'decisions'), { decision, ...(note ? { note } : {}) }, auth);
const act = (id: string, auth: Auth, action: string, extra: Record<string, unknown> = {}) => api.post(path(id, 'contractor-action'), { action, ...extra }, auth);
const estimate = (id: string, auth: Auth, body: Record<string, unknown>) => api.post(path(id, 'submit-estimate'), body, auth);
const freeLine = (title: string, unitPriceCents: number, extra: Record<string, unknown> = {}) => ({ title, quantity: 1, unitPriceCents, ...extra });

const jobRow = async (id: string) => (await api.db.select().from(jobRequests).where(eq(jobRequests.id, id)))[0]!;
const assignmentRow = async (id: string) => (await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.id, id)))[0]!;
const proposalsOf = (jobRequestId: string) => api.db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, jobRequestId)).orderBy(asc(jobProposals.createdAt));
const eventsOf = async (jobRequestId: string) =>
  (await api.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, jobRequestId)).orderBy(asc(jobRequestEvents.at))).map((e) => e.type);
const textsTo = async (phone: string, kind: string) => (await api.db.select().from(notifications).where(and(eq(notifications.to, phone), eq(notifications.kind, kind)))).map((n) => n.body);

/** A job of its own trade offered to `contractor`, its assignment in state `side` and the job in `status`. */
async function anOffer(
  contractor: { id: string },
  { side = 'Offered', status = 'Dispatched', ...job }: { side?: AssignmentState; status?: JobRequestStatus } & Partial<typeof jobRequests.$inferInsert> = {},
) {
  const customer = await aCustomer();
  const tradeId = job.tradeId ?? (await aTrade(api.db)).id;
  const row = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId, status, ...job });
  const assignment = await anAssignment(api.db, row, contractor, { state: side, distanceMiles: 2.5 });
  return { customer, job: row, assignment, tradeId };
}

/**
 * A job the customer booked with `contractor`: an accepted estimate of $300 with its $100 deposit paid
 * and, for a job past Accepted, a visit `visitIn` from now.
 */
async function aBooking(contractor: { id: string }, status: JobRequestStatus = 'Scheduled', visitIn = 3 * DAY, overrides: Partial<typeof jobRequests.$inferInsert> = {}) {
  const offer = await anOffer(contractor, { side: 'Booked', status, address: '12 Oak Hill Road', contactName: 'Casey Homeowner', ...overrides });
  const proposal = await aProposal(api.db, offer.job, contractor, {
    totalCents: 30000,
    depositCents: 10000,
    status: 'Accepted',
    depositStatus: 'Paid',
    assignedJobAppointmentId: offer.assignment.id,
  });
  await aPaidDeposit(api.db, proposal, 10000);
  const visit = status === 'Accepted' ? undefined : await aVisit(api.db, proposal, new Date(now().getTime() + visitIn), { status: status === 'InProgress' ? 'InProgress' : 'Scheduled' });
  return { ...offer, proposal, visit };
}

describe('who may call the contractor API', () => {
  const id = unknownId();
  const calls: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
    ['GET', '/AssignedJobAppointments'],
    ['GET', '/AssignedJobAppointments/newly-booked'],
    ['GET', '/AssignedJobAppointments/canceled'],
    ['GET', '/AssignedJobAppointments/provide-response'],
    ['GET', '/AssignedJobAppointments/completed'],
    ['GET', path(id)],
    ['POST', path(id, 'mark-as-read')],
    ['POST', path(id, 'mark-booking-as-read')],
    ['POST', path(id, 'acknowledge-canceled')],
    ['POST', path(id, 'decisions'), { decision: 'Accept' }],
    ['POST', path(id, 'contractor-action'), { action: 'OnMyWay' }],
    ['POST', path(id, 'submit-estimate'), { lineItems: [freeLine('Labor', 10000)], depositCents: 0 }],
  ];
  const send = (method: 'GET' | 'POST', to: string, body: unknown, auth?: Auth) => (method === 'GET' ? api.get(to, auth) : api.post(to, body, auth));

  it.each(calls)('%s %s answers 403 with a Message to a customer', async (method, to, body) => {
    const customer = await aCustomer();
    expect(await domainError(await send(method, to, body, customer.auth), 403)).toBe('This account may not do that.');
  });

  it.each(calls)('%s %s answers 401 without a bearer token', async (method, to, body) => {
    expect(await domainError(await send(method, to, body), 401)).toBe('Sign in to continue.');
  });

  it('answers 404 on every call for another contractor’s assignment, and leaves it as it was', async () => {
    const owner = await aContractorSignedIn();
    const other = await aContractorSignedIn();
    const { assignment } = await anOffer(owner);
    expect(await domainError(await getOne(assignment.id, other.auth), 404)).toBe('The assigned job was not found.');
    for (const [method, to, body] of calls.filter(([, to]) => to.includes(id))) {
      expect(await domainError(await send(method, to.replace(id, assignment.id), body, other.auth), 404)).toBe('The assigned job was not found.');
    }
    expect(await assignmentRow(assignment.id)).toMatchObject({ state: 'Offered', readAt: null, contractorResponse: null });
    expect(ids(await list(other.auth))).toEqual([]);
    expect(ids(await list(owner.auth))).toEqual([assignment.id]);
  });

  it('documents every call as the contractors’ only', async () => {
    const spec = (await import('../../contract/openapi.json')).default as { paths: Record<string, Record<string, { security?: unknown }>> };
    const operations = Object.entries(spec.paths)
      .filter(([p]) => p.startsWith('/AssignedJobAppointments'))
      .flatMap(([, ops]) => Object.values(ops));
    expect(operations).toHaveLength(13);
    for (const op of operations) expect(op.security).toEqual([{ bearer: ['Contractor'] }]);
  });
});

describe('photos', () => {
  it('are uploaded by customers for their job requests: a contractor’s upload answers 403 and stores nothing', async () => {
    const contractor = await aContractorSignedIn();
    const upload = (auth: Auth) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'porch.png', { type: 'image/png' }));
      return api.request('/Files', { method: 'POST', body: form, headers: auth });
    };
    expect(await domainError(await upload(contractor.auth), 403)).toBe(
      'Photos are added to job requests, which are for customer accounts. Contractors see a job’s photos in the mobile app.',
    );
    expect(await api.db.select().from(files).where(eq(files.ownerUserId, contractor.user.id))).toEqual([]);
    // A customer's upload is judged as a photo: these few bytes are not one.
    expect((await upload((await aCustomer()).auth)).status).toBe(400);
  });
});

describe('the inbox', () => {
  it('shows an offer without the street address, contact name or phone, with the job’s photos and what the contractor can do', async () => {
    const contractor = await aContractorSignedIn();
    const { job, assignment, customer } = await anOffer(contractor, { address: '12 Oak Hill Road', contactName: 'Casey Homeowner', contactEmail: 'casey@example.com' });
    const photo = await aPhoto(api.db, customer.id, { attached: true });
    await api.db.insert(jobRequestPhotos).values({ jobRequestId: job.id, fileId: photo.id });
    const found = await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth));
    expect(found).toMatchObject({
      id: assignment.id,
      state: 'Offered',
      jobRequest: {
        id: job.id,
        name: job.name,
        status: 'Dispatched',
        city: 'Southborough',
        zipCode: '01772',
        photoIds: [photo.id],
        address: null,
        contactName: null,
        contactPhone: null,
      },
      distanceMiles: 2.5,
      isRead: false,
      isNewlyBooked: false,
      proposal: null,
      visit: null,
      availableActions: ['Accept', 'Decline', 'SubmitEstimate'],
    });
    expect(JSON.stringify(found)).not.toContain('casey@example.com');
  });

  it('shares the address, contact name and phone once the job is booked, never the e-mail', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, customer, visit, proposal } = await aBooking(contractor, 'Scheduled', 3 * DAY, { contactEmail: 'casey@example.com' });
    const found = await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth));
    expect(found.jobRequest).toMatchObject({ address: '12 Oak Hill Road', contactName: 'Casey Homeowner', contactPhone: customer.phoneNumber });
    expect(found).toMatchObject({
      state: 'Booked',
      isNewlyBooked: true,
      scheduledStart: visit!.scheduledStart.toISOString(),
      visit: { id: visit!.id, status: 'Scheduled', onMyWayAt: null },
      proposal: { id: proposal.id, totalCents: 30000, depositCents: 10000, depositStatus: 'Paid', finalPaymentCents: 20000, status: 'Accepted' },
      // Three days ahead: the visit's steps open two hours before it.
      availableActions: [],
    });
    expect(JSON.stringify(found)).not.toContain('casey@example.com');
  });

  it('lists each view with its own jobs, pages them and orders them', async () => {
    const contractor = await aContractorSignedIn();
    const offered = (await anOffer(contractor)).assignment;
    api.clock.advance(1000);
    const taken = (await anOffer(contractor, { side: 'Accepted' })).assignment;
    api.clock.advance(1000);
    const booked = (await aBooking(contractor, 'Scheduled', 2 * DAY)).assignment;
    api.clock.advance(1000);
    const seen = (await aBooking(contractor, 'Scheduled', 4 * DAY)).assignment;
    await api.db.update(assignedJobAppointments).set({ bookingReadAt: now() }).where(eq(assignedJobAppointments.id, seen.id));
    const canceled = (await anOffer(contractor, { side: 'Canceled', status: 'Canceled' })).assignment;
    const acknowledged = (await anOffer(contractor, { side: 'Canceled', status: 'Canceled' })).assignment;
    await api.db.update(assignedJobAppointments).set({ canceledAcknowledgedAt: now() }).where(eq(assignedJobAppointments.id, acknowledged.id));
    const askedToCancel = (await aBooking(contractor, 'CancelationRequested', 10 * HOUR)).assignment;
    const completed = (await anOffer(contractor, { side: 'Completed', status: 'Completed' })).assignment;
    const declined = (await anOffer(contractor, { side: 'Declined' })).assignment;
    // Another contractor's jobs never show.
    await anOffer(await aContractor(api.db));

    const sorted = (list: string[]) => [...list].sort();
    expect(sorted(ids(await list(contractor.auth, '', '?PerPage=100')))).toEqual(
      sorted([offered.id, taken.id, booked.id, seen.id, canceled.id, acknowledged.id, askedToCancel.id, completed.id, declined.id]),
    );
    expect(sorted(ids(await list(contractor.auth, 'provide-response')))).toEqual(sorted([offered.id, taken.id]));
    expect(sorted(ids(await list(contractor.auth, 'newly-booked')))).toEqual(sorted([booked.id, askedToCancel.id]));
    expect(sorted(ids(await list(contractor.auth, 'canceled')))).toEqual(sorted([canceled.id, askedToCancel.id]));
    expect(ids(await list(contractor.auth, 'completed'))).toEqual([completed.id]);

    const firstPage = await list(contractor.auth, 'provide-response', '?PerPage=1');
    expect(firstPage).toMatchObject({ page: 1, perPage: 1, totalItems: 2, totalPages: 2 });
    expect(ids(firstPage)).toEqual([taken.id]);
    expect(ids(await list(contractor.auth, 'provide-response', '?PerPage=1&Page=2'))).toEqual([offered.id]);
    expect(ids(await list(contractor.auth, 'provide-response', '?OrderBy=createdAt'))).toEqual([offered.id, taken.id]);
    expect(ids(await list(contractor.auth, 'provide-response', '?OrderBy=state&OrderByDirection=desc'))).toEqual([taken.id, offered.id]);
    expect(ids(await list(contractor.auth, '', '?OrderBy=scheduledStart&PerPage=3'))).toEqual([askedToCancel.id, booked.id, seen.id]);
  });

  it('counts each view’s total whatever the page, and gives every job of a page the actions its own facts allow', async () => {
    const contractor = await aContractorSignedIn();
    for (let i = 0; i < 3; i++) {
      await anOffer(contractor);
      api.clock.advance(1000);
    }
    await aBooking(contractor, 'CancelationRequested', 10 * HOUR);
    api.clock.advance(1000);
    await anOffer(contractor, { side: 'Canceled', status: 'Canceled' });
    for (const [view, total] of [['', 5], ['provide-response', 3], ['canceled', 2]] as const) {
      expect(await list(contractor.auth, view, '?PerPage=2')).toMatchObject({ totalItems: total, totalPages: Math.ceil(total / 2) });
      expect(await list(contractor.auth, view, '?PerPage=2&Page=9')).toMatchObject({ items: [], totalItems: total, totalPages: Math.ceil(total / 2) });
    }
    const page = await list(contractor.auth, '', '?PerPage=100');
    expect(page.items).toHaveLength(5);
    for (const item of page.items) {
      expect(item.availableActions).toEqual(availableActionsFor(item.state, item.jobRequest.status, await jobFactsOf(api.db, item.jobRequest.id, now()), now()));
    }
  });

  it('orders by the time it shows: the live visit; one whose visit was canceled shows no time and comes last', async () => {
    const contractor = await aContractorSignedIn();
    const later = await aBooking(contractor, 'Scheduled', 5 * DAY);
    const soon = await aBooking(contractor, 'Scheduled', 2 * DAY);
    // Its visit, sooner than any, was canceled.
    const called = await aBooking(contractor, 'Scheduled', 12 * HOUR);
    await api.db.update(jobAppointments).set({ status: 'Canceled', canceledAt: now() }).where(eq(jobAppointments.id, called.visit!.id));

    const page = await list(contractor.auth, '', '?OrderBy=scheduledStart');
    expect(page.items.map((i) => [i.id, i.scheduledStart])).toEqual([
      [soon.assignment.id, soon.visit!.scheduledStart.toISOString()],
      [later.assignment.id, later.visit!.scheduledStart.toISOString()],
      [called.assignment.id, null],
    ]);
    // The canceled visit is still told of, as canceled.
    expect(page.items[2]!.visit).toMatchObject({ status: 'Canceled', scheduledStart: called.visit!.scheduledStart.toISOString() });
    expect(ids(await list(contractor.auth, '', '?OrderBy=scheduledStart&OrderByDirection=desc'))).toEqual([later.assignment.id, soon.assignment.id, called.assignment.id]);
  });

  it('pages every order as its whole list, ties going to the newest and then to the lower id', async () => {
    const contractor = await aContractorSignedIn();
    const minutesAgo = (minutes: number) => new Date(now().getTime() - minutes * 60_000);
    const made = async (assignment: { id: string }, createdAt: Date) => {
      await api.db.update(assignedJobAppointments).set({ createdAt }).where(eq(assignedJobAppointments.id, assignment.id));
      return { id: assignment.id, createdAt };
    };
    const items = [
      { ...(await made((await anOffer(contractor)).assignment, minutesAgo(50))), state: 'Offered', visit: null },
      // Made at the same instant: the id decides.
      { ...(await made((await anOffer(contractor)).assignment, minutesAgo(40))), state: 'Offered', visit: null },
      { ...(await made((await anOffer(contractor, { side: 'Accepted' })).assignment, minutesAgo(40))), state: 'Accepted', visit: null },
      ...(await Promise.all(
        [3 * DAY, DAY].map(async (visitIn, i) => {
          const booking = await aBooking(contractor, 'Scheduled', visitIn);
          return { ...(await made(booking.assignment, minutesAgo(30 - i))), state: 'Booked', visit: booking.visit!.scheduledStart };
        }),
      )),
      { ...(await made((await anOffer(contractor, { side: 'Completed', status: 'Completed' })).assignment, minutesAgo(10))), state: 'Completed', visit: null },
      { ...(await made((await anOffer(contractor, { side: 'Declined' })).assignment, minutesAgo(5))), state: 'Declined', visit: null },
    ];
    type Item = (typeof items)[number];
    const newestThenId = (x: Item, y: Item) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? -1 : 1);
    const rank = (item: Item) => ASSIGNMENT_STATES.indexOf(item.state as AssignmentState);
    const visitOrder = (dir: 1 | -1) => (x: Item, y: Item) =>
      x.visit && y.visit ? dir * (x.visit.getTime() - y.visit.getTime()) || newestThenId(x, y) : x.visit ? -1 : y.visit ? 1 : newestThenId(x, y);
    const orders: [string, (x: Item, y: Item) => number][] = [
      ['', newestThenId],
      ['OrderBy=createdAt&OrderByDirection=desc', newestThenId],
      ['OrderBy=createdAt', (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1)],
      ['OrderBy=state', (x, y) => rank(x) - rank(y) || newestThenId(x, y)],
      ['OrderBy=state&OrderByDirection=desc', (x, y) => rank(y) - rank(x) || newestThenId(x, y)],
      ['OrderBy=scheduledStart', visitOrder(1)],
      ['OrderBy=scheduledStart&OrderByDirection=desc', visitOrder(-1)],
    ];
    for (const [order, compare] of orders) {
      const expected = [...items].sort(compare).map((i) => i.id);
      expect(ids(await list(contractor.auth, '', `?PerPage=100&${order}`)), order).toEqual(expected);
      const pages = [];
      for (let page = 1; page <= 4; page++) {
        const answer = await list(contractor.auth, '', `?PerPage=2&Page=${page}&${order}`);
        expect(answer, order).toMatchObject({ page, perPage: 2, totalItems: 7, totalPages: 4 });
        pages.push(...ids(answer));
      }
      expect(pages, order).toEqual(expected);
      expect(await list(contractor.auth, '', `?PerPage=2&Page=5&${order}`), order).toMatchObject({ items: [], page: 5, totalItems: 7, totalPages: 4 });
    }
  });

  it('answers an empty view with no items and a total of none, on its first page and past it', async () => {
    const contractor = await aContractorSignedIn();
    await anOffer(contractor);
    for (const query of ['', '?Page=3', '?OrderBy=scheduledStart&Page=2']) {
      expect(await list(contractor.auth, 'completed', query)).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
    }
  });

  it('finds the canceled view’s bookings by their job’s status, in its page and its total', async () => {
    const contractor = await aContractorSignedIn();
    await aBooking(contractor, 'Scheduled', 2 * DAY);
    const askedToCancel = await aBooking(contractor, 'CancelationRequested', 10 * HOUR);
    const canceled = (await anOffer(contractor, { side: 'Canceled', status: 'Canceled' })).assignment;
    const acknowledged = (await anOffer(contractor, { side: 'Canceled', status: 'Canceled' })).assignment;
    await api.db.update(assignedJobAppointments).set({ canceledAcknowledgedAt: now() }).where(eq(assignedJobAppointments.id, acknowledged.id));
    // Another contractor's job whose customer asks to cancel.
    await aBooking(await aContractor(api.db), 'CancelationRequested', 10 * HOUR);

    const first = await list(contractor.auth, 'canceled', '?PerPage=1&OrderBy=state');
    const second = await list(contractor.auth, 'canceled', '?PerPage=1&Page=2&OrderBy=state');
    expect([first, second]).toMatchObject([
      { totalItems: 2, totalPages: 2 },
      { totalItems: 2, totalPages: 2 },
    ]);
    expect([...ids(first), ...ids(second)]).toEqual([askedToCancel.assignment.id, canceled.id]);
    expect(first.items[0]!.jobRequest.status).toBe('CancelationRequested');
    expect(await list(contractor.auth, 'canceled', '?PerPage=1&Page=3')).toMatchObject({ items: [], totalItems: 2, totalPages: 2 });
  });

  it('shows a job’s photos in the customer’s order, the file’s id between equals, and a job without any as none', async () => {
    const contractor = await aContractorSignedIn();
    const { job, assignment, customer } = await anOffer(contractor);
    const photos = await Promise.all([0, 1, 2].map(() => aPhoto(api.db, customer.id, { attached: true })));
    const [last, ...firsts] = photos;
    await api.db.insert(jobRequestPhotos).values([
      { jobRequestId: job.id, fileId: last!.id, sortOrder: 1 },
      ...firsts.map((photo) => ({ jobRequestId: job.id, fileId: photo.id, sortOrder: 0 })),
    ]);
    const without = (await anOffer(contractor)).assignment;
    const expected = [...firsts.map((p) => p.id).sort(), last!.id];

    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).jobRequest.photoIds).toEqual(expected);
    expect((await ok<AssignedJobAppointment>(await getOne(without.id, contractor.auth))).jobRequest.photoIds).toEqual([]);
    const page = await list(contractor.auth);
    expect(page.items.map((i) => [i.id, i.jobRequest.photoIds])).toEqual([
      [without.id, []],
      [assignment.id, expected],
    ]);
  });

  it('shows no photos of a job the contractor declined, as those are no longer theirs to open', async () => {
    const contractor = await aContractorSignedIn();
    const { job, assignment, customer } = await anOffer(contractor);
    const photo = await aPhoto(api.db, customer.id, { attached: true });
    await api.db.insert(jobRequestPhotos).values({ jobRequestId: job.id, fileId: photo.id, sortOrder: 0 });
    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).jobRequest.photoIds).toEqual([photo.id]);
    expect((await api.get(`/Files/${photo.id}/public`, contractor.auth)).status).toBe(200);

    const declined = await ok<AssignedJobAppointment>(await decide(assignment.id, contractor.auth, 'Decline'));
    expect((await api.get(`/Files/${photo.id}/public`, contractor.auth)).status).toBe(404);
    expect(declined.jobRequest.photoIds).toEqual([]);
    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).jobRequest.photoIds).toEqual([]);
    expect((await list(contractor.auth)).items.find((i) => i.id === assignment.id)!.jobRequest.photoIds).toEqual([]);
  });

  it('shows a contractor off the job neither the customer’s words nor what the job went on to after another contractor was booked', async () => {
    const booked = await aContractorSignedIn();
    const closed = await aContractorSignedIn();
    const passed = await aContractorSignedIn();
    const { job, assignment, customer } = await aBooking(booked, 'Scheduled', 10 * HOUR);
    const closedOne = await anAssignment(api.db, job, closed, { state: 'Closed' });
    await aProposal(api.db, job, closed, { status: 'Declined', assignedJobAppointmentId: closedOne.id });
    const passedOne = await anAssignment(api.db, job, passed, { state: 'Declined', contractorResponse: 'Declined' });
    const seen = async (id: string, auth: Auth) => {
      const { jobRequest } = await ok<AssignedJobAppointment>(await getOne(id, auth));
      const listed = (await list(auth)).items.find((i) => i.id === id)!.jobRequest;
      expect(listed).toEqual(jobRequest);
      return [jobRequest.status, jobRequest.cancelationReason];
    };

    await ok(await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'My sister-in-law is a carpenter after all.' }, customer.auth));
    expect(await seen(assignment.id, booked.auth)).toEqual(['CancelationRequested', 'My sister-in-law is a carpenter after all.']);
    expect(await seen(closedOne.id, closed.auth)).toEqual(['Accepted', null]);
    expect(await seen(passedOne.id, passed.auth)).toEqual(['Accepted', null]);

    await ok(await api.post(path(assignment.id, 'acknowledge-canceled'), undefined, booked.auth));
    expect(await seen(assignment.id, booked.auth)).toEqual(['Canceled', 'My sister-in-law is a carpenter after all.']);
    expect(await seen(closedOne.id, closed.auth)).toEqual(['Accepted', null]);
    expect(await seen(passedOne.id, passed.auth)).toEqual(['Accepted', null]);
  });

  it.each([
    // [the contractor's side, the job's status, a contractor booked on it, what the contractor off it sees]
    ['Declined', 'Dispatched', false, 'Dispatched'],
    ['Declined', 'Proposed', false, 'Proposed'],
    ['Closed', 'Submitted', false, 'Submitted'],
    ['Declined', 'Canceled', false, 'Canceled'],
    ['Closed', 'Canceled', true, 'Accepted'],
    ['Closed', 'Scheduled', true, 'Accepted'],
    ['Closed', 'InProgress', true, 'Accepted'],
    ['Declined', 'Completed', true, 'Accepted'],
  ] as const)('shows a contractor %s on a job %s (booked with another: %s) the status %s, and no cancelation reason', async (side, status, booked, shown) => {
    const contractor = await aContractorSignedIn();
    const { job, assignment } = await anOffer(contractor, { side, status, cancelationReason: 'Found someone cheaper.' });
    if (booked) await aProposal(api.db, job, await aContractor(api.db), { status: 'Accepted' });
    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).jobRequest).toMatchObject({ status: shown, cancelationReason: null });
  });

  it('tells a contractor whose job was canceled while it was theirs why', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor, { side: 'Canceled', status: 'Canceled', cancelationReason: 'Found someone cheaper.' });
    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).jobRequest).toMatchObject({ status: 'Canceled', cancelationReason: 'Found someone cheaper.' });
  });

  it('shows each contractor offered a job their own latest proposal of it', async () => {
    const mine = await aContractorSignedIn();
    const theirs = await aContractorSignedIn();
    const { job, assignment } = await anOffer(mine, { side: 'Estimated', status: 'Proposed' });
    const other = await anAssignment(api.db, job, theirs, { state: 'Estimated' });
    const hourAgo = new Date(now().getTime() - HOUR);
    await aProposal(api.db, job, mine, { status: 'Declined', createdAt: hourAgo });
    const myLatest = await aProposal(api.db, job, mine, { totalCents: 33000, depositCents: 11000 });
    const theirProposal = await aProposal(api.db, job, theirs, { totalCents: 45000, depositCents: 15000, createdAt: new Date(now().getTime() + 1000) });

    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, mine.auth))).proposal).toMatchObject({ id: myLatest.id, totalCents: 33000 });
    expect((await list(mine.auth)).items.map((i) => i.proposal?.id)).toEqual([myLatest.id]);
    expect((await list(theirs.auth)).items.map((i) => [i.id, i.proposal?.id])).toEqual([[other.id, theirProposal.id]]);
  });

  it('refuses an unknown view or order at its field', async () => {
    const contractor = await aContractorSignedIn();
    expect(await validationErrors(await api.get('/AssignedJobAppointments/not-a-view', contractor.auth))).toEqual({ id: ['Must be a valid id.'] });
    expect(await validationErrors(await api.get('/AssignedJobAppointments?OrderBy=price', contractor.auth))).toEqual({
      OrderBy: ['OrderBy must be one of: createdAt, state, scheduledStart.'],
    });
    expect(await validationErrors(await api.get('/AssignedJobAppointments/canceled?PerPage=1000', contractor.auth))).toEqual({ PerPage: ['PerPage must be 100 or less.'] });
  });

  it('an account without a contractor profile has an empty inbox and no assignment to act on', async () => {
    const user = await aConsumer(api.db, { userType: 'Contractor' });
    const auth = await bearerFor(api, user.id);
    expect(await list(auth)).toMatchObject({ items: [], totalItems: 0 });
    expect(await domainError(await api.post(path(unknownId(), 'mark-as-read'), undefined, auth), 404)).toBe('The assigned job was not found.');
  });
});

describe('mark-as-read and mark-booking-as-read', () => {
  it('marks an offer as seen, once', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor);
    expect((await ok<AssignedJobAppointment>(await api.post(path(assignment.id, 'mark-as-read'), undefined, contractor.auth))).isRead).toBe(true);
    const first = (await assignmentRow(assignment.id)).readAt;
    api.clock.advance(60_000);
    await ok(await api.post(path(assignment.id, 'mark-as-read'), undefined, contractor.auth));
    expect((await assignmentRow(assignment.id)).readAt).toEqual(first);
  });

  it('takes a booking off the newly-booked view until the visit is moved', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await aBooking(contractor);
    expect(ids(await list(contractor.auth, 'newly-booked'))).toEqual([assignment.id]);
    const read = await ok<AssignedJobAppointment>(await api.post(path(assignment.id, 'mark-booking-as-read'), undefined, contractor.auth));
    expect(read).toMatchObject({ isNewlyBooked: false, isBookingRead: true });
    expect(ids(await list(contractor.auth, 'newly-booked'))).toEqual([]);
    // A reschedule marks the booking new again.
    await api.db.update(assignedJobAppointments).set({ isNewlyBooked: true }).where(eq(assignedJobAppointments.id, assignment.id));
    expect(ids(await list(contractor.auth, 'newly-booked'))).toEqual([assignment.id]);
  });

  it('refuses to mark the booking of a job that is not booked', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor);
    expect(await domainError(await api.post(path(assignment.id, 'mark-booking-as-read'), undefined, contractor.auth), 409)).toBe(
      'This job is offered on your side: there is no booking to mark as read.',
    );
  });
});

describe('decisions', () => {
  it('takes the job on: Accepted, with the note, in the customer’s timeline', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor);
    const answer = await ok<AssignedJobAppointment>(await decide(assignment.id, contractor.auth, 'Accept', 'Can come Tuesday to look.'));
    expect(answer).toMatchObject({ state: 'Accepted', contractorResponse: 'Accepted', responseNote: 'Can come Tuesday to look.', isRead: true, availableActions: ['Decline', 'SubmitEstimate'] });
    expect(await eventsOf(job.id)).toEqual(['OfferAccepted']);
    expect((await jobRow(job.id)).status).toBe('Dispatched');
  });

  it('passes a job on to the next nearest contractor of the trade', async () => {
    const trade = await aTrade(api.db);
    const customer = await aCustomer();
    const contractors = [];
    for (let i = 0; i < 4; i++) contractors.push(await aContractorSignedIn({ trades: [trade] }));
    // Through the customer's own call, which offers it to the three nearest.
    const created = await api.post(
      '/JobRequests',
      { tradeId: trade.id, name: 'Rotted sill', description: 'The sill under the back door is soft.', address: '9 Elm St', city: 'Southborough', zipCode: '01772', preferredDates: [] },
      customer.auth,
    );
    expect(created.status).toBe(201);
    const jobId = ((await created.json()) as { id: string }).id;
    const offered = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, jobId));
    expect(offered).toHaveLength(3);
    const first = contractors.find((c) => c.id === offered[0]!.contractorId)!;
    const [mine] = ids(await list(first.auth, 'provide-response'));

    const answer = await ok<AssignedJobAppointment>(await decide(mine!, first.auth, 'Decline', 'Booked solid this month.'));
    expect(answer).toMatchObject({ state: 'Declined', contractorResponse: 'Declined', responseNote: 'Booked solid this month.', availableActions: [] });
    const after = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, jobId));
    expect(after).toHaveLength(4);
    const fourth = contractors.find((c) => !offered.some((o) => o.contractorId === c.id))!;
    expect(ids(await list(fourth.auth, 'provide-response'))).toHaveLength(1);
    expect(await textsTo(fourth.user.phoneNumber!, 'JobOffered')).toHaveLength(1);
    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${jobId}`, customer.auth));
    expect(details.timeline.map((e) => e.type)).toEqual(['Submitted', 'Offered', 'Offered', 'Offered', 'OfferDeclined', 'Offered']);
    expect(details.timeline[4]).toMatchObject({ by: 'contractor', note: 'Booked solid this month.', summary: `${first.businessName} could not take the job` });
  });

  it('sends a job back to Submitted when the last contractor who could take it passes', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor);
    await ok(await decide(assignment.id, contractor.auth, 'Decline'));
    expect((await jobRow(job.id)).status).toBe('Submitted');
    expect(await eventsOf(job.id)).toEqual(['OfferDeclined', 'NoContractorAvailable']);
  });

  it.each([
    ['Declined', 'Dispatched'],
    ['Estimated', 'Proposed'],
    ['Booked', 'Scheduled'],
    ['Canceled', 'Canceled'],
    ['Closed', 'Accepted'],
  ] as const)('refuses either answer on an assignment that is %s with the machine’s 409', async (state, status) => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor, { side: state, status });
    for (const decision of ['Accept', 'Decline'] as const) {
      expect(await domainError(await decide(assignment.id, contractor.auth, decision), 409)).toBe(assignmentRefusalMessage(state, 'contractor'));
    }
    expect((await assignmentRow(assignment.id)).state).toBe(state);
    expect(await eventsOf(job.id)).toEqual([]);
  });

  it('validates the decision', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor);
    expect(await validationErrors(await api.post(path(assignment.id, 'decisions'), { decision: 'Maybe' }, contractor.auth))).toEqual({ decision: ['Choose Accept or Decline.'] });
  });
});

describe('submit-estimate', () => {
  /** A trade with a labor line, a taxed material line and a trip charge added to every proposal. */
  async function aCatalogue() {
    const trade = await aTrade(api.db);
    const labor = await anItem(api.db, { tradeId: trade.id, title: 'Carpentry labor', kind: 'Labor', priceCents: 9500, unit: 'hour' });
    const material = await anItem(api.db, { tradeId: trade.id, title: 'Crown molding', kind: 'Material', priceCents: 1400, taxRate: 0.0625 });
    const trip = await anItem(api.db, { tradeId: trade.id, title: 'Trip charge', kind: 'TripCharge', priceCents: 4900, automaticallyAddToProposals: true });
    return { trade, labor, material, trip };
  }

  it('turns catalogue and free lines into a proposal, adds the trip charge, moves the job to Proposed and texts the customer', async () => {
    const { trade, labor, material, trip } = await aCatalogue();
    const contractor = await aContractorSignedIn();
    const { assignment, job, customer } = await anOffer(contractor, { tradeId: trade.id, name: 'Crown molding in the den' });
    const res = await estimate(assignment.id, contractor.auth, {
      lineItems: [
        { productsAndServicesItemId: labor.id, quantity: 2, unitPriceCents: 1, title: 'ignored' },
        { productsAndServicesItemId: material.id, quantity: 40 },
        { title: 'Haul away the old trim', unitPriceCents: 2500, kind: 'Other' },
      ],
      depositCents: 10000,
      notes: 'Paint not included.',
    });
    const answer = await ok<AssignedJobAppointment>(res);
    // 2 × 95.00 + 40 × 14.00 (+6.25 % tax = 35.00) + 25.00 + the trip charge 49.00
    expect(answer.proposal).toMatchObject({
      status: 'Pending',
      subtotalCents: 19000 + 56000 + 2500 + 4900,
      discountCents: 0,
      discountDescription: '',
      taxCents: 3500,
      totalCents: 85900,
      requestedDepositCents: 10000,
      depositCents: 10000,
      depositStatus: 'NotDue',
      finalPaymentCents: 75900,
      notes: 'Paint not included.',
    });
    expect(answer.proposal!.lineItems).toEqual([
      { productsAndServicesItemId: labor.id, kind: 'Labor', title: 'Carpentry labor', description: '', quantity: 2, unitPriceCents: 9500, taxRate: 0, amountCents: 19000, discountCents: 0 },
      { productsAndServicesItemId: material.id, kind: 'Material', title: 'Crown molding', description: '', quantity: 40, unitPriceCents: 1400, taxRate: 0.0625, amountCents: 56000, discountCents: 0 },
      { productsAndServicesItemId: null, kind: 'Other', title: 'Haul away the old trim', description: '', quantity: 1, unitPriceCents: 2500, taxRate: 0, amountCents: 2500, discountCents: 0 },
      { productsAndServicesItemId: trip.id, kind: 'TripCharge', title: 'Trip charge', description: '', quantity: 1, unitPriceCents: 4900, taxRate: 0, amountCents: 4900, discountCents: 0 },
    ]);
    expect(answer).toMatchObject({ state: 'Estimated', estimateCents: 85900, contractorResponse: 'Accepted', availableActions: [] });
    // Valid for 30 days: until the end of that day in Massachusetts.
    const validUntil = new Date(answer.proposal!.validUntil!);
    expect(validUntil.getTime() - now().getTime()).toBeGreaterThan(30 * DAY - 1000);
    expect(validUntil.getTime() - now().getTime()).toBeLessThan(31 * DAY + 1000);

    expect((await jobRow(job.id)).status).toBe('Proposed');
    const [stored] = await proposalsOf(job.id);
    expect(stored).toMatchObject({ contractorId: contractor.id, assignedJobAppointmentId: assignment.id, totalCents: 85900 });
    expect(await eventsOf(job.id)).toEqual(['EstimateReceived']);
    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customer.auth));
    expect(details.timeline.at(-1)).toMatchObject({ summary: `Estimate received from ${contractor.businessName} ($859.00)` });
    expect(details.proposals).toMatchObject([{ id: stored!.id, totalCents: 85900, status: 'Pending' }]);
    expect(await textsTo(customer.phoneNumber!, 'EstimateReceived')).toEqual([
      `New estimate for "Crown molding in the den" from ${contractor.businessName}: $859.00 with a $100.00 deposit. Review it and accept or decline: http://localhost:3000/job-requests/${job.id}`,
    ]);
  });

  it('adds the catalogue’s every-trade lines, but not twice nor beside a trip charge the contractor wrote', async () => {
    const fresh = await freshApi();
    await theServiceArea(fresh.db);
    const trade = await aTrade(fresh.db);
    const trip = await anItem(fresh.db, { tradeId: null, title: 'Trip charge', kind: 'TripCharge', priceCents: 4900, automaticallyAddToProposals: true });
    await anItem(fresh.db, { tradeId: (await aTrade(fresh.db)).id, title: 'Other trade’s inspection', priceCents: 9900, automaticallyAddToProposals: true });
    const contractor = await aContractorSignedIn({}, fresh);
    const job = async () => {
      const row = await aJobRequest(fresh.db, { tradeId: trade.id, status: 'Dispatched' });
      return anAssignment(fresh.db, row, contractor, { state: 'Offered' });
    };
    const send = async (lineItems: unknown[]) => {
      const res = await fresh.post(path((await job()).id, 'submit-estimate'), { lineItems, depositCents: 0 }, contractor.auth);
      expect(res.status).toBe(200);
      return ((await res.json()) as AssignedJobAppointment).proposal!.lineItems.map((l) => [l.title, l.productsAndServicesItemId]);
    };
    expect(await send([freeLine('Fix the door', 12000)])).toEqual([
      ['Fix the door', null],
      ['Trip charge', trip.id],
    ]);
    expect(await send([{ productsAndServicesItemId: trip.id, quantity: 2 }, freeLine('Fix the door', 12000)])).toEqual([
      ['Trip charge', trip.id],
      ['Fix the door', null],
    ]);
    expect(await send([freeLine('Travel', 3000, { kind: 'TripCharge' })])).toEqual([['Travel', null]]);
  });

  it('takes a deposit of exactly one third of the total and refuses one cent more at depositCents, even past the contract’s check', async () => {
    const { trade, labor } = await aCatalogue();
    await api.db.update(productsAndServicesItems).set({ automaticallyAddToProposals: false }).where(eq(productsAndServicesItems.tradeId, trade.id));
    const contractor = await aContractorSignedIn();
    // 3 hours of labor: $285.00, so at most $95.00. The client sends a higher price, which the contract's check believes and the server does not.
    const lines = [{ productsAndServicesItemId: labor.id, quantity: 3, unitPriceCents: 50000 }];
    const refused = await anOffer(contractor, { tradeId: trade.id });
    expect(await validationErrors(await estimate(refused.assignment.id, contractor.auth, { lineItems: lines, depositCents: 9501 }))).toEqual({
      depositCents: ['The deposit can be at most one third of the total (Massachusetts law): at most $95.00 for this estimate.'],
    });
    expect(await proposalsOf(refused.job.id)).toEqual([]);
    expect((await assignmentRow(refused.assignment.id)).state).toBe('Offered');
    expect((await jobRow(refused.job.id)).status).toBe('Dispatched');

    const taken = await anOffer(contractor, { tradeId: trade.id });
    const answer = await ok<AssignedJobAppointment>(await estimate(taken.assignment.id, contractor.auth, { lineItems: lines, depositCents: 9500 }));
    expect(answer.proposal).toMatchObject({ totalCents: 28500, depositCents: 9500, finalPaymentCents: 19000 });

    // Free lines are judged by the server too, which names the limit.
    const free = await anOffer(contractor);
    expect(await validationErrors(await estimate(free.assignment.id, contractor.auth, { lineItems: [freeLine('Roof', 30000)], depositCents: 10001 }))).toEqual({
      depositCents: ['The deposit can be at most one third of the total (Massachusetts law): at most $100.00 for this estimate.'],
    });
    expect((await ok<AssignedJobAppointment>(await estimate(free.assignment.id, contractor.auth, { lineItems: [freeLine('Roof', 30000)], depositCents: 10000 }))).proposal?.depositCents).toBe(10000);
  });

  it('applies the customer’s membership: its percent off labor, the trip charge waived, the deposit at most a third of the discounted total', async () => {
    const { trade, labor, material } = await aCatalogue();
    const plan = await aMembership(api.db, { name: 'Residential Plus test', laborDiscountPercent: 10, tripChargeWaiver: 'Always', priority: 2, prices: [{ interval: 'Monthly', amountCents: 3900 }] });
    const contractor = await aContractorSignedIn();
    const { assignment, customer, job } = await anOffer(contractor, { tradeId: trade.id });
    await api.db.insert(userMemberships).values({ userId: customer.id, membershipId: plan.id, priceId: plan.prices[0]!.id, status: 'Active' });
    // Labor 2 × 95.00 = 190.00 less 10 % = 171.00; material 40 × 14.00 = 560.00 + 35.00 tax; trip charge 49.00 waived.
    const lineItems = [
      { productsAndServicesItemId: labor.id, quantity: 2 },
      { productsAndServicesItemId: material.id, quantity: 40 },
    ];
    // One third of the list total (190 + 560 + 35 + 49 = 834.00) is 278.00; of the discounted total (766.00), what the customer pays, 255.33.
    expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems, depositCents: 27800 }))).toEqual({
      depositCents: ['The deposit can be at most one third of the total (Massachusetts law): at most $255.33 for this estimate.'],
    });
    const answer = await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems, depositCents: 25533 }));
    expect(answer.proposal).toMatchObject({
      subtotalCents: 79900,
      discountCents: 1900 + 4900,
      discountDescription: 'Residential Plus test: 10% off labor, no trip charge',
      taxCents: 3500,
      totalCents: 76600,
      requestedDepositCents: 25533,
      depositCents: 25533,
      finalPaymentCents: 51067,
    });
    expect(answer.proposal!.lineItems.map((l) => [l.kind, l.discountCents])).toEqual([
      ['Labor', 1900],
      ['Material', 0],
      ['TripCharge', 4900],
    ]);
    const customerAuth = await bearerFor(api, customer.id);
    const text = await textsTo(customer.phoneNumber!, 'EstimateReceived');
    expect(text[0]).toContain('Your membership saves you $68.00.');
    expect((await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customerAuth))).proposals[0]).toMatchObject({ totalCents: 76600, depositCents: 25533 });
  });

  it('holds a deposit to one limit, a third of what the customer will pay: the refusal names it, a cent over is refused and exactly it is taken as asked', async () => {
    const trade = await aTrade(api.db);
    const door = await anItem(api.db, { tradeId: trade.id, title: 'Storm door installation', kind: 'Labor', priceCents: 29500 });
    await anItem(api.db, { tradeId: trade.id, title: 'Trip charge', kind: 'TripCharge', priceCents: 4900, automaticallyAddToProposals: true });
    const plan = await aMembership(api.db, { laborDiscountPercent: 10, tripChargeWaiver: 'Always', prices: [{ interval: 'Monthly', amountCents: 3900 }] });
    const contractor = await aContractorSignedIn();
    const atMost = (dollars: string) => ({ depositCents: [`The deposit can be at most one third of the total (Massachusetts law): at most ${dollars} for this estimate.`] });
    const doorLine = { productsAndServicesItemId: door.id, quantity: 1 };
    const freeLabor = freeLine('Hang the customer’s door', 30000, { kind: 'Labor' });
    const cases = [
      // 295.00 less 10 %, the trip charge waived: 265.50. Before the discount it would be 344.00, a third of which (114.66) the customer never pays.
      { member: true, lineItems: [doorLine], totalCents: 26550, limitCents: 8850, limit: '$88.50' },
      { member: true, lineItems: [freeLabor], totalCents: 27000, limitCents: 9000, limit: '$90.00' },
      // The door and the trip charge the server adds: 344.00.
      { member: false, lineItems: [doorLine], totalCents: 34400, limitCents: 11466, limit: '$114.66' },
      // Free lines of 300.00 and the trip charge the server adds: 349.00, whose third is more than a third of the lines sent.
      { member: false, lineItems: [freeLabor], totalCents: 34900, limitCents: 11633, limit: '$116.33' },
    ];
    for (const { member, lineItems, totalCents, limitCents, limit } of cases) {
      const { assignment, customer, job } = await anOffer(contractor, { tradeId: trade.id });
      if (member) await api.db.insert(userMemberships).values({ userId: customer.id, membershipId: plan.id, priceId: plan.prices[0]!.id, status: 'Active' });
      for (const depositCents of [40000, limitCents + 1]) {
        expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems, depositCents })), `${limit}: ${depositCents}`).toEqual(atMost(limit));
      }
      expect(await proposalsOf(job.id)).toEqual([]);
      expect((await jobRow(job.id)).status).toBe('Dispatched');
      const answer = await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems, depositCents: limitCents }));
      expect(answer.proposal).toMatchObject({ totalCents, requestedDepositCents: limitCents, depositCents: limitCents, finalPaymentCents: totalCents - limitCents });
    }
  });

  it('waives the trip charge of a first-job-each-year plan once a calendar year, and uses the highest plan of several', async () => {
    const { trade, labor } = await aCatalogue();
    const contractor = await aContractorSignedIn();
    const customer = await aConsumer(api.db);
    const yearly = await aMembership(api.db, { laborDiscountPercent: 5, tripChargeWaiver: 'FirstJobEachYear', priority: 1, prices: [{ interval: 'Monthly', amountCents: 1500 }] });
    const lapsed = await aMembership(api.db, { laborDiscountPercent: 20, tripChargeWaiver: 'Always', priority: 9, prices: [{ interval: 'Monthly', amountCents: 9900 }] });
    await api.db.insert(userMemberships).values([
      { userId: customer.id, membershipId: yearly.id, priceId: yearly.prices[0]!.id, status: 'Active' },
      { userId: customer.id, membershipId: lapsed.id, priceId: lapsed.prices[0]!.id, status: 'Canceled' },
    ]);
    const estimateFor = async () => {
      const { assignment } = await anOffer(contractor, { tradeId: trade.id, userId: customer.id, contactPhone: customer.phoneNumber });
      return (await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems: [{ productsAndServicesItemId: labor.id, quantity: 1 }], depositCents: 0 }))).proposal!;
    };
    const first = await estimateFor();
    expect(first).toMatchObject({ discountCents: 475 + 4900, totalCents: 9025, discountDescription: `${yearly.name}: 5% off labor, no trip charge on the first job of the year` });
    // Until the customer takes an estimate that waived it, the next job is still the first.
    expect((await estimateFor()).discountCents).toBe(475 + 4900);
    await api.db.update(jobProposals).set({ status: 'Accepted' }).where(eq(jobProposals.id, first.id));
    const second = await estimateFor();
    expect(second).toMatchObject({ discountCents: 475, totalCents: 9500 + 4900 - 475, discountDescription: `${yearly.name}: 5% off labor` });
    // A waiver of an earlier calendar year does not count.
    await api.db.update(jobProposals).set({ createdAt: new Date(now().getTime() - 366 * DAY) }).where(eq(jobProposals.id, first.id));
    expect((await estimateFor()).discountCents).toBe(475 + 4900);
  });

  it('refuses a catalogue item of another trade, an unknown one, or a past validUntil at its field', async () => {
    api.clock.set('2026-12-18T15:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const { trade } = await aCatalogue();
    const elsewhere = await anItem(api.db, { tradeId: (await aTrade(api.db)).id, priceCents: 1000 });
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor, { tradeId: trade.id });
    for (const itemId of [elsewhere.id, unknownId()]) {
      expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 1000), { productsAndServicesItemId: itemId }], depositCents: 0 }))).toEqual({
        'lineItems.1.productsAndServicesItemId': ['This item is not in the catalogue of this job’s trade.'],
      });
    }
    expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 1000)], depositCents: 0, validUntil: '2020-01-01' }))).toEqual({
      validUntil: ['Choose today or a later date.'],
    });
    expect(await proposalsOf(job.id)).toEqual([]);
    const later = await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 1000)], depositCents: 0, validUntil: '2027-06-30' }));
    // The end of that day in Massachusetts (EDT, four hours behind UTC).
    expect(later.proposal!.validUntil).toBe('2027-07-01T03:59:59.999Z');
  });

  it('refuses at lineItems an estimate past what one card payment can take, its catalogue lines counted, and keeps nothing', async () => {
    const { trade, labor } = await aCatalogue();
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor, { tradeId: trade.id });
    const tooMuch = { lineItems: ['An estimate can total at most $999,999.99, the most a card can be charged in one payment.'] };
    // Each line is $950,000, within what the contract checks; with the trip charge, two come to more than a card takes.
    const line = { productsAndServicesItemId: labor.id, quantity: 10_000 };
    expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [line, line], depositCents: 0 }))).toEqual(tooMuch);
    expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [line, freeLine('Work', 5_000_000)], depositCents: 0 }))).toEqual(tooMuch);
    // Free lines alone are judged by the contract: $10,000,000 less a third as a deposit would leave a final payment no card takes.
    expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 100_000_000, { quantity: 10 })], depositCents: 333_333_333 }))).toEqual(tooMuch);
    expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 99_999_999), freeLine('More', 1)], depositCents: 0 }))).toEqual(tooMuch);
    expect(await proposalsOf(job.id)).toEqual([]);
    expect((await assignmentRow(assignment.id)).state).toBe('Offered');
    const priced = await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems: [line], depositCents: 0 }));
    expect(priced.proposal).toMatchObject({ subtotalCents: 95_004_900, totalCents: 95_004_900 });
  });

  it('takes an estimate of the most one card payment can take, its deposit and final payment each payable', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor);
    const priced = await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 99_999_999)], depositCents: 33_333_333 }));
    expect(priced.proposal).toMatchObject({ totalCents: 99_999_999, depositCents: 33_333_333, finalPaymentCents: 66_666_666 });
  });

  it('refuses a quantity of no real amount, finer than hundredths, or past the most a line takes, at its field', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor);
    const errors = async (quantity: number) => validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 100, { quantity })], depositCents: 0 }));
    const finer = { 'lineItems.0.quantity': ['A quantity can have at most two decimals, such as 1.5 or 0.25.'] };
    // A $0.00 line.
    expect(await errors(1e-300)).toEqual(finer);
    expect(await errors(0.001)).toEqual(finer);
    expect(await errors(1.005)).toEqual(finer);
    expect(await errors(0)).toEqual({ 'lineItems.0.quantity': ['The quantity must be more than 0.'] });
    expect(await errors(-0.5)).toEqual({ 'lineItems.0.quantity': ['The quantity must be more than 0.'] });
    expect(await errors(10_000.01)).toEqual({ 'lineItems.0.quantity': ['The quantity can be at most 10,000.'] });
    expect(await proposalsOf(job.id)).toEqual([]);
    const lines = [freeLine('Hours', 3000, { quantity: 0.07 }), freeLine('Feet', 100, { quantity: 10_000 }), freeLine('Loads', 5000, { quantity: 2.25 })];
    const priced = await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems: lines, depositCents: 0 }));
    expect(priced.proposal!.lineItems.map((l) => [l.quantity, l.amountCents])).toEqual([
      [0.07, 210],
      [10_000, 1_000_000],
      [2.25, 11_250],
    ]);
  });

  it('refuses at validUntil a date more than a year ahead', async () => {
    api.clock.set('2026-12-18T15:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor);
    for (const validUntil of ['2027-12-19', '9999-12-31']) {
      expect(await validationErrors(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 1000)], depositCents: 0, validUntil }))).toEqual({
        validUntil: ['An estimate can stay open for a year at most: choose December 18, 2027 or an earlier date.'],
      });
    }
    expect(await proposalsOf(job.id)).toEqual([]);
    const last = await ok<AssignedJobAppointment>(await estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 1000)], depositCents: 0, validUntil: '2027-12-18' }));
    // The end of that day in Massachusetts (EST, five hours behind UTC).
    expect(last.proposal!.validUntil).toBe('2027-12-19T04:59:59.999Z');
  });

  it('validates the lines', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor);
    const errors = async (body: unknown) => validationErrors(await estimate(assignment.id, contractor.auth, body as Record<string, unknown>));
    expect(await errors({ lineItems: [], depositCents: 0 })).toEqual({ lineItems: ['Add at least 1 line.'] });
    expect(await errors({ lineItems: [{ quantity: 1 }], depositCents: 0 })).toEqual({ 'lineItems.0.title': ['Each line needs a title.'], 'lineItems.0.unitPriceCents': ['Enter a price.'] });
    expect(await errors({ lineItems: [freeLine('Work', 10.5, { kind: 'Labour' })], depositCents: -1 })).toEqual({
      'lineItems.0.kind': ['Choose Labor, Material, TripCharge or Other.'],
      'lineItems.0.unitPriceCents': ['Prices are whole cents.'],
      depositCents: ['The deposit cannot be negative.'],
    });
    // A negative price is refused at its field alone: the deposit asked is not over a third of anything.
    expect(await errors({ lineItems: [freeLine('Work', -5000)], depositCents: 0 })).toEqual({ 'lineItems.0.unitPriceCents': ['Prices cannot be negative.'] });
  });

  it.each([
    ['Declined', 'Dispatched'],
    ['Estimated', 'Proposed'],
    ['Booked', 'Scheduled'],
    ['Completed', 'Completed'],
    ['Canceled', 'Canceled'],
    ['Closed', 'Accepted'],
  ] as const)('refuses an estimate on an assignment that is %s with the machine’s 409, whatever its lines', async (state, status) => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await anOffer(contractor, { side: state, status });
    const lineItems = [{ productsAndServicesItemId: unknownId() }];
    expect(await domainError(await estimate(assignment.id, contractor.auth, { lineItems, depositCents: 999_999 }), 409)).toBe(
      assignmentRefusalMessage(state, 'contractor'),
    );
    expect(await proposalsOf(job.id)).toEqual([]);
  });

  it('takes two contractors’ estimates sent at once: the job is Proposed with two pending proposals', async () => {
    const trade = await aTrade(api.db);
    const [a, b] = [await aContractorSignedIn(), await aContractorSignedIn()];
    const job = await aJobRequest(api.db, { tradeId: trade.id, status: 'Dispatched' });
    const [offerA, offerB] = [await anAssignment(api.db, job, a), await anAssignment(api.db, job, b)];
    const answers = await Promise.all([
      estimate(offerA.id, a.auth, { lineItems: [freeLine('Work', 30000)], depositCents: 10000 }),
      estimate(offerB.id, b.auth, { lineItems: [freeLine('Work', 27000)], depositCents: 0 }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await jobRow(job.id)).status).toBe('Proposed');
    expect((await proposalsOf(job.id)).map((p) => [p.contractorId, p.status]).sort()).toEqual(
      [
        [a.id, 'Pending'],
        [b.id, 'Pending'],
      ].sort(),
    );
    expect(await eventsOf(job.id)).toEqual(['EstimateReceived', 'EstimateReceived']);
  });

  it('decides an estimate racing the customer’s cancelation one after the other, and either way leaves nothing pending', async () => {
    const contractor = await aContractorSignedIn();
    const customer = await aCustomer();
    const job = await aJobRequest(api.db, { userId: customer.id, status: 'Dispatched' });
    const assignment = await anAssignment(api.db, job, contractor);
    const [canceled, estimated] = await Promise.all([
      api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Sold the house.' }, customer.auth),
      estimate(assignment.id, contractor.auth, { lineItems: [freeLine('Work', 30000)], depositCents: 10000 }),
    ]);
    expect(canceled.status).toBe(200);
    expect((await jobRow(job.id)).status).toBe('Canceled');
    expect((await assignmentRow(assignment.id)).state).toBe('Canceled');
    const proposals = await proposalsOf(job.id);
    if (estimated.status === 200) {
      // The estimate went first: the cancelation withdrew it.
      expect(proposals.map((p) => p.status)).toEqual(['Withdrawn']);
      expect(await eventsOf(job.id)).toEqual(['EstimateReceived', 'Canceled']);
    } else {
      expect(await domainError(estimated, 409)).toBe(assignmentRefusalMessage('Canceled', 'contractor'));
      expect(proposals).toEqual([]);
      expect(await eventsOf(job.id)).toEqual(['Canceled']);
    }
  });
});

describe('contractor-action', () => {
  it('plays a booked visit through: on my way (the customer is texted), started, extra work, completed', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job, visit, proposal, customer } = await aBooking(contractor, 'Scheduled', 2 * HOUR, { name: 'Back door sill' });

    const onTheWay = await ok<AssignedJobAppointment>(await act(assignment.id, contractor.auth, 'OnMyWay', { note: 'About 20 minutes out.' }));
    expect(onTheWay).toMatchObject({ state: 'Booked', jobRequest: { status: 'Scheduled' }, visit: { onMyWayAt: expect.any(String) } });
    expect(await textsTo(customer.phoneNumber!, 'OnMyWay')).toEqual([
      `${contractor.businessName} is on the way to you for "Back door sill". About 20 minutes out. http://localhost:3000/job-requests/${job.id}`,
    ]);

    const started = await ok<AssignedJobAppointment>(await act(assignment.id, contractor.auth, 'StartJob'));
    expect(started).toMatchObject({ jobRequest: { status: 'InProgress' }, visit: { status: 'InProgress', startedAt: expect.any(String) }, availableActions: ['CompleteJob', 'AddExtraWork'] });

    const extra = await ok<AssignedJobAppointment>(await act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents: 12000, description: 'Replace the rotted threshold' }));
    expect(extra.proposal).toMatchObject({ subsequentPaymentCents: 12000, subsequentPaymentStatus: 'Due', subsequentPaymentDescription: 'Replace the rotted threshold' });
    expect(await textsTo(customer.phoneNumber!, 'ExtraWorkAdded')).toHaveLength(1);

    const done = await ok<AssignedJobAppointment>(await act(assignment.id, contractor.auth, 'CompleteJob'));
    expect(done).toMatchObject({
      state: 'Completed',
      completedAt: expect.any(String),
      jobRequest: { status: 'Completed' },
      visit: { status: 'Completed', completedAt: expect.any(String) },
      proposal: { id: proposal.id, finalPaymentCents: 20000, finalPaymentStatus: 'Due', subsequentPaymentStatus: 'Due' },
      availableActions: ['AddExtraWork'],
    });
    const [review] = await api.db.select().from(jobReviews).where(eq(jobReviews.jobRequestId, job.id));
    expect(review).toMatchObject({ jobAppointmentId: visit!.id, contractorId: contractor.id, userId: customer.id, status: 'Requested' });
    expect(await textsTo(customer.phoneNumber!, 'JobCompleted')).toEqual([
      `${contractor.businessName} has completed "Back door sill". $320.00 is now due: the rest of the price, $200.00, and the extra work, $120.00. Tell us how it went with a review: http://localhost:3000/job-requests/${job.id}`,
    ]);
    expect(ids(await list(contractor.auth, 'completed'))).toEqual([assignment.id]);

    // Extra work found after completion is billed on top.
    const more = await ok<AssignedJobAppointment>(await act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents: 3000, description: 'Door sweep' }));
    expect(more.proposal).toMatchObject({ subsequentPaymentCents: 15000, subsequentPaymentDescription: 'Replace the rotted threshold; Door sweep' });

    const customerAuth = await bearerFor(api, customer.id);
    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customerAuth));
    expect(details.timeline.map((e) => e.summary)).toEqual([
      `${contractor.businessName} is on the way`,
      `${contractor.businessName} started the work`,
      `${contractor.businessName} added extra work ($120.00)`,
      `${contractor.businessName} completed the work; the final payment of $200.00 is due`,
      `${contractor.businessName} added extra work ($30.00)`,
    ]);
    expect(details).toMatchObject({ status: 'Completed', paymentDue: true, reviewDue: true, reviewId: review!.id });
  });

  it('texts an "on my way" sent again with the same words once, and again with news or after a while', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, customer } = await aBooking(contractor, 'Scheduled', 2 * HOUR, { name: 'Back door sill' });
    const onMyWay = (note?: string) => act(assignment.id, contractor.auth, 'OnMyWay', note === undefined ? {} : { note });
    const texted = async () =>
      (await api.db.select({ body: notifications.body }).from(notifications).where(and(eq(notifications.to, customer.phoneNumber!), eq(notifications.kind, 'OnMyWay'))).orderBy(asc(notifications.seq))).map(({ body }) =>
        body.replace(/ http\S+$/, '').replace(/^.*"Back door sill"\.\s*/, ''),
      );

    // A double tap, and a retry with the same words: the customer hears it once.
    for (const res of await Promise.all([onMyWay('About 20 minutes out.'), onMyWay('About 20 minutes out.')])) await ok(res);
    await ok(await onMyWay('About 20 minutes out.'));
    expect(await texted()).toEqual(['About 20 minutes out.']);
    // News is told.
    await ok(await onMyWay('Stuck in traffic, 10 more minutes.'));
    await ok(await onMyWay());
    expect(await texted()).toEqual(['About 20 minutes out.', 'Stuck in traffic, 10 more minutes.', '']);
    // The same words a while later are news too.
    api.clock.advance(ON_MY_WAY_REPEAT_MS + 1000);
    await ok(await onMyWay());
    expect(await texted()).toEqual(['About 20 minutes out.', 'Stuck in traffic, 10 more minutes.', '', '']);
  });

  it.each([
    // [job status, assignment state, action]: refused by the job's machine, its message naming what the job allows the contractor
    ['Accepted', 'Booked', 'OnMyWay'],
    ['Accepted', 'Booked', 'StartJob'],
    ['Scheduled', 'Booked', 'CompleteJob'],
    ['Scheduled', 'Booked', 'AddExtraWork'],
    ['InProgress', 'Booked', 'OnMyWay'],
    ['InProgress', 'Booked', 'StartJob'],
    ['Completed', 'Completed', 'CompleteJob'],
  ] as const)('refuses a step out of order on a %s job (%s on the contractor’s side): %s answers the machine’s 409', async (status, state, action) => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await aBooking(contractor, status);
    await api.db.update(assignedJobAppointments).set({ state }).where(eq(assignedJobAppointments.id, assignment.id));
    const expected =
      state === 'Completed' && action === 'CompleteJob'
        ? assignmentRefusalMessage(state, 'contractor')
        : refusalMessage(status, await jobFactsOf(api.db, job.id, now()), 'contractor', now().toISOString());
    expect(await domainError(await act(assignment.id, contractor.auth, action, { amountCents: 100, description: 'x' }), 409)).toBe(expected);
    expect((await jobRow(job.id)).status).toBe(status);
    expect(await eventsOf(job.id)).toEqual([]);
  });

  it.each(['Offered', 'Accepted', 'Estimated', 'Declined', 'Canceled', 'Closed'] as const)(
    'refuses every step on an assignment that is %s with the assignment machine’s 409',
    async (state) => {
      const contractor = await aContractorSignedIn();
      const { assignment } = await anOffer(contractor, { side: state, status: 'Scheduled' });
      for (const action of ['OnMyWay', 'StartJob', 'CompleteJob', 'AddExtraWork']) {
        expect(await domainError(await act(assignment.id, contractor.auth, action, { amountCents: 100, description: 'x' }), 409)).toBe(assignmentRefusalMessage(state, 'contractor'));
      }
    },
  );

  it('validates the action and the extra work', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await aBooking(contractor, 'InProgress');
    expect(await validationErrors(await act(assignment.id, contractor.auth, 'Nap'))).toEqual({ action: ['Choose OnMyWay, StartJob, CompleteJob or AddExtraWork.'] });
    expect(await validationErrors(await act(assignment.id, contractor.auth, 'AddExtraWork'))).toEqual({
      amountCents: ['Enter the amount of the extra work.'],
      description: ['Describe the extra work.'],
    });
    expect(await validationErrors(await act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents: 0, description: 'Sweep' }))).toEqual({
      amountCents: ['The amount must be more than $0.'],
    });
  });

  it('refuses at amountCents extra work a card cannot be charged, and bills nothing', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job, proposal, customer } = await aBooking(contractor, 'InProgress');
    expect(await validationErrors(await act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents: 49, description: 'Sweep' }))).toEqual({
      amountCents: ['Extra work must cost at least $0.50, the smallest amount a card can be charged.'],
    });
    expect((await proposalsOf(job.id)).find((p) => p.id === proposal.id)).toMatchObject({ subsequentPaymentCents: 0, subsequentPaymentStatus: 'NotDue' });
    expect(await eventsOf(job.id)).toEqual([]);
    expect(await textsTo(customer.phoneNumber!, 'ExtraWorkAdded')).toEqual([]);
    await ok(await act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents: 50, description: 'Sweep' }));
  });

  it('adds extra work to a job at most 50 times, so its running amount stays within what the columns hold', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job, proposal } = await aBooking(contractor, 'InProgress');
    const addition = { amountCents: 1_000_000, description: 'More of the same' };
    for (let i = 0; i < 50; i++) await ok(await act(assignment.id, contractor.auth, 'AddExtraWork', addition));
    expect(await domainError(await act(assignment.id, contractor.auth, 'AddExtraWork', addition), 409)).toBe(
      'This job already has extra work added 50 times, the most one job takes.',
    );
    expect((await proposalsOf(job.id)).find((p) => p.id === proposal.id)).toMatchObject({ subsequentPaymentCents: 50_000_000 });
    expect((await eventsOf(job.id)).filter((type) => type === 'ExtraWorkAdded')).toHaveLength(50);
    // The machine counts them: the app offers the step no more, though a card could take more.
    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).availableActions).toEqual(['CompleteJob']);
  });

  it('bills extra work on a completed job for 30 days after its completion, and then offers it no more', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await aBooking(contractor, 'InProgress');
    await ok(await act(assignment.id, contractor.auth, 'CompleteJob'));
    const addition = { amountCents: 5_000, description: 'A forgotten shelf' };
    await ok(await act(assignment.id, contractor.auth, 'AddExtraWork', addition));
    onTestFinished(() => api.clock.set(new Date()));
    api.clock.advance(30 * DAY + 60_000);
    const later = await bearerFor(api, contractor.user.id);
    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, later))).availableActions).toEqual([]);
    const refused = await domainError(await act(assignment.id, later, 'AddExtraWork', addition), 409);
    expect(refused).toMatch(/^Extra work can be added for 30 days after a job is completed\. This job was completed on \w+ \d+, \d{4}\.$/);
    expect((await eventsOf(job.id)).filter((type) => type === 'ExtraWorkAdded')).toHaveLength(1);
  });

  it('keeps the extra work not yet paid within one card payment: refused at amountCents past it, taken again once paid', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job, proposal, customer } = await aBooking(contractor, 'InProgress');
    const add = (amountCents: number) => act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents, description: 'A new roof' });
    for (let i = 0; i < 9; i++) await ok(await add(10_000_000));
    expect(await validationErrors(await add(10_000_000))).toEqual({
      amountCents: ['The extra work not yet paid is billed in one card payment of at most $999,999.99: with $900,000.00 of it owed, at most $99,999.99 more can be added until the customer pays.'],
    });
    expect((await proposalsOf(job.id)).find((p) => p.id === proposal.id)).toMatchObject({ subsequentPaymentCents: 90_000_000 });
    expect(await textsTo(customer.phoneNumber!, 'ExtraWorkAdded')).toHaveLength(9);
    const full = await ok<AssignedJobAppointment>(await add(9_999_999));
    expect(full.proposal).toMatchObject({ subsequentPaymentCents: 99_999_999 });
    // No amount a card takes fits now: the app shows no AddExtraWork, and the step says why.
    expect(full.availableActions).toEqual(['CompleteJob']);
    expect(await domainError(await add(50), 409)).toBe(
      'The extra work not yet paid is billed in one card payment of at most $999,999.99: with $999,999.99 of it owed, no more can be added until the customer pays.',
    );
    // Paid, it leaves room for more: only the new part is owed.
    await aPaidDeposit(api.db, proposal, 99_999_999, { kind: 'SubsequentPayment' });
    await api.db.update(jobProposals).set({ subsequentPaymentStatus: 'Paid' }).where(eq(jobProposals.id, proposal.id));
    expect((await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).availableActions).toEqual(['CompleteJob', 'AddExtraWork']);
    expect((await ok<AssignedJobAppointment>(await add(10_000_000))).proposal).toMatchObject({ subsequentPaymentCents: 109_999_999, subsequentPaymentStatus: 'Due' });
  });

  it('has the customer pay a final payment and extra work one at a time when a card could not take both at once', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job, proposal, customer } = await aBooking(contractor, 'InProgress');
    for (let i = 0; i < 9; i++) await ok(await act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents: 10_000_000, description: 'A new roof' }));
    await ok(await act(assignment.id, contractor.auth, 'AddExtraWork', { amountCents: 9_999_999, description: 'And its gutters' }));
    await ok(await act(assignment.id, contractor.auth, 'CompleteJob'));
    const pay = (tail: string, body: Record<string, unknown> = {}) =>
      api.post(`/JobRequests/${job.id}/jobProposals/${proposal.id}${tail}`, { redirectUrl: `${api.env.PUBLIC_URL}/job-requests/${job.id}`, ...body }, customer.auth);
    expect(await domainError(await pay('/final-payment-info'), 409)).toBe(
      'The final payment and the extra work together can be at most $999,999.99, the most a card can be charged in one payment. Pay them one at a time.',
    );
    expect(await ok<{ amountCents: number }>(await pay('/final-payment-info', { withExtraWork: false }))).toMatchObject({ amountCents: 20_000 });
    expect(await ok<{ amountCents: number }>(await pay('/subsequent-payment-info'))).toMatchObject({ amountCents: 99_999_999 });
  });
});

describe('the customer’s review', () => {
  const submitReview = (reviewId: string, auth: Auth, body: { rating: number; text?: string }) => api.post(`/JobReviews/${reviewId}/submit`, body, auth);
  /** The assignment as the single answer and each list that holds it show it: all of them alike. */
  const reviewSeen = async (id: string, auth: Auth, views: string[]) => {
    const { review } = await ok<AssignedJobAppointment>(await getOne(id, auth));
    for (const view of views) expect((await list(auth, view)).items.find((i) => i.id === id)!.review, view).toEqual(review);
    return review;
  };

  it('shows the booked contractor the review once the customer submits it, in the answer and every view of the job; none before, nor to a contractor off the job', async () => {
    const booked = await aContractorSignedIn();
    const closed = await aContractorSignedIn();
    const passed = await aContractorSignedIn();
    const { job, assignment, customer } = await aBooking(booked, 'InProgress');
    const closedOne = await anAssignment(api.db, job, closed, { state: 'Closed' });
    await aProposal(api.db, job, closed, { status: 'Declined', assignedJobAppointmentId: closedOne.id });
    const passedOne = await anAssignment(api.db, job, passed, { state: 'Declined', contractorResponse: 'Declined' });
    expect(await reviewSeen(assignment.id, booked.auth, [''])).toBeNull();

    const done = await ok<AssignedJobAppointment>(await act(assignment.id, booked.auth, 'CompleteJob'));
    // Completion asks the customer for a review: asked for, it is none yet.
    expect(done.review).toBeNull();
    const [requested] = await api.db.select().from(jobReviews).where(eq(jobReviews.jobRequestId, job.id));
    expect(requested).toMatchObject({ contractorId: booked.id, status: 'Requested' });
    expect(await reviewSeen(assignment.id, booked.auth, ['', 'completed'])).toBeNull();

    const text = 'Fixed the sill in an afternoon and cleaned up after.';
    const { submittedAt } = await ok<JobReview>(await submitReview(requested!.id, customer.auth, { rating: 4, text }));
    const review = { rating: 4, text, submittedAt };
    expect(await reviewSeen(assignment.id, booked.auth, ['', 'completed'])).toEqual(review);
    expect(ids(await list(booked.auth, 'completed'))).toEqual([assignment.id]);
    // As the contractor's public profile shows it.
    const shown = await ok<ContractorReviewsPage>(await api.get(`/Contractors/${booked.id}/reviews`));
    expect(shown.items).toEqual([expect.objectContaining({ rating: review.rating, text: review.text })]);

    expect(await reviewSeen(closedOne.id, closed.auth, [''])).toBeNull();
    expect(await reviewSeen(passedOne.id, passed.auth, [''])).toBeNull();
  });

  it.each([
    ['Completed', true],
    ['Canceled', false],
    ['Closed', false],
    ['Declined', false],
  ] as const)('on a side %s, shows a review written of the contractor’s work: %s', async (side, shown) => {
    const contractor = await aContractorSignedIn();
    const { job, assignment } = await aBooking(contractor, 'InProgress');
    await api.db.update(assignedJobAppointments).set({ state: side }).where(eq(assignedJobAppointments.id, assignment.id));
    const [visit] = await api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, job.id));
    const submittedAt = new Date(now().getTime() - HOUR);
    await aReview(api.db, visit!, { rating: 3, text: 'Late, but good work.', status: 'Published', submittedAt });
    expect(await reviewSeen(assignment.id, contractor.auth, [''])).toEqual(shown ? { rating: 3, text: 'Late, but good work.', submittedAt: submittedAt.toISOString() } : null);
  });

  it('shows a review of no words as its rating with an empty text', async () => {
    const contractor = await aContractorSignedIn();
    const { job, assignment, customer } = await aBooking(contractor, 'InProgress');
    await ok(await act(assignment.id, contractor.auth, 'CompleteJob'));
    const [requested] = await api.db.select().from(jobReviews).where(eq(jobReviews.jobRequestId, job.id));
    const { submittedAt } = await ok<JobReview>(await submitReview(requested!.id, customer.auth, { rating: 5 }));
    expect(submittedAt).toEqual(expect.any(String));
    expect(await reviewSeen(assignment.id, contractor.auth, ['', 'completed'])).toEqual({ rating: 5, text: '', submittedAt });
  });

  it('shows the contractor no review the office hid, in the answer or any view of the job', async () => {
    const contractor = await aContractorSignedIn();
    const { job, assignment, customer } = await aBooking(contractor, 'InProgress');
    await ok(await act(assignment.id, contractor.auth, 'CompleteJob'));
    const [requested] = await api.db.select().from(jobReviews).where(eq(jobReviews.jobRequestId, job.id));
    await ok(await submitReview(requested!.id, customer.auth, { rating: 1, text: 'Words the office would not keep.' }));
    expect(await reviewSeen(assignment.id, contractor.auth, ['', 'completed'])).toMatchObject({ rating: 1 });
    // Nothing in the API hides a review: the office does, in the database.
    await api.db.update(jobReviews).set({ status: 'Hidden' }).where(eq(jobReviews.id, requested!.id));
    expect(await reviewSeen(assignment.id, contractor.auth, ['', 'completed'])).toBeNull();
  });

  it('shows the contractor an earlier review of their work on the job when the latest is hidden', async () => {
    const contractor = await aContractorSignedIn();
    const { job, assignment, visit } = await aBooking(contractor, 'InProgress');
    await api.db.update(assignedJobAppointments).set({ state: 'Completed' }).where(eq(assignedJobAppointments.id, assignment.id));
    // A visit is of one proposal: a second review of theirs on the job is of a visit of another.
    const second = await aVisit(api.db, await aProposal(api.db, job, contractor, { status: 'Declined' }), new Date(now().getTime() - DAY), { status: 'Completed' });
    const earlier = new Date(now().getTime() - 2 * HOUR);
    await aReview(api.db, visit!, { rating: 4, text: 'Tidy work.', status: 'Published', submittedAt: earlier, createdAt: earlier });
    await aReview(api.db, second, { rating: 1, text: 'Hidden words.', status: 'Hidden', submittedAt: new Date(now().getTime() - HOUR), createdAt: new Date(now().getTime() - HOUR) });
    expect(await reviewSeen(assignment.id, contractor.auth, ['', 'completed'])).toEqual({ rating: 4, text: 'Tidy work.', submittedAt: earlier.toISOString() });
  });
});

describe('acknowledge-canceled', () => {
  it('records that the contractor saw a cancelation, once, and takes it off the canceled view', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor, { side: 'Canceled', status: 'Canceled' });
    expect(ids(await list(contractor.auth, 'canceled'))).toEqual([assignment.id]);
    const answer = await ok<AssignedJobAppointment>(await api.post(path(assignment.id, 'acknowledge-canceled'), undefined, contractor.auth));
    expect(answer).toMatchObject({ state: 'Canceled', isCanceledAcknowledged: true });
    const first = (await assignmentRow(assignment.id)).canceledAcknowledgedAt;
    api.clock.advance(60_000);
    await ok(await api.post(path(assignment.id, 'acknowledge-canceled'), undefined, contractor.auth));
    expect((await assignmentRow(assignment.id)).canceledAcknowledgedAt).toEqual(first);
    expect(ids(await list(contractor.auth, 'canceled'))).toEqual([]);
  });

  it('approves a cancelation the customer asked for after the cutoff: job and visit canceled, the late refund said, the customer texted', async () => {
    const contractor = await aContractorSignedIn();
    const customer = await aCustomer();
    const { assignment, job, visit } = await aBooking(contractor, 'Scheduled', 10 * HOUR, { userId: customer.id, contactPhone: customer.phoneNumber, name: 'Deck stain' });
    const asked = await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Rain all week.' }, customer.auth);
    expect((await asked.json()).status).toBe('CancelationRequested');
    const inView = (await list(contractor.auth, 'canceled')).items;
    expect(inView.map((i) => [i.id, i.jobRequest.status, i.jobRequest.cancelationReason, i.availableActions])).toEqual([
      [assignment.id, 'CancelationRequested', 'Rain all week.', ['ApproveCancelation']],
    ]);

    const answer = await ok<AssignedJobAppointment>(await api.post(path(assignment.id, 'acknowledge-canceled'), undefined, contractor.auth));
    expect(answer).toMatchObject({
      state: 'Canceled',
      isCanceledAcknowledged: true,
      canceledAt: expect.any(String),
      jobRequest: { status: 'Canceled', address: null, contactPhone: null },
      visit: { id: visit!.id, status: 'Canceled' },
      availableActions: [],
    });
    expect(await jobRow(job.id)).toMatchObject({ status: 'Canceled', canceledAt: expect.any(Date) });
    expect((await api.db.select().from(jobAppointments).where(eq(jobAppointments.id, visit!.id)))[0]).toMatchObject({ status: 'Canceled', canceledAt: expect.any(Date) });
    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customer.auth));
    expect(details.timeline.at(-1)).toMatchObject({
      type: 'CancelationApproved',
      by: 'contractor',
      summary: `${contractor.businessName} approved your cancelation; $50.00 of your deposit will be refunded`,
    });
    expect(await textsTo(customer.phoneNumber!, 'CancelationApproved')).toEqual([
      `${contractor.businessName} confirmed the cancelation of "Deck stain". Your job request is canceled. As it was canceled less than 24 hours before the visit, $50.00 of your $100.00 deposit (50%) will be refunded to the card you paid with. http://localhost:3000/job-requests/${job.id}`,
    ]);
    expect(ids(await list(contractor.auth, 'canceled'))).toEqual([]);
  });

  it.each([
    ['Offered', 'Dispatched'],
    ['Estimated', 'Proposed'],
    ['Completed', 'Completed'],
  ] as const)('refuses on an assignment that is %s with the assignment machine’s 409', async (state, status) => {
    const contractor = await aContractorSignedIn();
    const { assignment } = await anOffer(contractor, { side: state, status });
    expect(await domainError(await api.post(path(assignment.id, 'acknowledge-canceled'), undefined, contractor.auth), 409)).toBe(assignmentRefusalMessage(state, 'contractor'));
  });

  it('refuses on a booked job whose customer has not asked to cancel with the job machine’s 409', async () => {
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await aBooking(contractor, 'Scheduled');
    expect(await domainError(await api.post(path(assignment.id, 'acknowledge-canceled'), undefined, contractor.auth), 409)).toBe(
      refusalMessage('Scheduled', await jobFactsOf(api.db, job.id, now()), 'contractor', now().toISOString()),
    );
    expect((await jobRow(job.id)).status).toBe('Scheduled');
  });
});

describe('offer-times', () => {
  /** Two-hour windows starting at each of `starts`, offered by `contractor` on `assignmentId`. */
  const offer = (assignmentId: string, auth: Auth, ...starts: string[]) =>
    api.post(path(assignmentId, 'offer-times'), { times: starts.map((start) => ({ start, end: new Date(Date.parse(start) + 2 * HOUR).toISOString() })) }, auth);
  /** A job booked with a contractor whose calendar showed no free time: no visit yet, so they offer times. */
  async function aJobAwaitingTimes() {
    api.clock.set('2026-12-18T15:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const contractor = await aContractorSignedIn();
    return { contractor, ...(await aBooking(contractor, 'Accepted')) };
  }
  const CHRISTMAS_9AM = '2026-12-25T14:00:00.000Z';

  it('refuses a time on a day the provider is closed at its field, naming the time, and keeps nothing of the offer', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    // Christmas Eve is open, Christmas Day is not.
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-24T14:00:00.000Z', CHRISTMAS_9AM))).toEqual({
      'times.1.start': ['The time Fri, Dec 25, 9:00 AM EST is on a day we are closed (Christmas Day). Offer a time on another day.'],
    });
    // From 11 PM on Christmas Eve to 1 AM: it ends on Christmas Day.
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-25T04:00:00.000Z'))).toEqual({
      'times.0.start': ['The time Thu, Dec 24, 11:00 PM EST runs into a day we are closed (Christmas Day). Offer a time on another day.'],
    });
    expect(await eventsOf(job.id)).not.toContain('TimesOffered');
    expect(await textsTo(customer.phoneNumber!, 'VisitTimesOffered')).toEqual([]);
    expect((await jobFactsOf(api.db, job.id, now())).booking.times).toEqual([]);
  });

  it('refuses at its field a time that ends before it starts, falls inside its own cutoff, or clashes with another visit, and keeps nothing', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    // Another job of the same contractor, visited Monday from 9 to 11 AM.
    await aBooking(contractor, 'Scheduled', 3 * DAY - HOUR);
    const times = (...windows: [start: string, end: string][]) => api.post(path(assignment.id, 'offer-times'), { times: windows.map(([start, end]) => ({ start, end })) }, contractor.auth);
    expect(await validationErrors(await times(['2026-12-22T15:00:00.000Z', '2026-12-22T14:00:00.000Z']))).toEqual({
      'times.0.end': ['The time Tue, Dec 22, 10:00 AM EST must end after it starts.'],
    });
    expect(await validationErrors(await times(['2026-12-22T15:00:00.000Z', '2026-12-22T17:00:00.000Z'], ['2026-12-19T01:00:00.000Z', '2026-12-19T03:00:00.000Z']))).toEqual({
      'times.1.start': ['The time Fri, Dec 18, 8:00 PM EST: A visit must start at least 24 hours from now, so it can still be changed; choose a later time.'],
    });
    expect(await validationErrors(await times(['2026-12-22T15:00:00.000Z', '2026-12-22T17:00:00.000Z'], ['2026-12-21T15:00:00.000Z', '2026-12-21T17:00:00.000Z']))).toEqual({
      'times.1.start': ['You have another visit at Mon, Dec 21, 10:00 AM EST. Offer a free time.'],
    });
    expect(await eventsOf(job.id)).not.toContain('TimesOffered');
    expect(await textsTo(customer.phoneNumber!, 'VisitTimesOffered')).toEqual([]);
    await ok(await times(['2026-12-22T15:00:00.000Z', '2026-12-22T17:00:00.000Z']));
  });

  it('refuses at its field a time further ahead than the customer’s calendar books, or one offered twice, and keeps nothing', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    const tooFar = (time: string) => `The time ${time} is more than 4 weeks ahead, further than a visit can be booked. Offer a time up to January 15, 2027.`;
    // Four weeks from Friday, December 18 is Friday, January 15: a time the next Tuesday is past it, as is one in 2999.
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-22T15:00:00.000Z', '2027-01-19T14:00:00.000Z'))).toEqual({
      'times.1.start': [tooFar('Tue, Jan 19, 9:00 AM EST')],
    });
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2999-12-22T15:00:00.000Z'))).toEqual({ 'times.0.start': [tooFar('Sun, Dec 22, 10:00 AM EST')] });
    const twice = { 'times.2.start': ['The time Tue, Dec 22, 10:00 AM EST is offered twice. Offer each time once.'] };
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-22T15:00:00.000Z', '2026-12-23T15:00:00.000Z', '2026-12-22T15:00:00.000Z'))).toEqual(twice);
    // One start is one choice, however long the window.
    const windows = [
      { start: '2026-12-22T15:00:00.000Z', end: '2026-12-22T17:00:00.000Z' },
      { start: '2026-12-23T15:00:00.000Z', end: '2026-12-23T17:00:00.000Z' },
      { start: '2026-12-22T15:00:00.000Z', end: '2026-12-22T18:00:00.000Z' },
    ];
    expect(await validationErrors(await api.post(path(assignment.id, 'offer-times'), { times: windows }, contractor.auth))).toEqual(twice);
    expect(await eventsOf(job.id)).not.toContain('TimesOffered');
    expect(await textsTo(customer.phoneNumber!, 'VisitTimesOffered')).toEqual([]);
    // The last day the customer's calendar books is taken, and the customer can book it.
    await ok(await offer(assignment.id, contractor.auth, '2026-12-22T15:00:00.000Z', '2027-01-15T14:00:00.000Z'));
    await ok(await api.post(`/JobRequests/${job.id}/schedule-visit`, { start: '2027-01-15T14:00:00.000Z' }, customer.auth));
    expect((await api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, job.id)))[0]).toMatchObject({ scheduledStart: new Date('2027-01-15T14:00:00.000Z') });
  });

  it('refuses the days CLOSED_DAYS adds, without a holiday’s name', async () => {
    const { contractor, assignment } = await aJobAwaitingTimes();
    useClosedDays('us-federal,2026-12-28');
    onTestFinished(() => useClosedDays('us-federal'));
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-28T14:00:00.000Z'))).toEqual({
      'times.0.start': ['The time Mon, Dec 28, 9:00 AM EST is on a day we are closed. Offer a time on another day.'],
    });
  });

  it('takes the days before and after a closed day, and the customer sees them', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    const times = ['2026-12-24T20:00:00.000Z', '2026-12-26T14:00:00.000Z'];
    await ok(await offer(assignment.id, contractor.auth, ...times));
    expect(await eventsOf(job.id)).toContain('TimesOffered');
    expect(await textsTo(customer.phoneNumber!, 'VisitTimesOffered')).toEqual([expect.stringContaining('Thu, Dec 24, 3:00 PM EST; Sat, Dec 26, 9:00 AM EST')]);
    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customer.auth));
    expect(details.facts.booking).toMatchObject({ state: 'offered', times: times.map((start) => ({ start, end: new Date(Date.parse(start) + 2 * HOUR).toISOString() })) });
  });

  it('takes out of the choice a time offered on a day closed since, and refuses to book it', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    const [eve, after] = ['2026-12-24T14:00:00.000Z', '2026-12-28T14:00:00.000Z'];
    await ok(await offer(assignment.id, contractor.auth, eve, after));
    useClosedDays('us-federal,12-24');
    onTestFinished(() => useClosedDays('us-federal'));
    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customer.auth));
    expect(details.facts.booking.times.map((t) => t.start)).toEqual([after]);
    expect(await domainError(await api.post(`/JobRequests/${job.id}/schedule-visit`, { start: eve }, customer.auth), 409)).toBe('Choose one of the times your contractor offered.');
    await ok(await api.post(`/JobRequests/${job.id}/schedule-visit`, { start: after }, customer.auth));
    expect((await api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, job.id)))[0]).toMatchObject({ scheduledStart: new Date(after) });
  });

  it('keeps an offered time in the choice until its own cutoff, and takes it out a moment after', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    const [first, second] = ['2026-12-22T15:00:00.000Z', '2026-12-23T20:00:00.000Z'];
    await ok(await offer(assignment.id, contractor.auth, first, second));
    const offeredAt = async (at: number) => {
      api.clock.set(new Date(at));
      const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, await bearerFor(api, customer.id)));
      return details.facts.booking.times.map((t) => t.start);
    };
    const cutoff = Date.parse(first) - CHANGE_CUTOFF_HOURS * HOUR;
    expect(await offeredAt(cutoff)).toEqual([first, second]);
    expect(await offeredAt(cutoff + 1)).toEqual([second]);
    // Chosen when it was still offered, booked once inside its cutoff: refused for the cutoff, not as a time never offered.
    expect(await domainError(await api.post(`/JobRequests/${job.id}/schedule-visit`, { start: first }, await bearerFor(api, customer.id)), 409)).toBe(
      'A visit must start at least 24 hours from now, so it can still be changed; choose a later time.',
    );
    expect((await ok<{ slots: { start: string }[] }>(await api.get(`/JobRequests/${job.id}/visit-times`, await bearerFor(api, customer.id)))).slots.map((t) => t.start)).toEqual([second]);
  });

  it('texts the contractor the time the customer chose of those offered, once', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    await ok(await offer(assignment.id, contractor.auth, '2026-12-22T15:00:00.000Z', '2026-12-23T20:00:00.000Z'));
    await ok(await api.post(`/JobRequests/${job.id}/schedule-visit`, { start: '2026-12-23T20:00:00.000Z' }, customer.auth));
    await api.sendNotifications();
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([
      expect.objectContaining({
        kind: 'VisitScheduled',
        body: `The customer chose Wed, Dec 23, 3:00 PM EST for "${job.name}" in Southborough. Open the Southborough Home Services app to see it.`,
      }),
    ]);
  });

  it('refuses a time that is not a visit’s 2-hour window, longer or shorter, before the customer could choose it', async () => {
    const { contractor, assignment, job } = await aJobAwaitingTimes();
    const window = (start: string, end: string) => api.post(path(assignment.id, 'offer-times'), { times: [{ start, end }] }, contractor.auth);
    const notAWindow = { 'times.0.end': ['The time Mon, Dec 28, 9:00 AM EST must end 2 hours after it starts: a visit is a 2-hour arrival window.'] };
    expect(await validationErrors(await window('2026-12-28T14:00:00.000Z', '2026-12-29T14:00:00.001Z'))).toEqual(notAWindow);
    expect(await validationErrors(await window('2026-12-28T14:00:00.000Z', '2026-12-28T20:00:00.000Z'))).toEqual(notAWindow);
    expect(await validationErrors(await window('2026-12-28T14:00:00.000Z', '2026-12-28T15:00:00.000Z'))).toEqual(notAWindow);
    expect(await eventsOf(job.id)).not.toContain('TimesOffered');
  });

  it('refuses at its field a time outside 7 AM to 9 PM in Southborough, naming it with its zone, and keeps nothing', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    const outside = (time: string) => `The time ${time} is outside the hours a visit can be offered, 7:00 AM to 9:00 PM Eastern time. Offer a time within them.`;
    // 11 PM to midnight; 6 to 8 in the morning; 7:30 to 9:30 in the evening.
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-22T15:00:00.000Z', '2026-12-23T04:00:00.000Z'))).toEqual({
      'times.1.start': [outside('Tue, Dec 22, 11:00 PM EST')],
    });
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-23T11:00:00.000Z'))).toEqual({ 'times.0.start': [outside('Wed, Dec 23, 6:00 AM EST')] });
    expect(await validationErrors(await offer(assignment.id, contractor.auth, '2026-12-24T00:30:00.000Z'))).toEqual({ 'times.0.start': [outside('Wed, Dec 23, 7:30 PM EST')] });
    expect(await eventsOf(job.id)).not.toContain('TimesOffered');
    expect(await textsTo(customer.phoneNumber!, 'VisitTimesOffered')).toEqual([]);
    // From 7 to 9 in the morning and from 7 to 9 in the evening, on a Saturday too: the contractor offers beyond their own week.
    await ok(await offer(assignment.id, contractor.auth, '2026-12-23T12:00:00.000Z', '2026-12-27T00:00:00.000Z'));
    expect(await eventsOf(job.id)).toContain('TimesOffered');
  });

  it('keeps and texts the times offered in time order, with the zone named and the job’s page to choose on, and the customer’s times follow it', async () => {
    const { contractor, assignment, job, customer } = await aJobAwaitingTimes();
    const times = ['2026-12-23T20:00:00.000Z', '2026-12-22T15:00:00.000Z', '2026-12-22T19:00:00.000Z'];
    await ok(await offer(assignment.id, contractor.auth, ...times));
    const inOrder = [...times].sort().map((start) => ({ start, end: new Date(Date.parse(start) + 2 * HOUR).toISOString() }));
    expect(await textsTo(customer.phoneNumber!, 'VisitTimesOffered')).toEqual([
      `${contractor.businessName} offered 3 times for "${job.name}": Tue, Dec 22, 10:00 AM EST; Tue, Dec 22, 2:00 PM EST; Wed, Dec 23, 3:00 PM EST. Choose one on your job page: http://localhost:3000/job-requests/${job.id}`,
    ]);
    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customer.auth));
    expect(details.facts.booking.times).toEqual(inOrder);
    expect(await ok(await api.get(`/JobRequests/${job.id}/visit-times`, customer.auth))).toEqual({ timezone: 'America/New_York', slots: inOrder });
  });

  it('refuses a job that takes no times with the machine’s 409 before it looks at the days', async () => {
    api.clock.set('2026-12-18T15:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const contractor = await aContractorSignedIn();
    const { assignment, job } = await aBooking(contractor, 'Scheduled');
    const facts = await jobFactsOf(api.db, job.id, now());
    expect(await domainError(await offer(assignment.id, contractor.auth, CHRISTMAS_9AM), 409)).toBe(
      jobRefusal('Scheduled', facts, { type: 'visit.offer', by: 'contractor', at: now().toISOString() }, now().toISOString()),
    );
  });
});

describe('schedule-visit from the contractor’s free times', () => {
  it('books the time the customer chose of those the visit-times offer and texts the contractor, once', async () => {
    api.clock.set('2026-12-18T15:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const contractor = await aContractorSignedIn();
    await workingHours(api.db, contractor);
    const { job, customer } = await aBooking(contractor, 'Accepted');
    const { slots } = await ok<{ slots: { start: string; end: string }[] }>(await api.get(`/JobRequests/${job.id}/visit-times`, customer.auth));
    const chosen = slots.find((s) => s.start === '2026-12-22T19:00:00.000Z');
    expect(chosen).toBeDefined();
    await ok(await api.post(`/JobRequests/${job.id}/schedule-visit`, { start: chosen!.start }, customer.auth));
    expect((await jobRow(job.id)).status).toBe('Scheduled');
    await api.sendNotifications();
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([
      expect.objectContaining({
        kind: 'VisitScheduled',
        body: `The customer chose Tue, Dec 22, 2:00 PM EST for "${job.name}" in Southborough. Open the Southborough Home Services app to see it.`,
      }),
    ]);
  });
});

describe('what the app offers is what the server takes', () => {
  /** Each action the app shows, as the call that takes it and the machines' event. */
  const calls: Record<AssignedJobAction, { event: AssignmentEventType; send: (id: string, auth: Auth) => Response | Promise<Response> }> = {
    Accept: { event: 'offer.accept', send: (id, auth) => decide(id, auth, 'Accept') },
    Decline: { event: 'offer.decline', send: (id, auth) => decide(id, auth, 'Decline') },
    SubmitEstimate: { event: 'estimate.submit', send: (id, auth) => estimate(id, auth, { lineItems: [freeLine('Work', 30000)], depositCents: 0 }) },
    OfferTimes: {
      event: 'visit.offer',
      send: (id, auth) => {
        // Ten in the morning three days ahead, or on the first day after that the provider is open: the
        // machines decide here, not the calendar or the hour the suite runs at.
        let day = addDays(dateIn(PROVIDER_TIME_ZONE, now()), 3);
        while (closedDayOf(instantAt(day, 10 * 60), instantAt(day, 12 * 60))) day = addDays(day, 1);
        const start = instantAt(day, 10 * 60);
        return api.post(path(id, 'offer-times'), { times: [{ start: start.toISOString(), end: new Date(start.getTime() + 2 * HOUR).toISOString() }] }, auth);
      },
    },
    OnMyWay: { event: 'contractor.onMyWay', send: (id, auth) => act(id, auth, 'OnMyWay') },
    StartJob: { event: 'job.start', send: (id, auth) => act(id, auth, 'StartJob') },
    CompleteJob: { event: 'job.complete', send: (id, auth) => act(id, auth, 'CompleteJob') },
    AddExtraWork: { event: 'extraWork.add', send: (id, auth) => act(id, auth, 'AddExtraWork', { amountCents: 5000, description: 'Extra shelf' }) },
    ApproveCancelation: { event: 'cancelation.approve', send: (id, auth) => api.post(path(id, 'acknowledge-canceled'), undefined, auth) },
  };
  /** What the calls above send that the job machine's guards read. */
  const STEP_DATA = { totalCents: 30000, depositCents: 0, amountCents: 5000 };
  const situations: [AssignmentState, JobRequestStatus][] = [
    ['Offered', 'Dispatched'],
    ['Accepted', 'Dispatched'],
    ['Accepted', 'Proposed'],
    ['Estimated', 'Proposed'],
    ['Booked', 'Accepted'],
    ['Booked', 'Scheduled'],
    ['Booked', 'InProgress'],
    ['Booked', 'CancelationRequested'],
    ['Completed', 'Completed'],
    ['Declined', 'Dispatched'],
    ['Closed', 'Accepted'],
    ['Canceled', 'Canceled'],
  ];
  const cases = situations.flatMap(([state, status]) =>
    ASSIGNED_JOB_ACTIONS
      // On a canceled assignment acknowledge-canceled records that the contractor saw it: not an approval.
      .filter((action) => !(state === 'Canceled' && action === 'ApproveCancelation'))
      .map((action) => [state, status, action] as const),
  );

  it.each(cases)('on an assignment %s of a job %s, %s succeeds exactly when the app offers it, else the machine’s 409', async (state, status, action) => {
    const contractor = await aContractorSignedIn();
    const booked = state === 'Booked' || state === 'Completed';
    const { assignment, job } = booked ? await aBooking(contractor, status, status === 'CancelationRequested' ? 10 * HOUR : 3 * DAY) : await anOffer(contractor, { side: state, status });
    if (booked) await api.db.update(assignedJobAppointments).set({ state }).where(eq(assignedJobAppointments.id, assignment.id));
    const offered = (await ok<AssignedJobAppointment>(await getOne(assignment.id, contractor.auth))).availableActions.includes(action);
    const facts = await jobFactsOf(api.db, job.id, now());
    const res = await calls[action].send(assignment.id, contractor.auth);
    if (offered) {
      expect(res.status).toBe(200);
    } else {
      const message = nextAssignmentState(state, { type: calls[action].event, by: 'contractor' })
        ? jobRefusal(status, facts, { type: calls[action].event, by: 'contractor', at: now().toISOString(), ...STEP_DATA } as JobEvent, now().toISOString())
        : assignmentRefusalMessage(state, 'contractor');
      expect(await domainError(res, 409)).toBe(message);
      expect((await assignmentRow(assignment.id)).state).toBe(state);
      expect((await jobRow(job.id)).status).toBe(status);
    }
  });
});

