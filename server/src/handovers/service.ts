// Domain operations of the handovers (issue 31, decision 0037): the vendor's side drafts a check-in
// or check-out record (readings, damage, notes) and photographs the 11 angles; the renter agrees
// with a code read to the agent or with "I agree" in their app; then the record is sealed in one
// transaction with the booking's move (check-in: CONFIRMED → IN_PROGRESS; check-out: IN_PROGRESS →
// COMPLETED) and `handover.sealed` is emitted. (ctx, actor, input), one transaction each.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  HANDOVER_ANGLES,
  composeCarName,
  handoverAcknowledgeSchema,
  handoverDifferences,
  handoverDraftSchema,
  licenceProblem,
  nowInZone,
  rentalDays,
  shortId,
  type BookingHandovers,
  type Handover,
  type HandoverAcknowledgeInput,
  type HandoverDraftInput,
  type HandoverKind,
  type Locale,
  type TextValue,
} from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { bookings, handovers, users } from '../db/schema.js';
import { conflict, errorMessage, notFound, tooManyRequests, validationError } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { say } from '../http/locale.js';
import { findBookingView } from '../bookings/queries.js';
import { contactDetailsPass, sideOf } from '../bookings/policy.js';
import { isAssignedDriver } from '../staff/index.js';
import { applyTransition } from '../bookings/index.js';
import { tellParty } from '../notifications/index.js';
import { flushTexts, queueText } from '../messaging/index.js';
import { assertCanSee, assertParty, assertVendorSide } from './policy.js';
import { presentHandover } from './presenter.js';
import {
  loadHandover,
  lockBookingRow,
  missingAngles,
  namesOf,
  photosOf,
  recordsOf,
  renterIdentity,
  standingRecord,
  termsOfCar,
  type HandoverRow,
} from './queries.js';
import { codesAskedRecently, markHandoverCodeUsed, storeHandoverCode, tryHandoverCode, voidHandoverCodes } from './codes.js';

/** Codes a record may ask for in an hour. */
export const CODES_PER_HOUR = 5;

type BookingRow = typeof bookings.$inferSelect;

/** The booking with the caller's side; 404 for anyone who is neither a party nor an admin. */
export async function bookingFor(db: DbOrTx, actor: Actor, bookingId: string) {
  const view = await findBookingView(db, bookingId);
  if (!view) throw notFound('Booking');
  // The driver assigned to the trip hands the car over for the company (decision 0039).
  const side = sideOf(actor, view.booking, view.service) ?? ((await isAssignedDriver(db, actor.id, bookingId)) ? 'VENDOR' : null);
  assertCanSee(actor, side);
  return { view, side };
}

/** The booking row locked for this transaction (its status moves when a record is sealed). */
async function lockedBooking(tx: DbOrTx, bookingId: string): Promise<BookingRow> {
  await lockBookingRow(tx, bookingId);
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) throw notFound('Booking');
  return row;
}

/** Why a record of `kind` cannot start on a booking in `status` (null: it may). */
function notOpen(kind: HandoverKind, status: string) {
  if (kind === 'check_in' && status !== 'CONFIRMED') return conflict('errors.handovers.checkInNotOpen', 'HANDOVER_NOT_OPEN');
  if (kind === 'check_out' && status !== 'IN_PROGRESS') return conflict('errors.handovers.checkOutNotOpen', 'HANDOVER_NOT_OPEN');
  return null;
}

/** The licence rule (a self-drive trip's renter must hold a licence valid until its end), as a 409. */
async function licenceRefusal(db: DbOrTx, booking: Pick<BookingRow, 'customerId' | 'tripMode' | 'endDate'>) {
  const identity = await renterIdentity(db, booking.customerId);
  const problem = licenceProblem(booking, identity.licenceExpiresOn);
  return problem ? conflict(errorMessage('errors.handovers.licenceExpires', { date: { ltr: problem.expiresOn } }), 'LICENCE_EXPIRES') : null;
}

export async function present(ctx: AppContext, db: DbOrTx, row: HandoverRow): Promise<Handover> {
  const photos = await photosOf(db, [row.id]);
  const names = await namesOf(db, [row.vendorAckBy, row.renterAckBy].filter((id): id is string => !!id));
  return presentHandover(ctx, row, photos, names);
}

/**
 * The vendor's side starts a record of the car's state (a draft). While a draft of the kind is
 * open, the same call gives it new readings (its photos stay; codes sent for the old ones are
 * void). A check-in needs a CONFIRMED booking (and, for a self-drive trip, a renter's licence
 * valid to the end when one is on record), a check-out an IN_PROGRESS one and an odometer no
 * lower than at check-in; a correction (`correctsId`) points to a sealed record of the kind.
 */
