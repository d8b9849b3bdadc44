import { DomainError } from '../../contract/common';
import { ApiError, json } from './http';

/**
 * Answers 501 for a call whose feature comes later, after its input was validated, so clients
 * already meet the final contract's validation.
 */
export function notAvailableYet(what: string): never {
  throw new ApiError(501, `${what} is not available yet.`);
}

export const notAvailableResponse = { 501: json(DomainError, 'Not available yet') };
