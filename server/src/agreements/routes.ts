// HTTP of the agreements feature: the booking's agreement (parties and admins), its PDF, and the
// public check of a copy's SHA-256 (the QR code's page asks it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreementSchema, agreementVerificationSchema, agreementVerifyQuerySchema, apiErrorSchema } from '@carrental/shared';
import { ANONYMOUS, requireActor } from '../auth/actor.js';
import { presentAgreement } from './presenter.js';
import { agreementPdf, getBookingAgreement, verifyAgreement } from './service.js';

const tags = ['agreements'];
const idParams = z.object({ id: z.uuid() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/bookings/:id/agreement',
    { schema: { tags, summary: "The booking's rental agreement once made at check-in (its parties and admins)", params: idParams, response: { 200: agreementSchema, ...errors } } },
    async (request) => presentAgreement(await getBookingAgreement(ctx, requireActor(request), request.params.id)),
  );

  app.get(
    '/bookings/:id/agreement.pdf',
    {
      schema: { tags, summary: "The booking's rental agreement as stored (PDF; its parties and admins)", params: idParams, response: errors },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { pdf, name } = await agreementPdf(ctx, requireActor(request), request.params.id);
      return reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}"`).send(pdf as never);
    },
  );

  app.get(
    '/agreements/:id/verify',
    {
      schema: { tags, summary: "Whether a copy's SHA-256 is the agreement's on record (public; no personal data)", params: idParams, querystring: agreementVerifyQuerySchema, response: { 200: agreementVerificationSchema, ...errors } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => verifyAgreement(ctx, ANONYMOUS, request.params.id, request.query.sha256),
  );
};
