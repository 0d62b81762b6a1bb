// Payload schemas of the payments feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from './zod.js';
import { PAYMENT_METHOD_IDS } from './values.js';

export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);

/** Answer of GET /payments/methods: the enabled methods, the default first. */
export const paymentMethodSchema = z.object({ id: paymentMethodIdSchema, label: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsSchema = z.array(paymentMethodSchema);

/** Body of POST /bookings/{id}/create-payment (optional: the first enabled method). */
/** `extensionId`: pay an accepted extension of a confirmed booking instead (decision 0031). */
export const createPaymentSchema = z.object({ method: z.string().max(40).optional(), extensionId: z.uuid().optional() });
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

/**
 * Answer of POST /bookings/{id}/create-payment: where to send the browser to pay. With `form`,
 * the browser posts those fields to `form.action` (JazzCash, Easypaisa) instead of opening `url`.
 */
export const checkoutUrlSchema = z.object({
  url: z.string(),
  form: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).optional(),
});
export type CheckoutUrl = z.infer<typeof checkoutUrlSchema>;

export const confirmPaymentSchema = z.object({ bookingId: z.uuid() });
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

/**
 * What the success page learns: CONFIRMED (paid and the booking confirmed), PENDING (the payment
 * is not completed yet, nothing changed), NOT_STARTED (no payment was ever attempted: nothing
 * failed) or FAILED (not paid, expired, or paid but refunded because the car was taken
 * meanwhile); `message` says which in the product's words.
 */
export const paymentOutcomeSchema = z.enum(['CONFIRMED', 'PENDING', 'NOT_STARTED', 'FAILED']);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const confirmPaymentResultSchema = z.object({
  status: paymentOutcomeSchema,
  message: z.string(),
});
export type ConfirmPaymentResult = z.infer<typeof confirmPaymentResultSchema>;

/** Test cards of the built-in sandbox checkout. */
export const SANDBOX_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** GET /api/bookings/{id}/money-history: every payment and refund of a booking, oldest first. */
export const moneyMovementSchema = z.object({
  kind: z.enum(['PAYMENT', 'REFUND']),
  amount: z.number().int(),
  /** PAYMENT: PAID or REFUNDED; REFUND: PENDING (on its way) or DONE. */
  status: z.string(),
  /** Which provider moved the money ("sandbox", "stripe", …). */
  provider: z.string(),
  /** REFUND only: why (CUSTOMER_CANCELLED, VENDOR_CANCELLED, ADMIN_CANCELLED, ACCOUNT_DELETED, PAYMENT_NOT_USED, TRIP_SHORTENED). */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type MoneyMovement = z.infer<typeof moneyMovementSchema>;
export const moneyHistorySchema = z.array(moneyMovementSchema);

/** A refund the provider has no API for, waiting for (or settled by) an admin. */
export const manualRefundSchema = z.object({
  paymentId: z.uuid(),
  bookingId: z.uuid(),
  provider: paymentMethodIdSchema,
  amount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type ManualRefund = z.infer<typeof manualRefundSchema>;
export const manualRefundsSchema = z.array(manualRefundSchema);
