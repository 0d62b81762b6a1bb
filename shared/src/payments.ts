// Payload schemas of the payments feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from 'zod';

/** Answer of POST /bookings/{id}/create-payment: where to send the browser to pay. */
export const checkoutUrlSchema = z.object({ url: z.string() });
export type CheckoutUrl = z.infer<typeof checkoutUrlSchema>;

export const confirmPaymentSchema = z.object({ bookingId: z.uuid() });
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

/**
 * What the success page learns: CONFIRMED (paid and the booking confirmed), PENDING (the payment
 * is not completed yet, nothing changed) or FAILED (not paid, expired, or paid but refunded
 * because the car was taken meanwhile); `message` says which in the product's words.
 */
export const paymentOutcomeSchema = z.enum(['CONFIRMED', 'PENDING', 'FAILED']);
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
  /** REFUND only: why (CUSTOMER_CANCELLED, VENDOR_CANCELLED, ADMIN_CANCELLED, ACCOUNT_DELETED, PAYMENT_NOT_USED). */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type MoneyMovement = z.infer<typeof moneyMovementSchema>;
export const moneyHistorySchema = z.array(moneyMovementSchema);
