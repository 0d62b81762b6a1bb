// Trips nobody checked out (issue 31): once a paid trip (CONFIRMED, or IN_PROGRESS after check-in)
// is past its end by the grace period, its vendor is asked once, in the app and by email, to check
// it out; an admin may then close it (`closeOverdueTrip`). A scheduled job does the asking.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHECKOUT_GRACE_HOURS, composeCarName, mustParseWallClock, nowInZone, shortId, wallClockOf, type TextValue } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { bookings } from '../db/schema.js';
import { toDbWallClock } from '../db/wall-clock.js';
import type { QueueSpec } from '../jobs/index.js';
import { say } from '../http/locale.js';
import { bookingFactsOf, tellParty } from '../notifications/index.js';

export const OVERDUE_QUEUE: QueueSpec = { name: 'bookings.overdue', retryLimit: 3, retryDelay: 60, retryBackoff: true };
/** Every ten minutes. */
export const OVERDUE_CRON = '*/10 * * * *';
const BATCH = 100;

/**
 * Asks the vendor of every overdue trip not asked yet; answers how many were asked. Idempotent:
 * `overdue_notified_at` is set by a compare-and-swap in the same transaction as the notice.
 */
export async function askToCheckOut(ctx: AppContext): Promise<number> {
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());
  const endedBefore = wallClockOf(mustParseWallClock(now) - CHECKOUT_GRACE_HOURS * 3_600_000);
  const overdue = and(
    inArray(bookings.status, ['CONFIRMED', 'IN_PROGRESS']),
    isNull(bookings.overdueNotifiedAt),
    sql`${bookings.endDate} <= ${toDbWallClock(endedBefore)}::timestamp`,
  );
  const batch = await ctx.db.select({ id: bookings.id }).from(bookings).where(overdue).orderBy(bookings.id).limit(BATCH);
  let asked = 0;
  for (const { id } of batch) {
    const done = await ctx.transaction(async (tx) => {
      const [claimed] = await tx
        .update(bookings)
        .set({ overdueNotifiedAt: ctx.clock.now() })
        .where(and(eq(bookings.id, id), overdue))
        .returning({ id: bookings.id });
      if (!claimed) return false;
      const facts = await bookingFactsOf(tx, id);
      if (!facts?.vendor) return true;
      const locale = facts.vendor.locale ?? 'en';
      const values: Record<string, TextValue> = {
        car: { ltr: composeCarName(facts.car) },
        ref: { text: 'notifications.ref', values: { id: { ltr: shortId(id) } } },
        dates: { text: 'notifications.dates', values: { start: { date: facts.startDate }, end: { date: facts.endDate } } },
      };
      await tellParty(ctx, tx, {
        recipient: facts.vendor,
        audience: 'VENDOR',
        bookingId: id,
        kind: 'booking.overdue',
        message: say(locale, 'notifications.overdue.line', values),
        paragraphs: [],
      });
      return true;
    });
    if (done) asked++;
  }
  return asked;
}
