// The settings the server publishes to the web app at run time (GET /config).
import { z } from './zod.js';
import { paymentMethodIdSchema } from './payments.js';

export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  paymentProvider: paymentMethodIdSchema,
  timeZone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
