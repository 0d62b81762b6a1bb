// The layout under the documents (decision 0038): mixed Urdu and Latin lines in the order of the
// eye, each run in the font of its script, mirrored brackets, lines as tall as their ink, and the
// direction of a typed value by its first strong letter.
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFaces, sfntOfWoff, type FaceSet } from './fonts.js';
import { directionOf, PageWriter } from './writer.js';

let faces: FaceSet;
let writer: PageWriter;
beforeAll(async () => {
  faces = await loadFaces();
  writer = new PageWriter(new PDFDocument({ autoFirstPage: true }), faces, { left: 40, right: 340, top: 40, bottom: 800 });
});

const runsOf = (text: string, dir: 'ltr' | 'rtl', width = 300) => writer.layout(text, { size: 10, dir }, width).lines.map((l) => l.runs.map((r) => `${r.face.name}:${r.text}`));

describe('a line in an Urdu section', () => {
  it('puts the plate at the left end of "registration number: LEA-1234", the Urdu in Nastaliq', () => {
    const [line] = runsOf('رجسٹریشن نمبر: LEA-1234', 'rtl');
    // Left to right as drawn: the plate, the colon, then the Urdu words (shaped in logical order).
    expect(line).toEqual(['latin:LEA-1234', 'latin: :', 'urdu:رجسٹریشن نمبر']);
  });

  it('mirrors brackets and keeps "Rs 12,500" reading left to right', () => {
    const [line] = runsOf('ڈپازٹ (واپسی کے قابل) \u2066Rs 12,500\u2069', 'rtl');
    expect(line!.join('|')).toBe('latin:Rs 12,500|latin: (|urdu:واپسی کے قابل|latin:) |urdu:ڈپازٹ');
  });

  it('is as tall as Nastaliq ink reaches, more than a Latin line of the same size', () => {
    const urdu = writer.layout('گاڑی کی واپسی میں تاخیر', { size: 10, dir: 'rtl' });
    const latin = writer.layout('Late return', { size: 10, dir: 'ltr' });
    expect(urdu.height).toBeGreaterThan(latin.height);
    const shaped = faces.urdu.shape('گاڑی کی واپسی میں تاخیر', true);
    const top = Math.max(...shaped.map((g) => g.top)) / 100;
    expect(urdu.lines[0]!.ascent).toBeGreaterThanOrEqual(top);
  });
});

describe('breaking lines', () => {
  it('breaks between words within the width, and cuts a word wider than a line', () => {
    const lines = runsOf('one two three four five six seven eight nine ten', 'ltr', 60);
    expect(lines.length).toBeGreaterThan(2);
    expect(writer.layout('one two three four five six seven eight nine ten', { size: 10, dir: 'ltr' }, 60).lines.every((l) => l.width <= 60)).toBe(true);
    const hash = writer.layout('c0ffee5d1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5', { size: 10, dir: 'ltr' }, 80);
    expect(hash.lines.length).toBeGreaterThan(3);
    expect(hash.lines.every((l) => l.width <= 80)).toBe(true);
  });

  it('draws what no font has as "?" rather than a box', () => {
    expect(runsOf('Car 🚗', 'ltr')[0]).toEqual(['latin:Car ?']);
  });
});

describe('directionOf', () => {
  it('reads the first strong letter, skipping isolated values', () => {
    expect(directionOf('12 Main Boulevard, Lahore', 'rtl')).toBe('ltr');
    expect(directionOf('\u2066LHR-0098765\u2069، 30 جون', 'ltr')).toBe('rtl');
    expect(directionOf('0300-1234567', 'rtl')).toBe('rtl');
  });
});

describe('sfntOfWoff', () => {
  it('leaves a TrueType file as it is', () => {
    const ttf = Buffer.from([0, 1, 0, 0, 0, 0]);
    expect(sfntOfWoff(ttf)).toBe(ttf);
  });
});
