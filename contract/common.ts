import * as v from 'valibot';
import { UUID_V1_TO_V5 } from './uuid';

/** Id parameters are UUIDs of versions 1 to 5 (spec section 5). */
export { UUID_V1_TO_V5 };
export const Uuid = v.pipe(v.string(), v.regex(UUID_V1_TO_V5, 'Must be a valid id.'));
export const IdParams = v.object({ id: Uuid });

/** What a request whose fields come as something other than an object (null, a list, a number) is answered. */
export const NOT_AN_OBJECT = 'Send the fields as an object.';

/**
 * Message of a request object: a missing required field reads "This field is required." (spec
 * section 5's generic message) under its own name instead of valibot's "Invalid key".
 */
export const requiredFields = (issue: v.BaseIssue<unknown>) =>
  issue.received === 'undefined' && issue.expected?.startsWith('"') ? 'This field is required.' : NOT_AN_OBJECT;

/*
 * A value of the wrong JSON type is worded by the server's edge (server/lib/request-messages.ts), which
 * puts the field's name in front: "Description must be text.". A check the contract words itself with
 * `mustBe` says what the value must be ("Must be a date."), and gets its field's name there too.
 */

/** Issues worded by `mustBe` whose field is not named yet. */
const unnamed = new WeakSet<v.BaseIssue<unknown>>();

/** A message saying what a value must be, with its field's name put in front at the server's edge: `v.string(mustBe('a date'))`. */
export const mustBe =
  (what: string) =>
  (issue: v.BaseIssue<unknown>): string => {
    unnamed.add(issue);
    return `Must be ${what}.`;
  };

/** Whether `issue` was worded by `mustBe` and its field is not named yet; a second call answers false. */
export const takeUnnamed = (issue: v.BaseIssue<unknown>): boolean => unnamed.delete(issue);

/** A request body, form or query whose missing fields answer "This field is required.". */
export const fields = <const E extends v.ObjectEntries>(entries: E) => v.object(entries, requiredFields);

/*
 * Text rules. Every string the API takes is text a person could have typed: no control characters
 * (PostgreSQL refuses NUL outright; the others hide in logs, e-mails and terminals), no lone surrogate
 * halves (they are not text at all and cannot be stored as UTF-8), and in names no direction controls,
 * which make "Pat\u202Eeoj" read as someone else. Tab and line breaks only where a field has lines.
 */
// Matching control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const TEXT_MESSAGES = {
  control: 'Must not contain control characters.',
  broken: 'Must be valid text: it contains a broken character.',
  direction: 'Must not contain characters that change the direction of text.',
} as const;

/** Why `text` is not acceptable text for a field (`lines`: it may hold tabs and line breaks), or undefined. */
export function textProblem(text: string, options: { lines?: boolean; name?: boolean } = {}): string | undefined {
  if ((options.lines ? CONTROL_IN_LINES : CONTROL).test(text)) return TEXT_MESSAGES.control;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.broken;
  if (options.name && DIRECTION_CONTROL.test(text)) return TEXT_MESSAGES.direction;
  return undefined;
}

/** The text rule as a valibot action, with the field's label in its message: `v.pipe(v.string(), plainText('First name'))`. */
export const plainText = (label?: string, options: { lines?: boolean; name?: boolean } = {}) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = textProblem(dataset.value, options);
    if (problem) addIssue({ message: label ? `${label} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}` : problem });
  });

/** One line of text, such as a title or a city. */
export const lineText = (label?: string) => plainText(label);
/** Text that may run over several lines, such as a message or a description. */
export const linesText = (label?: string) => plainText(label, { lines: true });
/** A person's or a business's name: one line, without direction controls. */
export const nameText = (label?: string) => plainText(label, { name: true });

/**
 * Every column of whole numbers is a PostgreSQL `integer`: a number past these is refused as input
 * rather than failing in the database.
 */
export const INT4_MIN = -(2 ** 31);
export const INT4_MAX = 2 ** 31 - 1;

