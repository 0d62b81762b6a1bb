// A small ICU MessageFormat formatter: the part of the syntax our catalogs use, with the same
// answers as FormatJS's intl-messageformat (message.test.ts compares the two on every message of
// both catalogs). Supported: plain arguments `{name}`, `{n, number}`, `plural` and
// `selectordinal` (`=N` and the language's categories, `offset:`, `#`), `select`, and ICU's
// apostrophe quoting (`''` is one apostrophe; `'{'` quotes a brace). Anything else (date and time
// arguments, number styles and skeletons, tags) is refused when the message is parsed. It keeps
// FormatJS's parser (48 KB) and its formatters off the web's pages.
import { groupThousands } from '../format.js';

type Part =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Record<string, Part[]> }
  | { kind: 'select'; name: string; options: Record<string, Part[]> };

export type Message = Part[];

const NAME = /^[\p{L}\p{N}_$-]+$/u;

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Message {
    const parts = this.message(false);
    if (this.i < this.src.length) this.fail('unexpected }');
    return parts;
  }

  private fail(why: string): never {
    throw new Error(`Unsupported or invalid message (${why}) at ${this.i}: ${this.src}`);
  }

  private message(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const src = this.src;
    while (this.i < src.length) {
      const ch = src[this.i]!;
      if (ch === '}') break;
      if (ch === '{') {
        if (text) parts.push(text);
        text = '';
        parts.push(this.argument());
      } else if (ch === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ kind: 'pound' });
        this.i++;
      } else if (ch === "'") {
        text += this.quote(inPlural);
      } else {
        text += ch;
        this.i++;
      }
    }
    if (text) parts.push(text);
    return parts;
  }

  /** ICU's apostrophe: `''` is one; before a syntax character it quotes up to the next lone one. */
  private quote(inPlural: boolean): string {
    const src = this.src;
    const next = src[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (!(next === '{' || next === '}' || next === '<' || next === '|' || (next === '#' && inPlural))) {
      this.i++;
      return "'";
    }
    this.i++;
    let text = src[this.i]!;
    this.i++;
    while (this.i < src.length) {
      const ch = src[this.i]!;
      if (ch === "'") {
        if (src[this.i + 1] === "'") {
          text += "'";
          this.i += 2;
          continue;
        }
        this.i++;
        break;
      }
      text += ch;
      this.i++;
    }
    return text;
  }

  private spaces() {
    while (this.i < this.src.length && /\s/.test(this.src[this.i]!)) this.i++;
  }

  private word(): string {
    this.spaces();
    const start = this.i;
    while (this.i < this.src.length && /[^\s{}#,:']/.test(this.src[this.i]!)) this.i++;
    return this.src.slice(start, this.i);
  }

  private expect(ch: string) {
    this.spaces();
    if (this.src[this.i] !== ch) this.fail(`expected ${ch}`);
    this.i++;
  }

  private argument(): Part {
    this.i++; // {
    const name = this.word();
    if (!NAME.test(name)) this.fail('argument name');
    this.spaces();
    if (this.src[this.i] === '}') {
      this.i++;
      return { kind: 'arg', name };
    }
    this.expect(',');
    const type = this.word();
    this.spaces();
    if (type === 'number') {
      this.expect('}');
      return { kind: 'number', name };
    }
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') this.fail(`argument type ${type}`);
    this.expect(',');
    let offset = 0;
    const options: Record<string, Part[]> = {};
    for (;;) {
      this.spaces();
      if (this.src[this.i] === '}') break;
      let selector = this.word();
      if (type !== 'select' && selector === 'offset') {
        this.expect(':');
        offset = Number(this.word());
        if (!Number.isFinite(offset)) this.fail('offset');
        continue;
      }
      if (!selector) this.fail('selector');
      if (selector.startsWith('=')) selector = `=${Number(selector.slice(1))}`;
      if (selector in options) this.fail(`duplicate selector ${selector}`);
      this.expect('{');
      options[selector] = this.message(type !== 'select');
      this.expect('}');
    }
    this.i++; // }
    if (!('other' in options)) this.fail('no other option');
    return type === 'select' ? { kind: 'select', name, options } : { kind: 'plural', name, ordinal: type === 'selectordinal', offset, options };
  }
}

/** Parses a message of the supported ICU subset; throws on anything else. */
export const parseMessage = (source: string): Message => new Parser(source).parse();

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(locale: string, value: number): string {
  // A whole number in English is grouped without Intl (format.ts, groupThousands): the same text.
  const grouped = Number.isInteger(value) && locale.startsWith('en') ? groupThousands(value) : null;
  if (grouped !== null) return grouped;
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function plural(locale: string, ordinal: boolean) {
  const id = `${locale}/${ordinal ? 'o' : 'c'}`;
  let rules = pluralRules.get(id);
  if (!rules) pluralRules.set(id, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules;
}

export type FormatValues = Record<string, string | number>;

function render(parts: Message, locale: string, values: FormatValues, pound: number | undefined, source: string): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.kind === 'pound') {
      if (typeof pound === 'number') out += formatNumber(locale, pound);
      continue;
    }
    if (!(part.name in values)) throw new Error(`The message needs a value for "${part.name}": ${source}`);
    const value = values[part.name]!;
    if (part.kind === 'arg') out += String(value);
    else if (part.kind === 'number') out += formatNumber(locale, value as number);
    else if (part.kind === 'select') out += render(part.options[String(value)] ?? part.options.other!, locale, values, undefined, source);
    else {
      const n = (value as number) - part.offset;
      const option =
        part.options[`=${value}`] ?? part.options[plural(locale, part.ordinal).select(n)] ?? part.options.other!;
      out += render(option, locale, values, n, source);
    }
  }
  return out;
}

/** The text of a parsed message with these values, in an Intl locale ("en-PK", "ur-PK"). */
export const formatMessage = (message: Message, locale: string, values: FormatValues, source = ''): string =>
  render(message, locale, values, undefined, source);
