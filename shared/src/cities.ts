// Pakistan's larger cities in both scripts (decision 0035): a search for لاہور finds the cars of
// Lahore, and the suggestions show each city in the reader's script with the other beside it.

export const CITY_NAMES: ReadonlyArray<{ en: string; ur: string }> = [
  { en: 'Lahore', ur: 'لاہور' },
  { en: 'Karachi', ur: 'کراچی' },
  { en: 'Islamabad', ur: 'اسلام آباد' },
  { en: 'Rawalpindi', ur: 'راولپنڈی' },
  { en: 'Faisalabad', ur: 'فیصل آباد' },
  { en: 'Multan', ur: 'ملتان' },
  { en: 'Peshawar', ur: 'پشاور' },
  { en: 'Quetta', ur: 'کوئٹہ' },
  { en: 'Sialkot', ur: 'سیالکوٹ' },
  { en: 'Hyderabad', ur: 'حیدرآباد' },
  { en: 'Gujranwala', ur: 'گوجرانوالہ' },
  { en: 'Abbottabad', ur: 'ایبٹ آباد' },
  { en: 'Murree', ur: 'مری' },
  { en: 'Bahawalpur', ur: 'بہاولپور' },
  { en: 'Sargodha', ur: 'سرگودھا' },
  { en: 'Sukkur', ur: 'سکھر' },
];

/**
 * Urdu spelled the ways keyboards type it: Arabic yeh, kaf and heh as their Urdu letters, the
 * marks and joiners dropped, spaces dropped ("اسلام آباد" and "اسلام‌آباد" are one name).
 */
export function foldUrdu(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/[\u0647\u06c1\u06be]/g, '\u06c1')
    .replace(/\u0629/g, '\u06c3')
    .replace(/[\u064b-\u065f\u0670]/g, '')
    .replace(/\u200c|\u200d|\u200e|\u200f|\s/g, '')
    .toLowerCase();
}

const byUrdu = new Map(CITY_NAMES.map((c) => [foldUrdu(c.ur), c.en]));
const byEnglish = new Map(CITY_NAMES.map((c) => [c.en.toLowerCase(), c.ur]));

/** The English name of a city typed in Urdu ("لاہور" → "Lahore"); any other text as it came. */
export function cityInEnglish(text: string): string {
  return byUrdu.get(foldUrdu(text)) ?? text;
}

/** The Urdu name of a city ("Lahore" → "لاہور"), or null when we do not know it. */
export function cityInUrdu(english: string): string | null {
  return byEnglish.get(english.trim().toLowerCase()) ?? null;
}

/** Free text with every Urdu city name in it also said in English ("کار لاہور" → "کار Lahore"). */
export function urduCitiesInEnglish(text: string): string {
  let out = text;
  for (const city of CITY_NAMES) if (out.includes(city.ur)) out = out.split(city.ur).join(city.en);
  return out;
}
