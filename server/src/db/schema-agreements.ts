// Drizzle's view of the rental agreements (issue 31, decision 0042, migration 0031): one stored PDF
// per sealed check-in and the SHA-256 of its bytes; part of schema.ts, which re-exports it.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export type AgreementLocaleOrder = 'en,ur' | 'ur,en';

export const agreements = pgTable('agreements', {
  id: uuid('id').primaryKey(),
  bookingId: uuid('booking_id').notNull(),
  handoverId: uuid('handover_id').notNull().unique(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  localeOrder: text('locale_order').$type<AgreementLocaleOrder>().notNull(),
  createdAt: createdAt(),
});
