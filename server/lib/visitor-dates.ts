import type { Context, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { firstDayAccepted, lastDayAccepted } from '../../contract/forms';
import { validate } from './http';

type VisitorContext = Context<{ Variables: { now: () => Date } }>;
/** The first and last dates a visitor may choose for work or a move: today to a year ahead where their X-Timezone says they are, with a day of slack each way. */
const firstDayFor = (c: VisitorContext) => firstDayAccepted(c.req.header('X-Timezone'), c.var.now());
const lastDayFor = (c: VisitorContext) => lastDayAccepted(c.req.header('X-Timezone'), c.var.now());

/**
 * `validate('json', …)` for a body whose dates must be from today to a year ahead for the visitor: each
 * request is checked with the schema `schemaFor` builds for its own first and last days. The route is
 * documented with the schema for a request that names no time zone, whose dates are judged only here.
 */
export function validateWithVisitorDates<T extends v.GenericSchema>(schemaFor: (firstDay: () => string, lastDay: () => string) => T) {
  const documenting = validate('json', schemaFor(() => firstDayAccepted(undefined, new Date()), () => lastDayAccepted(undefined, new Date())));
  const checking: MiddlewareHandler = (c, next) => validate('json', schemaFor(() => firstDayFor(c), () => lastDayFor(c)))(c, next);
  // Object.assign keeps what hono-openapi attached to `documenting` to document the request.
  return Object.assign<MiddlewareHandler, typeof documenting>(checking, documenting);
}
