import { createHash } from 'node:crypto';
import { and, count, eq, exists, gt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { StoredFile } from '../../contract/files';
import type { AssignmentState } from '../../contract/job-lifecycle';
import type { Database } from '../db/client';
import { assignedJobAppointments, contractors, fileContents, files, jobRequestPhotos } from '../db/schema';
import type { ProcessedPhoto } from './images';

/** An upload no request took within this time was abandoned (a form closed, a photo removed before sending). */
export const UNATTACHED_UPLOAD_LIFE_MS = 24 * 60 * 60_000;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const storedFile = (row: typeof files.$inferSelect): StoredFile => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  width: row.width,
  height: row.height,
  sha256: row.sha256,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a re-encoded photo and its thumbnail in the database every API instance reads. */
export async function storePhoto(db: Database, args: PhotoToStore): Promise<StoredFile> {
  return db.transaction((tx) => insertPhoto(tx, args));
}

/**
 * Stores a customer's upload as `storePhoto` does, unless they already keep `maxUnattached` uploads no
 * request took (undefined then). Counted under a lock of the owner's uploads: uploads sent at the same
 * instant each pass a count made before their decoding, and would together go past the cap.
 */
export async function storeUpload(db: Database, args: PhotoToStore & { maxUnattached: number }): Promise<StoredFile | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${args.ownerUserId}`}, 0))`);
    if ((await unattachedUploadsOf(tx, { userId: args.ownerUserId, now: args.now })) >= args.maxUnattached) return undefined;
    return insertPhoto(tx, args);
  });
}

interface PhotoToStore {
  ownerUserId: string;
  fileName: string;
  photo: ProcessedPhoto;
  now: Date;
}

async function insertPhoto(tx: Database, args: PhotoToStore): Promise<StoredFile> {
  const { photo } = args;
  const [row] = await tx
    .insert(files)
    .values({
      ownerUserId: args.ownerUserId,
      fileName: args.fileName,
      contentType: photo.contentType,
      sizeBytes: photo.content.length,
      width: photo.width,
      height: photo.height,
      sha256: sha256(photo.content),
      createdAt: args.now,
    })
    .returning();
  await tx.insert(fileContents).values({ fileId: row!.id, content: photo.content, thumbnail: photo.thumbnail, thumbnailContentType: photo.thumbnailContentType });
  return storedFile(row!);
}

/** The state of a contractor's assignment in which the job's photos are no longer theirs to see (`readableBy`). */
export const PHOTOS_CLOSED_IN = 'Declined' satisfies AssignmentState;

/**
 * Who may see a file: its owner, and the contractors a job request carrying it was offered to, unless
 * they declined it. Declining ends their part in the job (the offer goes to the next nearest), so the
 * customer's photos of their home are no longer theirs to see; an offer that was closed or canceled
 * still shows what the contractor estimated on.
 */
const readableBy = (db: Database, userId: string) =>
  or(
    eq(files.ownerUserId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(jobRequestPhotos)
        .innerJoin(assignedJobAppointments, eq(assignedJobAppointments.jobRequestId, jobRequestPhotos.jobRequestId))
        .innerJoin(contractors, eq(contractors.id, assignedJobAppointments.contractorId))
        .where(and(eq(jobRequestPhotos.fileId, files.id), eq(contractors.userId, userId), ne(assignedJobAppointments.state, PHOTOS_CLOSED_IN))),
    ),
  );

export type Variant = 'original' | 'thumbnail';

export interface ServedFile {
  fileName: string;
  contentType: string;
  /** Strong validator of exactly these bytes: the bytes under a file id and variant never change. */
  etag: string;
  /** Reads the bytes; not called when the client's copy is current. */
  content: () => Promise<Buffer>;
}

/** The variant of a file `userId` may read, or undefined when there is none or it is not theirs to see. */
export async function readableFile(db: Database, args: { id: string; userId: string; variant: Variant }): Promise<ServedFile | undefined> {
  const [row] = await db
    .select({
      fileName: files.fileName,
      contentType: files.contentType,
      sha256: files.sha256,
      thumbnailContentType: fileContents.thumbnailContentType,
    })
    .from(files)
    .innerJoin(fileContents, eq(fileContents.fileId, files.id))
    .where(and(eq(files.id, args.id), readableBy(db, args.userId)));
  if (!row) return undefined;
  // A file stored without a thumbnail is served whole in its place.
  const thumbnail = args.variant === 'thumbnail' && row.thumbnailContentType !== null;
  return {
    fileName: row.fileName,
    contentType: thumbnail ? row.thumbnailContentType! : row.contentType,
    etag: `"${row.sha256}${thumbnail ? '-thumbnail' : ''}"`,
    content: async () => {
      const [bytes] = await db
        .select({ content: thumbnail ? fileContents.thumbnail : fileContents.content })
        .from(fileContents)
        .where(eq(fileContents.fileId, args.id));
      if (!bytes?.content) throw new Error(`file ${args.id} lost its content while being read`);
      return bytes.content;
    },
  };
}

/** How many of `userId`'s uploads of the last day no job request has taken: those a new request could still take. */
export async function unattachedUploadsOf(db: Database, args: { userId: string; now: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerUserId, args.userId), gt(files.createdAt, new Date(args.now.getTime() - UNATTACHED_UPLOAD_LIFE_MS)), eq(files.attached, false)));
  return row!.n;
}

/** Deletes uploads that no job request took within a day, with their bytes; photos on a request stay. */
export async function pruneUnattachedUploads(db: Database, now: Date) {
  await db
    .delete(files)
    .where(
      and(
        eq(files.attached, false),
        lte(files.createdAt, new Date(now.getTime() - UNATTACHED_UPLOAD_LIFE_MS)),
        // A photo row is what a job shows: never delete a file one holds, whatever its flag says.
        notExists(db.select({ one: sql`1` }).from(jobRequestPhotos).where(eq(jobRequestPhotos.fileId, files.id))),
      ),
    );
}
