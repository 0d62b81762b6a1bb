// Numbers, phones and e-mails in text people type keep their order in an Urdu sentence (issue 36:
// "0300-1234567" came out as "1234567-0300").
import { describe, expect, it } from 'vitest';
import { isolateLtrRuns } from './format.js';

const LRI = '\u2066';
const PDI = '\u2069';
const runs = (text: string) => [...isolateLtrRuns(text).matchAll(/\u2066([^\u2069]*)\u2069/gu)].map((m) => m[1]);

describe('left-to-right runs in typed text', () => {
  it('isolates phones, amounts, times and e-mails, in Urdu and in English text', () => {
    expect(runs('میرا نمبر 0300-1234567 ہے')).toEqual(['0300-1234567']);
    expect(runs('کال کریں +92 300 1234567 یا ali.khan@example.pk پر لکھیں')).toEqual(['+92 300 1234567', 'ali.khan@example.pk']);
    expect(runs('Balance PKR 12,500 at 10:30')).toEqual(['12,500', '10:30']);
    expect(isolateLtrRuns('میرا نمبر 0300-1234567 ہے')).toBe(`میرا نمبر ${LRI}0300-1234567${PDI} ہے`);
  });

  it('leaves words, short numbers and already isolated text alone', () => {
    expect(isolateLtrRuns('See you at the gate, car 2')).toBe('See you at the gate, car 2');
    const once = isolateLtrRuns('0300-1234567');
    expect(isolateLtrRuns(once)).toBe(once);
  });
});
