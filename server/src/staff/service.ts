// Staff of a company (decision 0039): the owner invites by email or phone with a role and some of
// its services; the invitee, signed in to their own account, accepts; the owner removes a member,
// which ends the member's sessions and streams at once. Every change is in the audit log.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inviteStaffSchema, type InviteStaffInput, type StaffMember } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import { revokeSessions } from '../auth/index.js';
import type { DbOrTx } from '../db/client.js';
import { services, staffMembers, staffMemberServices, users } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';
import { AppError, conflict, forbidden, fromDatabaseError, invalidFields } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { say } from '../http/locale.js';
import { renderMail } from '../mail/mailer.js';
import { auditCompany } from './audit.js';
import { listStaff, wallClockNow } from './queries.js';

export const staffNotFound = () => new AppError(404, 'NOT_FOUND', 'errors.staff.notFound');

/** Only the owner (a vendor account) manages its staff. */
export function assertOwner(actor: Actor): void {
  if (!actor.roles.includes('VENDOR')) throw forbidden('errors.staff.ownerOnly');
}

export async function inviteStaff(ctx: AppContext, actor: Actor, raw: InviteStaffInput): Promise<StaffMember> {
  assertOwner(actor);
  const input = parseInput(inviteStaffSchema, raw);
  const serviceIds = [...new Set(input.serviceIds)];
  const email = input.email?.toLowerCase() ?? null;
  const phone = input.phone ?? null;
  const id = await ctx.transaction(async (tx) => {
    const [me] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, actor.id));
    if ((email && me?.email.toLowerCase() === email) || (phone && me?.phone === phone)) {
      throw invalidFields({ [email ? 'email' : 'phone']: 'errors.staff.selfInvite' });
    }
    const owned = await tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(and(inArray(services.id, serviceIds), eq(services.vendorId, actor.id), isNull(services.deletedAt)));
    if (owned.length !== serviceIds.length) throw invalidFields({ serviceIds: 'errors.staff.notYourService' });
    // Already a live member (by their account's email or verified phone)?
    const member = rowsOf(
      await tx.execute(sql`SELECT 1 FROM staff_members sm JOIN users u ON u.id = sm.user_id
        WHERE sm.vendor_id = ${actor.id} AND sm.removed_at IS NULL
          AND (${email}::text IS NOT NULL AND lower(u.email) = ${email} OR ${phone}::text IS NOT NULL AND u.phone = ${phone} AND u.phone_verified_at IS NOT NULL)
        LIMIT 1`),
    );
    if (member.length > 0) throw conflict('errors.staff.alreadyInvited', 'ALREADY_STAFF');
    const [row] = await ctx.events
      .savepoint(tx, (sp) => sp.insert(staffMembers).values({ vendorId: actor.id, email, phone, role: input.role }).returning({ id: staffMembers.id }))
      .catch((error: unknown) => {
        throw fromDatabaseError(error, { unique: conflict('errors.staff.alreadyInvited', 'ALREADY_STAFF') }) ?? error;
      });
    await tx.insert(staffMemberServices).values(serviceIds.map((serviceId) => ({ staffId: row!.id, serviceId })));
    await auditCompany(tx, actor.id, { actorId: actor.id, action: 'staff.invited', subject: 'staff', subjectId: row!.id, details: { role: input.role, to: email ?? phone } });
    await sendInvitation(ctx, tx, { email, phone, role: input.role, company: actor.name, services: owned.map((s) => s.name) });
    return row!.id;
  });
  void ctx.mailer.flush();
  const [member] = await listStaff(ctx.db, actor.id, id);
  return member!;
}

/**
 * The invitation's email: to the address invited, or to the account that verified the phone
 * invited (a number nobody verified yet sees the invitation once its owner signs in with it).
 */
