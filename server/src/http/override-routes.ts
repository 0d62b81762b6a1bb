// Settings a service sets for its cars and each car may override (availability rules, trip terms):
// the same four routes, a read by anyone and a write by the vendor's side, for a car and for a service.
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor, Caller } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { idParams } from './route-spec.js';
import { resourceRoutes } from './resource-routes.js';

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
  for (const [level, { read, write, readSummary, writeSummary }] of Object.entries(levels)) {
    resourceRoutes(app, tags, `/${level}/:id/${name}`, {
      schemas: { params: idParams, answer: schemas.answer, body: schemas.override },
      read: { summary: readSummary, anyone: read },
      write: { summary: writeSummary, method: 'PUT', run: write },
    });
  }
}
