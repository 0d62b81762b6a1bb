// For the documents' tests and the receipt route's: a complete agreement and receipt (Urdu and
// English text, a Pakistani plate, price lines, photos made on the spot and one that is not a
// photo), and Poppler's command-line tools to read a PDF back: its text (pdftotext) and a page as
// a picture (pdftoppm). A machine without them fails those tests with a message saying so rather
// than passing them unread (CI installs poppler-utils, .ci/run).
import sharp from 'sharp';
import type { AgreementFacts } from './agreement.js';
import type { ReceiptFacts } from './receipt.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function photo(r: number, g: number, b: number) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
}

export async function agreementFixture(): Promise<AgreementFacts> {
  return {
    agreementId: 'AG-7F3K2Q',
    bookingId: 'B-51C0E2',
    publicUrl: 'https://rentwheels.example.pk',
    contentSha256: 'c0ffee5d1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5',
    issuedAt: '2030-01-10T05:15:00Z',
    renter: { name: 'Ayesha Khan', cnic: '35202-1234567-1', licenceNumber: 'LHR-0098765', licenceExpiry: '2031-06-30', phone: '0300-1234567' },
    vendor: { businessName: 'Lahore Car Rentals', address: '12 Main Boulevard, Gulberg III, Lahore', phone: '042-35761234' },
    car: { make: 'TOYOTA', model: 'Corolla', year: 2022, colour: 'White', registration: 'LEA-1234' },
    trip: { mode: 'self_drive', destination: 'Murree', start: '2030-01-10T10:00:00', end: '2030-01-13T10:00:00' },
    price: {
      lines: [
        { text: { key: 'trips.line.days', values: { count: 3, price: { price: 8500 } } }, label: '3 days × PKR 8,500', amount: 25500 },
        { label: 'Out of city: Murree', amount: 3000 },
      ],
      total: 28500,
      paidSoFar: 7125,
      deposit: 20000,
    },
    rules: {
      kmPerDay: 200,
      extraKmRate: 25,
      fuelPolicy: 'same_to_same',
      fuelEighthPrice: 1500,
      outOfCity: 'listed',
      outOfCitySurchargePerDay: 1000,
      lateGraceMinutes: 60,
      lateHourlyRate: 800,
      lateFullDayAfterHours: 4,
      cancellationPolicy: 'MODERATE',
      damageExcess: 50000,
    },
    checkIn: {
      odometerKm: 45210,
      fuelEighths: 6,
      damages: [{ note: 'Scratch on the rear bumper, left side' }, { note: 'پچھلے دروازے پر ہلکا ڈینٹ' }],
      notes: 'Spare tyre and jack in the boot. گاڑی صاف حالت میں دی گئی۔',
      photos: [
        { caption: 'Front', image: await photo(200, 60, 60) },
        { caption: 'Rear', image: await photo(60, 120, 200) },
        { caption: 'Odometer', image: await photo(60, 160, 90) },
        { caption: 'Not a photo', image: Buffer.from('not an image') },
        { caption: 'Fuel gauge', image: await photo(220, 180, 40) },
      ],
    },
    acknowledgements: [
      { who: 'vendor', name: 'Bilal Ahmed', at: '2030-01-10T05:05:00Z', how: 'agent' },
      { who: 'renter', name: 'Ayesha Khan', at: '2030-01-10T05:12:00Z', how: 'code' },
    ],
  };
}

export function receiptFixture(): ReceiptFacts {
  return {
    bookingId: 'B-51C0E2',
    issuedAt: '2030-01-10T06:00:00Z',
    car: { make: 'TOYOTA', model: 'Corolla', year: 2022 },
    start: '2030-01-10T10:00:00',
    end: '2030-01-13T10:00:00',
    providerName: 'Lahore Car Rentals',
    customerName: 'Ayesha Khan',
    lines: [{ text: { key: 'trips.line.days', values: { count: 3, price: { price: 8500 } } }, label: '3 days × PKR 8,500', amount: 25500 }],
    total: 25500,
    rows: [
      { kind: 'advance_paid', method: 'online', amount: 6375, reference: null, createdAt: '2030-01-05T09:00:00Z' },
      { kind: 'balance_paid', method: 'cash', amount: 19125, reference: 'R-77', createdAt: '2030-01-10T05:20:00Z' },
      { kind: 'deposit_received', method: 'jazzcash', amount: 20000, reference: 'JC-99812', createdAt: '2030-01-10T05:21:00Z' },
    ],
    paid: 25500,
    dueAtPickup: 0,
    depositHeld: 20000,
  };
}

function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(`${tool} is missing: install poppler-utils (Debian: apt-get install poppler-utils) to read the documents back`);
  }
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
  return result.stdout;
}

/** The PDF's text, one string per page. */
export function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return run('pdftotext', ['-enc', 'UTF-8', file, '-']).split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Page `page` as a PNG at `dpi`, written to `out` (for a person to look at). */
export function pageAsPng(pdf: Buffer, page: number, out: string, dpi = 80) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    run('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, join(dir, 'page')]);
    writeFileSync(out, readFileSync(join(dir, 'page.png')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
