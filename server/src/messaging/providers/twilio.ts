// SMS and WhatsApp through Twilio with its official SDK (issue 33). Each message asks Twilio to
// report its delivery to our status callback, which Twilio signs (`X-Twilio-Signature`: an HMAC
// of the URL and the sorted form fields with the auth token, checked by the SDK's
// `validateRequest`). A WhatsApp sender is optional: without TWILIO_WHATSAPP_FROM it carries SMS only.
import twilio from 'twilio';
import type { Messenger } from '../messenger.js';
import type { DeliveryStatus } from './whatsapp-cloud.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  smsFrom: string;
  whatsappFrom?: string;
  /** Where Twilio reports delivery (our /api/messaging/twilio/status). */
  statusCallback: string;
  /** Tests only: a local stand-in instead of https://api.twilio.com. */
  apiUrl?: string;
}

/** The SDK's request client, sending to a stand-in when one is given. */
function httpClientFor(apiUrl: string | undefined) {
  if (!apiUrl) return undefined;
  const base = apiUrl.replace(/\/+$/, '');
  class StandInClient extends twilio.RequestClient {
    override request<T>(opts: Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0]) {
      return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, () => base) } as never);
    }
  }
  return new StandInClient();
}

export function twilioMessenger(options: TwilioOptions): Messenger {
  const client = twilio(options.accountSid, options.authToken, { httpClient: httpClientFor(options.apiUrl) });
  return {
    name: 'twilio',
    carries: (channel) => channel === 'sms' || options.whatsappFrom !== undefined,
    async send(message) {
      const whatsapp = message.channel === 'whatsapp';
      const created = await client.messages.create({
        to: whatsapp ? `whatsapp:${message.to}` : message.to,
        from: whatsapp ? options.whatsappFrom! : options.smsFrom,
        body: message.body,
        statusCallback: options.statusCallback,
      });
      return { providerId: created.sid };
    },
  };
}

/** Whether the callback's signature is Twilio's, for the URL it was sent to and its form fields. */
export const validTwilioSignature = (authToken: string, signature: string | undefined, url: string, fields: Record<string, string>) =>
  !!signature && twilio.validateRequest(authToken, signature, url, fields);

/** The delivery report of a status callback's fields, or null when it reports nothing we keep. */
export function twilioStatus(fields: Record<string, string>): DeliveryStatus | null {
  const known: Record<string, DeliveryStatus['status']> = { sent: 'SENT', delivered: 'DELIVERED', read: 'READ', failed: 'FAILED', undelivered: 'FAILED' };
  const sid = fields.MessageSid;
  const status = known[fields.MessageStatus ?? ''];
  if (!sid || !status) return null;
  return { providerId: sid, status, eventKey: `${sid}:${fields.MessageStatus}` };
}
