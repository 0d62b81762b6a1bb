// An admin deletes an account. In one transaction: the account becomes an anonymised tombstone
// (past bookings keep their foreign keys), its open bookings (as customer, and those of its
// services as vendor) are cancelled by the system through the booking lifecycle, its services
// and cars are soft-deleted, and its ID documents removed. Because the cancellations are ordinary
// lifecycle transitions, the other party hears of them the usual way (notification, live stream,
// email) and a paid booking is refunded once the transaction has committed. Document files are
// deleted after commit too, so a rollback never loses a file.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { cars, emailTokens, idDocuments, notifications, services, users } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { cancelBookingsOfDeletedAccount } from '../bookings/service.js';
import { closeStreamsOf } from '../notifications/index.js';

export async function deleteUser(ctx: AppContext, admin: { id: string }, userId: string): Promise<void> {
  if (userId === admin.id) throw conflict('errors.users.deleteSelf', 'CANNOT_DELETE_SELF');
  const documentKeys = await ctx.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update')
      .limit(1);
    if (!user) throw notFound('User');

    // The tombstone first: a deleted account is told nothing about the cancellations below.
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        email: `deleted-${userId}@deleted.invalid`,
        phone: '',
        phoneVerifiedAt: null,
        passwordHash: null,
        googleSub: null,
        roles: ['CUSTOMER'],
        emailVerified: false,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await closeStreamsOf(ctx, userId, tx);

    await cancelBookingsOfDeletedAccount(ctx, tx, userId, admin.id);

    const ownServices = tx.select({ id: services.id }).from(services).where(eq(services.vendorId, userId));
    await tx
      .update(cars)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inArray(cars.serviceId, ownServices), isNull(cars.deletedAt)));
    await tx
      .update(services)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(services.vendorId, userId), isNull(services.deletedAt)));

    const documents = await tx.delete(idDocuments).where(eq(idDocuments.userId, userId)).returning({ key: idDocuments.storageKey });
    return documents.map((d) => d.key);
  });
  // Only once the deletion committed (its refunds and mails follow from its events).
  for (const key of documentKeys) {
    await ctx.storage.delete(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'could not delete an ID document file'));
  }
}
