// Serves stored files from the local disk driver: public car images under /files/car-rental/…,
// and private objects only through a valid, unexpired signed URL.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { LocalStorage } from './storage.js';

/** Only these prefixes are public; ID documents (users/…) never are. */
const PUBLIC_PREFIXES = ['car-rental/', 'demo/'];

/**
 * Sends a stored object, or 404 when there is none (or the driver cannot read it), with headers
 * that keep a file from running as a page; `cache` says who may keep it.
 */
async function sendObject(storage: LocalStorage, key: string, reply: FastifyReply, cache: string) {
  const object = await storage.get(key).catch(() => null);
  if (!object) throw notFound('File');
  return reply
    .header('Content-Type', object.contentType)
    .header('Cache-Control', cache)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(object.body);
}

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.ctx.storage;
  if (!(storage instanceof LocalStorage)) return;

  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p))) throw notFound('File');
    return sendObject(storage, key, reply, 'public, max-age=31536000, immutable');
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
      return sendObject(storage, key, reply, 'private, no-store');
    },
  );
};
