import type { Context } from 'hono';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { resolver, validator } from 'hono-openapi';
import * as v from 'valibot';
import { DomainError, type ValidationProblem } from '../../contract/common';
import type { AppBindings } from '../app-bindings';

export const router = () => new Hono<AppBindings>();

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

export function problemFromIssues(issues: readonly v.BaseIssue<unknown>[]): ValidationProblem {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    (errors[key] ??= []).push(issue.message);
  }
  return {
    type: 'https://datatracker.ietf.org/doc/html/rfc9457#section-3',
    title: 'Validation Error',
    status: 400,
    detail: 'One or more fields are not valid.',
    errors,
  };
}

export function validationResponse(c: Context, problem: ValidationProblem) {
  return c.body(JSON.stringify(problem), 400, { 'Content-Type': 'application/problem+json' });
}

type Target = 'json' | 'query' | 'param' | 'header' | 'form';

/** Validates one part of the request with a contract schema; failures answer 400 problem+json. */
export const validate = <T extends v.GenericSchema, Tgt extends Target>(target: Tgt, schema: T) =>
  validator(target, schema, (result, c) => {
    if (!result.success) return validationResponse(c, problemFromIssues(result.error as v.BaseIssue<unknown>[]));
  });

/** An OpenAPI response entry documenting a JSON body with a contract schema. */
export const json = (schema: v.GenericSchema, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});

export const errorResponses = {
  404: json(DomainError, 'Not found'),
};

export function errorHandler(err: Error, c: Context<AppBindings>) {
  if (err instanceof ApiError) {
    if (err.headers) for (const [k, val] of Object.entries(err.headers)) c.header(k, val);
    return c.json({ Message: err.message, ...(err.errors ? { Errors: err.errors } : {}) }, err.status);
  }
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    return c.json({ Message: err.message || res.statusText || 'Request failed.' }, err.status);
  }
  c.var.log?.error({ err, path: c.req.path }, 'unhandled error');
  return c.json({ Message: 'Something went wrong on our side. Please try again.' }, 500);
}
