// The fonts of the server's PDFs (decision 0038): Noto Nastaliq Urdu and Inter, both read from their
// npm packages (the same files the web app serves), never downloaded. The packages ship WOFF 1.0;
// HarfBuzz reads only plain TrueType, so the WOFF is unpacked in memory once. Text is shaped by
// HarfBuzz (the shaper Noto Nastaliq is made for: its cursive attachment and contextual lookups;
// fontkit's own shaper fails on this font) and drawn by pdfkit, which embeds a subset of each font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

// Resolved from this module at run time: the same from server/src under tsx and from the built
// server/dist/main.js (its node_modules are the repository's).
const require = createRequire(import.meta.url);

const FILES = {
  urdu: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff',
  urduBold: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-700-normal.woff',
  latin: '@fontsource/inter/files/inter-latin-400-normal.woff',
  latinBold: '@fontsource/inter/files/inter-latin-700-normal.woff',
} as const;
export type FaceName = keyof typeof FILES;

/** A WOFF 1.0 file as the TrueType file it packs (tables inflated, directory rebuilt). */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const packed = woff.readUInt32BE(at + 8);
    const size = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + packed);
    return { tag: woff.toString('latin1', at, at + 4), checksum: woff.readUInt32BE(at + 16), data: packed < size ? inflateSync(raw) : raw };
  });
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    head.write(table.tag, at, 'latin1');
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const pad = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(pad));
    offset += table.data.length + pad;
  });
  return Buffer.concat(parts);
}

type HarfBuzz = typeof import('harfbuzzjs');

export interface ShapedGlyph {
  id: number;
  /** Index in the shaped text where the glyph's cluster starts (UTF-16). */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /** Ink above and below the baseline, in font units (offsets included). */
  top: number;
  bottom: number;
}

/** One font: its pdfkit-facing fontkit object, its HarfBuzz shaper and what it covers. */
export class Face {
  readonly unitsPerEm: number;
  private readonly covered: Set<number>;
  private readonly cache = new Map<string, ShapedGlyph[]>();
  /** One HarfBuzz buffer, emptied before each (synchronous) shaping. */
  private readonly buffer: InstanceType<HarfBuzz['Buffer']>;

  constructor(
    readonly name: FaceName,
    readonly fk: fontkit.Font,
    private readonly hb: HarfBuzz,
    private readonly hbFont: InstanceType<HarfBuzz['Font']>,
  ) {
    this.unitsPerEm = fk.unitsPerEm;
    this.covered = new Set(fk.characterSet);
    this.buffer = new hb.Buffer();
  }

  has(codePoint: number) {
    return this.covered.has(codePoint);
  }

  /** Shapes a run of one direction: glyphs in visual order, left to right. */
  shape(text: string, rtl: boolean): ShapedGlyph[] {
    const key = `${rtl ? 'r' : 'l'}${text}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const { hb, buffer } = this;
    buffer.clearContents();
    buffer.addText(text);
    buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
    if (rtl) {
      buffer.setScript('Arab');
      buffer.setLanguage('ur');
    } else {
      buffer.guessSegmentProperties();
    }
    hb.shape(this.hbFont, buffer);
    const positions = buffer.getGlyphPositions();
    const glyphs = buffer.getGlyphInfos().map((info, i) => {
      const at = positions[i]!;
      const extents = this.hbFont.glyphExtents(info.codepoint);
      const yBearing = extents?.yBearing ?? 0;
      return {
        id: info.codepoint,
        cluster: info.cluster,
        xAdvance: at.xAdvance,
        xOffset: at.xOffset,
        yOffset: at.yOffset,
        top: at.yOffset + yBearing,
        bottom: at.yOffset + yBearing + (extents?.height ?? 0),
      };
    });
    if (this.cache.size > 2000) this.cache.clear();
    this.cache.set(key, glyphs);
    return glyphs;
  }
}

export type FaceSet = Record<FaceName, Face>;

let loading: Promise<FaceSet> | undefined;

/** The four faces, loaded once per process (HarfBuzz's WebAssembly is loaded on the first PDF). */
export function loadFaces(): Promise<FaceSet> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const entries = (Object.keys(FILES) as FaceName[]).map((name) => {
      const data = sfntOfWoff(readFileSync(require.resolve(FILES[name])));
      const fk = fontkit.create(data) as fontkit.Font;
      const hbFont = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))));
      return [name, new Face(name, fk, hb, hbFont)] as const;
    });
    return Object.fromEntries(entries) as FaceSet;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
