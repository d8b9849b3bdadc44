import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { resolver, validator } from 'hono-openapi';
import * as v from 'valibot';
import { DomainError, NOT_AN_OBJECT, textProblem, ValidationProblem } from '../../contract/common';
import { MAX_UPLOAD_BYTES } from '../../contract/files';
import { type ErrorReporter, scrubbedError } from './error-reporting';
import type { FrameBindings } from './request-frame';
import { issueMessage } from './request-messages';

/** A domain error answered as `{ Message, Errors }` (ARCHITECTURE.md, "Errors"). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: string[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} was not found.`);

const validationProblem = (errors: Record<string, string[]>): ValidationProblem => ({
  type: 'https://datatracker.ietf.org/doc/html/rfc9457#section-3',
  title: 'Validation Error',
  status: 400,
  detail: 'One or more fields are not valid.',
  errors,
});

export function problemFromIssues(issues: readonly v.BaseIssue<unknown>[]): ValidationProblem {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    (errors[key] ??= []).push(issueMessage(issue));
  }
  return validationProblem(errors);
}

export function validationResponse(c: Context, problem: ValidationProblem) {
  return c.body(JSON.stringify(problem), 400, { 'Content-Type': 'application/problem+json' });
}

/** 400 problem+json for one field whose value is well-formed but refers to nothing we know. */
export const invalidField = (c: Context, field: string, message: string) => validationResponse(c, validationProblem({ [field]: [message] }));

type Target = 'json' | 'query' | 'param' | 'header' | 'form';

const KB = 1024;
/** Well above the largest body the contract accepts (an estimate of 50 lines), far below what would hurt. */
export const JSON_BODY_LIMIT = 256 * KB;
/** The largest file the contract takes, plus room for the form's other fields and boundaries. */
export const FORM_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * KB;

/** Refuses a body over `maxSize` bytes with 413 `{ Message }`, counting as it reads when no length is announced. */
export const limitBody = (maxSize: number, message: string) => bodyLimit({ maxSize, onError: (c) => c.json({ Message: message }, 413) });

/** For a route that reads its JSON body before `validate` does, such as a signed webhook. */
export const limitJsonBody = limitBody(JSON_BODY_LIMIT, `The request is too large: send at most ${JSON_BODY_LIMIT / KB} KB.`);

const bodyLimits: Partial<Record<Target, MiddlewareHandler>> = {
  json: limitJsonBody,
  form: limitBody(FORM_BODY_LIMIT, `Files can be at most ${MAX_UPLOAD_BYTES / (KB * KB)} MB.`),
};

/**
 * The fields of validated input holding text no field may hold (control characters other than tab and
 * line breaks, lone surrogates), keyed by their dot path. The contract's fields say more precisely what
 * each takes, with their own messages; this is the floor under every one of them, the ones that take
 * any string (a token, an id of the payment provider) included, so no such text reaches the database.
 */
function textFloor(value: unknown, path: string[] = [], out: Record<string, string[]> = {}, depth = 0) {
  if (typeof value === 'string') {
    const problem = textProblem(value, { lines: true });
    if (problem) (out[path.join('.')] ??= []).push(problem);
  } else if (depth < 10 && Array.isArray(value)) value.forEach((item, i) => textFloor(item, [...path, String(i)], out, depth + 1));
  else if (depth < 10 && value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const [key, item] of Object.entries(value)) textFloor(item, [...path, key], out, depth + 1);
  return out;
}

/**
 * What a body that cannot be judged field by field is answered, as a Validation Error under the key of
 * the body as a whole (''). Words of our own: the parser's ("Unexpected token } in JSON at position
 * 12") are no one's to read.
 */
const BODY_MESSAGES = {
  notJson: 'Send the fields as JSON, with the header Content-Type: application/json.',
  emptyJson: 'The body is empty. Send the fields as a JSON object.',
  malformedJson: 'The body is not valid JSON. Send the fields as a JSON object.',
  notAnObject: NOT_AN_OBJECT,
  malformedForm: 'The form could not be read. Send it as multipart/form-data.',
  notMultipart: 'Send the fields as multipart/form-data.',
} as const;

const bodyRefused = (c: Context, message: string) => validationResponse(c, validationProblem({ '': [message] }));

const mediaTypeOf = (c: Context) => c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';

/** The media types Hono's validator reads as JSON; it takes any other body for no fields at all. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Why a JSON route's body cannot be judged field by field, as far as its text tells, or undefined.
 * Without this a JSON body sent as text/plain (or with no Content-Type) was taken for no fields and
 * answered that each was required. A request with no body at all is judged field by field, so that it
 * hears which fields are required. Malformed JSON and a list are told by the validator's own parse of
 * the text Hono keeps (see `validate`), so that each body is parsed once.
 */
async function jsonBodyProblem(c: Context): Promise<string | undefined> {
  const text = await c.req.text();
  if (!JSON_MEDIA_TYPE.test(mediaTypeOf(c))) return text.trim() ? BODY_MESSAGES.notJson : undefined;
  if (!text.trim()) return BODY_MESSAGES.emptyJson;
  return undefined;
}

