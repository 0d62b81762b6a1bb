// HTTP routes of the notifications feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
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

/** The hub of the app built over a context (the plugin is encapsulated; tests reach it here). */
const hubs = new WeakMap<object, NotificationHub>();
export const notificationHubOf = (ctx: object) => hubs.get(ctx);

/** Every error answer has the one shape (with its request id). */
const errorSchema = apiErrorSchema;
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

  const list = (type: NotificationFetchType, summary: string) => ({
    schema: { tags, security, summary, response: { 200: notificationListSchema, 401: errorSchema, 403: errorSchema } },
  });

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
    {
      schema: {
        tags,
        security,
        summary: 'How many of the listed notifications are unread (the badge)',
        querystring: unreadCountQuerySchema,
        response: { 200: unreadCountSchema, 401: errorSchema },
      },
    },
    async (request) => countUnread(ctx, requireActor(request), request.query.type),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one of the caller\'s notifications read (others: 404)',
        params: z.object({ id: z.uuid() }),
        response: { 200: notificationSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => markRead(ctx, requireActor(request), request.params.id),
  );

  app.delete(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: "Clears the caller's notifications (all of them unless a type is given)",
        querystring: clearNotificationsQuerySchema,
        response: { 200: clearedNotificationsSchema, 401: errorSchema },
      },
    },
    async (request) => clearNotifications(ctx, requireActor(request), request.query.type),
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        security,
        summary: 'Server-sent events: one `notification` event per new notification; send Last-Event-ID to replay',
        headers: z.looseObject({ 'last-event-id': z.string().regex(CURSOR_PATTERN, 'Must be the id of an event of this stream').optional() }),
        response: {
          200: z.string().describe('text/event-stream of `notification` events (data: a notification with seq and audience)'),
          401: errorSchema,
        },
      },
    },
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
