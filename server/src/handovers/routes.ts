// HTTP routes of the handovers (issue 31): thin handlers over service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingHandoversSchema,
  handoverAcknowledgeSchema,
  handoverCodeSentSchema,
  handoverDraftSchema,
  handoverPhotoQuerySchema,
  handoverSchema,
  MAX_HANDOVER_PHOTO_BYTES,
  plainText,
} from '@carrental/shared';
import { isSignedIn, requireActor } from '../auth/actor.js';
import { readUploadedFile } from '../http/uploads.js';
import { acknowledgeHandover, listHandovers, sendHandoverCode, startHandover } from './service.js';
import { uploadHandoverPhoto } from './photos.js';
import { acceptEmptyJsonBodies } from '../http/empty-json.js';
import { idParams, spec } from '../http/route-spec.js';

const tags = ['handovers'];
const recordParams = z.object({ id: plainText().max(100), handoverId: plainText().max(100) });

export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // The renter's "I agree" may come with a JSON content type and no body: that means no payload.
  acceptEmptyJsonBodies(app);

  app.get(
    '/bookings/:id/handovers',
    spec(tags, "A booking's check-in and check-out records, the renter's identity (vendor side), the check-out compared with the check-in", {
      params: idParams,
      ok: bookingHandoversSchema,
    }),
    async (request) => listHandovers(ctx, requireActor(request), request.params.id, request.locale),
  );

  app.post(
    '/bookings/:id/handovers',
    spec(tags, "The vendor's side starts a check-in (CONFIRMED) or check-out (IN_PROGRESS) record: a draft; again while it is open: new readings", {
      params: idParams,
      body: handoverDraftSchema,
      ok: handoverSchema,
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await startHandover(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.post(
    '/bookings/:id/handovers/:handoverId/photos',
    {
      ...spec(tags, 'One angle\'s photo of a draft (multipart field "file"; `angle` in the query or a field before the file); the same angle again replaces it', {
        consumes: ['multipart/form-data'],
        params: recordParams,
        querystring: handoverPhotoQuerySchema,
        ok: handoverSchema,
        status: 201,
        more: [413, 415, 429],
      }),
      // Per account and record: 11 angles and their re-takes, not a flood.
      config: {
        rateLimit: {
          max: 40,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${isSignedIn(request.actor) ? request.actor.id : request.ip}:${(request.params as { handoverId?: string }).handoverId ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readUploadedFile(request, { maxBytes: MAX_HANDOVER_PHOTO_BYTES, notMultipart: 'errors.handovers.photoMultipart', tooLarge: 'errors.cars.imageTooLarge' });
      const angle = request.query.angle ?? upload.fields.angle;
      return reply.status(201).send(await uploadHandoverPhoto(ctx, actor, request.params.id, request.params.handoverId, { bytes: upload.bytes, angle }));
    },
  );

  app.post(
    '/bookings/:id/handovers/:handoverId/code',
    spec(tags, 'Sends the renter a new six-digit code for a draft with all its photos (in the app, by email, by SMS to a verified phone)', {
      params: recordParams,
      body: z.unknown().optional(),
      ok: handoverCodeSentSchema,
      status: 201,
      more: [429],
    }),
    async (request, reply) => reply.status(201).send(await sendHandoverCode(ctx, requireActor(request), request.params.id, request.params.handoverId)),
  );

  app.post(
    '/bookings/:id/handovers/:handoverId/acknowledge',
    spec(tags, "Seals a draft: the vendor's side with the renter's code, or the renter's own \"I agree\" without one", {
      params: recordParams,
      body: handoverAcknowledgeSchema,
      ok: handoverSchema,
    }),
    async (request) => acknowledgeHandover(ctx, requireActor(request), request.params.id, request.params.handoverId, request.body),
  );
};
