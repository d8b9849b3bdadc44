import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const emailSubscriptions = pgTable('email_subscriptions', {
  id: id(),
  /** Stored lower-cased so one address subscribes once. */
  email: text().notNull().unique(),
  createdAt: createdAt(),
});
