// Text on a PDF page in either direction (decision 0038). pdfkit draws glyphs and embeds fonts, but
// knows neither bidi nor Nastaliq, so this module lays text out itself: the Unicode bidirectional
// algorithm (bidi-js) gives each character its level, lines break between words, each line is
// reordered for the eye, split into runs of one font and one direction, shaped by HarfBuzz
// (fonts.ts) and handed to pdfkit (Latin runs through its text(), Urdu runs written here). Each
// Urdu letter carries its text as ActualText, so copying or extracting gives the letters typed, in
// reading order (Nastaliq draws many letters from one skeleton glyph plus dots, which a glyph's
// own Unicode mapping cannot say).
import bidiModule from 'bidi-js';
import type * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';
import type { Face, FaceName, FaceSet, ShapedGlyph } from './fonts.js';

type Doc = InstanceType<typeof PDFDocument>;
// The package is CommonJS whose export is the factory; its types describe it as an ES default.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** Direction marks and isolates steer the bidi algorithm; they have no glyph. */
const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc\u200c\u200d]/;

interface Run {
  face: Face;
  rtl: boolean;
  /** Logical text of the run (what ActualText says for Urdu). */
  text: string;
  glyphs: ShapedGlyph[];
  width: number;
}

interface Line {
  runs: Run[];
  width: number;
  ascent: number;
  descent: number;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** Paragraph direction: Urdu sections are 'rtl'. */
  dir: 'ltr' | 'rtl';
  /** Where lines sit in their column; by default the side the direction starts from. */
  align?: 'left' | 'right' | 'center';
}

export interface Block {
  lines: Line[];
  height: number;
  style: TextStyle;
}

/**
 * A pdfkit font whose layout is the run HarfBuzz already made: pdfkit asks the font object for
 * glyphs and positions (it accepts any object with `layout`), and this one answers with `next`.
 */
/** What this module uses of pdfkit's embedded font (the object `doc.font()` made current). */
interface PdfKitFont {
  id: string;
  encode(text: string, features: string[]): [string[], { xAdvance: number; xOffset: number; yOffset: number }[]];
  ref(): unknown;
}

const num = (value: number) => String(Math.round(value * 1000) / 1000);
const utf16Hex = (text: string) => `<FEFF${[...text].map((ch) => { const c = ch.codePointAt(0)!; return c > 0xffff ? [0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff)] : [c]; }).flat().map((u) => u.toString(16).padStart(4, '0').toUpperCase()).join('')}>`;

type PdfFont = fontkit.Font & { next: { glyphs: fontkit.Glyph[]; positions: fontkit.GlyphPosition[]; advanceWidth: number } | null };

