// Phone verification and sign-in by code (issue 33): expiry, tries, reuse, limits, enumeration,
// and the verified phone a booking needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { en } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { MovableClock } from '../clock.js';
import { messageOutbox, phoneCodes, users } from '../db/schema.js';

let t: TestApp;
const clock = new MovableClock();
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(() => t.close());

let next = 1_000_000;
/** A fresh Pakistani mobile, as a person types it (`0300 1234567`) and as it is kept. */
const freshNumber = () => {
  const digits = String(next++).padStart(7, '0');
  return { typed: `0345 ${digits}`, e164: `+92345${digits}` };
};
let nextAddress = 1;
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const sendCode = (payload: object, token?: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/phone/send-code', remoteAddress, headers: token ? bearer(token) : {}, payload });
const verify = (token: string, phone: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', headers: bearer(token), payload: { phone, code } });
const phoneLogin = (phone: string, code: string) => t.app.inject({ method: 'POST', url: '/api/auth/phone/login', payload: { phone, code } });

/** The code of the newest text to the number (the outbox holds what the SMS said). */
async function codeSentTo(e164: string): Promise<string | null> {
  const [row] = await t.ctx.db.select().from(messageOutbox).where(eq(messageOutbox.toPhone, e164)).orderBy(desc(messageOutbox.id)).limit(1);
  return row ? /\b(\d{6})\b/.exec(row.body)![1]! : null;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function unverifiedCustomer() {
  const user = await t.f.customer({ phoneVerifiedAt: null });
  return { user, token: await t.f.token(user) };
}

describe('verifying a phone', () => {
  it('sends a six-digit code to the number typed as 0300…, keeps only its hash, and verifies the number in E.164', async () => {
    const { user, token } = await unverifiedCustomer();
    const number = freshNumber();
    const sent = await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: en['answers.phoneCodeSent'] });
    const code = await codeSentTo(number.e164);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, number.e164));
    expect(stored!.codeHash).not.toContain(code!);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const ok = await verify(token, number.typed, code!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ phone: number.e164, phoneVerified: true });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ phone: number.e164, phoneVerified: true });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneVerifiedAt).not.toBeNull();
  });

  it('works once: the same code again is refused', async () => {
    const { token } = await unverifiedCustomer();
    const number = freshNumber();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    const code = (await codeSentTo(number.e164))!;
    expect((await verify(token, number.e164, code)).statusCode).toBe(200);
    const again = await verify(token, number.e164, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_INVALID');
  });

  it('expires after ten minutes', async () => {
    const { token } = await unverifiedCustomer();
    const number = freshNumber();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    const code = (await codeSentTo(number.e164))!;
    clock.advance(10 * 60_000 + 1000);
    const late = await verify(token, number.e164, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('CODE_INVALID');
  });

  it('takes five tries, the right one included: after five wrong ones the right code is refused', async () => {
    const { token } = await unverifiedCustomer();
    const number = freshNumber();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    const code = (await codeSentTo(number.e164))!;
    for (let i = 0; i < 5; i++) expect((await verify(token, number.e164, wrong(code))).statusCode).toBe(400);
    expect((await verify(token, number.e164, code)).statusCode).toBe(400);
  });

  it('a fifth try may still be the right one', async () => {
    const { token } = await unverifiedCustomer();
    const number = freshNumber();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    const code = (await codeSentTo(number.e164))!;
    for (let i = 0; i < 4; i++) await verify(token, number.e164, wrong(code));
    expect((await verify(token, number.e164, code)).statusCode).toBe(200);
  });

  it('counts only the newest code: asking again replaces the earlier one', async () => {
    const { token } = await unverifiedCustomer();
    const number = freshNumber();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    const first = (await codeSentTo(number.e164))!;
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    const second = (await codeSentTo(number.e164))!;
    if (first !== second) expect((await verify(token, number.e164, first)).statusCode).toBe(400);
    expect((await verify(token, number.e164, second)).statusCode).toBe(200);
  });

  it("is the caller's own: another account's code for the number does not verify it", async () => {
    const a = await unverifiedCustomer();
    const b = await unverifiedCustomer();
    const number = freshNumber();
    await sendCode({ phone: number.typed, purpose: 'verify' }, a.token);
    const code = (await codeSentTo(number.e164))!;
    expect((await verify(b.token, number.e164, code)).statusCode).toBe(400);
  });

  it('needs a signed-in caller, and refuses a landline or a bad code shape with a 400', async () => {
    expect((await sendCode({ phone: freshNumber().typed, purpose: 'verify' })).statusCode).toBe(401);
    const { token } = await unverifiedCustomer();
    const landline = await sendCode({ phone: '042 35751122', purpose: 'verify' }, token);
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toBeTruthy();
    expect((await verify(token, freshNumber().typed, '12ab56')).statusCode).toBe(400);
  });

  it('moves a number verified on another account to the one that verifies it now', async () => {
    const number = freshNumber();
    const old = await t.f.customer({ phone: number.e164 });
    const { token, user } = await unverifiedCustomer();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    expect((await verify(token, number.e164, (await codeSentTo(number.e164))!)).statusCode).toBe(200);
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, old.id));
    expect(before!.phoneVerifiedAt).toBeNull();
    const [now] = await t.ctx.db.select().from(users).where(and(eq(users.id, user.id)));
    expect(now!.phone).toBe(number.e164);
  });

  it('a changed phone on the profile is no longer verified', async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { name: user.name, phone: freshNumber().typed } });
    expect(res.statusCode).toBe(200);
    expect(res.json().phoneVerified).toBe(false);
    expect(res.json().phone).toMatch(/^\+92345\d{7}$/);
  });
});

