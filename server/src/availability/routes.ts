// HTTP routes of availability (decision 0016): thin handlers over service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityRulesAnswerSchema,
  blockInputSchema,
  calendarImportInputSchema,
  calendarQuerySchema,
  calendarSchema,
  calendarSyncSchema,
  createdBlockSchema,
  plainText,
  rulesOverrideSchema,
} from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { createBlock, deleteBlock, getCalendar, getCarRules, getServiceRules, putCarRules, putServiceRules } from './service.js';
import { addImport, getCalendarSync, regenerateFeed, removeImport, renderCarFeed } from './calendar-sync.js';
import { idParams, spec } from '../http/route-spec.js';
import { overridableSettingsRoutes } from '../http/override-routes.js';

const tags = ['availability'];

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  overridableSettingsRoutes(app, tags, 'availability-rules', { answer: availabilityRulesAnswerSchema, override: rulesOverrideSchema }, {
    cars: {
      read: getCarRules,
      readSummary: "The car's rules in force, its service's settings and its own overrides, and the rules in words",
      write: putCarRules,
      writeSummary: "The car's vendor sets the car's overrides (a key left out follows the service; null = none)",
    },
    services: {
      read: getServiceRules,
      readSummary: "A service's availability and price settings",
      write: putServiceRules,
      writeSummary: "The service's vendor sets the rules of its cars (a car may override each)",
    },
  });

  app.get(
    '/cars/:id/calendar',
    spec(tags, "Unavailable ranges between from and to (everyone); the car's vendor also gets bookings and blocks", {
      params: idParams,
      querystring: calendarQuerySchema,
      ok: calendarSchema,
    }),
    async (request) => getCalendar(ctx, request.actor, request.params.id, request.query),
  );

  app.post(
    '/cars/:id/blocks',
    spec(tags, "The car's vendor blocks days (409 over a held booking or another block; open requests over them are declined)", {
      params: idParams,
      body: blockInputSchema,
      ok: createdBlockSchema,
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await createBlock(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/cars/:id/blocks/:blockId',
    spec(tags, "The car's vendor removes a block", { params: z.object({ id: plainText().max(100), blockId: plainText().max(100) }), status: 204 }),
    async (request, reply) => {
      await deleteBlock(ctx, requireActor(request), request.params.id, request.params.blockId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/cars/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: "The car's private iCal feed of held bookings and blocks (the token comes from calendar-sync; 404 without the current one)",
        params: idParams,
        querystring: z.object({ token: plainText().max(100).optional().default('') }),
      },
    },
    async (request, reply) => {
      const body = await renderCarFeed(ctx, request.params.id, request.query.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="car.ics"')
        .send(body);
    },
  );

  app.get(
    '/cars/:id/calendar-sync',
    spec(tags, "The car's private feed URL and its imported calendars (the car's vendor)", { params: idParams, ok: calendarSyncSchema }),
    async (request) => getCalendarSync(ctx, requireActor(request), request.params.id, request.locale),
  );

  app.post(
    '/cars/:id/calendar-feed/regenerate',
    spec(tags, 'A new private feed URL; the old one stops working', { params: idParams, body: z.unknown().optional(), ok: calendarSyncSchema }),
    async (request) => regenerateFeed(ctx, requireActor(request), request.params.id, request.locale),
  );

  app.post(
    '/cars/:id/calendar-imports',
    spec(tags, "Import another platform's iCal feed as blocks (http/https, public addresses only; fetched every 30 minutes; at most 5 per car, 30 changes per vendor an hour)", {
      params: idParams,
      body: calendarImportInputSchema,
      ok: calendarSyncSchema,
      status: 201,
      more: [429],
    }),
    async (request, reply) => reply.status(201).send(await addImport(ctx, requireActor(request), request.params.id, request.body, request.locale)),
  );

  app.delete(
    '/cars/:id/calendar-imports/:importId',
    spec(tags, 'Stop importing a calendar and remove its blocks (counts towards 30 changes per vendor an hour)', {
      params: z.object({ id: plainText().max(100), importId: plainText().max(100) }),
      status: 204,
      more: [429],
    }),
    async (request, reply) => {
      await removeImport(ctx, requireActor(request), request.params.id, request.params.importId);
      return reply.status(204).send(null);
    },
  );
};
