// Schemas of the messaging feature (issue 33): SMS and WhatsApp texts as the outbox keeps them.
import { z } from './zod.js';
import { mobilePhoneSchema } from './phones.js';

export const textOutboxQuerySchema = z.object({ to: mobilePhoneSchema });

export const textOutboxEntrySchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'whatsapp']),
  kind: z.string(),
  locale: z.enum(['en', 'ur', 'roman']),
  body: z.string(),
  status: z.enum(['PENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED']),
  createdAt: z.string(),
});
export type TextOutboxEntry = z.infer<typeof textOutboxEntrySchema>;
export const textOutboxSchema = z.array(textOutboxEntrySchema);
