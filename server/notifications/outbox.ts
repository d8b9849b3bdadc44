import type { Database } from '../db/client';
import { notifications } from '../db/schema';

export interface NotificationDraft {
  /** The person it is for, when they have an account. */
  userId?: string | null;
  channel: 'sms' | 'email';
  /** E.164 number or e-mail address. */
  to: string;
  /** What it is about, e.g. `EstimateReceived`, `JobOffered`, `OnMyWay`, `Receipt`, `RenewalNotice`. */
  kind: string;
  subject?: string;
  body: string;
  /** What it refers to (job request id, payment id), for links and to avoid sending one twice. */
  data?: Record<string, unknown>;
}

const queuedListeners = new Set<() => void>();

/** Calls `listener` whenever a notification is queued in this process (the worker sends soon after); answers the unsubscribe. */
export function onNotificationQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Queues a text or an e-mail in the outbox, inside the caller's transaction: it is sent only if the
 * step that caused it commits, and sending (rate-limited, retried) never holds that step up.
 */
export async function enqueueNotification(db: Database, draft: NotificationDraft): Promise<void> {
  await enqueueNotifications(db, [draft]);
}

/** `enqueueNotification` of each, in one statement: queued in the order given. */
export async function enqueueNotifications(db: Database, drafts: NotificationDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  // One poke for the lot: the worker sends all that is queued when it wakes.
  for (const listener of queuedListeners) listener();
  await db.insert(notifications).values(
    drafts.map((draft) => ({
      userId: draft.userId ?? null,
      channel: draft.channel,
      to: draft.to,
      kind: draft.kind,
      subject: draft.subject ?? null,
      body: draft.body,
      data: draft.data ?? {},
    })),
  );
}
