// Whether a car (or any car of a service) is held by a booking that has not ended yet. A car is
// held by ACCEPTED and CONFIRMED bookings (decisions.md "Bookings").
import { sql } from 'drizzle-orm';
import { HOLDING_STATUSES, nowInZone } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { literalList, rowsOf } from '../db/sql.js';

export async function hasFutureHeldBookings(
  ctx: AppContext,
  db: DbOrTx,
  where: { carId: string } | { serviceId: string },
): Promise<boolean> {
  // Booking times are wall-clock times of the marketplace's zone, so "now" is read in that zone.
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()).replace('T', ' ');
  const scope = 'carId' in where ? sql`b.car_id = ${where.carId}` : sql`b.service_id = ${where.serviceId}`;
  const result = await db.execute(
    sql`select 1 from bookings b where ${scope} and b.status in ${literalList(HOLDING_STATUSES)} and b.end_date > ${now}::timestamp limit 1`,
  );
  return rowsOf(result).length > 0;
}
