import { assign, fromPromise, not, setup } from 'xstate';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, UPLOAD_HEIC_MESSAGE, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPES_MESSAGE } from '../contract/files';
import { MAX_PHOTOS_PER_REQUEST } from '../contract/job-requests';
import { toApiFailure } from './api-failure';
import { type FieldErrors, type FormAlert, type FormProblems, placeRefusal } from './form-submission.machine';
import { type KeyedRequest, keyFor } from './idempotency-key';

/**
 * New Job Request (spec sections 2 and 7, issue "job requests"): a signed-in customer describes the
 * job, where it is and when suits them, and adds photos that upload while they type. Three regions
 * run side by side, so nothing typed is lost whatever happens to an upload or to the sending:
 *
 * - `submission`: editing → (waitingForPhotos) → submitting → created, or back to editing with the
 *   server's messages at their fields or in an alert; a failed attempt is tried again with Send.
 * - `photos`: one upload at a time, queued → uploading (with progress) → uploaded (the file's id),
 *   failed (the network or the server failed: it can be tried again) or refused (the file can never
 *   go, and why). A file refused before upload (too big, not a photo) is refused at once and never
 *   uploads. A refused file is listed with its reason and does not hold the request back: it is
 *   simply not sent.
 * - `zipCheck`: a whole zip code is checked against the area served a moment after the last key, so
 *   the customer learns before sending that the provider does not work there.
 *
 * Each sending carries an idempotency key (docs/decisions/086-a-write-sent-twice-is-carried-out-once.md):
 * the same while the request is sent again unchanged, so that a retry after an answer lost on a bad
 * connection gets that answer instead of a second request, and a new one once anything in it changes.
 *
 * Provide in `src/`: the actors `uploadPhoto` (POST /Files with progress, sending `photos.progress` to
 * `input.parent`), `checkZip` (GET /ZipCodeLocation/{zipCode}) and `submitRequest` (POST /JobRequests),
 * the actions `focusField` and `openRequest`, and the input's `validate` (the contract's messages).
 */

export const JOB_FORM_FIELDS = ['tradeId', 'name', 'description', 'address', 'city', 'zipCode', 'preferredDate1', 'preferredDate2', 'preferredDate3'] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
export type JobFormValues = Record<JobFormField, string>;
/** Where a message can sit: a field, or the photos as a whole. */
export type JobFormTarget = JobFormField | 'photos';
export const PHOTOS_TARGET = 'photos';
/** Where focus can go: a field, the photos' button, or a photo's first button (Try again, or Remove when refused). */
export type JobFormFocus = JobFormTarget | PhotoKey;

/** What the machine needs of a chosen file (a browser `File` is one). */
export interface PhotoFile {
  name: string;
  size: number;
  type: string;
}

/** `failed` can be tried again (the network or the server failed); `refused` never goes (the file is not one we take). */
export type PhotoStatus = 'queued' | 'uploading' | 'uploaded' | 'failed' | 'refused';
export type PhotoKey = `photo-${number}`;

export interface Photo<F extends PhotoFile = PhotoFile> {
  /** This form's own name for the photo (`photo-3`), stable while it is shown. */
  key: PhotoKey;
  file: F;
  status: PhotoStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The stored file's id once uploaded. */
  fileId?: string;
  /** Why it failed or was refused, in words the customer can act on. */
  error?: string;
}

export interface UploadInput<F extends PhotoFile = PhotoFile> {
  key: string;
  file: F;
  /** Where the actor sends `photos.progress` as bytes go out. */
  parent: { send: (event: { type: 'photos.progress'; key: string; loaded: number; total: number }) => void };
}

export interface ZipPlace {
  city: string;
  state: string;
}

export type ZipAnswer = ({ served: true } & ZipPlace) | { served: false };

export interface SubmitRequestInput {
  values: JobFormValues;
  photoIds: string[];
  contractorId: string | undefined;
  /** Sent as `Idempotency-Key`: the same on a retry of the same request. */
  idempotencyKey: string;
}

export interface CreatedRequest {
  id: string;
}

export interface JobRequestFormInput {
  values: JobFormValues;
  /** The contract's rules for these values (pure): messages by field. */
  validate: (values: JobFormValues) => FormProblems<JobFormField>;
  /** Asked for from a contractor's card: offered the job first. */
  contractorId?: string | undefined;
}

