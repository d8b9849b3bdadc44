import * as v from 'valibot';
import { DateTime, fields, Uuid } from './common';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;

/** POST /Files, a multipart form: the file and whether anyone may download it. */
export const UploadFileForm = fields({
  file: v.pipe(
    v.file('Choose a file to upload.'),
    v.mimeType(UPLOAD_CONTENT_TYPES, 'Upload a JPEG, PNG, WebP or HEIC photo, or a PDF.'),
    v.maxSize(MAX_UPLOAD_BYTES, 'Files can be at most 10 MB.'),
    v.metadata({ type: 'string', format: 'binary' }),
  ),
  isPublic: v.optional(v.pipe(v.picklist(['true', 'false'], 'isPublic is true or false.'), v.transform((x) => x === 'true')), 'false'),
});
export type UploadFileForm = v.InferInput<typeof UploadFileForm>;

export const StoredFile = v.object({
  id: Uuid,
  fileName: v.string(),
  contentType: v.string(),
  sizeBytes: v.number(),
  isPublic: v.boolean(),
  /** Hex SHA-256 of the content. */
  sha256: v.string(),
  /** Where anyone can download it; null for private files. */
  url: v.nullable(v.string()),
  createdAt: DateTime,
});
export type StoredFile = v.InferOutput<typeof StoredFile>;
