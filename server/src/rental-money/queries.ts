// Reads of a rental's money (decision 0034): a booking's statement, the admins' queue of disputed
// records, and the deposits past their deadline.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { composeCarName, depositSchedule, nowInZone, shortId, type CarMake, type MoneyReceipt, type MoneyDispute, type OverdueDeposit, type Statement } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import { bookingMoney, bookingMoneyAnswers } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { loadBooking, moneyOf } from './ledger.js';
import { assertParty } from './policy.js';
import { presentRow, presentStatement } from './presenter.js';

export const wallClockNow = (ctx: AppContext) => nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());

export async function answersOf(db: DbOrTx, rowIds: number[]) {
  if (rowIds.length === 0) return new Map<number, typeof bookingMoneyAnswers.$inferSelect>();
  const rows = await db.select().from(bookingMoneyAnswers).where(inArray(bookingMoneyAnswers.rowId, rowIds));
  return new Map(rows.map((r) => [r.rowId, r]));
}

export async function getStatement(ctx: AppContext, actor: Actor, bookingId: string): Promise<Statement> {
  const booking = await loadBooking(ctx.db, bookingId);
  if (!booking) throw new AppError(404, 'NOT_FOUND', 'errors.notFound.booking');
  const side = assertParty(actor, booking);
  const { records, money } = await moneyOf(ctx.db, booking);
  const answers = await answersOf(
    ctx.db,
    records.map((r) => r.id),
  );
  return presentStatement({ booking, records, money, answers, side, admin: side === null, ended: booking.endDate <= wallClockNow(ctx) });
}

/** Vendors' records the customer disputed and no admin decided yet, newest first (the admins' queue). */
export async function listMoneyDisputes(ctx: AppContext): Promise<MoneyDispute[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`
      SELECT m.id, m.booking_id, m.kind, m.method, m.amount, a.comment, extract(epoch FROM a.created_at) * 1000 AS created_ms, v.name AS vendor_name, c.name AS customer_name
      FROM booking_money_answers a
      JOIN booking_money m ON m.id = a.row_id
      JOIN bookings b ON b.id = m.booking_id
      JOIN services s ON s.id = b.service_id
      JOIN users v ON v.id = s.vendor_id
      JOIN users c ON c.id = b.customer_id
      WHERE a.answer = 'disputed' AND NOT EXISTS (SELECT 1 FROM booking_money_decisions d WHERE d.row_id = m.id)
      ORDER BY a.created_at DESC, m.id DESC
      LIMIT 200`),
  );
  return rows.map((r) => ({
    rowId: String(r.id),
    bookingId: String(r.booking_id),
    kind: r.kind as MoneyDispute['kind'],
    method: r.method as MoneyDispute['method'],
    amount: Number(r.amount),
    comment: String(r.comment),
    disputedAt: new Date(Number(r.created_ms)).toISOString(),
    vendorName: String(r.vendor_name),
    customerName: String(r.customer_name),
  }));
}

/**
 * Bookings still holding a deposit (by the vendor or the platform) with the deadline behind them.
 * `now` is the marketplace's wall-clock time.
 */
export async function depositsHeld(db: DbOrTx, now: string, pastDeadline: boolean) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT b.id, to_char(b.end_date, 'YYYY-MM-DD"T"HH24:MI:SS') AS end_date, b.deposit_return_days, s.vendor_id, v.name AS vendor_name, c.name AS customer_name,
        COALESCE(SUM(CASE WHEN m.via = 'vendor' AND m.kind = 'deposit_received' THEN m.amount WHEN m.via = 'vendor' AND m.kind IN ('deposit_returned', 'deposit_applied') THEN -m.amount ELSE 0 END), 0) AS held_vendor,
        COALESCE(SUM(CASE WHEN m.via = 'platform' AND m.kind = 'deposit_received' THEN m.amount WHEN m.via = 'platform' AND m.kind IN ('deposit_returned', 'deposit_applied') THEN -m.amount ELSE 0 END), 0) AS held_platform
      FROM bookings b
      JOIN services s ON s.id = b.service_id
      JOIN users v ON v.id = s.vendor_id
      JOIN users c ON c.id = b.customer_id
      JOIN booking_money m ON m.booking_id = b.id AND m.kind IN ('deposit_received', 'deposit_returned', 'deposit_applied')
      WHERE ${pastDeadline ? sql`b.end_date + make_interval(days => b.deposit_return_days) <= ${now.replace('T', ' ')}::timestamp` : sql`b.end_date <= ${now.replace('T', ' ')}::timestamp`}
      GROUP BY b.id, b.end_date, b.deposit_return_days, s.vendor_id, v.name, c.name
      HAVING COALESCE(SUM(CASE WHEN m.kind = 'deposit_received' THEN m.amount ELSE -m.amount END), 0) > 0
      ORDER BY b.end_date
      LIMIT 500`),
  );
  return rows.map((r) => {
    const endDate = String(r.end_date);
    return {
      bookingId: String(r.id),
      vendorId: String(r.vendor_id),
      endDate,
      schedule: depositSchedule(endDate, Number(r.deposit_return_days)),
      heldByVendor: Number(r.held_vendor),
      heldByPlatform: Number(r.held_platform),
      vendorName: String(r.vendor_name),
      customerName: String(r.customer_name),
    };
  });
}

export async function listOverdueDeposits(ctx: AppContext): Promise<OverdueDeposit[]> {
  const rows = await depositsHeld(ctx.db, wallClockNow(ctx), true);
  return rows.map((r) => ({ bookingId: r.bookingId, deadline: r.schedule.deadline, heldByVendor: r.heldByVendor, heldByPlatform: r.heldByPlatform, vendorName: r.vendorName, customerName: r.customerName }));
}

/** One movement of a booking as a receipt (not the fee rows, which are the platform's). */
export async function getReceipt(ctx: AppContext, actor: Actor, bookingId: string, rowId: string): Promise<MoneyReceipt> {
  const booking = await loadBooking(ctx.db, bookingId);
  if (!booking) throw new AppError(404, 'NOT_FOUND', 'errors.notFound.booking');
  assertParty(actor, booking);
  const id = /^\d{1,18}$/.test(rowId) ? Number(rowId) : null;
  const [row] = id === null ? [] : await ctx.db.select().from(bookingMoney).where(and(eq(bookingMoney.id, id), eq(bookingMoney.bookingId, booking.id)));
  if (!row || row.kind === 'platform_fee') throw new AppError(404, 'NOT_FOUND', 'errors.money.receiptNotFound');
  const [facts] = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`
      SELECT c.make, c.custom_make, c.model, c.year, s.name AS service_name, v.name AS vendor_name, u.name AS customer_name
      FROM bookings b JOIN cars c ON c.id = b.car_id JOIN services s ON s.id = b.service_id
      JOIN users v ON v.id = s.vendor_id JOIN users u ON u.id = b.customer_id
      WHERE b.id = ${booking.id}`),
  );
  const answers = await answersOf(ctx.db, [row.id]);
  return {
    row: presentRow(row, answers.get(row.id)),
    bookingId: booking.id,
    number: `${shortId(booking.id)}-${row.id}`,
    car: composeCarName({ make: facts!.make as CarMake, customMake: String(facts!.custom_make ?? ''), model: String(facts!.model), year: Number(facts!.year) }),
    serviceName: String(facts!.service_name),
    vendorName: String(facts!.vendor_name),
    customerName: String(facts!.customer_name),
    startDate: booking.startDate,
    endDate: booking.endDate,
  };
}
