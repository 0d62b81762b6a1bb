// The vendor's reliability on the public service page (issue 32, decision 0045): the counts read
// here, the figures from `vendorReliability` (shared/src/claims.ts). Over all the vendor's services:
// - trips completed: bookings COMPLETED (checked out, or closed by an admin);
// - late cancellations: bookings the vendor's side (the owner or a member of its staff) cancelled
//   less than 48 hours before the start (the event's time in the marketplace's zone);
// - deposits returned on time: of the deposits the vendor received at the counter whose deadline
//   (the end plus the booking's return days) has passed or that were returned, those with a return
//   recorded by the deadline (online deposits are the platform's job, not the vendor's);
// - claims upheld: of the standing claims closed (accepted, settled at an offer, decided), those
//   where the renter pays something.
import { sql } from 'drizzle-orm';
import { nowInZone, vendorReliability, type Reliability } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';

export async function reliabilityCounts(db: DbOrTx, vendorId: string, nowWallClock: string, timeZone: string) {
  const now = nowWallClock.slice(0, 19).replace('T', ' ');
  const [row] = rowsOf<Record<string, number | string | null>>(
    await db.execute(sql`
      WITH own AS (
        SELECT b.id, b.customer_id, b.status, b.start_date, b.end_date, b.deposit_return_days, s.vendor_id
        FROM bookings b JOIN services s ON s.id = b.service_id WHERE s.vendor_id = ${vendorId}
      ),
      late AS (
        SELECT DISTINCT o.id FROM own o JOIN booking_events e ON e.booking_id = o.id AND e.action = 'cancel'
        WHERE e.actor_id IS NOT NULL AND e.actor_id <> o.customer_id
          AND (e.actor_id = o.vendor_id OR EXISTS (SELECT 1 FROM staff_members m WHERE m.vendor_id = o.vendor_id AND m.user_id = e.actor_id))
          AND o.start_date - (e.created_at AT TIME ZONE ${timeZone}) < interval '48 hours'
      ),
      deposits AS (
        SELECT o.id, o.end_date + make_interval(days => o.deposit_return_days) AS deadline,
          min(CASE WHEN m.kind = 'deposit_returned' THEN m.created_at AT TIME ZONE ${timeZone} END) AS first_return
        FROM own o JOIN booking_money m ON m.booking_id = o.id AND m.via = 'vendor' AND m.kind IN ('deposit_received', 'deposit_returned')
        GROUP BY o.id, o.end_date, o.deposit_return_days
        HAVING sum(CASE WHEN m.kind = 'deposit_received' THEN m.amount ELSE 0 END) > 0
      ),
      closed AS (
        SELECT CASE
            WHEN d.claim_id IS NOT NULL THEN d.amount
            WHEN a.answer = 'accepted' THEN c.amount
            WHEN a.answer = 'offered' AND x.claim_id IS NOT NULL THEN a.offer_amount
          END AS paid
        FROM own o JOIN claims c ON c.booking_id = o.id
        LEFT JOIN claim_answers a ON a.claim_id = c.id
        LEFT JOIN claim_offer_acceptances x ON x.claim_id = c.id
        LEFT JOIN claim_decisions d ON d.claim_id = c.id
        WHERE NOT EXISTS (SELECT 1 FROM claims n WHERE n.replaces_id = c.id)
      )
      SELECT
        (SELECT count(*) FROM own WHERE status = 'COMPLETED') AS trips_completed,
        (SELECT count(*) FROM late) AS late_cancellations,
        (SELECT count(*) FROM deposits WHERE deadline <= ${now}::timestamp OR first_return IS NOT NULL) AS deposits_due,
        (SELECT count(*) FROM deposits WHERE first_return IS NOT NULL AND first_return <= deadline) AS deposits_on_time,
        (SELECT count(*) FROM closed WHERE paid IS NOT NULL) AS claims_closed,
        (SELECT count(*) FROM closed WHERE paid > 0) AS claims_upheld`),
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    tripsCompleted: n('trips_completed'),
    lateCancellations: n('late_cancellations'),
    depositsDue: n('deposits_due'),
    depositsOnTime: n('deposits_on_time'),
    claimsClosed: n('claims_closed'),
    claimsUpheld: n('claims_upheld'),
  };
}

/** The vendor's reliability figures now. */
export async function vendorReliabilityOf(ctx: AppContext, vendorId: string): Promise<Reliability> {
  return vendorReliability(await reliabilityCounts(ctx.db, vendorId, nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()), ctx.config.TIME_ZONE));
}
