import { and, eq, inArray } from 'drizzle-orm';
import { MAX_PHOTOS_PER_REQUEST } from '../../contract/job-requests';
import type { Database } from '../db/client';
import { files, jobRequestPhotos } from '../db/schema';
import { FieldRefusal } from '../lib/field-refusal';
import { UNATTACHED_UPLOAD_LIFE_MS } from './store';

/**
 * Makes uploaded photos the photos of a job request, in the order given (the first is its cover),
 * inside the caller's transaction. Each must be a file `ownerUserId` uploaded that no request has
 * yet, and there may be at most MAX_PHOTOS_PER_REQUEST; otherwise a `FieldRefusal` on `photoIds`
 * (400 problem+json) and nothing is attached, the caller's transaction rolling back. An id given
 * twice counts once.
 */
export async function attachPhotos(tx: Database, args: { ownerUserId: string; jobRequestId: string; fileIds: string[] }): Promise<void> {
  const { ownerUserId, jobRequestId, fileIds } = args;
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  // The contract of POST /JobRequests says the same; this holds for every caller.
  if (ids.length > MAX_PHOTOS_PER_REQUEST) throw new FieldRefusal('photoIds', `Add at most ${MAX_PHOTOS_PER_REQUEST} photos.`);
  // Marking them takes their rows' locks: of two requests racing for one photo, the second waits for
  // the first and then finds it attached.
  const usable = await tx
    .update(files)
    .set({ attached: true })
    .where(and(inArray(files.id, ids), eq(files.ownerUserId, ownerUserId), eq(files.attached, false)))
    .returning({ id: files.id });
  const found = new Set(usable.map((r) => r.id));
  const refused = ids.filter((id) => !found.has(id));
  if (refused.length) throw photosRefused(fileIds, refused);
  // The file's unique key holds as well: a second photo row for one file attaches nothing.
  const attached = await tx
    .insert(jobRequestPhotos)
    .values(ids.map((fileId, sortOrder) => ({ jobRequestId, fileId, sortOrder })))
    .onConflictDoNothing()
    .returning({ fileId: jobRequestPhotos.fileId });
  if (attached.length !== ids.length) {
    const done = new Set(attached.map((r) => r.fileId));
    throw photosRefused(fileIds, ids.filter((id) => !done.has(id)));
  }
}

const KEPT_HOURS = UNATTACHED_UPLOAD_LIFE_MS / 3_600_000;

/**
 * Names the refused photos by their place in the list sent (Photo 2 is the second the customer added),
 * which the form can show beside them; an id would mean nothing to the customer, and the file's name
 * is not theirs to learn when the file is someone else's.
 */
function photosRefused(sent: string[], refused: string[]): FieldRefusal {
  const places = refused.map((id) => sent.indexOf(id) + 1);
  if (places.length === 1)
    return new FieldRefusal(
      'photoIds',
      `Photo ${places[0]} could not be added: it is not one of your uploads of the last ${KEPT_HOURS} hours, or it is already on another request. Remove it and add it again.`,
    );
  const list = `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
  return new FieldRefusal(
    'photoIds',
    `Photos ${list} could not be added: they are not among your uploads of the last ${KEPT_HOURS} hours, or they are already on another request. Remove them and add them again.`,
  );
}
