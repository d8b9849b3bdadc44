import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const trades = pgTable('trades', {
  id: id(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
