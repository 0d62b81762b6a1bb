// Issue 31's rental agreement through the API, on PGlite and on PostgreSQL (TEST_DB_MODE=pg): made
// once after the check-in is sealed (the job drained, then run again), e-mailed to both sides with
// the PDF attached (a real SMTP server), fetched by the parties and admins only, its hash verified
// publicly; the stored PDF read back with pdftotext and a page drawn with pdftoppm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { HANDOVER_ANGLES } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.js';
import { agreements, idDocuments } from '../db/schema.js';
import { MAIL_QUEUE } from '../mail/mailer.js';
import { TestClock } from '../messages/test-support.js';
import { pageAsPng, pdfPages } from '../documents/test-support.js';
import { AGREEMENT_QUEUE } from './module.js';
import { makeAgreement } from './service.js';

const clock = new TestClock(Date.parse('2030-01-10T04:30:00Z'));
let t: TestApp;
let smtp: SmtpCapture;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let admin: UserRow;
let car: CarRow;
const tok: Record<'vendor' | 'customer' | 'stranger' | 'admin', string> = { vendor: '', customer: '', stranger: '', admin: '' };
type Who = keyof typeof tok;

beforeAll(async () => {
  smtp = await startSmtpCapture(0);
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, overrides: { clock } });
  vendor = await t.f.vendor({ name: 'Bilal Ahmed' });
  customer = await t.f.customer({ name: 'Ayesha Khan' });
  stranger = await t.f.customer();
  admin = await t.f.admin();
  car = await t.f.car(await t.f.service(vendor, { name: 'Lahore Car Rentals' }), { pricePerDay: 8_000, registrationNumber: 'LEA-1234' });
  await t.ctx.db.insert(idDocuments).values([
    { userId: customer.id, storageKey: `users/verificationIds/${customer.id}/cnic.png`, fileName: 'cnic.png', contentType: 'image/png', sizeBytes: 100, verificationStatus: 'APPROVED', documentKind: 'cnic', documentNumber: '35202-1234567-1' },
    { userId: customer.id, storageKey: `users/verificationIds/${customer.id}/licence.png`, fileName: 'licence.png', contentType: 'image/png', sizeBytes: 100, verificationStatus: 'APPROVED', documentKind: 'licence', documentNumber: 'LHR-0098765', expiresOn: '2031-06-30' },
  ]);
  for (const [who, user] of [['vendor', vendor], ['customer', customer], ['stranger', stranger], ['admin', admin]] as const) tok[who] = await t.f.token(user);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (who: Who | null, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: who ? bearer(tok[who]) : {} });
