// Which messenger a context sends through: the one MESSAGING_PROVIDER names (the outbox by
// default), made once per context. Tests put their own in with `useMessenger`.
import type { AppContext } from '../context.js';
import { outboxMessenger, type Messenger } from './messenger.js';
import { whatsappCloudMessenger } from './providers/whatsapp-cloud.js';
import { twilioMessenger } from './providers/twilio.js';

const chosen = new WeakMap<AppContext, Messenger>();

export function messengerOf(ctx: AppContext): Messenger {
  let messenger = chosen.get(ctx);
  if (!messenger) {
    messenger = createMessenger(ctx);
    chosen.set(ctx, messenger);
  }
  return messenger;
}

/** Replaces the context's messenger (tests, and a provider's stand-in). */
export function useMessenger(ctx: AppContext, messenger: Messenger) {
  chosen.set(ctx, messenger);
}

function createMessenger(ctx: AppContext): Messenger {
  const c = ctx.config;
  // Config validation (settings.ts) makes sure the chosen provider has every variable it needs.
  if (c.MESSAGING_PROVIDER === 'whatsapp-cloud') {
    return whatsappCloudMessenger({ apiUrl: c.WHATSAPP_API_URL, phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID!, accessToken: c.WHATSAPP_ACCESS_TOKEN! });
  }
  if (c.MESSAGING_PROVIDER === 'twilio') {
    return twilioMessenger({
      accountSid: c.TWILIO_ACCOUNT_SID!,
      authToken: c.TWILIO_AUTH_TOKEN!,
      smsFrom: c.TWILIO_SMS_FROM!,
      whatsappFrom: c.TWILIO_WHATSAPP_FROM,
      statusCallback: `${c.publicUrl}${TWILIO_STATUS_PATH}`,
      apiUrl: c.TWILIO_API_URL,
    });
  }
  return outboxMessenger(ctx.log);
}

/** Where Twilio reports delivery (the route in webhook-routes.ts). */
export const TWILIO_STATUS_PATH = '/api/messaging/twilio/status';
