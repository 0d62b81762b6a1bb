// Domain operations of a rental's money (issue 30, decision 0034): payment terms per service, the
// advance recorded when the first payment confirms a booking, what is due at pickup paid online,
// the vendor's records of money received or returned at the counter, and the customer's answer to
// each. (ctx, actor, input), one transaction each; every amount is checked by the pure rules of
// shared/src/rental-money.ts against the booking's ledger, locked for the transaction.
import { and, desc, eq } from 'drizzle-orm';
import {
  cashReceiptInputSchema,
  depositReturnInputSchema,
  depositReturnProblem,
  effectiveTripTerms,
  moneyDisputeInputSchema,
  paymentTermsSchema,
  receiptProblem,
  type CashReceiptInput,
  type DepositReturnInput,
  type MoneyDisputeInput,
  type MoneyProblem,
  type PaymentTerms,
  PAID_STATUSES,
} from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { bookingMoney, bookingMoneyAnswers, payments, services } from '../db/schema.js';
import { AppError, conflict, errorMessage } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { assertCanManageService } from '../services/policy.js';
import { loadService } from '../services/queries.js';
import type { MoneyRecorded } from './events.js';
import { appendMovement, loadBooking, moneyOf, recordedWithKey, type BookingRow, type MoneyRecord } from './ledger.js';
import { assertCustomer, assertVendor, COUNTER_KINDS } from './policy.js';

/** The terms of a service: its trip terms' advance, deposit and return days. */
export async function putPaymentTerms(ctx: AppContext, actor: Actor, serviceId: string, input: PaymentTerms): Promise<PaymentTerms> {
  const service = await loadService(ctx.db, serviceId);
  assertCanManageService(actor, service);
  const terms = parseInput(paymentTermsSchema, input);
  const tripTerms = { ...service.tripTerms, advancePercent: terms.advancePercent, deposit: terms.depositAmount, depositReturnDays: terms.depositReturnDays };
  await ctx.db.update(services).set({ tripTerms, updatedAt: new Date() }).where(eq(services.id, service.id));
  return terms;
}

export async function getPaymentTerms(ctx: AppContext, serviceId: string): Promise<PaymentTerms> {
  const service = await loadService(ctx.db, serviceId);
  const terms = effectiveTripTerms(service.tripTerms, {});
  return { advancePercent: terms.advancePercent, depositAmount: terms.deposit, depositReturnDays: terms.depositReturnDays };
}

const PROBLEM_STATUS: Record<MoneyProblem, { status: number; code: string; key: Parameters<typeof errorMessage>[0] }> = {
  'not-whole': { status: 400, code: 'VALIDATION_ERROR', key: 'errors.field.wholeRupees' },
  'amount-not-positive': { status: 400, code: 'VALIDATION_ERROR', key: 'errors.money.amountPositive' },
  'above-outstanding': { status: 400, code: 'ABOVE_OUTSTANDING', key: 'errors.money.aboveOutstanding' },
  'nothing-due': { status: 409, code: 'NOTHING_DUE', key: 'errors.money.nothingDue' },
  'already-returned': { status: 409, code: 'DEPOSIT_ALREADY_RETURNED', key: 'errors.money.alreadyReturned' },
  'nothing-held': { status: 409, code: 'NO_DEPOSIT_HELD', key: 'errors.money.nothingHeld' },
  'not-the-held-amount': { status: 400, code: 'NOT_THE_HELD_AMOUNT', key: 'errors.money.notTheHeldAmount' },
};

function refuse(problem: MoneyProblem, amount: number): AppError {
  const { status, code, key } = PROBLEM_STATUS[problem];
  const message = errorMessage(key, { amount: { price: amount } });
  return status === 400 ? new AppError(400, code, message, { amount: message }) : new AppError(status, code, message);
}

export async function lockedBooking(tx: Tx, bookingId: string) {
  const booking = await loadBooking(tx, bookingId, true);
  if (!booking) throw new AppError(404, 'NOT_FOUND', 'errors.notFound.booking');
  return booking;
}

/** The booking locked for the vendor's side; with an Idempotency-Key already used, the row it recorded. */
async function lockedForVendor(tx: Tx, actor: Actor, bookingId: string, key: string | null) {
  const booking = await lockedBooking(tx, bookingId);
  assertVendor(actor, booking);
  return { booking, before: key ? await recordedWithKey(tx, booking.id, key) : undefined };
}

