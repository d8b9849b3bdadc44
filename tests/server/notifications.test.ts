import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addDays, dateIn } from '../../contract/forms';
import { createSmsSender, OutboxSms, type SmsSender } from '../../server/auth/sms';
import { notifications } from '../../server/db/schema';
import { parseServerEnv } from '../../server/env';
import { createLogger } from '../../server/lib/logger';
import { createEmailSender, OutboxEmail } from '../../server/notifications/email';
import { enqueueNotification, type NotificationDraft } from '../../server/notifications/outbox';
import { outboxFileFor } from '../../server/notifications/outbox-file';
import { CLAIM_MS, HOURLY_LIMIT_PER_RECIPIENT, MAX_ATTEMPTS, type NotificationPorts, sendPendingNotifications, startNotificationWorker } from '../../server/notifications/worker';
import { aConsumer, aContractor, aTrade, randomPhone, theServiceArea, unique } from './factories';
import { useTestApi } from './harness';
import { bearerFor } from './sign-in';

const api = await useTestApi();
await theServiceArea(api.db);
const log = createLogger({ silent: true });

const aText = (to: string, overrides: Partial<NotificationDraft> = {}): NotificationDraft => ({ channel: 'sms', to, kind: 'JobOffered', body: `A job ${unique()}`, ...overrides });
const rowsTo = (to: string) => api.db.select().from(notifications).where(eq(notifications.to, to));

/** Ports whose SMS side fails the way a provider outage does. */
const failingPorts = (): NotificationPorts => ({
  sms: { description: 'down', sendCode: async () => {}, sendText: async () => Promise.reject(new Error('Twilio answered 503')) } satisfies SmsSender,
  email: api.email,
  log,
  now: api.clock.now,
});

