// The movable clock for end-to-end tests: absent unless CLOCK_CONTROL is on, and for admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';

describe('POST /api/test/clock', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    [off, on] = await Promise.all([createTestApp(), createTestApp({ env: { CLOCK_CONTROL: 'true' } })]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  });

  it('does not exist unless configured', async () => {
    const admin = await off.f.admin();
    const res = await off.app.inject({ method: 'POST', url: '/api/test/clock', headers: bearer(await off.f.token(admin)), payload: { advanceMs: 1000 } });
    expect(res.statusCode).toBe(404);
  });

  it('moves the clock forward for an admin, and refuses others', async () => {
    const customer = await on.f.customer();
    const refused = await on.app.inject({ method: 'POST', url: '/api/test/clock', headers: bearer(await on.f.token(customer)), payload: { advanceMs: 1000 } });
    expect(refused.statusCode).toBe(403);
    const admin = await on.f.admin();
    const before = on.ctx.clock.now().getTime();
    const res = await on.app.inject({ method: 'POST', url: '/api/test/clock', headers: bearer(await on.f.token(admin)), payload: { advanceMs: 86_400_000 } });
    expect(res.statusCode).toBe(200);
    expect(on.ctx.clock.now().getTime() - before).toBeGreaterThanOrEqual(86_400_000);
    const bad = await on.app.inject({ method: 'POST', url: '/api/test/clock', headers: bearer(await on.f.token(admin)), payload: { advanceMs: -5 } });
    expect(bad.statusCode).toBe(400);
  });
});
