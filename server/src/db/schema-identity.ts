// Drizzle's view of the identity tables (issue 33, decision 0040, migration 0030): the CNIC and
// licence numbers, the private photos and the admins' append-only reviews; part of schema.ts.
import { bigserial, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IdentityPhotoKind, IdentityPiece, IdentityRejectionReason } from '@carrental/shared';
import { createdAt, updatedAt } from './columns.js';

export const identities = pgTable('identities', {
  userId: uuid('user_id').primaryKey(),
  cnic: text('cnic'),
  licenceNumber: text('licence_number'),
  licenceAuthority: text('licence_authority'),
  licenceExpiry: date('licence_expiry', { mode: 'string' }),
  cnicRevision: integer('cnic_revision').notNull().default(0),
  licenceRevision: integer('licence_revision').notNull().default(0),
  selfieRevision: integer('selfie_revision').notNull().default(0),
  updatedAt: updatedAt(),
});

export const identityPhotos = pgTable('identity_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').$type<IdentityPhotoKind>().notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
});

export const identityReviews = pgTable('identity_reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  piece: text('piece').$type<IdentityPiece>().notNull(),
  revision: integer('revision').notNull(),
  decision: text('decision').$type<'APPROVED' | 'REJECTED'>().notNull(),
  reason: text('reason').$type<IdentityRejectionReason>(),
  reviewerId: uuid('reviewer_id'),
  corrects: uuid('corrects'),
  createdAt: createdAt(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
});

// Reminders and message digests by text (issue 33, migration 0030), kept by messaging/.
export const textReminders = pgTable(
  'text_reminders',
  {
    bookingId: uuid('booking_id').notNull(),
    kind: text('kind').$type<'pickup_24h' | 'pickup_2h' | 'return'>().notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

export const textDigests = pgTable('text_digests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: uuid('booking_id').notNull(),
  recipientId: uuid('recipient_id').notNull(),
  messages: integer('messages').notNull().default(1),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});
