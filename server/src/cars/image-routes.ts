// Car image upload and delete: multipart in, re-encoded WebP with variants out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteCarImageSchema, MAX_CAR_IMAGE_BYTES, uploadedCarImageSchema } from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { readUploadedFile } from '../http/uploads.js';
import { removeCarImage, uploadCarImage } from './image-service.js';
import { spec } from '../http/route-spec.js';

const tags = ['cars'];

export const carImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/cars/images',
    spec(tags, 'Upload one car image (multipart field "file"); the car may not exist yet', {
      consumes: ['multipart/form-data'],
      querystring: z.object({ serviceId: z.uuid(), carId: z.uuid() }),
      ok: uploadedCarImageSchema,
      status: 201,
      more: [413, 415],
    }),
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readUploadedFile(request, { maxBytes: MAX_CAR_IMAGE_BYTES, notMultipart: 'errors.cars.imageMultipart', tooLarge: 'errors.cars.imageTooLarge' });
      const stored = await uploadCarImage(ctx, actor, request.query, upload);
      return reply.status(201).send({ url: stored.url, variants: stored.variants });
    },
  );

  app.delete(
    '/cars/images',
    spec(tags, 'Delete a car image and its variants from storage', { body: deleteCarImageSchema, status: 204, errors: [400, 401, 403, 404] }),
    async (request, reply) => {
      await removeCarImage(ctx, requireActor(request), request.body.url);
      return reply.status(204).send(null);
    },
  );
};
