import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is ready while running; once draining, readiness is false and answers close their connection', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    expect(ready.headers.connection).not.toBe('close');

    t.ctx.lifecycle.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ ready: false, message: 'Shutting down' });
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.connection).toBe('close');
  });
});
