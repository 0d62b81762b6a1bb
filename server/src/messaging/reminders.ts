// Texts that can wait (issue 33): pickup reminders 24 h and 2 h before the start, the return
// reminder 2 h before the end, "deposit returned", and new messages as at most one digest an hour
// per booking and recipient. All go to a verified phone on the channels the recipient chose for the
// kind, in their language (or Roman Urdu), held through the quiet hours; a failed channel falls
// back to email only for the reminders (the notifications feature already mails the rest).
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { composeCarName, formatDateTime, formatPKR, MS_PER_DAY, nowInZone, parseLocalDateTime, wallClockOf, type Locale, type MessageKey, type TextKind } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { bookings, textDigests, textReminders, users } from '../db/schema.js';
import { literalList } from '../db/sql.js';
import { bookingFactsOf } from '../notifications/index.js';
import type { MoneyRecorded } from '../rental-money/events.js';
import type { MessageSent } from '../messages/events.js';
import { say } from '../http/locale.js';
import { queueText } from './outbox.js';
import { channelsFor } from './preferences.js';
import { sayRoman } from './roman-urdu.js';

type TextKey = Extract<MessageKey, `texting.${string}`>;
export type ReminderKind = 'pickup_24h' | 'pickup_2h' | 'return';

const HOUR = 3_600_000;
/** Statuses in which a trip is still to be picked up or returned (IN_PROGRESS once handovers exist). */
const LIVE_STATUSES = ['CONFIRMED', 'IN_PROGRESS'] as const;

interface TextFacts {
  bookingId: string;
  car: string;
  service: string;
  start: string;
  end: string;
}

/** Queues one text to a user on each channel they chose for `kind`; nothing without a verified phone. */
async function textUser(
  ctx: AppContext,
  tx: DbOrTx,
  userId: string,
  message: { kind: string; prefers: TextKind; key: TextKey; facts: TextFacts; values?: Record<string, string | number>; amount?: number; fallbackToMail: boolean },
): Promise<number> {
  const [to] = await tx
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt, locale: users.locale, roman: users.textRomanUrdu })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!to?.verifiedAt) return 0;
  const locale: Locale = to.locale ?? 'en';
  const dateLocale: Locale = to.roman ? 'en' : locale;
  const values = {
    car: message.facts.car,
    service: message.facts.service,
    start: formatDateTime(dateLocale, message.facts.start),
    end: formatDateTime(dateLocale, message.facts.end),
    link: `${ctx.config.publicUrl}/bookings/${message.facts.bookingId}`,
    ...message.values,
  };
  const body = to.roman
    ? sayRoman(message.key, { ...values, ...(message.amount !== undefined ? { amount: formatPKR(message.amount) } : {}) })
    : say(locale, message.key, { ...values, ...(message.amount !== undefined ? { amount: { price: message.amount } } : {}) });
  let queued = 0;
  for (const channel of await channelsFor(tx, userId, message.prefers)) {
    await queueText(ctx, tx, { userId, to: to.phone, channel, kind: message.kind, locale: to.roman ? 'roman' : locale, body, canWait: true, fallbackToMail: message.fallbackToMail });
    queued++;
  }
  return queued;
}

async function textFactsOf(tx: DbOrTx, bookingId: string) {
  const facts = await bookingFactsOf(tx, bookingId);
  if (!facts?.customer || !facts.vendor) return null;
  return {
    facts: { bookingId: facts.id, car: composeCarName(facts.car), service: facts.serviceName, start: facts.startDate, end: facts.endDate },
    customerId: facts.customer.id,
    vendorId: facts.vendor.id,
  };
}

/** Which reminder is due for a trip at wall-clock `now` (ms), or null. */
export function dueReminders(now: number, start: number, end: number): ReminderKind[] {
  const due: ReminderKind[] = [];
  if (start > now && start - now <= 2 * HOUR) due.push('pickup_2h');
  else if (start > now && start - now <= 24 * HOUR) due.push('pickup_24h');
  if (end > now && end - now <= 2 * HOUR && end - start > 2 * HOUR) due.push('return');
  return due;
}

const REMINDER_TEXT: Record<ReminderKind, TextKey> = {
  pickup_24h: 'texting.reminder.pickup_24h',
  pickup_2h: 'texting.reminder.pickup_2h',
  return: 'texting.reminder.return',
};

