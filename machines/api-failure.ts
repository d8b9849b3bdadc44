/**
 * How a failed call reaches a machine: as a value the machine can branch on and a screen can show.
 * The real actors in `src/` turn an HTTP answer (or a thrown fetch) into one with `classifyHttpFailure`
 * and throw it; machines read `xstate.error.actor.*` events through `toApiFailure`, which also copes
 * with anything else an actor may throw.
 */

import type { SessionEndReason } from './session-notice';

export type ApiFailureKind = 'validation' | 'rateLimited' | 'invalidCode' | 'unauthorized' | 'network' | 'unknown';

export interface ApiFailure {
  kind: ApiFailureKind;
  /** One sentence a person can act on. */
  message: string;
  /** HTTP status, when the server answered. */
  status?: number;
  /**
   * From `Retry-After`: on a 429 the wait of a rate limit; on any other answer, that what was asked
   * is worth asking again after that wait (a 409 while the server prepares what it answers).
   */
  retryAfterSeconds?: number;
  /** When a 429's `Retry-After` ends, in epoch milliseconds, so that a screen shown later still names the same time. */
  retryAt?: number;
  /**
   * The server's words as spec section 8 shows them, when it said any (not for a rate limit or an ended
   * session, whose messages say what to do): `Message` as the title and each of `Errors` a line of the
   * detail; a lowercase `message` under the title 'Error'; a validation problem's messages under
   * 'Validation Error'. A screen shows them with `describeApiFailure` (src/api/errors.ts).
   */
  title?: string;
  details?: string[];
  /** Messages of a validation problem keyed by field (contract dot paths); `''` for the whole form. */
  fieldErrors?: Record<string, string>;
}

export interface HttpFailure {
  /** Undefined when no answer came (offline, DNS, CORS, aborted). */
  status?: number;
  /** The parsed error body, if any. */
  body?: unknown;
  /** The `Retry-After` header: seconds or an HTTP date. */
  retryAfter?: string | null;
  /** What was thrown when there was no answer. */
  error?: unknown;
}

export interface ClassifyOptions {
  /** What a 400 means for this call: phone-login answers a wrong or expired code with 400. */
  badRequest?: 'validation' | 'invalidCode';
  /** Clock for an HTTP-date `Retry-After`. */
  now?: number;
}

export const FAILURE_MESSAGES = {
  network: 'We could not reach the server. Check your connection and try again.',
  unauthorized: 'Your session has ended. Please sign in again.',
  unknown: 'Something went wrong. Please try again.',
  validation: 'Please check what you entered.',
  invalidCode: 'That code is wrong or has expired.',
} as const;

/**
 * Whether a write that failed so may have been carried out all the same: no answer came back (the
 * connection dropped after sending), or the proxy in front stopped waiting for the app (504). Its
 * screen then says it may not have gone through, not that it did not; sent again, it carries the same
 * idempotency key and is carried out once (docs/decisions/086).
 */
export const mayHaveGoneThrough = (failure: ApiFailure | null | undefined): boolean => !!failure && (failure.status === undefined || failure.status === 504);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : []);

/** `Retry-After` as whole seconds (at least 1), or undefined when missing or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

const count = (n: number, unit: string) => `${n} ${n === 1 ? unit : `${unit}s`}`;

/** "in 45 seconds", "in 4 minutes", "in 3 hours": rounded up so the wait is never shorter than said. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `in ${count(seconds, 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `in ${count(minutes, 'minute')}`;
  return `in ${count(Math.ceil(minutes / 60), 'hour')}`;
}

/** Waits shorter than this are said as a count ("in 45 seconds"); longer ones as a time of day. */
const SAY_THE_TIME_FROM_SECONDS = 120;

/**
 * A failure's message with a long wait said as the time it ends ("Try again after 11:42 AM."), which
 * stays true however long the screen stays open or the person is away; the weekday is added when
 * that time is not today. Other failures are said as they are.
 */
export function messageWithRetryTime(failure: ApiFailure, now = Date.now()): string {
  if (failure.kind !== 'rateLimited' || !failure.retryAt || (failure.retryAfterSeconds ?? 0) < SAY_THE_TIME_FROM_SECONDS) return failure.message;
  const at = new Date(failure.retryAt);
  const sameDay = at.toDateString() === new Date(now).toDateString();
  const time = at.toLocaleString('en-US', { ...(sameDay ? {} : { weekday: 'long' }), hour: 'numeric', minute: '2-digit' });
  return failure.message.replace(/Try again in [^.]*\.$/, `Try again after ${time}.`);
}

/**
 * A failure as a screen shows it (spec section 8): the server's words as a title over a detail (lines
 * apart) when it said any, else the failure's own sentence, a long wait said as the time it ends.
 */
export function failureDisplay(failure: ApiFailure, now = Date.now()): { title: string; detail?: string } {
  if (!failure.title) return { title: messageWithRetryTime(failure, now) };
  return failure.details?.length ? { title: failure.title, detail: failure.details.join('\n') } : { title: failure.title };
}

