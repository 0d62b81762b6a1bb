// The money of a whole rental through HTTP on a real database (issue 30, decision 0034): payment
// terms, a 25% advance paid with the sandbox confirms the booking, the vendor records the balance
// and a cash deposit (refused above what is outstanding, negative, by a stranger; one row per
// idempotency key even at once), the customer confirms or disputes, the deposit comes back once,
// both sides' sums agree; an online deposit is refunded by the job at its deadline on a test clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, ServiceRow, UserRow } from '../../test/factories.js';
import { bookingMoney, notifications, payments, refunds } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { ledgerBalance } from '../earnings/index.js';
import { recordReceipt } from './service.js';
import { runDepositJob } from './deposits.js';
import { runSettlementJob } from '../charges/test-support.js';

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
async function call(user: UserRow | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const auth = user ? bearer(await t.f.token(user)) : {};
  return t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

// The sandbox's card form, posted like a browser.
const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' };
async function payAt(url: string, bookingId: string) {
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
  stranger = await t.f.vendor();
  admin = await t.f.user({ roles: ['ADMIN'] });
  service = await t.f.service(vendor, { city: 'Lahore', state: 'Punjab' });
  car = await t.f.car(service, { pricePerDay: 30000 });
});

/** A booking of two days (PKR 60,000) on a 25% advance and a PKR 20,000 deposit, its advance paid. */
async function confirmedBooking(): Promise<string> {
  expect((await call(vendor, 'PUT', `/services/${service.id}/payment-terms`, { advancePercent: 25, depositAmount: 20000, depositReturnDays: 7 })).statusCode).toBe(200);
  const created = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-01-07T10:00', endDate: '2030-01-09T10:00' });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await call(vendor, 'PUT', `/bookings/${id}/accept`)).statusCode).toBe(200);
  const before = (await call(customer, 'GET', `/bookings/${id}/statement`)).json();
  expect(before).toMatchObject({ total: 60000, advance: 15000, dueNow: 15000, dueAtPickup: 65000, actions: ['pay-advance'] });
  const started = await call(customer, 'POST', `/bookings/${id}/create-payment`, {});
  expect(started.statusCode).toBe(200);
  expect((await payAt(started.json().url, id)).json().status).toBe('CONFIRMED');
  const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.bookingId, id));
  expect(payment!.amount).toBe(15000);
  return id;
}

const rowsOf = (bookingId: string) => t.ctx.db.select().from(bookingMoney).where(eq(bookingMoney.bookingId, bookingId));

describe('payment terms', () => {
  it('are set by the service vendor only, and refused out of range', async () => {
    const terms = { advancePercent: 25, depositAmount: 20000, depositReturnDays: 7 };
    expect((await call(null, 'PUT', `/services/${service.id}/payment-terms`, terms)).statusCode).toBe(401);
    expect((await call(stranger, 'PUT', `/services/${service.id}/payment-terms`, terms)).statusCode).toBe(403);
    expect((await call(vendor, 'PUT', `/services/${service.id}/payment-terms`, { ...terms, advancePercent: 5 })).statusCode).toBe(400);
    expect((await call(vendor, 'PUT', `/services/${service.id}/payment-terms`, { ...terms, depositAmount: -1 })).statusCode).toBe(400);
    expect((await call(vendor, 'PUT', `/services/${service.id}/payment-terms`, terms)).json()).toEqual(terms);
    const quote = (await call(null, 'GET', `/cars/${car.id}/quote?startDate=2030-01-07T10:00&endDate=2030-01-09T10:00`)).json();
    expect(quote).toMatchObject({ total: 60000, payNow: 15000, balanceAtPickup: 45000, payAtPickup: 65000, deposit: 20000, advancePercent: 25 });
  });
});

