// Domain operations of the charges after the trip (issue 32, decision 0043): the app proposes what
// the sealed check-out implies; the vendor's side lowers or drops a charge (a new row replacing it)
// and adds tolls, parking, damage or other within the window; the renter accepts or disputes
// within 48 hours (silence accepts); an admin decides a disputed charge, once. (ctx, actor, input),
// one transaction each.
import { eq, sql } from 'drizzle-orm';
import {
  CHARGE_ANSWER_HOURS,
  CHARGE_ESCALATE_HOURS,
  CHARGE_WINDOW_HOURS,
  chargeDecisionSchema,
  chargeDisputeSchema,
  chargeInputSchema,
  chargeCap,
  chargeProblem,
  composeCarName,
  depositSettlement,
  isProposedKind,
  shortId,
  type AdminDisputes,
  type BookingCharges,
  type ChargeDecisionInput,
  type ChargeDisputeInput,
  type ChargeInput,
  type ChargeKind,
  type HandoverDifferences,
  type Locale,
} from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { chargeAnswers, chargeDecisions, charges, users } from '../db/schema.js';
import { conflict, errorMessage, forbidden, fromDatabaseError, notFound, validationError } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { say } from '../http/locale.js';
import { findBookingView } from '../bookings/queries.js';
import { sideOf } from '../bookings/policy.js';
import { sealedCheckOut } from '../handovers/index.js';
import { tellParty } from '../notifications/index.js';
import { listMoneyDisputes } from '../rental-money/index.js';
import { queuedClaims } from '../claims/index.js';
import { rowsOf } from '../db/sql.js';
import { assertCanSee, assertRenter, assertVendorSide } from './policy.js';
import { chargeFile, depositReceived, loadCharge, type ChargeFile, type ChargeRow } from './queries.js';
import { chargeState, presentCharge, type EvidenceLinks } from './presenter.js';
import { storePrivatePhoto } from '../cars/index.js';
import { chargeEvidence } from '../db/schema.js';
import { claimItems, settleDeposit } from './settlement.js';
import type { ChargeDecided } from './events.js';

const HOUR = 3_600_000;

async function bookingFor(db: DbOrTx, actor: Actor, bookingId: string) {
  const view = await findBookingView(db, bookingId);
  if (!view) throw notFound('Booking');
  const side = sideOf(actor, view.booking, view.service);
  assertCanSee(actor, side);
  return { view, side };
}

/** What the records imply for a proposed kind. */
function impliedOf(kind: ChargeKind, d: HandoverDifferences): number | null {
  if (kind === 'extra_km') return d.km.amount;
  if (kind === 'fuel') return d.fuel.amount;
  if (kind === 'late_return') return d.lateness.amount;
  return null;
}

const replacedIds = (file: ChargeFile) => new Set(file.rows.map((r) => r.replacesId).filter((id): id is string => id !== null));

/** GET /api/bookings/{id}/charges: the standing charges with their states and the deposit settled. */
export async function listCharges(ctx: AppContext, actor: Actor, bookingId: string): Promise<BookingCharges> {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  return chargesAnswer(ctx, ctx.db, bookingId, side);
}

async function chargesAnswer(ctx: AppContext, db: DbOrTx, bookingId: string, side: 'CUSTOMER' | 'VENDOR' | null): Promise<BookingCharges> {
  const now = ctx.clock.now();
  const file = await chargeFile(db, [bookingId]);
  const replaced = replacedIds(file);
  const links = await evidenceLinks(ctx, file);
  const present = (r: ChargeRow) => presentCharge(r, file, now, replaced.has(r.id), links);
  const standing = file.rows.filter((r) => !replaced.has(r.id)).map(present);
  const checkOut = await sealedCheckOut(ctx, db, bookingId);
  const deposit = await depositReceived(db, bookingId);
  // The damage claims count beside the charges (decision 0045).
  const claims = await claimItems(db, bookingId, now);
  const settled = depositSettlement(deposit.received, [
    ...standing.map((c) => ({ state: c.state, amount: c.amount, decidedAmount: c.decision?.amount ?? null })),
    ...claims,
  ]);
  // What is owed beyond the deposit, less what the renter already paid for it (decision 0044).
  const settlement = { ...settled, owed: Math.max(0, settled.owed - deposit.chargesPaid) };
  return {
    bookingId,
    viewerSide: side,
    charges: standing,
    replaced: file.rows.filter((r) => replaced.has(r.id)).map(present),
    settlement,
    windowEndsAt: checkOut ? new Date(checkOut.sealedAt.getTime() + CHARGE_WINDOW_HOURS * HOUR).toISOString() : null,
  };
}

