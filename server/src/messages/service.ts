// Domain operations of the messages feature: write a message (live to both parties' streams on
// every instance, and a delayed job that emails the recipient if it is still unread after 10
// minutes), read pages, mark read, list conversations.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  UNREAD_MESSAGE_EMAIL_MINUTES,
  type ConversationList,
  type Message,
  type MessagePage,
  type SendMessageInput,
  type UploadedMessagePhoto,
  MAX_MESSAGE_PHOTOS,
  MESSAGE_PHOTO_MEGABYTES_PER_BOOKING,
  MESSAGE_PHOTO_MEGABYTES_PER_DAY,
  MESSAGE_PHOTOS_PER_BOOKING,
  MESSAGE_PHOTOS_PER_DAY,
  sendMessageSchema,
} from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { conversationReads, messagePhotos, messages } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';
import { AppError, badRequest, conflict, errorMessage, notFound } from '../http/errors.js';
import { releaseUpload, reserveUpload, storeCarImage } from '../cars/index.js';
import { parseInput } from '../http/parse-input.js';
import type { QueueSpec } from '../jobs/index.js';
import { unreadMessagesMail } from './mail.js';
import { conversationAccess, requireWriter } from './policy.js';
import { presentMessage, type MessageRow } from './presenter.js';
import { staffServiceIds } from '../staff/index.js';
import {
  conversationsOf,
  findConversationBooking,
  liveUser,
  messagePage,
  seqOfMessage,
  unreadCountIn,
  type ConversationBooking,
} from './queries.js';

/** Emails a recipient about messages still unread 10 minutes after they were written. */
export const UNREAD_MAIL_QUEUE: QueueSpec = { name: 'messages.unread-mail', retryLimit: 5, retryDelay: 30, retryBackoff: true };
export interface UnreadMailJob {
  bookingId: string;
  recipientId: string;
}
const UNREAD_MAIL_DELAY_MS = UNREAD_MESSAGE_EMAIL_MINUTES * 60_000;

async function loadConversation(ctx: AppContext, actor: Actor, bookingId: string) {
  const booking = await findConversationBooking(ctx.db, bookingId);
  if (!booking) throw notFound('Booking');
  const access = conversationAccess(actor, booking, booking);
  return { booking, access };
}

/** How long a photo link stays valid; pages are re-read well within it. */
const PHOTO_LINK_SECONDS = 3600;
/** Photos uploaded to a conversation and not sent yet, per writer. */
const MAX_PENDING_PHOTOS = 2 * MAX_MESSAGE_PHOTOS;

/** Signed links to the photos of these messages, in their order. */
async function photosOf(ctx: AppContext, db: DbOrTx, messageIds: string[]): Promise<Map<string, Array<{ url: string }>>> {
  const out = new Map<string, Array<{ url: string }>>();
  if (messageIds.length === 0) return out;
  const rows = await db
    .select({ messageId: messagePhotos.messageId, key: messagePhotos.storageKey })
    .from(messagePhotos)
    .where(inArray(messagePhotos.messageId, messageIds))
    .orderBy(asc(messagePhotos.position));
  for (const row of rows) {
    const list = out.get(row.messageId!) ?? [];
    list.push({ url: await ctx.storage.signedUrl(row.key, PHOTO_LINK_SECONDS) });
    out.set(row.messageId!, list);
  }
  return out;
}

const MB = 1024 * 1024;
const dailyLimit = (over: 'uploads' | 'bytes') =>
  new AppError(
    429,
    'MESSAGE_PHOTOS_DAILY_LIMIT',
    over === 'uploads'
      ? errorMessage('errors.messages.photosPerDay', { count: MESSAGE_PHOTOS_PER_DAY })
      : errorMessage('errors.messages.photoMegabytesPerDay', { megabytes: MESSAGE_PHOTO_MEGABYTES_PER_DAY }),
  );
const bookingLimit = (over: 'uploads' | 'bytes') =>
  new AppError(
    413,
    'MESSAGE_PHOTOS_BOOKING_LIMIT',
    over === 'uploads'
      ? errorMessage('errors.messages.photosPerBooking', { count: MESSAGE_PHOTOS_PER_BOOKING })
      : errorMessage('errors.messages.photoMegabytesPerBooking', { megabytes: MESSAGE_PHOTO_MEGABYTES_PER_BOOKING }),
  );

/**
 * Checks the writer's room in this conversation (unsent photos, photos and bytes per booking) and
 * records the photo's row; runs under the writer's upload lock, so parallel uploads queue here.
 */
