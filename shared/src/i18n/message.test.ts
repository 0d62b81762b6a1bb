import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from './en/index.js';
import { INTL_LOCALE } from './locale.js';
import { formatMessage, parseMessage } from './message.js';
import { ur } from './ur/index.js';

// Our formatter must say exactly what FormatJS's intl-messageformat says.
const reference = (source: string, locale: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).format(values));
const ours = (source: string, locale: string, values: Record<string, string | number>) => formatMessage(parseMessage(source), locale, values, source);

const SAMPLES: (string | number)[] = [0, 1, 2, 3, 5, 11, 21, 101, 1.5, 1500, 12500, '7', 'Ali', ''];

describe('formatMessage', () => {
  it('says every message of both catalogs as intl-messageformat does, for many values', () => {
    let compared = 0;
    for (const [locale, catalog] of [['en', en], ['ur', ur]] as const) {
      for (const [key, source] of Object.entries(catalog)) {
        if (!source.includes('{')) continue;
        const names = [...new Set([...source.matchAll(/\{\s*([\w$-]+)/g)].map((m) => m[1]!))];
        for (const sample of SAMPLES) {
          const values = Object.fromEntries(names.map((name, i) => [name, typeof sample === 'number' ? sample + i : sample]));
          expect(ours(source, INTL_LOCALE[locale], values), `${locale} ${key} ${JSON.stringify(values)}`).toBe(reference(source, INTL_LOCALE[locale], values));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it.each([
    ['{n, plural, one {# day} other {# days}}', { n: 1 }],
    ['{n, plural, one {# day} other {# days}}', { n: 1500 }],
    ['{n, plural, =0 {none} one {one} other {# many}}', { n: 0 }],
    ['{n, plural, offset:1 =0 {nobody} =1 {only {who}} one {{who} and # other} other {{who} and # others}}', { n: 2, who: 'Sara' }],
    ['{n, plural, offset:1 =0 {nobody} =1 {only {who}} one {{who} and # other} other {{who} and # others}}', { n: 5, who: 'Sara' }],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ['{role, select, vendor {Vendor {name}} other {Someone}}', { role: 'vendor', name: 'Ali' }],
    ['{role, select, vendor {a # b} other {c}}', { role: 'x' }],
    ['{n, number} cars', { n: 12500 }],
    ["It's {a}, '{literal}' and '' and '#' {n, plural, other {'#' # hours''}}", { a: 'ok', n: 3 }],
    ['{ name } and {  n ,  plural ,  one  { # }  other  { #s } }', { name: 'x', n: 4 }],
  ])('matches intl-messageformat on %s', (source, values) => {
    expect(ours(source, 'en-PK', values)).toBe(reference(source, 'en-PK', values));
  });

  it('refuses what it does not support, when the message is parsed', () => {
    expect(() => parseMessage('{d, date, short}')).toThrow(/Unsupported/);
    expect(() => parseMessage('{n, number, ::currency/PKR}')).toThrow(/Unsupported/);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('a } b')).toThrow();
    expect(() => parseMessage('{n, plural, other {x}')).toThrow();
  });

  it('needs a value for every argument, as intl-messageformat does', () => {
    expect(() => ours('Hi {name}', 'en-PK', {})).toThrow(/name/);
  });
});
