// HTTP routes of the bookings feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const bookingRoutes: FastifyPluginAsyncZod = async () => {};
