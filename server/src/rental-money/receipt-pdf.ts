// The receipt of a booking as a PDF (issue 30, decision 0038): the data the web receipt page reads
// (the booking as its reader sees it: trip, parties, stored price lines; and the booking's ledger
// from its statement), handed to the documents library in the reader's language.
import { shortId, type Locale } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { getBooking } from '../bookings/service.js';
import { renderReceiptPdf, type ReceiptFacts } from '../documents/index.js';
import { getStatement } from './queries.js';

/** The booking's parties and admins; anyone else gets the booking's 404. */
export async function receiptFacts(ctx: AppContext, actor: Actor, bookingId: string): Promise<ReceiptFacts> {
  const booking = await getBooking(ctx, actor, bookingId);
  const statement = await getStatement(ctx, actor, booking.id);
  return {
    // The number the web receipt shows.
    bookingId: shortId(booking.id),
    issuedAt: ctx.clock.now().toISOString(),
    car: booking.car,
    start: booking.startDate,
    end: booking.endDate,
    providerName: booking.service.name,
    customerName: booking.customer.name,
    lines: booking.lines,
    total: statement.total,
    rows: statement.rows.map((r) => ({ kind: r.kind, method: r.method, amount: r.amount, reference: r.reference, createdAt: r.createdAt })),
    paid: statement.rentPaid,
    dueAtPickup: statement.dueAtPickup,
    depositHeld: statement.depositHeld,
  };
}

export async function receiptPdf(ctx: AppContext, actor: Actor, bookingId: string, locale: Locale) {
  const facts = await receiptFacts(ctx, actor, bookingId);
  return { pdf: await renderReceiptPdf(facts, locale), name: `receipt-${facts.bookingId}.pdf` };
}
