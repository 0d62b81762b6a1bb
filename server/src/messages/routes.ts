// HTTP routes of the messages feature (thin handlers over service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema as errorSchema,
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

const tags = ['messages'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(100) });

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/bookings/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: "A page of the booking's conversation, oldest first (parties and admins; others 404)",
        params,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => listMessages(ctx, requireActor(request), request.params.id, request.query.before),
  );

  app.post(
    '/bookings/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Writes a message to the other party of the booking (live on their stream)',
        params,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => (isSignedIn(request.actor) ? request.actor.id : request.ip) } },
    },
    async (request, reply) => reply.status(201).send(await sendMessage(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.post(
    '/bookings/:id/messages/photos',
    {
      schema: {
        tags,
        security,
        summary: 'Uploads one photo (multipart field "file") for a coming message; send its id in photoIds. Limited per account and day (429) and per writer and booking (413)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: uploadedMessagePhotoSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
      },
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
    {
      schema: {
        tags,
        security,
        summary: 'Marks the conversation read for the caller',
        params,
        response: { 200: markReadAnswerSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => markConversationRead(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary: "The caller's conversations, latest first, with unread counts (the inbox)",
        response: { 200: conversationListSchema, 401: errorSchema },
      },
    },
    async (request) => listConversations(ctx, requireActor(request)),
  );
};
