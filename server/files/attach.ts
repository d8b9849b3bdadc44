import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MAX_PHOTOS_PER_REQUEST } from '../../contract/job-requests';
import type { Database } from '../db/client';
import { files, jobRequestPhotos } from '../db/schema';
import { ApiError } from '../lib/http';

/**
 * Makes uploaded photos the photos of a job request, in the order given (the first is its cover),
 * inside the caller's transaction. Each must be a file `ownerUserId` uploaded that no request has
 * yet, and there may be at most MAX_PHOTOS_PER_REQUEST; otherwise 400 (about `photoIds`) and nothing
 * is attached, the caller's transaction rolling back. An id given twice counts once.
 */
export async function attachPhotos(tx: Database, args: { ownerUserId: string; jobRequestId: string; fileIds: string[] }): Promise<void> {
  const { ownerUserId, jobRequestId } = args;
  const ids = [...new Set(args.fileIds)];
  if (ids.length === 0) return;
  if (ids.length > MAX_PHOTOS_PER_REQUEST) throw new ApiError(400, `Add at most ${MAX_PHOTOS_PER_REQUEST} photos.`);
  const usable = await tx
    .select({ id: files.id })
    .from(files)
    .leftJoin(jobRequestPhotos, eq(jobRequestPhotos.fileId, files.id))
    .where(and(inArray(files.id, ids), eq(files.ownerUserId, ownerUserId), isNull(jobRequestPhotos.fileId)));
  const found = new Set(usable.map((r) => r.id));
  const refused = ids.filter((id) => !found.has(id));
  if (refused.length) throw photosRefused(refused);
  // The file's unique key settles two requests racing for one photo: the second attaches nothing.
  const attached = await tx
    .insert(jobRequestPhotos)
    .values(ids.map((fileId, sortOrder) => ({ jobRequestId, fileId, sortOrder })))
    .onConflictDoNothing()
    .returning({ fileId: jobRequestPhotos.fileId });
  if (attached.length !== ids.length) {
    const done = new Set(attached.map((r) => r.fileId));
    throw photosRefused(ids.filter((id) => !done.has(id)));
  }
}

/** One line per photo, so the form can tell which of the customer's photos to upload again. */
const photosRefused = (ids: string[]) =>
  new ApiError(
    400,
    ids.length === 1 ? 'A photo could not be added to this request.' : `${ids.length} photos could not be added to this request.`,
    ids.map((id) => `The photo ${id} is not one you uploaded, or it is already part of another request. Upload it again.`),
  );
