import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_REQUEST } from '../../contract/job-requests';
import {
  type JobRequestFormMachine,
  jobRequestFormMachine,
  PHOTOS_NOT_UPLOADED,
  refusedWhileSendingMessage,
  zipNotServedMessage,
} from '../../machines/job-request-form.machine';
import { CONTRACTOR_ID, created, journeys, paths, serializeState, type Snapshot, validate } from './job-request-form.paths';
import { assertFullCoverage, machineDriver, type MachineDriver, type StateChecks } from './model';

let driver: MachineDriver<JobRequestFormMachine>;

const calls = (type: string) => driver.actions.filter((action) => action.type === type);
const shown = (s: Snapshot) => Object.entries(s.context.fieldErrors).filter(([, message]) => message).map(([field]) => field);

/** True in every state: the photos' own rules. */
function photoRules(s: Snapshot) {
  const { photos } = s.context;
  // At most one upload at a time, and it is the one the machine is running.
  const uploading = photos.filter((p) => p.status === 'uploading');
  expect(uploading.length).toBeLessThanOrEqual(1);
  if (s.matches({ photos: 'uploading' })) expect(uploading.map((p) => p.key)).toEqual([s.context.uploadingKey]);
  else expect(uploading).toEqual([]);
  // Never more photos that can go than a request takes.
  expect(photos.filter((p) => p.status !== 'refused').length).toBeLessThanOrEqual(MAX_PHOTOS_PER_REQUEST);
  for (const p of photos) {
    if (p.status === 'uploaded') expect(p.fileId).toBeTruthy();
    if (p.status === 'failed' || p.status === 'refused') expect(p.error).toBeTruthy();
    // A refused file can never go: nothing offers to try it again.
    if (p.status === 'refused') expect(s.can({ type: 'photos.retry', key: p.key })).toBe(false);
    expect(p.progress).toBeGreaterThanOrEqual(0);
    expect(p.progress).toBeLessThanOrEqual(1);
  }
  // An idle queue has nothing waiting.
  if (s.matches({ photos: 'idle' })) expect(photos.some((p) => p.status === 'queued')).toBe(false);
}

const checks: StateChecks<Snapshot> = {
  'submission.editing.ready': (s) => {
    photoRules(s);
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context.alert).toBeUndefined();
  },
  'submission.editing.invalid': (s) => {
    photoRules(s);
    expect(s.hasTag('error')).toBe(true);
    expect(shown(s).length > 0 || s.context.alert !== undefined).toBe(true);
    // Focus went to a thing that is wrong.
    const focused = calls('focusField').at(-1)?.params as { field: string };
    expect(focused.field).toBeTruthy();
    const { photos } = s.context;
    const failed = photos.filter((p) => p.status === 'failed');
    const refused = photos.filter((p) => p.status === 'refused');
    // Photos hold the request back only when one can be tried again, and focus goes to its Try again;
    // or when the server refused one the request was waiting for, told once, with focus at its Remove.
    if (s.context.fieldErrors.photos === PHOTOS_NOT_UPLOADED) {
      expect(failed.length).toBeGreaterThan(0);
      if (shown(s)[0] === 'photos') expect(focused.field).toBe(failed[0]!.key);
    } else if (s.context.fieldErrors.photos) {
      expect(s.context.fieldErrors.photos).toBe(refusedWhileSendingMessage(refused.filter((p) => s.context.awaitedKeys.includes(p.key)).map((p) => p.file.name)));
      if (shown(s)[0] === 'photos') expect(refused.map((p) => p.key)).toContain(focused.field);
    }
  },
  'submission.editing.failed': (s) => {
    photoRules(s);
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.alert?.title).toBeTruthy();
    expect(s.can({ type: 'form.submit' })).toBe(true);
  },
  'submission.waitingForPhotos': (s) => {
    photoRules(s);
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.photos.some((p) => p.status === 'queued' || p.status === 'uploading')).toBe(true);
    expect(driver.fakes.calls('submitRequest')).toBe(calls('openRequest').length + driver.steps.filter((e) => e.type.startsWith('xstate.error.actor.submitRequest')).length);
  },
  'submission.submitting': (s) => {
    photoRules(s);
    expect(s.hasTag('busy')).toBe(true);
    expect(s.can({ type: 'form.submit' })).toBe(false);
    const input = driver.fakes.inputOf('submitRequest') as { values: typeof s.context.values; photoIds: string[]; contractorId: string; idempotencyKey: string };
    expect(input.idempotencyKey).toBe(s.context.sent?.key);
    expect(validate(input.values)).toEqual({ fields: {} });
    // Only uploaded photos go, and every one of them; refused files stay behind and hold nothing back.
    expect(input.photoIds).toEqual(s.context.photos.flatMap((p) => (p.status === 'uploaded' ? [p.fileId] : [])));
    expect(s.context.photos.every((p) => p.status === 'uploaded' || p.status === 'refused')).toBe(true);
    expect(input.contractorId).toBe(CONTRACTOR_ID);
  },
  'submission.created': (s) => {
    expect(calls('openRequest').map((a) => a.params)).toEqual([{ id: created.id }]);
    expect(s.hasTag('busy')).toBe(false);
  },
  'photos.idle': photoRules,
  'photos.uploading': (s) => {
    photoRules(s);
    const input = driver.fakes.inputOf('uploadPhoto') as { key: string };
    expect(input.key).toBe(s.context.uploadingKey);
  },
  'zipCheck.idle': (s) => expect(s.context.zipRefusal).toBeUndefined(),
  'zipCheck.waiting': (s) => expect(s.context.values.zipCode).toMatch(/^\d{5}$/),
  'zipCheck.checking': (s) => expect(driver.fakes.inputOf('checkZip')).toEqual({ zipCode: s.context.values.zipCode }),
  'zipCheck.served': (s) => {
    expect(s.context.zipPlace).toBeDefined();
    expect(s.context.zipRefusal).toBeUndefined();
  },
  'zipCheck.notServed': (s) => {
    expect(s.context.zipRefusal).toBe(zipNotServedMessage(s.context.values.zipCode));
    // Refused at its field until it changes, and nothing can be sent meanwhile.
    expect(s.context.fieldErrors.zipCode).toBeTruthy();
  },
  'zipCheck.unknown': (s) => expect(s.context.zipRefusal).toBeUndefined(),
};

describe('job request form machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(jobRequestFormMachine, paths, { states: checks });
  });

  it.each([...paths, ...journeys].map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(jobRequestFormMachine, { input: path.input!, serializeState });
    await path.test(driver.params(checks));
    driver.stop();
  });
});