describe('signing in with a phone and a code', () => {
  it('signs in the account whose verified phone it is', async () => {
    const number = freshNumber();
    const user = await t.f.customer({ phone: number.e164 });
    expect((await sendCode({ phone: number.typed, purpose: 'login' })).statusCode).toBe(200);
    const code = (await codeSentTo(number.e164))!;
    const res = await phoneLogin(number.typed, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, loggedInAs: 'CUSTOMER', phoneVerified: true });
    expect((await phoneLogin(number.typed, code)).statusCode).toBe(400);
  });

  it('answers an unknown number exactly as a known one, and sends it nothing', async () => {
    const known = freshNumber();
    await t.f.customer({ phone: known.e164 });
    const unknown = freshNumber();
    const a = await sendCode({ phone: known.typed, purpose: 'login' });
    const b = await sendCode({ phone: unknown.typed, purpose: 'login' });
    expect([b.statusCode, b.json().message]).toEqual([a.statusCode, a.json().message]);
    expect(await codeSentTo(unknown.e164)).toBeNull();
    const guess = await phoneLogin(unknown.typed, '123456');
    const wrongForKnown = await phoneLogin(known.typed, wrong((await codeSentTo(known.e164))!));
    const said = (res: typeof guess) => ({ status: res.statusCode, message: res.json().message, code: res.json().code });
    expect(said(guess)).toEqual(said(wrongForKnown));
  });

  it('does not sign in with an unverified phone, nor with a verification code', async () => {
    const number = freshNumber();
    const { token } = await unverifiedCustomer();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    const verifyCode = (await codeSentTo(number.e164))!;
    expect((await phoneLogin(number.typed, verifyCode)).statusCode).toBe(400);
  });
});

describe('limits on codes', () => {
  it('sends at most five codes an hour to one number, known or not, from any address', async () => {
    for (const known of [true, false]) {
      const number = freshNumber();
      if (known) await t.f.customer({ phone: number.e164 });
      for (let i = 0; i < 5; i++) expect((await sendCode({ phone: number.typed, purpose: 'login' })).statusCode).toBe(200);
      const sixth = await sendCode({ phone: number.typed, purpose: 'login' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('RATE_LIMITED');
    }
  });

  it('lets one account ask for ten codes an hour, and one address twenty', async () => {
    const { token } = await unverifiedCustomer();
    for (let i = 0; i < 10; i++) expect((await sendCode({ phone: freshNumber().typed, purpose: 'verify' }, token)).statusCode).toBe(200);
    expect((await sendCode({ phone: freshNumber().typed, purpose: 'verify' }, token)).statusCode).toBe(429);

    const address = '10.200.0.1';
    for (let i = 0; i < 20; i++) expect((await sendCode({ phone: freshNumber().typed, purpose: 'login' }, undefined, address)).statusCode).toBe(200);
    expect((await sendCode({ phone: freshNumber().typed, purpose: 'login' }, undefined, address)).statusCode).toBe(429);
  });
});

describe('booking needs a verified phone', () => {
  it('refuses a request from an account without one (403 PHONE_NOT_VERIFIED) and takes it once verified', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const { token } = await unverifiedCustomer();
    const ask = (startDate: string, endDate: string) =>
      t.app.inject({ method: 'POST', url: '/api/bookings/createBooking', headers: bearer(token), payload: { carId: car.id, startDate, endDate } });
    const refused = await ask('2030-03-01T10:00', '2030-03-03T10:00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PHONE_NOT_VERIFIED');

    const number = freshNumber();
    await sendCode({ phone: number.typed, purpose: 'verify' }, token);
    await verify(token, number.e164, (await codeSentTo(number.e164))!);
    expect((await ask('2030-03-01T10:00', '2030-03-03T10:00')).statusCode).toBe(201);
  });
});
