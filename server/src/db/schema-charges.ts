// Drizzle's view of the charges after the trip (issue 32, decision 0043, migration 0032); part of
// schema.ts, which re-exports it.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChargeKind } from '@carrental/shared';
import { adminDecision, createdAt, storedPhoto } from './columns.js';

/** A charge after the trip; append-only (a lowered or dropped one is a new row replacing it). */
export const charges = pgTable('charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  kind: text('kind').$type<ChargeKind>().notNull(),
  amount: integer('amount').notNull(),
  note: text('note').notNull().default(''),
  origin: text('origin').$type<'proposed' | 'added'>().notNull(),
  replacesId: uuid('replaces_id'),
  createdBy: uuid('created_by'),
  answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The renter's answer to a charge, once. */
export const chargeAnswers = pgTable('charge_answers', {
  chargeId: uuid('charge_id').primaryKey(),
  answer: text('answer').$type<'accepted' | 'disputed'>().notNull(),
  comment: text('comment').notNull().default(''),
  counterAmount: integer('counter_amount'),
  customerId: uuid('customer_id').notNull(),
  createdAt: createdAt(),
});

/** An admin's decision on a charge, once and final. */
export const chargeDecisions = pgTable('charge_decisions', {
  chargeId: uuid('charge_id').primaryKey(),
  ...adminDecision(),
});

/** Photos of a charge. */
export const chargeEvidence = pgTable('charge_evidence', {
  id: uuid('id').primaryKey().defaultRandom(),
  chargeId: uuid('charge_id').notNull(),
  ...storedPhoto(),
  uploadedBy: uuid('uploaded_by').notNull(),
  createdAt: createdAt(),
});
