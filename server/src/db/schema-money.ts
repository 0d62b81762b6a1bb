// Drizzle's view of the rental money tables (issue 30, decision 0034, migration 0022); part of
// schema.ts, which re-exports it.
import { bigint, bigserial, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MoneyMethod, MoneyRowKind, MoneyVia } from '@carrental/shared';
import { createdAt } from './columns.js';

/** A booking's ledger: every movement of its money, online or at the counter; append-only (0034). */
export const bookingMoney = pgTable('booking_money', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: uuid('booking_id').notNull(),
  kind: text('kind').$type<MoneyRowKind>().notNull(),
  via: text('via').$type<MoneyVia>().notNull(),
  method: text('method').$type<MoneyMethod>().notNull(),
  amount: integer('amount').notNull(),
  reference: text('reference').notNull().default(''),
  paymentId: uuid('payment_id'),
  correctsId: bigint('corrects_id', { mode: 'number' }),
  idempotencyKey: text('idempotency_key'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** The customer's answer to a vendor's record of money (0034). */
export const bookingMoneyAnswers = pgTable('booking_money_answers', {
  rowId: bigint('row_id', { mode: 'number' }).primaryKey(),
  answer: text('answer').$type<'confirmed' | 'disputed'>().notNull(),
  comment: text('comment').notNull().default(''),
  customerId: uuid('customer_id').notNull(),
  createdAt: createdAt(),
});

/** An admin's decision of a disputed counter record, once; its adjustment row when there is a difference (0044). */
export const bookingMoneyDecisions = pgTable('booking_money_decisions', {
  rowId: bigint('row_id', { mode: 'number' }).primaryKey(),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  adjustmentId: bigint('adjustment_id', { mode: 'number' }),
  adminId: uuid('admin_id').notNull(),
  createdAt: createdAt(),
});

/** The deposit's reminders and scheduled refund, each once per booking (0034). */
export const depositSteps = pgTable(
  'deposit_steps',
  {
    bookingId: uuid('booking_id').notNull(),
    step: text('step').$type<'halfway' | 'on_the_day' | 'refunded'>().notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.step] })],
);
