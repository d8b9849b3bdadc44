import { integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Each version of the demo data (server/seed/demo.ts) this database has loaded in full: a start finds
 * its version here in one row and loads nothing, instead of offering every demo row again.
 */
export const demoDataLoads = pgTable('demo_data_loads', {
  version: integer().primaryKey(),
  loadedAt: createdAt(),
});
