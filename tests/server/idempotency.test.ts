import { readFileSync } from 'node:fs';
import { and, count as countRows, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssignedJobAppointment } from '../../contract/assigned-appointments';
import { KEYED_WRITES_PER_DAY } from '../../contract/common';
import { addDays, dateIn } from '../../contract/forms';
import type { JobRequest } from '../../contract/job-requests';
import { idempotencyKeys, jobRequests, rateLimits } from '../../server/db/schema';
import { pruneExpiredRows } from '../../server/housekeeping';
import { IDEMPOTENCY_KEY_LIFE_MS } from '../../server/lib/idempotency';
import { createLogger } from '../../server/lib/logger';
import { projectPath } from '../../server/project-path';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aTrade, aVisit, freshApi, theServiceArea, unique } from './factories';
import { type TestApi, useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor } from './sign-in';

const api = await useTestApi();
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
type Auth = Record<string, string>;

const withKey = (auth: Auth, key: string) => ({ ...auth, 'Idempotency-Key': key });
const newKey = () => `key-${unique()}-${unique()}`;

async function aCustomer(on: TestApi = api) {
  const user = await aConsumer(on.db);
  return { ...user, auth: await bearerFor(on, user.id) };
}

const requestBody = (tradeId: string, overrides: Record<string, unknown> = {}) => ({
  tradeId,
  name: 'Leaking kitchen faucet',
  description: 'The kitchen faucet drips all night.',
  address: '12 Oak Hill Road',
  city: 'Southborough',
  zipCode: '01772',
  preferredDates: [addDays(dateIn(undefined, api.clock.now()), 7)],
  ...overrides,
});
const requestsOf = async (userId: string, on: TestApi = api) => (await on.db.select({ n: countRows() }).from(jobRequests).where(eq(jobRequests.userId, userId)))[0]!.n;

/** A job in progress that `contractor` booked: a $300 estimate with its deposit paid and the visit started. */
async function aJobInProgress() {
  const contractor = await aContractor(api.db);
  const auth = await bearerFor(api, contractor.user.id);
  const customer = await aConsumer(api.db);
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, status: 'InProgress', address: '12 Oak Hill Road', contactName: 'Casey Homeowner' });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked', distanceMiles: 2.5 });
  const proposal = await aProposal(api.db, job, contractor, { totalCents: 30000, depositCents: 10000, status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
  await aPaidDeposit(api.db, proposal, 10000);
  await aVisit(api.db, proposal, new Date(api.clock.now().getTime() - HOUR), { status: 'InProgress' });
  return { contractor, auth, assignment };
}

const extraWork = { action: 'AddExtraWork', amountCents: 5000, description: 'Replace the rotted threshold' };
const addExtraWork = (assignmentId: string, headers: Auth, body: Record<string, unknown> = extraWork) =>
  api.post(`/AssignedJobAppointments/${assignmentId}/contractor-action`, body, headers);
const owedFor = async (assignmentId: string, auth: Auth) => {
  const res = await api.get(`/AssignedJobAppointments/${assignmentId}`, auth);
  return ((await res.json()) as AssignedJobAppointment).proposal?.subsequentPaymentCents;
};

describe('a write sent twice with one Idempotency-Key', () => {
  it('adds the extra work once when sent again after its answer, and answers the same again, marked as replayed', async () => {
    const { auth, assignment } = await aJobInProgress();
    const key = newKey();
    const first = await addExtraWork(assignment.id, withKey(auth, key));
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await addExtraWork(assignment.id, withKey(auth, key));
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await again.json()).toEqual(await first.json());
    expect(await owedFor(assignment.id, auth)).toBe(5000);
  });

  it('adds the extra work once when both are sent at once: the other answers the same, or 409 while the first is carried out', async () => {
    const { auth, assignment } = await aJobInProgress();
    const key = newKey();
    const answers = await Promise.all([addExtraWork(assignment.id, withKey(auth, key)), addExtraWork(assignment.id, withKey(auth, key))]);
    const statuses = answers.map((res) => res.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await owedFor(assignment.id, auth)).toBe(5000);
    // The retry the client sends after a 409 gets the first answer.
    const done = answers.find((res) => res.status === 200)!;
    const retry = await addExtraWork(assignment.id, withKey(auth, key));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await done.json());
  });

  it('creates one job request, dispatched once, when sent again after its answer', async () => {
    const customer = await aCustomer();
    const trade = await aTrade(api.db);
    const key = newKey();
    const first = await api.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, key));
    expect(first.status).toBe(201);
    const again = await api.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, key));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const created = (await first.json()) as JobRequest;
    expect(await again.json()).toEqual(created);
    expect(await requestsOf(customer.id)).toBe(1);
  });

  it('creates one job request when both are sent at once', async () => {
    const customer = await aCustomer();
    const trade = await aTrade(api.db);
    const key = newKey();
    const send = () => api.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, key));
    const answers = await Promise.all([send(), send()]);
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(answers.map((res) => res.status).sort());
    expect(await requestsOf(customer.id)).toBe(1);
    const created = await answers.find((res) => res.status === 201)!.json();
    expect(await (await send()).json()).toEqual(created);
  });

  it('keeps a refusal as it keeps a success: the same request gets the same 409 back', async () => {
    const customer = await aCustomer();
    const trade = await aTrade(api.db);
    const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, status: 'Canceled' });
    const key = newKey();
    const first = await api.post(`/JobRequests/${job.id}/keep-visit`, undefined, withKey(customer.auth, key));
    expect(first.status).toBe(409);
    const again = await api.post(`/JobRequests/${job.id}/keep-visit`, undefined, withKey(customer.auth, key));
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });
});

