import { createMiddleware } from 'hono/factory';
import type * as v from 'valibot';
import type { IdParams } from '../../contract/common';
import { type FileQuery, MAX_UNATTACHED_UPLOADS, MAX_UPLOAD_BYTES, UPLOAD_RATE_MESSAGE, UPLOAD_SIZE_MESSAGE, UPLOAD_UNATTACHED_MESSAGE, type UploadFileForm } from '../../contract/files';
import type { AuthBindings } from '../app-bindings';
import { PhotoRefused, processPhoto } from '../files/images';
import { inlineDisposition, storedFileName } from '../files/names';
import { readableFile, storeUpload, unattachedUploadsOf } from '../files/store';
import type { RouteHandler } from '../lib/handler';
import { invalidField, notFound } from '../lib/http';
import { enforce } from '../lib/rate-limit';

type Upload = v.InferOutput<typeof UploadFileForm>;
type Id = v.InferOutput<typeof IdParams>;
type Query = v.InferOutput<typeof FileQuery>;

/** A job's photos come in tens at most; this lets a customer retry a whole batch several times. */
export const UPLOADS_PER_HOUR = 60;

/**
 * Counted before the body is read, so a script cannot make the server decode images without end.
 * Each upload takes CPU to re-encode and room in the database until housekeeping drops it.
 */
export const limitUploads = createMiddleware<AuthBindings>(async (c, next) => {
  const { db, user, now } = c.var;
  await enforce(db, [{ key: `upload:user:${user.id}`, limit: UPLOADS_PER_HOUR, windowMs: 60 * 60_000 }], now(), UPLOAD_RATE_MESSAGE);
  // The hourly limit alone lets one account keep a day's 1,440 uploads, some 3 MB each at worst, in the
  // database until housekeeping drops them. Counted here too so a full account costs no decoding;
  // uploads sent at once each pass this count, and `storeUpload` holds the cap among them.
  if ((await unattachedUploadsOf(db, { userId: user.id, now: now() })) >= MAX_UNATTACHED_UPLOADS) return invalidField(c, 'file', UPLOAD_UNATTACHED_MESSAGE);
  await next();
});

export const uploadFile: RouteHandler<AuthBindings, { form: Upload }> = async (c) => {
  const { db, user, now } = c.var;
  const { file } = c.req.valid('form');
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The form's size check read what the part announced; this is what arrived.
  if (bytes.length > MAX_UPLOAD_BYTES) return invalidField(c, 'file', UPLOAD_SIZE_MESSAGE);
  let photo;
  try {
    photo = await processPhoto(bytes, user.id);
  } catch (err) {
    if (err instanceof PhotoRefused) return invalidField(c, 'file', err.message);
    throw err;
  }
  const stored = await storeUpload(db, { ownerUserId: user.id, fileName: storedFileName(file.name, 'jpg'), photo, now: now(), maxUnattached: MAX_UNATTACHED_UPLOADS });
  if (!stored) return invalidField(c, 'file', UPLOAD_UNATTACHED_MESSAGE);
  return c.json(stored, 201);
};

/** Whether the client's cached copy, named by If-None-Match, is the one we would send. */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export const getPublicFile: RouteHandler<AuthBindings, { param: Id; query: Query }> = async (c) => {
  const { db, user } = c.var;
  const { id } = c.req.valid('param');
  const { Variant } = c.req.valid('query');
  // Another user's file answers as an unknown one does: its existence is not theirs to learn.
  const file = await readableFile(db, { id, userId: user.id, variant: Variant });
  if (!file) throw notFound('The file');
  const headers = {
    ETag: file.etag,
    // The bytes under an id never change; only those allowed can fetch them, so no shared cache keeps them.
    'Cache-Control': 'private, max-age=31536000, immutable',
  };
  if (isCurrent(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);
  const content = await file.content();
  return c.body(new Uint8Array(content), 200, {
    ...headers,
    'Content-Type': file.contentType,
    'Content-Length': String(content.length),
    'Content-Disposition': inlineDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
    // Opened on its own in a tab, the response is an inert image: no script, no plugin, no same-origin access.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
};
