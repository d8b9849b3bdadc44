import * as v from 'valibot';
import { type FieldErrors, fieldFor, type FormProblems } from '../../../machines/form-submission.machine';

/** The first message of each field of a failed client-side parse; messages about no field go to the alert. */
export function placeIssues<Name extends string>(issues: readonly v.BaseIssue<unknown>[], names: readonly Name[]): FormProblems<Name> {
  const fields: FieldErrors<Name> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const name = fieldFor(v.getDotPath(issue) ?? '', names);
    if (name) fields[name] ??= issue.message;
    else other.push(issue.message);
  }
  return { fields, ...(other.length ? { alert: { title: 'Validation Error', detail: other.join('\n') } } : {}) };
}