describe('keys one account sends in a day', () => {
  it(`are at most ${KEYED_WRITES_PER_DAY}: the next write with a key is refused with 429 and keeps nothing, others' keys are theirs, and the day after they are taken again`, async () => {
    const trade = await aTrade(api.db);
    const customer = await aCustomer();
    // A script's day of writes, each with a fresh key and each answer kept, is the counter one short of the bound.
    await api.db.insert(rateLimits).values({ key: `idempotent:user:${customer.id}:${IDEMPOTENCY_KEY_LIFE_MS}`, windowStart: api.clock.now(), count: KEYED_WRITES_PER_DAY - 1 });
    expect((await api.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, newKey()))).status).toBe(201);
    const key = newKey();
    const refused = await api.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, key));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(23 * 60 * 60);
    expect(await refused.json()).toEqual({ Message: 'Too many requests sent with an Idempotency-Key today. Please try again later.', Errors: [`Try again in ${wait} seconds.`] });
    expect(await requestsOf(customer.id)).toBe(1);
    expect(await api.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, key)))).toEqual([]);

    const other = await aCustomer();
    expect((await api.post('/JobRequests', requestBody(trade.id), withKey(other.auth, newKey()))).status).toBe(201);
    // The day since the counter's window began is over.
    await api.db.update(rateLimits).set({ windowStart: new Date(api.clock.now().getTime() - DAY) }).where(eq(rateLimits.key, `idempotent:user:${customer.id}:${IDEMPOTENCY_KEY_LIFE_MS}`));
    expect((await api.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, key))).status).toBe(201);
  });
});

describe('a write without an Idempotency-Key', () => {
  it('is carried out each time it is sent, as before, and keeps nothing', async () => {
    const { auth, assignment, contractor } = await aJobInProgress();
    expect((await addExtraWork(assignment.id, auth)).status).toBe(200);
    const again = await addExtraWork(assignment.id, auth);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await owedFor(assignment.id, auth)).toBe(10000);
    expect(await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, contractor.user.id))).toEqual([]);
  });
});