describe('the notifications worker', () => {
  it('sends what a step queued once the step is done, never during the request, and each message once', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade], zipCode: '01772' });
    const customer = await aConsumer(api.db);
    const res = await api.post(
      '/JobRequests',
      { tradeId: trade.id, name: 'Gutters', description: 'Clean the gutters.', address: '3 Elm St', city: 'Southborough', zipCode: '01772', preferredDates: [addDays(dateIn(undefined, api.clock.now()), 5)] },
      await bearerFor(api, customer.id),
    );
    expect(res.status).toBe(201);
    const phone = contractor.user.phoneNumber!;
    expect(api.outbox.textsTo(phone)).toEqual([]);
    expect(await rowsTo(phone)).toEqual([expect.objectContaining({ kind: 'JobOffered', status: 'Pending', userId: contractor.user.id })]);

    expect((await api.sendNotifications()).sent).toBeGreaterThanOrEqual(1);
    expect(api.outbox.textsTo(phone)).toEqual([expect.objectContaining({ kind: 'JobOffered', body: expect.stringContaining('"Gutters"') })]);
    expect(await rowsTo(phone)).toEqual([expect.objectContaining({ status: 'Sent', attempts: 1, sentAt: expect.any(Date), lastError: null })]);

    await api.sendNotifications();
    expect(api.outbox.textsTo(phone)).toHaveLength(1);
  });

  it('sends each message once when several workers drain the outbox at the same time', async () => {
    const numbers = Array.from({ length: 6 }, () => randomPhone());
    for (const to of numbers) for (let i = 0; i < 3; i++) await enqueueNotification(api.db, aText(to));
    const outboxes = [new OutboxSms(log, undefined, api.clock.now), new OutboxSms(log, undefined, api.clock.now), new OutboxSms(log, undefined, api.clock.now)];
    const results = await Promise.all(outboxes.map((sms) => sendPendingNotifications(api.db, { sms, email: api.email, log, now: api.clock.now })));
    const sent = outboxes.flatMap((o) => o.texts).filter((t) => numbers.includes(t.to));
    expect(sent).toHaveLength(18);
    expect(new Set(sent.map((t) => t.body)).size).toBe(18);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(18);
    const rows = await api.db.select().from(notifications).where(inArray(notifications.to, numbers));
    expect(rows.every((r) => r.status === 'Sent' && r.attempts === 1)).toBe(true);
  });

  it('lets the server read its requests between the messages of a long drain', async () => {
    const numbers = Array.from({ length: 25 }, () => randomPhone());
    for (const to of numbers) await enqueueNotification(api.db, aText(to));
    const sms = new OutboxSms(log, undefined, api.clock.now);
    const drain = sendPendingNotifications(api.db, { sms, email: api.email, log, now: api.clock.now });
    // What a request arriving now would find: on PGlite, whose answers settle without a turn of the
    // event loop, a drain that took none would have sent everything before the request was even read.
    const sentWhenARequestIsRead = await new Promise<number>((resolve) => setImmediate(() => resolve(sms.texts.length)));
    await drain;
    expect(sms.texts.filter((t) => numbers.includes(t.to))).toHaveLength(25);
    expect(sentWhenARequestIsRead).toBeLessThan(2);
  });

  it('sends the messages of one step in the order it queued them', async () => {
    const to = randomPhone();
    // One transaction: every row has the same createdAt, the transaction's time.
    const bodies = Array.from({ length: HOURLY_LIMIT_PER_RECIPIENT.sms }, (_, i) => `Message ${i + 1} ${unique()}`);
    await api.db.transaction(async (tx) => {
      for (const body of bodies) await enqueueNotification(tx, aText(to, { body }));
    });
    await api.sendNotifications();
    expect(api.outbox.textsTo(to).map((t) => t.body)).toEqual(bodies);
  });

  it('has nothing to send for a step that rolled back', async () => {
    const to = randomPhone();
    await expect(
      api.db.transaction(async (tx) => {
        await enqueueNotification(tx, aText(to));
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('the step failed');
    await api.sendNotifications();
    expect(await rowsTo(to)).toEqual([]);
    expect(api.outbox.textsTo(to)).toEqual([]);
  });

  it(`texts one number at most ${HOURLY_LIMIT_PER_RECIPIENT.sms} times an hour about no job and skips the rest, saying why`, async () => {
    api.clock.set('2026-06-01T12:00:00Z');
    const to = randomPhone();
    for (let i = 0; i < HOURLY_LIMIT_PER_RECIPIENT.sms + 2; i++) await enqueueNotification(api.db, aText(to));
    const other = randomPhone();
    await enqueueNotification(api.db, aText(other));
    await api.sendNotifications();

    const rows = await rowsTo(to);
    expect(rows.filter((r) => r.status === 'Sent')).toHaveLength(HOURLY_LIMIT_PER_RECIPIENT.sms);
    expect(rows.filter((r) => r.status === 'Skipped').map((r) => r.lastError)).toEqual([
      'Not sent: 10 texts already went to this number in the last hour.',
      'Not sent: 10 texts already went to this number in the last hour.',
    ]);
    expect(api.outbox.textsTo(to)).toHaveLength(HOURLY_LIMIT_PER_RECIPIENT.sms);
    expect(api.outbox.textsTo(other)).toHaveLength(1);

    api.clock.set('2026-06-01T13:00:01Z');
    await enqueueNotification(api.db, aText(to));
    await api.sendNotifications();
    expect(api.outbox.textsTo(to)).toHaveLength(HOURLY_LIMIT_PER_RECIPIENT.sms + 1);
  });

  it('keeps to the hourly limit within one batch, counting what the batch itself sent', async () => {
    api.clock.set('2026-06-02T12:00:00Z');
    const to = randomPhone();
    const limit = HOURLY_LIMIT_PER_RECIPIENT.sms;
    for (let i = 0; i < limit - 2; i++) await enqueueNotification(api.db, aText(to));
    await api.sendNotifications();
    // One step queues more than the number has left this hour: they are taken as one batch.
    await api.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await enqueueNotification(tx, aText(to));
    });
    await api.sendNotifications();
    expect(api.outbox.textsTo(to)).toHaveLength(limit);
    expect((await rowsTo(to)).filter((r) => r.status === 'Skipped')).toHaveLength(3);
  });

  it('sends e-mails through the e-mail port, with their own limit', async () => {
    const to = `owner-${unique()}@example.com`;
    for (let i = 0; i < HOURLY_LIMIT_PER_RECIPIENT.email + 1; i++) {
      await enqueueNotification(api.db, { channel: 'email', to, kind: 'RenewalNotice', subject: `Your renewal ${i}`, body: 'Your membership renews soon.' });
    }
    await api.sendNotifications();
    expect(api.email.sentTo(to)).toHaveLength(HOURLY_LIMIT_PER_RECIPIENT.email);
    // Queued in one breath they may share a timestamp, so which one waits is not fixed; none goes twice.
    expect(new Set(api.email.sentTo(to).map((m) => m.subject)).size).toBe(HOURLY_LIMIT_PER_RECIPIENT.email);
    expect(api.email.sentTo(to)[0]).toMatchObject({ subject: expect.stringMatching(/^Your renewal \d+$/), body: 'Your membership renews soon.', kind: 'RenewalNotice' });
    expect((await rowsTo(to)).filter((r) => r.status === 'Skipped').map((r) => r.lastError)).toEqual([
      'Not sent: 20 e-mails already went to this address in the last hour.',
    ]);
  });

  it(`retries a text the provider refused, waiting longer each time, and gives up after ${MAX_ATTEMPTS} tries`, async () => {
    // The waits count from when the message was queued, by the database's clock: start the test clock there.
    api.clock.set(new Date());
    const to = randomPhone();
    await enqueueNotification(api.db, aText(to));
    const ports = failingPorts();
    expect((await sendPendingNotifications(api.db, ports)).failed).toBe(1);
    expect(await rowsTo(to)).toEqual([expect.objectContaining({ status: 'Pending', attempts: 1, lastError: 'Twilio answered 503' })]);

    // Not again before its wait is over.
    expect((await sendPendingNotifications(api.db, ports)).failed).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      api.clock.advance(30_000 * 2 ** (attempt - 1));
      expect((await sendPendingNotifications(api.db, ports)).failed, `try ${attempt}`).toBe(1);
    }
    expect(await rowsTo(to)).toEqual([expect.objectContaining({ status: 'Failed', attempts: MAX_ATTEMPTS })]);

    api.clock.advance(24 * 60 * 60 * 1000);
    await api.sendNotifications();
    expect(api.outbox.textsTo(to)).toEqual([]);
  });

  it('holds nothing up while a provider takes its time: the site answers and steps commit meanwhile', async () => {
    const to = randomPhone();
    await enqueueNotification(api.db, aText(to));
    let answer!: () => void;
    const provider = { description: 'slow', sendCode: async () => {}, sendText: () => new Promise<void>((resolve) => (answer = resolve)) } satisfies SmsSender;
    const drain = sendPendingNotifications(api.db, { ...failingPorts(), sms: provider });
    try {
      await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 5000, interval: 10 });
      const customer = await aConsumer(api.db);
      const meanwhile = Promise.all([
        Promise.resolve(api.get('/Authentication/current-identity', await bearerFor(api, customer.id))).then((res) => res.status),
        api.db.transaction((tx) => enqueueNotification(tx, aText(randomPhone()))).then(() => 'committed'),
      ]);
      const heldUp = new Promise((resolve) => setTimeout(() => resolve('held up'), 3000).unref());
      expect(await Promise.race([meanwhile, heldUp])).toEqual([200, 'committed']);
    } finally {
      answer?.();
      await drain;
    }
    expect(await rowsTo(to)).toEqual([expect.objectContaining({ status: 'Sent', attempts: 1, claimedUntil: null })]);
    await api.sendNotifications();
  });

  /** Starts a drain whose provider never answers, as when the process stops mid-send; resolves once it has taken what was due. */
  const drainThatStops = async (to: string) => {
    let taken = false;
    const provider = { description: 'stopped', sendCode: async () => {}, sendText: () => ((taken = true), new Promise<void>(() => {})) } satisfies SmsSender;
    void sendPendingNotifications(api.db, { ...failingPorts(), sms: provider });
    await vi.waitFor(() => expect(taken).toBe(true), { timeout: 5000, interval: 10 });
    expect(await rowsTo(to)).toEqual([expect.objectContaining({ status: 'Pending', claimedUntil: expect.any(Date) })]);
  };

  it('sends a message whose worker stopped part-way once its claim has run out, and not before', async () => {
    api.clock.set(new Date());
    const to = randomPhone();
    await enqueueNotification(api.db, aText(to, { body: 'Your estimate is ready' }));
    await drainThatStops(to);

    await api.sendNotifications();
    expect(api.outbox.textsTo(to)).toEqual([]);

    api.clock.advance(CLAIM_MS + 1);
    await api.sendNotifications();
    expect(api.outbox.textsTo(to).map((t) => t.body)).toEqual(['Your estimate is ready']);
    expect(await rowsTo(to)).toEqual([expect.objectContaining({ status: 'Sent', attempts: 2, claimedUntil: null })]);
  });

  it(`gives up a message whose last of ${MAX_ATTEMPTS} tries was cut short, saying so`, async () => {
    api.clock.set(new Date());
    const to = randomPhone();
    await enqueueNotification(api.db, aText(to));
    await api.db.update(notifications).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(notifications.to, to));
    // A second past the wait before that try, as the database's clock queued it after the test clock was set.
    api.clock.advance(30_000 * 2 ** (MAX_ATTEMPTS - 2) + 1000);
    await drainThatStops(to);

    api.clock.advance(Math.max(CLAIM_MS, 30_000 * 2 ** (MAX_ATTEMPTS - 1)) + 1);
    await api.sendNotifications();
    expect(api.outbox.textsTo(to)).toEqual([]);
    expect(await rowsTo(to)).toEqual([
      expect.objectContaining({ status: 'Failed', claimedUntil: null, lastError: 'Given up: the last of 5 tries was cut short before the provider answered.' }),
    ]);
  });

  it('hands back, untried, what it took when a provider is slow enough to outlast half its claim', async () => {
    const numbers = [randomPhone(), randomPhone(), randomPhone()];
    await api.db.transaction(async (tx) => {
      for (const to of numbers) await enqueueNotification(tx, aText(to));
    });
    const slow = new OutboxSms(log, undefined, api.clock.now);
    const provider = {
      description: 'slow',
      sendCode: async () => {},
      sendText: async (to: string, body: string, kind?: string) => {
        api.clock.advance(CLAIM_MS / 2 + 1);
        await slow.sendText(to, body, kind);
      },
    } satisfies SmsSender;
    expect(await sendPendingNotifications(api.db, { ...failingPorts(), sms: provider })).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(slow.texts.map((t) => t.to)).toEqual([numbers[0]]);
    for (const to of numbers.slice(1)) expect(await rowsTo(to)).toEqual([expect.objectContaining({ status: 'Pending', attempts: 0, claimedUntil: null })]);

    await api.sendNotifications();
    expect(numbers.slice(1).map((to) => api.outbox.textsTo(to).length)).toEqual([1, 1]);
  });

  it('once started, sends soon after a message is queued, and stops cleanly', async () => {
    const sms = new OutboxSms(log, undefined, api.clock.now);
    const worker = startNotificationWorker(api.db, { sms, email: new OutboxEmail(log), log, now: api.clock.now }, { intervalMs: 60_000, pokeDelayMs: 10 });
    try {
      const to = randomPhone();
      await enqueueNotification(api.db, aText(to, { body: 'On the way' }));
      await vi.waitFor(() => expect(sms.textsTo(to).map((t) => t.body)).toEqual(['On the way']), { timeout: 5000, interval: 20 });
    } finally {
      await worker.stop();
    }
  });
});

