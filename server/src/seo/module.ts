// The seo feature: robots.txt and sitemap.xml (the drawn pages' tags are read by http/web.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineFeature } from '../module.js';
import { registerSeoRoutes } from './routes.js';

const seoRoutes: FastifyPluginAsyncZod = async (app) => registerSeoRoutes(app, app.ctx);

export const seoModule = defineFeature({ name: 'seo', rootRoutes: seoRoutes });
