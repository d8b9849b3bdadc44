import * as v from 'valibot';
import { DateTime, fields, Uuid } from './common';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * What the upload's file picker offers (its `accept`), JPEG first. The server trusts none of these
 * names: it reads the type from the bytes. HEIC is left out on purpose: Safari on iOS hands over JPEG
 * whatever `accept` says, and Safari on macOS converts a HEIC photo to the first type listed here
 * unless `accept` names image/heic; the server cannot decode HEIC (HEVC) and says so when one comes.
 * @public For the photo picker of the job request form.
 */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_TYPES_MESSAGE = 'Upload a JPEG, PNG or WebP photo.';
export const UPLOAD_SIZE_MESSAGE = 'Photos can be at most 10 MB.';
export const UPLOAD_HEIC_MESSAGE =
  'This photo is in HEIC format, which we cannot open yet. Save it as JPEG (on a Mac, open it in Preview and choose File › Export) and upload that, or upload it from your iPhone, which sends JPEG.';
export const UPLOAD_PIXELS_MESSAGE = 'This photo has too many pixels (at most 50 megapixels). Upload a smaller copy.';
/** A JPEG, PNG or WebP by its first bytes whose pixels cannot be read: cut short in a transfer, or damaged. */
export const UPLOAD_DAMAGED_MESSAGE = 'This photo looks damaged or incomplete, so it could not be read. Take or export it again.';
/** What POST /Files answers, for the body as a whole, to a body that is not multipart/form-data. */
export const UPLOAD_FORM_MESSAGE = 'Send this as multipart/form-data, with the photo in the file field.';
export const UPLOAD_RATE_MESSAGE = 'You have uploaded many photos in a short time. Please wait a little, then try again.';
/** Photos an account may hold that no job request has taken yet: ten full requests' worth. */
export const MAX_UNATTACHED_UPLOADS = 100;
export const UPLOAD_UNATTACHED_MESSAGE = `You have ${MAX_UNATTACHED_UPLOADS} photos that are not on a job request yet. Send a request with the ones you need; the others are deleted a day after their upload.`;

/** POST /Files, a multipart form with one photo. */
export const UploadFileForm = fields({
  file: v.pipe(
    v.file('Choose a photo to upload.'),
    v.maxSize(MAX_UPLOAD_BYTES, UPLOAD_SIZE_MESSAGE),
    v.metadata({ type: 'string', format: 'binary' }),
  ),
});
export type UploadFileForm = v.InferInput<typeof UploadFileForm>;

/** An uploaded photo, re-encoded without its metadata (a phone photo's GPS position is personal data). */
export const StoredFile = v.object({
  id: Uuid,
  fileName: v.string(),
  /** The type of the stored bytes. */
  contentType: v.string(),
  sizeBytes: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  /** Hex SHA-256 of the stored content. */
  sha256: v.string(),
  createdAt: DateTime,
});
export type StoredFile = v.InferOutput<typeof StoredFile>;

/** GET /Files/{id}/public: the photo, or its small version for lists. */
export const FileQuery = fields({
  Variant: v.optional(v.picklist(['original', 'thumbnail'], 'Variant is original or thumbnail.'), 'original'),
});