export async function startHandover(ctx: AppContext, actor: Actor, bookingId: string, raw: HandoverDraftInput): Promise<Handover> {
  const input = parseInput(handoverDraftSchema, raw);
  const id = await ctx.transaction(async (tx) => {
    const { side } = await bookingFor(tx, actor, bookingId);
    assertVendorSide(actor, side);
    const booking = await lockedBooking(tx, bookingId);
    const records = await recordsOf(tx, bookingId);
    if (input.correctsId) {
      const target = records.find((r) => r.id === input.correctsId);
      if (!target || target.status !== 'SEALED' || target.kind !== input.kind) {
        throw validationError('errors.handovers.corrects', { correctsId: 'errors.handovers.corrects' });
      }
    } else {
      const refusal = notOpen(input.kind, booking.status);
      if (refusal) throw refusal;
      if (input.kind === 'check_in') {
        const licence = await licenceRefusal(tx, booking);
        if (licence) throw licence;
      }
    }
    if (input.kind === 'check_out') {
      const checkIn = standingRecord(records, 'check_in');
      if (checkIn && input.odometerKm < checkIn.odometerKm) {
        const text = errorMessage('errors.handovers.odometerBelow', { km: checkIn.odometerKm });
        throw validationError(text, { odometerKm: text });
      }
    }
    const values = {
      odometerKm: input.odometerKm,
      fuelEighths: input.fuelEighths,
      damages: input.damages.map((d) => ({ x: d.x, y: d.y, note: d.note })),
      notes: input.notes,
      correctsId: input.correctsId ?? null,
    };
    const draft = records.find((r) => r.kind === input.kind && r.status === 'DRAFT');
    if (draft) {
      await tx.update(handovers).set({ ...values, updatedAt: ctx.clock.now() }).where(and(eq(handovers.id, draft.id), eq(handovers.status, 'DRAFT')));
      await voidHandoverCodes(ctx, tx, draft.id);
      return draft.id;
    }
    const [row] = await tx
      .insert(handovers)
      .values({ ...values, bookingId, kind: input.kind, createdBy: actor.id, createdAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
      .returning({ id: handovers.id });
    return row!.id;
  });
  return present(ctx, ctx.db, await loadHandover(ctx.db, bookingId, id));
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');


/**
 * Sends the renter a new six-digit code for a draft whose 11 photos are in: in the app, by email,
 * and by SMS when their phone is verified. Either party may ask (at most CODES_PER_HOUR an hour).
 */
export async function sendHandoverCode(ctx: AppContext, actor: Actor, bookingId: string, handoverId: string): Promise<{ expiresAt: string }> {
  const { view, side } = await bookingFor(ctx.db, actor, bookingId);
  assertParty(actor, side);
  const record = await loadHandover(ctx.db, bookingId, handoverId);
  if (record.status === 'SEALED') throw conflict('errors.handovers.sealed', 'HANDOVER_SEALED');
  const missing = missingAngles(await photosOf(ctx.db, [record.id]));
  if (missing.length) throw conflict(errorMessage('errors.handovers.photosMissing', { count: missing.length }), 'HANDOVER_PHOTOS_MISSING');
  if ((await codesAskedRecently(ctx, ctx.db, record.id)) >= CODES_PER_HOUR) throw tooManyRequests('errors.rateLimited');
  const [renter] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, view.booking.customerId))
    .limit(1);
  if (!renter) throw notFound('User');
  const locale: Locale = renter.locale ?? 'en';
  const expiresAt = await ctx.transaction(async (tx) => {
    const { code, expiresAt } = await storeHandoverCode(ctx, tx, record.id);
    const values: Record<string, TextValue> = {
      car: { ltr: composeCarName(view.car) },
      code: { ltr: code },
      kind: record.kind,
      ref: shortId(bookingId),
      service: view.service.name,
    };
    const message = say(locale, 'notifications.handover.code', values);
    await tellParty(ctx, tx, { recipient: renter, audience: 'CUSTOMER', bookingId, kind: 'handover.code', message, paragraphs: [say(locale, 'mail.handover.codeWhy', values)] });
    if (renter.phoneVerifiedAt && renter.phone) {
      await queueText(ctx, tx, { userId: renter.id, to: renter.phone, channel: 'sms', kind: 'handover.code', locale, body: say(locale, 'texting.handover.code', values) });
    }
    return expiresAt;
  });
  if (renter.phoneVerifiedAt) void flushTexts(ctx);
  return { expiresAt: expiresAt.toISOString() };
}

/** The SHA-256 of what a sealed record says, written out in one fixed order. */
export function contentHash(record: {
  id: string;
  bookingId: string;
  kind: string;
  correctsId: string | null;
  odometerKm: number;
  fuelEighths: number;
  damages: { x: number; y: number; note: string }[];
  notes: string;
  photos: { angle: string; sha256: string }[];
  vendorAck: { by: string | null; via: string; at: string };
  renterAck: { by: string | null; via: string; at: string };
  sealedAt: string;
}): string {
  const photos = HANDOVER_ANGLES.map((angle) => ({ angle, sha256: record.photos.find((p) => p.angle === angle)?.sha256 ?? null }));
  return sha256(
    JSON.stringify([
      'rentwheels-handover-v1',
      record.id,
      record.bookingId,
      record.kind,
      record.correctsId,
      record.odometerKm,
      record.fuelEighths,
      record.damages.map((d) => [d.x, d.y, d.note]),
      record.notes,
      photos.map((p) => [p.angle, p.sha256]),
      [record.vendorAck.by, record.vendorAck.via, record.vendorAck.at],
      [record.renterAck.by, record.renterAck.via, record.renterAck.at],
      record.sealedAt,
    ]),
  );
}

/**
 * Acknowledges a draft and seals it: the vendor's side with the code the renter received (five
 * tries, then the renter asks for a new one), or the renter with "I agree" in their app. Needs all
 * 11 photos. Sealing stores the content hash, moves the booking (an original check-in: CONFIRMED →
 * IN_PROGRESS; check-out: IN_PROGRESS → COMPLETED; a correction moves nothing) and emits
 * `handover.sealed`, all in one transaction; of two acknowledgements at once, one seals and the
 * other is told the record is sealed.
 */
export async function acknowledgeHandover(ctx: AppContext, actor: Actor, bookingId: string, handoverId: string, raw: HandoverAcknowledgeInput): Promise<Handover> {
  const input = parseInput(handoverAcknowledgeSchema, raw);
  const { side: maybeSide } = await bookingFor(ctx.db, actor, bookingId);
  const side = assertParty(actor, maybeSide);
  const record = await loadHandover(ctx.db, bookingId, handoverId);
  if (record.status === 'SEALED') throw conflict('errors.handovers.sealed', 'HANDOVER_SEALED');
  if (side === 'VENDOR' && !input.code) throw validationError('errors.handovers.codeNeeded', { code: 'errors.handovers.codeNeeded' });
  const missing = missingAngles(await photosOf(ctx.db, [record.id]));
  if (missing.length) throw conflict(errorMessage('errors.handovers.photosMissing', { count: missing.length }), 'HANDOVER_PHOTOS_MISSING');
  // A try is spent outside the transaction, so that a wrong one stays counted.
  const codeId = side === 'VENDOR' ? await tryHandoverCode(ctx, record.id, input.code!) : null;
  await ctx.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    const locked = await loadHandover(tx, bookingId, record.id, true);
    if (locked.status === 'SEALED') throw conflict('errors.handovers.sealed', 'HANDOVER_SEALED');
    if (codeId) await markHandoverCodeUsed(ctx, tx, codeId);
    const photos = await photosOf(tx, [locked.id]);
    const stillMissing = missingAngles(photos);
    if (stillMissing.length) throw conflict(errorMessage('errors.handovers.photosMissing', { count: stillMissing.length }), 'HANDOVER_PHOTOS_MISSING');
    if (!locked.correctsId) {
      const refusal = notOpen(locked.kind, booking.status);
      if (refusal) throw refusal;
    }
    const now = ctx.clock.now();
    const vendorAck =
      side === 'VENDOR' ? { by: actor.id, via: 'code' as const, at: now } : { by: locked.createdBy, via: 'recorded' as const, at: locked.updatedAt };
    const renterAck = side === 'VENDOR' ? { by: booking.customerId, via: 'code' as const, at: now } : { by: actor.id, via: 'app' as const, at: now };
    const contentSha256 = contentHash({
      ...locked,
      photos,
      vendorAck: { ...vendorAck, at: vendorAck.at.toISOString() },
      renterAck: { ...renterAck, at: renterAck.at.toISOString() },
      sealedAt: now.toISOString(),
    });
    const sealed = await tx
      .update(handovers)
      .set({
        status: 'SEALED',
        vendorAckBy: vendorAck.by,
        vendorAckVia: vendorAck.via,
        vendorAckAt: vendorAck.at,
        renterAckBy: renterAck.by,
        renterAckVia: renterAck.via,
        renterAckAt: renterAck.at,
        sealedAt: now,
        contentSha256,
        updatedAt: now,
      })
      .where(and(eq(handovers.id, locked.id), eq(handovers.status, 'DRAFT')))
      .returning({ id: handovers.id });
    if (sealed.length === 0) throw conflict('errors.handovers.sealed', 'HANDOVER_SEALED');
    if (!locked.correctsId) {
      await applyTransition(ctx, tx as Tx, {
        booking,
        action: locked.kind === 'check_in' ? 'check-in' : 'check-out',
        party: 'VENDOR',
        actorId: vendorAck.by,
        details: { handoverId: locked.id },
      });
    }
    await ctx.events.emit('handover.sealed', { bookingId, handoverId: locked.id, kind: locked.kind, sealedAt: now.toISOString() }, tx as Tx);
  });
  return present(ctx, ctx.db, await loadHandover(ctx.db, bookingId, record.id));
}

