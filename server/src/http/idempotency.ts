// Idempotency keys: a signed-in client may send `Idempotency-Key: <8–128 of A-Z a-z 0-9 _ ->`
// with any POST, PUT, PATCH or DELETE under /api. The first request with a key runs and its answer
// (status and body, 2xx and 4xx) is kept for a day; the same key from the same account gets that
// answer again, marked `Idempotent-Replayed: true`, without running anything. A key still being
// worked on answers 409; a key reused for another request answers 422. A 5xx or a 429 is not
// kept, so the client may retry with the same key. Requests without the header are unchanged.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt } from 'drizzle-orm';
import { isSignedIn } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError, badRequest } from './errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** How long an answer is kept. */
export const IDEMPOTENCY_TTL_MS = 86_400_000;
/** A key still without an answer after this long was abandoned (its process died): it may run again. */
const ABANDONED_AFTER_MS = 60_000;
const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { userId: string; key: string } | null;
  }
}

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${request.body === undefined ? '' : JSON.stringify(request.body)}`)
    .digest('base64url');

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const ctx: AppContext = app.ctx;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('errors.idempotency.badKey', { [IDEMPOTENCY_HEADER]: 'errors.idempotency.invalidKey' });
    }
    const actor = request.actor;
    if (!isSignedIn(actor)) return;
    const path = request.url;
    const requestHash = hashOf(request);
    const now = ctx.clock.now();
    const claim = () =>
      ctx.db
        .insert(idempotencyKeys)
        .values({ userId: actor.id, key: header, method: request.method, path, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
    let claimed = await claim();
    if (claimed.length === 0) {
      const [row] = await ctx.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, actor.id), eq(idempotencyKeys.key, header)))
        .limit(1);
      const age = row ? now.getTime() - row.createdAt.getTime() : Infinity;
      const stale = !row || age > IDEMPOTENCY_TTL_MS || (row.statusCode === null && age > ABANDONED_AFTER_MS);
      if (stale) {
        // Expired or abandoned: forget it and run this request as the first.
        await ctx.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, actor.id), eq(idempotencyKeys.key, header)));
        claimed = await claim();
        if (claimed.length === 0) throw new AppError(409, 'IDEMPOTENCY_IN_FLIGHT', 'errors.idempotency.inFlight');
      } else if (row!.method !== request.method || row!.path !== path || row!.requestHash !== requestHash) {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'errors.idempotency.reused');
      } else if (row!.statusCode === null) {
        throw new AppError(409, 'IDEMPOTENCY_IN_FLIGHT', 'errors.idempotency.inFlight');
      } else {
        reply.code(row!.statusCode).header('idempotent-replayed', 'true');
        if (row!.contentType) reply.header('content-type', row!.contentType);
        return reply.send(row!.body ?? '');
      }
    }
    request.idempotency = { userId: actor.id, key: header };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const owner = request.idempotency;
    if (!owner) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key));
    const status = reply.statusCode;
    if (status >= 500 || status === 429 || (typeof payload !== 'string' && payload !== null && payload !== undefined)) {
      await ctx.db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: status, body: (payload as string | null) ?? '', contentType: typeof contentType === 'string' ? contentType : null })
      .where(where);
    return payload;
  });
});

/** Deletes answers older than a day (the nightly clean-up); returns how many. */
export async function deleteExpiredIdempotencyKeys(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - IDEMPOTENCY_TTL_MS);
  const rows = await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return rows.length;
}

