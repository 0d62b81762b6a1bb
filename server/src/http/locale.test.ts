// The API speaks the caller's language (issue 18): Accept-Language first, else the account's
// locale, else English; the `code` never changes. Notifications and emails go out in the
// recipient's language, whatever language the actor used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { mailOutbox, notifications, users } from '../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URDU = /[\u0600-\u06FF]/;
const RANGE = { startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' };
const ur = { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' };
const en = { 'accept-language': 'en-GB,en;q=0.9' };

describe('success answers in the caller’s language', () => {
  it('the forgot-password answer and a signed-in answer are said in Urdu when asked, unchanged in English', async () => {
    const payload = { email: 'nobody-here@example.pk' };
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, headers: en });
    const urdu = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, headers: ur });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({ message: 'If an account exists for this email, we have sent a link to reset its password. It works once, for one hour.' });
    expect(urdu.statusCode).toBe(200);
    expect(urdu.json().message).toMatch(URDU);
    const user = await t.f.customer();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { ...bearer(await t.f.token(user)), ...ur } });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('آپ کو تمام آلات سے سائن آؤٹ کر دیا گیا ہے۔');
  });
});

describe('API errors in the caller’s language', () => {
  it('a wrong password: the same 401 and code, in English and in Urdu', async () => {
    const user = await t.f.customer();
    const payload = { email: user.email, password: 'not the password', loginAs: 'customer' };
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: en });
    const urdu = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: ur });
    expect(english.statusCode).toBe(401);
    expect(urdu.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED', requestId: expect.any(String) });
    expect(urdu.json()).toEqual({ message: 'ای میل یا پاس ورڈ غلط ہے', code: 'UNAUTHORIZED', requestId: expect.any(String) });
  });

  it('a validation error: fields in Urdu too, with the same keys and code', async () => {
    const payload = { name: '', email: 'not an email', password: 'short', phone: '0300 1234567' };
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const urdu = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: ur });
    expect(english.statusCode).toBe(400);
    expect(urdu.statusCode).toBe(400);
    expect(english.json().code).toBe('VALIDATION_ERROR');
    expect(urdu.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(urdu.json().fields).sort()).toEqual(Object.keys(english.json().fields).sort());
    expect(english.json().fields).toMatchObject({ name: 'Name is required', email: 'Enter a valid email address', password: 'Password must be at least 8 characters' });
    expect(urdu.json().fields).toMatchObject({ name: 'نام لکھنا ضروری ہے', email: 'درست ای میل ایڈریس لکھیں', password: 'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے' });
    // English leads with the field's API name, as it always has; Urdu with the words alone.
    expect(english.json().message).toBe('name: Name is required');
    expect(urdu.json().message).toBe('نام لکھنا ضروری ہے');
  });

  it("a schema text with values (a field's label, a number) is said in Urdu, the label too; English unchanged", async () => {
    const headers = bearer(await t.f.token(await t.f.vendor()));
    const payload = { name: '', description: 'Cars', phone: '0300 1234567', addressLine1: 'Mall Road', city: '', state: 'Punjab', postalCode: '54000', country: 'Pakistan' };
    const english = await t.app.inject({ method: 'POST', url: '/api/services', payload, headers: { ...headers, ...en } });
    const urdu = await t.app.inject({ method: 'POST', url: '/api/services', payload, headers: { ...headers, ...ur } });
    expect(english.json()).toMatchObject({ message: 'name: Service name is required', code: 'VALIDATION_ERROR', fields: { name: 'Service name is required', city: 'City is required' } });
    expect(urdu.json()).toMatchObject({ message: 'سروس کا نام ضروری ہے', code: 'VALIDATION_ERROR', fields: { name: 'سروس کا نام ضروری ہے', city: 'شہر ضروری ہے' } });
    const register = { name: 'Ayesha', email: 'ayesha@example.pk', password: 'x'.repeat(1100), phone: '0300 1234567' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: register, headers: en })).json().fields.password).toBe('Password must be at most 1024 characters');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: register, headers: ur })).json().fields.password).toBe('پاس ورڈ زیادہ سے زیادہ 1024 حروف کا ہو سکتا ہے');
  });

  it('a 404, a 401 without a session and a zod message of its own are said in Urdu', async () => {
    const customer = await t.f.customer();
    const headers = { ...bearer(await t.f.token(customer)), ...ur };
    const missing = await t.app.inject({ method: 'GET', url: '/api/bookings/00000000-0000-4000-8000-000000000000', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'بکنگ نہیں ملی', code: 'NOT_FOUND', requestId: expect.any(String) });
    const english = await t.app.inject({ method: 'GET', url: '/api/bookings/00000000-0000-4000-8000-000000000000', headers: bearer(await t.f.token(customer)) });
    expect(english.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND', requestId: expect.any(String) });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: ur });
    expect(anonymous.json()).toEqual({ message: 'آگے بڑھنے کے لیے لاگ اِن کریں', code: 'UNAUTHORIZED', requestId: expect.any(String) });
    // zod's own words (a missing field): English as zod says it, Urdu by the kind of problem.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email }, headers: ur });
    expect(login.statusCode).toBe(400);
    expect(login.json().fields.password).toBe('یہ خانہ ضروری ہے');
  });

  it('a booking rule refusal names the status in Urdu, same code', async () => {
    const customer = await t.f.customer();
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const booking = await t.f.booking(car, customer, { status: 'REJECTED', ...RANGE });
    const headers = { ...bearer(await t.f.token(customer)), ...ur };
    const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
    expect(res.json().message).toBe('اس بکنگ کی حالت «مسترد» ہے، اس لیے یہ کام نہیں ہو سکتا: منسوخ کرنا');
  });
});

