// HTTP routes of the cars feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const carRoutes: FastifyPluginAsyncZod = async () => {};
