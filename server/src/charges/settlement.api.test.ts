// Issue 32 and 30 through HTTP on PGlite and on PostgreSQL (TEST_DB_MODE=pg): the deposit settled
// as ledger rows (decision 0044). A deposit paid online; charges after the check-out accepted,
// disputed and decided; the deposit taken for them; what it does not cover owed and paid (online
// or at the counter, once even when paid twice at once); the settlement job on a test clock gives
// the online deposit's rest back at its deadline, keeping only what is still open; an admin decides
// a disputed counter record (an adjustment row); a cancellation after paying at pickup refunds it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, ServiceRow, UserRow } from '../../test/factories.js';
import { bookingMoney, bookings, handovers, notifications, payments, refunds } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { ledgerBalance } from '../earnings/index.js';
import { runSettlementJob } from './settlement-job.js';

// "Now" is Tuesday 1 January 2030, 09:00 in Asia/Karachi.
const clock = new TestClock();
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let admin: UserRow;
let service: ServiceRow;
let car: CarRow;

type Method = 'GET' | 'POST' | 'PUT';
async function call(user: UserRow, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(await t.f.token(user)), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' };
async function pay(url: string, bookingId: string) {
  const paid = await t.app.inject({ method: 'POST', url: new URL(url).pathname, ...form(CARD) });
  expect(paid.statusCode).toBeLessThan(400);
  return call(customer, 'POST', '/payments/confirm', { bookingId });
}

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(() => t.close());
beforeEach(async () => {
  atLocal('2030-01-01T09:00:00');
  vendor = await t.f.vendor();
  customer = await t.f.customer();
  stranger = await t.f.customer();
  admin = await t.f.user({ roles: ['ADMIN'] });
  service = await t.f.service(vendor, { city: 'Lahore', state: 'Punjab' });
  car = await t.f.car(service, { pricePerDay: 30000 });
});

/** Two days (PKR 60,000), 25% advance, PKR 20,000 deposit back within 7 days; advance paid; `online`: the rest and the deposit paid online too. */
async function confirmedBooking(online: boolean): Promise<string> {
  expect((await call(vendor, 'PUT', `/services/${service.id}/payment-terms`, { advancePercent: 25, depositAmount: 20000, depositReturnDays: 7 })).statusCode).toBe(200);
  const created = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-01-07T10:00', endDate: '2030-01-09T10:00' });
  const id = created.json().id as string;
  expect((await call(vendor, 'PUT', `/bookings/${id}/accept`)).statusCode).toBe(200);
  expect((await pay((await call(customer, 'POST', `/bookings/${id}/create-payment`, {})).json().url, id)).json().status).toBe('CONFIRMED');
  if (online) {
    await pay((await call(customer, 'POST', `/bookings/${id}/pay-balance`, {})).json().url, id);
    expect((await call(customer, 'GET', `/bookings/${id}/statement`)).json()).toMatchObject({ rentPaid: 60000, depositHeldByPlatform: 20000 });
  }
  return id;
}

/** The trip sealed in and out (records written as the handover feature seals them), at the booking's end. */
async function checkedOut(bookingId: string) {
  atLocal('2030-01-09T10:00:00');
  const sealed = (at: Date) => ({
    status: 'SEALED' as const,
    createdBy: vendor.id,
    vendorAckBy: vendor.id,
    vendorAckVia: 'code' as const,
    vendorAckAt: at,
    renterAckBy: customer.id,
    renterAckVia: 'code' as const,
    renterAckAt: at,
    sealedAt: at,
    contentSha256: 'a'.repeat(64),
    createdAt: at,
  });
  await t.ctx.db.insert(handovers).values({ bookingId, kind: 'check_in', odometerKm: 10_000, fuelEighths: 8, ...sealed(new Date('2030-01-07T05:00:00Z')) });
  const [out] = await t.ctx.db.insert(handovers).values({ bookingId, kind: 'check_out', odometerKm: 10_300, fuelEighths: 8, ...sealed(clock.now()) }).returning();
  await t.ctx.db.update(bookings).set({ status: 'COMPLETED' }).where(eq(bookings.id, bookingId));
  await t.ctx.transaction((tx) => t.ctx.events.emit('handover.sealed', { bookingId, handoverId: out!.id, kind: 'check_out', sealedAt: clock.now().toISOString() }, tx));
}

async function addCharge(bookingId: string, kind: string, amount: number) {
  const res = await call(vendor, 'POST', `/bookings/${bookingId}/charges`, { kind, amount, note: kind });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().charges as { id: string; kind: string }[]).filter((c) => c.kind === kind).at(-1)!.id;
}
const statement = async (who: UserRow, id: string) => (await call(who, 'GET', `/bookings/${id}/statement`)).json();
const rowsOf = (id: string) => t.ctx.db.select().from(bookingMoney).where(eq(bookingMoney.bookingId, id));
const kindsOf = async (id: string, kind: string) => (await rowsOf(id)).filter((r) => r.kind === kind).map((r) => [r.via, r.amount]);

