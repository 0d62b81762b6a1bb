// From a vendor's ledger rows to what the Earnings screen shows (decision 0015). Pure: the rows,
// the bookings they name, and the marketplace's "now". A booking's earning is pending until its
// trip ends, then available; payouts are matched to available earnings oldest trip first, so each
// booking shows how much of it was paid out. The balance is always the sum of the rows.
import type { BookingEarning, BookingStatus, Earnings } from '@carrental/shared';
import { csvOf, parseLocalDateTime } from '@carrental/shared';
import type { LedgerKind } from '../db/schema.js';

export interface LedgerRowView {
  id: number;
  kind: LedgerKind;
  bookingId: string | null;
  amount: number;
  customerAmount: number;
  platformFee: number;
  reference: string;
  note: string;
  /** The row's time in the marketplace's zone ("2030-01-10T10:00:00"), for the monthly totals. */
  at: string;
  /** ISO instant, for the payout list. */
  createdAt: string;
}

export interface BookingInfo {
  id: string;
  label: string;
  startDate: string;
  endDate: string;
  /** Absent: read as ended by its end date alone. */
  status?: BookingStatus;
}

/**
 * A booking's earnings become available when its trip is over: checked out or closed (COMPLETED);
 * a paid trip nobody checked out yet (CONFIRMED, IN_PROGRESS) stays pending whatever the date
 * (issue 31); any other booking with money (cancelled) once its end date passed.
 */
const ended = (booking: BookingInfo | undefined, now: string) =>
  !!booking &&
  booking.status !== 'CONFIRMED' &&
  booking.status !== 'IN_PROGRESS' &&
  (booking.status === 'COMPLETED' || (parseLocalDateTime(booking.endDate) ?? Infinity) <= (parseLocalDateTime(now) ?? 0));

export function summarizeEarnings(rows: readonly LedgerRowView[], bookingsById: ReadonlyMap<string, BookingInfo>, now: string): Earnings {
  const balance = rows.reduce((s, r) => s + r.amount, 0);
  const payouts = rows.filter((r) => r.kind === 'PAYOUT');
  const paidOutTotal = -payouts.reduce((s, r) => s + r.amount, 0);

  // Per booking: the customer's total, the fee and what is left to the vendor after refunds.
  const perBooking = new Map<string, { customerTotal: number; platformFee: number; gross: number; refunded: number; earned: number }>();
  for (const r of rows) {
    if (!r.bookingId) continue;
    const b = perBooking.get(r.bookingId) ?? { customerTotal: 0, platformFee: 0, gross: 0, refunded: 0, earned: 0 };
    if (r.kind === 'EARNING') b.customerTotal += r.customerAmount;
    if (r.kind === 'EARNING' || r.kind === 'RENTAL') b.gross += r.amount;
    if (r.kind === 'REFUND') b.refunded += -r.amount;
    b.platformFee += r.platformFee;
    b.earned += r.amount;
    perBooking.set(r.bookingId, b);
  }

  // Payouts go to ended bookings, oldest trip first.
  const order = [...perBooking.keys()].sort((a, b) => {
    const x = bookingsById.get(a)?.endDate ?? '';
    const y = bookingsById.get(b)?.endDate ?? '';
    return x < y ? -1 : x > y ? 1 : a < b ? -1 : 1;
  });
  let unallocated = paidOutTotal;
  const list: BookingEarning[] = [];
  let pending = 0;
  for (const id of order) {
    const b = perBooking.get(id)!;
    const info = bookingsById.get(id);
    const isEnded = ended(info, now);
    const paidOut = isEnded ? Math.max(0, Math.min(unallocated, b.earned)) : 0;
    unallocated -= paidOut;
    const bookingPending = isEnded ? 0 : b.earned;
    pending += bookingPending;
    const available = isEnded ? b.earned - paidOut : 0;
    list.push({
      bookingId: id,
      label: info?.label ?? 'Booking',
      startDate: info?.startDate ?? '',
      endDate: info?.endDate ?? '',
      customerTotal: b.customerTotal,
      platformFee: b.platformFee,
      gross: b.gross,
      refunded: b.refunded,
      earned: b.earned,
      pending: bookingPending,
      available,
      paidOut,
      state: b.earned <= 0 && b.refunded > 0 ? 'REFUNDED' : !isEnded ? 'PENDING' : available > 0 || b.earned === 0 ? 'AVAILABLE' : 'PAID_OUT',
    });
  }

  const months = new Map<string, { month: string; earned: number; refunded: number; adjusted: number; net: number; paidOut: number }>();
  for (const r of rows) {
    const month = r.at.slice(0, 7);
    const m = months.get(month) ?? { month, earned: 0, refunded: 0, adjusted: 0, net: 0, paidOut: 0 };
    if (r.kind === 'EARNING' || r.kind === 'RENTAL') m.earned += r.amount;
    else if (r.kind === 'REFUND') m.refunded += -r.amount;
    else if (r.kind === 'ADJUSTMENT') m.adjusted += r.amount;
    else m.paidOut += -r.amount;
    if (r.kind !== 'PAYOUT') m.net += r.amount;
    months.set(month, m);
  }

  return {
    totals: { balance, pending, available: balance - pending, paidOut: paidOutTotal },
    // Newest trips first on the screen.
    bookings: list.reverse(),
    months: [...months.values()].sort((a, b) => (a.month < b.month ? 1 : -1)),
    payouts: payouts
      .map((p) => ({ id: p.id, amount: -p.amount, reference: p.reference, note: p.note, createdAt: p.createdAt }))
      .reverse(),
  };
}

/** The CSV download of the Earnings screen: one line per booking. */
export function earningsCsv(earnings: Earnings): string {
  const header = ['Booking', 'Car', 'Start', 'End', 'Customer total', 'Platform fee', 'Earned', 'Refunded', 'Net', 'Pending', 'Available', 'Paid out', 'State'];
  return csvOf(
    header,
    earnings.bookings.map((b) => [b.bookingId, b.label, b.startDate, b.endDate, b.customerTotal, b.platformFee, b.gross, b.refunded, b.earned, b.pending, b.available, b.paidOut, b.state]),
  );
}
