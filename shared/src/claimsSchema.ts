// The zod schemas of the damage claims (issue 32, decision 0045): the vendor's claim, the renter's
// offer and dispute, an admin's decision, the answers, and the reliability figures of the public
// service page. The rules are in claims.ts.
import { z } from './zod.js';
import { CLAIM_AREAS, CLAIM_STATES } from './claims.js';
import { handoverAngleSchema } from './handovers.js';
import { plainText } from './text.js';
import { latinDigits } from './digits.js';
import { errorText } from './i18n/errorText.js';

const amount = () => z.number(errorText('errors.field.wholeRupees')).int(errorText('errors.field.wholeRupees')).min(0, errorText('errors.field.wholeRupees')).max(10_000_000, errorText('errors.trips.tooHigh'));

export const claimAreaSchema = z.enum(CLAIM_AREAS, { error: errorText('errors.validation.invalid') });

/** POST /api/bookings/{id}/claims (vendor's side): a claim, or a correction of one (`replacesId`). */
export const claimInputSchema = z.object({
  areas: z
    .array(claimAreaSchema)
    .min(1, errorText('errors.claims.areasNeeded'))
    .max(CLAIM_AREAS.length)
    .transform((a) => [...new Set(a)]),
  amount: amount().min(1, errorText('errors.claims.amountNeeded')),
  document: z.enum(['estimate', 'invoice'], { error: errorText('errors.validation.invalid') }),
  note: plainText().trim().max(1000).optional().default(''),
  replacesId: z.uuid().optional(),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

/** PUT …/claims/{claimId}/offer (renter): another amount, with a comment. */
export const claimOfferSchema = z.object({
  amount: amount(),
  comment: plainText().trim().max(1000).optional().default(''),
});
export type ClaimOfferInput = z.input<typeof claimOfferSchema>;

/** PUT …/claims/{claimId}/dispute (renter). */
export const claimDisputeSchema = z.object({
  comment: plainText().trim().min(1, errorText('errors.claims.commentNeeded')).max(1000),
});
export type ClaimDisputeInput = z.input<typeof claimDisputeSchema>;

/** PUT /api/admin/claims/{claimId}/decide (admin). */
export const claimDecisionSchema = z.object({
  amount: amount(),
  reason: plainText().trim().min(1, errorText('errors.claims.reasonNeeded')).max(2000),
});
export type ClaimDecisionInput = z.input<typeof claimDecisionSchema>;

/** Query of POST …/claims/{claimId}/photos: the area a vendor's photo shows (also a multipart field before the file). */
export const claimPhotoQuerySchema = z.object({ area: plainText().max(40).optional() });

const photo = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() });

export const claimSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  areas: z.array(claimAreaSchema),
  amount: z.number().int(),
  document: z.enum(['estimate', 'invoice']),
  note: z.string(),
  replacesId: z.string().nullable(),
  state: z.enum(CLAIM_STATES),
  /** Waiting for an admin: disputed, or open or offered 72 hours. */
  escalated: z.boolean(),
  /** The amount the renter pays once closed (accepted, settled, decided). */
  closedAmount: z.number().int().nullable(),
  /** Claimed areas already marked damaged at check-in. */
  damagedAtCheckIn: z.array(claimAreaSchema),
  answer: z.object({ answer: z.enum(['accepted', 'offered', 'disputed']), offerAmount: z.number().int().nullable(), comment: z.string(), at: z.string() }).nullable(),
  offerAcceptedAt: z.string().nullable(),
  decision: z.object({ amount: z.number().int(), reason: z.string(), at: z.string() }).nullable(),
  /** The vendor's photos, each with the check-in photo of the angle that covers its area. */
  photos: z.array(photo.extend({ area: claimAreaSchema, checkIn: z.object({ angle: handoverAngleSchema, url: z.string(), thumbUrl: z.string() }).nullable() })),
  /** The renter's photos (a dispute's side). */
  renterPhotos: z.array(photo),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET /api/bookings/{id}/claims (and the answer of every claim write). */
export const bookingClaimsSchema = z.object({
  bookingId: z.string(),
  viewerSide: z.enum(['CUSTOMER', 'VENDOR']).nullable(),
  /** Standing claims (not corrected), oldest first. */
  claims: z.array(claimSchema),
  /** Corrected claims, for the record. */
  corrected: z.array(claimSchema),
  /** Until when a claim may be opened (null before the check-out). */
  windowEndsAt: z.string().nullable(),
  /** Whether the caller may open a claim now. */
  canClaim: z.boolean(),
  /** The check-in's damage marks, drawn on the outline beside the claimed areas. */
  checkInDamages: z.array(z.object({ x: z.number(), y: z.number(), note: z.string() })),
});
export type BookingClaims = z.infer<typeof bookingClaimsSchema>;

/** A claim in the admins' queue (`GET /api/admin/disputes`' `claims`). */
export const queuedClaimSchema = claimSchema.extend({ vendorName: z.string(), customerName: z.string() });
export type QueuedClaim = z.infer<typeof queuedClaimSchema>;

/** The vendor's reliability on the public service page. */
export const reliabilitySchema = z.object({
  tripsCompleted: z.number().int(),
  lateCancellations: z.number().int(),
  lateCancellationPercent: z.number().int().nullable(),
  depositsOnTimePercent: z.number().int().nullable(),
  claimsUpheldPercent: z.number().int().nullable(),
  claimsClosed: z.number().int(),
});

/** An amount as typed in a form (digits in either script, commas allowed) read as a number. */
const typed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(latinDigits(v).replace(/[,\s]/g, ''))) : v), schema);

/** The web's claim form: `claimInputSchema` with the amount as typed. */
export const claimFormSchema = claimInputSchema.extend({ amount: typed(amount().min(1, errorText('errors.claims.amountNeeded'))) });
/** The web's offer form: `claimOfferSchema` with the amount as typed. */
export const claimOfferFormSchema = claimOfferSchema.extend({ amount: typed(amount()) });
