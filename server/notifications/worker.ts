import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SmsSender } from '../auth/sms';
import { type Database, letRequestsIn } from '../db/client';
import { devices, notifications } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { EmailSender } from './email';
import { isForTheOffice, isReceipt } from './email-letter';
import { onNotificationQueued } from './outbox';
import type { PushSender } from './push';
import { isPushKind, pushMessageOf } from './push-message';
import { hasOptedOut } from './unsubscribe';

/**
 * Sends what `enqueueNotification` queued: texts through the SMS port, e-mails through the e-mail port,
 * outside every request. A contractor's text goes to their registered devices instead when push is
 * configured and one of them takes it; with no push, no device, or none taking it, it is texted. Rows are
 * claimed in small batches (`for update skip locked`, then a time until which they are this worker's),
 * so any number of API instances can drain one outbox and no message goes out twice while its worker
 * runs; a step that queued a message and then rolled back left nothing to send.
 */

type Channel = (typeof notifications.$inferSelect)['channel'];

/**
 * At most this many messages an hour to one number or address about any one job, and as many about no
 * job; beyond it a message is skipped, not delayed. Counted per job so that one customer's flood of
 * steps on their own job never silences the recipient's messages about the jobs of others (decision 083).
 */
export const HOURLY_LIMIT_PER_RECIPIENT: Record<Channel, number> = { sms: 10, email: 20 };
/**
 * What tells a contractor whether, or when, a visit happens: skipping one would leave the last they
 * heard of the job untrue (a visit they think canceled is kept, or the other way, or it is at another
 * time). These count toward the hour but are never skipped for it; each is held where it is made
 * instead: a job's first visit is set once and the job canceled once, and a customer's moves and asks
 * to cancel are limited per account (decision 083).
 */
const VISIT_NEWS = new Set(['VisitScheduled', 'VisitRescheduled', 'CancelationRequested', 'CancelationWithdrawn', 'JobCanceled']);
/**
 * What answers a payment, a receipt or a refund: skipped, it would leave the customer not knowing
 * that their money went or came back. Counted, never skipped, as the visit's news; the payments
 * themselves bound how many there are.
 */
const PAYMENT_NEWS = new Set(['Receipt', 'Refund']);
/** Tries before a message is given up as Failed; the waits between them double from 30 seconds. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;
const BATCH_SIZE = 10;
/**
 * How long a worker has to send what it took. Far beyond a provider's timeout (10 s for a text), so a
 * message is taken again only when the worker that had it stopped.
 */
export const CLAIM_MS = 5 * 60 * 1000;
/** Batches per drain, so one drain ends even while messages keep arriving. */
const MAX_BATCHES = 20;

export interface NotificationPorts {
  sms: SmsSender;
  email: EmailSender;
  /** Firebase Cloud Messaging, when configured; without it contractors are texted. */
  push?: PushSender;
  log: Logger;
  now: () => Date;
}

export interface DrainResult {
  sent: number;
  skipped: number;
  /** Failed tries, whether retried later or given up. */
  failed: number;
}

const HOUR_MS = 60 * 60 * 1000;

const limitReason = (channel: Channel, jobRequestId: string | null) => {
  const about = jobRequestId ? ' about this job' : '';
  return channel === 'sms'
    ? `Not sent: ${HOURLY_LIMIT_PER_RECIPIENT.sms} texts${about} already went to this number in the last hour.`
    : `Not sent: ${HOURLY_LIMIT_PER_RECIPIENT.email} e-mails${about} already went to this address in the last hour.`;
};

const UNSUBSCRIBED = 'Not sent: the address unsubscribed from e-mails other than receipts.';
const CUT_SHORT = `Given up: the last of ${MAX_ATTEMPTS} tries was cut short before the provider answered.`;

/**
 * Takes up to `batchSize` due messages for this worker: each is claimed for `CLAIM_MS` and counts one more
 * try, in one statement that commits at once, so sending holds no transaction open. On PGlite a
 * transaction makes every other query wait, and on PostgreSQL it would hold a connection and the rows'
 * locks, for as long as a provider takes to answer.
 */
