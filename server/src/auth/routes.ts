// HTTP routes of the auth feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authRoutes: FastifyPluginAsyncZod = async () => {};
