// Drizzle's view of the dashboards' own table (issue 34, migration 0029); part of schema.ts.
import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/** Searches counted per day in the marketplace's zone (the admins' conversion figure). */
export const searchCounts = pgTable('search_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  searches: integer('searches').notNull(),
});
