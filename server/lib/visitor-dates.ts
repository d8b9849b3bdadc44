import type { Context, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { firstDayAccepted } from '../../contract/forms';
import { validate } from './http';

/** The first date a visitor may choose for work or a move: today where their X-Timezone says they are, with a day of slack. */
const firstDayFor = (c: Context<{ Variables: { now: () => Date } }>) => firstDayAccepted(c.req.header('X-Timezone'), c.var.now());

/**
 * `validate('json', …)` for a body whose dates must be today or later for the visitor: each request is
 * checked with the schema `schemaFor` builds for its own first day. The route is documented with the
 * schema for a request that names no time zone, whose dates are judged only here.
 */
export function validateWithVisitorDates<T extends v.GenericSchema>(schemaFor: (firstDay: () => string) => T) {
  const documenting = validate('json', schemaFor(() => firstDayAccepted(undefined, new Date())));
  const checking: MiddlewareHandler = (c, next) => validate('json', schemaFor(() => firstDayFor(c)))(c, next);
  // Object.assign keeps what hono-openapi attached to `documenting` to document the request.
  return Object.assign<MiddlewareHandler, typeof documenting>(checking, documenting);
}
