import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobRequestEvents, processedWebhookEvents } from '../../server/db/schema';
import { startPayment } from '../../server/payments/payments';
import { aContractor, aJobRequest, anAssignment } from './factories';
import { createTestApi, openPostgresTestDatabase, openSharedTestDatabase, testEnv, type TestApi } from './harness';
import { aCustomer, aProposal, deliver, paymentRow, signedEvent } from './payment-fixtures';
import { domainError } from './problems';
import { withDatabase } from './global-setup';
import { type ServerProcess, useServerProcesses } from './server-process';
import { newClientIp, newPhoneNumber, type SignInApi, signIn } from './sign-in';

/** One instance of the server as a client reaches it. */
type Instance = SignInApi & Pick<TestApi, 'request'>;

interface Instances {
  a: Instance;
  b: Instance;
  /** In the test's own hands, on the same database: makes rows, signs events and reads what the instances did. */
  local: Pick<TestApi, 'db' | 'clock' | 'env' | 'payments'>;
}

/** Settings every instance shares, as docs/operations.md asks of N instances. */
const shared = {
  TRUST_PROXY: 'true',
  JWT_SECRET: testEnv().JWT_SECRET,
  STRIPE_WEBHOOK_SECRET: `whsec_test_${crypto.randomUUID().replaceAll('-', '')}`,
};

/*
 * Two instances of the server on one database, as behind a load balancer: whatever one counts, records
 * or decides, the other must see at once. On PostgreSQL they are two server processes, as production
 * runs them; PGlite belongs to one process, so there they are two apps in this one, sharing its handle.
 */
if (inject('postgresUrl')) {
  describe('three server processes started at once on an empty PostgreSQL database', () => {
    const servers = useServerProcesses('instances-start');
    const cwd = mkdtempSync(path.join(tmpdir(), 'instances-start-'));
    const name = `app_test_${inject('postgresRunId')}_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create database "${name}"`);
    });
    afterAll(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(cwd, { recursive: true, force: true });
    });

    it('all become healthy, having migrated and loaded the demo data once between them', async () => {
      const url = withDatabase(inject('postgresUrl'), name);
      const start = (n: number) => servers.start({ cwd, env: { ...shared, DATABASE_URL: url, DATA_DIR: path.join(cwd, `data-${n}`), SEED_DEMO_DATA: 'true' } });
      const started = await Promise.allSettled([start(1), start(2), start(3)]);
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'healthy'))).toEqual(['healthy', 'healthy', 'healthy']);
      const instances = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
      for (const instance of instances) expect((await instance.get('/Healthcheck')).status).toBe(200);
      // The demo customer's jobs were loaded once: each of them is there, and none twice.
      const database = new pg.Client({ connectionString: url });
      await database.connect();
      const { rows } = await database.query<{ jobs: number; names: number }>(
        `select count(*)::int as jobs, count(distinct j.name)::int as names from job_requests j join users u on u.id = j.user_id where u.phone_number = '+15085550150'`,
      );
      await database.end();
      expect(rows[0]!.jobs).toBeGreaterThan(5);
      expect(rows[0]!.jobs).toBe(rows[0]!.names);
      await Promise.all(instances.map((instance) => instance.kill()));
    }, 180_000);
  });

  describe('two server processes on one PostgreSQL database', () => {
    const servers = useServerProcesses('instances');
    const cwd = mkdtempSync(path.join(tmpdir(), 'instances-'));
    let instances: Instances;
    let local: TestApi;
    beforeAll(async () => {
      const database = await openPostgresTestDatabase();
      local = await createTestApi({ env: shared, database: database.handle });
      // The database is migrated already, so both may start at once; each keeps its outbox in a data folder of its own.
      const start = (name: string) => servers.start({ cwd, env: { ...shared, DATABASE_URL: database.url, DATA_DIR: path.join(cwd, name) } });
      const [a, b] = await Promise.all([start('a'), start('b')]);
      instances = { a: a!, b: b!, local };
    }, 120_000);
    afterAll(async () => {
      await local?.close();
      rmSync(cwd, { recursive: true, force: true });
    });
    holdAsOne(() => instances);
  });
} else {
  describe('two app instances on one PGlite database', () => {
    let instances: Instances;
    let a: TestApi;
    beforeAll(async () => {
      const [first, second] = await openSharedTestDatabase(2);
      a = await createTestApi({ env: shared, database: first });
      const b = await createTestApi({ env: shared, database: second, clock: a.clock });
      instances = { a, b, local: a };
    });
    afterAll(() => a?.close());
    holdAsOne(() => instances);
  });
}

