import * as v from 'valibot';
import { DateTime, fields, Uuid } from './common';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Photos of a job. The server trusts none of these names: it reads the type from the bytes. HEIC is
 * named so that a phone's photo is not refused by the browser's picker; iOS hands over JPEG for it.
 */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const UPLOAD_TYPES_MESSAGE = 'Upload a JPEG, PNG, WebP or HEIC photo.';
export const UPLOAD_SIZE_MESSAGE = 'Photos can be at most 10 MB.';

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
export const FileQuery = v.object({
  Variant: v.optional(v.picklist(['original', 'thumbnail'], 'Variant is original or thumbnail.'), 'original'),
});
