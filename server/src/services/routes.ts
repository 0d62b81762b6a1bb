// HTTP routes of the services feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const serviceRoutes: FastifyPluginAsyncZod = async () => {};
