// HTTP routes of the notifications feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const notificationRoutes: FastifyPluginAsyncZod = async () => {};
