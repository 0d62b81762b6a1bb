// Turns booking domain events into notification rows, queued emails and a stream message, all in
// the transaction that made the change: if the booking change rolls back, nobody hears of it; once
// it commits, PostgreSQL delivers the pg_notify to every app instance listening (see stream.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationAudience, NotificationStreamEvent } from '@carrental/shared';
import { renderMail, type MailMessage } from '../mail/mailer.js';
import { say } from '../http/locale.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { withCarAndService } from '../db/booking-joins.js';
import { bookings, cars, notifications, services, users } from '../db/schema.js';
import type { BookingEvent } from '../bookings/events.js';
import { mailOf, noticesFor, type BookingFacts, type Party } from './messages.js';

/** The PostgreSQL channel every instance listens on; the payload is a stream message (below). */
export const NOTIFICATION_CHANNEL = 'rw_notifications';

/** A stream message: the notification, its seq (the stream turns it into a cursor) and whom it is for. */
export type ChannelMessage = Omit<NotificationStreamEvent, 'cursor'> & { seq: number; userId: string };

/** A control message on the same channel: every instance ends this user's open streams. */
export interface CloseStreamsMessage {
  closeStreamsOf: string;
}

export const isCloseMessage = (message: unknown): message is CloseStreamsMessage =>
  typeof message === 'object' && message !== null && typeof (message as CloseStreamsMessage).closeStreamsOf === 'string';

/**
 * A live-only event for one user's streams (a chat message): written as `event: <live>` with no id,
 * so it is not replayed; what it carries can always be read again over the API.
 */
export interface LiveMessage {
  live: 'message';
  userId: string;
  data: unknown;
}

export const isLiveMessage = (message: unknown): message is LiveMessage =>
  typeof message === 'object' && message !== null && (message as LiveMessage).live === 'message' && typeof (message as LiveMessage).userId === 'string';

/**
 * Sends a live event to the user's streams on every instance; inside `tx` it is delivered only if
 * and when that transaction commits.
 */
export async function publishLive(tx: DbOrTx, userId: string, live: LiveMessage['live'], data: unknown): Promise<void> {
  const message: LiveMessage = { live, userId, data };
  await tx.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * Ends the user's notification streams on every instance (account suspended, deleted or its
 * sessions revoked); inside `tx` it happens only if and when that transaction commits.
 */
export async function closeStreamsOf(ctx: AppContext, userId: string, tx: DbOrTx = ctx.db): Promise<void> {
  const message: CloseStreamsMessage = { closeStreamsOf: userId };
  await tx.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(message)})`);
}

type NotificationRow = typeof notifications.$inferSelect;

export const presentNotification = (row: NotificationRow) => ({
  id: row.id,
  message: row.message,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
  bookingId: row.bookingId,
});

export const toChannelMessage = (row: NotificationRow): ChannelMessage => ({
  ...presentNotification(row),
  seq: row.seq,
  audience: row.audience,
  userId: row.userId,
});

/**
 * A notification that is not a booking status change (a reminder to review): the bell's row, the
 * live stream message and, when given, the email, all in `tx`.
 */
export async function notifyUser(
  ctx: AppContext,
  tx: DbOrTx,
  notice: { recipient: Party; audience: NotificationAudience; bookingId: string; kind: string; message: string; mail?: MailMessage },
): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: notice.recipient.id, bookingId: notice.bookingId, audience: notice.audience, kind: notice.kind, message: notice.message })
    .returning();
  await tx.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(toChannelMessage(row!))})`);
  if (notice.mail) await ctx.mailer.enqueue(notice.mail, tx);
}

/**
 * Tells one party of a booking in the app and by email (inside `tx`): the message, in their language,
 * is the notification and the mail's heading; the paragraphs follow it, then a button to the booking.
 */
