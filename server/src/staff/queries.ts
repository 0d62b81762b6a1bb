// Reads of the staff feature: the owner's staff list, the caller's invitations and memberships.
import { sql } from 'drizzle-orm';
import { nowInZone, type AuditEntry, type AuditQuery, type MyMembership, type StaffInvitation, type StaffMember } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';

/** The marketplace's wall clock now ("2030-01-10T10:00:00"). */
export const wallClockNow = (ctx: AppContext) => nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const servicesOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as { id: string; name: string }[];

const servicesJson = sql`(SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name), '[]'::json)
  FROM staff_member_services sms JOIN services s ON s.id = sms.service_id WHERE sms.staff_id = sm.id)`;

/** The owner's live members and open invitations (one when `staffId` is given), newest first. */
export async function listStaff(db: DbOrTx, vendorId: string, staffId?: string): Promise<StaffMember[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT sm.id, sm.role, sm.email, sm.phone, sm.invited_at, sm.accepted_at, u.name, ${servicesJson} AS services
      FROM staff_members sm LEFT JOIN users u ON u.id = sm.user_id
      WHERE sm.vendor_id = ${vendorId} AND sm.removed_at IS NULL ${staffId ? sql`AND sm.id = ${staffId}` : sql``}
      ORDER BY sm.invited_at DESC, sm.id`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    role: r.role as StaffMember['role'],
    status: r.accepted_at ? 'active' : 'invited',
    name: r.accepted_at ? String(r.name) : null,
    email: (r.email as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    services: servicesOf(r.services),
    invitedAt: iso(r.invited_at),
    acceptedAt: r.accepted_at ? iso(r.accepted_at) : null,
  }));
}

export async function listInvitations(db: DbOrTx, actor: Actor, match: ReturnType<typeof sql>): Promise<StaffInvitation[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT sm.id, sm.role, sm.invited_at, v.name AS company, ${servicesJson} AS services
      FROM staff_members sm JOIN users v ON v.id = sm.vendor_id
      WHERE ${match} ORDER BY sm.invited_at DESC`),
  );
  return rows.map((r) => ({ id: String(r.id), company: String(r.company), role: r.role as StaffInvitation['role'], services: servicesOf(r.services), invitedAt: iso(r.invited_at) }));
}

/** The companies the caller works for, as their actor carries them. */
export async function listMemberships(db: DbOrTx, actor: Actor): Promise<MyMembership[]> {
  if (actor.staff.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT sm.id, sm.role, v.name AS company, ${servicesJson} AS services
      FROM staff_members sm JOIN users v ON v.id = sm.vendor_id
      WHERE sm.user_id = ${actor.id} AND sm.removed_at IS NULL ORDER BY v.name`),
  );
  return rows.map((r) => ({ id: String(r.id), company: String(r.company), role: r.role as MyMembership['role'], services: servicesOf(r.services) }));
}

/**
 * The audit log the caller may read: the whole company's for its owner, the branches' for a
 * manager (decision 0039); filtered by who, what kind of record and the dates (marketplace days).
 * Newest first, at most 500 rows.
 */
export async function readAuditLog(ctx: AppContext, actor: Actor, query: AuditQuery, managedServiceIds: string[]): Promise<AuditEntry[]> {
  const owner = actor.roles.includes('VENDOR');
  const scope = sql.join(
    [
      ...(owner ? [sql`a.vendor_id = ${actor.id}`] : []),
      ...(managedServiceIds.length ? [sql`a.service_id IN (${sql.join(managedServiceIds.map((id) => sql`${id}::uuid`), sql`, `)})`] : []),
    ],
    sql` OR `,
  );
  const zone = ctx.config.TIME_ZONE;
  const filters = [
    query.actorId ? sql`AND a.actor_id = ${query.actorId}` : sql``,
    query.subject ? sql`AND a.subject_type = ${query.subject}` : sql``,
    query.serviceId ? sql`AND a.service_id = ${query.serviceId}` : sql``,
    query.from ? sql`AND a.at >= (${query.from}::date)::timestamp AT TIME ZONE ${zone}` : sql``,
    query.to ? sql`AND a.at < (${query.to}::date + 1)::timestamp AT TIME ZONE ${zone}` : sql``,
  ];
  const rows = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`SELECT a.id, a.at, a.actor_id, a.actor_role, a.action, a.subject_type, a.subject_id, a.service_id, a.details, u.name AS actor_name
      FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE (${scope}) ${sql.join(filters, sql` `)}
      ORDER BY a.at DESC, a.id DESC LIMIT 500`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: iso(r.at),
    actor: { id: (r.actor_id as string | null) ?? null, name: (r.actor_name as string | null) ?? null, role: r.actor_role as AuditEntry['actor']['role'] },
    action: String(r.action),
    subject: r.subject_type as AuditEntry['subject'],
    subjectId: (r.subject_id as string | null) ?? null,
    serviceId: (r.service_id as string | null) ?? null,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as AuditEntry['details'],
  }));
}
