// A resource read and written at one path (a booking's charges or claims, a car's papers, a
// service's payment terms, settings a car may override): GET answers it, and a write by someone
// signed in answers it as it is afterwards: PUT sets it, POST adds to it (201).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor, type Actor, type Caller } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { spec } from './route-spec.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The read: by anyone (given the caller, who may be nobody) or by someone signed in (401 otherwise). */
type Read<Answer> =
  | { summary: string; anyone: (ctx: AppContext, caller: Caller, id: string) => Promise<Answer> }
  | { summary: string; signedIn: (ctx: AppContext, actor: Actor, id: string) => Promise<Answer> };

export interface Resource<P extends z.ZodType<{ id: string }>, A extends z.ZodType, B extends z.ZodType> {
  /** The path's params (its `:id`), what both routes answer, and the write's body. */
  schemas: { params: P; answer: A; body: B };
  read: Read<z.input<A>>;
  write: { summary: string; method: 'PUT' | 'POST'; run: (ctx: AppContext, actor: Actor, id: string, input: z.output<B>) => Promise<z.input<A>> };
}

/** GET `path` and its write. */
export function resourceRoutes<P extends z.ZodType<{ id: string }>, A extends z.ZodType, B extends z.ZodType>(
  app: App,
  tags: string[],
  path: string,
  { schemas, read, write }: Resource<P, A, B>,
): void {
  // The resource's own signatures tie the id, the body and the answer to the schemas; the routes see them untyped.
  const params: z.ZodType = schemas.params;
  const answer: z.ZodType = schemas.answer;
  const body: z.ZodType = schemas.body;
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  app.get(path, spec(tags, read.summary, { params, ok: answer }), async (request) =>
    'anyone' in read ? read.anyone(app.ctx, request.actor, idOf(request)) : read.signedIn(app.ctx, requireActor(request), idOf(request)),
  );
  const status = write.method === 'POST' ? 201 : 200;
  app.route({
    method: write.method,
    url: path,
    ...spec(tags, write.summary, { params, body, ok: answer, status }),
    handler: async (request, reply) => reply.status(status).send(await write.run(app.ctx, requireActor(request), idOf(request), request.body as z.output<B>)),
  });
}