/** The direction of a text by its first strong letter (the bidi algorithm's own rule), else `fallback`. */
export function directionOf(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  const strong = /[A-Za-z\u00c0-\u024f]|[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/.exec(text.replace(/\u2066[^\u2069]*\u2069/g, ''));
  if (!strong) return fallback;
  return /[A-Za-z\u00c0-\u024f]/.test(strong[0]) ? 'ltr' : 'rtl';
}

export class PageWriter {
  private readonly pdfFonts = new Map<FaceName, PdfFont>();
  /** The top of the next block. */
  y: number;

  constructor(
    readonly doc: Doc,
    private readonly faces: FaceSet,
    readonly box: { left: number; right: number; top: number; bottom: number },
  ) {
    this.y = box.top;
    for (const face of Object.values(faces)) {
      const font = Object.create(face.fk) as PdfFont;
      font.next = null;
      // pdfkit scales the positions it is given in place, and asks twice per text (width, then
      // glyphs): each call gets its own copy.
      font.layout = (() => font.next && { ...font.next, positions: font.next.positions.map((p) => ({ ...p })) }) as unknown as PdfFont['layout'];
      doc.registerFont(face.name, font as never);
      this.pdfFonts.set(face.name, font);
    }
  }

  get width() {
    return this.box.right - this.box.left;
  }

  private faceFor(text: string, i: number, style: TextStyle): Face {
    const ch = text[i]!;
    const urdu = style.bold ? this.faces.urduBold : this.faces.urdu;
    const latin = style.bold ? this.faces.latinBold : this.faces.latin;
    if (ARABIC.test(ch)) return urdu;
    if (ch === ' ') {
      // A space between Urdu words is drawn with the Urdu font (its width is the script's).
      const before = text.slice(0, i).replace(/ +$/, '').slice(-1);
      const after = text.slice(i + 1).replace(/^ +/, '')[0] ?? '';
      return ARABIC.test(before) && ARABIC.test(after) ? urdu : latin;
    }
    return latin;
  }

  /** Lays a paragraph out in `width` points; nothing is drawn. */
  layout(raw: string, style: TextStyle, width = this.width): Block {
    // Characters no font has become "?" (a box says nothing to a reader); newlines become spaces.
    const text = [...raw.replace(/[\r\n\t]+/g, ' ')]
      .map((ch) => (INVISIBLE.test(ch) || ARABIC.test(ch) || this.faces.latin.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
    const levels = bidi.getEmbeddingLevels(text, style.dir);
    const scale = style.size / 1000;
    const widthOf = (start: number, end: number) => this.lineRuns(text, levels, start, end, style).reduce((sum, r) => sum + r.width, 0) * scale;

    // Greedy line breaking at spaces, on the logical text; a word longer than a line is cut.
    const lines: Line[] = [];
    let start = 0;
    while (start < text.length) {
      while (text[start] === ' ') start++;
      if (start >= text.length) break;
      let end = start;
      let fit = start;
      while (end < text.length) {
        let next = text.indexOf(' ', end + 1);
        if (next === -1) next = text.length;
        if (widthOf(start, next) > width && fit > start) break;
        fit = next;
        end = next;
        if (widthOf(start, fit) > width) break;
      }
      if (widthOf(start, fit) > width) {
        // One word wider than the line: as many characters as fit.
        let cut = start + 1;
        while (cut < fit && widthOf(start, cut + 1) <= width) cut++;
        fit = cut;
      }
      lines.push(this.line(text, levels, start, fit, style));
      start = fit;
    }
    const height = lines.reduce((sum, l) => sum + l.ascent + l.descent, 0);
    return { lines, height, style };
  }

  private lineRuns(text: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number, style: TextStyle): Run[] {
    let last = end - 1;
    while (last >= start && text[last] === ' ') last--;
    if (last < start) return [];
    const order = bidi.getReorderedIndices(text, levels, start, last).slice(start, last + 1);
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels as never, start, last);
    const runs: Run[] = [];
    let group: number[] = [];
    let groupFace: Face | null = null;
    let groupRtl = false;
    const flush = () => {
      if (!groupFace || group.length === 0) return;
      const rtl = groupRtl && ARABIC.test(group.map((i) => text[i]).join(''));
      // Urdu runs are shaped in logical order (HarfBuzz reverses them); anything else is already
      // in the order of the eye, with mirrored brackets in right-to-left runs.
      const logical = rtl ? [...group].reverse() : group;
      const runText = logical.map((i) => mirrored.get(i) ?? text[i]).join('');
      const glyphs = groupFace.shape(runText, rtl);
      runs.push({ face: groupFace, rtl, text: runText, glyphs, width: glyphs.reduce((s, g) => s + g.xAdvance, 0) * (1000 / groupFace.unitsPerEm) });
      group = [];
    };
    for (const i of order) {
      if (INVISIBLE.test(text[i]!)) continue;
      const face = this.faceFor(text, i, style);
      const rtl = (levels.levels[i]! & 1) === 1;
      const previous = group[group.length - 1];
      const contiguous = previous === undefined || (rtl && ARABIC.test(text[i]!) ? previous === i + 1 : true);
      if (face !== groupFace || rtl !== groupRtl || !contiguous) {
        flush();
        groupFace = face;
        groupRtl = rtl;
      }
      group.push(i);
    }
    flush();
    return runs;
  }

  private line(text: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number, style: TextStyle): Line {
    const runs = this.lineRuns(text, levels, start, end, style);
    const scale = style.size / 1000;
    // At least the Latin font's own height, so that lines of Latin text keep an even rhythm; more
    // where Nastaliq's ink reaches higher or lower (its cascades and dots), so nothing overlaps.
    let ascent = 0.97 * style.size * 1.15;
    let descent = 0.24 * style.size * 1.4;
    for (const run of runs) {
      const k = scale * (1000 / run.face.unitsPerEm);
      for (const g of run.glyphs) {
        ascent = Math.max(ascent, g.top * k + style.size * 0.15);
        descent = Math.max(descent, -g.bottom * k + style.size * 0.15);
      }
    }
    return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) * scale, ascent, descent };
  }

  /** Draws a laid-out block with its top at `y`, in the column [x, x + width]. */
  draw(block: Block, x: number, y: number, width: number) {
    const { style } = block;
    let top = y;
    for (const line of block.lines) {
      const baseline = top + line.ascent;
      const free = width - line.width;
      const align = style.align ?? (style.dir === 'rtl' ? 'right' : 'left');
      let pen = x + (align === 'center' ? free / 2 : align === 'right' ? free : 0);
      for (const run of line.runs) pen = this.drawRun(run, pen, baseline, style);
      top += line.ascent + line.descent;
    }
  }

  private drawRun(run: Run, x: number, baseline: number, style: TextStyle): number {
    const { doc } = this;
    const font = this.pdfFonts.get(run.face.name)!;
    const toPdf = 1000 / run.face.unitsPerEm;
    // pdfkit maps a glyph to text by the code points of its first use: its cluster's letters on
    // the cluster's first glyph ("fi" on the ligature), none on the others (Urdu says its letters
    // as ActualText as well). fontkit's glyph objects are shared, so each gets a copy.
    const starts = [...new Set(run.glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
    const glyphs = run.glyphs.map((g, i) => {
      const first = i === 0 || run.glyphs[i - 1]!.cluster !== g.cluster;
      const text = first ? run.text.slice(g.cluster, starts.find((s) => s > g.cluster) ?? run.text.length) : '';
      const codePoints = [...text].map((ch) => ch.codePointAt(0)!);
      return Object.create(run.face.fk.getGlyph(g.id), { codePoints: { value: codePoints } }) as fontkit.Glyph;
    });
    const positions = run.glyphs.map((g) => ({ xAdvance: g.xAdvance, yAdvance: 0, xOffset: g.xOffset, yOffset: g.yOffset }) as fontkit.GlyphPosition);
    const advanceWidth = run.glyphs.reduce((s, g) => s + g.xAdvance, 0);
    font.next = { glyphs, positions, advanceWidth };
    doc.font(run.face.name).fontSize(style.size).fillColor(style.color ?? '#111111');
    if (run.rtl) this.drawUrduRun(run, x, baseline, style.size);
    else doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] } as never);
    font.next = null;
    return x + (advanceWidth * toPdf * style.size) / 1000;
  }

  /**
   * An Urdu run, written here rather than by pdfkit's text(): each letter (HarfBuzz cluster) is a
   * marked span whose ActualText is its letters, inside the text object and under the text's own
   * coordinate system, as browsers write right-to-left text. Readers then give the letters typed,
   * in reading order (a span around pdfkit's whole text object ends under another coordinate
   * system, and poppler reads it as upside down: reversed).
   */
  private drawUrduRun(run: Run, x: number, baseline: number, size: number) {
    const doc = this.doc as Doc & { _font: PdfKitFont; page: { fonts: Record<string, unknown>; height: number } };
    const pdfFont = doc._font;
    const font = this.pdfFonts.get(run.face.name)!;
    // Each letter's span opens and closes with an invisible zero-width glyph (text mode 3) on the
    // baseline, at the letter's start and end: a reader takes a span's place from its first and last
    // glyph, and Nastaliq's own glyphs sit above or below the line (its cascade), which would
    // scatter the letters.
    const blank = run.face.fk.glyphForCodePoint(0x200c);
    const clusters: { text: string; from: number; to: number }[] = [];
    const starts = [...new Set(run.glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
    for (let i = 0; i < run.glyphs.length; ) {
      const cluster = run.glyphs[i]!.cluster;
      let j = i;
      while (j < run.glyphs.length && run.glyphs[j]!.cluster === cluster) j++;
      clusters.push({ text: run.text.slice(cluster, starts.find((s) => s > cluster) ?? run.text.length), from: i, to: j });
      i = j;
    }
    const none = { xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0 } as fontkit.GlyphPosition;
    const next = font.next!;
    font.next = {
      glyphs: clusters.flatMap((c) => [blank, ...next.glyphs.slice(c.from, c.to), blank]),
      positions: clusters.flatMap((c) => [none, ...next.positions.slice(c.from, c.to), none]),
      advanceWidth: next.advanceWidth,
    };
    const [encoded, positions] = pdfFont.encode(run.text, []);
    if (doc.page.fonts[pdfFont.id] == null) doc.page.fonts[pdfFont.id] = pdfFont.ref();
    const k = size / 1000;
    const y = doc.page.height - baseline;
    const out: string[] = ['q', `1 0 0 -1 0 ${num(doc.page.height)} cm`, 'BT', `/${pdfFont.id} ${num(size)} Tf`];
    let pen = x;
    let at = 0;
    for (const c of clusters) {
      out.push(`/Span <</ActualText ${utf16Hex(c.text)}>> BDC`, `3 Tr 1 0 0 1 ${num(pen)} ${num(y)} Tm <${encoded[at++]}> Tj 0 Tr`);
      for (let g = c.from; g < c.to; g++) {
        const p = positions[at]!;
        out.push(`1 0 0 1 ${num(pen + p.xOffset * k)} ${num(y + p.yOffset * k)} Tm <${encoded[at++]}> Tj`);
        pen += p.xAdvance * k;
      }
      out.push(`3 Tr 1 0 0 1 ${num(pen)} ${num(y)} Tm <${encoded[at++]}> Tj 0 Tr`, 'EMC');
    }
    out.push('ET', 'Q');
    for (const line of out) doc.addContent(line);
  }

  /** Room left on the page below `y`. */
  room() {
    return this.box.bottom - this.y;
  }

  /** A new page when `height` does not fit below the current position. */
  ensure(height: number) {
    if (height > this.room() && this.y > this.box.top) this.newPage();
  }

  newPage() {
    this.doc.addPage();
    this.y = this.box.top;
  }

  /** A paragraph across the column, moving down past it (to a new page when it does not fit). */
  paragraph(text: string, style: TextStyle, gapAfter = 2) {
    const block = this.layout(text, style);
    this.ensure(block.height);
    this.draw(block, this.box.left, this.y, this.width);
    this.y += block.height + gapAfter;
  }

  /**
   * A label and its value on one row: in English the label on the left and the value at the right
   * edge; in Urdu the label on the right and the value at the left edge.
   */
  row(label: string, value: string, style: TextStyle, options: { valueShare?: number; strong?: boolean } = {}) {
    const valueWidth = this.width * (options.valueShare ?? 0.42);
    const labelWidth = this.width - valueWidth - 8;
    const labelBlock = this.layout(label, { ...style, bold: options.strong, color: options.strong ? undefined : '#333333' }, labelWidth);
    // A value reads in its own direction (a plate or an address typed in English stays as typed in
    // an Urdu section) and sits at the edge away from its label.
    const valueBlock = this.layout(value, { ...style, dir: directionOf(value, style.dir), bold: options.strong, align: style.dir === 'rtl' ? 'left' : 'right' }, valueWidth);
    const height = Math.max(labelBlock.height, valueBlock.height);
    this.ensure(height);
    const rtl = style.dir === 'rtl';
    this.draw(labelBlock, rtl ? this.box.right - labelWidth : this.box.left, this.y, labelWidth);
    this.draw(valueBlock, rtl ? this.box.left : this.box.right - valueWidth, this.y, valueWidth);
    this.y += height + 1;
  }

  rule(gap = 6) {
    this.ensure(gap * 2);
    this.y += gap;
    this.doc.save().moveTo(this.box.left, this.y).lineTo(this.box.right, this.y).lineWidth(0.5).strokeColor('#bbbbbb').stroke().restore();
    this.y += gap;
  }
}