describe('which language a request is in', () => {
  it('Accept-Language beats the account’s locale; the account’s locale serves when there is no header', async () => {
    const user = await t.f.customer({ locale: 'ur' });
    const token = await t.f.token(user);
    const url = '/api/bookings/00000000-0000-4000-8000-000000000000';
    const noHeader = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(noHeader.json().message).toBe('بکنگ نہیں ملی');
    const english = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...en } });
    expect(english.json().message).toBe('Booking not found');
    // A language we do not have falls through to the account's.
    const french = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'fr-FR' } });
    expect(french.json().message).toBe('بکنگ نہیں ملی');
  });

  it('without a header or an account, English', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(res.json()).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED', requestId: expect.any(String) });
  });
});

describe('the account’s locale', () => {
  it('is set by { locale } alone, answered by the profile and carried by the next sign-in', async () => {
    const user = await t.f.customer();
    const headers = bearer(await t.f.token(user));
    const set = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: { locale: 'ur' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ locale: 'ur', name: user.name, phone: user.phone });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers })).json().locale).toBe('ur');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.json().locale).toBe('ur');
    // Name and phone with the language, and back to English.
    const both = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: { name: 'Zara Ali', phone: '0300 7654321', locale: 'en' } });
    expect(both.json()).toMatchObject({ name: 'Zara Ali', phone: '+923007654321', locale: 'en' });
  });

  it.each([
    ['an unknown locale', { locale: 'fr' }, 'locale'],
    ['a locale of the wrong type', { locale: 7 }, 'locale'],
    ['an empty body', {}, 'name'],
    ['a name without a phone', { name: 'Zara' }, 'phone'],
    ['a bad phone beside a locale', { name: 'Zara', phone: 'not a phone!', locale: 'ur' }, 'phone'],
  ])('refuses %s with 400', async (_label, payload, field) => {
    const user = await t.f.customer();
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(await t.f.token(user)), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fields).toHaveProperty(field);
    const [row] = await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row!.locale).toBeNull();
  });

  it('is refused by the database outside en and ur', async () => {
    const user = await t.f.customer();
    await expect(t.ctx.db.update(users).set({ locale: 'fr' as never }).where(eq(users.id, user.id))).rejects.toThrow();
  });
});

describe('notifications and emails in the recipient’s language', () => {
  it('a customer writing in English makes an Urdu vendor’s notification and email Urdu; an English vendor’s stays English', async () => {
    const customer = await t.f.customer({ name: 'Kamran Customer' });
    const urduVendor = await t.f.vendor({ locale: 'ur' });
    const englishVendor = await t.f.vendor();
    const urduCar = await t.f.car(await t.f.service(urduVendor, { name: 'Lahore Wheels' }), { make: 'TOYOTA', model: 'Corolla', year: 2022 });
    const englishCar = await t.f.car(await t.f.service(englishVendor, { name: 'Karachi Cars' }), { make: 'HONDA', model: 'City', year: 2021 });
    const headers = { ...bearer(await t.f.token(customer)), ...en };
    for (const car of [urduCar, englishCar]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/bookings/createBooking', headers, payload: { carId: car.id, ...RANGE } });
      expect(res.statusCode).toBe(201);
    }
    const line = async (userId: string) =>
      (await t.ctx.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'booking.created'))))[0]!.message;
    const urduLine = await line(urduVendor.id);
    expect(urduLine).toMatch(URDU);
    expect(urduLine).toContain('Kamran Customer کی طرف سے');
    expect(urduLine).toContain('\u2066TOYOTA Corolla 2022\u2069');
    expect(await line(englishVendor.id)).toMatch(/^New booking request from Kamran Customer for HONDA City 2021, /);

    const [urduMail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, urduVendor.email));
    expect(urduMail!.subject).toMatch(/کے لیے نئی بکنگ کی درخواست$/);
    expect(urduMail!.htmlBody).toContain('<html lang="ur" dir="rtl">');
    expect(urduMail!.textBody).toContain('بکنگ دیکھیں');
    const [englishMail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, englishVendor.email));
    expect(englishMail!.subject).toBe('New booking request for HONDA City 2021');
    expect(englishMail!.htmlBody).toMatch(/^<!doctype html><html><body /);
  });

  it('an account registered from the Urdu screens keeps Urdu: its verification email is in Urdu', async () => {
    const email = `urdu-register-${Date.now()}@example.pk`;
    const payload = { name: 'Sana Urdu', email, password: TEST_PASSWORD, phone: '+92 300 1112223', role: 'customer' };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: ur });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(row!.locale).toBe('ur');
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toMatch(URDU);
    expect(mail!.htmlBody).toContain('<html lang="ur" dir="rtl">');
    const englishEmail = `english-register-${Date.now()}@example.pk`;
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...payload, email: englishEmail }, headers: en });
    const [english] = await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.email, englishEmail));
    expect(english!.locale).toBeNull();
  });

  it('a password reset email follows the account’s language', async () => {
    const user = await t.f.customer({ locale: 'ur' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, headers: en });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mail!.subject).toBe('اپنا RentWheels پاس ورڈ دوبارہ بنائیں');
    expect(mail!.textBody).toContain(`السلام علیکم ${user.name}،`);
  });
});
