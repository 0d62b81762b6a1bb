// Reads of the dashboards (issue 34): the plain facts `vendorAnalytics` and `adminAnalytics`
// (shared/src/analytics.ts) compute every figure from. Instants become wall-clock readings in the
// marketplace's zone here, once.
import { sql } from 'drizzle-orm';
import {
  composeCarName,
  nowInZone,
  type AdminAnalyticsInput,
  type AnalyticsQuery,
  type BookingFact,
  type BookingStatus,
  type CarFact,
  type CarMake,
  type MoneyFact,
  type MoneyRowKind,
  type MoneyVia,
  type RatingFact,
} from '@carrental/shared';
import type { AppContext } from '../context.js';
import { rowsOf } from '../db/sql.js';

const wall = (ctx: AppContext, ms: number | string) => nowInZone(ctx.config.TIME_ZONE, new Date(Number(ms)));
/** The period as instants, a day either side, so that no reading in the zone is missed; the pure functions cut it exactly. */
const bounds = (q: AnalyticsQuery) => ({ lo: `${q.from}T00:00:00Z`, hi: `${q.to}T23:59:59Z` });

export interface VendorFacts {
  services: Array<{ id: string; name: string }>;
  cars: CarFact[];
  bookings: BookingFact[];
  money: MoneyFact[];
  ratings: RatingFact[];
}

/** The services of a vendor, every one or the one asked for. */
/** The live services of an owner's company (`vendorId`) and the branches a manager covers. */
export async function servicesOf(ctx: AppContext, vendorId: string | null, managedIds: readonly string[] = []) {
  const scope = [
    ...(vendorId ? [sql`vendor_id = ${vendorId}`] : []),
    ...(managedIds.length ? [sql`id IN (${sql.join(managedIds.map((id) => sql`${id}::uuid`), sql`, `)})`] : []),
  ];
  if (scope.length === 0) return [];
  return rowsOf<{ id: string; name: string }>(
    await ctx.db.execute(sql`SELECT id, name FROM services WHERE (${sql.join(scope, sql` OR `)}) AND deleted_at IS NULL ORDER BY name, id`),
  );
}

export async function vendorFacts(ctx: AppContext, serviceIds: string[], q: AnalyticsQuery): Promise<Omit<VendorFacts, 'services'>> {
  if (serviceIds.length === 0) return { cars: [], bookings: [], money: [], ratings: [] };
  const ids = sql.join(serviceIds.map((id) => sql`${id}::uuid`), sql`, `);
  const { lo, hi } = bounds(q);
  const cars = rowsOf<{ id: string; make: CarMake; custom_make: string; model: string; year: number; name: string }>(
    await ctx.db.execute(sql`SELECT id, make, custom_make, model, year, name FROM cars WHERE service_id IN (${ids}) AND deleted_at IS NULL`),
  );
  // Requests made in the period, and trips that overlap it (their days count as booked).
  const bookings = rowsOf<{
    id: string;
    car_id: string;
    status: BookingStatus;
    start_date: string;
    end_date: string;
    created_ms: string;
    total_amount: number;
    answered_ms: string | null;
    ever_accepted: boolean;
    ever_paid: boolean;
    cancelled_by: 'CUSTOMER' | 'VENDOR' | 'OTHER' | null;
  }>(
    await ctx.db.execute(sql`
      SELECT b.id, b.car_id, b.status, b.start_date::text AS start_date, b.end_date::text AS end_date, b.total_amount,
             extract(epoch FROM b.created_at) * 1000 AS created_ms,
             (SELECT extract(epoch FROM min(e.created_at)) * 1000 FROM booking_events e
               WHERE e.booking_id = b.id AND e.action IN ('accept', 'reject', 'suggest-changes')) AS answered_ms,
             EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'ACCEPTED') AS ever_accepted,
             EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'CONFIRMED') AS ever_paid,
             (SELECT CASE WHEN e.actor_id = b.customer_id THEN 'CUSTOMER' WHEN e.actor_id = s.vendor_id THEN 'VENDOR' ELSE 'OTHER' END
                FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'CANCELLED' ORDER BY e.id LIMIT 1) AS cancelled_by
      FROM bookings b JOIN services s ON s.id = b.service_id
      WHERE b.service_id IN (${ids})
        AND ((b.created_at >= ${lo}::timestamptz - interval '1 day' AND b.created_at <= ${hi}::timestamptz + interval '1 day')
             OR (b.start_date < (${q.to}::date + 1) AND b.end_date > ${q.from}::date))`),
  );
  const bookingIds = bookings.map((b) => b.id);
  const money =
    bookingIds.length === 0
      ? []
      : rowsOf<{ booking_id: string; kind: MoneyRowKind; via: MoneyVia; amount: number; at_ms: string }>(
          await ctx.db.execute(sql`
            SELECT m.booking_id, m.kind, m.via, m.amount, extract(epoch FROM m.created_at) * 1000 AS at_ms
            FROM booking_money m JOIN bookings b ON b.id = m.booking_id
            WHERE b.service_id IN (${ids})
              AND m.created_at >= ${lo}::timestamptz - interval '1 day' AND m.created_at <= ${hi}::timestamptz + interval '1 day'`),
        );
  const ratings = rowsOf<{ rating: number; at_ms: string }>(
    await ctx.db.execute(sql`
      SELECT r.rating, extract(epoch FROM r.created_at) * 1000 AS at_ms FROM reviews r
      WHERE r.service_id IN (${ids}) AND r.author_side = 'CUSTOMER' AND r.hidden_at IS NULL
        AND r.created_at >= ${lo}::timestamptz - interval '1 day' AND r.created_at <= ${hi}::timestamptz + interval '1 day'`),
  );
  return {
    cars: cars.map((c) => ({ id: c.id, name: c.name || composeCarName({ make: c.make, customMake: c.custom_make, model: c.model, year: c.year }) })),
    bookings: bookings.map((b) => ({
      id: b.id,
      carId: b.car_id,
      status: b.status,
      startDate: b.start_date.replace(' ', 'T').slice(0, 19),
      endDate: b.end_date.replace(' ', 'T').slice(0, 19),
      createdAt: wall(ctx, b.created_ms),
      totalAmount: b.total_amount,
      answeredAt: b.answered_ms === null ? null : wall(ctx, b.answered_ms),
      everAccepted: b.ever_accepted,
      everPaid: b.ever_paid,
      cancelledBy: b.cancelled_by,
    })),
    money: money.map((m) => ({ bookingId: m.booking_id, kind: m.kind, via: m.via, amount: m.amount, at: wall(ctx, m.at_ms) })),
    ratings: ratings.map((r) => ({ rating: r.rating, at: wall(ctx, r.at_ms) })),
  };
}

