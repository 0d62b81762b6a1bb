// The messaging and phone settings (issue 33), part of the one environment schema of config.ts.
// A provider is either fully configured or not at all: one of its variables set and another
// missing stops start-up naming the missing one.
import { z } from 'zod';

const text = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

export const messagingEnv = {
  /** Where SMS and WhatsApp messages go: the outbox (table and log; default), Twilio, or WhatsApp Cloud. */
  MESSAGING_PROVIDER: z.enum(['outbox', 'twilio', 'whatsapp-cloud']).default('outbox'),
  TWILIO_ACCOUNT_SID: text,
  TWILIO_AUTH_TOKEN: text,
  /** The sender of SMS (an E.164 number or a Messaging Service SID). */
  TWILIO_SMS_FROM: text,
  /** The WhatsApp sender (`whatsapp:+92…`); unset: WhatsApp through Twilio is not used. */
  TWILIO_WHATSAPP_FROM: text,
  /** Where the SDK sends its requests; only changed to reach a local stand-in in tests. */
  TWILIO_API_URL: text.pipe(z.url().optional()),
  WHATSAPP_ACCESS_TOKEN: text,
  WHATSAPP_PHONE_NUMBER_ID: text,
  /** The app secret that signs webhooks (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: text,
  /** What Meta sends back when the webhook is registered (GET hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: text,
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** A verified phone is needed to ask for a booking (issue 33; default on). */
  BOOKING_REQUIRES_VERIFIED_PHONE: flag.default(true),
  /** Self-drive needs an approved licence, with a driver an approved CNIC (issue 33; default on). */
  BOOKING_REQUIRES_IDENTITY: flag.default(true),
};

export type MessagingEnv = z.infer<z.ZodObject<typeof messagingEnv>>;

export const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'] as const;
export const WHATSAPP_SETTINGS = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;

/** The first missing variable of a half-configured (or chosen but unconfigured) provider, as a config error line. */
export function messagingConfigProblem(e: MessagingEnv): string | null {
  const groups = [
    { provider: 'twilio', names: TWILIO_SETTINGS },
    { provider: 'whatsapp-cloud', names: WHATSAPP_SETTINGS },
  ] as const;
  for (const { provider, names } of groups) {
    const chosen = e.MESSAGING_PROVIDER === provider;
    const someSet = names.some((name) => e[name] !== undefined);
    if (!chosen && !someSet) continue;
    const missing = names.find((name) => e[name] === undefined);
    if (missing) return `  ${missing}: required when ${chosen ? `MESSAGING_PROVIDER=${provider}` : `${names.find((n) => e[n] !== undefined)} is set`}`;
  }
  return null;
}
