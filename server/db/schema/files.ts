import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

/** PostgreSQL `bytea`, read and written as a Node Buffer by both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded file (a job request's photo). Its bytes are in `file_contents`, in the database every API
 * instance shares, so nothing else needs to be set up or backed up.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The name the customer's device gave it, cleaned; never used as a path. */
    fileName: text().notNull(),
    /** The type read from the stored bytes (a re-encoded image), never the one the client claimed. */
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    /**
     * Served by GET /Files/{id}/public to those allowed to see it (its owner, the contractors the job
     * was offered to), not to the world.
     */
    isPublic: boolean().notNull().default(false),
    /** Hex SHA-256 of the stored content. */
    sha256: text().notNull(),
    /**
     * Set when a job request takes it as a photo (`attachPhotos`), which is for good: job requests are
     * never deleted. Housekeeping finds the uploads nobody took by it, in the index below, where
     * looking for files without a photo row read every file and every photo each hour.
     */
    attached: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.ownerUserId, t.createdAt),
    index('files_unattached_index').on(t.createdAt).where(sql`not ${t.attached}`),
    check('files_size_not_negative', sql`${t.sizeBytes} >= 0`),
  ],
);

/** The bytes of a file and of its thumbnail, apart from `files` so that listing files never reads them. */
export const fileContents = pgTable('file_contents', {
  fileId: uuid()
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  content: bytea().notNull(),
  thumbnail: bytea(),
  thumbnailContentType: text(),
});
