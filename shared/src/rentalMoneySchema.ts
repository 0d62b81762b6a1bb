// The zod schemas of a rental's money (issue 30, decision 0034): payment terms, a vendor's record
// of money received or returned at the counter, a customer's answer to it, and the statement.
// The rules themselves are in rental-money.ts.
import { z } from './zod.js';
import {
  ADVANCE_PERCENT_MAX,
  ADVANCE_PERCENT_MIN,
  COUNTER_METHODS,
  DEPOSIT_RETURN_DAYS_MAX,
  MONEY_METHODS,
  MONEY_ROW_KINDS,
  MONEY_VIA,
  RECEIPT_KINDS,
} from './rental-money.js';
import { plainText } from './text.js';
import { errorText } from './i18n/errorText.js';
import { numberText } from './formText.js';

const MAX_AMOUNT = 10_000_000;
const amount = () =>
  z
    .number(errorText('errors.field.wholeRupees'))
    .int(errorText('errors.field.wholeRupees'))
    .min(1, errorText('errors.money.amountPositive'))
    .max(MAX_AMOUNT, errorText('errors.trips.tooHigh'));
const reference = () => plainText().trim().max(100, errorText('errors.field.atMost100')).optional().default('');

/** PUT /api/services/{id}/payment-terms */
export const paymentTermsSchema = z
  .object({
    advancePercent: z
      .number()
      .int(errorText('errors.trips.whole'))
      .min(ADVANCE_PERCENT_MIN, errorText('errors.money.advancePercent'))
      .max(ADVANCE_PERCENT_MAX, errorText('errors.money.advancePercent')),
    depositAmount: z.number().int(errorText('errors.field.wholeRupees')).min(0, errorText('errors.trips.negative')).max(MAX_AMOUNT, errorText('errors.trips.tooHigh')),
    depositReturnDays: z.number().int(errorText('errors.trips.whole')).min(0, errorText('errors.money.returnDays')).max(DEPOSIT_RETURN_DAYS_MAX, errorText('errors.money.returnDays')),
  })
  .strict();
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** The payment terms' fields as typed, turned into the body of PUT /api/services/{id}/payment-terms. */
export const paymentTermsFormSchema = z.object({
  advancePercent: numberText(errorText('errors.money.advancePercent')).pipe(paymentTermsSchema.shape.advancePercent),
  depositAmount: numberText(errorText('errors.field.wholeRupees'), errorText('errors.field.wholeRupees')).pipe(paymentTermsSchema.shape.depositAmount),
  depositReturnDays: numberText(errorText('errors.money.returnDays')).pipe(paymentTermsSchema.shape.depositReturnDays),
});
export type PaymentTermsFormValues = z.input<typeof paymentTermsFormSchema>;

/** POST /api/bookings/{id}/cash-receipts (vendor): money received at the counter. */
export const cashReceiptInputSchema = z.object({
  kind: z.enum(RECEIPT_KINDS),
  amount: amount(),
  method: z.enum(COUNTER_METHODS),
  reference: reference(),
});
export type CashReceiptInput = z.input<typeof cashReceiptInputSchema>;

/** POST /api/bookings/{id}/deposit-return (vendor): the deposit it held, handed back. */
export const depositReturnInputSchema = z.object({ amount: amount(), method: z.enum(COUNTER_METHODS), reference: reference() });
export type DepositReturnInput = z.input<typeof depositReturnInputSchema>;

/** The vendor's counter dialog (money received, or the deposit returned) as typed: the amount is text. */
export const counterMoneyFormSchema = cashReceiptInputSchema.extend({
  amount: numberText(errorText('errors.field.wholeRupees'), errorText('errors.field.wholeRupees')).pipe(amount()),
});
export type CounterMoneyFormValues = z.input<typeof counterMoneyFormSchema>;

/** PUT /api/bookings/{id}/cash-receipts/{receiptId}/dispute (customer). */
export const moneyDisputeInputSchema = z.object({
  comment: plainText().trim().min(1, errorText('errors.money.commentRequired')).max(500, errorText('errors.field.atMost100')),
});
export type MoneyDisputeInput = z.input<typeof moneyDisputeInputSchema>;

