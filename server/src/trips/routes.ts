// HTTP routes of trip pricing (decision 0031): thin handlers over service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingTripSchema,
  extensionInputSchema,
  extensionSchema,
  plainText,
  shorteningInputSchema,
  shorteningQuoteSchema,
  shorteningSchema,
  tripQuoteQuerySchema,
  tripQuoteSchema,
  tripTermsAnswerSchema,
  tripTermsOverrideSchema,
  tripTotalSchema,
  tripTotalsQuerySchema,
} from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { quoteShortening, shortenTrip } from './shortening.js';
import { acceptExtension, declineExtension, getBookingTrip, getCarTerms, getQuote, getServiceTerms, getTripTotals, putCarTerms, putServiceTerms, requestExtension } from './service.js';
import { idParams, spec } from '../http/route-spec.js';
import { overridableSettingsRoutes } from '../http/override-routes.js';

const tags = ['trips'];
const extensionParams = z.object({ id: plainText().max(100), extensionId: z.uuid() });

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/cars/:id/quote',
    spec(tags, 'The itemised price of a trip (self-drive or with driver, within the city or to a destination), its rules, and whether it can be asked for', {
      params: idParams,
      querystring: tripQuoteQuerySchema,
      ok: tripQuoteSchema,
    }),
    async (request) => getQuote(ctx, request.params.id, request.query, request.locale),
  );

  app.get(
    '/trips/totals',
    spec(tags, "The all-in totals of a trip with each of a search's cars (cars that cannot make it are left out)", {
      querystring: tripTotalsQuerySchema,
      ok: z.array(tripTotalSchema),
      errors: [400],
    }),
    async (request) => getTripTotals(ctx, request.query),
  );

  overridableSettingsRoutes(app, tags, 'trip-terms', { answer: tripTermsAnswerSchema, override: tripTermsOverrideSchema }, {
    cars: {
      read: getCarTerms,
      readSummary: "The car's trip terms in force, its service's and its own overrides",
      write: putCarTerms,
      writeSummary: "The car's vendor sets the car's overrides (a key left out follows the service)",
    },
    services: {
      read: getServiceTerms,
      readSummary: "A service's trip terms",
      write: putServiceTerms,
      writeSummary: "The service's vendor sets the trip terms of its cars (a car may override each)",
    },
  });

  app.get(
    '/bookings/:id/trip',
    spec(tags, "A booking's stored price lines and its extensions (its parties)", { params: idParams, ok: bookingTripSchema }),
    async (request) => getBookingTrip(ctx, requireActor(request), request.params.id, request.locale),
  );

  app.post(
    '/bookings/:id/extensions',
    spec(tags, 'The customer asks for a new end of a confirmed booking; priced by the same quote (accepted at once with instant booking and the car free)', {
      params: idParams,
      body: extensionInputSchema,
      ok: extensionSchema,
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await requestExtension(ctx, requireActor(request), request.params.id, request.body, request.locale)),
  );

  app.put(
    '/bookings/:id/extensions/:extensionId/accept',
    spec(tags, 'The vendor accepts an extension (then it is paid like the first payment)', { params: extensionParams, ok: extensionSchema }),
    async (request) => acceptExtension(ctx, requireActor(request), request.params.id, request.params.extensionId, request.locale),
  );

  app.put(
    '/bookings/:id/extensions/:extensionId/decline',
    spec(tags, 'The vendor declines an extension', { params: extensionParams, ok: extensionSchema }),
    async (request) => declineExtension(ctx, requireActor(request), request.params.id, request.params.extensionId, request.locale),
  );

  app.get(
    '/bookings/:id/shortening',
    spec(tags, 'What giving days up would give back: the shorter trip priced by the same quote, the days given up refunded by the cancellation policy (changes nothing)', {
      params: idParams,
      querystring: shorteningInputSchema,
      ok: shorteningQuoteSchema,
    }),
    async (request) => quoteShortening(ctx, requireActor(request), request.params.id, request.query, request.locale),
  );

  app.post(
    '/bookings/:id/shortenings',
    spec(tags, 'The customer gives days up: the booking ends earlier, costs the shorter trip, and the refund of the days given up is sent', {
      params: idParams,
      body: shorteningInputSchema,
      ok: shorteningSchema,
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await shortenTrip(ctx, requireActor(request), request.params.id, request.body, request.locale)),
  );
};
