// Reading and changing one user's notifications. Every function is scoped to the actor's own rows:
// another user's notification is simply not found.
import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { NotificationFetchType } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import { notifications } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { presentNotification, toChannelMessage } from './service.js';

/** The bell shows the newest ones; older notifications stay in the database until cleared. */
export const LIST_LIMIT = 100;

function scope(actor: Pick<Actor, 'id'>, type: NotificationFetchType): SQL {
  const own = eq(notifications.userId, actor.id);
  if (type === 'all') return own;
  return and(own, eq(notifications.audience, type === 'user' ? 'CUSTOMER' : 'VENDOR'))!;
}

export async function listNotifications(ctx: AppContext, actor: Pick<Actor, 'id'>, type: NotificationFetchType) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(scope(actor, type))
    .orderBy(desc(notifications.seq))
    .limit(LIST_LIMIT);
  return rows.map(presentNotification);
}

export async function countUnread(ctx: AppContext, actor: Pick<Actor, 'id'>, type: NotificationFetchType) {
  const [row] = await ctx.db
    .select({ count: count() })
    .from(notifications)
    .where(and(scope(actor, type), eq(notifications.read, false)));
  return { count: Number(row?.count ?? 0) };
}

export async function markRead(ctx: AppContext, actor: Pick<Actor, 'id'>, id: string) {
  const [row] = await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
    .returning();
  if (!row) throw notFound('Notification');
  return presentNotification(row);
}

export async function clearNotifications(ctx: AppContext, actor: Pick<Actor, 'id'>, type: NotificationFetchType) {
  const removed = await ctx.db.delete(notifications).where(scope(actor, type)).returning({ id: notifications.id });
  return { cleared: removed.length };
}

/** What a reconnecting stream missed: the user's notifications after `afterSeq`, oldest first. */
export async function notificationsAfter(ctx: AppContext, userId: string, afterSeq: number) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, afterSeq)))
    .orderBy(asc(notifications.seq))
    .limit(LIST_LIMIT);
  return rows.map(toChannelMessage);
}
