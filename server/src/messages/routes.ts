// HTTP routes of the messages feature (thin handlers over service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  conversationListSchema,
  markReadAnswerSchema,
  MAX_CAR_IMAGE_BYTES,
  uploadedMessagePhotoSchema,
  messagePageSchema,
  messagesQuerySchema,
  sendMessageSchema,
} from '@carrental/shared';
import { isSignedIn, requireActor } from '../auth/actor.js';
import { readUploadedFile } from '../http/uploads.js';
import { listConversations, listMessages, markConversationRead, sendMessage, uploadMessagePhoto } from './service.js';
import { spec } from '../http/route-spec.js';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(100) });

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/bookings/:id/messages',
    spec(tags, "A page of the booking's conversation, oldest first (parties and admins; others 404)", {
      security,
      params,
      querystring: messagesQuerySchema,
      ok: messagePageSchema,
      errors: [400, 401, 404],
    }),
    async (request) => listMessages(ctx, requireActor(request), request.params.id, request.query.before),
  );

  app.post(
    '/bookings/:id/messages',
    {
      ...spec(tags, 'Writes a message to the other party of the booking (live on their stream)', {
        security,
        params,
        body: sendMessageSchema,
        ok: chatMessageSchema,
        status: 201,
        errors: [400, 401, 403, 404],
      }),
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => (isSignedIn(request.actor) ? request.actor.id : request.ip) } },
    },
    async (request, reply) => reply.status(201).send(await sendMessage(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.post(
    '/bookings/:id/messages/photos',
    {
      ...spec(tags, 'Uploads one photo (multipart field "file") for a coming message; send its id in photoIds. Limited per account and day (429) and per writer and booking (413)', {
        security,
        consumes: ['multipart/form-data'],
        params,
        ok: uploadedMessagePhotoSchema,
        status: 201,
        more: [413, 415, 429],
      }),
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (request) => (isSignedIn(request.actor) ? request.actor.id : request.ip) } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readUploadedFile(request, { maxBytes: MAX_CAR_IMAGE_BYTES, notMultipart: 'errors.messages.photoMultipart', tooLarge: 'errors.messages.photoTooLarge' });
      return reply.status(201).send(await uploadMessagePhoto(ctx, actor, request.params.id, upload));
    },
  );

  app.post(
    '/bookings/:id/messages/read',
    spec(tags, 'Marks the conversation read for the caller', { security, params, ok: markReadAnswerSchema, errors: [401, 403, 404] }),
    async (request) => markConversationRead(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/conversations',
    spec(tags, "The caller's conversations, latest first, with unread counts (the inbox)", { security, ok: conversationListSchema, errors: [401] }),
    async (request) => listConversations(ctx, requireActor(request)),
  );
};
