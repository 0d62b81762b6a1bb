// The language of a request (issue 18): the first of ours its Accept-Language names, else the
// signed-in account's choice, else English. `request.locale` is computed when read, so it is right
// in every hook and in the error handler, even for a request refused before its route ran.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createTranslator, en, pickLocale, renderText, DEFAULT_LOCALE, type LocalText, type Locale, type MessageKey, type TextValue, type Translator } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';

declare module 'fastify' {
  interface FastifyRequest {
    readonly locale: Locale;
  }
}

const translators: Record<Locale, Translator<MessageKey>> = {
  en: createTranslator<MessageKey>('en', en),
  ur: createTranslator<MessageKey>('ur', ur, en),
};

/** The catalogs' translator of a locale (the server's one way to say a text). */
export const translatorFor = (locale: Locale): Translator<MessageKey> => translators[locale];

/** A catalog text in `locale`; values may depend on the language (dates, prices, other texts). */
export function say(locale: Locale, text: LocalText | MessageKey, values?: Record<string, TextValue>): string {
  return renderText(translators[locale], typeof text === 'string' ? { key: text, values } : text);
}

export function requestLocale(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']) ?? request.actor.locale ?? DEFAULT_LOCALE;
}

/** The success answers' English texts (services write them from the `answers` catalog), by text. */
const ANSWER_KEYS = new Map(
  (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('answers.')).map((key) => [en[key] as string, key] as const),
);

/**
 * Price lines travel with their catalog text (decision 0031): in an answer's `lines` (a booking's,
 * a list's bookings'), each line's label is said in the caller's language. English labels are
 * stored with the lines, so only other languages need the walk. Mutates the fresh answer.
 */
function sayLines(value: unknown, locale: Locale, depth = 0): void {
  if (depth > 3 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) sayLines(item, locale, depth + 1);
    return;
  }
  const lines = (value as { lines?: unknown }).lines;
  if (Array.isArray(lines)) {
    for (const line of lines as { label?: string; text?: LocalText }[]) if (line && line.text && typeof line.text.key === 'string') line.label = say(locale, line.text);
  }
  for (const key of ['items', 'bookings', 'data'] as const) sayLines((value as Record<string, unknown>)[key], locale, depth + 1);
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return requestLocale(this);
    },
  });
  // A success answer's `message` in the caller's language (errors are said by the error handler).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.locale !== 'en') sayLines(payload, request.locale);
    if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
    const message = (payload as { message: unknown }).message;
    const key = typeof message === 'string' ? ANSWER_KEYS.get(message) : undefined;
    if (!key || request.locale === 'en') return payload;
    return { ...payload, message: say(request.locale, key) };
  });
});
