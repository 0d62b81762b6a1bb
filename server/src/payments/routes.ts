// HTTP routes of the payments feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentRoutes: FastifyPluginAsyncZod = async () => {};
