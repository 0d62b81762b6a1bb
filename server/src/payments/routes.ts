// HTTP routes of the payments feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bookingIdParamsSchema, checkoutUrlSchema, confirmPaymentResultSchema, confirmPaymentSchema, moneyHistorySchema } from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { getBooking } from '../bookings/service.js';
import { confirmPayment, createPayment } from './service.js';
import { moneyHistory } from './refunds.js';
import { handleWebhook } from './webhook.js';

const errorSchema = z.object({ message: z.string(), code: z.string(), fields: z.record(z.string(), z.string()).optional() });

/**
 * Limits per signed-in payer (their user id, so neither another spelling of "Bearer" nor a second
 * token buys a fresh budget), else per address: each call reaches the provider. The actor is known
 * here: the app-wide hook that reads the token runs before this route's limit.
 */
const perPayer = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.actor ? `user:${request.actor.id}` : `ip:${request.ip}`),
};

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/create-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start (or resume) the hosted checkout for an accepted booking',
        params: z.object({ id: z.uuid() }),
        response: { 200: checkoutUrlSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema },
      },
      config: { rateLimit: perPayer },
    },
    async (request) => {
      const actor = requireActor(request);
      return createPayment(app.ctx, actor, { bookingId: request.params.id, origin: app.ctx.config.publicUrl });
    },
  );

  app.post(
    '/payments/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: "Confirm a booking once the provider reports its payment as paid",
        body: confirmPaymentSchema,
        response: { 200: confirmPaymentResultSchema, 401: errorSchema, 404: errorSchema, 502: errorSchema },
      },
      config: { rateLimit: perPayer },
    },
    async (request) => confirmPayment(app.ctx, requireActor(request), request.body),
  );

  app.get(
    '/bookings/:id/money-history',
    {
      schema: {
        tags: ['payments'],
        summary: "A booking's payments and refunds, oldest first (its parties and admins; 404 for anyone else)",
        params: bookingIdParamsSchema,
        response: { 200: moneyHistorySchema, 401: errorSchema, 404: errorSchema },
      },
    },
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
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)',
          security: [],
          headers: z.object({ 'stripe-signature': z.string().min(1) }),
          response: {
            200: z.object({ received: z.literal(true), result: z.enum(['processed', 'duplicate', 'ignored']) }),
            400: errorSchema,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const result = await handleWebhook(app.ctx, body, typeof signature === 'string' ? signature : '');
        return { received: true as const, result };
      },
    );
  });
};
