// A schema's message is its catalog key with its values, decoded as they were written, never
// looked up by its English words.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerSchema } from '../auth.js';
import { errorText, label, messageIn, messageInEnglish, textOfMessage } from './errorText.js';
import type { MessageKey } from './en/index.js';
import { createTranslator, type Catalog } from './translate.js';
import { ur } from './ur/index.js';

describe('a schema message', () => {
  it('decodes to its key alone, or its key and values (numbers as written, labels as texts)', () => {
    expect(textOfMessage(errorText('errors.field.nameRequired'))).toEqual({ key: 'errors.field.nameRequired' });
    expect(textOfMessage(errorText('errors.auth.passwordMin', { min: 8 }))).toEqual({ key: 'errors.auth.passwordMin', values: { min: '8' } });
    expect(textOfMessage(errorText('errors.availability.percentMax', { label: label('errors.label.weekendPrice'), max: 90 }))).toEqual({
      key: 'errors.availability.percentMax',
      values: { label: { text: 'errors.label.weekendPrice' }, max: '90' },
    });
  });

  it('is what a zod issue carries, through every kind of check', () => {
    const problems = registerSchema.safeParse({ name: '', email: 'not an email', password: 'short', phone: '0300 1234567' }).error!.issues;
    const texts = Object.fromEntries(problems.map((issue) => [issue.path.join('.'), textOfMessage(issue.message)]));
    expect(texts).toMatchObject({
      name: { key: 'errors.field.nameRequired' },
      email: { key: 'errors.auth.emailInvalid' },
      password: { key: 'errors.auth.passwordMin', values: { min: '8' } },
    });
  });

  it('is no text of the catalog when it was not made by errorText', () => {
    expect(textOfMessage('Name is required')).toBeNull();
    expect(textOfMessage(z.string().safeParse(1).error!.issues[0]!.message)).toBeNull();
    expect(textOfMessage('errors.no.such.key')).toBeNull();
    expect(textOfMessage('errors.auth.passwordMin {not json')).toBeNull();
    expect(textOfMessage('errors.auth.passwordMin ["8"]')).toBeNull();
  });

  it('is said in English as the API always said it, and in Urdu', () => {
    const message = errorText('errors.bookings.tooLong', { days: 365 });
    expect(messageInEnglish(message)).toBe('A booking can last at most 365 days');
    expect(messageIn(createTranslator<MessageKey>('en', {} as Catalog<MessageKey>), message)).toBe('A booking can last at most 365 days');
    expect(messageIn(createTranslator('ur', ur), message)).toBe('بکنگ زیادہ سے زیادہ 365 دن کی ہو سکتی ہے');
    const labelled = errorText('errors.availability.moreThanZero', { label: label('errors.label.weekendPrice') });
    expect(messageInEnglish(labelled)).toBe('Weekend price must be more than 0');
    expect(messageIn(createTranslator('ur', ur), labelled)).toBe('ویک اینڈ کی قیمت صفر سے زیادہ ہونی چاہیے');
    expect(messageIn(createTranslator('ur', ur), 'Invalid input')).toBe('Invalid input');
  });
});
