// The only place a rental's money becomes an answer (decision 0034): the statement whitelists the
// rows' fields, shows the vendor's side (fee, what it owes, what it earned) to the vendor and
// admins only, and says what the caller may do, so the web never re-derives a rule.
import { advanceAmount, depositSchedule, type MoneyRowAnswer, type RentalMoney, type Statement } from '@carrental/shared';
import type { bookingMoneyAnswers } from '../db/schema.js';
import type { BookingRow, MoneyRecord } from './ledger.js';
import { COUNTER_KINDS, type MoneySide } from './policy.js';
import { pick } from '../http/pick.js';

type Answer = typeof bookingMoneyAnswers.$inferSelect;

export const presentRow = (r: MoneyRecord, answer: Answer | undefined): MoneyRowAnswer => ({
  id: String(r.id),
  kind: r.kind,
  via: r.via,
  method: r.method,
  amount: r.amount,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  state: r.via === 'vendor' && COUNTER_KINDS.includes(r.kind) ? (answer?.answer ?? ('pending' as const)) : null,
  comment: answer?.answer === 'disputed' ? answer.comment : null,
});

export function presentStatement(input: {
  booking: BookingRow;
  records: MoneyRecord[];
  money: RentalMoney;
  answers: Map<number, Answer>;
  side: MoneySide | null;
  admin: boolean;
  ended: boolean;
}): Statement {
  const { booking, money, side } = input;
  const vendorView = side === 'VENDOR' || input.admin;
  const returned = input.records.some((r) => r.kind === 'deposit_returned' && r.via === 'vendor');
  const actions: Statement['actions'] = [];
  if (side === 'CUSTOMER' && booking.status === 'ACCEPTED' && money.dueNow > 0) actions.push('pay-advance');
  const atPickup = booking.status === 'CONFIRMED' || booking.status === 'IN_PROGRESS';
  if (side === 'CUSTOMER' && atPickup && money.dueAtPickup > 0) actions.push('pay-balance');
  if (side === 'VENDOR' && atPickup && money.dueAtPickup > 0) actions.push('record-receipt');
  if (side === 'VENDOR' && money.depositHeldByVendor > 0 && !returned) actions.push('return-deposit');
  if (side === 'CUSTOMER' && money.chargesDue > 0) actions.push('pay-charges');
  if (side === 'VENDOR' && money.chargesDue > 0) actions.push('record-charges');
  if (side === 'CUSTOMER' && input.records.some((r) => r.via === 'vendor' && COUNTER_KINDS.includes(r.kind) && !input.answers.has(r.id))) actions.push('answer-receipt');
  return {
    bookingId: booking.id,
    total: booking.totalAmount,
    advancePercent: booking.advancePercent,
    advance: advanceAmount(booking.totalAmount, booking.advancePercent),
    deposit: booking.deposit,
    depositReturnDays: booking.depositReturnDays,
    rows: input.records.filter((r) => vendorView || r.kind !== 'platform_fee').map((r) => presentRow(r, input.answers.get(r.id))),
    ...pick(money, ['rentPaid', 'dueNow', 'balanceDue', 'depositDue', 'dueAtPickup', 'depositHeld', 'depositHeldByVendor', 'depositHeldByPlatform']),
    depositDeadline: booking.deposit > 0 ? depositSchedule(booking.endDate, booking.depositReturnDays).deadline : null,
    ...pick(money, ['chargesSettled', 'depositApplied', 'chargesPaid', 'chargesDue']),
    platformFee: vendorView ? money.platformFee : null,
    vendorOwes: vendorView ? money.vendorOwes : null,
    vendorEarned: vendorView ? money.vendorEarned : null,
    actions,
  };
}
