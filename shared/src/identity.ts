// CNIC and driving licence (issue 33, decision 0040): the payloads and answers of a user's
// identity, its photos and the admins' review. A CNIC is kept as `00000-0000000-0`; it may be typed
// without dashes, with spaces, or in Urdu digits.
import { z } from './zod.js';
import { plainText } from './text.js';
import { errorText } from './i18n/errorText.js';
import { latinDigits } from './digits.js';

/** The photos an identity takes, one current photo of each. */
export const IDENTITY_PHOTO_KINDS = ['cnic_front', 'cnic_back', 'licence', 'selfie'] as const;
export type IdentityPhotoKind = (typeof IDENTITY_PHOTO_KINDS)[number];
export const identityPhotoKindSchema = z.enum(IDENTITY_PHOTO_KINDS);

/** The pieces an admin reviews, each with its own status. */
export const IDENTITY_PIECES = ['cnic', 'licence', 'selfie'] as const;
export type IdentityPiece = (typeof IDENTITY_PIECES)[number];
export const identityPieceSchema = z.enum(IDENTITY_PIECES);

/** Which photos belong to which piece. */
export const PIECE_PHOTOS: Record<IdentityPiece, readonly IdentityPhotoKind[]> = {
  cnic: ['cnic_front', 'cnic_back'],
  licence: ['licence'],
  selfie: ['selfie'],
};

/** MISSING: something the piece needs is not given yet; PENDING: complete, waiting for an admin. */
export const IDENTITY_STATUSES = ['MISSING', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** The reasons an admin may give for a rejection (texts: identity.reason.*). */
export const IDENTITY_REJECTION_REASONS = ['unreadable', 'mismatch', 'expired', 'wrong_document', 'incomplete', 'face_not_visible'] as const;
export type IdentityRejectionReason = (typeof IDENTITY_REJECTION_REASONS)[number];

/** The CNIC's form with dashes, or null when the text is not 13 digits (dashes and spaces allowed where they belong). */
export function normalCnic(input: string): string | null {
  const plain = latinDigits(input).trim();
  if (!/^\d{5}[- ]?\d{7}[- ]?\d$/.test(plain)) return null;
  const digits = plain.replace(/[- ]/g, '');
  return `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`;
}

export const cnicSchema = plainText()
  .max(20, errorText('errors.identity.cnicShape'))
  .transform((value, ctx) => {
    const cnic = normalCnic(value);
    if (cnic === null) {
      ctx.addIssue({ code: 'custom', message: errorText('errors.identity.cnicShape') });
      return z.NEVER;
    }
    return cnic;
  });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date `YYYY-MM-DD` (Urdu digits read as 0–9). */
export const calendarDateSchema = z
  .string()
  .overwrite(latinDigits)
  .regex(DATE_ONLY, errorText('errors.identity.dateShape'))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && v <= '2199-12-31';
  }, errorText('errors.identity.dateShape'));

/** PUT /api/users/me/identity */
export const identityInputSchema = z.object({
  cnic: cnicSchema,
  licenceNumber: plainText()
    .trim()
    .overwrite(latinDigits)
    .min(1, errorText('errors.identity.licenceNumberRequired'))
    .max(40, errorText('errors.identity.licenceNumberTooLong', { max: 40 })),
  licenceAuthority: plainText()
    .trim()
    .min(1, errorText('errors.identity.licenceAuthorityRequired'))
    .max(80, errorText('errors.identity.licenceAuthorityTooLong', { max: 80 })),
  licenceExpiry: calendarDateSchema,
});
export type IdentityInput = z.input<typeof identityInputSchema>;

/** POST /api/identity/users/{id}/reviews (admins): approve or reject one piece. */
export const identityReviewInputSchema = z.discriminatedUnion('decision', [
  z.object({ piece: identityPieceSchema, decision: z.literal('APPROVED') }),
  z.object({ piece: identityPieceSchema, decision: z.literal('REJECTED'), reason: z.enum(IDENTITY_REJECTION_REASONS) }),
]);
export type IdentityReviewInput = z.input<typeof identityReviewInputSchema>;

export const identityPhotoSchema = z.object({ kind: identityPhotoKindSchema, url: z.string(), uploadedAt: z.string() });

export const identityPieceStateSchema = z.object({
  status: z.enum(IDENTITY_STATUSES),
  reason: z.enum(IDENTITY_REJECTION_REASONS).nullable(),
  reviewedAt: z.string().nullable(),
});

export const identityReviewSchema = z.object({
  id: z.string(),
  piece: identityPieceSchema,
  decision: z.enum(['APPROVED', 'REJECTED']),
  reason: z.enum(IDENTITY_REJECTION_REASONS).nullable(),
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
});

/** The whole identity: its owner and admins see this. */
export const identityAnswerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  cnic: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceAuthority: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  photos: z.array(identityPhotoSchema),
  pieces: z.object({ cnic: identityPieceStateSchema, licence: identityPieceStateSchema, selfie: identityPieceStateSchema }),
  /** Phone, CNIC and licence all approved. */
  verified: z.boolean(),
  /** Admins only: every review, newest first. */
  reviews: z.array(identityReviewSchema).optional(),
});
export type IdentityAnswer = z.infer<typeof identityAnswerSchema>;

/** What the vendor of a confirmed booking sees: numbers, never the photos. */
export const identityForVendorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  cnic: z.string().nullable(),
  cnicStatus: z.enum(IDENTITY_STATUSES),
  licenceNumber: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  licenceStatus: z.enum(IDENTITY_STATUSES),
});
export type IdentityForVendor = z.infer<typeof identityForVendorSchema>;