describe('the deposit settled', () => {
  it('accepted and decided charges are taken from the online deposit; the rest comes back at the deadline, once; both sides agree', async () => {
    const id = await confirmedBooking(true);
    await checkedOut(id);
    const toll = await addCharge(id, 'toll', 500);
    const scratch = await addCharge(id, 'damage', 9000);
    expect((await call(customer, 'PUT', `/bookings/${id}/charges/${toll}/accept`)).statusCode).toBe(200);
    expect(await kindsOf(id, 'charge_settled')).toEqual([['platform', 500]]);
    expect(await kindsOf(id, 'deposit_applied')).toEqual([['platform', 500]]);
    expect(await statement(customer, id)).toMatchObject({ chargesSettled: 500, depositApplied: 500, chargesDue: 0, depositHeldByPlatform: 19500 });

    expect((await call(customer, 'PUT', `/bookings/${id}/charges/${scratch}/dispute`, { comment: 'It was there before', counterAmount: 3000 })).statusCode).toBe(200);
    const decided = await call(admin, 'PUT', `/admin/disputes/${scratch}/decide`, { amount: 4500, reason: 'The check-in photo shows half of it' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await call(admin, 'PUT', `/admin/disputes/${scratch}/decide`, { amount: 4000, reason: 'Again' })).statusCode).toBe(409);
    expect(await kindsOf(id, 'charge_settled')).toEqual([['platform', 500], ['platform', 4500]]);
    // Both sides told, in the app (and by email).
    const told = await t.ctx.db.select().from(notifications).where(and(eq(notifications.bookingId, id), eq(notifications.kind, 'charges.decided')));
    expect(told.map((n) => n.userId).sort()).toEqual([customer.id, vendor.id].sort());
    expect(told[0]!.message).toContain('Rs 4,500 of Rs 9,000');

    // The platform owes the vendor the rent less its fee, plus the charges in full.
    expect(await ledgerBalance(t.ctx.db, vendor.id)).toBe(54000 + 5000);
    atLocal('2030-01-16T09:59:00');
    expect(await runSettlementJob(t.ctx)).toMatchObject({ refunded: 0 });
    atLocal('2030-01-16T10:00:00');
    expect(await runSettlementJob(t.ctx)).toMatchObject({ refunded: 1 });
    expect(await runSettlementJob(t.ctx)).toMatchObject({ refunded: 0 });
    const back = await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, id));
    expect(back.map((r) => [r.reason, r.amount, r.status])).toEqual([['DEPOSIT_RETURNED', 15000, 'DONE']]);
    const mine = await statement(customer, id);
    const theirs = await statement(vendor, id);
    for (const s of [mine, theirs]) expect(s).toMatchObject({ rentPaid: 60000, chargesSettled: 5000, depositApplied: 5000, chargesDue: 0, depositHeld: 0 });
    // The charges' view says the same: 5,000 taken, 15,000 back.
    expect((await call(customer, 'GET', `/bookings/${id}/charges`)).json().settlement).toMatchObject({ deposit: 20000, settled: 5000, taken: 5000, held: 0, returned: 15000, owed: 0 });
    const visible = (s: { rows: { kind: string; amount: number }[] }) => s.rows.filter((r) => r.kind !== 'platform_fee').map((r) => [r.kind, r.amount]);
    expect(visible(mine)).toEqual(visible(theirs));
    expect(await ledgerBalance(t.ctx.db, vendor.id)).toBe(59000);
  });

  it('holds only what is open at the deadline; silence accepts; what the deposit does not cover is owed and paid once', async () => {
    const id = await confirmedBooking(true);
    await checkedOut(id);
    const toll = await addCharge(id, 'toll', 500);
    const damage = await addCharge(id, 'damage', 30000);
    expect((await call(customer, 'PUT', `/bookings/${id}/charges/${damage}/dispute`, { comment: 'Not mine' })).statusCode).toBe(200);
    // The toll is never answered: after 48 hours silence accepts it; the job writes it.
    atLocal('2030-01-16T10:00:00');
    expect(await runSettlementJob(t.ctx)).toMatchObject({ refunded: 0 });
    expect(await kindsOf(id, 'charge_settled')).toEqual([['platform', 500]]);
    // The disputed 30,000 holds all the rest of the deposit: nothing goes back yet.
    expect(await statement(customer, id)).toMatchObject({ depositHeldByPlatform: 19500, chargesDue: 0 });
    expect(toll).toBeTruthy();

    expect((await call(admin, 'PUT', `/admin/disputes/${damage}/decide`, { amount: 25000, reason: 'The bumper was replaced; the invoice is fair less wear' })).statusCode).toBe(200);
    const owed = await statement(customer, id);
    expect(owed).toMatchObject({ chargesSettled: 25500, depositApplied: 20000, depositHeld: 0, chargesDue: 5500, actions: ['pay-charges'] });
    expect((await statement(vendor, id)).actions).toContain('record-charges');

    // Refused, changing nothing: above what is owed, a stranger, the renter recording, the vendor paying online.
    const before = (await rowsOf(id)).length;
    const above = await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'charges', amount: 5501, method: 'cash' });
    expect([above.statusCode, above.json().code]).toEqual([400, 'ABOVE_OUTSTANDING']);
    expect((await call(stranger, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'charges', amount: 100, method: 'cash' })).statusCode).toBe(404);
    expect((await call(customer, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'charges', amount: 100, method: 'cash' })).statusCode).toBe(403);
    expect((await call(vendor, 'POST', `/bookings/${id}/pay-charges`, {})).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/bookings/${id}/pay-charges`, {})).statusCode).toBe(404);
    expect((await rowsOf(id)).length).toBe(before);

    // Two checkouts for the same 5,500 paid at once: one row; the other payment goes back.
    const first = (await call(customer, 'POST', `/bookings/${id}/pay-charges`, {})).json().url as string;
    const second = (await call(customer, 'POST', `/bookings/${id}/pay-charges`, {})).json().url as string;
    await Promise.all([pay(first, id), pay(second, id)]);
    expect(await kindsOf(id, 'charge_paid')).toEqual([['platform', 5500]]);
    const charged = await t.ctx.db.select().from(payments).where(and(eq(payments.bookingId, id), eq(payments.purpose, 'charges')));
    expect(charged.map((p) => p.status).sort()).toEqual(['PAID', 'REFUNDED']);
    expect(await statement(customer, id)).toMatchObject({ chargesDue: 0, chargesPaid: 5500, actions: [] });
    expect((await call(customer, 'POST', `/bookings/${id}/pay-charges`, {})).statusCode).toBe(409);
    expect((await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'charges', amount: 1, method: 'cash' })).statusCode).toBe(409);
    // The vendor is owed 54,000 of rent and 25,500 of charges through the platform.
    expect(await ledgerBalance(t.ctx.db, vendor.id)).toBe(54000 + 25500);
  });

  it('a cash deposit: the vendor keeps the charges, returns the rest, or it is overdue; charges beyond it are paid at the counter', async () => {
    const id = await confirmedBooking(false);
    await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 45000, method: 'cash' });
    await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'deposit', amount: 20000, method: 'cash' });
    await checkedOut(id);
    const damage = await addCharge(id, 'damage', 22000);
    expect((await call(customer, 'PUT', `/bookings/${id}/charges/${damage}/accept`)).statusCode).toBe(200);
    expect(await kindsOf(id, 'deposit_applied')).toEqual([['vendor', 20000]]);
    expect(await statement(vendor, id)).toMatchObject({ depositHeldByVendor: 0, chargesDue: 2000, actions: ['record-charges'] });
    const cash = await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'charges', amount: 2000, method: 'easypaisa', reference: 'EP-1' }, { 'idempotency-key': 'charges-1' });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ kind: 'charge_paid', via: 'vendor', state: 'pending' });
    expect(await statement(customer, id)).toMatchObject({ chargesDue: 0, chargesPaid: 2000, depositHeld: 0, actions: ['answer-receipt'] });
    expect((await call(customer, 'GET', `/bookings/${id}/charges`)).json().settlement).toMatchObject({ deposit: 20000, settled: 22000, taken: 20000, owed: 0, returned: 0 });
    atLocal('2030-01-16T10:00:00');
    expect((await call(admin, 'GET', '/admin/deposits/overdue')).json().some((d: { bookingId: string }) => d.bookingId === id)).toBe(false);

    atLocal('2030-01-01T09:00:00');
    car = await t.f.car(service, { pricePerDay: 30000 });
    const other = await confirmedBooking(false);
    await call(vendor, 'POST', `/bookings/${other}/cash-receipts`, { kind: 'deposit', amount: 20000, method: 'cash' });
    await checkedOut(other);
    await addCharge(other, 'toll', 500);
    atLocal('2030-01-16T10:00:00');
    await runSettlementJob(t.ctx);
    // Silence accepted the toll: 500 kept, 19,500 to return; past the deadline it is overdue.
    const overdue = (await call(admin, 'GET', '/admin/deposits/overdue')).json();
    expect(overdue.find((d: { bookingId: string }) => d.bookingId === other)).toMatchObject({ heldByVendor: 19500 });
    expect((await call(vendor, 'POST', `/bookings/${other}/deposit-return`, { amount: 20000, method: 'cash' })).statusCode).toBe(400);
    expect((await call(vendor, 'POST', `/bookings/${other}/deposit-return`, { amount: 19500, method: 'cash' })).statusCode).toBe(201);
  });
});

describe('an admin decides a disputed counter record', () => {
  it('writes an adjustment pointing to the record, once; both sides told; out of the queue', async () => {
    const id = await confirmedBooking(false);
    const receipt = (await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 40000, method: 'cash' })).json();
    expect((await call(customer, 'PUT', `/bookings/${id}/cash-receipts/${receipt.id}/dispute`, { comment: 'I paid PKR 45,000, not 40,000' })).statusCode).toBe(200);
    const queue = (await call(admin, 'GET', '/admin/disputes')).json();
    expect(queue.money.map((m: { rowId: string }) => m.rowId)).toContain(receipt.id);

    const before = (await rowsOf(id)).length;
    expect((await call(vendor, 'PUT', `/admin/money-disputes/${receipt.id}/decide`, { amount: 45000, reason: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/admin/money-disputes/${receipt.id}/decide`, { amount: 45001, reason: 'More than the balance' })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/admin/money-disputes/${receipt.id}/decide`, { amount: 45000, reason: '' })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/admin/money-disputes/999999999/decide`, { amount: 1, reason: 'x' })).statusCode).toBe(404);
    expect((await rowsOf(id)).length).toBe(before);

    const [a, b] = await Promise.all([
      call(admin, 'PUT', `/admin/money-disputes/${receipt.id}/decide`, { amount: 45000, reason: 'The bank slip shows 45,000' }),
      call(admin, 'PUT', `/admin/money-disputes/${receipt.id}/decide`, { amount: 40000, reason: 'Another view' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const adjustments = (await rowsOf(id)).filter((r) => r.kind === 'adjustment');
    expect(adjustments).toHaveLength(a.statusCode === 200 && a.json().amount === 45000 ? 1 : b.json().amount === 45000 ? 1 : 0);
    if (adjustments.length) {
      expect(adjustments[0]).toMatchObject({ via: 'vendor', amount: 5000, correctsId: Number(receipt.id) });
      expect(await statement(customer, id)).toMatchObject({ rentPaid: 60000, balanceDue: 0 });
    }
    const told = await t.ctx.db.select().from(notifications).where(and(eq(notifications.bookingId, id), eq(notifications.kind, 'money.decided')));
    expect(told.map((n) => n.userId).sort()).toEqual([customer.id, vendor.id].sort());
    expect((await call(admin, 'GET', '/admin/disputes')).json().money.map((m: { rowId: string }) => m.rowId)).not.toContain(receipt.id);
  });
});

describe('a cancellation after paying at pickup online', () => {
  it('refunds what was paid online by the policy (the vendor cancels: in full), the deposit with it', async () => {
    const id = await confirmedBooking(true);
    const cancelled = await call(vendor, 'PUT', `/bookings/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const back = await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, id));
    expect(back.reduce((s, r) => s + r.amount, 0)).toBe(80000);
    expect(await statement(customer, id)).toMatchObject({ rentPaid: 0, depositHeld: 0, dueAtPickup: 0, chargesDue: 0 });
    expect(await kindsOf(id, 'refund')).toEqual([['platform', 60000]]);
    expect(await kindsOf(id, 'deposit_returned')).toEqual([['platform', 20000]]);
  });
});