function holdAsOne(get: () => Instances) {
  /** Instance A for even turns, B for odd ones. */
  const instance = (turn: number): Instance => (turn % 2 === 0 ? get().a : get().b);

  it('count rate limits together: a code resent through the other instance is still too soon', async () => {
    const { a, b } = get();
    const phoneNumber = newPhoneNumber();
    const headers = { 'X-Forwarded-For': newClientIp() };
    expect((await a.post('/Authentication/send-phone-login-token', { phoneNumber }, headers)).status).toBe(202);
    const again = await b.post('/Authentication/send-phone-login-token', { phoneNumber }, headers);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('count sign-in attempts together: 30 from one address spread over both, and the 31st is refused on either', async () => {
    const headers = { 'X-Forwarded-For': newClientIp() };
    const attempt = (turn: number) => instance(turn).post('/Authentication/phone-login', { phoneNumber: newPhoneNumber(), code: '123456' }, headers);
    for (let turn = 0; turn < 30; turn += 1) expect((await attempt(turn)).status).not.toBe(429);
    expect((await attempt(30)).status).toBe(429);
    expect((await attempt(31)).status).toBe(429);
  });

  it('see a refresh token rotated twice on one instance reused on the other, and end the whole sign-in on both', async () => {
    const { a, b } = get();
    const user = await signIn(a);
    const once = await a.post('/Authentication/refresh', { refreshToken: user.refreshToken });
    expect(once.status).toBe(200);
    const rotated = await a.post('/Authentication/refresh', { refreshToken: ((await once.json()) as { refreshToken: string }).refreshToken });
    expect(rotated.status).toBe(200);
    const current = (await rotated.json()) as { token: string; refreshToken: string };

    const reused = await b.post('/Authentication/refresh', { refreshToken: user.refreshToken });
    expect(await domainError(reused, 401)).toBe('This session was ended because its refresh token was used twice. Sign in again.');
    expect((await a.post('/Authentication/refresh', { refreshToken: current.refreshToken })).status).toBe(401);
    for (const api of [a, b]) expect((await api.get('/Authentication/current-identity', { Authorization: `Bearer ${current.token}` })).status).toBe(401);
  });

  it('apply a Stripe event delivered to both at the same moment once', async () => {
    const { a, b, local } = get();
    const customer = await aCustomer(local.db);
    const proposal = await aProposal(local.db, customer.id);
    const payment = await startPayment(local, {
      userId: customer.id,
      kind: 'Deposit',
      jobProposalId: proposal.id,
      amountCents: 10_000,
      idempotencyKey: `deposit-${proposal.id}`,
    });
    const event = signedEvent(local, 'payment_intent.succeeded', {
      id: payment.stripePaymentIntentId,
      object: 'payment_intent',
      amount: payment.amountCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { paymentId: payment.id, kind: payment.kind, jobProposalId: payment.jobProposalId },
      latest_charge: null,
      last_payment_error: null,
    });

    const answers = await Promise.all([deliver(a, event), deliver(b, event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as { duplicate: boolean }[];
    expect(bodies.map((body) => body.duplicate).sort()).toEqual([false, true]);
    expect(await paymentRow(local.db, payment.id)).toMatchObject({ status: 'Succeeded' });
    // The deposit's effect ran once: the job heard of the payment once.
    const events = await local.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, proposal.jobRequestId));
    expect(events.filter((e) => e.type === 'DepositPaid')).toHaveLength(1);
    const eventId = (JSON.parse(event.body) as { id: string }).id;
    const [recorded] = await local.db.select({ n: count() }).from(processedWebhookEvents).where(eq(processedWebhookEvents.providerEventId, eventId));
    expect(recorded?.n).toBe(1);
  });

  it('take one of two cancelations of a job sent at once, one to each, and refuse the other with 409', async () => {
    const { a, b, local } = get();
    const user = await signIn(a);
    const job = await aJobRequest(local.db, { userId: user.userId, status: 'Dispatched' });
    await anAssignment(local.db, job, await aContractor(local.db), { state: 'Offered' });
    const cancel = (api: Instance, reason: string) => api.post(`/JobRequests/${job.id}/request-cancelation`, { reason }, user.auth);

    const answers = await Promise.all([cancel(a, 'First'), cancel(b, 'Second')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await domainError(answers.find((res) => res.status === 409)!, 409)).toBe('This job request is canceled. Nothing more can be done to it online.');
    const events = await local.db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, job.id));
    expect(events.filter((e) => e.type === 'Canceled')).toHaveLength(1);
  });
}