/** ISO 8601 date-time as sent over JSON. */
export const DateTime = v.pipe(v.string(mustBe('a date and time')), v.isoTimestamp(mustBe('a date and time, such as 2026-12-10T14:00:00Z')));
/** Whether a `YYYY-MM-DD` names a day the calendar has (not 02/30, not month 13). */
export const isRealDate = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
};
/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = v.pipe(
  v.string('Enter a date.'),
  v.trim(),
  v.isoDate('Enter a date as YYYY-MM-DD.'),
  // Only judged once the format is right, so a malformed date gets one message.
  v.check((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || isRealDate(d), 'Enter a real calendar date.'),
);
/** Whole US cents. Every amount of money in the API is one of these. */
export const Cents = v.pipe(
  v.number(mustBe('an amount in cents')),
  v.integer(mustBe('a whole number of cents')),
  v.minValue(INT4_MIN, 'Amounts must be -$21,474,836.48 or more.'),
  v.maxValue(INT4_MAX, 'Amounts must be $21,474,836.47 or less.'),
  v.description('An amount in US cents (12500 is $125.00).'),
);
/** A five-digit US zip code. */
export const ZipCode = v.pipe(v.string('Enter a zip code.'), v.trim(), v.regex(/^\d{5}$/, 'Enter a 5-digit zip code.'));
export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('E-mail is required.'),
  v.email('Enter a valid e-mail address.'),
  // The longest address SMTP carries (RFC 5321); worded like every other length limit, since forms show it as it is.
  v.maxLength(254, 'E-mail must be 254 characters or fewer.'),
);

/**
 * A number sent in the query string. Documented as a number so the generated client types take numbers;
 * the server receives text and converts it.
 */
/** A number written in the query string, with no range of its own. */
const plainQueryNumber = (message: string) =>
  v.pipe(
    // Plain decimals only: `Number` alone would also take ' ' (0), '0x10' and '1e3'.
    v.union([v.number(), v.pipe(v.string(), v.regex(/^[+-]?(\d+\.?\d*|\.\d+)$/, message), v.transform(Number))], message),
    v.number(message),
    v.check((n) => Number.isFinite(n), message),
  );
/** A number in the query string, within what a database integer column holds. */
export const queryNumber = (message = 'Must be a number.') =>
  v.pipe(plainQueryNumber(message), v.minValue(INT4_MIN, `Must be ${INT4_MIN} or more.`), v.maxValue(INT4_MAX, `Must be ${INT4_MAX} or less.`));
export const queryInteger = (message = 'Must be a whole number.') => v.pipe(queryNumber(message), v.integer(message));
/** A whole number in the query string with a range of its own, far inside a database integer's: one message when out of it. */
const boundedQueryInteger = (name: string, min: number, max: number, message = 'Must be a whole number.') =>
  v.pipe(plainQueryNumber(message), v.integer(message), v.minValue(min, `${name} must be ${min} or more.`), v.maxValue(max, `${name} must be ${max} or less.`));
export const queryBoolean = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'])], 'Must be true or false.'),
    v.transform((x) => x === true || x === 'true'),
    v.boolean(),
  );
/**
 * Arrays in the query string are repeated keys (spec section 7): one key arrives as a string, several
 * as an array. Each the API takes is a set of values to match, whose order and repeats say nothing, so
 * it is read sorted, each value once: every spelling of one request reads alike, and the server keeps
 * one answer and one total for it (docs/decisions/093). A list whose order meant something would need
 * a schema of its own.
 */
export const queryArray = <T extends v.GenericSchema<string, unknown>>(item: T) =>
  v.pipe(
    v.union([item, v.array(item)]),
    v.transform((x): v.InferOutput<T>[] => [...new Set(Array.isArray(x) ? x : [x])].sort() as v.InferOutput<T>[]),
  );

/** A calendar date in the query string (`YYYY-MM-DD`). */
export const queryDate = () => IsoDate;
/** Free text to search for in the query string. */
export const queryText = (max = 100) => v.pipe(v.string(), v.trim(), lineText(), v.maxLength(max, `Must be ${max} characters or fewer.`));

export const OrderDirection = v.picklist(['asc', 'desc'], 'OrderByDirection must be asc or desc.');

/** The items of a page when `PerPage` is not given. */
export const DEFAULT_PER_PAGE = 20;

/** `Page`, `PerPage`, `OrderBy`, `OrderByDirection` of every list (spec section 3). */
export const listQuery = <const Keys extends readonly [string, ...string[]]>(orderBy: Keys) => ({
  // Deeper pages are a costly OFFSET for the database and no visitor's need; past 2^63 rows it would fail outright.
  Page: v.optional(boundedQueryInteger('Page', 1, 10_000), 1),
  PerPage: v.optional(boundedQueryInteger('PerPage', 1, 100), DEFAULT_PER_PAGE),
  OrderBy: v.optional(v.picklist(orderBy, `OrderBy must be one of: ${orderBy.join(', ')}.`)),
  OrderByDirection: v.optional(OrderDirection, 'asc'),
});

