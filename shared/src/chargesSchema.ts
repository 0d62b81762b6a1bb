// The zod schemas of the charges after the trip (issue 32, decision 0043): the vendor's charge, the
// renter's answer, an admin's decision, and the answers. The rules are in charges.ts.
import { z } from './zod.js';
import { CHARGE_KINDS, CHARGE_STATES } from './charges.js';
import { plainText } from './text.js';
import { queuedClaimSchema } from './claimsSchema.js';
import { errorText } from './i18n/errorText.js';

const MAX_AMOUNT = 10_000_000;
/** Whole rupees, 0 allowed (0 drops a proposed charge). */
const amount = () =>
  z
    .number(errorText('errors.field.wholeRupees'))
    .int(errorText('errors.field.wholeRupees'))
    .min(0, errorText('errors.field.wholeRupees'))
    .max(MAX_AMOUNT, errorText('errors.trips.tooHigh'));

/** POST /api/bookings/{id}/charges (vendor): a new charge, or a lower amount for one (`replacesId`). */
export const chargeInputSchema = z.object({
  kind: z.enum(CHARGE_KINDS, { error: errorText('errors.validation.invalid') }),
  amount: amount(),
  note: plainText().trim().max(500).optional().default(''),
  replacesId: z.uuid().optional(),
});
export type ChargeInput = z.input<typeof chargeInputSchema>;

/** PUT …/charges/{chargeId}/dispute (renter). */
export const chargeDisputeSchema = z.object({
  comment: plainText().trim().min(1, errorText('errors.charges.commentNeeded')).max(1000),
  counterAmount: amount().optional(),
});
export type ChargeDisputeInput = z.input<typeof chargeDisputeSchema>;

/** PUT /api/admin/disputes/{chargeId}/decide (admin). */
export const chargeDecisionSchema = z.object({
  amount: amount(),
  reason: plainText().trim().min(1, errorText('errors.charges.reasonNeeded')).max(2000),
});
export type ChargeDecisionInput = z.input<typeof chargeDecisionSchema>;

export const chargeSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  kind: z.enum(CHARGE_KINDS),
  amount: z.number().int(),
  note: z.string(),
  origin: z.enum(['proposed', 'added']),
  replacesId: z.string().nullable(),
  state: z.enum(CHARGE_STATES),
  answerBy: z.string(),
  answer: z.object({ answer: z.enum(['accepted', 'disputed']), comment: z.string(), counterAmount: z.number().int().nullable(), at: z.string() }).nullable(),
  /** Accepted by silence once the answer window passed. */
  acceptedBySilence: z.boolean(),
  decision: z.object({ amount: z.number().int(), reason: z.string(), at: z.string() }).nullable(),
  evidence: z.array(z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() })),
  createdAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const depositSettlementSchema = z.object({
  deposit: z.number().int(),
  settled: z.number().int(),
  open: z.number().int(),
  taken: z.number().int(),
  owed: z.number().int(),
  held: z.number().int(),
  returned: z.number().int(),
  anythingOpen: z.boolean(),
});

/** GET /api/bookings/{id}/charges. */
export const bookingChargesSchema = z.object({
  bookingId: z.string(),
  viewerSide: z.enum(['CUSTOMER', 'VENDOR']).nullable(),
  /** The charges standing (not replaced), oldest first. */
  charges: z.array(chargeSchema),
  /** Replaced charges, for the record. */
  replaced: z.array(chargeSchema),
  settlement: depositSettlementSchema,
  /** Until when the vendor may add or lower charges (null before the check-out). */
  windowEndsAt: z.string().nullable(),
});
export type BookingCharges = z.infer<typeof bookingChargesSchema>;

/** GET /api/admin/disputes: disputed charges (or open too long), oldest first, and the ledger's money disputes. */
export const adminDisputesSchema = z.object({
  charges: z.array(chargeSchema.extend({ vendorName: z.string(), customerName: z.string() })),
  money: z.array(
    z.object({
      rowId: z.string(),
      bookingId: z.string(),
      kind: z.string(),
      method: z.string(),
      amount: z.number().int(),
      comment: z.string(),
      disputedAt: z.string(),
      vendorName: z.string(),
      customerName: z.string(),
    }),
  ),
  /** Damage claims disputed (or open 72 hours), oldest first (decision 0045). */
  claims: z.array(queuedClaimSchema),
});
export type AdminDisputes = z.infer<typeof adminDisputesSchema>;
