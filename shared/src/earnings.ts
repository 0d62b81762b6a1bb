// Answers of the vendor's Earnings screen and the admin's Payouts screen (decision 0015).
import { z } from './zod.js';
import { plainText } from './text.js';
import { errorText } from './i18n/errorText.js';
import { formatPrice } from './i18n/format.js';
import { numberText } from './formText.js';

/** REFUNDED: everything earned on the booking went back to the customer. */
export const EARNING_STATES = ['PENDING', 'AVAILABLE', 'PAID_OUT', 'REFUNDED'] as const;
export const earningStateSchema = z.enum(EARNING_STATES);

export const bookingEarningSchema = z.object({
  bookingId: z.string(),
  /** "Toyota Corolla 2022". */
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  customerTotal: z.number().int(),
  platformFee: z.number().int(),
  /** What the vendor earned before refunds, what refunds took back, and what is left (net). */
  gross: z.number().int(),
  refunded: z.number().int(),
  /** What the vendor keeps of the booking after refunds (net). */
  earned: z.number().int(),
  /** Not yet available: the trip has not ended. */
  pending: z.number().int(),
  available: z.number().int(),
  paidOut: z.number().int(),
  state: earningStateSchema,
});
export type BookingEarning = z.infer<typeof bookingEarningSchema>;

export const monthlyEarningSchema = z.object({
  /** "2030-01", in the marketplace's zone. */
  month: z.string(),
  earned: z.number().int(),
  refunded: z.number().int(),
  adjusted: z.number().int(),
  /** Earned − refunded + adjusted: the month's share of the balance before payouts. */
  net: z.number().int(),
  paidOut: z.number().int(),
});

export const payoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reference: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const earningsTotalsSchema = z.object({
  /** The sum of every ledger row: pending + available. */
  balance: z.number().int(),
  pending: z.number().int(),
  available: z.number().int(),
  paidOut: z.number().int(),
});

export const earningsSchema = z.object({
  totals: earningsTotalsSchema,
  bookings: z.array(bookingEarningSchema),
  months: z.array(monthlyEarningSchema),
  payouts: z.array(payoutSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const vendorBalanceSchema = earningsTotalsSchema.extend({
  vendorId: z.string(),
  name: z.string(),
  email: z.string(),
  lastPayoutAt: z.string().nullable(),
});
export type VendorBalance = z.infer<typeof vendorBalanceSchema>;
export const vendorBalancesSchema = z.array(vendorBalanceSchema);

/** POST /api/admin/payouts: a bank transfer made outside the app, recorded with its reference. */
export const createPayoutSchema = z.object({
  vendorId: z.guid(errorText('errors.earnings.chooseVendor')),
  amount: z.number().int(errorText('errors.field.wholeRupees')).min(1, errorText('errors.earnings.amountMin', { amount: { en: 'PKR 1', ur: formatPrice('ur', 1) } })).max(2_147_483_647),
  reference: plainText().trim().min(1, errorText('errors.earnings.referenceRequired')).max(100, errorText('errors.field.atMost100')),
  note: plainText().trim().max(500).optional().default(''),
});
export type CreatePayoutInput = z.input<typeof createPayoutSchema>;

/**
 * The payout dialog's fields as typed, checked like the body (and at most `available`, what the
 * vendor's balance allows) and turned into its amount and reference.
 */
export const payoutFormSchema = (available: number) =>
  z.object({
    amount: numberText(errorText('errors.field.wholeRupees'), errorText('errors.field.wholeRupees')).pipe(
      createPayoutSchema.shape.amount.max(available, errorText('errors.earnings.payoutTooMuch', { amount: { en: formatPrice('en', available), ur: formatPrice('ur', available) } })),
    ),
    reference: createPayoutSchema.shape.reference,
  });
export type PayoutFormValues = z.input<ReturnType<typeof payoutFormSchema>>;

/** POST /api/admin/ledger-adjustments: a correction, positive or negative, with the reason. */
export const createAdjustmentSchema = z.object({
  vendorId: z.guid(errorText('errors.earnings.chooseVendor')),
  amount: z
    .number()
    .int(errorText('errors.field.wholeRupees'))
    .min(-2_147_483_647)
    .max(2_147_483_647)
    .refine((v) => v !== 0, errorText('errors.earnings.amountZero')),
  note: plainText().trim().min(1, errorText('errors.earnings.sayWhy')).max(500),
});
export type CreateAdjustmentInput = z.input<typeof createAdjustmentSchema>;
