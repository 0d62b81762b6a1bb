// Urdu (Extended Arabic-Indic ۰–۹) and Arabic-Indic (٠–٩) digits, as a phone keyboard types them in
// Urdu, read as the digits 0–9 in every number, phone and date field (decision 0035).

const EXTENDED = 0x06f0; // ۰
const ARABIC = 0x0660; // ٠

/** The text with every Urdu or Arabic-Indic digit replaced by its 0–9. */
export function latinDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= EXTENDED ? code - EXTENDED : code - ARABIC);
  });
}

/** A number typed in a field, in either script ("۱۲۵۰۰" → 12500); NaN when it is none. */
export function numberFromText(text: string): number {
  const plain = latinDigits(text).trim();
  return plain === '' ? Number.NaN : Number(plain);
}

/** For z.preprocess: a string's digits made 0–9, anything else as it came. */
export const withLatinDigits = (value: unknown): unknown => (typeof value === 'string' ? latinDigits(value) : value);

/** For z.preprocess of a number field: a string (in either script) becomes its number. */
export const numberInput = (value: unknown): unknown => (typeof value === 'string' ? numberFromText(value) : value);
