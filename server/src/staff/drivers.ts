// Drivers (decision 0039): an agent or manager assigns a driver of the company to a with-driver
// booking before pickup; a driver is never on two overlapping trips or working on a day off, which
// the database holds (`driver_holds`' exclusion constraint), whatever the code does.
import { sql } from 'drizzle-orm';
import { assignDriverSchema, dayOffSchema, RENTER_SHOWN_HOURS_BEFORE, type DriverTrip } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import { AppError, conflict, fromDatabaseError, invalidFields, notFound } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { isUuid } from '../http/ids.js';
import { auditBooking, auditCompany } from './audit.js';
import { mayActFor } from './policy.js';
import { contactDetailsPass } from '../bookings/policy.js';
import { wallClockNow } from './queries.js';

export interface AssignedDriver {
  staffId: string;
  name: string;
}

const driverBusy = () => conflict('errors.drivers.busy', 'DRIVER_BUSY');
const wall = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 19) : String(value).replace(' ', 'T').slice(0, 19));

/** A live driver of `vendorId` covering `serviceId` (null when `staffId` is none). */
async function findDriver(db: DbOrTx, staffId: string, vendorId: string, serviceId: string | null) {
  if (!isUuid(staffId)) return undefined;
  const [driver] = rowsOf<{ id: string; user_id: string; name: string }>(
    await db.execute(sql`SELECT sm.id, sm.user_id, u.name FROM staff_members sm JOIN users u ON u.id = sm.user_id
      WHERE sm.id = ${staffId} AND sm.vendor_id = ${vendorId} AND sm.role = 'driver' AND sm.removed_at IS NULL
        ${serviceId ? sql`AND EXISTS (SELECT 1 FROM staff_member_services sms WHERE sms.staff_id = sm.id AND sms.service_id = ${serviceId})` : sql``}`),
  );
  return driver;
}

/** The driver assigned to a booking, for those who act for its company. */
export async function getBookingDriver(ctx: AppContext, actor: Actor, bookingId: string): Promise<AssignedDriver | null> {
  const booking = await bookingOf(ctx.db, bookingId, false);
  if (!booking || !mayActFor(actor, 'bookings', { vendorId: booking.vendor_id, serviceId: booking.service_id })) throw notFound('Booking');
  const [held] = rowsOf<{ staff_id: string; name: string }>(
    await ctx.db.execute(sql`SELECT h.staff_id, u.name FROM driver_holds h JOIN users u ON u.id = h.driver_id WHERE h.booking_id = ${bookingId}`),
  );
  return held ? { staffId: held.staff_id, name: held.name } : null;
}

interface BookingForDriver {
  id: string;
  status: string;
  trip_mode: string;
  start_date: unknown;
  end_date: unknown;
  service_id: string;
  vendor_id: string;
}

async function bookingOf(db: DbOrTx, bookingId: string, lock: boolean): Promise<BookingForDriver | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const [row] = rowsOf<BookingForDriver>(
    await db.execute(sql`SELECT b.id, b.status, b.trip_mode, b.start_date, b.end_date, b.service_id, s.vendor_id
      FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.id = ${bookingId} ${lock ? sql`FOR UPDATE OF b` : sql``}`),
  );
  return row;
}

/** PUT /bookings/{id}/driver: agents and managers of the booking's branch (and the owner). */
export async function assignDriver(ctx: AppContext, actor: Actor, bookingId: string, raw: { driverId: string }): Promise<AssignedDriver> {
  const input = parseInput(assignDriverSchema, raw);
  return ctx.transaction(async (tx) => {
    const booking = await bookingOf(tx, bookingId, true);
    const thing = booking && { vendorId: booking.vendor_id, serviceId: booking.service_id };
    if (!booking || !thing || !mayActFor(actor, 'bookings', thing)) throw notFound('Booking');
    if (!mayActFor(actor, 'drivers', thing)) throw new AppError(403, 'FORBIDDEN', 'errors.staff.notAllowed');
    if (booking.trip_mode !== 'with_driver') throw conflict('errors.drivers.withoutDriver', 'SELF_DRIVE');
    if (booking.status !== 'ACCEPTED' && booking.status !== 'CONFIRMED') throw conflict('errors.drivers.notOpen', 'BOOKING_NOT_OPEN');
    if (wallClockNow(ctx) >= wall(booking.start_date)) throw conflict('errors.drivers.tooLate', 'TRIP_STARTED');
    const driver = await findDriver(tx, input.driverId, booking.vendor_id, booking.service_id);
    if (!driver) throw invalidFields({ driverId: 'errors.drivers.notDriver' });
    await tx.execute(sql`DELETE FROM driver_holds WHERE booking_id = ${booking.id}`);
    await ctx.events
      .savepoint(tx, (sp) =>
        sp.execute(sql`INSERT INTO driver_holds (driver_id, staff_id, vendor_id, booking_id, period, assigned_by)
          VALUES (${driver.user_id}, ${driver.id}, ${booking.vendor_id}, ${booking.id}, tsrange(${wall(booking.start_date)}::timestamp, ${wall(booking.end_date)}::timestamp, '[)'), ${actor.id})`),
      )
      .catch((error: unknown) => {
        throw fromDatabaseError(error, { exclusion: driverBusy() }) ?? error;
      });
    await auditBooking(tx, booking.id, { actorId: actor.id, action: 'driver.assigned', subject: 'driver', subjectId: booking.id, details: { driver: driver.name, staffId: driver.id } });
    return { staffId: driver.id, name: driver.name };
  });
}

