// An admin's decision of a disputed counter record (issue 30's money disputes, decision 0044): the
// amount that really changed hands, with a written reason, once and final. For a record of the
// balance, the difference is an `adjustment` row of the ledger pointing to the record (signed: more
// or less rent received at the counter); a record upheld as it stands makes no row. Both sides are
// told (event `money.decided`).
import { and, eq } from 'drizzle-orm';
import { moneyDecisionInputSchema, type MoneyDecisionInput } from '@carrental/shared';
import { isAdmin, type Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { bookingMoney, bookingMoneyAnswers, bookingMoneyDecisions } from '../db/schema.js';
import { AppError, conflict, errorMessage, forbidden, fromDatabaseError } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import type { MoneyDecided } from './events.js';
import { appendMovement, moneyOf } from './ledger.js';
import { lockedBooking } from './service.js';

export async function decideMoneyDispute(ctx: AppContext, actor: Actor, rowId: string, raw: MoneyDecisionInput) {
  if (!isAdmin(actor)) throw forbidden('errors.forbidden');
  const input = parseInput(moneyDecisionInputSchema, raw);
  const id = /^\d{1,18}$/.test(rowId) ? Number(rowId) : null;
  const [found] = id === null ? [] : await ctx.db.select({ bookingId: bookingMoney.bookingId }).from(bookingMoney).where(eq(bookingMoney.id, id));
  if (!found || id === null) throw new AppError(404, 'NOT_FOUND', 'errors.money.receiptNotFound');
  return ctx.transaction(async (tx) => {
    const booking = await lockedBooking(tx, found.bookingId);
    const [row] = await tx.select().from(bookingMoney).where(and(eq(bookingMoney.id, id), eq(bookingMoney.bookingId, booking.id)));
    const [answer] = await tx.select().from(bookingMoneyAnswers).where(eq(bookingMoneyAnswers.rowId, id));
    if (!row || !answer || answer.answer !== 'disputed') throw conflict('errors.money.notDisputed', 'NOT_DISPUTED');
    const [before] = await tx.select().from(bookingMoneyDecisions).where(eq(bookingMoneyDecisions.rowId, id));
    if (before) throw conflict('errors.money.decided', 'MONEY_DISPUTE_DECIDED');
    const difference = input.amount - row.amount;
    let adjustmentId: number | null = null;
    if (difference !== 0) {
      // Only rent recorded at the counter is adjusted by a row; a deposit or charges record is
      // upheld as it stands or corrected by the vendor's own records (decision 0044).
      if (row.kind !== 'balance_paid') throw conflict('errors.money.decideBalanceOnly', 'DECISION_NOT_ADJUSTABLE');
      const { money } = await moneyOf(tx, booking);
      if (difference > money.balanceDue) {
        const message = errorMessage('errors.money.aboveOutstanding', { amount: { price: row.amount + money.balanceDue } });
        throw new AppError(400, 'ABOVE_OUTSTANDING', message, { amount: message });
      }
      const adjustment = await appendMovement(
        tx,
        booking,
        { kind: 'adjustment', via: 'vendor', method: row.method === 'online' ? 'other' : row.method, amount: difference, correctsId: row.id, reference: `decision:${row.id}`, createdBy: actor.id },
        ctx.clock.now(),
        true,
      );
      adjustmentId = adjustment?.id ?? null;
    }
    try {
      await tx.insert(bookingMoneyDecisions).values({ rowId: row.id, amount: input.amount, reason: input.reason, adjustmentId, adminId: actor.id, createdAt: ctx.clock.now() });
    } catch (error) {
      throw fromDatabaseError(error, { unique: conflict('errors.money.decided', 'MONEY_DISPUTE_DECIDED') }) ?? error;
    }
    const event: MoneyDecided = { bookingId: booking.id, rowId: String(row.id), recorded: row.amount, amount: input.amount, reason: input.reason };
    await ctx.events.emit('money.decided', event, tx);
    return { rowId: String(row.id), amount: input.amount, adjustmentId: adjustmentId === null ? null : String(adjustmentId) };
  });
}