describe('a key sent again with something else', () => {
  it('answers 422 with another body, another path or another route, and does nothing', async () => {
    const { auth, assignment } = await aJobInProgress();
    const other = await aJobInProgress();
    const key = newKey();
    expect((await addExtraWork(assignment.id, withKey(auth, key))).status).toBe(200);
    const refusal = 'This Idempotency-Key was already sent with a different request. Send a new key with each new request.';
    expect(await domainError(await addExtraWork(assignment.id, withKey(auth, key), { ...extraWork, amountCents: 6000 }), 422)).toBe(refusal);
    expect(await domainError(await api.post(`/AssignedJobAppointments/${assignment.id}/acknowledge-canceled`, undefined, withKey(auth, key)), 422)).toBe(refusal);
    const otherAuth = withKey(await bearerFor(api, other.contractor.user.id), key);
    // Another contractor's same key is a key of their own.
    expect((await addExtraWork(other.assignment.id, otherAuth)).status).toBe(200);
    expect(await owedFor(assignment.id, auth)).toBe(5000);
  });

  it('answers 409 while the first request with the key is still being carried out', async () => {
    const { auth, assignment, contractor } = await aJobInProgress();
    const key = newKey();
    // What the first request leaves while its handler runs: the key claimed, no answer yet.
    await api.db.insert(idempotencyKeys).values({ userId: contractor.user.id, key, fingerprint: 'the first request', createdAt: api.clock.now() });
    expect(await domainError(await addExtraWork(assignment.id, withKey(auth, key)), 409)).toBe(
      'A request with this Idempotency-Key is still being carried out. Try again in a moment to get its answer.',
    );
    expect(await owedFor(assignment.id, auth)).toBe(0);
  });
});

describe('keys of different users', () => {
  it('are independent: the same key creates a job request for each customer', async () => {
    const trade = await aTrade(api.db);
    const key = newKey();
    const [one, two] = [await aCustomer(), await aCustomer()];
    const first = await api.post('/JobRequests', requestBody(trade.id), withKey(one.auth, key));
    const second = await api.post('/JobRequests', requestBody(trade.id), withKey(two.auth, key));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(((await first.json()) as JobRequest).id).not.toBe(((await second.json()) as JobRequest).id);
    expect([await requestsOf(one.id), await requestsOf(two.id)]).toEqual([1, 1]);
  });
});

describe('a first request that fails on our side', () => {
  it('keeps nothing, so that the retry with its key is carried out', async () => {
    const fresh = await freshApi();
    await theServiceArea(fresh.db);
    const customer = await aCustomer(fresh);
    const trade = await aTrade(fresh.db);
    const key = newKey();
    await fresh.db.execute(sql`create function refuse_job_requests() returns trigger language plpgsql as $$ begin raise exception 'the database refused'; end $$`);
    await fresh.db.execute(sql`create trigger refuse_job_requests before insert on job_requests for each row execute function refuse_job_requests()`);
    const failed = await fresh.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, key));
    expect(failed.status).toBe(500);
    expect(await fresh.db.select().from(idempotencyKeys)).toEqual([]);

    await fresh.db.execute(sql`drop trigger refuse_job_requests on job_requests`);
    const retried = await fresh.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, key));
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await requestsOf(customer.id, fresh)).toBe(1);
  });
});

describe('the key itself', () => {
  it('is refused in the Validation Error style when longer than 255 characters or empty, and nothing is done', async () => {
    const { auth, assignment } = await aJobInProgress();
    expect(await validationErrors(await addExtraWork(assignment.id, withKey(auth, 'k'.repeat(256))))).toEqual({ 'idempotency-key': ['Must be 255 characters or fewer.'] });
    expect(await validationErrors(await addExtraWork(assignment.id, withKey(auth, '')))).toEqual({ 'idempotency-key': ['Must not be empty: leave the header out to send no key.'] });
    expect(await owedFor(assignment.id, auth)).toBe(0);
    expect((await addExtraWork(assignment.id, withKey(auth, 'k'.repeat(255)))).status).toBe(200);
  });
});

