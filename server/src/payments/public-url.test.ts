// Absolute URLs come from configuration only: a crafted Host header never decides where a payer
// is sent (to pay, or back after paying).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxCheckoutSessions } from '../db/schema.js';
import { acceptedBooking, paymentsTestApp } from './test-support.js';

type T = Awaited<ReturnType<typeof paymentsTestApp>>;
let t: T;
beforeAll(async () => {
  // No PUBLIC_URL: the app's own address is http://localhost:$PORT.
  t = await paymentsTestApp({ env: { PUBLIC_URL: '', PORT: '4321', TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

describe('checkout and return URLs without PUBLIC_URL', () => {
  it('ignore the Host and X-Forwarded-Host headers', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/create-payment`,
      headers: { ...auth, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^http:\/\/localhost:4321\/checkout\/sandbox\/cs_sandbox_[a-f0-9]{32}$/);
    const stored = JSON.stringify([await t.ctx.db.select().from(sandboxCheckoutSessions), await t.ctx.db.select().from(payments)]);
    expect(stored).toContain('http://localhost:4321/payment/success?booking_id=');
    expect(stored).not.toContain('evil.example');
  });
});
