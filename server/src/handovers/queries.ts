// Reads of the handovers feature: a booking's records with their photos, the renter's identity
// for the agent, the trip terms a check-out is compared under, and the sealed record for the
// rental agreement (`readSealedHandover`).
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { effectiveTripTerms, HANDOVER_ANGLES, type HandoverAngle, type HandoverKind, type TripTerms } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { cars, handoverPhotos, handovers, idDocuments, services, users } from '../db/schema.js';
import { identityFacts } from '../identity/index.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';

export type HandoverRow = typeof handovers.$inferSelect;
export type HandoverPhotoRow = typeof handoverPhotos.$inferSelect;

/** A booking's records, oldest first. */
export const recordsOf = (db: DbOrTx, bookingId: string) =>
  db.select().from(handovers).where(eq(handovers.bookingId, bookingId)).orderBy(asc(handovers.createdAt), asc(handovers.id));

/** The photos of some records. */
export async function photosOf(db: DbOrTx, handoverIds: string[]): Promise<HandoverPhotoRow[]> {
  if (handoverIds.length === 0) return [];
  return db.select().from(handoverPhotos).where(inArray(handoverPhotos.handoverId, handoverIds));
}

/** One record of the booking, or 404 (also for an id that is not a uuid, or another booking's record). */
export async function loadHandover(db: DbOrTx, bookingId: string, handoverId: string, lock = false): Promise<HandoverRow> {
  if (!isUuid(handoverId)) throw notFound('Handover');
  const query = db.select().from(handovers).where(and(eq(handovers.id, handoverId), eq(handovers.bookingId, bookingId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Handover');
  return row;
}

/** The angles a record still lacks, in capture order. */
export const missingAngles = (photos: readonly Pick<HandoverPhotoRow, 'angle'>[]): HandoverAngle[] =>
  HANDOVER_ANGLES.filter((angle) => !photos.some((p) => p.angle === angle));

/**
 * The sealed record of a kind that stands: one no sealed correction replaces (a correction
 * replaces what it corrects); the newest sealed such one if there are several.
 */
export function standingRecord<T extends Pick<HandoverRow, 'id' | 'kind' | 'status' | 'sealedAt' | 'correctsId'>>(records: readonly T[], kind: HandoverKind): T | undefined {
  const sealed = records.filter((r) => r.kind === kind && r.status === 'SEALED');
  const corrected = new Set(sealed.map((r) => r.correctsId).filter(Boolean));
  return sealed
    .filter((r) => !corrected.has(r.id))
    .sort((a, b) => (a.sealedAt?.getTime() ?? 0) - (b.sealedAt?.getTime() ?? 0))
    .at(-1);
}

/** Names of users (who acknowledged). */
export async function namesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The renter as the agent needs them: name, phone, and numbers recorded off approved documents. */
export async function renterIdentity(db: DbOrTx, customerId: string) {
  const [user] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, customerId)).limit(1);
  const documents = await db
    .select({ kind: idDocuments.documentKind, number: idDocuments.documentNumber, expiresOn: idDocuments.expiresOn })
    .from(idDocuments)
    .where(and(eq(idDocuments.userId, customerId), eq(idDocuments.verificationStatus, 'APPROVED')))
    .orderBy(desc(idDocuments.uploadedOn), desc(idDocuments.id));
  const cnic = documents.find((d) => d.kind === 'cnic' && d.number);
  const licence = documents.find((d) => d.kind === 'licence');
  // The identity the renter gave and an admin approved (decision 0040) comes first.
  const facts = await identityFacts(db, customerId);
  const approvedCnic = facts.cnicStatus === 'APPROVED' ? facts.cnic : null;
  const approvedLicence = facts.licenceStatus === 'APPROVED' ? facts : null;
  return {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    cnicNumber: approvedCnic ?? cnic?.number ?? null,
    licenceNumber: approvedLicence?.licenceNumber ?? licence?.number ?? null,
    licenceExpiresOn: approvedLicence?.licenceExpiry ?? licence?.expiresOn ?? null,
    approvedDocuments: documents.length + (approvedCnic ? 1 : 0) + (approvedLicence ? 1 : 0),
  };
}

/** The trip terms of the booking's car (its service's, overridden by the car's), deleted or not. */
export async function termsOfCar(db: DbOrTx, carId: string): Promise<TripTerms> {
  const [row] = await db
    .select({ serviceTerms: services.tripTerms, carTerms: cars.tripTerms })
    .from(cars)
    .innerJoin(services, eq(services.id, cars.serviceId))
    .where(eq(cars.id, carId))
    .limit(1);
  return effectiveTripTerms(row?.serviceTerms ?? {}, row?.carTerms ?? {});
}

/** A sealed record as the rental agreement needs it. */
export interface SealedHandover {
  id: string;
  bookingId: string;
  kind: HandoverKind;
  correctsId: string | null;
  odometerKm: number;
  fuelEighths: number;
  damages: { x: number; y: number; note: string }[];
  notes: string;
  /** Storage keys of each angle's photo (`thumbKey`: its 480 px WebP) and the uploaded file's SHA-256. */
  photos: Partial<Record<HandoverAngle, { storageKey: string; thumbKey: string; sha256: string }>>;
  vendorAck: { by: string | null; via: 'code' | 'recorded'; at: Date };
  renterAck: { by: string | null; via: 'code' | 'app'; at: Date };
  sealedAt: Date;
  contentSha256: string;
}

/**
 * A sealed record with its readings, damage, notes, photos per angle, how and when each side
 * acknowledged and its content hash; null when there is no sealed record with this id (a draft,
 * or none). For the rental agreement (the PDF is made from it after `handover.sealed`).
 */
export async function readSealedHandover(db: DbOrTx, handoverId: string): Promise<SealedHandover | null> {
  if (!isUuid(handoverId)) return null;
  const [row] = await db
    .select()
    .from(handovers)
    .where(and(eq(handovers.id, handoverId), eq(handovers.status, 'SEALED'), isNotNull(handovers.sealedAt)))
    .limit(1);
  if (!row || !row.sealedAt || !row.contentSha256 || !row.vendorAckVia || !row.vendorAckAt || !row.renterAckVia || !row.renterAckAt) return null;
  const photos: SealedHandover['photos'] = {};
  for (const p of await photosOf(db, [row.id])) photos[p.angle] = { storageKey: p.storageKey, thumbKey: p.thumbKey, sha256: p.sha256 };
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    correctsId: row.correctsId,
    odometerKm: row.odometerKm,
    fuelEighths: row.fuelEighths,
    damages: row.damages,
    notes: row.notes,
    photos,
    vendorAck: { by: row.vendorAckBy, via: row.vendorAckVia, at: row.vendorAckAt },
    renterAck: { by: row.renterAckBy, via: row.renterAckVia, at: row.renterAckAt },
    sealedAt: row.sealedAt,
    contentSha256: row.contentSha256,
  };
}

/** Locks and reads the booking row (the sealing transaction moves its status). */
export const lockBookingRow = (db: DbOrTx, bookingId: string) =>
  db.execute(sql`SELECT 1 FROM bookings WHERE id = ${bookingId} FOR UPDATE`);

/** The standing sealed record of a kind for a booking (corrections applied), as `readSealedHandover` reads it; null when none. */
export async function standingSealedHandover(db: DbOrTx, bookingId: string, kind: HandoverKind): Promise<SealedHandover | null> {
  const standing = standingRecord(await recordsOf(db, bookingId), kind);
  return standing ? readSealedHandover(db, standing.id) : null;
}
