import { resolver } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import { badRequest } from './http';
import { limitPerIp } from './ip-limit';

const MINUTE = 60_000;

/**
 * A visitor sends a form a few times at most; more from one address is a script. Every attempt counts,
 * refused ones included, so the limit cannot be probed for free.
 */
export const publicFormLimits: [limit: number, windowMs: number][] = [
  [5, 10 * MINUTE],
  [20, 24 * 60 * MINUTE],
];

/**
 * The first check of a public form. The order is: this limit, then the body and headers against the
 * contract, then what the body refers to (404), then the captcha, then one transaction that claims the
 * captcha answer and writes the form. Each refusal throws before the write, so a refused form stores
 * nothing but its count here; an invalid body never spends the visitor's captcha answer.
 */
export const limitPublicForm = (name: string) =>
  limitPerIp(`form:${name}`, publicFormLimits, 'You have sent this form too many times. Please try again later.');

/** OpenAPI answers every public form shares besides its 201. */
export const publicFormResponses = {
  400: badRequest('A Validation Error keyed by field (problem+json), or a captcha answer that is missing, wrong or already used ({ Message })'),
  429: { description: 'Too many forms from this address; see Retry-After', content: { 'application/json': { schema: resolver(DomainError) } } },
  503: { description: 'The captcha provider could not be reached; nothing was saved', content: { 'application/json': { schema: resolver(DomainError) } } },
};