describe('a rental paid the Pakistani way', () => {
  it('advance online, balance and deposit at the counter, confirmed, deposit returned once; both statements agree', async () => {
    const id = await confirmedBooking();
    const afterAdvance = (await call(customer, 'GET', `/bookings/${id}/statement`)).json();
    expect(afterAdvance).toMatchObject({ dueNow: 0, balanceDue: 45000, depositDue: 20000, dueAtPickup: 65000, platformFee: null, depositDeadline: '2030-01-16T10:00:00' });
    expect(afterAdvance.rows).toMatchObject([{ kind: 'advance_paid', via: 'platform', method: 'online', amount: 15000, state: null }]);

    // Refused, and nothing changes: above what is outstanding, negative, the customer, a stranger.
    const rowsBefore = (await rowsOf(id)).length;
    const above = await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 45001, method: 'cash' });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'ABOVE_OUTSTANDING', message: 'That is more than is outstanding (PKR 45,000)' });
    expect((await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: -500, method: 'cash' })).statusCode).toBe(400);
    expect((await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 100, method: 'cheque' })).statusCode).toBe(400);
    expect((await call(customer, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 100, method: 'cash' })).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 100, method: 'cash' })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/bookings/${id}/statement`)).statusCode).toBe(404);
    expect((await call(vendor, 'POST', `/bookings/${id}/deposit-return`, { amount: 20000, method: 'cash' })).statusCode).toBe(409);
    expect((await rowsOf(id)).length).toBe(rowsBefore);

    // The same cash recorded at once twice with one key (two of the vendor's staff): one row.
    const [a, b] = await Promise.all([
      recordReceipt(t.ctx, { ...vendor, roles: ['VENDOR'] } as never, id, { kind: 'balance', amount: 45000, method: 'cash', reference: 'counter 1' }, 'receipt-balance-1'),
      recordReceipt(t.ctx, { ...vendor, roles: ['VENDOR'] } as never, id, { kind: 'balance', amount: 45000, method: 'cash', reference: 'counter 1' }, 'receipt-balance-1'),
    ]);
    expect(a.id).toBe(b.id);
    const deposit = await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'deposit', amount: 20000, method: 'jazzcash', reference: 'JC-778' }, { 'idempotency-key': 'receipt-deposit-1' });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({ kind: 'deposit_received', via: 'vendor', method: 'jazzcash', amount: 20000, state: 'pending' });
    const again = await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'deposit', amount: 20000, method: 'jazzcash', reference: 'JC-778' }, { 'idempotency-key': 'receipt-deposit-1' });
    expect(again.json().id).toBe(deposit.json().id);
    const rows = await rowsOf(id);
    expect(rows.filter((r) => r.kind === 'balance_paid')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'deposit_received')).toHaveLength(1);

    // The customer heard of each record at once, and confirms both; a second answer is refused.
    const told = await t.ctx.db.select().from(notifications).where(and(eq(notifications.userId, customer.id), eq(notifications.kind, 'money.recorded')));
    expect(told.map((n) => n.message).sort()).toEqual([
      'PKR 20,000 deposit received (JazzCash). Confirm it or say what is wrong.',
      'PKR 45,000 received for the rest of your rental (cash). Confirm it or say what is wrong.',
    ]);
    expect((await call(customer, 'GET', `/bookings/${id}/statement`)).json().actions).toEqual(['answer-receipt']);
    expect((await call(customer, 'PUT', `/bookings/${id}/cash-receipts/${a.id}/confirm`)).statusCode).toBe(200);
    expect((await call(customer, 'PUT', `/bookings/${id}/cash-receipts/${deposit.json().id}/confirm`)).json()).toMatchObject({ state: 'confirmed' });
    expect((await call(customer, 'PUT', `/bookings/${id}/cash-receipts/${a.id}/dispute`, { comment: 'I paid 50,000' })).statusCode).toBe(409);
    expect((await call(vendor, 'PUT', `/bookings/${id}/cash-receipts/${a.id}/confirm`)).statusCode).toBe(403);
    expect((await call(customer, 'PUT', `/bookings/${id}/cash-receipts/${rows[0]!.id}/confirm`)).statusCode).toBe(404);

    // The trip ends; the vendor returns the deposit, whole and once.
    atLocal('2030-01-10T12:00:00');
    expect((await call(vendor, 'POST', `/bookings/${id}/deposit-return`, { amount: 15000, method: 'cash' })).statusCode).toBe(400);
    const back = await call(vendor, 'POST', `/bookings/${id}/deposit-return`, { amount: 20000, method: 'cash', reference: 'handed over' });
    expect(back.statusCode).toBe(201);
    const second = await call(vendor, 'POST', `/bookings/${id}/deposit-return`, { amount: 20000, method: 'cash' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('DEPOSIT_ALREADY_RETURNED');

    // Each payment has a receipt, for the booking's parties only.
    const receipt = await call(customer, 'GET', `/bookings/${id}/receipts/${a.id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ bookingId: id, row: { kind: 'balance_paid', amount: 45000, method: 'cash', state: 'confirmed' }, customerName: customer.name });
    expect((await call(stranger, 'GET', `/bookings/${id}/receipts/${a.id}`)).statusCode).toBe(404);
    expect((await call(vendor, 'GET', `/bookings/${id}/receipts/not-a-row`)).statusCode).toBe(404);

    // Both sides agree to the rupee.
    const mine = (await call(customer, 'GET', `/bookings/${id}/statement`)).json();
    const theirs = (await call(vendor, 'GET', `/bookings/${id}/statement`)).json();
    for (const s of [mine, theirs]) expect(s).toMatchObject({ total: 60000, rentPaid: 60000, dueNow: 0, dueAtPickup: 0, depositHeld: 0 });
    expect(theirs).toMatchObject({ platformFee: 6000, vendorOwes: 0, vendorEarned: 54000 });
    const visible = (s: { rows: { kind: string; amount: number }[] }) => s.rows.filter((r) => r.kind !== 'platform_fee').map((r) => [r.kind, r.amount]);
    expect(visible(mine)).toEqual(visible(theirs));
    // The vendor's ledger: the advance's earning less the fee on the cash (15,000 − 6,000 = 9,000).
    expect(await ledgerBalance(t.ctx.db, vendor.id)).toBe(9000);
  });

  it('receipts sent at once never add up to more than is outstanding', async () => {
    const id = await confirmedBooking();
    const answers = await Promise.all([1, 2, 3].map(() => call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 30000, method: 'cash' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const statement = (await call(vendor, 'GET', `/bookings/${id}/statement`)).json();
    expect(statement).toMatchObject({ rentPaid: 45000, balanceDue: 15000 });
  });

  it('a disputed record goes to the admins; a deposit kept past its deadline is overdue', async () => {
    const id = await confirmedBooking();
    const receipt = await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'balance', amount: 40000, method: 'cash' });
    expect(receipt.statusCode).toBe(201);
    expect((await call(customer, 'PUT', `/bookings/${id}/cash-receipts/${receipt.json().id}/dispute`, { comment: '' })).statusCode).toBe(400);
    const disputed = await call(customer, 'PUT', `/bookings/${id}/cash-receipts/${receipt.json().id}/dispute`, { comment: 'I paid PKR 45,000, not 40,000' });
    expect(disputed.json()).toMatchObject({ state: 'disputed', comment: 'I paid PKR 45,000, not 40,000' });
    expect((await call(vendor, 'GET', '/admin/money-disputes')).statusCode).toBe(403);
    const queue = (await call(admin, 'GET', '/admin/money-disputes')).json();
    expect(queue.find((d: { bookingId: string }) => d.bookingId === id)).toMatchObject({ amount: 40000, comment: 'I paid PKR 45,000, not 40,000' });

    expect((await call(vendor, 'POST', `/bookings/${id}/cash-receipts`, { kind: 'deposit', amount: 20000, method: 'cash' })).statusCode).toBe(201);
    // Half the time after the return, then on the day: the vendor is reminded, once each.
    atLocal('2030-01-12T23:00:00');
    await runDepositJob(t.ctx);
    await runDepositJob(t.ctx);
    atLocal('2030-01-16T09:30:00');
    await runDepositJob(t.ctx);
    const reminders = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, vendor.id));
    expect(reminders.filter((n) => n.kind.startsWith('money.deposit_')).map((n) => n.kind).sort()).toEqual(['money.deposit_halfway', 'money.deposit_on_the_day']);
    expect((await call(admin, 'GET', '/admin/deposits/overdue')).json().some((d: { bookingId: string }) => d.bookingId === id)).toBe(false);
    atLocal('2030-01-16T10:00:00');
    const overdue = (await call(admin, 'GET', '/admin/deposits/overdue')).json();
    expect(overdue.find((d: { bookingId: string }) => d.bookingId === id)).toMatchObject({ deadline: '2030-01-16T10:00:00', heldByVendor: 20000, heldByPlatform: 0 });
  });

  it('what is due at pickup paid online; the online deposit is refunded by the job at its deadline, once', async () => {
    const id = await confirmedBooking();
    expect((await call(vendor, 'POST', `/bookings/${id}/pay-balance`, {})).statusCode).toBe(403);
    const started = await call(customer, 'POST', `/bookings/${id}/pay-balance`, {});
    expect(started.statusCode).toBe(200);
    await payAt(started.json().url, id);
    const paid = (await call(customer, 'GET', `/bookings/${id}/statement`)).json();
    expect(paid).toMatchObject({ rentPaid: 60000, dueAtPickup: 0, depositHeldByPlatform: 20000, depositHeldByVendor: 0 });
    expect((await call(customer, 'POST', `/bookings/${id}/pay-balance`, {})).statusCode).toBe(409);
    expect(await ledgerBalance(t.ctx.db, vendor.id)).toBe(54000);

    // The refund at the deadline is the charges feature's settlement job since decision 0044.
    atLocal('2030-01-16T09:59:00');
    expect(await runDepositJob(t.ctx)).toEqual({ reminded: 0 });
    expect((await runSettlementJob(t.ctx)).refunded).toBe(0);
    atLocal('2030-01-16T10:00:00');
    expect((await runSettlementJob(t.ctx)).refunded).toBe(1);
    expect((await runSettlementJob(t.ctx)).refunded).toBe(0);
    const back = await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, id));
    expect(back.map((r) => [r.reason, r.amount, r.status])).toEqual([['DEPOSIT_RETURNED', 20000, 'DONE']]);
    expect((await call(customer, 'GET', `/bookings/${id}/statement`)).json()).toMatchObject({ depositHeld: 0, rentPaid: 60000 });
    expect(await ledgerBalance(t.ctx.db, vendor.id)).toBe(54000);
  });
});