async function claimDue(db: Database, now: Date, batchSize: number) {
  const n = notifications;
  // A message that failed waits 30 s, 60 s, 120 s… (from when it was queued) before its next try.
  const due = or(
    eq(n.attempts, 0),
    sql`${n.createdAt} + make_interval(secs => ${RETRY_BASE_SECONDS} * power(2, ${n.attempts} - 1)) <= ${now.toISOString()}::timestamptz`,
  );
  const unclaimed = or(isNull(n.claimedUntil), lte(n.claimedUntil, now));
  const taken = db
    .select({ id: n.id })
    .from(n)
    .where(and(eq(n.status, 'Pending'), unclaimed, due))
    .orderBy(asc(n.createdAt), asc(n.seq))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(n)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${n.attempts} + 1` })
    .where(inArray(n.id, taken))
    .returning();
  // `returning` keeps no order: send in the order they were queued.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.seq - b.seq);
}

/** The job a message is about, if any: beside its recipient, what its hourly limit is counted by. */
const jobOf = (message: { data: Record<string, unknown> }) => (typeof message.data.jobRequestId === 'string' ? message.data.jobRequestId : null);

/** The address a reply to an e-mail goes to when not the office's (`data.replyTo`, as `enqueueNotification` was given it). */
const replyToOf = (message: { data: Record<string, unknown> }) => (typeof message.data.replyTo === 'string' ? { replyTo: message.data.replyTo } : {});

const hourOf = (channel: Channel, to: string, jobRequestId: string | null) => `${channel} ${to} ${jobRequestId ?? ''}`;

/**
 * How many messages went to each recipient of `rows` in the hour before `now`, about each job and about
 * no job (the hourly limit), in one statement for the batch; the batch adds its own sends as it goes.
 */
async function sentInTheHourBefore(db: Database, rows: { channel: Channel; to: string }[], now: Date): Promise<Map<string, number>> {
  const n = notifications;
  // Written out, not a parameter, so that the select and the group by are one expression to PostgreSQL.
  const jobRequestId = sql<string | null>`${n.data}->>'jobRequestId'`;
  const sent = await db
    .select({ channel: n.channel, to: n.to, jobRequestId, count: count() })
    .from(n)
    .where(
      and(
        inArray(n.to, [...new Set(rows.map((r) => r.to))]),
        inArray(n.channel, [...new Set(rows.map((r) => r.channel))]),
        eq(n.status, 'Sent'),
        gt(n.sentAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .groupBy(n.to, n.channel, jobRequestId);
  return new Map(sent.map((r) => [hourOf(r.channel, r.to, r.jobRequestId), r.count]));
}

type Outcome = Pick<typeof notifications.$inferInsert, 'status' | 'lastError' | 'sentAt' | 'pushedDevices'>;

/** Sends one batch of due messages; answers what became of them. */
export async function sendNotificationBatch(db: Database, ports: NotificationPorts, batchSize = BATCH_SIZE): Promise<DrainResult & { taken: number }> {
  const result = { sent: 0, skipped: 0, failed: 0, taken: 0 };
  const n = notifications;
  const claimedAt = ports.now();
  const rows = await claimDue(db, claimedAt, batchSize);
  result.taken = rows.length;
  if (rows.length === 0) return result;
  const sentLastHour = await sentInTheHourBefore(db, rows, claimedAt);
  const settle = (row: (typeof rows)[number], outcome: Outcome) => db.update(n).set({ ...outcome, claimedUntil: null }).where(eq(n.id, row.id));
  // A skip tells nobody anything, so the batch's skips are settled together once it is done.
  const skipped = new Map<string, string[]>();
  const skip = (row: (typeof rows)[number], reason: string) => {
    skipped.set(reason, [...(skipped.get(reason) ?? []), row.id]);
    result.skipped += 1;
  };
  const hourOfRow = (row: (typeof rows)[number]) => hourOf(row.channel, row.to, jobOf(row));
  /** Records a message that left, and counts it against its recipient's hour for its job for the rest of the batch. */
  const delivered = async (row: (typeof rows)[number], pushedDevices?: number) => {
    await settle(row, { status: 'Sent', sentAt: ports.now(), lastError: null, pushedDevices });
    sentLastHour.set(hourOfRow(row), (sentLastHour.get(hourOfRow(row)) ?? 0) + 1);
    result.sent += 1;
  };
  for (const [i, row] of rows.entries()) {
    await letRequestsIn();
    if (ports.now().getTime() - claimedAt.getTime() > CLAIM_MS / 2) {
      // Providers this slow could let the claim run out mid-send and another worker send it too: hand
      // the rest back untried.
      const rest = rows.slice(i).map((r) => r.id);
      await db.update(n).set({ claimedUntil: null, attempts: sql`${n.attempts} - 1` }).where(inArray(n.id, rest));
      break;
    }
    if (row.attempts > MAX_ATTEMPTS) {
      await settle(row, { status: 'Failed', lastError: CUT_SHORT });
      ports.log.warn({ notificationId: row.id, kind: row.kind, channel: row.channel }, 'notification given up: its last try was cut short');
      result.failed += 1;
      continue;
    }
    if ((sentLastHour.get(hourOfRow(row)) ?? 0) >= HOURLY_LIMIT_PER_RECIPIENT[row.channel] && !VISIT_NEWS.has(row.kind) && !PAYMENT_NEWS.has(row.kind) && !isForTheOffice(row.kind)) {
      skip(row, limitReason(row.channel, jobOf(row)));
      ports.log.warn({ notificationId: row.id, kind: row.kind, channel: row.channel }, 'notification skipped: recipient over the hourly limit for its job');
      continue;
    }
    if (row.channel === 'email' && !isReceipt(row.kind) && !isForTheOffice(row.kind) && (await hasOptedOut(db, row.to))) {
      skip(row, UNSUBSCRIBED);
      continue;
    }
    const pushed = ports.push && row.channel === 'sms' && row.userId && isPushKind(row.kind) ? await pushToDevices(db, ports.push, ports.log, row) : 0;
    if (pushed > 0) {
      await delivered(row, pushed);
      continue;
    }
    try {
      if (row.channel === 'sms') await ports.sms.sendText(row.to, row.body, row.kind);
      else await ports.email.send({ to: row.to, subject: row.subject ?? '', body: row.body, kind: row.kind, ...replyToOf(row) });
      await delivered(row);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await settle(row, { lastError: message, status: row.attempts >= MAX_ATTEMPTS ? 'Failed' : 'Pending' });
      ports.log.warn({ notificationId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, err }, 'notification not sent');
      result.failed += 1;
    }
  }
  for (const [reason, ids] of skipped) await db.update(n).set({ status: 'Skipped', lastError: reason, claimedUntil: null }).where(inArray(n.id, ids));
  return result;
}

/**
 * Pushes a contractor's notification to each device they registered; answers how many took it. A token
 * FCM no longer knows is forgotten (the app registers its new one when it next starts); a device the
 * service could not reach now is logged, and when none took it the caller texts instead.
 */
async function pushToDevices(db: Database, push: PushSender, log: Logger, row: typeof notifications.$inferSelect): Promise<number> {
  const message = pushMessageOf(row);
  if (!message) return 0;
  const registered = await db.select({ id: devices.id, token: devices.token }).from(devices).where(eq(devices.userId, row.userId!));
  let delivered = 0;
  for (const device of registered) {
    try {
      const outcome = await push.send(device.token, message);
      if (outcome === 'sent') delivered += 1;
      else {
        await db.delete(devices).where(and(eq(devices.id, device.id), eq(devices.token, device.token)));
        log.info({ notificationId: row.id, deviceId: device.id }, 'a device token the push service no longer knows was removed');
      }
    } catch (err) {
      log.warn({ notificationId: row.id, deviceId: device.id, kind: row.kind, err }, 'push not delivered to a device');
    }
  }
  return delivered;
}

/** Sends batches until nothing due is left (or a bound is reached); what tests call instead of waiting for the timer. */
export async function sendPendingNotifications(db: Database, ports: NotificationPorts): Promise<DrainResult> {
  const total = { sent: 0, skipped: 0, failed: 0 };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = await sendNotificationBatch(db, ports);
    total.sent += batch.sent;
    total.skipped += batch.skipped;
    total.failed += batch.failed;
    if (batch.taken < BATCH_SIZE) break;
  }
  return total;
}

export interface NotificationWorker {
  /** Drain soon (a message was just queued). */
  poke(): void;
  /** Stops the timer and waits for a drain under way. */
  stop(): Promise<void>;
}

/**
 * Drains every `intervalMs`, and `pokeDelayMs` after a message is queued in this process (by then the
 * step that queued it has usually committed; if not, the next round finds it).
 */
export function startNotificationWorker(
  db: Database,
  ports: NotificationPorts,
  options: { intervalMs?: number; pokeDelayMs?: number } = {},
): NotificationWorker {
  const { intervalMs = 5000, pokeDelayMs = 300 } = options;
  let timer: NodeJS.Timeout | undefined;
  let nextAt = Infinity;
  let running: Promise<void> | undefined;
  let stopped = false;

  /** Runs in `ms` unless a run is already due sooner, so a stream of pokes never puts a drain off. */
  const schedule = (ms: number) => {
    const at = Date.now() + ms;
    if (stopped || at >= nextAt) return;
    clearTimeout(timer);
    nextAt = at;
    timer = setTimeout(() => {
      nextAt = Infinity;
      run();
    }, ms);
    timer.unref();
  };
  const run = () => {
    if (running) {
      // A drain is under way: go again right after it, so what was just queued is not left for a whole interval.
      void running.then(() => schedule(0));
      return;
    }
    running = sendPendingNotifications(db, ports)
      .then(
        () => undefined,
        (err: unknown) => ports.log.error({ err }, 'sending notifications failed'),
      )
      .finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
  };
  const unsubscribe = onNotificationQueued(() => schedule(pokeDelayMs));
  schedule(pokeDelayMs);

  return {
    poke: () => schedule(pokeDelayMs),
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
