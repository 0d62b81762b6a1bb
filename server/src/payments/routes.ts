// HTTP routes of the payments feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../http/locale.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookingIdParamsSchema,
  checkoutUrlSchema,
  confirmPaymentResultSchema,
  confirmPaymentSchema,
  createPaymentSchema,
  manualRefundSchema,
  manualRefundsSchema,
  moneyHistorySchema,
  paymentMethodsSchema,
} from '@carrental/shared';
import { isSignedIn, requireActor, requireRole } from '../auth/actor.js';
import { getBooking } from '../bookings/service.js';
import { moneyHistory } from './refunds.js';
import { listManualRefunds, settleManualRefund } from './manual-refunds.js';
import { CallbackRejected, handleProviderCallback, ProviderUnavailable, type CallbackResult } from './callback.js';
import { renderStatePage } from './providers/sandbox/page.js';
import { confirmPayment, createPayment, paymentMethods } from './service.js';
import { handleWebhook } from './webhook.js';
import { spec } from '../http/route-spec.js';

/** Where the payer's browser goes after a provider's return, by what it said. */
function returnTarget(origin: string, provider: string, result: CallbackResult): string {
  if (!result.bookingId) return `${origin}/bookings`;
  const id = encodeURIComponent(result.bookingId);
  if (result.outcome === 'paid' || result.outcome === 'refunded' || result.outcome === 'pending' || result.outcome === 'ignored') {
    return `${origin}/payment/success?booking_id=${id}&provider=${provider}`;
  }
  return `${origin}/bookingDetails/${id}?payment=${result.outcome}`;
}


/** Every error answer has the one shape (with its request id). */
const errorSchema = apiErrorSchema;

/**
 * Limits per signed-in payer (their user id, so neither another spelling of "Bearer" nor a second
 * token buys a fresh budget), else per address: each call reaches the provider. The actor is known
 * here: the app-wide hook that reads the token runs before this route's limit.
 */