/** Half-hour buckets: fine enough for any zone's offset, coarse enough to count in the database. */
const BUCKET_SECONDS = 1800;

export async function adminFacts(ctx: AppContext, q: AnalyticsQuery): Promise<Omit<AdminAnalyticsInput, 'from' | 'to' | 'openDisputes' | 'overdueDeposits'>> {
  const { lo, hi } = bounds(q);
  const bookings = rowsOf<{ bucket: string; city: string; bookings: string; paid_value: string }>(
    await ctx.db.execute(sql`
      SELECT floor(extract(epoch FROM b.created_at) / ${BUCKET_SECONDS}) AS bucket, s.city, count(*) AS bookings,
             coalesce(sum(b.total_amount) FILTER (WHERE EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'CONFIRMED')), 0) AS paid_value
      FROM bookings b JOIN services s ON s.id = b.service_id
      WHERE b.created_at >= ${lo}::timestamptz - interval '1 day' AND b.created_at <= ${hi}::timestamptz + interval '1 day'
      GROUP BY 1, 2`),
  );
  const fees = rowsOf<{ bucket: string; amount: string }>(
    await ctx.db.execute(sql`
      SELECT floor(extract(epoch FROM created_at) / ${BUCKET_SECONDS}) AS bucket, sum(amount) AS amount FROM booking_money
      WHERE kind = 'platform_fee' AND created_at >= ${lo}::timestamptz - interval '1 day' AND created_at <= ${hi}::timestamptz + interval '1 day'
      GROUP BY 1`),
  );
  const listings = rowsOf<{ city: string; cars: string }>(
    await ctx.db.execute(sql`
      SELECT s.city, count(*) AS cars FROM cars c JOIN services s ON s.id = c.service_id
      WHERE c.deleted_at IS NULL AND s.deleted_at IS NULL GROUP BY s.city`),
  );
  const searches = rowsOf<{ day: string; searches: number }>(
    await ctx.db.execute(sql`SELECT day::text AS day, searches FROM search_counts WHERE day >= ${q.from}::date AND day <= ${q.to}::date`),
  );
  const dayOf = (bucket: string) => wall(ctx, Number(bucket) * BUCKET_SECONDS * 1000).slice(0, 10);
  return {
    bookings: bookings.map((b) => ({ day: dayOf(b.bucket), city: b.city, bookings: Number(b.bookings), paidValue: Number(b.paid_value) })),
    fees: fees.map((f) => ({ day: dayOf(f.bucket), amount: Number(f.amount) })),
    listings: listings.map((l) => ({ city: l.city, cars: Number(l.cars) })),
    searches: searches.map((s) => ({ day: s.day, count: s.searches })),
  };
}