/**
 * A booking's records for a party or an admin, with what the agent needs (the renter's identity,
 * to the vendor's side and admins), why a check-in cannot start, the check-out compared with the
 * check-in under the booking's terms, and which record the caller may start.
 */
export async function listHandovers(ctx: AppContext, actor: Actor, bookingId: string, locale: Locale): Promise<BookingHandovers> {
  const { view, side } = await bookingFor(ctx.db, actor, bookingId);
  const { booking } = view;
  const records = await recordsOf(ctx.db, booking.id);
  const photos = await photosOf(ctx.db, records.map((r) => r.id));
  const names = await namesOf(ctx.db, records.flatMap((r) => [r.vendorAckBy, r.renterAckBy]).filter((id): id is string => !!id));
  const showIdentity = side === 'VENDOR' || (!side && isAdmin(actor));
  const identity = showIdentity || booking.status === 'CONFIRMED' ? await renterIdentity(ctx.db, booking.customerId) : null;
  const hasCheckIn = records.some((r) => r.kind === 'check_in' && r.status === 'SEALED');
  const licence = booking.status === 'CONFIRMED' && !hasCheckIn && identity ? licenceProblem(booking, identity.licenceExpiresOn) : null;
  const checkInBlocked = licence ? say(locale, { key: 'errors.handovers.licenceExpires', values: { date: { ltr: licence.expiresOn } } }) : null;
  const canStart: BookingHandovers['canStart'] = [];
  if (side === 'VENDOR' && booking.status === 'CONFIRMED' && !checkInBlocked) canStart.push('check_in');
  if (side === 'VENDOR' && booking.status === 'IN_PROGRESS') canStart.push('check_out');
  return {
    bookingId: booking.id,
    bookingStatus: booking.status,
    viewerSide: side,
    handovers: await Promise.all(records.map((r) => presentHandover(ctx, r, photos, names))),
    // The renter's phone follows the one rule for contact details (decision 0046): once paid.
    renter: showIdentity && identity ? { ...identity, phone: contactDetailsPass(view.everConfirmed) ? identity.phone : '' } : null,
    checkInBlocked,
    differences: await differencesOf(ctx, records, booking),
    canStart,
  };
}

