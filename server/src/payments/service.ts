// The payments feature's domain operations: start a hosted checkout for an accepted booking and
// confirm it once the provider says it was paid. They take the actor and ids, never the request.
import { answerText, type AnswerKey, type Answered } from '../http/locale.js';
import { advanceAmount, type LocalText } from '@carrental/shared';
import { isPaidStatus, type ConfirmPaymentResult } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { payments } from '../db/schema.js';
import { AppError, badRequest, conflict, errorMessage } from '../http/errors.js';
import type { PaymentProvider } from './provider.js';
import { describeBooking, loadCustomersBooking, paymentsOf } from './records.js';
import { applyAnswer, attemptsToAsk, MAX_OPEN_ATTEMPTS } from './attempts.js';
import { closedState, markAttempt, providerOf, type RefundReason } from './settle.js';
import { payableExtension } from '../trips/index.js';

export const PAYMENT_MESSAGES = {
  confirmed: answerText('answers.payment.confirmed'),
  pending: answerText('answers.payment.pending'),
  notStarted: answerText('answers.payment.notStarted'),
  failed: answerText('answers.payment.failed'),
  refunded: {
    'car-taken': answerText('answers.payment.carTaken'),
    'car-removed': answerText('answers.payment.carRemoved'),
    'booking-not-payable': answerText('answers.payment.notPayable'),
    'booking-cancelled': answerText('answers.payment.cancelled'),
    'already-confirmed': answerText('answers.payment.alreadyConfirmed'),
  } satisfies Record<RefundReason, LocalText<AnswerKey>>,
} as const;

/** Where the provider sends the payer back: the app's pages, on its configured public URL. */
export function returnUrls(origin: string, bookingId: string) {
  return {
    successUrl: `${origin}/payment/success?booking_id=${encodeURIComponent(bookingId)}`,
    cancelUrl: `${origin}/bookingDetails/${encodeURIComponent(bookingId)}`,
  };
}

/** The enabled methods, the default first. */
export function paymentMethods(ctx: AppContext) {
  return ctx.paymentProviders.methods();
}

/** The provider the payer chose (or the default); an unknown or disabled one is a 400 with the list. */
export function chooseProvider(ctx: AppContext, method: string | undefined): PaymentProvider {
  if (method === undefined) return ctx.paymentProviders.default;
  const provider = ctx.paymentProviders.get(method);
  if (!provider) {
    const enabled = ctx.paymentProviders.names;
    const methods = { ltr: enabled.join(', ') };
    throw badRequest(errorMessage('errors.payments.unknownMethod', { methods }), { method: errorMessage('errors.payments.oneOf', { methods }) });
  }
  return provider;
}

/**
 * The URL (and, for JazzCash and Easypaisa, the form to post) of a hosted checkout for the actor's
 * ACCEPTED booking with the chosen method. An open attempt of a URL provider is re-used; a new one
 * gets the next idempotency key, so concurrent clicks share one session. A form provider's attempt
 * is signed for one post, so each call starts a new one; an earlier page stays OPEN (its provider
 * keeps it payable until it expires there, and it is asked about like any open attempt), at most
 * MAX_OPEN_ATTEMPTS of them per method.
 */
export async function createPayment(ctx: AppContext, actor: Actor, input: { bookingId: string; origin: string; method?: string; extensionId?: string }) {
  const provider = chooseProvider(ctx, input.method);
  const booking = await loadCustomersBooking(ctx, actor, input.bookingId);
  // An accepted extension of a confirmed booking is paid like the first payment, for its amount.
  const extension = input.extensionId ? await payableExtension(ctx, booking.id, input.extensionId) : null;
  if (input.extensionId && (!extension || (booking.status !== 'CONFIRMED' && booking.status !== 'IN_PROGRESS'))) throw conflict('errors.trips.extensionNotPayable', 'EXTENSION_NOT_PAYABLE');
  if (!extension && booking.status !== 'ACCEPTED') {
    throw conflict(errorMessage('errors.payments.notPayable', { status: { text: `errors.bookings.status.${booking.status}` } }), 'BOOKING_NOT_PAYABLE');
  }
  // The first payment is the advance (decision 0034): all of the price unless the terms say less.
  const amount = extension ? extension.amount : advanceAmount(booking.totalAmount, booking.advancePercent);
  const extensionId = extension?.id ?? null;
  const urls = returnUrls(input.origin, booking.id);
  const attempts = (await paymentsOf(ctx.db, booking.id)).filter((a) => a.extensionId === extensionId && a.purpose === 'booking');
  let stillOpen = 0;
  for (const attempt of attempts) {
    if (attempt.status !== 'OPEN' || attempt.provider !== provider.name) continue;
    const state = await askProvider(ctx, () => provider.getCheckout(attempt.providerSessionId));
    if (state.state === 'OPEN' && attempt.amount === amount && !provider.postsForm) return { url: attempt.checkoutUrl };
    // Paid but not confirmed yet (the payer closed the tab): the success page confirms it.
    if (state.state === 'PAID') return { url: urls.successUrl };
    // Superseded but still payable at the provider: it stays OPEN until the provider says otherwise.
    if (state.state === 'OPEN') stillOpen++;
    else await markAttempt(ctx, attempt, closedState(state.state));
  }
  if (stillOpen >= MAX_OPEN_ATTEMPTS) throw conflict('errors.payments.tooManyOpen', 'PAYMENT_ATTEMPTS_OPEN');
  const description = await describeBooking(ctx, booking);
  const idempotencyKey = extensionId ? `checkout:${booking.id}:extension:${extensionId}:${attempts.length + 1}` : `checkout:${booking.id}:${attempts.length + 1}`;
  return startCheckout(ctx, provider, { bookingId: booking.id, amount, description, origin: input.origin, idempotencyKey }, { extensionId });
}