export const RECEIPT_STATES = ['pending', 'confirmed', 'disputed'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export const moneyRowSchema = z.object({
  id: z.string(),
  kind: z.enum(MONEY_ROW_KINDS),
  via: z.enum(MONEY_VIA),
  method: z.enum(MONEY_METHODS),
  amount: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
  /** For a vendor's record: the customer's answer, and the comment of a dispute. */
  state: z.enum(RECEIPT_STATES).nullable(),
  comment: z.string().nullable(),
});
export type MoneyRowAnswer = z.infer<typeof moneyRowSchema>;

export const STATEMENT_ACTIONS = ['pay-advance', 'pay-balance', 'record-receipt', 'return-deposit', 'answer-receipt', 'pay-charges', 'record-charges'] as const;

/** GET /api/bookings/{id}/statement */
export const statementSchema = z.object({
  bookingId: z.string(),
  total: z.number().int(),
  advancePercent: z.number().int(),
  advance: z.number().int(),
  deposit: z.number().int(),
  depositReturnDays: z.number().int(),
  rows: z.array(moneyRowSchema),
  rentPaid: z.number().int(),
  dueNow: z.number().int(),
  balanceDue: z.number().int(),
  depositDue: z.number().int(),
  dueAtPickup: z.number().int(),
  depositHeld: z.number().int(),
  depositHeldByVendor: z.number().int(),
  depositHeldByPlatform: z.number().int(),
  /** Wall-clock: the booking's end plus the return days; null without a deposit. */
  depositDeadline: z.string().nullable(),
  /** Charges after the trip (decision 0044): settled, taken from the deposit, paid beyond it, still owed. */
  chargesSettled: z.number().int(),
  depositApplied: z.number().int(),
  chargesPaid: z.number().int(),
  chargesDue: z.number().int(),
  /** The vendor's side, for the vendor and admins (null for the customer). */
  platformFee: z.number().int().nullable(),
  vendorOwes: z.number().int().nullable(),
  vendorEarned: z.number().int().nullable(),
  actions: z.array(z.enum(STATEMENT_ACTIONS)),
});
export type Statement = z.infer<typeof statementSchema>;

/** GET /api/admin/money-disputes */
export const moneyDisputeSchema = z.object({
  rowId: z.string(),
  bookingId: z.string(),
  kind: z.enum(MONEY_ROW_KINDS),
  method: z.enum(MONEY_METHODS),
  amount: z.number().int(),
  comment: z.string(),
  disputedAt: z.string(),
  vendorName: z.string(),
  customerName: z.string(),
});
export type MoneyDispute = z.infer<typeof moneyDisputeSchema>;

/**
 * PUT /api/admin/money-disputes/{rowId}/decide (admin): the amount that really changed hands for a
 * disputed counter record, with the reason; the difference becomes an `adjustment` row (0044).
 */
export const moneyDecisionInputSchema = z.object({
  amount: z.number(errorText('errors.field.wholeRupees')).int(errorText('errors.field.wholeRupees')).min(0, errorText('errors.trips.negative')).max(MAX_AMOUNT, errorText('errors.trips.tooHigh')),
  reason: plainText().trim().min(1, errorText('errors.money.reasonRequired')).max(2000, errorText('errors.money.reasonTooLong')),
});
export type MoneyDecisionInput = z.input<typeof moneyDecisionInputSchema>;

export const moneyDecisionSchema = z.object({ rowId: z.string(), amount: z.number().int(), adjustmentId: z.string().nullable() });
export type MoneyDecision = z.infer<typeof moneyDecisionSchema>;

/** GET /api/admin/deposits/overdue */
export const overdueDepositSchema = z.object({
  bookingId: z.string(),
  deadline: z.string(),
  heldByVendor: z.number().int(),
  heldByPlatform: z.number().int(),
  vendorName: z.string(),
  customerName: z.string(),
});
export type OverdueDeposit = z.infer<typeof overdueDepositSchema>;

/** GET /api/bookings/{id}/receipts/{rowId}: one movement as a receipt, for its parties and admins. */
export const moneyReceiptSchema = z.object({
  row: moneyRowSchema,
  bookingId: z.string(),
  /** "RW-1A2B3C4D": the booking's short reference and the row's number. */
  number: z.string(),
  car: z.string(),
  serviceName: z.string(),
  vendorName: z.string(),
  customerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type MoneyReceipt = z.infer<typeof moneyReceiptSchema>;