/** The newest check-out (sealed, else its draft) against the standing check-in, under the car's terms. */
async function differencesOf(ctx: AppContext, records: readonly HandoverRow[], booking: BookingRow) {
  const checkIn = standingRecord(records, 'check_in');
  const checkOut = standingRecord(records, 'check_out') ?? records.filter((r) => r.kind === 'check_out').at(-1);
  if (!checkIn || !checkOut) return null;
  const terms = await termsOfCar(ctx.db, booking.carId);
  const original = records.find((r) => r.kind === 'check_out' && !r.correctsId) ?? checkOut;
  return handoverDifferences({
    checkIn,
    checkOut,
    // The car came back when the (first) check-out record was started.
    returnedAt: nowInZone(ctx.config.TIME_ZONE, original.createdAt),
    booking,
    terms,
    dayRate: Math.round(booking.totalAmount / Math.max(1, rentalDays(booking.startDate, booking.endDate))),
  });
}


/**
 * For the post-trip charges (issue 32): the standing sealed check-out of a booking with its
 * differences from the check-in under the booking's terms, or null before the check-out is sealed.
 */
export async function sealedCheckOut(ctx: AppContext, db: DbOrTx, bookingId: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking) return null;
  const records = await recordsOf(db, bookingId);
  const checkOut = standingRecord(records, 'check_out');
  const sealedAt = records.find((r) => r.kind === 'check_out' && r.status === 'SEALED' && !r.correctsId)?.sealedAt ?? checkOut?.sealedAt;
  if (!checkOut || !sealedAt) return null;
  const checkIn = standingRecord(records, 'check_in');
  if (!checkIn) return null;
  const original = records.find((r) => r.kind === 'check_out' && r.status === 'SEALED' && !r.correctsId) ?? checkOut;
  // Read with `db` (inside the caller's transaction), never the pool.
  const differences = handoverDifferences({
    checkIn,
    checkOut,
    returnedAt: nowInZone(ctx.config.TIME_ZONE, original.createdAt),
    booking,
    terms: await termsOfCar(db, booking.carId),
    dayRate: Math.round(booking.totalAmount / Math.max(1, rentalDays(booking.startDate, booking.endDate))),
  });
  return { booking, sealedAt, differences };
}
