// The one seam between the app and whoever takes the money. The built-in sandbox (default) and
// Stripe both answer this interface; `createPaymentProvider` picks one from configuration.

export type ProviderName = 'sandbox' | 'stripe';

export interface CheckoutRequest {
  bookingId: string;
  /** Whole rupees. */
  amount: number;
  currency: 'PKR';
  /** One line the payer sees: the car and the dates. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Where the app itself is reached (the sandbox serves its page there). */
  appOrigin: string;
  /** Same key → same session, so a double click or a retry never opens two checkouts. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** What the provider says about a checkout session. */
export type CheckoutState = 'OPEN' | 'PAID' | 'REFUNDED' | 'EXPIRED' | 'CANCELLED' | 'FAILED';

export interface CheckoutStatus {
  state: CheckoutState;
  /** The provider's id of the money movement (payment intent), once there is one. */
  paymentId: string | null;
  /** The booking the session was made for (from the provider's own records or metadata). */
  bookingId: string | null;
}

/** A verified provider notification, reduced to what we act on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** 'paid', 'failed', 'expired' or null when the event is not about a checkout we act on. */
  outcome: 'paid' | 'failed' | 'expired' | null;
  sessionId: string | null;
  bookingId: string | null;
  /** The provider's id of the money movement, when the event carries one. */
  paymentId: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  getCheckout(sessionId: string): Promise<CheckoutStatus>;
  /**
   * Gives money of a paid session back: `amount` whole rupees, or (omitted) all that is left.
   * Repeating the same call is harmless.
   */
  refund(sessionId: string, amount?: number): Promise<void>;
  /** Verifies the signature over the raw body and parses the event; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string): ProviderEvent;
}

export class WebhookSignatureError extends Error {}