export interface JobRequestFormContext<F extends PhotoFile = PhotoFile> {
  values: JobFormValues;
  validate: (values: JobFormValues) => FormProblems<JobFormField>;
  contractorId: string | undefined;
  fieldErrors: FieldErrors<JobFormTarget>;
  alert: FormAlert | undefined;
  photos: Photo<F>[];
  /** The number in the next photo's key. */
  photoCount: number;
  /** Said once about the last files added, e.g. that some went over the limit. */
  photoNotice: string | undefined;
  /** The photo on its way. */
  uploadingKey: string | undefined;
  /** The photos that were still on their way when Send was pressed: the request waits for them. */
  awaitedKeys: string[];
  /** The zip code checked last and what was found. */
  zipPlace: ZipPlace | undefined;
  zipRefusal: string | undefined;
  created: CreatedRequest | undefined;
  /** The key of the last sending and what was sent with it. */
  sent: KeyedRequest | undefined;
}

export type JobRequestFormEvent<F extends PhotoFile = PhotoFile> =
  | { type: 'form.change'; field: JobFormField; value: string }
  | { type: 'form.submit' }
  | { type: 'photos.add'; files: F[] }
  | { type: 'photos.remove'; key: string }
  | { type: 'photos.retry'; key: string }
  | { type: 'photos.progress'; key: string; loaded: number; total: number };

/** After the last key in the zip code field, how long before it is checked. */
export const ZIP_CHECK_DELAY_MS = 400;
const WHOLE_ZIP = /^\d{5}$/;

/** The refusal of a zip code outside the area served, in the words the contractor search and the server use. */
export const zipNotServedMessage = (zipCode: string) => `We do not serve zip code ${zipCode}.`;
export const PHOTOS_NOT_UPLOADED = 'Some photos did not upload. Try them again or remove them, then send.';
/** Said when photos the request was waiting for are refused: the customer learns of it before the request goes without them. */
export const refusedWhileSendingMessage = (names: readonly string[]) =>
  names.length === 1
    ? `Your request was not sent yet: “${names[0]}” could not be added. Send again to send it without that photo.`
    : `Your request was not sent yet: ${names.length} photos could not be added. Send again to send it without them.`;
export const tooManyPhotosMessage = (left: number) =>
  `A job request takes at most ${MAX_PHOTOS_PER_REQUEST} photos; ${left === 1 ? '1 photo was' : `${left} photos were`} not added.`;

/**
 * Why a file cannot be uploaded, found before sending a byte; undefined when it may go. The type a
 * browser names is a hint only: the server reads the bytes and refuses what is not a photo.
 */
export function photoRefusal(file: PhotoFile): string | undefined {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif' || /\.hei[cf]$/i.test(file.name)) return UPLOAD_HEIC_MESSAGE;
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(type)) return `“${file.name}” is not a photo. ${UPLOAD_TYPES_MESSAGE}`;
  if (file.size > MAX_UPLOAD_BYTES) return `“${file.name}” is too big. ${UPLOAD_SIZE_MESSAGE}`;
  return undefined;
}

/**
 * The server's or the network's reason an upload failed: the message about the file when the server
 * gave one. The server refusing the file is final; the network or the server failing can be tried again.
 */
function uploadFailure(error: unknown): { status: 'failed' | 'refused'; error: string } {
  const failure = toApiFailure(error);
  const aboutFile = failure.fieldErrors?.file;
  if (aboutFile) return { status: 'refused', error: aboutFile };
  return { status: failure.kind === 'validation' ? 'refused' : 'failed', error: failure.message };
}

/** Photos that count towards the limit: those not refused. */
const countedPhotos = (photos: readonly Photo[]) => photos.filter((p) => p.status !== 'refused').length;
const isPending = (photo: Photo) => photo.status === 'queued' || photo.status === 'uploading';
const isFailed = (photo: Photo) => photo.status === 'failed';
/** Photos the request waited for and the server refused meanwhile. */
const refusedWhileWaiting = (context: JobRequestFormContext) => context.photos.filter((p) => p.status === 'refused' && context.awaitedKeys.includes(p.key));

