// Meta's WhatsApp Cloud API (issue 33): messages over its HTTP API (`POST /{phone-number-id}/messages`,
// a template when the row has one, else text), and delivery statuses by webhook signed with the
// app secret (`X-Hub-Signature-256: sha256=<hex HMAC of the exact body>`). It carries WhatsApp only.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Messenger } from '../messenger.js';

export interface WhatsAppCloudOptions {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Milliseconds before a request is given up (then retried by the job). */
  timeoutMs?: number;
}

export function whatsappCloudMessenger(options: WhatsAppCloudOptions): Messenger {
  const base = options.apiUrl.replace(/\/+$/, '');
  return {
    name: 'whatsapp-cloud',
    carries: (channel) => channel === 'whatsapp',
    async send(message) {
      const to = message.to.replace(/^\+/, '');
      const body = message.template
        ? {
            messaging_product: 'whatsapp',
            to,
            type: 'template',
            template: {
              name: message.template.name,
              language: { code: message.template.language },
              components: [{ type: 'body', parameters: message.template.parameters.map((text) => ({ type: 'text', text })) }],
            },
          }
        : { messaging_product: 'whatsapp', to, type: 'text', text: { body: message.body } };
      const res = await fetch(`${base}/${encodeURIComponent(options.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { messages?: Array<{ id?: string }>; error?: { message?: string } };
      if (!res.ok) throw new Error(`WhatsApp Cloud API ${res.status}: ${answer.error?.message ?? 'refused'}`);
      return { providerId: answer.messages?.[0]?.id ?? null };
    },
  };
}

/** Whether `header` is Meta's signature of `rawBody` with the app secret. */
export function validWhatsAppSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface DeliveryStatus {
  providerId: string;
  status: 'SENT' | 'DELIVERED' | 'READ' | 'FAILED';
  /** What makes this report unique (a replay carries the same). */
  eventKey: string;
}

/** The statuses of a webhook body (entry[].changes[].value.statuses[]); anything else is ignored. */
export function whatsappStatuses(body: unknown): DeliveryStatus[] {
  const out: DeliveryStatus[] = [];
  const known = { sent: 'SENT', delivered: 'DELIVERED', read: 'READ', failed: 'FAILED' } as const;
  const entries = (body as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      for (const s of Array.isArray(statuses) ? statuses : []) {
        const { id, status, timestamp } = (s ?? {}) as { id?: unknown; status?: unknown; timestamp?: unknown };
        if (typeof id !== 'string' || typeof status !== 'string' || !(status in known)) continue;
        out.push({ providerId: id, status: known[status as keyof typeof known], eventKey: `${id}:${status}:${String(timestamp ?? '')}` });
      }
    }
  }
  return out;
}
