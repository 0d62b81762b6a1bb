// The one port every SMS and WhatsApp message leaves through (issue 33, decision 0036). Adapters:
// the outbox (default: the message stays in `message_outbox` and the log, so the app runs
// offline), Twilio (SMS and WhatsApp, the official SDK) and Meta's WhatsApp Cloud API (template
// messages over its HTTP API).

export type TextChannel = 'sms' | 'whatsapp';
export type MessengerName = 'outbox' | 'twilio' | 'whatsapp-cloud';

export interface OutgoingText {
  /** E.164. */
  to: string;
  channel: TextChannel;
  /** The whole text, in the recipient's language. */
  body: string;
  /** WhatsApp outside the 24-hour window needs an approved template: its name, language and values. */
  template?: { name: string; language: string; parameters: string[] } | null;
  /** Our row's id, for the provider's status callbacks. */
  reference: string;
}

export interface Messenger {
  name: MessengerName;
  /** Whether this adapter can carry the channel at all (the WhatsApp Cloud API sends no SMS). */
  carries(channel: TextChannel): boolean;
  /** Hands the message to the provider; resolves with the provider's id of it, throws when refused. */
  send(message: OutgoingText): Promise<{ providerId: string | null }>;
}

/** The default: nothing leaves the machine; the outbox row (and the log line) is the message. */
export function outboxMessenger(log: { info: (obj: object, msg: string) => void }): Messenger {
  return {
    name: 'outbox',
    carries: () => true,
    async send(message) {
      log.info({ to: message.to, channel: message.channel, text: message.body }, 'text kept in the dev outbox');
      return { providerId: null };
    },
  };
}
