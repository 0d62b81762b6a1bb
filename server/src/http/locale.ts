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

/** A key of the success answers' catalog. */
export type AnswerKey = Extract<MessageKey, `answers.${string}`>;

/** What a domain function answers besides data: a key of the `answers` catalog with its values. */
export const answerText = (key: AnswerKey, values?: Record<string, TextValue>): LocalText<AnswerKey> => (values ? { key, values } : { key });

/**
 * A domain function's answer with its `message` said in the caller's language: the one way a text
 * travels from domain code to an answer (errors take the same way through the error handler).
 */
/** An answer whose `message` is still a key with values (what domain functions return). */
export type Answered<T extends { message: string }> = Omit<T, 'message'> & { message: LocalText<AnswerKey> };

export function answer<T extends { message: LocalText<AnswerKey> }>(request: FastifyRequest, body: T): Omit<T, 'message'> & { message: string } {
  return { ...body, message: say(request.locale, body.message) };
}

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
  // Price lines said in the caller's language (decision 0031).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.locale !== 'en') sayLines(payload, request.locale);
    return payload;
  });
});
