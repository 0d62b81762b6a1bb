// HTTP routes of the damage claims (issue 32, decision 0045): thin handlers over service.ts and photos.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingClaimsSchema,
  claimDecisionSchema,
  claimDisputeSchema,
  claimInputSchema,
  claimOfferSchema,
  claimPhotoQuerySchema,
  MAX_HANDOVER_PHOTO_BYTES,
  plainText,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { readUploadedFile } from '../http/uploads.js';
import { uploadClaimPhoto } from './photos.js';
import { acceptClaim, acceptOffer, decideClaim, disputeClaim, listClaims, offerOnClaim, openClaim } from './service.js';
import { idParams, spec } from '../http/route-spec.js';
import { resourceRoutes } from '../http/resource-routes.js';

const tags = ['claims'];
const claimParams = z.object({ id: plainText().max(100), claimId: plainText().max(100) });

/** PUT /bookings/{id}/claims/{claimId}/{path} with no body: the renter's or the vendor's side's yes. */
const ACCEPTANCES = [
  { path: 'accept', summary: 'The renter accepts a claim', run: acceptClaim },
  { path: 'accept-offer', summary: "The vendor's side accepts the renter's offer: the claim closes at that amount", run: acceptOffer },
] as const;

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  resourceRoutes(app, tags, '/bookings/:id/claims', {
    schemas: { params: idParams, answer: bookingClaimsSchema, body: claimInputSchema },
    read: { summary: "A booking's damage claims with their photos beside the check-in's", signedIn: listClaims },
    write: { summary: "The vendor's side opens a damage claim after the check-out, or corrects one (`replacesId`, a new row)", method: 'POST', run: openClaim },
  });

  app.post(
    '/bookings/:id/claims/:claimId/photos',
    spec(tags, 'A photo of a claim (multipart field "file"): the vendor\'s of one claimed area (`area`), or the renter\'s side', {
      consumes: ['multipart/form-data'],
      params: claimParams,
      querystring: claimPhotoQuerySchema,
      ok: bookingClaimsSchema,
      status: 201,
      more: [413, 415],
    }),
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readUploadedFile(request, { maxBytes: MAX_HANDOVER_PHOTO_BYTES, notMultipart: 'errors.claims.photoMultipart', tooLarge: 'errors.cars.imageTooLarge' });
      const area = request.query.area ?? upload.fields.area;
      return reply.status(201).send(await uploadClaimPhoto(ctx, actor, request.params.id, request.params.claimId, upload.bytes, area));
    },
  );

  for (const { path, summary, run } of ACCEPTANCES) {
    app.put(`/bookings/:id/claims/:claimId/${path}`, spec(tags, summary, { params: claimParams, ok: bookingClaimsSchema }), async (request) =>
      run(ctx, requireActor(request), request.params.id, request.params.claimId),
    );
  }

  app.put(
    '/bookings/:id/claims/:claimId/offer',
    spec(tags, 'The renter offers another amount, with a comment', { params: claimParams, body: claimOfferSchema, ok: bookingClaimsSchema }),
    async (request) => offerOnClaim(ctx, requireActor(request), request.params.id, request.params.claimId, request.body),
  );

  app.put(
    '/bookings/:id/claims/:claimId/dispute',
    spec(tags, 'The renter disputes a claim with a comment; an admin decides', { params: claimParams, body: claimDisputeSchema, ok: bookingClaimsSchema }),
    async (request) => disputeClaim(ctx, requireActor(request), request.params.id, request.params.claimId, request.body),
  );

  app.put(
    '/admin/claims/:claimId/decide',
    spec(['admin'], 'An admin decides a disputed claim (or one open 72 hours): an amount no more than the claim, with a reason; once and final', {
      params: z.object({ claimId: plainText().max(100) }),
      body: claimDecisionSchema,
      ok: bookingClaimsSchema,
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return decideClaim(ctx, requireActor(request), request.params.claimId, request.body);
    },
  );
};