/**
 * Why a form route's body cannot be judged field by field, or undefined. Hono's validator reads a form
 * sent as application/x-www-form-urlencoded too, and takes a body of any other type for no fields at
 * all, so a JSON body or a bare photo heard that each field was required; the contract documents forms
 * as multipart/form-data, the only type that carries a file. A multipart body is left to the validator,
 * which reads it once; another is read here, within the limit, only to tell an empty one, which is
 * judged field by field as a JSON route's is.
 */
async function formBodyProblem(c: Context, notMultipart: string): Promise<string | undefined> {
  if (mediaTypeOf(c) === 'multipart/form-data') return undefined;
  const bytes = await c.req.arrayBuffer();
  return bytes.byteLength ? notMultipart : undefined;
}

/** A form route's own words for a body that is not multipart/form-data, saying what goes in which field. */
interface FormWords {
  notMultipart?: string;
}

/**
 * Validates one part of the request with a contract schema; failures answer 400 problem+json. Every
 * route reads its body here, so this is also where a body's size is limited, before it is parsed, and
 * where a body that is not what the route reads (JSON, a form) is refused as a whole: a form route
 * says how in its own `words`, or hears `BODY_MESSAGES.notMultipart`.
 */
export const validate = <T extends v.GenericSchema, Tgt extends Target>(target: Tgt, schema: T, words: FormWords = {}) => {
  const check = validator(target, schema, (result, c) => {
    // The value as parsed, before the schema: the schemas refuse null, numbers and text as they
    // should, but valibot takes a list for an object.
    if (target === 'json' && Array.isArray(result.data as unknown)) return bodyRefused(c, BODY_MESSAGES.notAnObject);
    if (!result.success) return validationResponse(c, problemFromIssues(result.error as v.BaseIssue<unknown>[]));
    const refused = textFloor(result.data);
    if (Object.keys(refused).length) return validationResponse(c, validationProblem(refused));
  });
  const limit = bodyLimits[target];
  if (!limit) return check;
  const judge: MiddlewareHandler = async (c, next) => {
    const problem =
      target === 'json' ? await jsonBodyProblem(c) : target === 'form' ? await formBodyProblem(c, words.notMultipart ?? BODY_MESSAGES.notMultipart) : undefined;
    if (problem) return bodyRefused(c, problem);
    let reached = false;
    try {
      return await check(c, async () => {
        reached = true;
        await next();
      });
    } catch (err) {
      // Before the route runs, the validator throws only for a body it cannot parse: malformed JSON, a broken form.
      if (reached || !(err instanceof HTTPException) || err.status !== 400) throw err;
      return bodyRefused(c, target === 'form' ? BODY_MESSAGES.malformedForm : BODY_MESSAGES.malformedJson);
    }
  };
  // Object.assign keeps what hono-openapi attached to `check` to document the request.
  const limited: MiddlewareHandler = async (c, next) => {
    // A body already read was read within a limit (`limitJsonBody`), and cannot be read twice.
    if (Object.values(c.req.bodyCache).some(Boolean)) return judge(c, next);
    let judged: Response | void = undefined;
    const refused = await limit(c, async () => {
      judged = await judge(c, next);
    });
    return refused ?? judged;
  };
  return Object.assign<MiddlewareHandler, typeof check>(limited, check);
};

/** An OpenAPI response entry documenting a JSON body with a contract schema. */
export const json = (schema: v.GenericSchema, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});

/** An OpenAPI 400 entry for a call that refuses with a domain error as well as with a Validation Error. */
export const badRequest = (description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(DomainError) }, 'application/problem+json': { schema: resolver(ValidationProblem) } },
});

export const errorResponses = {
  404: json(DomainError, 'Not found'),
};

/**
 * What `validate` may answer about a body's size, by the media type it reads. scripts/generate-openapi.ts
 * adds them to every operation with a body of that type that does not say it itself, since every body
 * is read there.
 */
export const bodyResponses = {
  'application/json': { 413: json(DomainError, `The body is over ${JSON_BODY_LIMIT / KB} KB`) },
  'multipart/form-data': { 413: json(DomainError, `The file is over ${MAX_UPLOAD_BYTES / (KB * KB)} MB`) },
};

/**
 * Answers what a route threw: a domain error with its status and `{ Message, Errors }`, anything
 * unexpected with a plain 500 that says nothing about what failed inside; that one is logged and
 * handed to error reporting, a domain error (the caller's to fix) is not.
 */
export const errorHandler = <E extends FrameBindings>(errors: ErrorReporter) => (err: Error, c: Context<E>) => {
  if (err instanceof ApiError) {
    if (err.headers) for (const [k, val] of Object.entries(err.headers)) c.header(k, val);
    return c.json({ Message: err.message, ...(err.errors ? { Errors: err.errors } : {}) }, err.status);
  }
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    return c.json({ Message: err.message || res.statusText || 'Request failed.' }, err.status);
  }
  // Never the raw error: a failed query's carries the values of the request (error-reporting.ts).
  const scrubbed = scrubbedError(err);
  const vars = c.var as Partial<FrameBindings['Variables']>;
  vars.log?.error({ err: scrubbed, method: c.req.method, path: c.req.path }, 'unhandled error');
  errors.report(scrubbed, { method: c.req.method, path: c.req.path, requestId: vars.requestId });
  return c.json({ Message: 'Something went wrong on our side. Please try again.' }, 500);
};
