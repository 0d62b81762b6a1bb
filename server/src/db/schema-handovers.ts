// Drizzle's view of the handover tables (issue 31, decision 0037, migration 0026): the check-in and
// check-out records, their photos and the renter's codes; part of schema.ts, which re-exports it.
import { integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HandoverAngle, HandoverKind, HandoverStatus } from '@carrental/shared';
import { createdAt, storedPhoto, updatedAt } from './columns.js';

export type StoredDamage = { x: number; y: number; note: string };

export const handovers = pgTable('handovers', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  kind: text('kind').$type<HandoverKind>().notNull(),
  createdBy: uuid('created_by').notNull(),
  odometerKm: integer('odometer_km').notNull(),
  fuelEighths: smallint('fuel_eighths').notNull(),
  damages: jsonb('damages').$type<StoredDamage[]>().notNull().default([]),
  notes: text('notes').notNull().default(''),
  correctsId: uuid('corrects_id'),
  status: text('status').$type<HandoverStatus>().notNull().default('DRAFT'),
  vendorAckBy: uuid('vendor_ack_by'),
  vendorAckVia: text('vendor_ack_via').$type<'code' | 'recorded'>(),
  vendorAckAt: timestamp('vendor_ack_at', { withTimezone: true }),
  renterAckBy: uuid('renter_ack_by'),
  renterAckVia: text('renter_ack_via').$type<'code' | 'app'>(),
  renterAckAt: timestamp('renter_ack_at', { withTimezone: true }),
  sealedAt: timestamp('sealed_at', { withTimezone: true }),
  contentSha256: text('content_sha256'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const handoverPhotos = pgTable('handover_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  handoverId: uuid('handover_id').notNull(),
  angle: text('angle').$type<HandoverAngle>().notNull(),
  ...storedPhoto(),
  createdAt: createdAt(),
});

export const handoverCodes = pgTable('handover_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  handoverId: uuid('handover_id').notNull(),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
