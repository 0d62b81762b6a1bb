// Payload schemas of the services feature (a vendor's rental locations).
import { z } from './zod.js';
import { latinDigits } from './digits.js';
import { ratingSummarySchema } from './reviews.js';
import { reliabilitySchema } from './claimsSchema.js';
import { plainText } from './text.js';
import { cancellationPolicySchema } from './moneySchema.js';
import { errorText, label, type ErrorKey } from './i18n/errorText.js';

/** A service as the API answers it. `phone` is omitted for anonymous callers. */
export const serviceSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  name: z.string(),
  description: z.string(),
  phone: z.string().optional(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** What a customer gets back for cancelling (decision 0015). */
  cancellationPolicy: cancellationPolicySchema,
  /** Number of (not deleted) cars under the service. */
  carCount: z.number().int(),
  createdAt: z.string(),
  /** Whether the caller may edit or delete the service and its cars (the server's rule, sent along). */
  canManage: z.boolean(),
  /** Average stars and count of the public reviews of the service's cars. */
  rating: ratingSummarySchema.optional(),
  /** The vendor's reliability (issue 32): on the one service's answer (`GET /services/{id}`). */
  reliability: reliabilitySchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** What a car or booking embeds of its service. */
export const serviceSummarySchema = serviceSchema.pick({
  id: true,
  vendorId: true,
  name: true,
  description: true,
  phone: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
  cancellationPolicy: true,
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

const text = (max: number) => plainText().trim().max(max);
const required = (max: number, key: ErrorKey) => plainText().trim().min(1, errorText('errors.field.required', { label: label(key) })).max(max);

/** The body of POST /api/services and PUT /api/services/{id} (spec §5: all but addressLine2 required). */
export const serviceInputSchema = z.object({
  name: required(120, 'errors.label.serviceName'),
  description: required(5000, 'errors.label.description'),
  phone: required(30, 'errors.label.phone').overwrite(latinDigits).regex(/^[+0-9()\-\s]{5,30}$/, errorText('errors.services.phoneInvalid')),
  addressLine1: required(200, 'errors.label.addressLine1'),
  addressLine2: text(200).optional().default(''),
  city: required(100, 'errors.label.city'),
  state: required(100, 'errors.label.state'),
  postalCode: required(20, 'errors.label.postalCode'),
  country: required(100, 'errors.label.country'),
  /** Omitted on create: Moderate; omitted on edit: unchanged. */
  cancellationPolicy: cancellationPolicySchema.optional(),
  /** The spec's payload carries it; the server always uses the caller's id instead. */
  vendorId: plainText().max(100).optional(),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
