// Column helpers every table file uses.
import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A stored private photo: its object's and its thumbnail's keys, the SHA-256 and size of its bytes. */
export const storedPhoto = () => ({
  storageKey: text('storage_key').notNull(),
  thumbKey: text('thumb_key').notNull(),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
});

/** An admin's decision on an amount, once and final: the amount, the reason, who decided and when. */
export const adminDecision = () => ({
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  adminId: uuid('admin_id').notNull(),
  createdAt: createdAt(),
});
