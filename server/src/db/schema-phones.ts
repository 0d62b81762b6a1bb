// Drizzle's view of the phone-first tables (issue 33, decision 0036, migration 0025): codes, the
// text outbox, delivery reports and text preferences; part of schema.ts, which re-exports it.
import { bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const phoneCodes = pgTable('phone_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull(),
  purpose: text('purpose').$type<'verify' | 'login'>().notNull(),
  userId: uuid('user_id'),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const messageOutbox = pgTable('message_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id'),
  channel: text('channel').$type<'sms' | 'whatsapp'>().notNull(),
  toPhone: text('to_phone').notNull(),
  kind: text('kind').notNull(),
  locale: text('locale').$type<'en' | 'ur' | 'roman'>().notNull(),
  body: text('body').notNull(),
  template: jsonb('template').$type<{ name: string; language: string; parameters: string[] }>(),
  status: text('status').$type<'PENDING' | 'SENT' | 'DELIVERED' | 'READ' | 'FAILED'>().notNull().default('PENDING'),
  provider: text('provider').$type<'outbox' | 'twilio' | 'whatsapp-cloud'>().notNull(),
  providerId: text('provider_id'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  fallbackMail: boolean('fallback_mail').notNull().default(false),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const messageWebhookEvents = pgTable(
  'message_webhook_events',
  {
    provider: text('provider').$type<'twilio' | 'whatsapp-cloud'>().notNull(),
    eventKey: text('event_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventKey] })],
);

export const textPreferences = pgTable(
  'text_preferences',
  {
    userId: uuid('user_id').notNull(),
    channel: text('channel').$type<'sms' | 'whatsapp'>().notNull(),
    kind: text('kind').$type<'bookingUpdates' | 'reminders' | 'messages'>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.kind] })],
);
