import type { SnapshotFrom } from 'xstate';
import { classifyHttpFailure } from '../../machines/api-failure';
import type { FormFailure } from '../../machines/form-submission.machine';
import { type JobFormValues, type JobRequestFormMachine, jobRequestFormMachine, type PhotoFile } from '../../machines/job-request-form.machine';
import { blankJobForm, jobFormChecker } from '../../src/features/job-request-form/job-request-form.logic';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor, pathThrough } from './model';

/**
 * The paths through the New Job Request machine: the machine-level model test
 * (job-request-form.model.test.ts) walks them. The form starts filled in (what a customer types is
 * the fields' business, tested with the screen); the paths are about sending, photos and the zip code.
 */

export type Snapshot = SnapshotFrom<JobRequestFormMachine>;

export const TODAY = '2026-11-25';
export const TRADE_ID = '0b6a0f7e-5c1d-4e0b-9a43-000000000001';
export const filled: JobFormValues = {
  ...blankJobForm,
  tradeId: TRADE_ID,
  name: 'Sticking back door',
  description: 'The back door sticks at the top since the rain.',
  address: '12 Oak Hill Road',
  city: 'Southborough',
  zipCode: '01772',
  preferredDate1: '2026-12-01',
};
export const validate = jobFormChecker(() => TODAY);
export const CONTRACTOR_ID = '0b6a0f7e-5c1d-4e0b-9a43-000000000007';

const photo = (name: string, type = 'image/jpeg', size = 120_000): PhotoFile => ({ name, type, size });
export const files = {
  door: photo('door.jpg'),
  notAPhoto: photo('invoice.pdf', 'application/pdf'),
  many: Array.from({ length: 11 }, (_, i) => photo(`frame-${i + 1}.jpg`)),
};

const problem = (errors: Record<string, string[]>) => ({ type: 'about:blank', title: 'Validation Error', status: 400, errors });
const refusal = (status: number, body: unknown): FormFailure => classifyHttpFailure({ status, body, retryAfter: null });

export const failures = {
  /** POST /Files refused the bytes. */
  photoRefused: refusal(400, problem({ file: ['This file is not a photo we can open. Upload a JPEG, PNG or WebP photo.'] })),
  /** POST /JobRequests refused a field. */
  zipRefused: refusal(400, problem({ zipCode: ['We do not serve zip code 01772.'] })),
  serverDown: refusal(500, { Message: 'Something went wrong on our side.' }),
  networkDown: networkDown(),
};

export const created = { id: '0b6a0f7e-5c1d-4e0b-9a43-00000000000a' };
export const stored = { id: '0b6a0f7e-5c1d-4e0b-9a43-00000000000f' };

export const events: ModelEvent<JobRequestFormMachine>[] = [
  { type: 'form.change', field: 'description', value: '' },
  { type: 'form.change', field: 'description', value: filled.description },
  { type: 'form.change', field: 'zipCode', value: '0177' },
  { type: 'form.change', field: 'zipCode', value: '90210' },
  { type: 'form.submit' },
  { type: 'photos.add', files: [files.door] },
  { type: 'photos.add', files: [files.notAPhoto] },
  { type: 'photos.add', files: files.many },
  { type: 'photos.remove', key: 'photo-1' },
  { type: 'photos.retry', key: 'photo-1' },
  { type: 'photos.progress', key: 'photo-1', loaded: 60_000, total: 120_000 },
  { type: 'xstate.done.actor.uploadPhoto', output: stored },
  { type: 'xstate.error.actor.uploadPhoto', error: failures.photoRefused },
  { type: 'xstate.error.actor.uploadPhoto', error: failures.networkDown },
  { type: 'xstate.after.ZIP_CHECK_DELAY.jobRequestForm.zipCheck.waiting' },
  { type: 'xstate.done.actor.checkZip', output: { served: false } },
  { type: 'xstate.done.actor.checkZip', output: { served: true, city: 'Beverly Hills', state: 'CA' } },
  { type: 'xstate.error.actor.checkZip', error: failures.networkDown },
  { type: 'xstate.done.actor.submitRequest', output: created },
  { type: 'xstate.error.actor.submitRequest', error: failures.zipRefused },
  { type: 'xstate.error.actor.submitRequest', error: failures.serverDown },
  { type: 'xstate.error.actor.submitRequest', error: failures.networkDown },
];

/** What the guards read: the form's validity, the messages shown, the zip code's answer, and the photos' states (not how many). */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    status: s.status,
    // Only these two change on the paths.
    description: s.context.values.description !== '',
    zip: s.context.values.zipCode,
    errors: Object.keys(s.context.fieldErrors).filter((k) => s.context.fieldErrors[k as keyof typeof s.context.fieldErrors]).sort(),
    alert: Boolean(s.context.alert),
    refused: s.context.zipRefusal !== undefined,
    photos: [...new Set(s.context.photos.map((p) => p.status))].sort(),
  });

export const paths = pathsFor(jobRequestFormMachine, {
  events,
  serializeState,
  inputs: { filled: { values: filled, validate, contractorId: CONTRACTOR_ID } },
});

const input = { values: filled, validate, contractorId: CONTRACTOR_ID };
const event = (type: string, test: (e: ModelEvent<JobRequestFormMachine>) => boolean = () => true) => events.find((e) => e.type === type && test(e))!;
const adding = (file: PhotoFile) => events.find((e) => e.type === 'photos.add' && e.files[0] === file)!;
const failing = (error: unknown) => event('xstate.error.actor.uploadPhoto', (e) => 'error' in e && e.error === error);

/** Journeys with refused files, by name: a file that can never go holds nothing back. */
export const journeys = [
  pathThrough(jobRequestFormMachine, {
    name: 'a file refused before upload stays listed, and the request goes with the photo that uploaded, without it',
    input,
    serializeState,
    events: [adding(files.notAPhoto), adding(files.door), event('xstate.done.actor.uploadPhoto'), event('form.submit'), event('xstate.done.actor.submitRequest')],
  }),
  pathThrough(jobRequestFormMachine, {
    name: 'a photo the server refuses while Send waits for it: said first, then Send goes without it',
    input,
    serializeState,
    events: [adding(files.door), event('form.submit'), failing(failures.photoRefused), event('form.submit'), event('xstate.done.actor.submitRequest')],
  }),
];
