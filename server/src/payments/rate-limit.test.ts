// The per-payer limit of the payment calls counts per signed-in user, however the token is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PER_MINUTE = 30;
const SCHEMES = ['Bearer', 'bearer', 'BEARER', 'BeArEr'];

const calls = {
  'create-payment': (authorization: string) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${crypto.randomUUID()}/create-payment`, headers: { authorization } }),
  confirm: (authorization: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: { authorization }, payload: { bookingId: crypto.randomUUID() } }),
};

describe('payment rate limit', () => {
  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s is keyed by the user: another spelling of "Bearer" gets no fresh budget, another user does',
    async (name) => {
      const call = calls[name];
      const token = await t.f.token(await t.f.customer());
      const statuses: number[] = [];
      for (let i = 0; i < PER_MINUTE; i += 1) statuses.push((await call(`${SCHEMES[i % SCHEMES.length]} ${token}`)).statusCode);
      expect(statuses.every((s) => s === 404)).toBe(true);
      for (const scheme of SCHEMES) expect((await call(`${scheme}  ${token}`)).statusCode).toBe(429);
      const other = await t.f.token(await t.f.customer());
      expect((await call(`Bearer ${other}`)).statusCode).toBe(404);
    },
  );
});