/** POST /vendor/staff/{staffId}/days-off: whole days, a block under the same constraint as trips. */
export async function addDaysOff(ctx: AppContext, actor: Actor, staffId: string, raw: { from: string; to: string }): Promise<void> {
  const input = parseInput(dayOffSchema, raw);
  await ctx.transaction(async (tx) => {
    const [member] = isUuid(staffId)
      ? rowsOf<{ id: string; vendor_id: string; user_id: string | null; role: string }>(
          await tx.execute(sql`SELECT id, vendor_id, user_id, role FROM staff_members WHERE id = ${staffId} AND removed_at IS NULL`),
        )
      : [];
    if (!member || !mayActFor(actor, 'drivers', { vendorId: member.vendor_id, company: true })) throw new AppError(404, 'NOT_FOUND', 'errors.staff.notFound');
    if (member.role !== 'driver' || !member.user_id) throw invalidFields({ staffId: 'errors.drivers.notDriver' });
    await ctx.events
      .savepoint(tx, (sp) =>
        sp.execute(sql`INSERT INTO driver_holds (driver_id, staff_id, vendor_id, period, assigned_by)
          VALUES (${member.user_id}, ${member.id}, ${member.vendor_id}, tsrange(${input.from}::date::timestamp, (${input.to}::date + 1)::timestamp, '[)'), ${actor.id})`),
      )
      .catch((error: unknown) => {
        throw fromDatabaseError(error, { exclusion: driverBusy() }) ?? error;
      });
    await auditCompany(tx, member.vendor_id, { actorId: actor.id, action: 'driver.day_off', subject: 'driver', subjectId: member.id, details: { from: input.from, to: input.to } });
  });
}


/** GET /driver/trips: the caller's trips not yet over (today's and the next), soonest first. */
export async function driverTrips(ctx: AppContext, actor: Actor): Promise<DriverTrip[]> {
  const now = wallClockNow(ctx);
  const rows = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`SELECT b.id, b.status, b.start_date, b.end_date, c.make, c.custom_make, c.model, c.color,
        s.name AS service_name, s.address_line1, s.city, cu.name AS renter_name, cu.phone AS renter_phone,
        (${now}::timestamp >= b.start_date - make_interval(hours => ${RENTER_SHOWN_HOURS_BEFORE})) AS renter_shown,
        (b.status IN ('CONFIRMED', 'IN_PROGRESS', 'COMPLETED') OR EXISTS (
          SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'CONFIRMED')) AS ever_confirmed
      FROM driver_holds h
      JOIN staff_members sm ON sm.id = h.staff_id AND sm.removed_at IS NULL
      JOIN bookings b ON b.id = h.booking_id
      JOIN cars c ON c.id = b.car_id
      JOIN services s ON s.id = b.service_id
      JOIN users cu ON cu.id = b.customer_id
      WHERE h.driver_id = ${actor.id} AND b.end_date > ${now}::timestamp
      ORDER BY b.start_date LIMIT 20`),
  );
  return rows.map((r) => ({
    bookingId: String(r.id),
    status: String(r.status),
    startDate: wall(r.start_date),
    endDate: wall(r.end_date),
    car: { make: String(r.custom_make || r.make), model: String(r.model), color: String(r.color) },
    pickup: { serviceName: String(r.service_name), addressLine1: String(r.address_line1), city: String(r.city) },
    // The renter's phone follows the one rule for contact details (decision 0046): once paid.
    renter: r.renter_shown
      ? { name: String(r.renter_name), phone: contactDetailsPass(Boolean(r.ever_confirmed)) ? ((r.renter_phone as string | null) ?? null) : null }
      : null,
  }));
}

/** GET /vendor/drivers: the drivers the caller may assign (their company's, or their branches'). */
export async function assignableDrivers(ctx: AppContext, actor: Actor): Promise<{ staffId: string; name: string; serviceIds: string[] }[]> {
  const branches = actor.staff.filter((m) => m.role === 'manager' || m.role === 'agent').flatMap((m) => m.serviceIds);
  const owner = actor.roles.includes('VENDOR');
  if (!owner && branches.length === 0) return [];
  const rows = rowsOf<{ id: string; name: string; service_ids: string[] | string }>(
    await ctx.db.execute(sql`SELECT sm.id, u.name, array_agg(sms.service_id::text ORDER BY sms.service_id) AS service_ids
      FROM staff_members sm JOIN users u ON u.id = sm.user_id JOIN staff_member_services sms ON sms.staff_id = sm.id
      WHERE sm.role = 'driver' AND sm.removed_at IS NULL
        AND (${owner ? sql`sm.vendor_id = ${actor.id}` : sql`false`}
          ${branches.length ? sql`OR sms.service_id IN (${sql.join(branches.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``})
      GROUP BY sm.id, u.name ORDER BY u.name`),
  );
  const ids = (v: string[] | string) => (Array.isArray(v) ? v : v.replace(/[{}]/g, '').split(',').filter(Boolean));
  return rows.map((r) => ({ staffId: r.id, name: r.name, serviceIds: ids(r.service_ids) }));
}

/** Whether `userId` is the live driver assigned to the booking (a driver acts on their own trips only). */
export async function isAssignedDriver(db: DbOrTx, userId: string, bookingId: string): Promise<boolean> {
  if (!isUuid(bookingId)) return false;
  const rows = rowsOf(
    await db.execute(sql`SELECT 1 FROM driver_holds h JOIN staff_members sm ON sm.id = h.staff_id
      WHERE h.booking_id = ${bookingId} AND h.driver_id = ${userId} AND sm.removed_at IS NULL`),
  );
  return rows.length > 0;
}