/**
 * The values' problems, the zip code outside the area served, and photos that did not upload but
 * could. A refused file is no problem of the request: it is not sent, and its row says why.
 */
function problemsOf(context: JobRequestFormContext): FormProblems<JobFormTarget> {
  const { fields, alert } = context.validate(context.values);
  const all: FieldErrors<JobFormTarget> = { ...fields };
  if (!all.zipCode && context.zipRefusal) all.zipCode = context.zipRefusal;
  if (context.photos.some(isFailed)) all.photos = PHOTOS_NOT_UPLOADED;
  return { fields: all, alert };
}
const hasNoProblems = (problems: FormProblems<string>) => Object.keys(problems.fields).length === 0 && !problems.alert;
const TARGETS: readonly JobFormTarget[] = [...JOB_FORM_FIELDS, PHOTOS_TARGET];

/** What goes to the server, but the key. */
const requestOf = (context: JobRequestFormContext): Omit<SubmitRequestInput, 'idempotencyKey'> => ({
  values: context.values,
  photoIds: context.photos.flatMap((p) => (p.fileId ? [p.fileId] : [])),
  contractorId: context.contractorId,
});
/** The first thing to fix; for the photos, the first one that can be tried again, at its Try again button. */
function firstToFix(context: JobRequestFormContext): JobFormFocus | undefined {
  const target = TARGETS.find((name) => context.fieldErrors[name]);
  if (target !== PHOTOS_TARGET) return target;
  return context.photos.find(isFailed)?.key ?? target;
}

