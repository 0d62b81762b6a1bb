// Results the redirect providers (JazzCash, Easypaisa, Safepay) post or send back: the payer's
// browser returning from the hosted page, and server-to-server notifications. Each is verified
// (hash or signature) on the raw body before anything in it is read, matched against our payment
// record (amount, currency, booking), applied once per provider event id, and the provider is
// asked before a booking is CONFIRMED. A result nobody signed (Easypaisa's return status) is only
// a hint: the provider is asked, and its answer alone moves the attempt. A forged, replayed or
// mismatched one changes nothing, is logged, and is refused (400).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { paymentEvents, payments } from '../db/schema.js';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './provider.js';
import { closedState, markAttempt, recordEvent, settlePaidPayment } from './settle.js';
import { askProvider } from './service.js';

export type CallbackOutcome = 'paid' | 'refunded' | 'pending' | 'failed' | 'cancelled' | 'expired' | 'ignored';

export interface CallbackResult {
  outcome: CallbackOutcome;
  bookingId: string | null;
}

export type RejectReason = 'unknown-provider' | 'bad-signature' | 'unknown-payment' | 'mismatch' | 'replayed';

export class CallbackRejected extends Error {
  constructor(
    readonly reason: RejectReason,
    readonly bookingId: string | null = null,
  ) {
    super(`payment callback rejected: ${reason}`);
  }
}

/** The provider could not be asked (down, refusing): nothing was applied, a retry may succeed. */
export class ProviderUnavailable extends Error {
  constructor(readonly bookingId: string) {
    super('payment provider unavailable while handling a callback');
  }
}

export async function handleProviderCallback(
  ctx: AppContext,
  providerName: string,
  rawBody: Buffer,
  signature: string,
): Promise<CallbackResult> {
  const provider = ctx.paymentProviders.get(providerName);
  const reject = (reason: RejectReason, details: Record<string, unknown> = {}, bookingId: string | null = null) => {
    ctx.log.warn({ provider: providerName, reason, ...details }, 'payment callback rejected');
    return new CallbackRejected(reason, bookingId);
  };
  if (!provider) throw reject('unknown-provider');

  let event: ProviderEvent;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw reject('bad-signature', { error: error.message });
    throw error;
  }
  const processed = { provider: provider.name, id: event.id, type: event.type };
  const [payment] = event.sessionId
    ? await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider.name), eq(payments.providerSessionId, event.sessionId)))
    : [];
  if (!payment) {
    if (!event.outcome && !event.cancelled) return (await recordEvent(ctx, processed), { outcome: 'ignored', bookingId: null });
    throw reject('unknown-payment', { eventId: event.id, sessionId: event.sessionId });
  }
  const mismatch = mismatchOf(provider, event, payment);
  if (mismatch) throw reject('mismatch', { eventId: event.id, paymentId: payment.id, ...mismatch }, payment.bookingId);
  const [seen] = await ctx.db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, event.id)));
  if (seen) throw reject('replayed', { eventId: event.id, paymentId: payment.id }, payment.bookingId);

  const bookingId = payment.bookingId;
  if (event.outcome === 'paid' || event.unsigned) {
    // A signed result that says paid, or a result nobody signed: the provider's own API must say
    // so too before anything moves.
    let status;
    try {
      status = await askProvider(ctx, () => provider.getCheckout(payment.providerSessionId));
    } catch {
      throw new ProviderUnavailable(bookingId);
    }
    if (status.state === 'PAID') {
      // The amount must be known from a signed source (the event or the provider's answer) and ours.
      const paidAmount = status.amount ?? event.amount;
      if (paidAmount == null || paidAmount !== payment.amount || (event.amount != null && event.amount !== paidAmount)) {
        throw reject('mismatch', { eventId: event.id, paymentId: payment.id, paidAmount, eventAmount: event.amount, amount: payment.amount }, bookingId);
      }
      const result = await settlePaidPayment(ctx, payment.id, status.paymentId ?? event.paymentId, processed);
      if (result.kind === 'duplicate-event') throw reject('replayed', { eventId: event.id, paymentId: payment.id }, bookingId);
      return { outcome: result.kind === 'refunded' ? 'refunded' : 'paid', bookingId };
    }
    if (status.state === 'OPEN' || !event.unsigned) {
      if (event.outcome === 'paid') ctx.log.warn({ eventId: event.id, paymentId: payment.id, state: status.state }, 'payment callback says paid, the provider does not');
      return { outcome: 'pending', bookingId };
    }
    // Closed per the provider (its word moves the attempt, not the hint). The payer is shown the
    // hint's reason when the provider's answer allows it (Easypaisa calls a cancelled order FAILED).
    const closed = closedState(status.state);
    await markAttempt(ctx, payment, closed);
    return { outcome: closed === 'EXPIRED' ? 'expired' : closed === 'CANCELLED' || event.cancelled ? 'cancelled' : 'failed', bookingId };
  }
  if (!(await recordEvent(ctx, processed))) throw reject('replayed', { eventId: event.id, paymentId: payment.id }, bookingId);
  if (event.cancelled) {
    await markAttempt(ctx, payment, 'CANCELLED');
    return { outcome: 'cancelled', bookingId };
  }
  if (!event.outcome) return { outcome: 'pending', bookingId };
  await markAttempt(ctx, payment, event.outcome === 'expired' ? 'EXPIRED' : 'FAILED');
  return { outcome: event.outcome === 'expired' ? 'expired' : 'failed', bookingId };
}

/** What in the event disagrees with our record, if anything. */
function mismatchOf(
  provider: PaymentProvider,
  event: ProviderEvent,
  payment: { amount: number; currency: string; bookingId: string },
): Record<string, unknown> | null {
  if (event.amount != null && event.amount !== payment.amount) return { eventAmount: event.amount, amount: payment.amount };
  if (event.currency != null && event.currency.toUpperCase() !== payment.currency) return { eventCurrency: event.currency, currency: payment.currency };
  const reference = provider.bookingReference?.(payment.bookingId) ?? payment.bookingId;
  if (event.bookingId != null && event.bookingId !== reference) return { eventBooking: event.bookingId, booking: reference };
  return null;
}
