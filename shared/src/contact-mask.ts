// Masking contact details in messages before a booking is confirmed (decision 0017; issue 37):
// what a person can read as a phone number or an e-mail address, however it is written, in
// English and in Urdu. Phone numbers are found after normalising what a reader would read as
// digits (digits of any script, digits as words in English, Roman Urdu and Urdu, "double"/"triple",
// any separators between them); a run of 10 or more digits is a phone number (every Pakistani
// mobile form, 03xx xxxxxxx, 3xx xxxxxxx, +92 / 0092 3xx xxxxxxx, and landlines with their area
// code have 10 or more), so prices, dates, times and "2 days" stay as written.

export const MASK = '[hidden until the booking is confirmed]';

/** Digits after normalising that make a phone number. */
export const PHONE_DIGITS = 10;

// ---------------------------------------------------------------------------------------------
// E-mail addresses, written or spelled out ("name at gmail dot com", "name (at) gmail [dot] com",
// "name at the rate yahoo dot com", "name ایٹ gmail ڈاٹ com").

const SP = '[\\s\\u200b-\\u200d\\u2060\\ufeff]';
const OPEN = '[(\\[{<]';
const CLOSE = '[)\\]}>]';
const WORD = '[\\p{L}\\p{M}\\p{N}_%+-]+';
const AT_WORDS = `(?:at${SP}*the${SP}*rate(?:${SP}*of)?|at|ایٹ(?:${SP}*دی${SP}*ریٹ)?)`;
const AT_SIGN = `${SP}*[@＠]${SP}*`;
const AT_SPELLED = `(?:${SP}*${OPEN}${SP}*${AT_WORDS}${SP}*${CLOSE}${SP}*|${SP}+${AT_WORDS}${SP}+)`;
const DOT_WORDS = '(?:dot|ڈاٹ)';
// A literal dot with spaces on one side only is a sentence's end ("at home. Net price"), not an address's.
const DOT = `(?:[.．]|${SP}+[.．]${SP}+|${SP}*${OPEN}${SP}*${DOT_WORDS}${SP}*${CLOSE}${SP}*|${SP}+${DOT_WORDS}${SP}+)`;
// Bounded repetitions and a start only at a word's beginning keep every message's scan linear.
const LOCAL = `(?<![\\p{L}\\p{M}\\p{N}_%+.＠@-])${WORD}(?:${DOT}${WORD}){0,8}`;
/** Mail providers a reader recognises without the rest of the address ("name at gmail"). */
const PROVIDER = `(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|rocketmail|جی${SP}?میل|یاہو|ہاٹ${SP}?میل)`;
/** Endings of addresses a reader recognises when spelled out. */
const ENDING = '(?:com|net|org|edu|gov|pk|co|io|info|biz|uk|us|ae|sa|کام)';
const KNOWN_DOMAIN = `(?:${PROVIDER}(?:${DOT}${WORD}){0,8}|${WORD}(?:${DOT}${WORD}){0,8}?${DOT}${ENDING}(?:${DOT}${ENDING}){0,3})`;
const ANY_DOMAIN = `(?:${KNOWN_DOMAIN}|${WORD}(?:${DOT}${WORD}){0,8}${DOT}\\p{L}{2,})`;
const EMAIL = new RegExp(`${LOCAL}(?:${AT_SIGN}${ANY_DOMAIN}|${AT_SPELLED}${KNOWN_DOMAIN})(?![\\p{L}\\p{M}\\p{N}])`, 'giu');

/** WhatsApp chat and invite links (wa.me/92…, chat.whatsapp.com/…, api.whatsapp.com/send?phone=…). */
const WHATSAPP = /(?:https?:\/\/)?(?:www\.)?(?:wa\.me|wa\.link|(?:api\.|web\.|chat\.)?whatsapp\.com)\/\S*/giu;

// ---------------------------------------------------------------------------------------------
// Phone numbers.

/** The value of a digit of any script (0–9), or null. */
function digitValue(ch: string): string | null {
  if (ch >= '0' && ch <= '9') return ch;
  const ascii = ch.normalize('NFKC');
  if (ascii.length === 1 && ascii >= '0' && ascii <= '9') return ascii;
  const code = ch.codePointAt(0)!;
  // Arabic-Indic, Extended Arabic-Indic (Urdu), NKo, Devanagari, Bengali.
  for (const zero of [0x660, 0x6f0, 0x7c0, 0x966, 0x9e6]) if (code >= zero && code <= zero + 9) return String(code - zero);
  return /\p{Nd}/u.test(ch) ? '0' : null;
}

