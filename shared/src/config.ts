// The settings the server publishes to the web app at run time (GET /config).
import { z } from 'zod';

export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  paymentProvider: z.enum(['sandbox', 'stripe']),
  timeZone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
