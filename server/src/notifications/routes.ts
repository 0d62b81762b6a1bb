// HTTP routes of the notifications feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearNotificationsQuerySchema,
  clearedNotificationsSchema,
  notificationListSchema,
  notificationSchema,
  unreadCountQuerySchema,
  unreadCountSchema,
  type NotificationFetchType,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { badRequest } from '../http/errors.js';
import { CURSOR_PATTERN } from './cursor.js';
import { clearNotifications, countUnread, listNotifications, markRead } from './queries.js';
import { NotificationHub } from './stream.js';
import { registerSources } from '../observability/index.js';
import { spec } from '../http/route-spec.js';

/** The hub of the app built over a context (the plugin is encapsulated; tests reach it here). */
const hubs = new WeakMap<object, NotificationHub>();
export const notificationHubOf = (ctx: object) => hubs.get(ctx);

/** Every error answer has the one shape (with its request id). */
const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const hub = new NotificationHub(ctx);
  registerSources({ notificationStreams: () => hub.size });
  await hub.start();
  hubs.set(ctx, hub);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.stop());

  const list = (type: NotificationFetchType, summary: string) => spec(tags, summary, { security, ok: notificationListSchema, errors: [401, 403] });

  app.get('/notifications', list('user', "The caller's own notifications (as a customer), newest first"), async (request) =>
    listNotifications(ctx, requireActor(request), 'user'),
  );

  app.get('/notifications/services', list('services', "Notifications about bookings of the caller's services"), async (request) =>
    listNotifications(ctx, requireRole(request, 'VENDOR'), 'services'),
  );

  app.get('/notifications/all', list('all', 'All of the caller\'s notifications, newest first'), async (request) =>
    listNotifications(ctx, requireActor(request), 'all'),
  );

  app.get(
    '/notifications/unread-count',
    spec(tags, 'How many of the listed notifications are unread (the badge)', {
      security,
      querystring: unreadCountQuerySchema,
      ok: unreadCountSchema,
      errors: [401],
    }),
    async (request) => countUnread(ctx, requireActor(request), request.query.type),
  );

  app.put(
    '/notifications/:id/read',
    spec(tags, 'Marks one of the caller\'s notifications read (others: 404)', {
      security,
      params: z.object({ id: z.uuid() }),
      ok: notificationSchema,
      errors: [401, 404],
    }),
    async (request) => markRead(ctx, requireActor(request), request.params.id),
  );

  app.delete(
    '/notifications',
    spec(tags, "Clears the caller's notifications (all of them unless a type is given)", {
      security,
      querystring: clearNotificationsQuerySchema,
      ok: clearedNotificationsSchema,
      errors: [401],
    }),
    async (request) => clearNotifications(ctx, requireActor(request), request.query.type),
  );

  app.get(
    '/notifications/stream',
    spec(tags, 'Server-sent events: one `notification` event per new notification; send Last-Event-ID to replay', {
      security,
      headers: z.looseObject({ 'last-event-id': z.string().regex(CURSOR_PATTERN, 'Must be the id of an event of this stream').optional() }),
      ok: z.string().describe('text/event-stream of `notification` events (data: a notification with seq and audience)'),
      errors: [401],
    }),
    async (request, reply) => {
      const actor = requireActor(request);
      const header = request.headers['last-event-id'];
      const lastSeq = typeof header === 'string' ? hub.cursors.decode(header) : null;
      if (typeof header === 'string' && lastSeq === null) throw badRequest('errors.notifications.badLastEventId');
      reply.hijack();
      await hub.open(actor.id, reply.raw, lastSeq, actor.sessionExpiresAt);
    },
  );
};