/** `Name.From` / `Name.To` range filters (ARCHITECTURE.md). */
export function rangeQuery<const Name extends string>(name: Name): RangeQuery<Name, ReturnType<typeof queryNumber>>;
export function rangeQuery<const Name extends string, T extends v.GenericSchema>(name: Name, item: T): RangeQuery<Name, T>;
export function rangeQuery(name: string, item: v.GenericSchema = queryNumber()) {
  return { [`${name}.From`]: v.optional(item), [`${name}.To`]: v.optional(item) };
}
type RangeQuery<Name extends string, T extends v.GenericSchema> = { [K in `${Name}.From` | `${Name}.To`]: v.OptionalSchema<T, undefined> };

/**
 * Refuses a range whose `.From` is after its `.To`, naming the `.To` field. Goes in the pipe of the
 * whole query object, after `v.object(...)`.
 */
export const rangesInOrder = <T extends Record<string, unknown>>(...names: string[]) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value as Record<string, unknown>;
    for (const name of names) {
      const from = input[`${name}.From`];
      const to = input[`${name}.To`];
      if (from === undefined || to === undefined || from === null || to === null) continue;
      if ((from as number | string) > (to as number | string)) {
        const key = `${name}.To`;
        addIssue({
          message: `${name}.To must not be less than ${name}.From.`,
          path: [{ type: 'object', origin: 'value', input, key, value: to }],
        });
      }
    }
  });

export const paged = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    perPage: v.number(),
    totalItems: v.number(),
    totalPages: v.number(),
  });

export type Paged<T> = { items: T[]; page: number; perPage: number; totalItems: number; totalPages: number };

/** A domain error (ARCHITECTURE.md, "Errors"); the client shows Message as title and Errors as detail. */
export const DomainError = v.object({
  Message: v.string(),
  Errors: v.optional(v.array(v.string())),
});

/** RFC 9457 problem details for invalid input, keyed by field. */
export const ValidationProblem = v.object({
  type: v.string(),
  title: v.literal('Validation Error'),
  status: v.literal(400),
  detail: v.optional(v.string()),
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidationProblem = v.InferOutput<typeof ValidationProblem>;

export const Ok = v.object({ Message: v.string() });

/** The longest `Idempotency-Key` taken, as at Stripe: room for a UUID or any client's own scheme. */
export const IDEMPOTENCY_KEY_MAX = 255;

/**
 * Writes with a key one account may send in a day. Each keeps its answer for the day, so without a
 * bound a script with a fresh key per request (each a 409 answer kept) could fill the database; a
 * customer sends a handful a day, and a busy contractor some dozens.
 */
export const KEYED_WRITES_PER_DAY = 1000;

/**
 * The optional key of a write a client may send again (a double tap, a retry after a lost answer):
 * the server carries out the first and answers the same key again with that first answer.
 */
export const IdempotencyHeaders = v.object({
  'idempotency-key': v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, 'Must not be empty: leave the header out to send no key.'),
      v.maxLength(IDEMPOTENCY_KEY_MAX, `Must be ${IDEMPOTENCY_KEY_MAX} characters or fewer.`),
      v.description(
        `A key of the client's choosing (a random UUID), at most ${IDEMPOTENCY_KEY_MAX} characters, new for each change the user asks for and the same on its retries. The first request with it is carried out and its answer (unless a 5xx) is kept for 24 hours for the signed-in user; the same request sent again with it answers that again, with \`Idempotent-Replayed: true\`, and does nothing. The same key answers 409 while its first request is still being carried out, and 422 with a request other than the first's. Each signed-in user may send ${KEYED_WRITES_PER_DAY} requests with a key in 24 hours counted from the first of them: every one that passes the checks of who sends it and of its fields counts, whatever its key, repeats and 409 and 422 answers included. Past that, a request with a key answers 429 with \`Retry-After\` (the seconds until those 24 hours are over), is not carried out and keeps nothing; a request without a key is not held to this limit.`,
      ),
    ),
  ),
});
