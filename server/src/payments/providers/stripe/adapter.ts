// Stripe Checkout behind the provider interface. Amounts go to Stripe in paisa (PKR has two
// decimals there); the booking travels in metadata and as client_reference_id so that a webhook
// can be traced back without our own records. Host/port/protocol are configurable so that tests
// can point the official SDK at a local stand-in.
import Stripe from 'stripe';
import { WebhookSignatureError } from '../../provider.js';
import type { CheckoutRequest, CheckoutSession, CheckoutStatus, PaymentProvider, ProviderEvent } from '../../provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Stripe Checkout sessions expire after this; Stripe's minimum is 30 minutes. */
  sessionMinutes?: number;
  now?: () => Date;
}

const CHECKOUT_EVENTS: Record<string, ProviderEvent['outcome']> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'RentWheels' },
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const now = this.options.now?.() ?? new Date();
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'pkr',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'pkr',
              unit_amount: request.amount * 100,
              product_data: { name: request.description },
            },
          },
        ],
        client_reference_id: request.bookingId,
        metadata: { bookingId: request.bookingId },
        payment_intent_data: { metadata: { bookingId: request.bookingId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(now.getTime() / 1000) + (this.options.sessionMinutes ?? 30) * 60 + 60,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  async getCheckout(sessionId: string): Promise<CheckoutStatus> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    return {
      state: stateOf(session),
      paymentId: paymentIntentId(session),
      bookingId: session.metadata?.bookingId ?? session.client_reference_id ?? null,
    };
  }

  async refund(sessionId: string, amount?: number): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const paymentIntent = paymentIntentId(session);
    if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
    // One refund per session and amount, however often we are asked. PKR is a two-decimal
    // currency at Stripe: whole rupees are sent in paisa, as the checkout's amount is.
    if (amount === undefined) {
      await this.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund:${sessionId}` });
    } else {
      await this.stripe.refunds.create({ payment_intent: paymentIntent, amount: amount * 100 }, { idempotencyKey: `refund:${sessionId}:${amount}` });
    }
  }

  parseWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    if (!this.options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    const outcome = CHECKOUT_EVENTS[event.type] ?? null;
    if (!outcome) return { id: event.id, type: event.type, outcome: null, sessionId: null, bookingId: null, paymentId: null };
    const session = event.data.object as Stripe.Checkout.Session;
    // A completed session whose money is still on its way (e.g. a bank debit) is not paid yet.
    const paid = outcome !== 'paid' || session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    return {
      id: event.id,
      type: event.type,
      outcome: paid ? outcome : null,
      sessionId: session.id,
      bookingId: session.metadata?.bookingId ?? session.client_reference_id ?? null,
      paymentId: paymentIntentId(session),
    };
  }
}

function stateOf(session: Stripe.Checkout.Session): CheckoutStatus['state'] {
  // Refunds are tracked in our own payments table; Stripe's session stays "paid" after one.
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'PAID';
  if (session.status === 'expired') return 'EXPIRED';
  return 'OPEN';
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}
