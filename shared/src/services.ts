// Payload schemas of the services feature (a vendor's rental locations).
import { z } from 'zod';

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
  /** Number of (not deleted) cars under the service. */
  carCount: z.number().int(),
  createdAt: z.string(),
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
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;
