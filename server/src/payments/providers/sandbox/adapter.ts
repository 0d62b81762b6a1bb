// The built-in sandbox provider: a hosted checkout that lives in this app but behaves like an
// external one. It keeps its own session records (sandbox_checkout_sessions), knows nothing of
// bookings beyond the reference it was given, and answers the same interface as Stripe.
import type { MessageKey } from '@carrental/shared';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxCheckoutSessions } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { WebhookSignatureError } from '../../provider.js';
import type { CheckoutRequest, CheckoutSession, CheckoutStatus, PaymentProvider, ProviderEvent } from '../../provider.js';

/** A hosted checkout stays payable this long, like Stripe's shortest expiry. */
export const SANDBOX_SESSION_MINUTES = 30;

export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type PayOutcome =
  | { ok: true; redirectTo: string }
  | { ok: false; message: CheckoutKey; fields: CardErrors };

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Makes session ids unguessable while staying deterministic per idempotency key. */
    private readonly secret: string,
  ) {}

  pageUrl(origin: string, sessionId: string) {
    return `${origin}/checkout/sandbox/${sessionId}`;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `cs_sandbox_${createHmac('sha256', this.secret).update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
    const expiresAt = new Date(this.clock.now().getTime() + SANDBOX_SESSION_MINUTES * 60_000);
    await this.db
      .insert(sandboxCheckoutSessions)
      .values({
        id,
        reference: request.bookingId,
        description: request.description,
        amount: request.amount,
        currency: request.currency,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt,
      })
      .onConflictDoNothing();
    return { sessionId: id, url: this.pageUrl(request.appOrigin, id) };
  }

  async getCheckout(sessionId: string): Promise<CheckoutStatus> {
    const session = await this.session(sessionId);
    if (!session) return { state: 'FAILED', paymentId: null, bookingId: null };
    const state = session.status === 'REFUNDED' ? 'REFUNDED' : (session.status as CheckoutStatus['state']);
    return {
      state,
      paymentId: session.paidAt ? session.id : null,
      bookingId: session.reference,
    };
  }

  /**
   * Gives back `amount` rupees (or all that is left) of a paid session; the session is REFUNDED
   * once nothing is left. A partial refund is added to what was refunded before, capped at the
   * amount paid.
   */
  async refund(sessionId: string, amount?: number): Promise<void> {
    const session = await this.session(sessionId);
    if (!session) throw new Error(`Unknown sandbox session ${sessionId}`);
    if (session.status === 'REFUNDED') return;
    if (session.status !== 'PAID') throw new Error(`Cannot refund a sandbox session that is ${session.status}`);
    if (amount !== undefined && (!Number.isInteger(amount) || amount < 0)) throw new Error(`Not a refund amount: ${amount}`);
    const refunded = Math.min(session.amount, session.refundedAmount + (amount ?? session.amount));
    await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: refunded >= session.amount ? 'REFUNDED' : 'PAID', refundedAmount: refunded, refundedAt: this.clock.now() })
      .where(
        and(
          eq(sandboxCheckoutSessions.id, sessionId),
          eq(sandboxCheckoutSessions.status, 'PAID'),
          eq(sandboxCheckoutSessions.refundedAmount, session.refundedAmount),
        ),
      );
  }

  parseWebhook(): ProviderEvent {
    // The sandbox answers synchronously when asked; it has nothing to push.
    throw new WebhookSignatureError('The sandbox provider sends no webhooks');
  }

  /** The session as the hosted page shows it; an open session past its time is marked expired. */
  async session(sessionId: string): Promise<SandboxSessionRow | null> {
    const [row] = await this.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    if (!row) return null;
    if (row.status === 'OPEN' && row.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.db
        .update(sandboxCheckoutSessions)
        .set({ status: 'EXPIRED' })
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'OPEN')));
      return { ...row, status: 'EXPIRED' };
    }
    return row;
  }

  /** The payer submits the card form. Only the two test cards mean anything here. */
  async pay(sessionId: string, card: CardDetails): Promise<PayOutcome | null> {
    const session = await this.session(sessionId);
    if (!session) return null;
    if (session.status === 'PAID' || session.status === 'REFUNDED') return { ok: true, redirectTo: session.successUrl };
    if (session.status !== 'OPEN') {
      return { ok: false, message: 'checkout.error.expired', fields: {} };
    }
    const fields = validateCard(card, this.clock.now());
    if (Object.keys(fields).length > 0) {
      return { ok: false, message: 'checkout.error.checkDetails', fields };
    }
    const number = card.cardNumber.replace(/[\s-]/g, '');
    if (number === SANDBOX_DECLINED_CARD) {
      return { ok: false, message: 'checkout.error.declined', fields: { cardNumber: 'checkout.error.declinedField' } };
    }
    if (number !== SANDBOX_SUCCESS_CARD) {
      return {
        ok: false,
        message: 'checkout.error.notTestCard',
        fields: { cardNumber: 'checkout.error.notTestCardField' },
      };
    }
    const updated = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'PAID', paidAt: this.clock.now(), cardLast4: number.slice(-4) })
      .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'OPEN')))
      .returning({ id: sandboxCheckoutSessions.id });
    if (updated.length === 0) return this.pay(sessionId, card); // changed meanwhile: answer from the new state
    return { ok: true, redirectTo: session.successUrl };
  }
}

/** The catalog texts of the checkout page (its words are said in the payer's language). */
export type CheckoutKey = Extract<MessageKey, `checkout.${string}`>;
export type CardErrors = Partial<Record<keyof CardDetails, CheckoutKey>>;

/** Field errors for the card form, as a real checkout shows them. */
export function validateCard(card: CardDetails, now: Date): CardErrors {
  const fields: CardErrors = {};
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) fields.cardNumber = 'checkout.error.cardNumber';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) {
    fields.expiry = 'checkout.error.expiryFormat';
  } else {
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const lastMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (month < 1 || month > 12) fields.expiry = 'checkout.error.expiryFormat';
    else if (year * 12 + (month - 1) < lastMonth) fields.expiry = 'checkout.error.expiryPast';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) fields.cvc = 'checkout.error.cvc';
  if (card.name.trim().length < 2) fields.name = 'checkout.error.name';
  return fields;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
