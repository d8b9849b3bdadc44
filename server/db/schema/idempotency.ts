import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The answers kept for writes sent with an `Idempotency-Key` (server/lib/idempotency.ts), so that a
 * retry after a lost answer gets the first answer back instead of doing the work again. A key is the
 * user's own: two accounts may send the same one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Hex SHA-256 of the method, path and body: the same key sent with another request is refused. */
    fingerprint: text().notNull(),
    /** When the first request began; the answer is kept 24 hours from then. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Null while the first request is being carried out. */
    status: integer(),
    contentType: text(),
    body: text(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