export async function tellParty(
  ctx: AppContext,
  tx: DbOrTx,
  notice: { recipient: Party; audience: NotificationAudience; bookingId: string; kind: string; message: string; paragraphs: string[] },
): Promise<void> {
  const { recipient, bookingId, message, paragraphs, ...rest } = notice;
  const locale = recipient.locale ?? 'en';
  const action = { label: say(locale, 'mail.handover.open'), url: `${ctx.config.publicUrl}/bookingDetails/${bookingId}` };
  const { text, html } = renderMail({ heading: message, paragraphs, action, locale });
  await notifyUser(ctx, tx, { ...rest, recipient, bookingId, message, mail: { to: recipient.email, subject: message, text, html } });
}

/** Writes what one booking event tells whom; runs inside the event's transaction `tx`. */
export async function notifyBookingEvent(ctx: AppContext, event: BookingEvent, tx: DbOrTx): Promise<void> {
  const facts = await loadBookingFacts(tx, event.bookingId, event.booking);
  if (!facts) return;
  for (const notice of noticesFor(event, facts)) {
    if (notice.message !== null) {
      const [row] = await tx
        .insert(notifications)
        .values({ userId: notice.recipient.id, bookingId: facts.id, audience: notice.audience, kind: event.type, message: notice.message })
        .returning();
      // Delivered by PostgreSQL when (and only if) the transaction commits.
      await tx.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(toChannelMessage(row!))})`);
    }
    const mail = mailOf(notice, facts.id, ctx.config.publicUrl);
    if (mail) await ctx.mailer.enqueue(mail, tx);
  }
}

/** A booking's car, service, dates, money and parties, read in `tx` (other features' notices). */
export const bookingFactsOf = (tx: DbOrTx, bookingId: string) => loadBookingFacts(tx, bookingId);

async function loadBookingFacts(tx: DbOrTx, bookingId: string, booking?: BookingEvent['booking']): Promise<BookingFacts | null> {
  if (booking) {
    // The event carries the booking as the change left it: only its car and service are read.
    const [about] = await tx
      .select({ make: cars.make, customMake: cars.customMake, model: cars.model, year: cars.year, serviceName: services.name, vendorId: services.vendorId })
        .from(cars)
        .innerJoin(services, eq(services.id, booking.serviceId))
        .where(eq(cars.id, booking.carId))
        .limit(1);
    if (!about) return null;
    return factsOf({ ...booking, ...about }, tx);
  }
  const [row] = await withCarAndService(
    tx
      .select({
        id: bookings.id,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        customerId: bookings.customerId,
        make: cars.make,
        customMake: cars.customMake,
        model: cars.model,
        year: cars.year,
        serviceName: services.name,
        vendorId: services.vendorId,
        totalAmount: bookings.totalAmount,
        platformFeePercent: bookings.platformFeePercent,
        cancellationPolicy: bookings.cancellationPolicy,
        priceLines: bookings.priceLines,
      })
      .from(bookings)
      .$dynamic(),
    bookingId,
  );
  if (!row) return null;
  return factsOf(row, tx);
}

type FactsRow = Pick<NonNullable<BookingEvent['booking']>, 'id' | 'startDate' | 'endDate' | 'customerId' | 'totalAmount' | 'platformFeePercent' | 'cancellationPolicy' | 'priceLines'> & {
  make: string;
  customMake: string;
  model: string;
  year: number;
  serviceName: string;
  vendorId: string;
};

async function factsOf(row: FactsRow, tx: DbOrTx): Promise<BookingFacts> {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    car: { make: row.make, customMake: row.customMake, model: row.model, year: row.year },
    serviceName: row.serviceName,
    money: { totalAmount: row.totalAmount, platformFeePercent: row.platformFeePercent, cancellationPolicy: row.cancellationPolicy, priceLines: row.priceLines },
    customer: await loadParty(tx, row.customerId),
    vendor: await loadParty(tx, row.vendorId),
  };
}

/** A party who still has an account; a deleted account is told nothing. */
async function loadParty(tx: DbOrTx, userId: string): Promise<Party | null> {
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}
