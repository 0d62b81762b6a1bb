// The central error handler's safety net: values the database refuses are the caller's mistake.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { registerErrorHandler } from './errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('database value errors', () => {
  it.each([
    ['a U+0000 in text (22021)', () => t.ctx.db.execute(sql`SELECT ${'a\u0000b'}::text AS v`)],
    ['an integer out of range (22003)', () => t.ctx.db.execute(sql`SELECT ${String(2 ** 31)}::integer AS v`)],
  ])('answer 400 for %s', async (_label, run) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/probe', async () => {
      await run();
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
