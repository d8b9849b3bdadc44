import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type AppOptions, createApp } from '../../server/app';
import { OutboxSms } from '../../server/auth/sms';
import { CaptchaOff, type CaptchaVerifier } from '../../server/captcha/captcha';
import type { DatabaseHandle } from '../../server/db/client';
import { fromPglite } from '../../server/db/pglite';
import { fromPool } from '../../server/db/postgres';
import { parseServerEnv, type ServerEnv } from '../../server/env';
import { createLogger, type Logger } from '../../server/lib/logger';
import { ResponseCache } from '../../server/lib/response-cache';
import { OutboxEmail } from '../../server/notifications/email';
import { sendPendingNotifications } from '../../server/notifications/worker';
import type { PaymentGateway } from '../../server/payments/gateway';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { withDatabase } from './global-setup';

let dump: Blob | undefined;

/** A fresh, migrated database: a copy of the run's PGlite dump, or a PostgreSQL database cloned from the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const [handle] = await openSharedTestDatabase(1);
  return handle!;
}

/**
 * One fresh database as `count` server instances would reach it: on PostgreSQL each through a pool of its
 * own; PGlite belongs to one process, so there they share its one handle. Closing the first closes them all.
 */
export async function openSharedTestDatabase(count: number): Promise<DatabaseHandle[]> {
  if (inject('postgresUrl')) {
    const { url, handle: first } = await openPostgresTestDatabase();
    const others = Array.from({ length: count - 1 }, () => fromPool(new pg.Pool({ connectionString: url, max: 5 })));
    const closeAll = async () => {
      await Promise.all(others.map((h) => h.close()));
      await first.close();
    };
    return [{ ...first, close: closeAll }, ...others.map((handle) => ({ ...handle, close: async () => {} }))];
  }
  dump ??= new Blob([readFileSync(inject('pgliteDump'))]);
  const handle = fromPglite(await PGlite.create({ loadDataDir: dump }));
  return Array.from({ length: count }, (_, i) => (i === 0 ? handle : { ...handle, close: async () => {} }));
}

/**
 * A fresh PostgreSQL database cloned from the run's template, with its URL for others to reach it (a
 * server process the test starts); closing the handle drops the database. Only when the suite runs
 * on PostgreSQL.
 */
