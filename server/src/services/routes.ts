// HTTP routes of the services feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceInputSchema, serviceSchema } from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { createService, deleteService, updateService } from './service.js';
import { listServices, loadService } from './queries.js';
import { presentService } from './presenter.js';
import { vendorReliabilityOf } from '../claims/index.js';
import { idParams, spec } from '../http/route-spec.js';

const tags = ['services'];

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/services',
    spec(tags, 'All services of vendors that may be booked', { ok: z.array(serviceSchema), errors: [] }),
    async (request) => {
      const rows = await listServices(ctx.db, { listedOnly: true });
      return rows.map((r) => presentService(r.service, r.carCount, request.actor, r.rating));
    },
  );

  app.get(
    '/services/vendor',
    spec(tags, "The caller's services", { ok: z.array(serviceSchema), errors: [401] }),
    async (request) => {
      const actor = requireActor(request);
      // Their own, and the services they work in as staff (decision 0039).
      const rows = await listServices(ctx.db, { vendorId: actor.id, orIds: actor.staff.flatMap((m) => m.serviceIds) });
      return rows.map((r) => presentService(r.service, r.carCount, actor, r.rating));
    },
  );

  app.get(
    '/services/:id',
    spec(tags, 'One service', { params: idParams, ok: serviceSchema, errors: [404] }),
    async (request) => {
      const service = await loadService(ctx.db, request.params.id);
      const [row] = await listServices(ctx.db, { id: service.id });
      // The vendor's reliability figures go on the one service's public answer (issue 32).
      return presentService(service, row?.carCount ?? 0, request.actor, row?.rating, await vendorReliabilityOf(ctx, service.vendorId));
    },
  );

  app.post(
    '/services',
    spec(tags, 'Create a service (vendor)', { body: serviceInputSchema, ok: serviceSchema, status: 201, errors: [400, 401, 403] }),
    async (request, reply) => {
      const row = await createService(ctx, requireActor(request), request.body);
      return reply.status(201).send(presentService(row, 0, request.actor));
    },
  );

  app.put(
    '/services/:id',
    spec(tags, 'Update a service (its vendor)', { params: idParams, body: serviceInputSchema, ok: serviceSchema, errors: [400, 401, 403, 404] }),
    async (request) => {
      const row = await updateService(ctx, requireActor(request), request.params.id, request.body);
      const [counted] = await listServices(ctx.db, { id: row.id });
      return presentService(row, counted?.carCount ?? 0, request.actor);
    },
  );

  app.delete(
    '/services/:id',
    spec(tags, 'Delete a service and its cars (soft delete; 409 with upcoming held bookings)', { params: idParams, status: 204, errors: [401, 403, 404, 409] }),
    async (request, reply) => {
      await deleteService(ctx, requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
