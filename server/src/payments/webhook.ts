// Provider notifications (Stripe's webhook). The signature is checked on the raw body; each event
// id takes effect once (recorded with the change it causes); events we do not act on, or about
// sessions we never made, are acknowledged so the provider stops retrying them.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { payments } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { WebhookSignatureError, type ProviderEvent } from './provider.js';
import { markAttempt, recordEvent, settlePaidPayment } from './settle.js';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

export async function handleWebhook(ctx: AppContext, rawBody: Buffer, signature: string): Promise<WebhookResult> {
  const stripe = ctx.paymentProviders.get('stripe');
  if (!stripe) throw badRequest('errors.payments.stripeDisabled');
  let event: ProviderEvent;
  try {
    event = stripe.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest('errors.payments.badSignature');
    throw error;
  }
  const processed = { provider: stripe.name, id: event.id, type: event.type };
  const [payment] = event.sessionId
    ? await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, stripe.name), eq(payments.providerSessionId, event.sessionId)))
    : [];
  if (!event.outcome || !payment) {
    if (event.outcome) ctx.log.warn({ eventId: event.id, sessionId: event.sessionId, bookingId: event.bookingId }, 'payment event for an unknown checkout session');
    return (await recordEvent(ctx, processed)) ? 'ignored' : 'duplicate';
  }
  if (event.outcome === 'paid') {
    const result = await settlePaidPayment(ctx, payment.id, event.paymentId, processed);
    return result.kind === 'duplicate-event' ? 'duplicate' : 'processed';
  }
  if (!(await recordEvent(ctx, processed))) return 'duplicate';
  await markAttempt(ctx, payment, event.outcome === 'expired' ? 'EXPIRED' : 'FAILED');
  return 'processed';
}