describe('kept answers', () => {
  it('are kept for 24 hours: the key then carries out its request again, and housekeeping forgets them', async () => {
    const fresh = await freshApi();
    await theServiceArea(fresh.db);
    fresh.clock.set('2026-05-01T10:00:00Z');
    const customer = await aCustomer(fresh);
    const trade = await aTrade(fresh.db);
    const key = newKey();
    // A token of the moment: an access token lives shorter than a kept answer.
    const send = async () => fresh.post('/JobRequests', requestBody(trade.id, { preferredDates: ['2026-05-20'] }), withKey(await bearerFor(fresh, customer.id), key));
    expect((await send()).status).toBe(201);

    fresh.clock.advance(23 * HOUR);
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    await pruneExpiredRows(fresh.db, fresh.clock.now(), createLogger({ silent: true }));
    expect(await fresh.db.select().from(idempotencyKeys)).toHaveLength(1);

    await pruneExpiredRows(fresh.db, new Date(fresh.clock.now().getTime() + 2 * HOUR), createLogger({ silent: true }));
    expect(await fresh.db.select().from(idempotencyKeys)).toEqual([]);

    fresh.clock.advance(DAY);
    const later = await send();
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await requestsOf(customer.id, fresh)).toBe(2);
    expect(await fresh.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, key)))).toHaveLength(1);
  });

  it('go with the account that kept them: a deletion leaves no answer holding what it sent', async () => {
    const customer = await aCustomer();
    const trade = await aTrade(api.db);
    expect((await api.post('/JobRequests', requestBody(trade.id), withKey(customer.auth, newKey()))).status).toBe(201);
    const kept = () => api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, customer.id));
    expect((await kept())[0]!.body).toContain('12 Oak Hill Road');
    expect((await api.post('/Authentication/delete-account', undefined, customer.auth)).status).toBe(202);
    expect(await kept()).toEqual([]);
  });
});

describe('the published contract', () => {
  type Operation = { parameters?: { in: string; name: string; description?: string }[]; responses: Record<string, { description: string; content?: Record<string, unknown> }> };
  const document = JSON.parse(readFileSync(projectPath('contract/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const keyed = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

  it('says what a key can be answered on every write that takes one, beside what the write answers itself', () => {
    expect(keyed.length).toBeGreaterThan(10);
    const missing = keyed.flatMap(({ name, op }) =>
      [
        [409, /still being carried out/],
        [422, /already sent with a different request/],
        [429, new RegExp(`More than ${KEYED_WRITES_PER_DAY} writes with an Idempotency-Key today`, 'i')],
      ]
        .filter(([status, words]) => !(words as RegExp).test(op.responses[String(status)]?.description ?? '') || !op.responses[String(status)]?.content?.['application/json'])
        .map(([status]) => `${name} ${status}`),
    );
    expect(missing).toEqual([]);
    // A status the write answers for a reason of its own keeps its words.
    expect(document.paths['/JobAppointments/{id}/reschedule']!.post!.responses['409']!.description).toMatch(/^The slot is not free.*; or a request with this Idempotency-Key is still being carried out$/);
  });

  it("says in the key's own description each status the key answers, the daily limit's 429 with it", () => {
    const described = new Set(keyed.map(({ op }) => op.parameters!.find((p) => p.in === 'header' && p.name === 'idempotency-key')!.description));
    expect(described.size).toBe(1);
    const [description] = described;
    expect(description).toMatch(/answers 409 while its first request is still being carried out, and 422 with a request other than the first's/);
    expect(description).toContain(`Each signed-in user may send ${KEYED_WRITES_PER_DAY} requests with a key in 24 hours`);
    expect(description).toMatch(/a request with a key answers 429 with `Retry-After`/);
  });
});