/** Tells the renter of new charges, in the app and by email, in their language (inside `tx`). */
async function tellRenter(ctx: AppContext, tx: DbOrTx, bookingId: string, count: number, total: number) {
  const view = await findBookingView(tx, bookingId);
  if (!view) return;
  const [renter] = await tx.select({ id: users.id, name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, view.booking.customerId)).limit(1);
  if (!renter) return;
  const locale: Locale = renter.locale ?? 'en';
  const values = { car: { ltr: composeCarName(view.car) }, count, total: { ltr: total.toLocaleString('en-US') }, hours: CHARGE_ANSWER_HOURS, ref: shortId(bookingId) };
  const message = say(locale, 'notifications.charges.added', values);
  await tellParty(ctx, tx, { recipient: renter, audience: 'CUSTOMER', bookingId, kind: 'charges.added', message, paragraphs: [say(locale, 'mail.charges.why', values)] });
}

/**
 * At a sealed check-out (`handover.sealed`, inside its transaction): the charges the records imply,
 * each proposed once per booking, and the renter told.
 */
export async function proposeAfterCheckOut(ctx: AppContext, tx: Tx, bookingId: string): Promise<void> {
  const checkOut = await sealedCheckOut(ctx, tx, bookingId);
  if (!checkOut) return;
  const { differences } = checkOut;
  const wanted = (['extra_km', 'fuel', 'late_return'] as const)
    .map((kind) => ({ kind, amount: impliedOf(kind, differences) ?? 0 }))
    .filter((c) => c.amount > 0);
  if (wanted.length === 0) return;
  const answerBy = new Date(ctx.clock.now().getTime() + CHARGE_ANSWER_HOURS * HOUR);
  const inserted = await tx
    .insert(charges)
    .values(wanted.map((c) => ({ bookingId, kind: c.kind, amount: c.amount, note: '', origin: 'proposed' as const, answerBy, createdAt: ctx.clock.now() })))
    .onConflictDoNothing()
    .returning();
  if (inserted.length) await tellRenter(ctx, tx, bookingId, inserted.length, inserted.reduce((s, r) => s + r.amount, 0));
}

/**
 * POST /api/bookings/{id}/charges (vendor's side): a new charge, or a lower amount (0 drops it)
 * for a standing one the renter has not answered (`replacesId`). After the sealed check-out and
 * within the window; a proposed kind no more than the records imply, the others under their ceiling.
 */
export async function addCharge(ctx: AppContext, actor: Actor, bookingId: string, raw: ChargeInput): Promise<BookingCharges> {
  const input = parseInput(chargeInputSchema, raw);
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  assertVendorSide(actor, side);
  return ctx.transaction(async (tx) => {
    const checkOut = await sealedCheckOut(ctx, tx, bookingId);
    if (!checkOut) throw conflict('errors.charges.notCheckedOut', 'CHARGES_NOT_CHECKED_OUT');
    const now = ctx.clock.now();
    if (now.getTime() > checkOut.sealedAt.getTime() + CHARGE_WINDOW_HOURS * HOUR) throw conflict('errors.charges.windowClosed', 'CHARGES_WINDOW_CLOSED');
    const file = await chargeFile(tx, [bookingId]);
    const replaced = replacedIds(file);
    let answerBy = new Date(now.getTime() + CHARGE_ANSWER_HOURS * HOUR);
    if (input.replacesId) {
      const old = await loadCharge(tx, bookingId, input.replacesId, true);
      const state = chargeState(old, file, now, replaced.has(old.id));
      if (old.kind !== input.kind || replaced.has(old.id) || state !== 'open' || input.amount >= old.amount) {
        throw conflict('errors.charges.replaceOnlyLower', 'CHARGE_NOT_LOWERED');
      }
      answerBy = old.answerBy;
    } else {
      if (input.amount <= 0) throw validationError('errors.charges.zeroNew', { amount: 'errors.charges.zeroNew' });
      const standingOfKind = file.rows.filter((r) => r.kind === input.kind && !replaced.has(r.id)).reduce((s, r) => s + r.amount, 0);
      const implied = isProposedKind(input.kind) ? Math.max(0, (impliedOf(input.kind, checkOut.differences) ?? 0) - standingOfKind) : null;
      if (chargeProblem(input.kind, input.amount, implied) === 'above-cap') {
        const cap = isProposedKind(input.kind) ? (implied ?? 0) : chargeCapOf(input.kind);
        throw validationError(errorMessage('errors.charges.aboveCap', { cap: { ltr: cap.toLocaleString('en-US') } }), { amount: errorMessage('errors.charges.aboveCap', { cap: { ltr: cap.toLocaleString('en-US') } }) });
      }
    }
    try {
      await tx.insert(charges).values({
        bookingId,
        kind: input.kind,
        amount: input.amount,
        note: input.note,
        origin: 'added',
        replacesId: input.replacesId ?? null,
        createdBy: actor.id,
        answerBy,
        createdAt: now,
      });
    } catch (error) {
      throw fromDatabaseError(error, { unique: conflict('errors.charges.replaceOnlyLower', 'CHARGE_NOT_LOWERED') }) ?? error;
    }
    if (!input.replacesId) await tellRenter(ctx, tx, bookingId, 1, input.amount);
    return chargesAnswer(ctx, tx, bookingId, side);
  });
}

