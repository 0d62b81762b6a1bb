// Drizzle's view of notifications, the mail outbox, conversations and reviews; part of schema.ts,
// which re-exports it.
import { bigint, bigserial, boolean, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationAudience } from '@carrental/shared';
import { createdAt } from './columns.js';

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  userId: uuid('user_id').notNull(),
  bookingId: uuid('booking_id'),
  audience: text('audience').$type<NotificationAudience>().notNull(),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  read: boolean('read').notNull().default(false),
  createdAt: createdAt(),
});

/** A file a queued message carries, kept in storage until it is sent. */
export interface MailAttachmentRef {
  filename: string;
  contentType: string;
  storageKey: string;
}

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** Files read from storage at delivery (migration 0031). */
  attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
  status: text('status').notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  bookingId: uuid('booking_id').notNull(),
  senderId: uuid('sender_id').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const conversationReads = pgTable('conversation_reads', {
  bookingId: uuid('booking_id').notNull(),
  userId: uuid('user_id').notNull(),
  readThrough: bigint('read_through', { mode: 'number' }).notNull().default(0),
  emailedThrough: bigint('emailed_through', { mode: 'number' }).notNull().default(0),
});

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  carId: uuid('car_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  authorId: uuid('author_id').notNull(),
  subjectId: uuid('subject_id').notNull(),
  authorSide: text('author_side').$type<'CUSTOMER' | 'VENDOR'>().notNull(),
  rating: smallint('rating').notNull(),
  cleanliness: smallint('cleanliness'),
  accuracy: smallint('accuracy'),
  communication: smallint('communication'),
  body: text('body').notNull(),
  published: boolean('published').notNull().default(false),
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
  hiddenBy: uuid('hidden_by'),
  createdAt: createdAt(),
});

export const reviewReports = pgTable('review_reports', {
  reviewId: uuid('review_id').notNull(),
  reporterId: uuid('reporter_id').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

export const reviewReminders = pgTable('review_reminders', {
  bookingId: uuid('booking_id').notNull(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').$type<'TRIP_ENDED' | 'WINDOW_CLOSING'>().notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export const messagePhotos = pgTable('message_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  uploaderId: uuid('uploader_id').notNull(),
  messageId: uuid('message_id'),
  storageKey: text('storage_key').notNull(),
  position: smallint('position').notNull().default(0),
  /** The size of the file as uploaded (before re-encoding), for the per-booking cap. */
  bytes: integer('bytes').notNull().default(0),
  createdAt: createdAt(),
});
