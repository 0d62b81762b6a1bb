// What both documents share (decision 0038): an A4 pdfkit document with its fonts, a writer per
// language section, the catalogs' texts in that language, and images and QR codes drawn into it.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { formatDate, formatDateIn, formatPrice, isolate, type Locale, type LocalText, type MessageKey, type TextValue } from '@carrental/shared';
import { say } from '../http/locale.js';
import { loadFaces } from './fonts.js';
import { PageWriter, type TextStyle } from './writer.js';

export const MARGIN = 42;
const A4: [number, number] = [595.28, 841.89];

/** The reader's language first, the other after it. */
export const languagesFor = (locale: Locale): Locale[] => (locale === 'ur' ? ['ur', 'en'] : ['en', 'ur']);

/** A new A4 document; `lang` is the reader's language (the first section's). */
export async function openDocument(title: string, lang: Locale) {
  const faces = await loadFaces();
  // PDF 1.7: marked-content spans with ActualText (writer.ts) are PDF 1.5.
  const doc = new PDFDocument({ size: A4, margin: MARGIN, autoFirstPage: true, pdfVersion: '1.7', lang, info: { Title: title, Producer: 'RentWheels', Creator: 'RentWheels' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PageWriter(doc, faces, { left: MARGIN, right: A4[0] - MARGIN, top: MARGIN, bottom: A4[1] - MARGIN });
  return {
    doc,
    writer,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** The texts and formats of one language section. */
export function sectionWords(locale: Locale, timeZone?: string) {
  const dir: TextStyle['dir'] = locale === 'ur' ? 'rtl' : 'ltr';
  return {
    locale,
    dir,
    t: (key: MessageKey, values?: Record<string, TextValue>) => say(locale, key, values),
    say: (text: LocalText) => say(locale, text),
    /** A left-to-right value (an id, a name typed in English, a plate) set into a sentence. */
    ltr: (text: string) => isolate(locale, text),
    price: (amount: number) => formatPrice(locale, amount),
    signed: (amount: number) => (amount < 0 ? `− ${formatPrice(locale, -amount)}` : formatPrice(locale, amount)),
    date: (value: string) => formatDate(locale, value, timeZone),
    dateTime: (value: string) => formatDateIn(locale, value, 'dateTime', timeZone),
    body: { size: locale === 'ur' ? 10 : 9.5, dir } satisfies TextStyle,
    heading: { size: locale === 'ur' ? 13 : 12, bold: true, dir } satisfies TextStyle,
    title: { size: locale === 'ur' ? 19 : 18, bold: true, dir } satisfies TextStyle,
    small: { size: locale === 'ur' ? 8.5 : 8, dir, color: '#555555' } satisfies TextStyle,
  };
}
export type Words = ReturnType<typeof sectionWords>;

/** A QR code drawn as squares (sharp at any zoom, no image to decode). */
export function drawQr(writer: PageWriter, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 2);
  const { doc } = writer;
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 1) * cell, y + (row + 1) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/**
 * A photo made small enough for a page (JPEG, at most 480 px wide), whatever it came as; null
 * when it is not an image, so one unreadable photo does not stop the document.
 */
export async function thumbnail(image: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(image, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 72 }).toBuffer();
  } catch {
    return null;
  }
}
