// HTTP routes of the cars feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  carCitySchema,
  carInputSchema,
  carSchema,
  carSearchQuerySchema,
  carWithServiceSchema,
  plainText,
  type Car,
} from '@carrental/shared';
import { isSignedIn, requireActor, type Caller } from '../auth/actor.js';
import { canManageService } from '../services/policy.js';
import { isUuid } from '../http/ids.js';
import { loadService } from '../services/queries.js';
import { presentServiceSummary } from '../services/presenter.js';
import { createCar, deleteCar, updateCar } from './service.js';
import { carRegistration, loadCarView, selectCars, vendorCarRegistrations } from './queries.js';
import { carCities, searchCarsJson } from './search.js';
import { countSearch } from '../analytics/index.js';
import { carImageRoutes } from './image-routes.js';
import { idParams, spec } from '../http/route-spec.js';

const tags = ['cars'];

export const carRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  /** The car with its plate, for its own vendor's answers (the plate is never public; issue 31). */
  const withPlate = async (car: Car): Promise<Car> => ({ ...car, registrationNumber: await carRegistration(ctx.db, car.id) });
  const withPlateFor = async (caller: Caller, car: Car, service: { id: string; vendorId: string }) =>
    isSignedIn(caller) && canManageService(caller, service) ? withPlate(car) : car;

  app.get(
    '/cars',
    spec(tags, 'Search cars (array body; the total in X-Total-Count, exact unless X-Total-Count-Capped is true)', {
      querystring: carSearchQuerySchema,
      ok: z.array(carSchema),
      errors: [400],
    }),
    async (request, reply) => {
      const { json, total, capped } = await searchCarsJson(ctx.database, request.query);
      countSearch(ctx);
      reply.header('X-Total-Count', String(total));
      // "true" when more than X-Total-Count cars match (totals are exact up to a cap).
      reply.header('X-Total-Count-Capped', String(capped));
      // Already JSON (the index keeps presented cars written out): Fastify sends a JSON text as
      // it is, without the response schema's serializer. The text is that schema's answer written out.
      reply.type('application/json; charset=utf-8');
      return reply.send(json as unknown as Car[]);
    },
  );

  app.get(
    '/cars/cities',
    spec(tags, 'Cities that have cars to rent, most cars first (suggestions for the search)', { ok: z.array(carCitySchema), errors: [] }),
    () => carCities(ctx.db),
  );

  app.get(
    '/cars/vendor/:vendorId',
    spec(tags, "A vendor's cars", { params: z.object({ vendorId: plainText().max(100) }), ok: z.array(carSchema), errors: [] }),
    async (request) => {
      if (!isUuid(request.params.vendorId)) return [];
      const vendorId = request.params.vendorId;
      const list = await selectCars(ctx.db, { where: [sql`s.vendor_id = ${vendorId}`] });
      // The company's own people see each car's plate (never public; issue 31).
      const caller = request.actor;
      if (!isSignedIn(caller) || !list.some((car) => canManageService(caller, { id: car.serviceId, vendorId }))) return list;
      const plates = await vendorCarRegistrations(ctx.db, vendorId);
      return list.map((car) => (canManageService(caller, { id: car.serviceId, vendorId }) ? { ...car, registrationNumber: plates.get(car.id) ?? null } : car));
    },
  );

  app.get(
    '/cars/service/:serviceId',
    spec(tags, "A service's cars", { params: z.object({ serviceId: plainText().max(100) }), ok: z.array(carSchema), errors: [404] }),
    async (request) => {
      const service = await loadService(ctx.db, request.params.serviceId);
      return selectCars(ctx.db, { where: [sql`c.service_id = ${service.id}`] });
    },
  );

  app.get(
    '/cars/:id',
    spec(tags, 'One car with its service (phone only for logged-in callers)', { params: idParams, ok: carWithServiceSchema, errors: [404] }),
    async (request) => {
      const car = await loadCarView(ctx.db, request.params.id);
      const service = await loadService(ctx.db, car.serviceId);
      return { ...(await withPlateFor(request.actor, car, service)), service: presentServiceSummary(service, request.actor) };
    },
  );

  app.post(
    '/cars/addCar',
    spec(tags, 'Add a car to a service (its vendor)', { body: carInputSchema, ok: carSchema, status: 201 }),
    async (request, reply) => {
      const id = await createCar(ctx, requireActor(request), request.body);
      return reply.status(201).send(await loadCarView(ctx.db, id).then((car) => withPlate(car)));
    },
  );

  app.put(
    '/cars/:id',
    spec(tags, 'Update a car (its vendor)', { params: idParams, body: carInputSchema, ok: carSchema }),
    async (request) => {
      await updateCar(ctx, requireActor(request), request.params.id, request.body);
      return withPlate(await loadCarView(ctx.db, request.params.id));
    },
  );

  app.delete(
    '/cars/deleteCar/:id',
    spec(tags, 'Delete a car (soft delete; 409 with upcoming held bookings)', { params: idParams, status: 204 }),
    async (request, reply) => {
      await deleteCar(ctx, requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(carImageRoutes);
};
