import * as v from 'valibot';
import { type CreateJobRequest, createJobRequest } from '../../../contract/job-requests';
import type { FieldErrors, FormProblems } from '../../../machines/form-submission.machine';
import { JOB_FORM_FIELDS, type JobFormField, type JobFormValues, type Photo } from '../../../machines/job-request-form.machine';

/** The three preferred-date fields, best first. */
export const DATE_FIELDS = ['preferredDate1', 'preferredDate2', 'preferredDate3'] as const satisfies readonly JobFormField[];

export const blankJobForm: JobFormValues = {
  tradeId: '',
  name: '',
  description: '',
  address: '',
  city: '',
  zipCode: '',
  preferredDate1: '',
  preferredDate2: '',
  preferredDate3: '',
};

/** Whether a field holds something other than what the form opened with. */
export const typedSince = (opened: JobFormValues, values: JobFormValues) => JOB_FORM_FIELDS.some((name) => values[name] !== opened[name]);

/** A photo the request would take: one refused is not sent, so nothing is lost with it. */
export const isKeptPhoto = (photo: Photo) => photo.status !== 'refused';

/** What the question before leaving says would be lost. */
export function unsentMessage({ typed, photosAdded }: { typed: boolean; photosAdded: boolean }) {
  const lost = typed && photosAdded ? 'What you typed and the photos you added' : photosAdded ? 'The photos you added' : 'What you typed';
  return `Your job request has not been sent. ${lost} will be lost.`;
}

/** The date fields that hold something, in order: the request's `preferredDates` and where each came from. */
const chosenDates = (values: JobFormValues) => DATE_FIELDS.filter((field) => values[field] !== '');

/** The body of POST /JobRequests from what was typed: empty dates left out, photos and the contractor asked for added. */
export function toJobRequest(values: JobFormValues, photoIds: string[] = [], contractorId?: string): CreateJobRequest {
  return {
    tradeId: values.tradeId,
    name: values.name,
    description: values.description,
    address: values.address,
    city: values.city,
    zipCode: values.zipCode,
    preferredDates: chosenDates(values).map((field) => values[field]),
    photoIds,
    ...(contractorId ? { contractorId } : {}),
  };
}

/**
 * The field a contract path is about: `preferredDates.1` is the second date that holds something,
 * whichever field that is; other paths name their field.
 */
export function fieldOfPath(path: string, values: JobFormValues): JobFormField | undefined {
  const [head, index] = path.split('.');
  if (head?.toLowerCase() === 'preferreddates') {
    const dates = chosenDates(values);
    return index !== undefined && /^\d+$/.test(index) ? dates[Number(index)] : dates[0];
  }
  return JOB_FORM_FIELDS.find((name) => name.toLowerCase() === head?.toLowerCase());
}

/** The contract's check of what was typed (messages by field), with today as `today` says; the schema is built once. */
export function jobFormChecker(today: () => string): (values: JobFormValues) => FormProblems<JobFormField> {
  const schema = createJobRequest(today);
  return (values) => problemsOf(v.safeParse(schema, toJobRequest(values)), values);
}

function problemsOf(parsed: v.SafeParseResult<ReturnType<typeof createJobRequest>>, values: JobFormValues): FormProblems<JobFormField> {
  if (parsed.success) return { fields: {} };
  const fields: FieldErrors<JobFormField> = {};
  const other: string[] = [];
  for (const issue of parsed.issues) {
    const field = fieldOfPath(v.getDotPath(issue) ?? '', values);
    if (field) fields[field] ??= issue.message;
    else other.push(issue.message);
  }
  return { fields, ...(other.length ? { alert: { title: 'Validation Error', detail: other.join('\n') } } : {}) };
}