export function createJobRequestFormMachine<F extends PhotoFile = PhotoFile>() {
  type Context = JobRequestFormContext<F>;
  return setup({
    types: {
      context: {} as Context,
      events: {} as JobRequestFormEvent<F>,
      input: {} as JobRequestFormInput,
    },
    actors: {
      uploadPhoto: fromPromise<{ id: string }, UploadInput<F>>(() => Promise.reject(new Error('uploadPhoto is not provided'))),
      checkZip: fromPromise<ZipAnswer, { zipCode: string }>(() => Promise.reject(new Error('checkZip is not provided'))),
      submitRequest: fromPromise<CreatedRequest, SubmitRequestInput>(() => Promise.reject(new Error('submitRequest is not provided'))),
    },
    delays: {
      ZIP_CHECK_DELAY: ZIP_CHECK_DELAY_MS,
    },
    actions: {
      /** Moves focus to a field, the photos' button or a photo's first button, once its message shows. */
      focusField: (_, _params: { field: JobFormFocus | undefined }) => {},
      /** Shows the new request. */
      openRequest: (_, _params: { id: string }) => {},
      assignValue: assign(({ context }, params: { field: JobFormField; value: string }) => {
        const values = { ...context.values, [params.field]: params.value };
        const zip = params.field === 'zipCode' ? { zipRefusal: undefined, zipPlace: undefined } : {};
        if (!context.fieldErrors[params.field]) return { values, ...zip };
        return { values, ...zip, fieldErrors: { ...context.fieldErrors, [params.field]: context.validate(values).fields[params.field] } };
      }),
      assignProblems: assign(({ context }) => {
        const problems = problemsOf(context);
        return { fieldErrors: problems.fields, alert: problems.alert };
      }),
      clearProblems: assign({ fieldErrors: {}, alert: undefined }),
      assignRefusal: assign(({ context }, params: { error: unknown }) => {
        const placed = placeRefusal(params.error, TARGETS);
        // A zip code found outside the area served stays refused whatever else the server said.
        const zip = context.zipRefusal && !placed.fields.zipCode ? { zipCode: context.zipRefusal } : {};
        return { fieldErrors: { ...placed.fields, ...zip }, alert: placed.alert };
      }),
      addPhotos: assign(({ context }, params: { files: F[] }) => {
        let room = MAX_PHOTOS_PER_REQUEST - countedPhotos(context.photos);
        let count = context.photoCount;
        let left = 0;
        const added: Photo<F>[] = [];
        for (const file of params.files) {
          const refusal = photoRefusal(file);
          if (!refusal && room <= 0) {
            left += 1;
            continue;
          }
          count += 1;
          const key: PhotoKey = `photo-${count}`;
          if (refusal) added.push({ key, file, status: 'refused', progress: 0, error: refusal });
          else {
            room -= 1;
            added.push({ key, file, status: 'queued', progress: 0 });
          }
        }
        const photos = [...context.photos, ...added];
        const stillFailed = photos.some(isFailed);
        return {
          photos,
          photoCount: count,
          photoNotice: left ? tooManyPhotosMessage(left) : undefined,
          fieldErrors: stillFailed ? context.fieldErrors : { ...context.fieldErrors, photos: undefined },
        };
      }),
      removePhoto: assign(({ context }, params: { key: string }) => {
        const photos = context.photos.filter((p) => p.key !== params.key);
        const stillFailed = photos.some(isFailed);
        return { photos, photoNotice: undefined, fieldErrors: stillFailed ? context.fieldErrors : { ...context.fieldErrors, photos: undefined } };
      }),
      requeuePhoto: assign(({ context }, params: { key: string }) => {
        const photos = context.photos.map((p): Photo<F> => (p.key === params.key ? { key: p.key, file: p.file, status: 'queued', progress: 0 } : p));
        const stillFailed = photos.some(isFailed);
        return { photos, fieldErrors: stillFailed ? context.fieldErrors : { ...context.fieldErrors, photos: undefined } };
      }),
      startUpload: assign(({ context }) => {
        const next = context.photos.find((p) => p.status === 'queued');
        return {
          uploadingKey: next?.key,
          photos: context.photos.map((p): Photo<F> => (p === next ? { ...p, status: 'uploading', progress: 0 } : p)),
        };
      }),
      assignProgress: assign(({ context }, params: { key: string; loaded: number; total: number }) => ({
        photos: context.photos.map((p) =>
          p.key === params.key && p.status === 'uploading' ? { ...p, progress: params.total > 0 ? Math.min(1, params.loaded / params.total) : 0 } : p,
        ),
      })),
      assignUploaded: assign(({ context }, params: { fileId: string }) => ({
        photos: context.photos.map((p): Photo<F> => (p.key === context.uploadingKey ? { ...p, status: 'uploaded', progress: 1, fileId: params.fileId } : p)),
        uploadingKey: undefined,
      })),
      assignUploadFailed: assign(({ context }, params: { error: unknown }) => ({
        photos: context.photos.map((p): Photo<F> => (p.key === context.uploadingKey ? { ...p, progress: 0, ...uploadFailure(params.error) } : p)),
        uploadingKey: undefined,
      })),
      assignZipAnswer: assign(({ context }, params: { answer: ZipAnswer }) => {
        if (params.answer.served) return { zipPlace: { city: params.answer.city, state: params.answer.state }, zipRefusal: undefined };
        const zipRefusal = zipNotServedMessage(context.values.zipCode);
        return { zipPlace: undefined, zipRefusal, fieldErrors: { ...context.fieldErrors, zipCode: zipRefusal } };
      }),
      assignCreated: assign((_, params: { created: CreatedRequest }) => ({ created: params.created })),
      assignSendingKey: assign(({ context }) => ({ sent: keyFor(context.sent ?? null, requestOf(context)) })),
      assignAwaited: assign(({ context }) => ({ awaitedKeys: context.photos.filter(isPending).map((p) => p.key) })),
      assignRefusedWhileWaiting: assign(({ context }) => ({
        fieldErrors: { ...context.fieldErrors, photos: refusedWhileSendingMessage(refusedWhileWaiting(context).map((p) => p.file.name)) },
        alert: undefined,
      })),
    },
    guards: {
      hasProblems: ({ context }) => !hasNoProblems(problemsOf(context)),
      isCorrected: ({ context }) => !Object.values(context.fieldErrors).some(Boolean) && !context.alert,
      hasPendingPhotos: ({ context }) => context.photos.some(isPending),
      hasFailedPhotos: ({ context }) => context.photos.some(isFailed),
      hasRefusedAwaitedPhotos: ({ context }) => refusedWhileWaiting(context).length > 0,
      hasQueuedPhoto: ({ context }) => context.photos.some((p) => p.status === 'queued'),
      isUploadGone: ({ context }) => !context.photos.some((p) => p.key === context.uploadingKey),
      hasPhoto: ({ context }, params: { key: string }) => context.photos.some((p) => p.key === params.key),
      canRetryPhoto: ({ context }, params: { key: string }) => context.photos.some((p) => p.key === params.key && isFailed(p)),
      isUploading: ({ context }, params: { key: string }) => context.uploadingKey === params.key,
      isZipChange: (_, params: { field: JobFormField; value: string }) => params.field === 'zipCode',
      isWholeZip: (_, params: { field: JobFormField; value: string }) => params.field === 'zipCode' && WHOLE_ZIP.test(params.value.trim()),
      hasFieldMessages: (_, params: { error: unknown }) => Object.keys(placeRefusal(params.error, TARGETS).fields).length > 0,
      isServed: (_, params: { answer: ZipAnswer }) => params.answer.served,
    },
  }).createMachine({
    id: 'jobRequestForm',
    description: 'New Job Request: the job typed, its photos uploaded meanwhile, the zip code checked, then sent once (spec sections 2 and 7).',
    context: ({ input }) => ({
      values: input.values,
      validate: input.validate,
      contractorId: input.contractorId ?? undefined,
      fieldErrors: {},
      alert: undefined,
      photos: [],
      photoCount: 0,
      photoNotice: undefined,
      uploadingKey: undefined,
      awaitedKeys: [],
      zipPlace: undefined,
      zipRefusal: undefined,
      created: undefined,
      sent: undefined,
    }),
    type: 'parallel',
    states: {
      submission: {
        initial: 'editing',
        states: {
          editing: {
            initial: 'ready',
            on: {
              'form.change': {
                description: 'A field shown as wrong is checked again as it is corrected, so its message goes as soon as it is right.',
                actions: { type: 'assignValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
              },
              'photos.add': { actions: { type: 'addPhotos', params: ({ event }) => ({ files: event.files }) } },
              'photos.remove': {
                guard: { type: 'hasPhoto', params: ({ event }) => ({ key: event.key }) },
                description: 'Removing the photo on its way stops its upload.',
                actions: { type: 'removePhoto', params: ({ event }) => ({ key: event.key }) },
              },
              'photos.retry': {
                guard: { type: 'canRetryPhoto', params: ({ event }) => ({ key: event.key }) },
                description: 'A photo that failed for the network or the server goes back in the queue; a refused file cannot, and is only removed.',
                actions: { type: 'requeuePhoto', params: ({ event }) => ({ key: event.key }) },
              },
              'form.submit': [
                {
                  guard: 'hasProblems',
                  description:
                    'Nothing is sent while a field breaks the contract, the zip code is outside the area served or a photo that can be tried again did not upload; focus goes to the first thing to fix. Refused files do not hold it back: they are not sent.',
                  target: '.invalid',
                  actions: ['assignProblems', { type: 'focusField', params: ({ context }) => ({ field: firstToFix(context) }) }],
                },
                { guard: 'hasPendingPhotos', target: 'waitingForPhotos', actions: 'clearProblems' },
                { target: 'submitting', actions: 'clearProblems' },
              ],
            },
            states: {
              ready: {},
              invalid: {
                description: "Messages sit next to their fields (the contract's or the server's); those about no field are in the alert.",
                tags: ['error'],
                always: { guard: 'isCorrected', target: 'ready' },
              },
              failed: {
                description: 'The server refused for a reason about no field, or could not be reached: the alert says so, what was typed and uploaded stays, and Send tries again.',
                tags: ['error'],
              },
            },
          },
          waitingForPhotos: {
            description:
              'Sent as soon as the last photo is up; a photo that fails sends the customer back to it, and one the server refuses is told of first: Send again sends the request without it.',
            tags: ['busy'],
            entry: 'assignAwaited',
            on: {
              'form.change': { actions: { type: 'assignValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
              'photos.remove': {
                guard: { type: 'hasPhoto', params: ({ event }) => ({ key: event.key }) },
                description: 'A slow photo can still be taken out: the request goes without it.',
                actions: { type: 'removePhoto', params: ({ event }) => ({ key: event.key }) },
              },
            },
            always: [
              {
                guard: 'hasFailedPhotos',
                target: 'editing.invalid',
                actions: ['assignProblems', { type: 'focusField', params: ({ context }) => ({ field: firstToFix(context) }) }],
              },
              {
                guard: 'hasRefusedAwaitedPhotos',
                target: 'editing.invalid',
                actions: ['assignRefusedWhileWaiting', { type: 'focusField', params: ({ context }) => ({ field: refusedWhileWaiting(context)[0]?.key }) }],
              },
              { guard: not('hasPendingPhotos'), target: 'submitting' },
            ],
          },
          submitting: {
            description:
              'On its way, with the uploaded photos and the contractor asked for: a second send is ignored, typing is kept. Sent again unchanged after a failure, it carries the same idempotency key, so the server does it at most once; changed, a new one.',
            tags: ['busy'],
            entry: 'assignSendingKey',
            on: {
              'form.change': { actions: { type: 'assignValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            },
            invoke: {
              id: 'submitRequest',
              src: 'submitRequest',
              input: ({ context }) => ({ ...requestOf(context), idempotencyKey: context.sent!.key }),
              onDone: { target: 'created', actions: { type: 'assignCreated', params: ({ event }) => ({ created: event.output }) } },
              onError: [
                {
                  guard: { type: 'hasFieldMessages', params: ({ event }) => ({ error: event.error }) },
                  target: 'editing.invalid',
                  actions: [
                    { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
                    { type: 'focusField', params: ({ context }) => ({ field: firstToFix(context) }) },
                  ],
                },
                { target: 'editing.failed', actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) } },
              ],
            },
          },
          created: {
            description: 'Recorded and dispatched: the request opens on its own page.',
            entry: { type: 'openRequest', params: ({ context }) => ({ id: context.created!.id }) },
          },
        },
      },
      photos: {
        initial: 'idle',
        on: {
          'photos.progress': { actions: { type: 'assignProgress', params: ({ event }) => ({ key: event.key, loaded: event.loaded, total: event.total }) } },
        },
        states: {
          idle: {
            always: { guard: 'hasQueuedPhoto', target: 'uploading' },
          },
          uploading: {
            description: 'One photo at a time, so each has the connection to itself and its progress means something on a phone.',
            entry: 'startUpload',
            always: { guard: 'isUploadGone', target: 'idle' },
            invoke: {
              id: 'uploadPhoto',
              src: 'uploadPhoto',
              input: ({ context, self }) => {
                const photo = context.photos.find((p) => p.key === context.uploadingKey)!;
                return { key: photo.key, file: photo.file, parent: self };
              },
              onDone: { target: 'idle', actions: { type: 'assignUploaded', params: ({ event }) => ({ fileId: event.output.id }) } },
              onError: { target: 'idle', actions: { type: 'assignUploadFailed', params: ({ event }) => ({ error: event.error }) } },
            },
          },
        },
      },
      zipCheck: {
        initial: 'idle',
        on: {
          'form.change': [
            {
              guard: { type: 'isWholeZip', params: ({ event }) => event },
              target: '.waiting',
              description: 'Every key restarts the wait (the region stays, its state is entered afresh), so only the zip code the customer stops at is checked.',
            },
            { guard: { type: 'isZipChange', params: ({ event }) => event }, target: '.idle' },
          ],
        },
        states: {
          idle: {},
          waiting: {
            after: { ZIP_CHECK_DELAY: 'checking' },
          },
          checking: {
            invoke: {
              id: 'checkZip',
              src: 'checkZip',
              input: ({ context }) => ({ zipCode: context.values.zipCode.trim() }),
              onDone: [
                { guard: { type: 'isServed', params: ({ event }) => ({ answer: event.output }) }, target: 'served', actions: { type: 'assignZipAnswer', params: ({ event }) => ({ answer: event.output }) } },
                { target: 'notServed', actions: { type: 'assignZipAnswer', params: ({ event }) => ({ answer: event.output }) } },
              ],
              onError: 'unknown',
            },
          },
          served: { description: 'The town the zip code is in shows under it.' },
          notServed: {
            description: 'Refused at the field in the words of the contractor search; sending is held back until it changes.',
            tags: ['error'],
          },
          unknown: { description: 'The check could not be made: nothing is said, and the server checks again when the request is sent.' },
        },
      },
    },
  });
}

export const jobRequestFormMachine = createJobRequestFormMachine();
export type JobRequestFormMachine<F extends PhotoFile = PhotoFile> = ReturnType<typeof createJobRequestFormMachine<F>>;