async function claimPhotoRoom(tx: DbOrTx, bookingId: string, uploaderId: string, storageKey: string, bytes: number, now: Date): Promise<string> {
  const [held] = await tx
    .select({
      n: count(),
      unsent: sql<string | number>`count(*) FILTER (WHERE ${messagePhotos.messageId} IS NULL)`,
      bytes: sql<string | number | null>`sum(${messagePhotos.bytes})`,
    })
    .from(messagePhotos)
    .where(and(eq(messagePhotos.bookingId, bookingId), eq(messagePhotos.uploaderId, uploaderId)));
  if (Number(held?.unsent ?? 0) >= MAX_PENDING_PHOTOS) throw conflict('errors.messages.tooManyPhotos', 'TOO_MANY_PHOTOS');
  if ((held?.n ?? 0) >= MESSAGE_PHOTOS_PER_BOOKING) throw bookingLimit('uploads');
  if (Number(held?.bytes ?? 0) + bytes > MESSAGE_PHOTO_MEGABYTES_PER_BOOKING * MB) throw bookingLimit('bytes');
  const [row] = await tx.insert(messagePhotos).values({ bookingId, uploaderId, storageKey, bytes, createdAt: now }).returning({ id: messagePhotos.id });
  return row!.id;
}

/**
 * Stores one photo for a coming message of the caller in this conversation, with the car images'
 * checks (type sniffed, pixel limit, re-encoded to WebP). The file is private: only signed links.
 * The account's daily quota and the conversation's cap are checked before the image is decoded,
 * so a refused upload never takes a place in the decoding queue.
 */
export async function uploadMessagePhoto(ctx: AppContext, actor: Actor, bookingId: string, file: { bytes: Buffer; fileName: string }): Promise<UploadedMessagePhoto> {
  const { booking, access } = await loadConversation(ctx, actor, bookingId);
  requireWriter(access);
  const storageKey = `messages/${booking.id}/${Date.now()}-${randomBytes(6).toString('hex')}.webp`;
  const bytes = file.bytes.length;
  const photoId = (await reserveUpload(ctx, {
    userId: actor.id,
    storageKey,
    bytes,
    kind: 'message',
    perDay: { uploads: MESSAGE_PHOTOS_PER_DAY, bytes: MESSAGE_PHOTO_MEGABYTES_PER_DAY * MB, refused: dailyLimit },
    within: (tx) => claimPhotoRoom(tx, booking.id, actor.id, storageKey, bytes, ctx.clock.now()),
  }))!;
  try {
    await storeCarImage(ctx.storage, file.bytes, { serviceId: '', carId: '', fileName: file.fileName, storageKey });
  } catch (error) {
    // A refused file counts against nothing and leaves no photo behind.
    await ctx.transaction(async (tx) => {
      await tx.delete(messagePhotos).where(eq(messagePhotos.id, photoId));
      await releaseUpload(tx, storageKey);
    });
    throw error;
  }
  return { id: photoId, url: await ctx.storage.signedUrl(storageKey, PHOTO_LINK_SECONDS) };
}

const otherPartyOf = (booking: ConversationBooking, userId: string) => (booking.customerId === userId ? booking.vendorId : booking.customerId);

export async function listMessages(ctx: AppContext, actor: Actor, bookingId: string, before?: string): Promise<MessagePage> {
  const { booking, access } = await loadConversation(ctx, actor, bookingId);
  let beforeSeq: number | null = null;
  if (before) {
    const seq = await seqOfMessage(ctx.db, booking.id, before);
    if (seq === undefined) throw notFound('Message');
    beforeSeq = seq;
  }
  const page = await messagePage(ctx.db, booking.id, beforeSeq);
  const viewer = { id: actor.id, isParty: access.side !== null };
  const photos = await photosOf(ctx, ctx.db, page.rows.map((r) => r.id));
  return {
    messages: page.rows.map((row) => presentMessage(row, viewer, booking.everConfirmed, photos.get(row.id))),
    hasMore: page.hasMore,
    canWrite: access.canWrite,
  };
}

export async function sendMessage(ctx: AppContext, actor: Actor, bookingId: string, input: SendMessageInput): Promise<Message> {
  const { body, photoIds } = parseInput(sendMessageSchema, input);
  const { booking, access } = await loadConversation(ctx, actor, bookingId);
  requireWriter(access);
  const recipientId = otherPartyOf(booking, actor.id);
  return ctx.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ bookingId: booking.id, senderId: actor.id, body, createdAt: ctx.clock.now() })
      .returning();
    // Attach the photos: uploaded by the writer to this conversation and not sent yet.
    for (const [position, photoId] of [...new Set(photoIds)].entries()) {
      const [attached] = await tx
        .update(messagePhotos)
        .set({ messageId: row!.id, position })
        .where(and(eq(messagePhotos.id, photoId), eq(messagePhotos.bookingId, booking.id), eq(messagePhotos.uploaderId, actor.id), isNull(messagePhotos.messageId)))
        .returning({ id: messagePhotos.id });
      if (!attached) throw badRequest('errors.messages.unknownPhoto', { photoIds: 'errors.messages.unknownPhotoField' });
    }
    // The writer has read everything up to their own message.
    await markReadThrough(tx, booking.id, actor.id, row!.seq);
    const photos = (await photosOf(ctx, tx, [row!.id])).get(row!.id);
    const forSender = presentMessage(row!, { id: actor.id, isParty: true }, booking.everConfirmed, photos);
    const forRecipient = presentMessage(row!, { id: recipientId, isParty: true }, booking.everConfirmed, photos);
    await ctx.events.emit('message.sent', { bookingId: booking.id, senderId: actor.id, recipientId, forSender, forRecipient }, tx);
    await ctx.jobs.send<UnreadMailJob>(UNREAD_MAIL_QUEUE.name, { bookingId: booking.id, recipientId }, tx, {
      startAfter: UNREAD_MAIL_DELAY_MS / 1000,
    });
    return forSender;
  });
}

