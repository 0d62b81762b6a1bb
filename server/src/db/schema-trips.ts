// Drizzle's view of the trip tables (issue 29, decision 0031, migrations 0021 and 0024): a
// booking's extensions and shortenings; part of schema.ts, which re-exports it.
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BookingLine, ExtensionStatus } from '@carrental/shared';
import { createdAt, updatedAt } from './columns.js';
import { wallClock } from './wall-clock.js';

/** A new end asked for a booking, priced by the same quote (0031). */
export const bookingExtensions = pgTable('booking_extensions', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  status: text('status').$type<ExtensionStatus>().notNull().default('REQUESTED'),
  previousEndDate: wallClock('previous_end_date').notNull(),
  endDate: wallClock('end_date').notNull(),
  previousTotal: integer('previous_total').notNull(),
  total: integer('total').notNull(),
  amount: integer('amount').notNull(),
  lines: jsonb('lines').$type<BookingLine[]>().notNull(),
  requestedBy: uuid('requested_by').notNull(),
  decidedBy: uuid('decided_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A trip made shorter by its customer: the two totals, what the days given up were worth and their refund (0024). */
export const bookingShortenings = pgTable('booking_shortenings', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  previousEndDate: wallClock('previous_end_date').notNull(),
  endDate: wallClock('end_date').notNull(),
  previousTotal: integer('previous_total').notNull(),
  total: integer('total').notNull(),
  givenUp: integer('given_up').notNull(),
  refundPercent: integer('refund_percent').notNull(),
  kept: integer('kept').notNull(),
  refundAmount: integer('refund_amount').notNull(),
  owedAtCounter: integer('owed_at_counter').notNull(),
  lines: jsonb('lines').$type<BookingLine[]>().notNull(),
  requestedBy: uuid('requested_by').notNull(),
  createdAt: createdAt(),
});
