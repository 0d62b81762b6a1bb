// @vitest-environment node
// Urdu's font (decision 0054) is cut down to the characters Urdu is written with. Every Urdu text
// the app carries must be inside those characters (or it would be drawn in another font, its letters
// no longer joined), and the style sheet must claim exactly the characters the file keeps.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { URDU_CHARACTERS } from './urdu-characters';

const here = fileURLToPath(new URL('.', import.meta.url));
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
const inFont = (code: number) => URDU_CHARACTERS.some(([from, to = from]) => code >= from && code <= to);
const arabicScript = (code: number) => (code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0x08a0 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfeff);

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|json)$/.test(name)) yield path;
  }
}

describe("Urdu's font", () => {
  it('claims in its style sheet exactly the characters its file was cut to', () => {
    const css = readFileSync(join(here, 'noto-nastaliq-urdu.css'), 'utf8');
    const claimed = /unicode-range:\s*([^;]+);/.exec(css)?.[1]?.trim();
    expect(claimed).toBe(URDU_CHARACTERS.map(([from, to]) => `U+${hex(from)}${to === undefined ? '' : `-${hex(to)}`}`).join(','));
    expect(css).toContain('font-weight: 400 700;');
  });

  it('has every letter, mark and digit of every Urdu text in the web app and the shared catalogs', () => {
    const outside = new Set<string>();
    let seen = 0;
    for (const root of [join(here, '../..'), join(here, '../../../../shared/src')]) {
      for (const file of sources(root)) {
        for (const char of readFileSync(file, 'utf8')) {
          const code = char.codePointAt(0)!;
          if (!arabicScript(code)) continue;
          seen += 1;
          if (!inFont(code)) outside.add(`U+${hex(code)} ${char} in ${file}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(10_000);
    expect([...outside]).toEqual([]);
  });

  it('is one file of every weight, smaller than the two files of 400 and 700 it replaces (318 KB)', () => {
    expect(statSync(join(here, 'noto-nastaliq-urdu-wght.woff2')).size).toBeLessThan(200_000);
  });
});
