// Serves stored files from the local disk driver: public car images under /files/car-rental/…,
// and private objects only through a valid, unexpired signed URL.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { LocalStorage } from './storage.js';

/** Only these prefixes are public; ID documents (users/…) never are. */
const PUBLIC_PREFIXES = ['car-rental/', 'demo/'];

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.ctx.storage;
  if (!(storage instanceof LocalStorage)) return;

  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p))) throw notFound('File');
    let object;
    try {
      object = await storage.get(key);
    } catch {
      throw notFound('File');
    }
    if (!object) throw notFound('File');
    return reply
      .header('Content-Type', object.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(object.body);
  });

  app.get(
    '/api/files/signed',
    {
      schema: {
        hide: true,
        querystring: z.object({ key: z.string(), expires: z.coerce.number(), signature: z.string() }),
      },
    },
    async (request, reply) => {
      const { key, expires, signature } = request.query;
      if (!storage.verifySignature(key, expires, signature)) throw notFound('File');
      const object = await storage.get(key).catch(() => null);
      if (!object) throw notFound('File');
      return reply
        .header('Content-Type', object.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(object.body);
    },
  );
};
