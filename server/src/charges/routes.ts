// HTTP routes of the charges after the trip (issue 32): thin handlers over service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDisputesSchema, bookingChargesSchema, chargeDecisionSchema, chargeDisputeSchema, chargeInputSchema, MAX_HANDOVER_PHOTO_BYTES, plainText } from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { readUploadedFile } from '../http/uploads.js';
import { acceptCharge, addCharge, decideCharge, disputeCharge, listCharges, listDisputes, uploadChargeEvidence } from './service.js';
import { idParams, spec } from '../http/route-spec.js';
import { resourceRoutes } from '../http/resource-routes.js';

const tags = ['charges'];
const chargeParams = z.object({ id: plainText().max(100), chargeId: plainText().max(100) });

export const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  resourceRoutes(app, tags, '/bookings/:id/charges', {
    schemas: { params: idParams, answer: bookingChargesSchema, body: chargeInputSchema },
    read: { summary: "A booking's charges after the trip, their states and the deposit settled", signedIn: listCharges },
    write: { summary: "The vendor's side adds a charge after the check-out, or lowers or drops one (`replacesId`, a new row)", method: 'POST', run: addCharge },
  });

  app.post(
    '/bookings/:id/charges/:chargeId/evidence',
    spec(tags, 'A photo of a charge (multipart field "file"): a receipt, the damage, or the renter\'s side of a dispute', {
      consumes: ['multipart/form-data'],
      params: chargeParams,
      ok: bookingChargesSchema,
      status: 201,
      more: [413, 415],
    }),
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readUploadedFile(request, { maxBytes: MAX_HANDOVER_PHOTO_BYTES, notMultipart: 'errors.charges.photoMultipart', tooLarge: 'errors.cars.imageTooLarge' });
      return reply.status(201).send(await uploadChargeEvidence(ctx, actor, request.params.id, request.params.chargeId, upload.bytes));
    },
  );

  app.put(
    '/bookings/:id/charges/:chargeId/accept',
    spec(tags, 'The renter accepts a charge (within 48 hours; silence accepts)', { params: chargeParams, ok: bookingChargesSchema }),
    async (request) => acceptCharge(ctx, requireActor(request), request.params.id, request.params.chargeId),
  );

  app.put(
    '/bookings/:id/charges/:chargeId/dispute',
    spec(tags, 'The renter disputes a charge with a comment and the amount they would accept', {
      params: chargeParams,
      body: chargeDisputeSchema,
      ok: bookingChargesSchema,
    }),
    async (request) => disputeCharge(ctx, requireActor(request), request.params.id, request.params.chargeId, request.body),
  );

  app.get(
    '/admin/disputes',
    spec(['admin'], 'Disputed charges (or open 72 hours), oldest first, and the ledger\'s money disputes', { ok: adminDisputesSchema, errors: [401, 403] }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return listDisputes(ctx, requireActor(request));
    },
  );

  app.put(
    '/admin/disputes/:chargeId/decide',
    spec(['admin'], 'An admin decides the amount of a disputed charge, with a reason; once and final', {
      params: z.object({ chargeId: plainText().max(100) }),
      body: chargeDecisionSchema,
      ok: bookingChargesSchema,
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return decideCharge(ctx, requireActor(request), request.params.chargeId, request.body);
    },
  );
};
