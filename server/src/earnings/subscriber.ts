// The earnings feature's reaction to booking events: a booking paid through the app adds the
// vendor's earning to the ledger, in the transaction that confirmed it. Wired in `subscribers.ts`.
import type { AppContext } from '../context.js';
import { recordEarning } from './ledger.js';

export function registerEarningHandlers(ctx: AppContext) {
  ctx.events.on(async (event, tx) => {
    if (event.type === 'booking.paid') await recordEarning(tx, event.bookingId, ctx.clock.now());
  });
}