async function sendInvitation(ctx: AppContext, tx: DbOrTx, invite: { email: string | null; phone: string | null; role: string; company: string; services: string[] }) {
  let to = invite.email;
  let locale = 'en' as 'en' | 'ur';
  const [account] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        invite.email ? sql`lower(${users.email}) = ${invite.email}` : and(eq(users.phone, invite.phone ?? ''), sql`${users.phoneVerifiedAt} IS NOT NULL`),
      ),
    )
    .limit(1);
  if (account) {
    to = account.email;
    locale = account.locale ?? 'en';
  }
  if (!to) return;
  const values = { company: invite.company, role: invite.role, services: invite.services.join(', ') };
  const { text, html } = renderMail({
    heading: say(locale, 'mail.staff.heading', values),
    paragraphs: [say(locale, 'mail.staff.body', values)],
    action: { label: say(locale, 'mail.staff.action'), url: `${ctx.config.publicUrl}/staff/invitations` },
    locale,
  });
  await ctx.mailer.enqueue({ to, subject: say(locale, 'mail.staff.subject', values), text, html }, tx);
}

/** The open invitations addressed to the caller: their email (verified) or verified phone. */
export const invitationMatch = (actor: Actor) => sql`sm.user_id IS NULL AND sm.removed_at IS NULL AND sm.vendor_id <> ${actor.id}
  AND EXISTS (SELECT 1 FROM users me WHERE me.id = ${actor.id} AND (
    (sm.email IS NOT NULL AND me.email_verified AND lower(me.email) = sm.email)
    OR (sm.phone IS NOT NULL AND me.phone_verified_at IS NOT NULL AND me.phone = sm.phone)))`;

export async function acceptInvitation(ctx: AppContext, actor: Actor, invitationId: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const [invitation] = rowsOf<{ id: string; vendor_id: string; role: string }>(
      await tx.execute(sql`SELECT sm.id, sm.vendor_id, sm.role FROM staff_members sm WHERE sm.id = ${invitationId} AND ${invitationMatch(actor)} FOR UPDATE`),
    );
    if (!invitation) throw staffNotFound();
    const updated = await ctx.events
      .savepoint(tx, (sp) =>
        sp
          .update(staffMembers)
          .set({ userId: actor.id, acceptedAt: ctx.clock.now() })
          .where(and(eq(staffMembers.id, invitation.id), isNull(staffMembers.userId), isNull(staffMembers.removedAt)))
          .returning({ id: staffMembers.id }),
      )
      .catch((error: unknown) => {
        throw fromDatabaseError(error, { unique: conflict('errors.staff.alreadyInvited', 'ALREADY_STAFF') }) ?? error;
      });
    if (updated.length === 0) throw staffNotFound();
    await auditCompany(tx, invitation.vendor_id, { actorId: actor.id, action: 'staff.joined', subject: 'staff', subjectId: invitation.id, details: { role: invitation.role } });
  });
}

/** Ends a membership (the row stays for the audit log); the member's sessions and streams end now. */
export async function removeStaff(ctx: AppContext, actor: Actor, staffId: string): Promise<void> {
  assertOwner(actor);
  await ctx.transaction(async (tx) => {
    const [removed] = await tx
      .update(staffMembers)
      .set({ removedAt: ctx.clock.now(), removedBy: actor.id })
      .where(and(eq(staffMembers.id, staffId), eq(staffMembers.vendorId, actor.id), isNull(staffMembers.removedAt)))
      .returning({ id: staffMembers.id, userId: staffMembers.userId, role: staffMembers.role });
    if (!removed) throw staffNotFound();
    // Trips not yet over and days off ahead are no longer theirs to drive.
    await tx.execute(sql`DELETE FROM driver_holds WHERE staff_id = ${removed.id} AND upper(period) > ${wallClockNow(ctx)}::timestamp`);
    if (removed.userId) await revokeSessions(ctx, removed.userId, tx);
    await auditCompany(tx, actor.id, { actorId: actor.id, action: 'staff.removed', subject: 'staff', subjectId: removed.id, details: { role: removed.role } });
  });
}
