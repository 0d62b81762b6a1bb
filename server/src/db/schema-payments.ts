// Drizzle's view of the payments, refunds and the vendors' ledger; part of schema.ts, which re-exports it.
import { bigint, bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  provider: text('provider').notNull(),
  providerSessionId: text('provider_session_id').notNull(),
  providerPaymentId: text('provider_payment_id'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('PKR'),
  status: text('status').notNull().default('OPEN'),
  checkoutUrl: text('checkout_url').notNull(),
  /** The extension it pays (null: the booking's first payment; 0031). */
  extensionId: uuid('extension_id'),
  /** 'booking': the first payment (the advance); 'pickup': what is due at pickup, `depositPart` of it the deposit (0034); 'charges': charges after the trip beyond the deposit (0044). */
  purpose: text('purpose').$type<'booking' | 'pickup' | 'charges'>().notNull().default('booking'),
  depositPart: integer('deposit_part').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds a provider cannot make through its API, left for an admin to settle (migration 0008). */
export const paymentManualRefunds = pgTable('payment_manual_refunds', {
  paymentId: uuid('payment_id').primaryKey(),
  provider: text('provider').notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  description: text('description').notNull().default(''),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('PKR'),
  status: text('status').notNull().default('OPEN'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  cardLast4: text('card_last4'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: createdAt(),
});

export type RefundReason = 'CUSTOMER_CANCELLED' | 'VENDOR_CANCELLED' | 'ADMIN_CANCELLED' | 'ACCOUNT_DELETED' | 'PAYMENT_NOT_USED' | 'DEPOSIT_RETURNED' | 'TRIP_SHORTENED';

export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  paymentId: uuid('payment_id').notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason').$type<RefundReason>().notNull(),
  provider: text('provider').notNull(),
  providerSessionId: text('provider_session_id').notNull(),
  status: text('status').$type<'PENDING' | 'DONE'>().notNull().default('PENDING'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export type LedgerKind = 'EARNING' | 'REFUND' | 'ADJUSTMENT' | 'PAYOUT' | 'RENTAL';

/** Append-only (a trigger refuses UPDATE and DELETE): a balance is the sum of a vendor's rows. */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vendorId: uuid('vendor_id').notNull(),
  bookingId: uuid('booking_id'),
  kind: text('kind').$type<LedgerKind>().notNull(),
  amount: integer('amount').notNull(),
  customerAmount: integer('customer_amount').notNull().default(0),
  platformFee: integer('platform_fee').notNull().default(0),
  refundId: uuid('refund_id'),
  /** An extension's earning (0031). */
  extensionId: uuid('extension_id'),
  /** A RENTAL row's movement in the booking's ledger (0034). */
  moneyId: bigint('money_id', { mode: 'number' }),
  reference: text('reference').notNull().default(''),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});
