import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

/** An uploaded file; the bytes live in file storage under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    storageKey: text().notNull().unique(),
    /** Public files are served to anyone by GET /Files/{id}/public. */
    isPublic: boolean().notNull().default(false),
    /** Hex SHA-256 of the content, to spot duplicates and corrupted storage. */
    sha256: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerUserId), check('files_size_not_negative', sql`${t.sizeBytes} >= 0`)],
);