export function assertConfirmed(booking: BookingRow) {
  if (!(PAID_STATUSES as readonly string[]).includes(booking.status)) throw conflict('errors.money.notBeforeConfirmed', 'BOOKING_NOT_CONFIRMED');
}

async function emitRecorded(ctx: AppContext, tx: Tx, booking: BookingRow, row: MoneyRecord, actorId: string) {
  const event: MoneyRecorded = { bookingId: booking.id, customerId: booking.customerId, rowId: String(row.id), kind: row.kind, method: row.method, amount: row.amount, actorId };
  await ctx.events.emit('money.recorded', event, tx);
}

const RECEIPT_ROW_KIND = { balance: 'balance_paid', deposit: 'deposit_received', charges: 'charge_paid' } as const;

/**
 * The vendor records money received at the counter (balance or deposit). One row per idempotency
 * key per booking, whoever of the vendor's staff sends it; the customer is told at once.
 */
export async function recordReceipt(ctx: AppContext, actor: Actor, bookingId: string, input: CashReceiptInput, key: string | null): Promise<MoneyRecord> {
  const receipt = parseInput(cashReceiptInputSchema, input);
  return ctx.transaction(async (tx) => {
    const { booking, before } = await lockedForVendor(tx, actor, bookingId, key);
    if (before) return before;
    assertConfirmed(booking);
    const { money } = await moneyOf(tx, booking);
    const problem = receiptProblem(money, receipt.kind, receipt.amount);
    if (problem) throw refuse(problem, receipt.kind === 'balance' ? money.balanceDue : receipt.kind === 'deposit' ? money.depositDue : money.chargesDue);
    const row = await appendMovement(
      tx,
      booking,
      {
        kind: RECEIPT_ROW_KIND[receipt.kind],
        via: 'vendor',
        method: receipt.method,
        amount: receipt.amount,
        reference: receipt.reference,
        idempotencyKey: key,
        createdBy: actor.id,
      },
      ctx.clock.now(),
      true,
    );
    await emitRecorded(ctx, tx, booking, row!, actor.id);
    return row!;
  });
}

/** The vendor records the deposit it held as handed back: the whole of it, once. */
export async function returnDeposit(ctx: AppContext, actor: Actor, bookingId: string, input: DepositReturnInput, key: string | null): Promise<MoneyRecord> {
  const given = parseInput(depositReturnInputSchema, input);
  return ctx.transaction(async (tx) => {
    const { booking, before } = await lockedForVendor(tx, actor, bookingId, key);
    if (before) return before;
    const { records, money } = await moneyOf(tx, booking);
    const returned = records.some((r) => r.kind === 'deposit_returned' && r.via === 'vendor');
    const problem = depositReturnProblem(money, returned, given.amount);
    if (problem) throw refuse(problem, money.depositHeldByVendor);
    const row = await appendMovement(
      tx,
      booking,
      { kind: 'deposit_returned', via: 'vendor', method: given.method, amount: given.amount, reference: given.reference, idempotencyKey: key, createdBy: actor.id },
      ctx.clock.now(),
      true,
    );
    await emitRecorded(ctx, tx, booking, row!, actor.id);
    return row!;
  });
}

