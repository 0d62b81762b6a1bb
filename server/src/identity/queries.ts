// Reads of the identity feature: the current numbers, photos and the status of each piece.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IDENTITY_PIECES, PIECE_PHOTOS, type IdentityPhotoKind, type IdentityPiece, type IdentityRejectionReason, type IdentityStatus } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { bookings, identities, identityPhotos, identityReviews, services, users } from '../db/schema.js';
import { literalList } from '../db/sql.js';
import { VENDOR_SEES_FROM_STATUSES } from './policy.js';

export type IdentityRow = typeof identities.$inferSelect;
export type PhotoRow = typeof identityPhotos.$inferSelect;
export type ReviewRow = typeof identityReviews.$inferSelect & { reviewerName: string | null };
const reviewer = alias(users, 'reviewer');

export interface PieceState {
  status: IdentityStatus;
  revision: number;
  reason: IdentityRejectionReason | null;
  reviewedAt: Date | null;
}

export interface IdentityState {
  userId: string;
  name: string;
  phoneVerified: boolean;
  row: IdentityRow | null;
  /** The newest photo of each kind. */
  photos: Partial<Record<IdentityPhotoKind, PhotoRow>>;
  pieces: Record<IdentityPiece, PieceState>;
  /** Every review, newest first. */
  reviews: ReviewRow[];
}

export const revisionOf = (row: IdentityRow | null, piece: IdentityPiece): number =>
  row ? (piece === 'cnic' ? row.cnicRevision : piece === 'licence' ? row.licenceRevision : row.selfieRevision) : 0;

function isComplete(row: IdentityRow | null, photos: IdentityState['photos'], piece: IdentityPiece): boolean {
  if (!PIECE_PHOTOS[piece].every((kind) => photos[kind])) return false;
  if (piece === 'cnic') return !!row?.cnic;
  if (piece === 'licence') return !!row?.licenceNumber;
  return true;
}

/** The whole identity of a user, or null when there is no such live user. */
export async function loadIdentity(db: DbOrTx, userId: string): Promise<IdentityState | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, phoneVerifiedAt: users.phoneVerifiedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) return null;
  const [row] = await db.select().from(identities).where(eq(identities.userId, userId));
  const photoRows = await db.select().from(identityPhotos).where(eq(identityPhotos.userId, userId)).orderBy(desc(identityPhotos.createdAt), desc(identityPhotos.id));
  const photos: IdentityState['photos'] = {};
  for (const photo of photoRows) photos[photo.kind] ??= photo;
  const reviews = await db
    .select({ ...getTableColumns(identityReviews), reviewerName: reviewer.name })
    .from(identityReviews)
    .leftJoin(reviewer, eq(reviewer.id, identityReviews.reviewerId))
    .where(eq(identityReviews.userId, userId)).orderBy(desc(identityReviews.seq));
  const pieces = {} as Record<IdentityPiece, PieceState>;
  for (const piece of IDENTITY_PIECES) {
    const revision = revisionOf(row ?? null, piece);
    const review = reviews.find((r) => r.piece === piece && r.revision === revision);
    const complete = isComplete(row ?? null, photos, piece);
    pieces[piece] = {
      revision,
      status: !complete ? 'MISSING' : review ? review.decision : 'PENDING',
      reason: complete && review ? review.reason : null,
      reviewedAt: complete && review ? review.createdAt : null,
    };
  }
  return { userId, name: user.name, phoneVerified: user.phoneVerifiedAt !== null, row: row ?? null, photos, pieces, reviews };
}

/** "Verified" on a profile: phone, CNIC and licence all approved. */
export const isVerified = (state: IdentityState) => state.phoneVerified && state.pieces.cnic.status === 'APPROVED' && state.pieces.licence.status === 'APPROVED';

/** Whether `vendorId` is the vendor of a booking of `customerId` that is confirmed (or later). */
export async function isVendorOfConfirmedBooking(db: DbOrTx, vendorId: string, customerId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.customerId, customerId), eq(services.vendorId, vendorId), sql`${bookings.status} IN ${literalList(VENDOR_SEES_FROM_STATUSES)}`))
    .limit(1);
  return !!found;
}

export interface IdentityFacts {
  cnic: string | null;
  cnicStatus: IdentityStatus;
  licenceNumber: string | null;
  licenceAuthority: string | null;
  licenceExpiry: string | null;
  licenceStatus: IdentityStatus;
}

/** The identity's numbers and statuses, for other features (the handover checks them). */
export async function identityFacts(db: DbOrTx, userId: string): Promise<IdentityFacts> {
  const state = await loadIdentity(db, userId);
  const row = state?.row ?? null;
  return {
    cnic: row?.cnic ?? null,
    cnicStatus: state?.pieces.cnic.status ?? 'MISSING',
    licenceNumber: row?.licenceNumber ?? null,
    licenceAuthority: row?.licenceAuthority ?? null,
    licenceExpiry: row?.licenceExpiry ?? null,
    licenceStatus: state?.pieces.licence.status ?? 'MISSING',
  };
}
