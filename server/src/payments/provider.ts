// The one seam between the app and whoever takes the money. The built-in sandbox (default), Stripe,
// Safepay, JazzCash and Easypaisa all answer this interface; several can be enabled at once
// (`createPaymentProviders` builds the registry from configuration, decision 0014).

import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@carrental/shared';

export const PROVIDER_NAMES = PAYMENT_METHOD_IDS;
export type ProviderName = PaymentMethodId;

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
  /** For providers whose hosted page is opened by posting a signed form (JazzCash, Easypaisa). */
  form?: { action: string; fields: Record<string, string> };
}

/** What the provider says about a checkout session. */
export type CheckoutState = 'OPEN' | 'PAID' | 'REFUNDED' | 'EXPIRED' | 'CANCELLED' | 'FAILED';

export interface CheckoutStatus {
  state: CheckoutState;
  /** The provider's id of the money movement (payment intent), once there is one. */
  paymentId: string | null;
  /** The booking the session was made for (from the provider's own records or metadata). */
  bookingId: string | null;
  /** Whole rupees the provider says were paid, when it says (checked against our record). */
  amount?: number | null;
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
  /**
   * What the event says was charged, in whole rupees and its currency, when it says: checked
   * against our payment record before anything is applied.
   */
  amount?: number | null;
  currency?: string | null;
  /** 'cancelled' when the payer gave up at the hosted page (only the callbacks of redirect providers). */
  cancelled?: boolean;
  /**
   * The outcome is a hint nobody signed (Easypaisa's return status, its payment notification): the
   * provider is asked, and only its answer moves the attempt.
   */
  unsigned?: boolean;
}

/** What a refund did: done through the provider's API, or left for an admin (it has no API for it). */
export type RefundResult = { manual: false } | { manual: true; reason: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The hosted page is opened by posting `CheckoutSession.form`, so an open attempt is not re-used. */
  readonly postsForm?: boolean;
  /** How this provider's events name a booking (when it cannot carry our id as it is). */
  bookingReference?(bookingId: string): string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  getCheckout(sessionId: string): Promise<CheckoutStatus>;
  /**
   * Gives money of a paid session back: `amount` whole rupees, or all of it when omitted. A full
   * refund repeated is harmless. Providers without a refund API for the payment answer `manual`.
   */
  refund(sessionId: string, amount?: number): Promise<RefundResult | void>;
  /** Verifies the signature over the raw body and parses the event; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string): ProviderEvent;
}

export class WebhookSignatureError extends Error {}

/** Whole rupees → paisa, the unit JazzCash, Stripe and Safepay count in. */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);
