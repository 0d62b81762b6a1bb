// The hourly reviews job: reveals the reviews whose 14 days have passed, and reminds each party
// who has not reviewed yet, once at the end of the trip and once 3 days before the window closes
// (a notification on the bell and an email).
import { sql } from 'drizzle-orm';
import { composeCarName, isLocale, REVIEW_REMINDER_DAYS_BEFORE_CLOSE, REVIEW_WINDOW_DAYS, type CarMake } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { rowsOf } from '../db/sql.js';
import type { QueueSpec } from '../jobs/index.js';
import { wallClockNow } from './service.js';
import type { ReviewReminderDue } from './events.js';

export const REVIEW_REMINDER_QUEUE: QueueSpec = { name: 'reviews.reminders', retryLimit: 3, retryDelay: 60, retryBackoff: true };
/** Every hour, at 17 minutes past. */
export const REVIEW_REMINDER_CRON = '17 * * * *';

type Kind = ReviewReminderDue['kind'];

export async function runReviewReminders(ctx: AppContext): Promise<{ revealed: number; reminded: number }> {
  const now = wallClockNow(ctx).replace('T', ' ');
  const window = `${REVIEW_WINDOW_DAYS} days`;
  const revealed = rowsOf(
    await ctx.db.execute(sql`
      UPDATE reviews r SET published = true FROM bookings b
      WHERE r.booking_id = b.id AND NOT r.published AND b.end_date + ${window}::interval < ${now}::timestamp
      RETURNING r.id`),
  ).length;
  const closingFrom = `${REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_BEFORE_CLOSE} days`;
  let reminded = 0;
  for (const kind of ['TRIP_ENDED', 'WINDOW_CLOSING'] as Kind[]) {
    const since = kind === 'TRIP_ENDED' ? '0 days' : closingFrom;
    const due = rowsOf<Record<string, unknown>>(
      await ctx.db.execute(sql`
        SELECT b.id AS booking_id, p.user_id, p.side, u.name, u.email, u.locale, c.make, c.custom_make, c.model, c.year
        FROM bookings b
        JOIN services s ON s.id = b.service_id
        JOIN cars c ON c.id = b.car_id
        CROSS JOIN LATERAL (VALUES (b.customer_id, 'CUSTOMER'), (s.vendor_id, 'VENDOR')) AS p(user_id, side)
        JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
        WHERE b.status = 'COMPLETED'
          AND b.end_date + ${since}::interval <= ${now}::timestamp
          AND b.end_date + ${window}::interval > ${now}::timestamp
          AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author_side = p.side)
          AND NOT EXISTS (SELECT 1 FROM review_reminders m WHERE m.booking_id = b.id AND m.user_id = p.user_id AND m.kind = ${kind})
        LIMIT 500`),
    );
    for (const row of due) {
      await ctx.transaction(async (tx) => {
        // Idempotent: the reminder row is the claim; a second run finds it and sends nothing.
        const claimed = rowsOf(
          await tx.execute(sql`
            INSERT INTO review_reminders (booking_id, user_id, kind) VALUES (${row.booking_id as string}, ${row.user_id as string}, ${kind})
            ON CONFLICT DO NOTHING RETURNING booking_id`),
        );
        if (claimed.length === 0) return;
        await ctx.events.emit(
          'review.reminder_due',
          {
            bookingId: String(row.booking_id),
            // In the recipient's language (English until they choose one).
            recipient: { id: String(row.user_id), name: String(row.name), email: String(row.email), locale: isLocale(row.locale) ? row.locale : 'en' },
            side: row.side === 'CUSTOMER' ? 'CUSTOMER' : 'VENDOR',
            kind,
            car: composeCarName({ make: row.make as CarMake, customMake: String(row.custom_make ?? ''), model: String(row.model), year: Number(row.year) }),
          },
          tx,
        );
        reminded += 1;
      });
    }
  }
  return { revealed, reminded };
}