const chargeCapOf = (kind: ChargeKind) => chargeCap(kind, null);

/** The renter's answer to a standing, open charge (once, within its 48 hours). */
async function answer(ctx: AppContext, actor: Actor, bookingId: string, chargeId: string, values: { answer: 'accepted' | 'disputed'; comment: string; counterAmount: number | null }) {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  assertRenter(actor, side);
  return ctx.transaction(async (tx) => {
    const charge = await loadCharge(tx, bookingId, chargeId, true);
    const now = ctx.clock.now();
    const file = await chargeFile(tx, [bookingId]);
    const replaced = replacedIds(file);
    if (replaced.has(charge.id)) throw conflict('errors.charges.answered', 'CHARGE_REPLACED');
    if (file.answers.has(charge.id) || file.decisions.has(charge.id)) throw conflict('errors.charges.answered', 'CHARGE_ANSWERED');
    if (now.getTime() > charge.answerBy.getTime()) throw conflict('errors.charges.answerClosed', 'CHARGE_ANSWER_CLOSED');
    if (charge.amount === 0) throw conflict('errors.charges.answered', 'CHARGE_DROPPED');
    if (values.counterAmount !== null && values.counterAmount > charge.amount) {
      const m = errorMessage('errors.charges.aboveCap', { cap: { ltr: charge.amount.toLocaleString('en-US') } });
      throw validationError(m, { counterAmount: m });
    }
    const inserted = await tx
      .insert(chargeAnswers)
      .values({ chargeId: charge.id, answer: values.answer, comment: values.comment, counterAmount: values.counterAmount, customerId: actor.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict('errors.charges.answered', 'CHARGE_ANSWERED');
    // An accepted charge is taken from the deposit at once (decision 0044).
    if (values.answer === 'accepted') await settleDeposit(ctx, tx, bookingId);
    return chargesAnswer(ctx, tx, bookingId, side);
  });
}

export const acceptCharge = (ctx: AppContext, actor: Actor, bookingId: string, chargeId: string) =>
  answer(ctx, actor, bookingId, chargeId, { answer: 'accepted', comment: '', counterAmount: null });

export function disputeCharge(ctx: AppContext, actor: Actor, bookingId: string, chargeId: string, raw: ChargeDisputeInput) {
  const input = parseInput(chargeDisputeSchema, raw);
  return answer(ctx, actor, bookingId, chargeId, { answer: 'disputed', comment: input.comment, counterAmount: input.counterAmount ?? null });
}

/**
 * PUT /api/admin/disputes/{chargeId}/decide (admin): the amount the renter pays for a disputed
 * charge (or one open 72 hours), no more than the charge, with a reason; once and final. Of two
 * decisions at once, one stands and the other is told.
 */
export async function decideCharge(ctx: AppContext, actor: Actor, chargeId: string, raw: ChargeDecisionInput) {
  if (!isAdmin(actor)) throw forbidden('errors.forbidden');
  const input = parseInput(chargeDecisionSchema, raw);
  return ctx.transaction(async (tx) => {
    const charge = await loadCharge(tx, null, chargeId, true);
    const now = ctx.clock.now();
    const file = await chargeFile(tx, [charge.bookingId]);
    if (file.decisions.has(charge.id)) throw conflict('errors.charges.decided', 'CHARGE_DECIDED');
    const state = chargeState(charge, file, now, replacedIds(file).has(charge.id));
    const openTooLong = state === 'open' && now.getTime() - charge.createdAt.getTime() >= CHARGE_ESCALATE_HOURS * HOUR;
    if (state !== 'disputed' && !openTooLong) throw conflict('errors.charges.notDisputed', 'CHARGE_NOT_DISPUTED');
    if (input.amount > charge.amount) {
      const m = errorMessage('errors.charges.decisionAbove', { amount: { ltr: charge.amount.toLocaleString('en-US') } });
      throw validationError(m, { amount: m });
    }
    try {
      await tx.insert(chargeDecisions).values({ chargeId: charge.id, amount: input.amount, reason: input.reason, adminId: actor.id, createdAt: now });
    } catch (error) {
      throw fromDatabaseError(error, { unique: conflict('errors.charges.decided', 'CHARGE_DECIDED') }) ?? error;
    }
    await settleDeposit(ctx, tx, charge.bookingId);
    const decided: ChargeDecided = { bookingId: charge.bookingId, chargeId: charge.id, amount: input.amount, charged: charge.amount, reason: input.reason };
    await ctx.events.emit('charges.decided', decided, tx);
    return chargesAnswer(ctx, tx, charge.bookingId, null);
  });
}

/**
 * GET /api/admin/disputes (admin): standing charges disputed and not decided, or open 72 hours,
 * oldest first, with the parties' names; and the ledger's money disputes (decision 0034).
 */
export async function listDisputes(ctx: AppContext, actor: Actor): Promise<AdminDisputes> {
  if (!isAdmin(actor)) throw forbidden('errors.forbidden');
  const now = ctx.clock.now();
  const rows = rowsOf<{ booking_id: string }>(
    await ctx.db.execute(sql`
      SELECT DISTINCT c.booking_id FROM charges c
      LEFT JOIN charge_answers a ON a.charge_id = c.id
      LEFT JOIN charge_decisions d ON d.charge_id = c.id
      WHERE d.charge_id IS NULL AND c.amount > 0
        AND (a.answer = 'disputed' OR (a.charge_id IS NULL AND c.created_at <= ${new Date(now.getTime() - CHARGE_ESCALATE_HOURS * HOUR).toISOString()}::timestamptz AND c.answer_by >= ${now.toISOString()}::timestamptz))
      LIMIT 500`),
  );
  const file = await chargeFile(ctx.db, rows.map((r) => String(r.booking_id)));
  const replaced = replacedIds(file);
  const names = new Map<string, { vendorName: string; customerName: string }>();
  for (const bookingId of new Set(file.rows.map((r) => r.bookingId))) {
    const view = await findBookingView(ctx.db, bookingId);
    if (!view) continue;
    const [vendor] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, view.service.vendorId)).limit(1);
    const [customer] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, view.booking.customerId)).limit(1);
    names.set(bookingId, { vendorName: vendor?.name ?? '', customerName: customer?.name ?? '' });
  }
  const queued = file.rows
    .filter((r) => !replaced.has(r.id) && !file.decisions.has(r.id))
    .map((r) => ({ row: r, charge: presentCharge(r, file, now, false) }))
    .filter(({ row, charge }) => charge.state === 'disputed' || (charge.state === 'open' && now.getTime() - row.createdAt.getTime() >= CHARGE_ESCALATE_HOURS * HOUR))
    .sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime() || a.row.id.localeCompare(b.row.id))
    .map(({ row, charge }) => ({ ...charge, ...(names.get(row.bookingId) ?? { vendorName: '', customerName: '' }) }));
  const money = await listMoneyDisputes(ctx);
  // Damage claims waiting for an admin (decision 0045) share the queue.
  return { charges: queued, money: [...money].reverse(), claims: await queuedClaims(ctx, actor) };
}

