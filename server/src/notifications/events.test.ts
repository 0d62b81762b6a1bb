// Each booking event notifies exactly the other party, with a message naming the car and the dates,
// and queues the key emails, all in the event's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { BookingStatus } from '@carrental/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { mailOutbox, notifications } from '../db/schema.js';
import type { BookingAction, BookingParty } from '../bookings/index.js';
import { emitCreated, transition } from './test-support.js';

let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let car: CarRow;
let week = 0;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await t.f.vendor({ name: 'Vera Vendor' });
  customer = await t.f.customer({ name: 'Kamran Customer' });
  const service = await t.f.service(vendor, { name: 'Lahore Wheels' });
  car = await t.f.car(service, { make: 'TOYOTA', model: 'Corolla', year: 2022 });
});
afterAll(() => t.close());

const rowsFor = (user: UserRow) => t.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
const mailsTo = (user: UserRow) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)).orderBy(asc(mailOutbox.id));

/** A booking of its own week so that held bookings never overlap. */
async function booking(status: BookingStatus) {
  week += 1;
  const day = String(week).padStart(2, '0');
  return t.f.booking(car, customer, { status, startDate: `2031-03-${day}T10:00:00`, endDate: `2031-03-${day}T18:00:00` });
}

describe('booking events', () => {
  it('a new request notifies the vendor (not the customer) and emails them a link', async () => {
    const b = await t.f.booking(car, customer, { startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' });
    const vendorBefore = (await rowsFor(vendor)).length;
    const customerBefore = (await rowsFor(customer)).length;
    await emitCreated(t.ctx, b);

    const vendorRows = await rowsFor(vendor);
    expect(vendorRows).toHaveLength(vendorBefore + 1);
    expect(await rowsFor(customer)).toHaveLength(customerBefore);
    const row = vendorRows.find((r) => r.bookingId === b.id)!;
    expect(row).toMatchObject({ audience: 'VENDOR', kind: 'booking.created', read: false });
    expect(row.message).toBe('New booking request from Kamran Customer for TOYOTA Corolla 2022, 10 Jan 2030, 10:00 am to 12 Jan 2030, 10:00 am');

    const mail = (await mailsTo(vendor)).at(-1)!;
    expect(mail.subject).toBe('New booking request for TOYOTA Corolla 2022');
    expect(mail.textBody).toContain(`http://localhost:3000/bookingDetails/${b.id}`);
    expect(mail.htmlBody).toContain(`href="http://localhost:3000/bookingDetails/${b.id}"`);
  });

  const cases: Array<{
    action: BookingAction;
    from: BookingStatus;
    by: BookingParty;
    to: 'customer' | 'vendor';
    message: RegExp;
    mailed: Array<'customer' | 'vendor'>;
  }> = [
    { action: 'accept', from: 'PENDING', by: 'VENDOR', to: 'customer', message: /^Your booking for TOYOTA Corolla 2022, .* was accepted$/, mailed: ['customer'] },
    { action: 'reject', from: 'PENDING', by: 'VENDOR', to: 'customer', message: /^Your booking for TOYOTA Corolla 2022, .* was rejected$/, mailed: ['customer'] },
    { action: 'suggest-changes', from: 'PENDING', by: 'VENDOR', to: 'customer', message: /^Lahore Wheels suggested changes to your booking: TOYOTA Corolla 2022, /, mailed: ['customer'] },
    { action: 'cancel', from: 'PENDING', by: 'CUSTOMER', to: 'vendor', message: /^Kamran Customer cancelled the booking for TOYOTA Corolla 2022, /, mailed: ['vendor'] },
    { action: 'cancel', from: 'CONFIRMED', by: 'VENDOR', to: 'customer', message: /was cancelled by Lahore Wheels$/, mailed: ['customer'] },
    { action: 'mark-paid-outside', from: 'ACCEPTED', by: 'VENDOR', to: 'customer', message: /^Your booking for TOYOTA Corolla 2022, .* is confirmed$/, mailed: ['customer'] },
    { action: 'payment-completed', from: 'ACCEPTED', by: 'PAYMENT_PROVIDER', to: 'vendor', message: /^Payment received from Kamran Customer for TOYOTA Corolla 2022, /, mailed: ['vendor', 'customer'] },
    { action: 'accept-changes', from: 'SUGGESTION_MADE', by: 'CUSTOMER', to: 'vendor', message: /^Kamran Customer accepted your suggested changes: TOYOTA Corolla 2022, /, mailed: [] },
    { action: 'reject-changes', from: 'SUGGESTION_MADE', by: 'CUSTOMER', to: 'vendor', message: /^Kamran Customer rejected your suggested changes: TOYOTA Corolla 2022, /, mailed: [] },
  ];

  for (const c of cases) {
    it(`${c.by} ${c.action} on ${c.from} notifies only the ${c.to}`, async () => {
      const b = await booking(c.from);
      const actorId = c.by === 'VENDOR' ? vendor.id : c.by === 'CUSTOMER' ? customer.id : null;
      const before = { customer: (await rowsFor(customer)).length, vendor: (await rowsFor(vendor)).length };
      const mailsBefore = { customer: (await mailsTo(customer)).length, vendor: (await mailsTo(vendor)).length };

      await transition(t.ctx, { booking: b, action: c.action, party: c.by, actorId });

      const recipient = c.to === 'customer' ? customer : vendor;
      const other = c.to === 'customer' ? 'vendor' : 'customer';
      const rows = (await rowsFor(recipient)).filter((r) => r.bookingId === b.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.audience).toBe(c.to === 'customer' ? 'CUSTOMER' : 'VENDOR');
      expect(rows[0]!.message).toMatch(c.message);
      const day = b.startDate.slice(8, 10).replace(/^0/, '');
      expect(rows[0]!.message).toContain(`${day} Mar 2031, 10:00 am to ${day} Mar 2031, 6:00 pm`);
      expect((await rowsFor(other === 'vendor' ? vendor : customer)).length).toBe(before[other]);

      for (const who of ['customer', 'vendor'] as const) {
        const added = (await mailsTo(who === 'customer' ? customer : vendor)).slice(mailsBefore[who]);
        expect(added.length, `mails to the ${who}`).toBe(c.mailed.includes(who) ? 1 : 0);
        if (added[0]) expect(added[0].textBody).toContain(`/bookingDetails/${b.id}`);
      }
    });
  }

  it('a change that rolls back leaves no notification and no mail', async () => {
    const b = await booking('PENDING');
    const before = { n: (await rowsFor(customer)).length, m: (await mailsTo(customer)).length };
    await expect(
      t.ctx.transaction(async (tx) => {
        const { applyTransition } = await import('../bookings/index.js');
        await applyTransition(t.ctx, tx, { booking: b, action: 'accept', party: 'VENDOR', actorId: vendor.id });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await rowsFor(customer)).toHaveLength(before.n);
    expect(await mailsTo(customer)).toHaveLength(before.m);
  });

  it('a refund (by the payment provider) tells the customer only, without an email', async () => {
    const b = await booking('CANCELLED');
    const mailsBefore = (await mailsTo(customer)).length + (await mailsTo(vendor)).length;
    const event = { type: 'booking.refunded', bookingId: b.id, actorId: null, actorSide: 'SYSTEM', fromStatus: 'CANCELLED', toStatus: 'CANCELLED' } as const;
    await t.ctx.transaction((tx) => t.ctx.events.emit(event.type, event, tx));
    const rows = (await rowsFor(customer)).filter((r) => r.bookingId === b.id);
    expect(rows.map((r) => r.message)).toEqual([expect.stringMatching(/^Your payment for TOYOTA Corolla 2022, .* was refunded$/)]);
    expect((await rowsFor(vendor)).filter((r) => r.bookingId === b.id)).toHaveLength(0);
    expect((await mailsTo(customer)).length + (await mailsTo(vendor)).length).toBe(mailsBefore);
  });

  it('a system cancellation (account deleted) tells the remaining party only', async () => {
    const b = await booking('ACCEPTED');
    const before = (await rowsFor(vendor)).filter((r) => r.bookingId === b.id).length;
    const event = { type: 'booking.cancelled', bookingId: b.id, actorId: customer.id, actorSide: 'SYSTEM', fromStatus: 'ACCEPTED', toStatus: 'CANCELLED' } as const;
    await t.ctx.transaction((tx) => t.ctx.events.emit(event.type, event, tx));
    expect((await rowsFor(vendor)).filter((r) => r.bookingId === b.id)).toHaveLength(before + 1);
    expect((await rowsFor(customer)).filter((r) => r.bookingId === b.id)).toHaveLength(0);
  });
});
