// Vendor analytics (decision 0039): revenue per month (online and at the counter), utilisation per
// car, the request funnel, the cancellation rate and the median time to answer, for the owner's
// whole company or a manager's branches, one service or all. Figures come from the ledger
// (booking_money), the bookings and their events, in the marketplace's calendar.
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsQuery, VendorAnalytics } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import { rowsOf } from '../db/sql.js';
import { forbidden } from '../http/errors.js';
import { staffServiceIds } from '../staff/index.js';

const CHOSEN_STATUSES = sql.raw(`('CONFIRMED','IN_PROGRESS','COMPLETED')`);

/** The services the caller may read analytics of, as a condition on `s`; 403 for anyone else. */
function scopeOf(actor: Actor, serviceId: string | undefined): SQL {
  const managed = staffServiceIds(actor, 'audit');
  const owner = actor.roles.includes('VENDOR');
  if (!owner && managed.length === 0) throw forbidden('errors.staff.notAllowed');
  const parts = [...(owner ? [sql`s.vendor_id = ${actor.id}`] : []), ...(managed.length ? [sql`s.id IN (${sql.join(managed.map((id) => sql`${id}::uuid`), sql`, `)})`] : [])];
  const scope = sql`(${sql.join(parts, sql` OR `)})`;
  return serviceId ? sql`${scope} AND s.id = ${serviceId}` : scope;
}

export async function vendorAnalytics(ctx: AppContext, actor: Actor, q: AnalyticsQuery, now: string): Promise<VendorAnalytics> {
  const scope = scopeOf(actor, q.serviceId);
  const zone = ctx.config.TIME_ZONE;
  const start = sql`${q.from}::date::timestamp`;
  const end = sql`(${q.to}::date + 1)::timestamp`;
  const days = Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000) + 1;

  const revenue = rowsOf<{ month: string; online: number | string; counter: number | string }>(
    await ctx.db.execute(sql`SELECT to_char(m.created_at AT TIME ZONE ${zone}, 'YYYY-MM') AS month,
        coalesce(sum(CASE WHEN m.via = 'platform' THEN (CASE WHEN m.kind = 'refund' THEN -m.amount ELSE m.amount END) END), 0) AS online,
        coalesce(sum(CASE WHEN m.via = 'vendor' THEN m.amount END), 0) AS counter
      FROM booking_money m JOIN bookings b ON b.id = m.booking_id JOIN services s ON s.id = b.service_id
      WHERE ${scope} AND m.kind IN ('advance_paid', 'balance_paid', 'refund')
        AND (m.created_at AT TIME ZONE ${zone}) >= ${start} AND (m.created_at AT TIME ZONE ${zone}) < ${end}
      GROUP BY 1 ORDER BY 1`),
  );

  const cars = rowsOf<{ id: string; make: string; custom_make: string; model: string; booked: number | string }>(
    await ctx.db.execute(sql`SELECT c.id, c.make, c.custom_make, c.model,
        -- least/greatest skip nulls: a car without trips must add nothing, not the whole period.
        coalesce(sum(CASE WHEN b.id IS NOT NULL THEN extract(epoch FROM (least(b.end_date, ${end}) - greatest(b.start_date, ${start}))) / 86400.0 END), 0) AS booked
      FROM cars c JOIN services s ON s.id = c.service_id
      LEFT JOIN bookings b ON b.car_id = c.id AND b.status IN ${CHOSEN_STATUSES} AND b.start_date < ${end} AND b.end_date > ${start}
      WHERE ${scope} AND c.deleted_at IS NULL
      GROUP BY c.id ORDER BY booked DESC, c.id`),
  );

  const [funnel] = rowsOf<{ requests: number | string; accepted: number | string; paid: number | string; completed: number | string; cancelled: number | string; median: number | string | null }>(
    await ctx.db.execute(sql`WITH asked AS (
        SELECT b.id, b.status, b.end_date, b.created_at,
          EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'ACCEPTED') AS accepted,
          EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'CONFIRMED') AS paid,
          (SELECT min(e.created_at) FROM booking_events e WHERE e.booking_id = b.id AND e.from_status = 'PENDING'
             AND e.to_status IN ('ACCEPTED', 'REJECTED', 'SUGGESTION_MADE') AND e.actor_id IS NOT NULL) AS answered_at
        FROM bookings b JOIN services s ON s.id = b.service_id
        WHERE ${scope} AND (b.created_at AT TIME ZONE ${zone}) >= ${start} AND (b.created_at AT TIME ZONE ${zone}) < ${end})
      SELECT count(*) AS requests,
        count(*) FILTER (WHERE accepted) AS accepted,
        count(*) FILTER (WHERE paid) AS paid,
        count(*) FILTER (WHERE paid AND status IN ${CHOSEN_STATUSES} AND end_date <= ${now.replace('T', ' ')}::timestamp) AS completed,
        count(*) FILTER (WHERE accepted AND status = 'CANCELLED') AS cancelled,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (answered_at - created_at)) / 60.0) AS median
      FROM asked`),
  );

  const accepted = Number(funnel?.accepted ?? 0);
  return {
    from: q.from,
    to: q.to,
    revenue: revenue.map((r) => ({ month: r.month, online: Number(r.online), counter: Number(r.counter) })),
    utilisation: cars.map((c) => {
      const booked = Math.round(Number(c.booked) * 100) / 100;
      return { carId: c.id, name: `${(c.custom_make || c.make).replace(/_/g, ' ')} ${c.model}`, bookedDays: booked, days, share: Math.round((booked / days) * 1000) / 1000 };
    }),
    funnel: { requests: Number(funnel?.requests ?? 0), accepted, paid: Number(funnel?.paid ?? 0), completed: Number(funnel?.completed ?? 0) },
    cancellationRate: accepted ? Math.round((Number(funnel!.cancelled) / accepted) * 1000) / 1000 : null,
    medianAnswerMinutes: funnel?.median === null || funnel?.median === undefined ? null : Math.round(Number(funnel.median)),
  };
}
