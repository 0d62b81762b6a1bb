// Domain operations of the damage claims (issue 32, decision 0045): the vendor's side opens a
// claim within the window after the sealed check-out (or corrects one the renter has not answered:
// a new row), adds photos of its areas; the renter accepts, offers another amount or disputes (with
// photos); the vendor's side accepts an offer; an admin decides a disputed claim, or one open 72
// hours, once. (ctx, actor, input), one transaction each; every refusal writes nothing.
import {
  CLAIM_CAP,
  claimDecisionSchema,
  claimDisputeSchema,
  claimEscalated,
  claimInputSchema,
  claimOfferSchema,
  claimState,
  type BookingClaims,
  type ClaimDecisionInput,
  type ClaimDisputeInput,
  type ClaimInput,
  type ClaimOfferInput,
} from '@carrental/shared';
import { isAdmin, type Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { claimAnswers, claimDecisions, claimOfferAcceptances, claims } from '../db/schema.js';
import { conflict, errorMessage, forbidden, fromDatabaseError, validationError } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { sealedCheckOut } from '../handovers/index.js';
import { assertRenter, assertVendorSide, bookingFor, type Side } from './policy.js';
import { checkInView, photoLinks } from './links.js';
import { claimFile, factsOf, loadClaim } from './queries.js';
import { presentClaim } from './presenter.js';
import type { ClaimChange } from './events.js';

const HOUR = 3_600_000;
const rupees = (n: number) => ({ ltr: n.toLocaleString('en-US') });

/** When the claim window after the booking's sealed check-out ends (null before it). */
async function windowEnd(ctx: AppContext, db: DbOrTx, bookingId: string): Promise<Date | null> {
  const checkOut = await sealedCheckOut(ctx, db, bookingId);
  return checkOut ? new Date(checkOut.sealedAt.getTime() + ctx.config.CLAIM_WINDOW_HOURS * HOUR) : null;
}

/** The answer of every claim read and write: standing claims, corrected ones, the window. */
export async function claimsAnswer(ctx: AppContext, db: DbOrTx, bookingId: string, side: Side): Promise<BookingClaims> {
  const now = ctx.clock.now();
  const file = await claimFile(db, [bookingId]);
  const [links, checkIn, ends] = await Promise.all([photoLinks(ctx, file), checkInView(ctx, db, bookingId), windowEnd(ctx, db, bookingId)]);
  const present = (r: (typeof file.rows)[number]) => presentClaim(r, file, now, checkIn, links);
  return {
    bookingId,
    viewerSide: side,
    claims: file.rows.filter((r) => !file.corrected.has(r.id)).map(present),
    corrected: file.rows.filter((r) => file.corrected.has(r.id)).map(present),
    windowEndsAt: ends ? ends.toISOString() : null,
    canClaim: side === 'VENDOR' && ends !== null && now.getTime() <= ends.getTime(),
    checkInDamages: checkIn?.damages ?? [],
  };
}

const emit = (ctx: AppContext, tx: Tx, bookingId: string, claimId: string, change: ClaimChange, actor: Actor) =>
  ctx.events.emit('claim.changed', { bookingId, claimId, change, actorId: actor.id }, tx);

/** GET /api/bookings/{id}/claims: the parties and admins. */
export async function listClaims(ctx: AppContext, actor: Actor, bookingId: string): Promise<BookingClaims> {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  return claimsAnswer(ctx, ctx.db, bookingId, side);
}

/**
 * POST /api/bookings/{id}/claims (vendor's side): a claim after the sealed check-out and within
 * the window, no more than the cap; or a correction (`replacesId`) of a standing claim the renter
 * has not answered, once.
 */
export async function openClaim(ctx: AppContext, actor: Actor, bookingId: string, raw: ClaimInput): Promise<BookingClaims> {
  const input = parseInput(claimInputSchema, raw);
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  assertVendorSide(actor, side);
  if (input.amount > CLAIM_CAP) {
    const m = errorMessage('errors.claims.aboveCap', { cap: rupees(CLAIM_CAP) });
    throw validationError(m, { amount: m });
  }
  return ctx.transaction(async (tx) => {
    const ends = await windowEnd(ctx, tx, bookingId);
    if (!ends) throw conflict('errors.claims.notCheckedOut', 'CLAIM_NOT_CHECKED_OUT');
    const now = ctx.clock.now();
    if (now.getTime() > ends.getTime()) throw conflict('errors.claims.windowClosed', 'CLAIM_WINDOW_CLOSED');
    if (input.replacesId) {
      const old = await loadClaim(tx, bookingId, input.replacesId, true);
      const file = await claimFile(tx, [bookingId]);
      if (claimState(factsOf(old, file)) !== 'open') throw conflict('errors.claims.correctOnlyOpen', 'CLAIM_NOT_CORRECTABLE');
    }
    let id: string;
    try {
      const [row] = await tx
        .insert(claims)
        .values({ bookingId, areas: input.areas, amount: input.amount, document: input.document, note: input.note, replacesId: input.replacesId ?? null, createdBy: actor.id, createdAt: now })
        .returning({ id: claims.id });
      id = row!.id;
    } catch (error) {
      throw fromDatabaseError(error, { unique: conflict('errors.claims.correctOnlyOpen', 'CLAIM_NOT_CORRECTABLE') }) ?? error;
    }
    await emit(ctx, tx, bookingId, id, 'opened', actor);
    return claimsAnswer(ctx, tx, bookingId, side);
  });
}

/** The renter's answer to a standing claim, once, before a decision. */
async function answer(ctx: AppContext, actor: Actor, bookingId: string, claimId: string, values: { answer: 'accepted' | 'offered' | 'disputed'; offerAmount: number | null; comment: string }) {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  assertRenter(side);
  return ctx.transaction(async (tx) => {
    const claim = await loadClaim(tx, bookingId, claimId, true);
    const file = await claimFile(tx, [bookingId]);
    const state = claimState(factsOf(claim, file));
    if (state === 'corrected' || state === 'decided') throw conflict('errors.claims.closed', 'CLAIM_CLOSED');
    if (state !== 'open') throw conflict('errors.claims.answered', 'CLAIM_ANSWERED');
    if (values.offerAmount !== null && values.offerAmount >= claim.amount) {
      const m = errorMessage('errors.claims.offerAbove', { amount: rupees(claim.amount) });
      throw validationError(m, { amount: m });
    }
    const inserted = await tx
      .insert(claimAnswers)
      .values({ claimId: claim.id, answer: values.answer, offerAmount: values.offerAmount, comment: values.comment, customerId: actor.id, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict('errors.claims.answered', 'CLAIM_ANSWERED');
    await emit(ctx, tx, bookingId, claim.id, values.answer, actor);
    return claimsAnswer(ctx, tx, bookingId, side);
  });
}

export const acceptClaim = (ctx: AppContext, actor: Actor, bookingId: string, claimId: string) =>
  answer(ctx, actor, bookingId, claimId, { answer: 'accepted', offerAmount: null, comment: '' });

export function offerOnClaim(ctx: AppContext, actor: Actor, bookingId: string, claimId: string, raw: ClaimOfferInput) {
  const input = parseInput(claimOfferSchema, raw);
  return answer(ctx, actor, bookingId, claimId, { answer: 'offered', offerAmount: input.amount, comment: input.comment });
}

export function disputeClaim(ctx: AppContext, actor: Actor, bookingId: string, claimId: string, raw: ClaimDisputeInput) {
  const input = parseInput(claimDisputeSchema, raw);
  return answer(ctx, actor, bookingId, claimId, { answer: 'disputed', offerAmount: null, comment: input.comment });
}

/** PUT …/claims/{claimId}/accept-offer (vendor's side): the claim closes at the renter's offer. */
export async function acceptOffer(ctx: AppContext, actor: Actor, bookingId: string, claimId: string): Promise<BookingClaims> {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  assertVendorSide(actor, side);
  return ctx.transaction(async (tx) => {
    const claim = await loadClaim(tx, bookingId, claimId, true);
    const file = await claimFile(tx, [bookingId]);
    if (claimState(factsOf(claim, file)) !== 'offered') throw conflict('errors.claims.notOffered', 'CLAIM_NOT_OFFERED');
    const inserted = await tx.insert(claimOfferAcceptances).values({ claimId: claim.id, acceptedBy: actor.id, createdAt: ctx.clock.now() }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw conflict('errors.claims.notOffered', 'CLAIM_NOT_OFFERED');
    await emit(ctx, tx, bookingId, claim.id, 'settled', actor);
    return claimsAnswer(ctx, tx, bookingId, side);
  });
}

/**
 * PUT /api/admin/claims/{claimId}/decide (admin): the amount the renter pays (no more than the
 * claim) with a reason, for a disputed claim or one open (or offered) 72 hours; once and final. Of
 * two decisions at once, one stands (the row lock, then the primary key) and the other is a 409.
 */
export async function decideClaim(ctx: AppContext, actor: Actor, claimId: string, raw: ClaimDecisionInput): Promise<BookingClaims> {
  if (!isAdmin(actor)) throw forbidden('errors.forbidden');
  const input = parseInput(claimDecisionSchema, raw);
  return ctx.transaction(async (tx) => {
    const claim = await loadClaim(tx, null, claimId, true);
    const file = await claimFile(tx, [claim.bookingId]);
    const facts = factsOf(claim, file);
    if (facts.decision) throw conflict('errors.claims.decided', 'CLAIM_DECIDED');
    if (!claimEscalated(facts, ctx.clock.now().getTime())) throw conflict('errors.claims.notEscalated', 'CLAIM_NOT_ESCALATED');
    if (input.amount > claim.amount) {
      const m = errorMessage('errors.claims.decisionAbove', { amount: rupees(claim.amount) });
      throw validationError(m, { amount: m });
    }
    try {
      await tx.insert(claimDecisions).values({ claimId: claim.id, amount: input.amount, reason: input.reason, adminId: actor.id, createdAt: ctx.clock.now() });
    } catch (error) {
      throw fromDatabaseError(error, { unique: conflict('errors.claims.decided', 'CLAIM_DECIDED') }) ?? error;
    }
    await emit(ctx, tx, claim.bookingId, claim.id, 'decided', actor);
    return claimsAnswer(ctx, tx, claim.bookingId, null);
  });
}
