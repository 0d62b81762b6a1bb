// Refunds a provider has no API for (an Easypaisa payment, a JazzCash voucher or wallet payment
// without the MPIN): listed for admins, who give the money back in the provider's merchant portal
// and then mark the refund settled here.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ManualRefund, PaymentMethodId } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { paymentManualRefunds, payments } from '../db/schema.js';
import { notFound } from '../http/errors.js';

export async function listManualRefunds(ctx: AppContext, options: { open?: boolean } = {}): Promise<ManualRefund[]> {
  const rows = await ctx.db
    .select({ refund: paymentManualRefunds, bookingId: payments.bookingId })
    .from(paymentManualRefunds)
    .innerJoin(payments, eq(payments.id, paymentManualRefunds.paymentId))
    .where(options.open ? isNull(paymentManualRefunds.settledAt) : undefined)
    .orderBy(desc(paymentManualRefunds.createdAt));
  return rows.map(({ refund, bookingId }) => ({
    paymentId: refund.paymentId,
    bookingId,
    provider: refund.provider as PaymentMethodId,
    amount: refund.amount,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
  }));
}

/** Marks a manual refund as done; marking it again keeps the first time. */
export async function settleManualRefund(ctx: AppContext, paymentId: string): Promise<ManualRefund> {
  await ctx.db
    .update(paymentManualRefunds)
    .set({ settledAt: ctx.clock.now() })
    .where(and(eq(paymentManualRefunds.paymentId, paymentId), isNull(paymentManualRefunds.settledAt)));
  const refund = (await listManualRefunds(ctx)).find((r) => r.paymentId === paymentId);
  if (!refund) throw notFound('Manual refund');
  return refund;
}