/** A word as compared with the lists below: no marks, one form of each Urdu letter, lower case. */
function normalWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\p{M}\u0640\u200c\u200d]/gu, '')
    .toLowerCase()
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[هھۀ]/g, 'ہ');
}

const NUMBER_WORDS: Record<string, string[]> = {
  '0': ['zero', 'oh', 'sifr', 'sifar', 'sefar', 'صفر', 'زیرو'],
  '1': ['one', 'ek', 'aik', 'ayk', 'ik', 'ایک', 'ون'],
  '2': ['two', 'do', 'doo', 'دو', 'ٹو'],
  '3': ['three', 'teen', 'tin', 'tean', 'تین', 'تھری'],
  '4': ['four', 'char', 'chaar', 'چار', 'فور'],
  '5': ['five', 'panch', 'paanch', 'panj', 'paanj', 'پانچ', 'فائیو', 'فائو', 'فایو'],
  '6': ['six', 'chay', 'chey', 'che', 'cheh', 'chhe', 'chhay', 'chhey', 'chah', 'chha', 'chhah', 'چھ', 'چھے', 'چھہ', 'سکس'],
  '7': ['seven', 'saat', 'sat', 'سات', 'سیون'],
  '8': ['eight', 'aath', 'ath', 'aat', 'آٹھ', 'ایٹ'],
  '9': ['nine', 'nau', 'nao', 'naw', 'no', 'نو', 'نائن', 'ناین'],
};
const DIGIT_OF = new Map(Object.entries(NUMBER_WORDS).flatMap(([digit, words]) => words.map((w) => [normalWord(w), digit] as const)));
const REPEAT_OF = new Map([['double', 2], ['triple', 3], [normalWord('ڈبل'), 2], [normalWord('ٹرپل'), 3]]);
const LATIN_PIECES = [...DIGIT_OF.keys(), ...REPEAT_OF.keys()].filter((w) => /^[a-z]+$/.test(w));

/**
 * What a word reads as among digits: a digit, a repeat ("double"), zeros written as letters ("OO"),
 * several number words run together ("zerothree"), or null (a word that ends a number).
 */
function readWord(word: string): WordReading {
  let reading = readings.get(word);
  if (reading === undefined) {
    if (readings.size > 10_000) readings.clear();
    reading = readWordAfresh(word);
    readings.set(word, reading);
  }
  return reading;
}
type WordReading = Array<{ digit: string } | { repeat: number }> | null;
const readings = new Map<string, WordReading>();

function readWordAfresh(word: string): WordReading {
  const w = normalWord(word);
  const digit = DIGIT_OF.get(w);
  if (digit) return [{ digit }];
  const repeat = REPEAT_OF.get(w);
  if (repeat) return [{ repeat }];
  if (/^o+$/.test(w)) return [...w].map(() => ({ digit: '0' }));
  if (!/^[a-z]+$/.test(w) || w.length > 60) return null;
  // Number words run together: the first split of the whole word into them, if any.
  const best: Array<string[] | null> = Array.from({ length: w.length + 1 }, () => null);
  best[0] = [];
  for (let i = 0; i < w.length; i++) {
    if (!best[i]) continue;
    for (const piece of LATIN_PIECES) if (!best[i + piece.length] && w.startsWith(piece, i)) best[i + piece.length] = [...best[i]!, piece];
  }
  const pieces = best[w.length];
  if (!pieces || pieces.length < 2) return null;
  return pieces.map((p) => (DIGIT_OF.has(p) ? { digit: DIGIT_OF.get(p)! } : { repeat: REPEAT_OF.get(p)! }));
}

// Dates and times are numbers a reader does not take for a phone's: d/m/y, m/d/y, y-m-d, h:mm.
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const MONTH = '(?:0?[1-9]|1[0-2])';
const YEAR = '(?:(?:19|20)\\d{2}|\\d{2})';
const SEP = '[/.-]';
const NOT_BEFORE = '(?<![\\d]|\\d[/.:-])';
const NOT_AFTER = '(?![\\d]|[/.:-]\\d)';
const DATE_OR_TIME = new RegExp(
  `${NOT_BEFORE}(?:${DAY}(${SEP})${MONTH}\\1${YEAR}|${MONTH}(${SEP})${DAY}\\2${YEAR}|(?:19|20)\\d{2}(${SEP})${MONTH}\\3${DAY}|(?:[01]?\\d|2[0-3]):[0-5]\\d|(?:[01]?\\d|2[0-3])\\.[0-5]\\d(?=\\s?[ap]\\.?m\\b))${NOT_AFTER}`,
  'giu',
);

