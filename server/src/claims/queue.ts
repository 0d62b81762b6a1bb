// The admins' queue of damage claims (issue 32, decision 0045): standing claims disputed, or open
// (or offered) 72 hours, not decided, oldest first, with the parties' names. Listed by
// `GET /api/admin/disputes` beside the charges and the ledger's money disputes.
import { eq } from 'drizzle-orm';
import { claimEscalated, type QueuedClaim } from '@carrental/shared';
import { isAdmin, type Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { findBookingView } from '../bookings/queries.js';
import { checkInView, photoLinks } from './links.js';
import { bookingsWithOpenClaims, claimFile, factsOf } from './queries.js';
import { presentClaim } from './presenter.js';

export async function queuedClaims(ctx: AppContext, actor: Actor): Promise<QueuedClaim[]> {
  if (!isAdmin(actor)) throw forbidden('errors.forbidden');
  const now = ctx.clock.now();
  const file = await claimFile(ctx.db, await bookingsWithOpenClaims(ctx.db));
  const waiting = file.rows.filter((r) => claimEscalated(factsOf(r, file), now.getTime()));
  if (waiting.length === 0) return [];
  const links = await photoLinks(ctx, file);
  const out: QueuedClaim[] = [];
  for (const bookingId of new Set(waiting.map((r) => r.bookingId))) {
    const view = await findBookingView(ctx.db, bookingId);
    if (!view) continue;
    const nameOf = async (id: string) => (await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1))[0]?.name ?? '';
    const names = { vendorName: await nameOf(view.service.vendorId), customerName: await nameOf(view.booking.customerId) };
    const checkIn = await checkInView(ctx, ctx.db, bookingId);
    for (const row of waiting.filter((r) => r.bookingId === bookingId)) out.push({ ...presentClaim(row, file, now, checkIn, links), ...names });
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
