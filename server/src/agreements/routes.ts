// HTTP of the agreements feature: the booking's agreement (parties and admins), its PDF, and the
// public check of a copy's SHA-256 (the QR code's page asks it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreementSchema, agreementVerificationSchema, agreementVerifyQuerySchema } from '@carrental/shared';
import { ANONYMOUS, requireActor } from '../auth/actor.js';
import { presentAgreement } from './presenter.js';
import { agreementPdf, getBookingAgreement, verifyAgreement } from './service.js';
import { spec } from '../http/route-spec.js';

const tags = ['agreements'];
const idParams = z.object({ id: z.uuid() });

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/bookings/:id/agreement',
    spec(tags, "The booking's rental agreement once made at check-in (its parties and admins)", {
      params: idParams,
      ok: agreementSchema,
      errors: [400, 401, 404],
    }),
    async (request) => presentAgreement(await getBookingAgreement(ctx, requireActor(request), request.params.id)),
  );

  app.get(
    '/bookings/:id/agreement.pdf',
    {
      ...spec(tags, "The booking's rental agreement as stored (PDF; its parties and admins)", { params: idParams, errors: [400, 401, 404] }),
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
      ...spec(tags, "Whether a copy's SHA-256 is the agreement's on record (public; no personal data)", {
        params: idParams,
        querystring: agreementVerifyQuerySchema,
        ok: agreementVerificationSchema,
        errors: [400, 401, 404],
      }),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => verifyAgreement(ctx, ANONYMOUS, request.params.id, request.query.sha256),
  );
};