type Token =
  | { kind: 'digit'; digit: string; start: number; end: number }
  | { kind: 'repeat'; times: number; start: number; end: number }
  | { kind: 'space'; start: number; end: number; newlines: number }
  | { kind: 'mark'; start: number; end: number; newlines: number }
  | { kind: 'break' };

/** The text's tokens: digits (written or worded), repeats, separators, and words or dates that end a number. */
function tokens(text: string): Token[] {
  const shadow = text.replace(/\p{Nd}/gu, (ch) => digitValue(ch) ?? ch);
  const kept = [...shadow.matchAll(DATE_OR_TIME)].map((m) => [m.index, m.index + m[0].length] as const);
  let next = 0;
  const out: Token[] = [];
  for (const m of text.matchAll(/(\p{Nd})|(\p{L}[\p{L}\p{M}\u200c\u200d]*)|([\s\p{M}\p{Cf}])|[^]/gu)) {
    const start = m.index;
    const end = start + m[0].length;
    while (next < kept.length && kept[next]![1] <= start) next += 1;
    if (next < kept.length && kept[next]![0] <= start) out.push({ kind: 'break' });
    else if (m[1]) out.push({ kind: 'digit', digit: digitValue(m[1])!, start, end });
    else if (m[2]) {
      const read = readWord(m[2]);
      if (!read) out.push({ kind: 'break' });
      else for (const r of read) out.push('digit' in r ? { kind: 'digit', digit: r.digit, start, end } : { kind: 'repeat', times: r.repeat, start, end });
    } else if (m[3]) out.push({ kind: 'space', start, end, newlines: m[3] === '\n' ? 1 : 0 });
    else out.push({ kind: 'mark', start, end, newlines: 0 });
  }
  return out;
}

/** Separator characters (not spaces) allowed between two digits of one number. */
const MAX_MARKS_BETWEEN = 3;

interface Run {
  start: number;
  end: number;
  digits: string;
}

/** The spans of `text` a reader would read as phone numbers. */
function phoneSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const at: { run: Run | null; repeat: number; repeatStart: number; marks: number; newlines: number } = { run: null, repeat: 1, repeatStart: -1, marks: 0, newlines: 0 };
  const close = () => {
    const run = at.run;
    if (run && run.digits.length >= PHONE_DIGITS) {
      const plus = /[+＋]$/.test(text.slice(0, run.start)) ? 1 : 0;
      spans.push([run.start - plus, run.end]);
    }
    Object.assign(at, { run: null, repeat: 1, repeatStart: -1 });
  };
  for (const token of tokens(text)) {
    if (token.kind === 'break') {
      close();
    } else if (token.kind === 'space' || token.kind === 'mark') {
      if (token.kind === 'mark') at.marks += 1;
      at.newlines += token.newlines;
      if (at.marks > MAX_MARKS_BETWEEN || at.newlines > 1) close();
    } else if (token.kind === 'repeat') {
      if (at.run === null && at.repeatStart < 0) at.repeatStart = token.start;
      Object.assign(at, { repeat: token.times, marks: 0, newlines: 0 });
    } else {
      const digits = token.digit.repeat(at.repeat);
      if (at.run) Object.assign(at.run, { digits: at.run.digits + digits, end: token.end });
      else at.run = { start: at.repeatStart >= 0 ? at.repeatStart : token.start, end: token.end, digits };
      Object.assign(at, { repeat: 1, repeatStart: -1, marks: 0, newlines: 0 });
    }
  }
  close();
  return spans;
}

function maskPhones(text: string): string {
  let out = text;
  for (const [start, end] of phoneSpans(text).reverse()) out = out.slice(0, start) + MASK + out.slice(end);
  return out;
}

/**
 * Masks phone numbers, e-mail addresses and WhatsApp links for the other party until a booking is
 * confirmed. Also catches "0300 123 4567", "+92-300-1234567", "۰۳۰۰۱۲۳۴۵۶۷", "zero three double
 * zero…", "sifar teen…", "صفر تین…", "name at gmail dot com" and "wa.me/92…".
 */
export function maskContactDetails(text: string): string {
  return maskPhones(text.replace(WHATSAPP, () => MASK).replace(EMAIL, () => MASK));
}
