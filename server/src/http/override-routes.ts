// Settings a service sets for its cars and each car may override (availability rules, trip terms):
// the same four routes, a read by anyone and a write by the vendor's side, for a car and for a service.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, type Actor, type Caller } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { idParams, spec } from './route-spec.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface Level<Answer, Override> {
  read: (ctx: AppContext, caller: Caller, id: string) => Promise<Answer>;
  write: (ctx: AppContext, actor: Actor, id: string, input: Override) => Promise<Answer>;
  readSummary: string;
  writeSummary: string;
}

/** GET and PUT `/cars/:id/{name}`, then `/services/:id/{name}`. */
export function overridableSettingsRoutes<A extends z.ZodType, O extends z.ZodType>(
  app: App,
  tags: string[],
  name: string,
  schemas: { answer: A; override: O },
  levels: { cars: Level<z.input<A>, z.output<O>>; services: Level<z.input<A>, z.output<O>> },
): void {
  // The levels' own signatures tie the answer and the input to the schemas; the routes see them untyped.
  const answer: z.ZodType = schemas.answer;
  const override: z.ZodType = schemas.override;
  for (const [level, { read, write, readSummary, writeSummary }] of Object.entries(levels)) {
    const path = `/${level}/:id/${name}`;
    app.get(path, spec(tags, readSummary, { params: idParams, ok: answer }), async (request) => read(app.ctx, request.actor, request.params.id));
    app.put(path, spec(tags, writeSummary, { params: idParams, body: override, ok: answer }), async (request) =>
      write(app.ctx, requireActor(request), request.params.id, request.body as z.output<O>),
    );
  }
}
