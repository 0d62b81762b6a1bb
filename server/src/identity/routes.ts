// HTTP routes of the identity feature (issue 33, decision 0040).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  identityAnswerSchema,
  identityForVendorSchema,
  identityInputSchema,
  identityPhotoKindSchema,
  identityReviewInputSchema,
  idParamsSchema,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { notFound } from '../http/errors.js';
import { readUploadedFile } from '../http/uploads.js';
import { MAX_IDENTITY_PHOTO_BYTES, reviewIdentity, saveIdentity, uploadIdentityPhoto } from './service.js';
import { isVendorOfConfirmedBooking, loadIdentity } from './queries.js';
import { presentIdentity, presentIdentityForVendor } from './presenter.js';
import { identityViewOf } from './policy.js';

const tags = ['identity'];

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get('/users/me/identity', { schema: { tags, response: { 200: identityAnswerSchema } } }, async (request) => {
    const actor = requireActor(request);
    const state = await loadIdentity(ctx.db, actor.id);
    if (!state) throw notFound('User');
    return presentIdentity(ctx, state, { withReviews: false });
  });

  app.put('/users/me/identity', { schema: { tags, body: identityInputSchema, response: { 200: identityAnswerSchema } } }, async (request) => {
    const actor = requireActor(request);
    return presentIdentity(ctx, await saveIdentity(ctx, actor, request.body), { withReviews: false });
  });

  app.post(
    '/users/me/identity/photos/:kind',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'A photo of the CNIC (front, back), the licence or a selfie: JPEG, PNG or WebP up to 10 MB in the multipart field "file".',
        params: z.object({ kind: identityPhotoKindSchema }),
        response: { 200: identityAnswerSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const upload = await readUploadedFile(request, { maxBytes: MAX_IDENTITY_PHOTO_BYTES, notMultipart: 'errors.identity.photoMultipart', tooLarge: 'errors.identity.photoTooLarge' });
      return presentIdentity(ctx, await uploadIdentityPhoto(ctx, actor, request.params.kind, upload), { withReviews: false });
    },
  );

  app.get(
    '/identity/users/:id',
    {
      schema: {
        tags,
        description: 'A user’s identity: everything for admins and its owner, the numbers for the vendor of a confirmed booking, 404 for anyone else.',
        params: idParamsSchema,
        response: { 200: z.union([identityAnswerSchema, identityForVendorSchema]) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const userId = request.params.id;
      const vendor = actor.id !== userId && !actor.roles.includes('ADMIN') && (await isVendorOfConfirmedBooking(ctx.db, actor.id, userId));
      const view = identityViewOf(actor, userId, vendor);
      const state = view === 'none' ? null : await loadIdentity(ctx.db, userId);
      if (!state) throw notFound('User');
      return view === 'full' ? presentIdentity(ctx, state, { withReviews: actor.roles.includes('ADMIN') }) : presentIdentityForVendor(state);
    },
  );

  app.post(
    '/identity/users/:id/reviews',
    { schema: { tags, params: idParamsSchema, body: identityReviewInputSchema, response: { 200: identityAnswerSchema } } },
    async (request) => {
      const admin = requireRole(request, 'ADMIN');
      return presentIdentity(ctx, await reviewIdentity(ctx, admin, request.params.id, request.body), { withReviews: true });
    },
  );
};