/** Sentences that say when to try again ("Please try again later.", "Try again in 240 seconds."). */
const WHEN = /\b(try again|wait|later|in (a|an|\d+) (second|minute|hour)s?)\b/i;

/** The server's words without what they say about when: `Retry-After` says it exactly. */
const withoutWhen = (text: string) =>
  (text.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence && !WHEN.test(sentence))
    .join(' ');

function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const text = strings(messages).join(' ');
    if (text) fields[field] = text;
  }
  return Object.keys(fields).length ? fields : undefined;
}

/** The server's own words (ARCHITECTURE.md error shapes: `{ Message, Errors }` or problem+json). */
function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.Message === 'string' && body.Message) {
    const errors = strings(body.Errors);
    return errors.length ? `${body.Message} ${errors.join(' ')}` : body.Message;
  }
  if (typeof body.message === 'string' && body.message) return body.message;
  const fields = fieldErrorsOf(body);
  if (fields) return Object.values(fields).join(' ');
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  return undefined;
}

/** The server's words apart as spec section 8 shows them: a title, and the lines of the detail. */
function spokenApart(body: unknown): { title: string; details?: string[] } | undefined {
  if (!isRecord(body)) return undefined;
  const apart = (title: string, details: string[]) => (details.length ? { title, details } : { title });
  if (typeof body.Message === 'string' && body.Message) return apart(body.Message, strings(body.Errors));
  if (typeof body.message === 'string' && body.message) return apart('Error', [body.message]);
  if (body.title === 'Validation Error') {
    const messages = Object.values(fieldErrorsOf(body) ?? {});
    return apart('Validation Error', messages.length ? messages : typeof body.detail === 'string' && body.detail ? [body.detail] : []);
  }
  return undefined;
}

/** Words ended as a sentence once: a name ending in a period (`Hopkinton Roofing Co.`) gets no second one. */
export const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Sorts a failed call into the few cases a flow reacts to differently. Pure. */
export function classifyHttpFailure(failure: HttpFailure, options: ClassifyOptions = {}): ApiFailure {
  const { status, body } = failure;
  if (status === undefined) return { kind: 'network', message: FAILURE_MESSAGES.network };
  const said = serverMessage(body);
  const now = options.now ?? Date.now();
  const retryAfterSeconds = parseRetryAfter(failure.retryAfter, now);
  if (status === 429) {
    if (retryAfterSeconds) {
      const lead = (said && withoutWhen(said)) || 'Too many attempts.';
      const message = `${asSentence(lead)} Try again ${describeWait(retryAfterSeconds)}.`;
      return { kind: 'rateLimited', status, message, retryAfterSeconds, retryAt: now + retryAfterSeconds * 1000 };
    }
    const lead = said ? asSentence(said) : 'Too many attempts.';
    // Without the header, the server's own words on when are all there is ("You can request a new code in 10 minutes.").
    return { kind: 'rateLimited', status, message: WHEN.test(lead) ? lead : `${lead} Please wait a little and try again.` };
  }
  // Kept as said, beside the kind and message: the flow tells a passing answer from a final one by it.
  const retry = retryAfterSeconds ? { retryAfterSeconds } : {};
  if (status === 401) return { kind: 'unauthorized', status, message: FAILURE_MESSAGES.unauthorized, ...retry };
  if (status === 400 || status === 422) {
    const kind = options.badRequest ?? 'validation';
    const fieldErrors = fieldErrorsOf(body);
    return { kind, status, message: said ?? FAILURE_MESSAGES[kind], ...spokenApart(body), ...(fieldErrors ? { fieldErrors } : {}), ...retry };
  }
  return { kind: 'unknown', status, message: said ?? FAILURE_MESSAGES.unknown, ...spokenApart(body), ...retry };
}

const KINDS: readonly ApiFailureKind[] = ['validation', 'rateLimited', 'invalidCode', 'unauthorized', 'network', 'unknown'];

export function isApiFailure(value: unknown): value is ApiFailure {
  return isRecord(value) && KINDS.includes(value.kind as ApiFailureKind) && typeof value.message === 'string';
}

/** Why a session ended after a failed refresh, from what the refresh threw. */
export function sessionEndReason(error: unknown): SessionEndReason {
  const { kind } = toApiFailure(error);
  return kind === 'unauthorized' || kind === 'network' ? kind : 'unknown';
}

/**
 * Whatever an actor threw, as an ApiFailure: classified failures pass through; a `TypeError` from
 * fetch means no answer came; an object with a numeric `status` is read as an HTTP answer.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (isApiFailure(error)) return error;
  if (error instanceof TypeError || (isRecord(error) && error.name === 'AbortError')) return { kind: 'network', message: FAILURE_MESSAGES.network };
  if (isRecord(error) && typeof error.status === 'number') {
    return classifyHttpFailure({ status: error.status, body: error.body, retryAfter: typeof error.retryAfter === 'string' ? error.retryAfter : undefined });
  }
  return { kind: 'unknown', message: FAILURE_MESSAGES.unknown };
}