/**
 * Starts a hosted checkout of `amount` for a booking and records it as an OPEN attempt (`attempt`:
 * what else the attempt records). The answer is its URL and, for JazzCash and Easypaisa, the form to post.
 */
export async function startCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  checkout: { bookingId: string; amount: number; description: string; origin: string; idempotencyKey: string },
  attempt: Pick<typeof payments.$inferInsert, 'extensionId' | 'depositPart' | 'purpose'>,
) {
  const { bookingId, amount } = checkout;
  const session = await askProvider(ctx, () =>
    provider.createCheckout({
      bookingId,
      amount,
      currency: 'PKR',
      description: checkout.description,
      ...returnUrls(checkout.origin, bookingId),
      appOrigin: checkout.origin,
      idempotencyKey: checkout.idempotencyKey,
    }),
  );
  await ctx.db
    .insert(payments)
    .values({ bookingId, provider: provider.name, providerSessionId: session.sessionId, amount, currency: 'PKR', status: 'OPEN', checkoutUrl: session.url, ...attempt })
    .onConflictDoNothing();
  return session.form ? { url: session.url, form: session.form } : { url: session.url };
}

/**
 * Called by the success page. Asks the providers about the booking's attempts that may still have
 * taken money (every OPEN one; closed recent ones while the booking is not CONFIRMED, see
 * attempts.ts) and applies each PAID answer once: the booking is confirmed by the first, and a
 * payment it cannot keep goes back. Harmless to repeat.
 */
export async function confirmPayment(ctx: AppContext, actor: Actor, input: { bookingId: string }): Promise<Answered<ConfirmPaymentResult>> {
  const booking = await loadCustomersBooking(ctx, actor, input.bookingId);
  const confirmed = { status: 'CONFIRMED' as const, message: PAYMENT_MESSAGES.confirmed };
  let confirmedNow = false;
  let refunded: RefundReason | null = null;
  let pending = false;
  for (const attempt of await attemptsToAsk(ctx, booking)) {
    // An attempt made with a provider since switched off cannot be asked about here.
    if (!ctx.paymentProviders.get(attempt.provider)) {
      pending ||= attempt.status === 'OPEN';
      continue;
    }
    const ask = askProvider(ctx, () => providerOf(ctx, attempt.provider).getCheckout(attempt.providerSessionId));
    // A closed attempt is asked about only in case: its provider being down is no reason to fail.
    const answer = attempt.status === 'OPEN' ? await ask : await ask.catch(() => null);
    if (!answer) continue;
    const { settled } = await applyAnswer(ctx, attempt, answer);
    if (settled?.kind === 'confirmed') confirmedNow = true;
    else if (settled?.kind === 'refunded') refunded ??= settled.reason;
    else if (answer.state === 'OPEN' && attempt.status === 'OPEN') pending = true;
  }
  const isConfirmed = confirmedNow || isPaidStatus(booking.status);
  if (refunded) {
    // A payment the booking could not keep went back; the booking may be confirmed by another.
    if (isConfirmed) return { status: 'CONFIRMED', message: PAYMENT_MESSAGES.refunded['already-confirmed'] };
    return { status: 'FAILED', message: PAYMENT_MESSAGES.refunded[refunded] };
  }
  if (isConfirmed) return confirmed;
  const attempts = await paymentsOf(ctx.db, booking.id);
  const payable = booking.status === 'ACCEPTED';
  if (attempts[0]?.status === 'REFUNDED' || (!payable && attempts.some((a) => a.status === 'REFUNDED'))) {
    const reason: RefundReason = booking.status === 'CANCELLED' ? 'booking-cancelled' : payable ? 'car-taken' : 'booking-not-payable';
    return { status: 'FAILED', message: PAYMENT_MESSAGES.refunded[reason] };
  }
  // A page still open at the provider only matters while the booking can be paid.
  if (pending && payable) return { status: 'PENDING', message: PAYMENT_MESSAGES.pending };
  // Nothing was tried: not a failure, the payer simply has not paid yet.
  if (attempts.length === 0) return { status: 'NOT_STARTED', message: PAYMENT_MESSAGES.notStarted };
  return { status: 'FAILED', message: PAYMENT_MESSAGES.failed };
}

/** A provider that is down or refuses is the provider's problem, said as such (502), not ours. */
export async function askProvider<T>(ctx: AppContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'payment provider call failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'errors.payments.providerDown');
  }
}
