// HTTP routes of the users feature (thin handlers over the domain functions of this folder).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../http/locale.js';
import { z } from 'zod';
import {
  changePasswordSchema,
  idDocumentSchema,
  idParamsSchema,
  passwordChangedSchema,
  profileSchema,
  updateProfileSchema,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { badRequest } from '../http/errors.js';
import { changePassword, getProfile, updateProfile } from './profile.js';
import { uploadIdDocument } from './documents.js';
import { deleteUser } from './delete-user.js';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get('/users/profile', { schema: { tags, response: { 200: profileSchema } } }, async (request) =>
    getProfile(ctx, requireActor(request)),
  );

  app.put(
    '/users/profile',
    { schema: { tags, body: updateProfileSchema, response: { 200: profileSchema } } },
    async (request) => updateProfile(ctx, requireActor(request), request.body),
  );

  app.put(
    '/users/password',
    { schema: { tags, body: changePasswordSchema, response: { 200: passwordChangedSchema } } },
    async (request) => answer(request, await changePassword(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/users/profile/document',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Upload an ID document (image or PDF, up to 10 MB) as the multipart field "file".',
        response: { 201: idDocumentSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!request.isMultipart()) throw badRequest('errors.users.documentMultipart');
      const part = await request.file();
      if (!part) throw badRequest('errors.users.chooseFile', { file: 'errors.users.chooseFile' });
      // toBuffer throws a 413 when the file passes the multipart size limit.
      const body = await part.toBuffer();
      const document = await uploadIdDocument(ctx, actor, { fileName: part.filename || 'document', body });
      return reply.status(201).send(document);
    },
  );

  app.delete(
    '/users/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null().describe('Deleted') } } },
    async (request, reply) => {
      const admin = requireRole(request, 'ADMIN');
      await deleteUser(ctx, admin, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