const PHOTO_LINK_SECONDS = 30 * 60;
/** Photos a charge may carry. */
export const MAX_EVIDENCE_PER_CHARGE = 10;

async function evidenceLinks(ctx: AppContext, file: ChargeFile): Promise<EvidenceLinks> {
  const links: EvidenceLinks = new Map();
  for (const rows of file.evidence.values()) {
    for (const e of rows) links.set(e.id, { url: await ctx.storage.signedUrl(e.storageKey, PHOTO_LINK_SECONDS), thumbUrl: await ctx.storage.signedUrl(e.thumbKey, PHOTO_LINK_SECONDS) });
  }
  return links;
}

/**
 * POST /api/bookings/{id}/charges/{chargeId}/evidence (multipart): a photo of a standing charge —
 * the vendor's receipt or damage, the renter's side of a dispute — by either party while the
 * charge is not decided, at most MAX_EVIDENCE_PER_CHARGE.
 */
export async function uploadChargeEvidence(ctx: AppContext, actor: Actor, bookingId: string, chargeId: string, bytes: Buffer): Promise<BookingCharges> {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  if (!side) throw forbidden('errors.forbidden');
  const charge = await loadCharge(ctx.db, bookingId, chargeId);
  return storePrivatePhoto(ctx.storage, `charges/${bookingId}/${charge.id}/`, bytes, ctx.clock.now(), (photo) =>
    ctx.transaction(async (tx) => {
      await loadCharge(tx, bookingId, charge.id, true);
      const file = await chargeFile(tx, [bookingId]);
      if (file.decisions.has(charge.id) || replacedIds(file).has(charge.id)) throw conflict('errors.charges.decided', 'CHARGE_CLOSED');
      if ((file.evidence.get(charge.id) ?? []).length >= MAX_EVIDENCE_PER_CHARGE) throw conflict('errors.charges.tooManyPhotos', 'CHARGE_EVIDENCE_FULL');
      await tx.insert(chargeEvidence).values({ ...photo, chargeId: charge.id, uploadedBy: actor.id, createdAt: ctx.clock.now() });
      return chargesAnswer(ctx, tx, bookingId, side);
    }),
  );
}