const post = (who: Who, url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tok[who]), ...(payload ? { payload } : {}) });
const photo = (shade: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 120 } } }).jpeg().toBuffer();
async function upload(bookingId: string, handoverId: string, angle: string, bytes: Buffer) {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="angle.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/handovers/${handoverId}/photos?angle=${angle}`,
    headers: { ...bearer(tok.vendor), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

/** A paid trip, checked in and sealed by the renter's "I agree". */
async function checkedIn() {
  const booking = await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' });
  const draft = await post('vendor', `/bookings/${booking.id}/handovers`, { kind: 'check_in', odometerKm: 45_210, fuelEighths: 6, damages: [{ x: 0.3, y: 0.2, note: 'Scratch on the rear bumper' }], notes: 'Spare wheel present' });
  expect(draft.statusCode, draft.body).toBe(201);
  const record = draft.json() as { id: string };
  for (const [i, angle] of HANDOVER_ANGLES.entries()) expect((await upload(booking.id, record.id, angle, await photo(10 + i * 20))).statusCode).toBe(201);
  // Not made before the seal.
  expect((await call('customer', `/bookings/${booking.id}/agreement.pdf`)).statusCode).toBe(404);
  const sealed = await post('customer', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`);
  expect(sealed.statusCode, sealed.body).toBe(200);
  return { booking, record };
}

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('rental agreement', { timeout: 180_000 }, () => {
  it('is made once after the check-in is sealed, stored, mailed to both sides, fetched by parties only and verified by its hash', async () => {
    const { booking, record } = await checkedIn();
    await t.ctx.jobs.drain(AGREEMENT_QUEUE.name);
    // A repeated job (a retry) makes nothing new.
    await makeAgreement(t.ctx, record.id);
    await t.ctx.jobs.drain(AGREEMENT_QUEUE.name);
    const rows = await t.ctx.db.select().from(agreements).where(eq(agreements.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ handoverId: record.id, localeOrder: 'en,ur', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Append-only in the database too.
    await expect(t.ctx.db.update(agreements).set({ sha256: 'f'.repeat(64) }).where(eq(agreements.id, row.id))).rejects.toThrow();

    // Parties and admins fetch the same bytes; strangers and signed-out callers do not.
    const pdfRes = await call('customer', `/bookings/${booking.id}/agreement.pdf`);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toContain('application/pdf');
    const pdf = pdfRes.rawPayload;
    expect(sha(pdf)).toBe(row.sha256);
    expect(sha((await call('vendor', `/bookings/${booking.id}/agreement.pdf`)).rawPayload)).toBe(row.sha256);
    expect((await call('admin', `/bookings/${booking.id}/agreement.pdf`)).statusCode).toBe(200);
    expect((await call('stranger', `/bookings/${booking.id}/agreement.pdf`)).statusCode).toBe(404);
    expect((await call('stranger', `/bookings/${booking.id}/agreement`)).statusCode).toBe(404);
    expect((await call(null, `/bookings/${booking.id}/agreement.pdf`)).statusCode).toBe(401);
    expect((await call('customer', `/bookings/${booking.id}/agreement`)).json()).toEqual({ id: row.id, bookingId: booking.id, sha256: row.sha256, createdAt: expect.any(String) });

    // Verify: public, true for the stored bytes (either case), false for other bytes; bad input 400.
    const verified = await call(null, `/agreements/${row.id}/verify?sha256=${row.sha256.toUpperCase()}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ matches: true, issuedAt: row.createdAt.toISOString() });
    expect((await call(null, `/agreements/${row.id}/verify?sha256=${sha('another copy')}`)).json()).toEqual({ matches: false, issuedAt: expect.any(String) });
    for (const bad of ['', 'abc', `${row.sha256}0`, 'z'.repeat(64), '%00'.repeat(3)]) expect((await call(null, `/agreements/${row.id}/verify?sha256=${bad}`)).statusCode).toBe(400);
    expect((await call(null, `/agreements/not-a-uuid/verify?sha256=${row.sha256}`)).statusCode).toBe(400);
    expect((await call(null, `/agreements/${booking.id}/verify?sha256=${row.sha256}`)).statusCode).toBe(404);

    // The document: the renter, the plate and the total in both languages.
    const pages = pdfPages(pdf).join('\f');
    const [english, urdu] = [pages.slice(0, pages.indexOf('کرایہ نامہ')), pages.slice(pages.indexOf('کرایہ نامہ'))];
    for (const part of [english, urdu]) {
      expect(part).toContain('Ayesha Khan');
      expect(part).toContain('LEA-1234');
      expect(part).toContain('35202-1234567-1');
    }
    expect(english).toContain('PKR 24,000');
    expect(urdu).toContain('24,000');
    expect(english).toContain('Rental agreement');
    mkdirSync('test-results/agreements', { recursive: true });
    pageAsPng(pdf, 1, 'test-results/agreements/agreement-page1.png');
    const urduPage = pdfPages(pdf).findIndex((p) => p.includes('کرایہ نامہ')) + 1;
    pageAsPng(pdf, urduPage, 'test-results/agreements/agreement-urdu.png');

    // Both sides got it by e-mail with the PDF attached.
    await t.ctx.jobs.drain(MAIL_QUEUE.name);
    for (const person of [customer, vendor]) {
      const mail = smtp.received.find((m) => m.to.includes(person.email) && m.raw.includes('application/pdf'));
      expect(mail, person.email).toBeDefined();
      expect(mail!.raw).toContain(`agreement-`);
    }
  });

  it('a check-out or an unknown record makes no agreement', async () => {
    expect(await makeAgreement(t.ctx, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
