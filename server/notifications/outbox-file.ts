import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One message the console outboxes kept instead of sending, as a line of `<DATA_DIR>/outbox.jsonl`.
 * Another process on the same machine (the `contractor` command) reads login codes from it in embedded
 * mode, so the keys and their order are a format: `{"at","channel","to","kind","body","code"?}`.
 */
export interface OutboxLine {
  /** ISO 8601. */
  at: string;
  channel: 'sms' | 'email';
  /** E.164 number or e-mail address. */
  to: string;
  /** `LoginCode`, `PhoneChangeCode`, or a notification's kind (`JobOffered`, `EstimateReceived`…). */
  kind: string;
  body: string;
  /** Only on login and phone-change codes. */
  code?: string;
}

export const OUTBOX_FILE_NAME = 'outbox.jsonl';

/** The outbox file of a data folder; none when the data lives in memory (tests, `DATA_DIR=memory://`). */
export function outboxFileFor(dataDir: string): string | undefined {
  if (dataDir === 'memory://') return undefined;
  return path.resolve(dataDir, OUTBOX_FILE_NAME);
}

/** Appends one line; synchronous so lines of concurrent messages never interleave. */
export function appendOutboxLine(file: string, line: OutboxLine): void {
  const { at, channel, to, kind, body, code } = line;
  const ordered: OutboxLine = { at, channel, to, kind, body, ...(code === undefined ? {} : { code }) };
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(ordered)}\n`, { encoding: 'utf8', mode: 0o600 });
}
