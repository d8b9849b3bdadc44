import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './identity';

export const emailSubscriptions = pgTable('email_subscriptions', {
  id: id(),
  /** Stored lower-cased so one address subscribes once. */
  email: text().notNull().unique(),
  createdAt: createdAt(),
});

export const contactMessageStatuses = ['New', 'Answered', 'Spam'] as const;

/** A message from the Contact Us form or the help dialog. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    status: text({ enum: contactMessageStatuses }).notNull().default('New'),
    ipAddress: text(),
    /** When the sender's personal data was removed (account deletion); the row stays for the counts. */
    anonymizedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
