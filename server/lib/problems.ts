import type { Context } from 'hono';
import { validationResponse } from './http';

/** 400 problem+json for one field whose value is well-formed but refers to nothing we know. */
export const invalidField = (c: Context, field: string, message: string) =>
  validationResponse(c, {
    type: 'https://datatracker.ietf.org/doc/html/rfc9457#section-3',
    title: 'Validation Error',
    status: 400,
    detail: 'One or more fields are not valid.',
    errors: { [field]: [message] },
  });
