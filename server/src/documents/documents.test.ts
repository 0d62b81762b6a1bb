// The agreement and the receipt read back from their PDFs (decision 0038): the facts in both
// language sections, the reader's language first, the fonts embedded, and page 1 of each drawn to
// test-results/ for a person to look at (Urdu joined and right to left, nothing clipped).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { renderAgreementPdf, renderReceiptPdf } from './index.js';
import { loadFaces, type FaceSet } from './fonts.js';
import { agreementFixture, pageAsPng, pdfPages, receiptFixture } from './test-support.js';

const results = fileURLToPath(new URL('../../../test-results/documents/', import.meta.url));

/** The pages of each language section: the second starts on the page its title opens. */
function sections(pages: string[], secondTitle: RegExp) {
  const split = pages.findIndex((page, i) => i > 0 && secondTitle.test(page));
  expect(split).toBeGreaterThan(0);
  return [pages.slice(0, split).join('\n'), pages.slice(split).join('\n')] as const;
}

let faces: FaceSet;
beforeAll(async () => {
  mkdirSync(results, { recursive: true });
  faces = await loadFaces();
});

describe('the rental agreement', () => {
  it('in Urdu first: parties, car, registration and totals in both sections, Urdu labels in the first', async () => {
    const pdf = await renderAgreementPdf(await agreementFixture(), 'ur');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    const [urdu, english] = sections(pages, /Rental agreement/);
    for (const text of [urdu, english]) {
      for (const fact of ['Ayesha Khan', '35202-1234567-1', '0300-1234567', 'LHR-0098765', 'Lahore Car Rentals', '042-35761234', 'LEA-1234', 'AG-7F3K2Q', 'Murree']) {
        expect(text).toContain(fact);
      }
    }
    // Totals in each language's own money format: "Rs" in Urdu, "PKR" in English.
    for (const amount of ['28,500', '7,125', '21,375', '20,000']) {
      expect(urdu).toContain(`Rs ${amount}`);
      expect(english).toContain(`PKR ${amount}`);
    }
    // The Urdu comes back as typed, in reading order (each letter's ActualText, writer.ts).
    for (const words of ['کرایہ نامہ', 'شناختی کارڈ نمبر', 'رجسٹریشن نمبر', 'سیکیورٹی ڈپازٹ', 'کل رقم', 'گاڑی فراہم کنندہ']) expect(urdu).toContain(words);
    expect(urdu).not.toContain('Registration');
    expect(english).toContain('Registration');
    expect(english).toContain('Security deposit (refundable)');
    pageAsPng(pdf, 1, join(results, 'agreement-ur-page1.png'));
    pageAsPng(pdf, 2, join(results, 'agreement-ur-page2.png'));
  });

  it('in English first, the Urdu after it; the fonts are embedded', async () => {
    const pdf = await renderAgreementPdf(await agreementFixture(), 'en');
    const pages = pdfPages(pdf);
    expect(pages[0]).toContain('Rental agreement');
    const urduStart = pages.findIndex((page) => page.includes('کرایہ نامہ'));
    expect(urduStart).toBeGreaterThan(0);
    expect(pages.slice(0, urduStart).join('\n')).toContain('PKR 28,500');
    expect(pages.slice(urduStart).join('\n')).toContain('Rs 28,500');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoNastaliqUrdu/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Inter/);
    expect(raw).toContain('/FontFile2');
    pageAsPng(pdf, 1, join(results, 'agreement-en-page1.png'));
  });

  it('carries the QR code of the verify address and the record fingerprint', async () => {
    const facts = await agreementFixture();
    const pages = pdfPages(await renderAgreementPdf(facts, 'en'));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('https://rentwheels.example.pk/agreements/AG-7F3K2Q/verify');
    expect(text).toContain(facts.contentSha256);
  });

  it('says a photo it cannot read, and goes on', async () => {
    const facts = await agreementFixture();
    facts.checkIn.photos = [{ caption: 'Broken', image: Buffer.from([0xff, 0xd8, 0xff, 0x00]) }];
    const text = pdfPages(await renderAgreementPdf(facts, 'en')).join('\n');
    expect(text).toContain('Photo not readable');
  });
});

describe('the receipt', () => {
  it('lists the ledger rows with their amounts in both languages', async () => {
    const pdf = await renderReceiptPdf(receiptFixture(), 'ur');
    const [urdu, english] = sections(pdfPages(pdf), /Receipt/);
    for (const amount of ['25,500', '6,375', '19,125', '20,000']) {
      expect(urdu).toContain(`Rs ${amount}`);
      expect(english).toContain(`PKR ${amount}`);
    }
    expect(english).toContain('Advance paid, Online');
    expect(english).toContain('Deposit received, JazzCash');
    expect(english).toContain('JC-99812');
    expect(urdu).toContain('JC-99812');
    expect(urdu).toContain('رسید');
    expect(urdu).toContain('ادائیگیاں اور واپسیاں');
    pageAsPng(pdf, 1, join(results, 'receipt-ur-page1.png'));
  });
});

describe('the fonts', () => {
  it('come from their npm packages and cover every character of the documents’ texts', () => {
    const texts = Object.entries({ ...en, ...ur } as Record<string, string>)
      .filter(([key]) => key.startsWith('documents.') || key.startsWith('money.kind.') || key.startsWith('money.method.'))
      .map(([, text]) => text.replace(/\{[^}]*\}/g, ''));
    const missing = new Set<string>();
    for (const ch of texts.join('')) {
      const code = ch.codePointAt(0)!;
      if (!faces.urdu.has(code) && !faces.latin.has(code)) missing.add(`${ch} U+${code.toString(16)}`);
    }
    expect([...missing]).toEqual([]);
  });
});
