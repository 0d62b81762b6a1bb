// `npm run font:urdu`: makes the web app's Urdu font, web/src/assets/fonts/noto-nastaliq-urdu-wght.woff2
// (decision 0054): Noto Nastaliq Urdu's variable font (every weight from 400 to 700 in one file)
// cut down to the characters Urdu is written with: its letters, marks, digits (Urdu and Arabic) and
// punctuation, with every glyph and layout rule they use. Run it when the font package is updated;
// the file it writes is committed, so neither the build nor a start needs this script.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { URDU_CHARACTERS } from '../web/src/assets/fonts/urdu-characters.ts';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-wght-normal.woff2');
const text = URDU_CHARACTERS.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
const font = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
const out = new URL('../web/src/assets/fonts/noto-nastaliq-urdu-wght.woff2', import.meta.url);
writeFileSync(out, font);
writeFileSync(new URL('../web/src/assets/fonts/OFL.txt', import.meta.url), readFileSync(require.resolve('@fontsource-variable/noto-nastaliq-urdu/LICENSE')));
console.log(`${out.pathname}: ${font.length} bytes (from ${readFileSync(source).length})`);
