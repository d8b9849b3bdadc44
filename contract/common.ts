import * as v from 'valibot';

/** Id parameters are UUIDs of versions 1 to 5 (spec section 5). */
export const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const Uuid = v.pipe(v.string(), v.regex(UUID_V1_TO_V5, 'Must be a valid id.'));
export const IdParams = v.object({ id: Uuid });

/** ISO 8601 date-time as sent over JSON. */
export const DateTime = v.pipe(v.string(), v.isoTimestamp());
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty('Email is required.'), v.email('Enter a valid e-mail address.'), v.maxLength(254));

/**
 * A number sent in the query string. Documented as a number so the generated client types take numbers;
 * the server receives text and converts it.
 */
export const queryNumber = (message = 'Must be a number.') =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.nonEmpty(message), v.transform(Number))]),
    v.number(message),
    v.check((n) => Number.isFinite(n), message),
  );
export const queryInteger = (message = 'Must be a whole number.') => v.pipe(queryNumber(message), v.integer(message));
export const queryBoolean = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'])]),
    v.transform((x) => x === true || x === 'true'),
    v.boolean(),
  );
/** Arrays in the query string are repeated keys (spec section 7): one key arrives as a string, several as an array. */
export const queryArray = <T extends v.GenericSchema<string, unknown>>(item: T) =>
  v.pipe(
    v.union([item, v.array(item)]),
    v.transform((x): v.InferOutput<T>[] => (Array.isArray(x) ? x : [x]) as v.InferOutput<T>[]),
  );

export const OrderDirection = v.picklist(['asc', 'desc']);

/** `Page`, `PerPage`, `OrderBy`, `OrderByDirection` of every list (spec section 3). */
export const listQuery = <const Keys extends readonly [string, ...string[]]>(orderBy: Keys) => ({
  Page: v.optional(v.pipe(queryInteger(), v.minValue(1, 'Page must be 1 or more.')), 1),
  PerPage: v.optional(v.pipe(queryInteger(), v.minValue(1, 'PerPage must be 1 or more.'), v.maxValue(100, 'PerPage must be 100 or less.')), 20),
  OrderBy: v.optional(v.picklist(orderBy, `OrderBy must be one of: ${orderBy.join(', ')}.`)),
  OrderByDirection: v.optional(OrderDirection, 'asc'),
});

/** `Name.From` / `Name.To` range filters (ARCHITECTURE.md). */
export const rangeQuery = <const Name extends string>(name: Name, item = queryNumber()) =>
  ({
    [`${name}.From`]: v.optional(item),
    [`${name}.To`]: v.optional(item),
  }) as { [K in `${Name}.From` | `${Name}.To`]: v.OptionalSchema<typeof item, undefined> };

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