describe('the console outboxes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const lines = (file: string) =>
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('write every code, text and e-mail as one JSON line to <DATA_DIR>/outbox.jsonl, codes with their code', async () => {
    const env = parseServerEnv({ DATA_DIR: dir, SMS_CONSOLE_OUTBOX: 'true' });
    const file = outboxFileFor(env.DATA_DIR)!;
    expect(file).toBe(path.join(dir, 'outbox.jsonl'));
    const sms = createSmsSender(env, log);
    const email = createEmailSender(env, log);
    await sms.sendCode({ to: '+15085550150', code: '123456', purpose: 'login' });
    await sms.sendText('+15085550101', 'New job offer: Plumbing in Southborough 01772.', 'JobOffered');
    await email.send({ to: 'pat@example.com', subject: 'Your receipt', body: 'Thank you.', kind: 'Receipt' });

    const written = lines(file);
    expect(written).toEqual([
      { at: expect.any(String), channel: 'sms', to: '+15085550150', kind: 'LoginCode', body: expect.stringContaining('123456'), code: '123456' },
      { at: expect.any(String), channel: 'sms', to: '+15085550101', kind: 'JobOffered', body: 'New job offer: Plumbing in Southborough 01772.' },
      // As it would leave: the message, then the provider's letterhead.
      {
        at: expect.any(String),
        channel: 'email',
        to: 'pat@example.com',
        kind: 'Receipt',
        body: 'Your receipt\n\nThank you.\n\n--\nSouthborough Home Services\n2 Main Street, Southborough, MA 01772\n+1 (508) 555-0100\nhttp://localhost:3000/',
      },
    ]);
    expect(Object.keys(written[0]!)).toEqual(['at', 'channel', 'to', 'kind', 'body', 'code']);
    expect(Number.isNaN(Date.parse(written[0]!.at as string))).toBe(false);
  });

  it('write no file when the data lives in memory', () => {
    expect(outboxFileFor('memory://')).toBeUndefined();
  });
});
