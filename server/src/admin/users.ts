// The admins' view of accounts, and the changes only they make: roles and document statuses.
// Every rule is checked here, whatever the screens show: no removing the last admin.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserSummary, DocumentState, DocumentStatus, Role } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { closeStreamsOf, notificationHubOf } from '../notifications/index.js';
import { idDocuments, users } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { documentsOf, presentDocument } from '../users/index.js';

type UserRow = typeof users.$inferSelect;

function summary(user: UserRow, latestStatus: string | null): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: user.roles,
    emailVerified: user.emailVerified,
    idVerified: latestStatus === 'APPROVED',
    documentStatus: (latestStatus ?? 'NOT_UPLOADED') as DocumentState,
    suspended: !!user.suspendedAt,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(ctx: AppContext): Promise<AdminUserSummary[]> {
  const rows = await ctx.db.select().from(users).where(isNull(users.deletedAt)).orderBy(asc(users.createdAt), asc(users.id));
  if (rows.length === 0) return [];
  const latest = await ctx.db
    .selectDistinctOn([idDocuments.userId], { userId: idDocuments.userId, status: idDocuments.verificationStatus })
    .from(idDocuments)
    .where(inArray(idDocuments.userId, rows.map((u) => u.id)))
    .orderBy(idDocuments.userId, desc(idDocuments.uploadedOn), desc(idDocuments.id));
  const statusOf = new Map(latest.map((l) => [l.userId, l.status]));
  return rows.map((u) => summary(u, statusOf.get(u.id) ?? null));
}

export async function getUser(ctx: AppContext, userId: string): Promise<AdminUser> {
  const [user] = await ctx.db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  if (!user) throw notFound('User');
  const documents = await documentsOf(ctx, user.id);
  return {
    ...summary(user, documents[0]?.verificationStatus ?? null),
    idDocuments: await Promise.all(documents.map((d) => presentDocument(ctx, d))),
  };
}

/**
 * Locks every admin row (so that two admins demoting or suspending each other at once cannot both
 * succeed) and the target's; answers whether the target is the only admin still active.
 */
async function lockAdminsAndTarget(tx: Tx, userId: string) {
  const admins = await tx
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(sql`'ADMIN' = ANY(${users.roles})`, isNull(users.deletedAt)))
    .for('update');
  const [target] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
  if (!target) throw notFound('User');
  const active = admins.filter((a) => !a.suspendedAt);
  return { isLastActiveAdmin: active.length <= 1 && active.some((a) => a.id === userId) };
}

export async function updateRoles(ctx: AppContext, userId: string, roles: Role[]): Promise<AdminUser> {
  await ctx.transaction(async (tx) => {
    const { isLastActiveAdmin } = await lockAdminsAndTarget(tx, userId);
    if (isLastActiveAdmin && !roles.includes('ADMIN')) {
      throw conflict('errors.admin.lastAdminRole', 'LAST_ADMIN');
    }
    await tx.update(users).set({ roles, updatedAt: sql`now()` }).where(eq(users.id, userId));
  });
  return getUser(ctx, userId);
}

/**
 * Suspends an account or lifts its suspension. A suspension is not a role, so switching modes
 * cannot undo it; the account's tokens stop working on the next request (the actor check) and
 * its open notification streams are closed.
 */
export async function setSuspension(ctx: AppContext, userId: string, suspended: boolean): Promise<AdminUser> {
  await ctx.transaction(async (tx) => {
    const { isLastActiveAdmin } = await lockAdminsAndTarget(tx, userId);
    if (suspended && isLastActiveAdmin) throw conflict('errors.admin.lastAdminSuspend', 'LAST_ADMIN');
    await tx
      .update(users)
      .set({ suspendedAt: suspended ? sql`coalesce(${users.suspendedAt}, now())` : null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (suspended) await closeStreamsOf(ctx, userId, tx);
  });
  // This instance's streams end at once; the others' when the message above reaches them.
  if (suspended) notificationHubOf(ctx)?.closeUser(userId);
  return getUser(ctx, userId);
}

export async function updateDocumentStatuses(
  ctx: AppContext,
  admin: { id: string },
  userId: string,
  changes: Array<{ id: string; verificationStatus: DocumentStatus }>,
): Promise<AdminUser> {
  await ctx.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!target) throw notFound('User');
    for (const change of changes) {
      const updated = await tx
        .update(idDocuments)
        .set({ verificationStatus: change.verificationStatus, reviewedAt: sql`now()`, reviewedBy: admin.id })
        .where(and(eq(idDocuments.id, change.id), eq(idDocuments.userId, userId)))
        .returning({ id: idDocuments.id });
      if (updated.length === 0) throw notFound('Document');
    }
  });
  return getUser(ctx, userId);
}
