// Booking emails at a real SMTP server started in the test; and with the server down, the booking
// action still succeeds and the mail goes out once the server is back.
import { createServer as createNetServer } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpCapture as startSmtp } from '../../test/smtp.js';
import { mailOutbox } from '../db/schema.js';
import { emitCreated, transition } from './test-support.js';
import { eventually } from '../../test/eventually.js';

const apps: TestApp[] = [];
const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function marketplace(smtpPort: number) {
  const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  apps.push(t);
  const vendor = await t.f.vendor({ name: 'Vera Vendor' });
  const customer = await t.f.customer({ name: 'Kamran Customer' });
  const car = await t.f.car(await t.f.service(vendor, { name: 'Lahore Wheels' }), { make: 'HONDA', model: 'Civic', year: 2021 });
  return { t, vendor, customer, car };
}

// Each test starts its own app (its SMTP server's port is in its configuration): on a busy machine
// that alone can take most of the default 30 s.
describe('booking emails over SMTP', { timeout: 120_000 }, () => {
  it('a new request reaches the vendor and an acceptance reaches the customer, each with the booking link', async () => {
    const smtp = await startSmtp(0);
    servers.push(smtp);
    const { t, vendor, customer, car } = await marketplace(smtp.port);
    const booking = await t.f.booking(car, customer, { startDate: '2030-02-01T09:00:00', endDate: '2030-02-03T09:00:00' });

    await emitCreated(t.ctx, booking);
    const toVendor = await eventually(() => smtp.received.find((m) => m.to.includes(vendor.email)));
    expect(toVendor.raw).toMatch(/^Subject: New booking request for HONDA Civic 2021$/m);
    expect(toVendor.raw).toContain('Kamran Customer asked to rent the HONDA Civic 2021 from Lahore Wheels, 1 Feb 2030, 9:00 am to 3 Feb 2030, 9:00 am.');
    expect(toVendor.raw).toContain(`http://localhost:3000/bookingDetails/${booking.id}`);

    await transition(t.ctx, { booking, action: 'accept', party: 'VENDOR', actorId: vendor.id });
    const toCustomer = await eventually(() => smtp.received.find((m) => m.to.includes(customer.email)));
    expect(toCustomer.raw).toMatch(/^Subject: Your booking for HONDA Civic 2021 was accepted$/m);
    expect(toCustomer.raw).toContain(`http://localhost:3000/bookingDetails/${booking.id}`);
    expect(smtp.received).toHaveLength(2);
  });

  it('with the mail server down the booking action succeeds, and the mail is sent once it is back', async () => {
    // A port nobody listens on yet (asked of the OS, then released).
    const port = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const { t, vendor, customer, car } = await marketplace(port);
    const booking = await t.f.booking(car, customer);

    // Nothing listens on the port: the transition commits all the same.
    const { booking: after } = await transition(t.ctx, { booking, action: 'reject', party: 'VENDOR', actorId: vendor.id });
    expect(after.status).toBe('REJECTED');
    await t.ctx.mailer.flush();
    const [queued] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(queued).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(queued!.lastError).toBeTruthy();

    const smtp = await startSmtp(port);
    servers.push(smtp);
    // Stand in for the back-off delay passing rather than waiting for it.
    await t.ctx.database.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'mail.send' AND state = 'retry'`);
    await t.ctx.mailer.flush();

    const delivered = await eventually(() => smtp.received.find((m) => m.to.includes(customer.email)));
    expect(delivered.raw).toMatch(/^Subject: Your booking for HONDA Civic 2021 was rejected$/m);
    const [sent] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });
});
