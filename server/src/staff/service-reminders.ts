// Service reminders every N km per car (issue 34, decision 0046). The interval is on the car's
// papers; the readings are the odometers of sealed handovers. When a sealed reading passes the next
// multiple of the interval that the car's earlier sealed readings had not reached, the owner and
// the managers of the car's branch are emailed, once per car and mark (claimed in
// `car_service_reminders`), in the sealing's own transaction.
import { sql } from 'drizzle-orm';
import { serviceMarkPassed } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import { say } from '../http/locale.js';
import { renderMail } from '../mail/mailer.js';

interface SealedReading {
  car_id: string;
  service_id: string;
  vendor_id: string;
  odometer_km: number;
  interval_km: number | null;
  previous_km: number | null;
  make: string;
  custom_make: string;
  model: string;
  registration_number: string | null;
}

/** The owner and the live, accepted managers covering the service: who is told a car needs a service. */
async function recipientsOf(tx: DbOrTx, vendorId: string, serviceId: string) {
  return rowsOf<{ id: string; email: string; locale: string | null; name: string }>(
    await tx.execute(sql`SELECT u.id, u.email, u.locale, u.name FROM users u WHERE u.id = ${vendorId} AND u.deleted_at IS NULL
      UNION
      SELECT u.id, u.email, u.locale, u.name FROM staff_members sm
        JOIN staff_member_services sms ON sms.staff_id = sm.id AND sms.service_id = ${serviceId}
        JOIN users u ON u.id = sm.user_id AND u.deleted_at IS NULL
        WHERE sm.vendor_id = ${vendorId} AND sm.role = 'manager' AND sm.removed_at IS NULL AND sm.accepted_at IS NOT NULL`),
  );
}

/** On `handover.sealed`: the reminder for the mark this reading passed, if any. Returns the mark reminded of. */
export async function remindServiceDue(ctx: AppContext, tx: DbOrTx, handoverId: string): Promise<number | null> {
  const [reading] = rowsOf<SealedReading>(
    await tx.execute(sql`SELECT b.car_id, b.service_id, s.vendor_id, h.odometer_km, p.service_interval_km AS interval_km,
        (SELECT max(e.odometer_km) FROM handovers e JOIN bookings eb ON eb.id = e.booking_id
          WHERE eb.car_id = b.car_id AND e.status = 'SEALED' AND e.id <> h.id) AS previous_km,
        c.make, c.custom_make, c.model, c.registration_number
      FROM handovers h JOIN bookings b ON b.id = h.booking_id JOIN services s ON s.id = b.service_id JOIN cars c ON c.id = b.car_id
      LEFT JOIN car_papers p ON p.car_id = b.car_id
      WHERE h.id = ${handoverId} AND h.status = 'SEALED'`),
  );
  if (!reading) return null;
  const previous = reading.previous_km === null ? null : Number(reading.previous_km);
  const mark = serviceMarkPassed(previous, Number(reading.odometer_km), reading.interval_km === null ? null : Number(reading.interval_km));
  if (mark === null) return null;
  const claimed = rowsOf(
    await tx.execute(sql`INSERT INTO car_service_reminders (car_id, mark_km, handover_id, odometer_km)
      VALUES (${reading.car_id}, ${mark}, ${handoverId}, ${reading.odometer_km}) ON CONFLICT DO NOTHING RETURNING car_id`),
  );
  if (claimed.length === 0) return null;
  const car = `${(reading.custom_make || reading.make).replace(/_/g, ' ')} ${reading.model}${reading.registration_number ? ` (${reading.registration_number})` : ''}`;
  for (const person of await recipientsOf(tx, reading.vendor_id, reading.service_id)) {
    const locale = person.locale === 'ur' ? 'ur' : 'en';
    const values = { car: { ltr: car }, mark, odometer: Number(reading.odometer_km), interval: Number(reading.interval_km) };
    const subject = say(locale, 'mail.serviceDue.subject', values);
    const { text, html } = renderMail({
      heading: subject,
      paragraphs: [say(locale, 'mail.hello', { name: person.name }), say(locale, 'mail.serviceDue.body', values)],
      action: { label: say(locale, 'mail.serviceDue.action'), url: `${ctx.config.publicUrl}/vendor/cars/${reading.car_id}/papers` },
      locale,
    });
    await ctx.mailer.enqueue({ to: person.email, subject, text, html }, tx);
  }
  return mark;
}
