// The company's audit log (decision 0039): who did what to its bookings, cars, money and staff.
// One row per act, written in the act's own transaction; the actor's role in the company is read
// in the same statement (owner, a member's role, the booking's customer, an admin, the system).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { AuditSubject } from '../db/schema.js';

export interface AuditAct {
  /** Who did it; null for the system (a payment provider, a job). */
  actorId: string | null;
  /** `subject.verb` in lower case (`booking.accepted`, `money.balance_paid`, `driver.assigned`). */
  action: string;
  subject: AuditSubject;
  subjectId: string | null;
  details?: Record<string, string | number | boolean | null>;
}

const roleOf = (actorId: string | null) => sql`CASE
  WHEN ${actorId}::uuid IS NULL THEN 'system'
  WHEN ${actorId}::uuid = s.vendor_id THEN 'owner'
  ELSE coalesce(
    (SELECT sm.role FROM staff_members sm WHERE sm.vendor_id = s.vendor_id AND sm.user_id = ${actorId}::uuid
       ORDER BY sm.removed_at IS NULL DESC, sm.accepted_at DESC LIMIT 1),
    (SELECT 'admin' FROM users u WHERE u.id = ${actorId}::uuid AND 'ADMIN' = any(u.roles)),
    'customer')
  END`;

const values = (act: AuditAct) => sql`${act.actorId}::uuid, ${roleOf(act.actorId)}, ${act.action}, ${act.subject}, ${act.subjectId}::uuid, ${JSON.stringify(act.details ?? {})}::jsonb`;

/** Records an act on a booking (the company and branch are the booking's service's). */
export async function auditBooking(tx: DbOrTx, bookingId: string, act: AuditAct): Promise<void> {
  await tx.execute(sql`INSERT INTO audit_log (vendor_id, service_id, actor_id, actor_role, action, subject_type, subject_id, details)
    SELECT s.vendor_id, s.id, ${values(act)}
    FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.id = ${bookingId}::uuid`);
}

/** Records an act on a service or one of its cars. */
export async function auditService(tx: DbOrTx, serviceId: string, act: AuditAct): Promise<void> {
  await tx.execute(sql`INSERT INTO audit_log (vendor_id, service_id, actor_id, actor_role, action, subject_type, subject_id, details)
    SELECT s.vendor_id, s.id, ${values(act)} FROM services s WHERE s.id = ${serviceId}::uuid`);
}

/** Records an act on the company itself (its staff). */
export async function auditCompany(tx: DbOrTx, vendorId: string, act: AuditAct): Promise<void> {
  await tx.execute(sql`INSERT INTO audit_log (vendor_id, service_id, actor_id, actor_role, action, subject_type, subject_id, details)
    SELECT s.vendor_id, NULL, ${values(act)} FROM (SELECT ${vendorId}::uuid AS vendor_id) s`);
}
