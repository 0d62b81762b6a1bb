// Reads of the messages feature: a conversation's booking and parties, pages of messages, the
// caller's conversations with unread counts.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { composeCarName, MESSAGE_PAGE_SIZE, type BookingStatus, type CarMake } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { bookingEvents, bookings, conversationReads, messages, services, users } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';
import { isUuid } from '../http/ids.js';
import type { MessageRow } from './presenter.js';

export interface ConversationBooking {
  id: string;
  status: BookingStatus;
  customerId: string;
  vendorId: string;
  serviceId: string;
  /** Whether the booking ever reached CONFIRMED (contact details pass from then on). */
  everConfirmed: boolean;
}

const everConfirmed = sql<boolean>`EXISTS (
  SELECT 1 FROM ${bookingEvents} WHERE ${bookingEvents.bookingId} = ${bookings.id} AND ${bookingEvents.toStatus} = 'CONFIRMED'
)`;

export async function findConversationBooking(db: DbOrTx, bookingId: string): Promise<ConversationBooking | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status, customerId: bookings.customerId, vendorId: services.vendorId, serviceId: bookings.serviceId, everConfirmed })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, everConfirmed: row.status === 'CONFIRMED' || Boolean(row.everConfirmed) };
}

/** Up to a page of messages before `beforeSeq` (all when null), oldest first, and whether more exist. */
export async function messagePage(db: DbOrTx, bookingId: string, beforeSeq: number | null) {
  const rows = await db
    .select({ id: messages.id, seq: messages.seq, bookingId: messages.bookingId, senderId: messages.senderId, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.bookingId, bookingId), beforeSeq === null ? undefined : lt(messages.seq, beforeSeq)))
    .orderBy(desc(messages.seq))
    .limit(MESSAGE_PAGE_SIZE + 1);
  const hasMore = rows.length > MESSAGE_PAGE_SIZE;
  return { rows: rows.slice(0, MESSAGE_PAGE_SIZE).reverse(), hasMore };
}

/** The seq of a message of this booking, or undefined. */
export async function seqOfMessage(db: DbOrTx, bookingId: string, messageId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.bookingId, bookingId), eq(messages.id, messageId)))
    .limit(1);
  return row?.seq;
}

export async function unreadCountIn(db: DbOrTx, bookingId: string, userId: string): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      SELECT count(*) AS n FROM ${messages} m
      WHERE m.booking_id = ${bookingId} AND m.sender_id <> ${userId}
        AND m.seq > COALESCE((SELECT read_through FROM ${conversationReads} r WHERE r.booking_id = ${bookingId} AND r.user_id = ${userId}), 0)`),
  );
  return Number(rows[0]?.n ?? 0);
}

export interface ConversationRow {
  bookingId: string;
  status: BookingStatus;
  customerId: string;
  vendorId: string;
  everConfirmed: boolean;
  car: { id: string; name: string; coverImageUrl: string | null };
  otherParty: { id: string; name: string };
  last: MessageRow;
  unread: number;
}

/**
 * The caller's conversations that have at least one message, latest first: as the customer, and
 * as the vendor when `asVendor` (the VENDOR role).
 */
/**
 * The caller's conversations: as the customer, as the owner of the service (`asVendor`), and as
 * staff of the services in `staffServiceIds` (managers and agents: the company's conversations).
 */
export async function conversationsOf(db: DbOrTx, userId: string, asVendor: boolean, staffServiceIds: readonly string[] = []): Promise<ConversationRow[]> {
  const asStaff = staffServiceIds.length ? sql`OR b.service_id IN (${sql.join(staffServiceIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT b.id AS booking_id, b.status, b.customer_id, s.vendor_id,
        c.id AS car_id, c.name AS car_name, c.make, c.custom_make, c.model, c.year,
        (SELECT ci.url FROM car_images ci WHERE ci.car_id = c.id ORDER BY ci.position LIMIT 1) AS cover,
        cu.name AS customer_name, v.name AS vendor_name,
        lm.id AS m_id, lm.sender_id AS m_sender, lm.body AS m_body, lm.created_at AS m_created,
        (SELECT count(*) FROM messages m WHERE m.booking_id = b.id AND m.sender_id <> ${userId}
           AND m.seq > COALESCE(r.read_through, 0)) AS unread,
        (b.status = 'CONFIRMED' OR EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'CONFIRMED')) AS ever_confirmed
      FROM bookings b
      JOIN services s ON s.id = b.service_id
      JOIN cars c ON c.id = b.car_id
      JOIN users cu ON cu.id = b.customer_id
      JOIN users v ON v.id = s.vendor_id
      JOIN LATERAL (SELECT * FROM messages m WHERE m.booking_id = b.id ORDER BY m.seq DESC LIMIT 1) lm ON true
      LEFT JOIN conversation_reads r ON r.booking_id = b.id AND r.user_id = ${userId}
      WHERE b.customer_id = ${userId} OR (${asVendor} AND s.vendor_id = ${userId}) ${asStaff}
      ORDER BY lm.seq DESC
      LIMIT 200`),
  );
  return rows.map((r) => {
    const customerId = String(r.customer_id);
    const isCustomer = customerId === userId;
    return {
      bookingId: String(r.booking_id),
      status: r.status as BookingStatus,
      customerId,
      vendorId: String(r.vendor_id),
      everConfirmed: Boolean(r.ever_confirmed),
      car: {
        id: String(r.car_id),
        name: String(r.car_name) || composeCarName({ make: r.make as CarMake, customMake: String(r.custom_make ?? ''), model: String(r.model), year: Number(r.year) }),
        coverImageUrl: (r.cover as string | null) ?? null,
      },
      otherParty: isCustomer ? { id: String(r.vendor_id), name: String(r.vendor_name) } : { id: customerId, name: String(r.customer_name) },
      last: { id: String(r.m_id), bookingId: String(r.booking_id), senderId: String(r.m_sender), body: String(r.m_body), createdAt: new Date(r.m_created as string) },
      unread: Number(r.unread),
    };
  });
}

/** A party who still has an account (deleted accounts are emailed nothing). */
export async function liveUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && !row.deletedAt ? row : undefined;
}
