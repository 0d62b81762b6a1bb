// A text as it travels in an answer: a catalog key with its values, said by the reader's side in
// the reader's language (`renderText`). Values may be numbers, dates, prices, other texts, words
// kept left to right, or words of each language.
import { z } from './zod.js';
import type { LocalText, TextValue } from './i18n/text.js';

const textValueSchema: z.ZodType<TextValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.object({ date: z.string(), style: z.enum(['date', 'dateTime']).optional() }),
    z.object({ price: z.number() }),
    z.object({ text: z.string(), values: z.record(z.string(), textValueSchema).optional() }),
    z.object({ ltr: z.string() }),
    z.object({ en: z.string(), ur: z.string() }),
  ]),
) as z.ZodType<TextValue>;

/** A catalog key with its values (the key is checked where it is made, by the type of `LocalText`). */
export const localTextSchema = z.object({ key: z.string(), values: z.record(z.string(), textValueSchema).optional() }) as unknown as z.ZodType<LocalText>;
