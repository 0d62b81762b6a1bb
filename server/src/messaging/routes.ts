// HTTP routes of the messaging feature. The outbox read is for admins, and only while texts stay
// in the outbox (MESSAGING_PROVIDER=outbox: nothing leaves the machine, so the outbox is where a
// developer, or a journey, reads the code an SMS would have carried).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textOutboxQuerySchema, textOutboxSchema, textPreferencesSchema } from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { preferencesOf, savePreferences } from './preferences.js';
import { notFound } from '../http/errors.js';
import { recentTexts } from './queries.js';
import { webhookRoutes } from './webhook-routes.js';
import { spec } from '../http/route-spec.js';

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/messaging/outbox',
    spec(['messaging'], 'Admins, with the outbox provider only: the newest texts to a number', {
      querystring: textOutboxQuerySchema,
      ok: textOutboxSchema,
      errors: [],
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      if (ctx.config.MESSAGING_PROVIDER !== 'outbox') throw notFound();
      return recentTexts(ctx, request.query.to);
    },
  );
  app.get(
    '/users/me/notification-preferences',
    spec(['messaging'], 'What the caller receives by SMS and WhatsApp, per kind', { ok: textPreferencesSchema, errors: [] }),
    async (request) => preferencesOf(ctx.db, requireActor(request).id),
  );
  app.put(
    '/users/me/notification-preferences',
    spec(['messaging'], 'Booking updates stay on at least one channel', { body: textPreferencesSchema, ok: textPreferencesSchema, errors: [] }),
    async (request) => savePreferences(ctx, requireActor(request), request.body),
  );
  await app.register(webhookRoutes);
};
