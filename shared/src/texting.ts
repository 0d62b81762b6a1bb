// Preferences for SMS and WhatsApp and the quiet hours (issue 33). Pure, shared by both sides.
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export const TEXT_KINDS = ['bookingUpdates', 'reminders', 'messages'] as const;
export type TextChannelName = (typeof TEXT_CHANNELS)[number];
export type TextKind = (typeof TEXT_KINDS)[number];

const kindsSchema = z.object({ bookingUpdates: z.boolean(), reminders: z.boolean(), messages: z.boolean() });
/** GET and PUT /api/users/me/notification-preferences: per channel, per kind. */
export const textPreferencesSchema = z
  .object({ sms: kindsSchema, whatsapp: kindsSchema, /** Texts in Roman Urdu (Urdu in Latin letters). */ romanUrdu: z.boolean().default(false) })
  .refine((p) => p.sms.bookingUpdates || p.whatsapp.bookingUpdates, {
    message: errorText('errors.phones.bookingUpdatesRequired'),
    path: ['whatsapp', 'bookingUpdates'],
  });
export type TextPreferences = z.infer<typeof textPreferencesSchema>;

/** Without a choice: booking updates and reminders by WhatsApp, nothing by SMS but codes. */
export const DEFAULT_TEXT_PREFERENCES: TextPreferences = {
  sms: { bookingUpdates: false, reminders: false, messages: false },
  whatsapp: { bookingUpdates: true, reminders: true, messages: false },
  romanUrdu: false,
};

/** Quiet hours in Pakistan time (UTC+5, no daylight saving): 22:00 to 08:00. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;
const PK_OFFSET_MS = 5 * 3_600_000;

/**
 * When a message that can wait may go: `now` itself outside the quiet hours, else the next 08:00
 * Pakistan time.
 */
export function afterQuietHours(now: Date): Date {
  const local = new Date(now.getTime() + PK_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const until = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR) - PK_OFFSET_MS);
  return hour >= QUIET_FROM_HOUR ? new Date(until.getTime() + 86_400_000) : until;
}