/** The customer confirms a vendor's record, or disputes it (into the admins' queue); once. */
export async function answerReceipt(
  ctx: AppContext,
  actor: Actor,
  input: { bookingId: string; rowId: string; answer: 'confirmed' | 'disputed'; body?: MoneyDisputeInput },
): Promise<MoneyRecord> {
  const comment = input.answer === 'disputed' ? parseInput(moneyDisputeInputSchema, input.body ?? {}).comment : '';
  return ctx.transaction(async (tx) => {
    const booking = await loadBooking(tx, input.bookingId);
    if (!booking) throw new AppError(404, 'NOT_FOUND', 'errors.notFound.booking');
    assertCustomer(actor, booking);
    const id = /^\d{1,18}$/.test(input.rowId) ? Number(input.rowId) : null;
    const [row] = id === null ? [] : await tx.select().from(bookingMoney).where(and(eq(bookingMoney.id, id), eq(bookingMoney.bookingId, booking.id)));
    if (!row || row.via !== 'vendor' || !COUNTER_KINDS.includes(row.kind)) throw new AppError(404, 'NOT_FOUND', 'errors.money.receiptNotFound');
    const [answered] = await tx
      .insert(bookingMoneyAnswers)
      .values({ rowId: row.id, answer: input.answer, comment, customerId: actor.id, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!answered) throw conflict('errors.money.alreadyAnswered', 'ALREADY_ANSWERED');
    return row;
  });
}

/**
 * A payment of what was due at pickup was paid (inside the settling transaction): its rent and
 * deposit parts become rows of the ledger. False when the booking can no longer take it (not
 * confirmed, or paid at the counter meanwhile): the caller gives it back.
 */
export async function settlePickupPayment(ctx: AppContext, tx: Tx, payment: { id: string; bookingId: string; amount: number; depositPart: number }): Promise<boolean> {
  const booking = await lockedBooking(tx, payment.bookingId);
  if (booking.status !== 'CONFIRMED' && booking.status !== 'IN_PROGRESS') return false;
  const { money } = await moneyOf(tx, booking);
  const rent = payment.amount - payment.depositPart;
  if (rent > money.balanceDue || payment.depositPart > money.depositDue) return false;
  const at = ctx.clock.now();
  if (rent > 0) await appendMovement(tx, booking, { kind: 'balance_paid', via: 'platform', method: 'online', amount: rent, paymentId: payment.id }, at, true);
  if (payment.depositPart > 0) await appendMovement(tx, booking, { kind: 'deposit_received', via: 'platform', method: 'online', amount: payment.depositPart, paymentId: payment.id }, at, false);
  return true;
}

/**
 * A payment of the charges the deposit did not cover was paid (inside the settling transaction):
 * a `charge_paid` row, once per payment. False when less is owed now (paid at the counter or by
 * another payment meanwhile): the caller gives it back.
 */
export async function settleChargesPayment(ctx: AppContext, tx: Tx, payment: { id: string; bookingId: string; amount: number }): Promise<boolean> {
  const booking = await lockedBooking(tx, payment.bookingId);
  const { money } = await moneyOf(tx, booking);
  if (payment.amount > money.chargesDue) return false;
  const row = await appendMovement(tx, booking, { kind: 'charge_paid', via: 'platform', method: 'online', amount: payment.amount, paymentId: payment.id }, ctx.clock.now(), true);
  if (row) await ctx.events.emit('money.recorded', { bookingId: booking.id, customerId: booking.customerId, rowId: String(row.id), kind: row.kind, method: row.method, amount: row.amount }, tx);
  return row !== null;
}

/** The first payment confirmed the booking: its amount is the advance (the vendor's EARNING row mirrors it). */
export async function recordAdvance(ctx: AppContext, tx: Tx, bookingId: string): Promise<void> {
  const booking = await lockedBooking(tx, bookingId);
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'PAID'), eq(payments.purpose, 'booking')))
    .orderBy(desc(payments.updatedAt));
  if (!paid || paid.extensionId) return;
  await appendMovement(tx, booking, { kind: 'advance_paid', via: 'platform', method: 'online', amount: paid.amount, paymentId: paid.id }, ctx.clock.now(), false);
}

/**
 * A cancellation refunded `amount` of what was paid online (inside the cancelling transaction): the
 * rent refunded, and any deposit paid online given back with it, become rows of the ledger.
 */
export async function recordCancellationInLedger(ctx: AppContext, tx: Tx, bookingId: string, amount: number, actorId: string | null): Promise<void> {
  if (amount <= 0) return;
  const booking = await lockedBooking(tx, bookingId);
  const { money } = await moneyOf(tx, booking);
  const rent = Math.min(amount, Math.max(0, money.rentViaPlatform));
  const deposit = Math.min(amount - rent, money.depositHeldByPlatform);
  const at = ctx.clock.now();
  if (rent > 0) await appendMovement(tx, booking, { kind: 'refund', via: 'platform', method: 'online', amount: rent, createdBy: actorId }, at, false);
  if (deposit > 0) await appendMovement(tx, booking, { kind: 'deposit_returned', via: 'platform', method: 'online', amount: deposit, createdBy: actorId }, at, false);
}
