// HTTP routes of the users feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const userRoutes: FastifyPluginAsyncZod = async () => {};