const perPayer = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (isSignedIn(request.actor) ? `user:${request.actor.id}` : `ip:${request.ip}`),
};

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/create-payment',
    {
      ...spec(['payments'], 'Start (or resume) the hosted checkout for an accepted booking', {
        params: z.object({ id: z.uuid() }),
        body: createPaymentSchema.nullish(),
        ok: checkoutUrlSchema,
        errors: [400, 401, 404, 409, 502],
      }),
      config: { rateLimit: perPayer },
    },
    async (request) => {
      const actor = requireActor(request);
      return createPayment(app.ctx, actor, { bookingId: request.params.id, origin: app.ctx.config.publicUrl, method: request.body?.method, extensionId: request.body?.extensionId });
    },
  );

  app.get(
    '/admin/payments/manual-refunds',
    spec(['admin'], 'Refunds the provider has no API for, newest first (?open=true: not settled yet)', {
      querystring: z.object({ open: z.enum(['true', 'false']).optional() }),
      ok: manualRefundsSchema,
      errors: [401, 403],
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return listManualRefunds(app.ctx, { open: request.query.open === 'true' });
    },
  );

  app.post(
    '/admin/payments/manual-refunds/:paymentId/settle',
    spec(['admin'], 'Mark a manual refund as given back in the provider’s merchant portal', {
      params: z.object({ paymentId: z.uuid() }),
      ok: manualRefundSchema,
      errors: [401, 403, 404],
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return settleManualRefund(app.ctx, request.params.paymentId);
    },
  );

  app.get(
    '/payments/methods',
    spec(['payments'], 'The enabled payment methods, the default first', { security: [], ok: paymentMethodsSchema, errors: [] }),
    async () => paymentMethods(app.ctx),
  );

  app.post(
    '/payments/confirm',
    {
      ...spec(['payments'], "Confirm a booking once the provider reports its payment as paid", {
        body: confirmPaymentSchema,
        ok: confirmPaymentResultSchema,
        errors: [401, 404, 502],
      }),
      config: { rateLimit: perPayer },
    },
    async (request) => answer(request, await confirmPayment(app.ctx, requireActor(request), request.body)),
  );

  app.get(
    '/bookings/:id/money-history',
    spec(['payments'], "A booking's payments and refunds, oldest first (its parties and admins; 404 for anyone else)", {
      params: bookingIdParamsSchema,
      ok: moneyHistorySchema,
      errors: [401, 404],
    }),
    async (request) => {
      // The booking's own read rule: its customer, its vendor and admins.
      const booking = await getBooking(app.ctx, requireActor(request), request.params.id);
      return moneyHistory(app.ctx.db, booking.id);
    },
  );

  // The webhook needs the exact bytes Stripe signed, so JSON parsing is turned off for it alone.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    raw.post(
      '/payments/stripe/webhook',
      spec(['payments'], 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)', {
        security: [],
        headers: z.object({ 'stripe-signature': z.string().min(1) }),
        ok: z.object({ received: z.literal(true), result: z.enum(['processed', 'duplicate', 'ignored']) }),
        errors: [400],
      }),
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const result = await handleWebhook(app.ctx, body, typeof signature === 'string' ? signature : '');
        return { received: true as const, result };
      },
    );
  });

  // The redirect providers: the payer's browser comes back with a signed form (POST) or query (GET),
  // and the provider notifies us server to server. Each is verified on the exact bytes received.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    const params = z.object({ provider: z.enum(['jazzcash', 'easypaisa', 'safepay']) });
    const rawOf = (request: FastifyRequest) => {
      if (request.method === 'GET') return Buffer.from(request.url.split('?')[1] ?? '', 'utf8');
      return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    };
    const signatureOf = (request: FastifyRequest) => {
      const header = request.headers['x-sfpy-signature'];
      return typeof header === 'string' ? header : '';
    };
    const browserReturn = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
      const origin = app.ctx.config.publicUrl;
      try {
        const result = await handleProviderCallback(app.ctx, request.params.provider, rawOf(request), signatureOf(request));
        return reply.redirect(returnTarget(origin, request.params.provider, result), 303);
      } catch (error) {
        // The provider could not be asked yet: the success page asks again (nothing was applied).
        if (error instanceof ProviderUnavailable) return reply.redirect(returnTarget(origin, request.params.provider, { outcome: 'pending', bookingId: error.bookingId }), 303);
        if (!(error instanceof CallbackRejected)) throw error;
        const back = error.bookingId
          ? { href: `${origin}/bookingDetails/${encodeURIComponent(error.bookingId)}`, label: 'checkout.returnToBooking' as const }
          : { href: `${origin}/bookings`, label: 'checkout.myBookings' as const };
        const page = renderStatePage(request.locale, 'checkout.rejected.title', 'checkout.rejected.text', back);
        return reply.status(400).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
      }
    };
    const schema = { tags: ['payments'], summary: "The payer's way back from a hosted checkout (signed by the provider)", security: [], params };
    raw.post('/payments/:provider/return', { schema, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, browserReturn);
    raw.get('/payments/:provider/return', { schema, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, browserReturn);
    const notifyOptions = {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Payment notification from a provider (signed, or for Easypaisa checked by inquiry)',
        security: [],
        params,
        response: { 200: z.object({ received: z.literal(true), result: z.string() }), 400: errorSchema, 502: errorSchema },
      },
    };
    const notify = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const { provider } = request.params as { provider: string };
        const result = await handleProviderCallback(app.ctx, provider, rawOf(request), signatureOf(request));
        return { received: true as const, result: result.outcome };
      } catch (error) {
        // Not applied: a 502 makes the provider send the notification again later.
        if (error instanceof ProviderUnavailable) {
          return reply.status(502).send({ message: 'The payment provider could not be reached; please retry', code: 'PAYMENT_PROVIDER_ERROR' });
        }
        if (!(error instanceof CallbackRejected)) throw error;
        return reply.status(400).send({ message: 'Payment notification refused', code: `CALLBACK_${error.reason.toUpperCase().replace(/-/g, '_')}` });
      }
    };
    raw.post('/payments/:provider/notify', notifyOptions, notify);
    // Easypay notifies by GET (its IPN carries the address of the order's details in the query).
    raw.get('/payments/:provider/notify', notifyOptions, notify);
  });
};
