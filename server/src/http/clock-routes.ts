// End-to-end tests only (CLOCK_CONTROL=true): an admin moves the app's clock forward, so a journey
// can let a trip end or a review window pass. Not registered otherwise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../auth/actor.js';
import { MovableClock } from '../clock.js';
import { badRequest } from './errors.js';
import { spec } from './route-spec.js';

export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/clock',
    spec(['system'], 'Tests only: moves the clock forward by advanceMs', {
      body: z.object({ advanceMs: z.number().int().min(0).max(400 * 86_400_000) }),
      ok: z.object({ now: z.string() }),
      errors: [400, 401, 403],
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      const clock = app.ctx.clock;
      if (!(clock instanceof MovableClock)) throw badRequest('errors.clock.fixed');
      clock.advance(request.body.advanceMs);
      return { now: clock.now().toISOString() };
    },
  );
};