/**
 * The `messaging.reminders` job (every five minutes): each reminder that is due, once per booking
 * and kind (the `text_reminders` row is claimed in the transaction that queues the text).
 * Returns how many reminders it queued.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const nowWall = parseLocalDateTime(nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()))!;
  const horizon = wallClockOf(nowWall + MS_PER_DAY).replace('T', ' ');
  const from = wallClockOf(nowWall).replace('T', ' ');
  const candidates = await ctx.db
    .select({ id: bookings.id, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        sql`${bookings.status} IN ${literalList(LIVE_STATUSES)}`,
        sql`((${bookings.startDate} > ${from}::timestamp AND ${bookings.startDate} <= ${horizon}::timestamp) OR (${bookings.endDate} > ${from}::timestamp AND ${bookings.endDate} <= ${horizon}::timestamp))`,
      ),
    );
  let sent = 0;
  for (const booking of candidates) {
    const start = parseLocalDateTime(booking.startDate.replace(' ', 'T').slice(0, 19))!;
    const end = parseLocalDateTime(booking.endDate.replace(' ', 'T').slice(0, 19))!;
    for (const kind of dueReminders(nowWall, start, end)) {
      sent += await ctx.transaction(async (tx) => {
        const claimed = await tx.insert(textReminders).values({ bookingId: booking.id, kind, queuedAt: ctx.clock.now() }).onConflictDoNothing().returning();
        if (!claimed.length) return 0;
        // The 24 h reminder is pointless once the 2 h one went.
        if (kind === 'pickup_2h') await tx.insert(textReminders).values({ bookingId: booking.id, kind: 'pickup_24h', queuedAt: ctx.clock.now() }).onConflictDoNothing();
        const about = await textFactsOf(tx, booking.id);
        if (!about) return 0;
        await textUser(ctx, tx, about.customerId, { kind: `reminder.${kind}`, prefers: 'reminders', key: REMINDER_TEXT[kind], facts: about.facts, fallbackToMail: true });
        return 1;
      });
    }
  }
  return sent;
}

/** A `money.recorded` subscriber: a returned deposit is texted to the renter. */
export async function textDepositReturned(ctx: AppContext, event: MoneyRecorded, tx: Tx): Promise<void> {
  if (event.kind !== 'deposit_returned') return;
  const about = await textFactsOf(tx, event.bookingId);
  if (!about) return;
  await textUser(ctx, tx, event.customerId, {
    kind: 'money.deposit_returned',
    prefers: 'bookingUpdates',
    key: 'texting.deposit_returned',
    facts: about.facts,
    amount: event.amount,
    fallbackToMail: false,
  });
}

/**
 * A `message.sent` subscriber: counts the message into the recipient's pending digest for the
 * booking, due at once or an hour after the last digest sent. Nothing for someone who does not
 * want messages by text.
 */
export async function countMessageForDigest(ctx: AppContext, event: MessageSent, tx: Tx): Promise<void> {
  if (!(await channelsFor(tx, event.recipientId, 'messages')).length) return;
  const now = ctx.clock.now();
  const [last] = await tx
    .select({ sentAt: textDigests.sentAt })
    .from(textDigests)
    .where(and(eq(textDigests.bookingId, event.bookingId), eq(textDigests.recipientId, event.recipientId), isNotNull(textDigests.sentAt)))
    .orderBy(desc(textDigests.sentAt))
    .limit(1);
  const dueAt = last?.sentAt && last.sentAt.getTime() + HOUR > now.getTime() ? new Date(last.sentAt.getTime() + HOUR) : now;
  await tx
    .insert(textDigests)
    .values({ bookingId: event.bookingId, recipientId: event.recipientId, dueAt, createdAt: now })
    .onConflictDoUpdate({
      target: [textDigests.bookingId, textDigests.recipientId],
      targetWhere: sql`${textDigests.sentAt} IS NULL`,
      set: { messages: sql`${textDigests.messages} + 1` },
    });
}

/** The `messaging.digests` job (every minute): each pending digest that is due, sent once (compare-and-swap on `sent_at`). */
export async function sendDueDigests(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db.select({ id: textDigests.id }).from(textDigests).where(and(isNull(textDigests.sentAt), lte(textDigests.dueAt, now)));
  let sent = 0;
  for (const { id } of due) {
    sent += await ctx.transaction(async (tx) => {
      const [digest] = await tx.update(textDigests).set({ sentAt: now }).where(and(eq(textDigests.id, id), isNull(textDigests.sentAt))).returning();
      if (!digest) return 0;
      const about = await textFactsOf(tx, digest.bookingId);
      if (!about) return 0;
      await textUser(ctx, tx, digest.recipientId, {
        kind: 'message.digest',
        prefers: 'messages',
        key: 'texting.messages_digest',
        facts: about.facts,
        values: { count: digest.messages },
        fallbackToMail: false,
      });
      return 1;
    });
  }
  return sent;
}
