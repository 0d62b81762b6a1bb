// An admin deletes an account. In one transaction: the user's open bookings (as customer, and
// those of their services as vendor) are cancelled with a history row and a notice to the other
// party, their services and cars are soft-deleted, their ID documents removed, and the user row
// is anonymised into a tombstone (past bookings keep their foreign keys). Document files are
// deleted once the transaction has committed, so a rollback never loses a file.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { composeCarName } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { bookingEvents, bookings, cars, emailTokens, idDocuments, notifications, services, users } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';

/** Bookings that are still in play; the others (done, paid, refused) are history and stay. */
const OPEN_STATUSES = ['PENDING', 'ACCEPTED', 'SUGGESTION_MADE'];

const readable = (local: string) => local.replace(' ', 'T').slice(0, 16).replace('T', ' ');

async function cancelOpenBookings(tx: Tx, userId: string, adminId: string) {
  const ownServices = tx.select({ id: services.id }).from(services).where(eq(services.vendorId, userId));
  const open = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      customerId: bookings.customerId,
      vendorId: services.vendorId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      make: cars.make,
      customMake: cars.customMake,
      model: cars.model,
      year: cars.year,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(
      and(
        inArray(bookings.status, OPEN_STATUSES),
        or(eq(bookings.customerId, userId), inArray(bookings.serviceId, ownServices)),
      ),
    )
    .for('update', { of: bookings });
  if (open.length === 0) return 0;
  await tx
    .update(bookings)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(inArray(bookings.id, open.map((b) => b.id)));
  await tx.insert(bookingEvents).values(
    open.map((b) => ({
      bookingId: b.id,
      actorId: adminId,
      action: 'cancel',
      fromStatus: b.status,
      toStatus: 'CANCELLED',
      details: { reason: 'account-deleted' },
    })),
  );
  const notices = open
    .map((b) => {
      const asCustomer = b.customerId === userId;
      const recipient = asCustomer ? b.vendorId : b.customerId;
      if (recipient === userId) return null;
      const car = composeCarName(b);
      const who = asCustomer ? "the customer's" : "the vendor's";
      return {
        userId: recipient,
        bookingId: b.id,
        audience: asCustomer ? 'VENDOR' : 'CUSTOMER',
        kind: 'booking.cancelled',
        message: `Your booking of ${car} from ${readable(b.startDate)} to ${readable(b.endDate)} was cancelled: ${who} account was closed.`,
      };
    })
    .filter((n) => n !== null);
  if (notices.length > 0) await tx.insert(notifications).values(notices);
  return open.length;
}

export async function deleteUser(ctx: AppContext, admin: { id: string }, userId: string): Promise<void> {
  if (userId === admin.id) throw conflict('You cannot delete your own account', 'CANNOT_DELETE_SELF');
  const documentKeys = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update')
      .limit(1);
    if (!user) throw notFound('User');

    await cancelOpenBookings(tx, userId, admin.id);

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
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        email: `deleted-${userId}@deleted.invalid`,
        phone: '',
        passwordHash: null,
        googleSub: null,
        roles: ['CUSTOMER'],
        emailVerified: false,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    return documents.map((d) => d.key);
  });
  for (const key of documentKeys) {
    await ctx.storage.delete(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'could not delete an ID document file'));
  }
}
