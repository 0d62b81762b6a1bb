// Sessions that can be ended: a password change and "log out everywhere" refuse earlier tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password = TEST_PASSWORD) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, loginAs: 'customer' } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).statusCode;

describe('ending sessions', () => {
  it('a password change ends the other sessions and keeps this device signed in', async () => {
    const user = await t.f.customer();
    const laptop = await login(user.email);
    const phone = await login(user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(laptop),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    const refused = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(phone) });
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please log in again.' });
    expect(await profileStatus(fresh)).toBe(200);
    expect(await profileStatus(await login(user.email, 'a brand new passphrase'))).toBe(200);
  });

  it('"log out everywhere" ends every session, this one included; a new login works', async () => {
    const user = await t.f.customer();
    const a = await login(user.email);
    const b = await login(user.email);
    const other = await t.f.customer();
    const bystander = await login(other.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(a) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You were signed out on every device.' });
    expect(await profileStatus(a)).toBe(401);
    expect(await profileStatus(b)).toBe(401);
    expect(await profileStatus(bystander)).toBe(200);
    expect(await profileStatus(await login(user.email))).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });

  it('a switch of mode keeps the session generation', async () => {
    const user = await t.f.vendor();
    const token = await login(user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/switch-mode', headers: bearer(token), payload: { role: 'vendor' } });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(res.json().token)).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(token) });
    expect(await profileStatus(res.json().token)).toBe(401);
  });
});
