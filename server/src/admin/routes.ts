// HTTP routes of the admin feature (thin handlers over the domain functions of this folder).
// Every route needs the ADMIN role on the server: one hook on the plugin checks it (401 without a
// session, 403 without the role) before anything else, validation included.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  adminUserSummarySchema,
  updateDocumentsSchema,
  updateRolesSchema,
  updateSuspensionSchema,
  userIdParamsSchema,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { getUser, listUsers, setSuspension, updateDocumentStatuses, updateRoles } from './users.js';
import { spec } from '../http/route-spec.js';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', async (request) => {
    requireRole(request, 'ADMIN');
  });

  app.get('/admin/users', { schema: { tags, response: { 200: z.array(adminUserSummarySchema) } } }, async () => listUsers(ctx));

  app.get(
    '/admin/users/:userId',
    { schema: { tags, params: userIdParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => getUser(ctx, request.params.userId),
  );

  app.put(
    '/admin/users/:userId/roles',
    { schema: { tags, params: userIdParamsSchema, body: updateRolesSchema, response: { 200: adminUserSchema } } },
    async (request) => updateRoles(ctx, request.params.userId, request.body),
  );

  app.put(
    '/admin/users/:userId/suspension',
    spec(tags, 'Suspend an account or lift its suspension (never the last active admin)', {
      params: userIdParamsSchema,
      body: updateSuspensionSchema,
      ok: adminUserSchema,
      errors: [],
    }),
    async (request) => setSuspension(ctx, request.params.userId, request.body.suspended),
  );

  app.put(
    '/admin/users/:userId/documents',
    { schema: { tags, params: userIdParamsSchema, body: updateDocumentsSchema, response: { 200: adminUserSchema } } },
    async (request) => updateDocumentStatuses(ctx, requireActor(request), request.params.userId, request.body),
  );
};
