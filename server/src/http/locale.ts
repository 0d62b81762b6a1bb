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

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return requestLocale(this);
    },
  });
});
