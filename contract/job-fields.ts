import * as v from 'valibot';
import { lineText, linesText, UUID_V1_TO_V5, ZipCode } from './common';

/*
 * The fields of a job, apart from the rest of the job request's contract (contract/job-requests.ts):
 * the public forms' contract (contract/public.ts) and the pages that load it, Book A Job and the
 * landing page's newsletter, then do not evaluate what a job becomes (proposals, visits, payments).
 */

/** A required text of at most `max` characters, one line unless `lines`. */
export const requiredText = (label: string, max: number, lines = false) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    lines ? linesText(label) : lineText(label),
    v.maxLength(max, `${label} must be ${max} characters or fewer.`),
  );

/** The job itself, shared by the signed-in form and the public Book A Job form. */
export const JobFields = {
  tradeId: v.pipe(v.string('Choose a service.'), v.regex(UUID_V1_TO_V5, 'Choose a service.')),
  description: requiredText('A description of the job', 4000, true),
  address: requiredText('Street address', 200),
  city: requiredText('City', 100),
  zipCode: ZipCode,
};
