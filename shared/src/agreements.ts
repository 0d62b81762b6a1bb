// Issue 31's rental agreement (decision 0042): what the API answers about a booking's agreement,
// and the public check of a copy's SHA-256.
import { z } from 'zod';

/** GET /api/bookings/{id}/agreement: the booking's agreement once made (its parties and admins). */
export const agreementSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  /** Hex SHA-256 of the PDF's bytes. */
  sha256: z.string(),
  createdAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** A hex SHA-256 (64 characters), either case. */
export const sha256Hex = z.string().regex(/^[0-9a-fA-F]{64}$/);

/** GET /api/agreements/{id}/verify?sha256= */
export const agreementVerifyQuerySchema = z.object({ sha256: sha256Hex });

/** Whether the copy is the one on record, and when the agreement was made; nothing personal. */
export const agreementVerificationSchema = z.object({
  matches: z.boolean(),
  issuedAt: z.string(),
});
export type AgreementVerification = z.infer<typeof agreementVerificationSchema>;
