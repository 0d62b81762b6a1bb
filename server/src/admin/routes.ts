// HTTP routes of the admin feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminRoutes: FastifyPluginAsyncZod = async () => {};