async function markReadThrough(tx: DbOrTx, bookingId: string, userId: string, seq: number) {
  await tx.execute(sql`
    INSERT INTO ${conversationReads} (booking_id, user_id, read_through) VALUES (${bookingId}, ${userId}, ${seq})
    ON CONFLICT (booking_id, user_id) DO UPDATE SET read_through = GREATEST(${conversationReads.readThrough}, EXCLUDED.read_through)`);
}

/** Marks the whole conversation read for the caller (a party). */
export async function markConversationRead(ctx: AppContext, actor: Actor, bookingId: string): Promise<{ unreadCount: number }> {
  const { booking, access } = await loadConversation(ctx, actor, bookingId);
  requireWriter(access);
  const [last] = await ctx.db
    .select({ seq: sql<number>`max(${messages.seq})` })
    .from(messages)
    .where(eq(messages.bookingId, booking.id));
  if (last?.seq) await markReadThrough(ctx.db, booking.id, actor.id, Number(last.seq));
  return { unreadCount: await unreadCountIn(ctx.db, booking.id, actor.id) };
}

export async function listConversations(ctx: AppContext, actor: Actor): Promise<ConversationList> {
  const rows = await conversationsOf(ctx.db, actor.id, actor.roles.includes('VENDOR'), staffServiceIds(actor, 'messages'));
  const photos = await photosOf(ctx, ctx.db, rows.map((r) => r.last.id));
  const conversations = rows.map((r) => ({
    bookingId: r.bookingId,
    bookingStatus: r.status,
    car: r.car,
    otherParty: r.otherParty,
    lastMessage: presentMessage(r.last, { id: actor.id, isParty: true }, r.everConfirmed, photos.get(r.last.id)),
    unreadCount: r.unread,
  }));
  return { conversations, unreadTotal: conversations.reduce((n, c) => n + c.unreadCount, 0) };
}

/**
 * The unread-mail job. Emails the recipient once for the messages they have neither read nor been
 * emailed about, when the oldest of them is at least 10 minutes old; then marks them emailed, so the
 * jobs of the other messages of the same burst find nothing to do (idempotent). A job that runs
 * early (clocks apart) re-queues itself for the time left.
 */
export async function mailUnreadMessages(ctx: AppContext, job: UnreadMailJob): Promise<void> {
  const retryIn = await ctx.transaction(async (tx) => {
    // One writer per conversation party at a time.
    await tx.execute(sql`
      INSERT INTO ${conversationReads} (booking_id, user_id) VALUES (${job.bookingId}, ${job.recipientId})
      ON CONFLICT (booking_id, user_id) DO NOTHING`);
    const [marks] = rowsOf(
      await tx.execute(sql`
        SELECT read_through, emailed_through FROM ${conversationReads}
        WHERE booking_id = ${job.bookingId} AND user_id = ${job.recipientId} FOR UPDATE`),
    ) as Array<{ read_through: number | string; emailed_through: number | string }>;
    const through = Math.max(Number(marks?.read_through ?? 0), Number(marks?.emailed_through ?? 0));
    const pending: Array<MessageRow & { seq: number }> = await tx
      .select({ id: messages.id, seq: messages.seq, bookingId: messages.bookingId, senderId: messages.senderId, body: messages.body, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.bookingId, job.bookingId), gt(messages.seq, through), sql`${messages.senderId} <> ${job.recipientId}`))
      .orderBy(messages.seq);
    if (pending.length === 0) return null;
    const waited = ctx.clock.now().getTime() - new Date(pending[0]!.createdAt).getTime();
    if (waited < UNREAD_MAIL_DELAY_MS) return Math.ceil((UNREAD_MAIL_DELAY_MS - waited) / 1000);
    const booking = await findConversationBooking(tx, job.bookingId);
    const recipient = await liveUser(tx, job.recipientId);
    const sender = await liveUser(tx, pending[pending.length - 1]!.senderId);
    if (booking && recipient) {
      const viewer = { id: recipient.id, isParty: true };
      const shown = pending.map((m) => presentMessage(m, viewer, booking.everConfirmed));
      await ctx.mailer.enqueue(unreadMessagesMail(recipient, sender?.name ?? null, booking.id, shown, ctx.config.publicUrl), tx);
    }
    const lastSeq = Math.max(...pending.map((m) => m.seq));
    await tx
      .update(conversationReads)
      .set({ emailedThrough: lastSeq })
      .where(and(eq(conversationReads.bookingId, job.bookingId), eq(conversationReads.userId, job.recipientId)));
    return null;
  });
  if (retryIn !== null) await ctx.jobs.send<UnreadMailJob>(UNREAD_MAIL_QUEUE.name, job, undefined, { startAfter: retryIn });
  else void ctx.mailer.flush().catch((error) => ctx.log.warn({ err: error }, 'mail flush failed'));
}
