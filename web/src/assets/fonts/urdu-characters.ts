// The characters Urdu is written with (decision 0054): the ranges the app's Nastaliq font keeps
// (scripts/urdu-font.mjs) and claims (its @font-face's unicode-range). A character outside them is
// drawn by the next font of the theme's list.
export const URDU_CHARACTERS: ReadonlyArray<readonly [number, number?]> = [
  [0x0600, 0x0605], // number signs
  [0x060c], // ، comma
  [0x0610, 0x061b], // honorifics and marks; ؛ semicolon
  [0x061f], // ؟ question mark
  [0x0621, 0x063a], // the Arabic letters Urdu shares
  [0x0640, 0x0655], // tatweel, the letters after it, the vowel marks
  [0x0660, 0x066d], // Arabic digits and separators
  [0x0670], // superscript alef
  [0x0679], // ٹ
  [0x067e], // پ
  [0x0686], // چ
  [0x0688], // ڈ
  [0x0691], // ڑ
  [0x0698], // ژ
  [0x06a9], // ک
  [0x06af], // گ
  [0x06ba], // ں
  [0x06be], // ھ
  [0x06c0, 0x06c3], // ۀ ہ ۂ ۃ
  [0x06cc], // ی
  [0x06d2, 0x06d4], // ے ۓ ۔ full stop
  [0x06f0, 0x06f9], // Urdu digits
  [0x200c, 0x200f], // joiners and direction marks
  [0xfdf2], // ligature Allah
  [0xfdfa], // ligature salla
  [0xfdfd], // bismillah
];