export async function openPostgresTestDatabase(): Promise<{ url: string; handle: DatabaseHandle }> {
  const server = inject('postgresUrl');
  if (!server) throw new Error('The suite runs on PGlite: set TEST_DATABASE_URL for a PostgreSQL database.');
  const name = `app_test_${inject('postgresRunId')}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const url = withDatabase(server, name);
  const handle = fromPool(new pg.Pool({ connectionString: url, max: 5 }));
  const close = async () => {
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  return { url, handle: { ...handle, close } };
}

export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

function createClock(): TestClock {
  let offset = 0;
  let fixed: Date | undefined;
  return {
    now: () => new Date((fixed?.getTime() ?? Date.now()) + offset),
    set: (date) => {
      fixed = new Date(date);
      offset = 0;
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}

export const testEnv = (overrides: Record<string, string> = {}): ServerEnv =>
  parseServerEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-at-least-32-characters', ...overrides });

/**
 * The API on its own database. Call at the top of a file (one database per file, closed after it)
 * or in a `beforeEach` when a test needs an empty database.
 */
export async function createTestApi(
  options: {
    env?: Record<string, string>;
    captcha?: CaptchaVerifier;
    log?: Logger;
    /** The payment gateway; the sandbox (signing with a fresh webhook secret) unless given. */
    payments?: (deps: { db: DatabaseHandle['db']; env: ServerEnv; now: () => Date; log: Logger }) => PaymentGateway;
    /**
     * Keep catalogue answers in memory as the server does. Off by default: tests that write the
     * catalogue straight to the database read it back at once, before the change's notification.
     */
    cacheCatalogue?: boolean;
    /** A database already open (another instance's, see `openSharedTestDatabase`); a fresh one unless given. */
    database?: DatabaseHandle;
    /** The clock of another instance, so that both see the same time; a clock of its own unless given. */
    clock?: TestClock;
  } & Pick<AppOptions, 'staticDir' | 'errors' | 'stopping'> = {},
) {
  const handle = options.database ?? (await openTestDatabase());
  const clock = options.clock ?? createClock();
  const base = testEnv(options.env);
  const env = { ...base, STRIPE_WEBHOOK_SECRET: base.STRIPE_WEBHOOK_SECRET || `whsec_test_${randomUUID().replaceAll('-', '')}` };
  const log = options.log ?? createLogger({ silent: true });
  /** Every code the API texts; tests read codes here (`outbox.lastCode(phone)`), never from the API. */
  const outbox = new OutboxSms(log, env.PUBLIC_URL, clock.now);
  /** Off unless the test passes a verifier (e.g. `RecaptchaVerifier` with a fake `fetch`), so no test reaches Google. */
  const captcha = options.captcha ?? new CaptchaOff();
  const deps = { db: handle.db, env, now: clock.now, log };
  const payments =
    options.payments?.(deps) ?? new SandboxGateway({ ...deps, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publicUrl: env.PUBLIC_URL });
  const catalogue = new ResponseCache();
  if (options.cacheCatalogue) await catalogue.follow(handle, log);
  const app = createApp({ db: handle.db, env, log, now: clock.now, sms: outbox, captcha, staticDir: options.staticDir, errors: options.errors, payments, catalogue, stopping: options.stopping });
  const request = (path: string, init?: RequestInit) => app.request(`/api/v1${path}`, init);
  /** Every e-mail the notifications worker sends. */
  const email = new OutboxEmail(log, clock.now);
  return {
    app,
    db: handle.db,
    clock,
    env,
    outbox,
    email,
    /** Runs the notifications worker once, as its timer would: texts land in `outbox.texts`, e-mails in `email.sent`. */
    sendNotifications: () => sendPendingNotifications(handle.db, { sms: outbox, email, log, now: clock.now }),
    captcha,
    payments,
    catalogue,
    request,
    get: (path: string, headers?: Record<string, string>) => request(path, { headers }),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () => handle.close(),
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** One API per test file, closed when the file ends. */
export async function useTestApi(options?: Parameters<typeof createTestApi>[0]) {
  const api = await createTestApi(options);
  afterAll(() => api.close());
  return api;
}

type Query = (text: unknown, ...rest: unknown[]) => Promise<unknown>;
type PgliteTransaction = { query: Query };

const textOf = (text: unknown) => (typeof text === 'string' ? text : String((text as { text?: string }).text));

/**
 * The statements `work` sends to the database through `db`, those of its transactions among them (with
 * their `begin` and `commit`), so a test can hold a request to the number of round trips it costs. On
 * PostgreSQL every statement goes out on a connection the pool hands out, a transaction's on the one it
 * holds: each connection handed out while `work` runs is watched. PGlite runs a transaction's
 * statements, and its `begin` and `commit`, on a handle of its own: each one it opens is watched, and
 * its `begin` and `commit` written down as PostgreSQL would send them.
 */
export async function countQueries<T>(db: DatabaseHandle['db'], work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const client = (db as unknown as { $client: unknown }).$client;
  const queries: string[] = [];
  const watch = (query: Query): Query =>
    function (this: unknown, text, ...rest) {
      queries.push(textOf(text));
      return query.call(this, text, ...rest);
    };
  const restore: (() => void)[] = [];
  if (client instanceof pg.Pool) {
    const watched = new Set<pg.PoolClient>();
    const onAcquire = (connection: pg.PoolClient) => {
      if (watched.has(connection)) return;
      watched.add(connection);
      connection.query = watch(connection.query as Query) as typeof connection.query;
    };
    client.on('acquire', onAcquire);
    restore.push(() => {
      client.off('acquire', onAcquire);
      // The watch is an own property over the prototype's method: removing it puts the method back.
      for (const connection of watched) delete (connection as { query?: unknown }).query;
    });
  } else {
    const pglite = client as PGlite;
    const { query, transaction } = pglite;
    pglite.query = watch(query as Query) as typeof query;
    pglite.transaction = async function <R>(this: PGlite, callback: (tx: PgliteTransaction) => Promise<R>) {
      queries.push('begin');
      try {
        const result = await transaction.call(this, (tx) => {
          (tx as unknown as PgliteTransaction).query = watch(tx.query as Query);
          return callback(tx as unknown as PgliteTransaction);
        });
        queries.push('commit');
        return result;
      } catch (err) {
        queries.push('rollback');
        throw err;
      }
    } as typeof transaction;
    restore.push(() => {
      pglite.query = query;
      pglite.transaction = transaction;
    });
  }
  try {
    return { result: await work(), queries };
  } finally {
    for (const undo of restore) undo();
  }
}

/**
 * The plan the database makes for `query` with scans of whole tables ruled out: a test's few rows make
 * a scan cheapest, and what is left is the index the query would walk at a real provider's size. With
 * `analyze`, as it ran (without timings), so that what it read is shown too.
 */
export async function planOf(db: DatabaseHandle['db'], query: SQL, options: { analyze?: boolean } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const explain = options.analyze ? sql`explain (analyze, costs off, timing off, summary off)` : sql`explain`;
    const result = (await tx.execute(sql`${explain} ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
