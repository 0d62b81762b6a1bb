// What the server draws for whom (decision 0049): the reader it hands the page renderer (language,
// signed-in user or none), the credentials the drawing's data is asked with, and how the answer may
// be kept. The renderer here is a stand-in that writes down what it was given and what the API
// answered it; the web's own renderer is tried in web/src/entry-server.test.tsx and the journeys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { PAGE_SESSION_COOKIE, type PageRenderer } from './page-render.js';

const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>RentWheels</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

/** Draws "<locale> <reader> <booking id or ->", asking the API for the booking of /bookingDetails/:id as the drawing's reader. */
const renderer: PageRenderer = {
  async renderPage({ url, locale, session, transport }) {
    const path = new URL(url, 'http://page').pathname;
    const bookingId = /^\/bookingDetails\/([^/]+)$/.exec(path)?.[1];
    if ((path === '/bookings' || bookingId) && !session) return null;
    const answer = bookingId ? await transport(`/api/bookings/${bookingId}`, { headers: { accept: 'application/json' } }) : null;
    const booking = answer?.ok ? ((await answer.json()) as { id: string }) : null;
    const who = session ? `${session.user.name}/${session.loggedInAs}` : 'visitor';
    return { html: `<p>${locale} ${who} ${booking?.id ?? '-'}</p>`, lang: locale, dir: locale === 'ur' ? 'rtl' : 'ltr', state: {} };
  },
};

const drawing = (html: string) => /<div id="root" inert>(.*?)<\/div>/.exec(html)?.[1] ?? null;

describe('pages drawn for each reader', () => {
  let t: TestApp;
  let amina: { id: string; token: string; booking: string };
  let bilal: { id: string; token: string; booking: string };

  beforeAll(async () => {
    t = await createTestApp({ pages: { indexHtml: INDEX, renderer, manifest: {} } });
    const car = await t.f.car(await t.f.service(await t.f.vendor()));
    const reader = async (name: string) => {
      const user = await t.f.customer({ name });
      const booking = await t.f.booking(car, user);
      return { id: user.id, token: await t.f.token(user), booking: booking.id };
    };
    amina = await reader('Amina');
    bilal = await reader('Bilal');
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const signedIn = (token: string, more = '') => ({ cookie: `signed_in=1; ${PAGE_SESSION_COOKIE}=${token}${more}` });

  it('draws a public page for a signed-out reader in English, kept by no one but checked with the server', async () => {
    const answer = await page('/cars');
    expect(drawing(answer.body)).toBe('<p>en visitor -</p>');
    expect(answer.body).toContain('<html lang="en" dir="ltr">');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('draws in Urdu, right to left, for the language chosen on the device or, on a first visit, asked for by the browser', async () => {
    for (const headers of [{ cookie: 'locale=ur' }, { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' }] as Record<string, string>[]) {
      const answer = await page('/', headers);
      expect(drawing(answer.body), JSON.stringify(headers)).toBe('<p>ur visitor -</p>');
      expect(answer.body).toContain('<html lang="ur" dir="rtl">');
    }
    // The device's choice wins over the browser's languages.
    expect(drawing((await page('/', { cookie: 'locale=en', 'accept-language': 'ur' })).body)).toBe('<p>en visitor -</p>');
  });

  it("draws a signed-in reader's pages from their session cookie, privately, never stored", async () => {
    const home = await page('/', signedIn(amina.token, '; locale=ur'));
    expect(drawing(home.body)).toBe('<p>ur Amina/CUSTOMER -</p>');
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(home.headers.vary).toBe('Cookie, Accept-Language');
    const booking = await page(`/bookingDetails/${amina.booking}`, signedIn(amina.token));
    expect(drawing(booking.body)).toBe(`<p>en Amina/CUSTOMER ${amina.booking}</p>`);
    expect(booking.headers['cache-control']).toBe('private, no-store');
  });

  it("never draws another reader's booking: the drawing asks the API as the cookie's user", async () => {
    const answer = await page(`/bookingDetails/${bilal.booking}`, signedIn(amina.token));
    expect(drawing(answer.body)).toBe('<p>en Amina/CUSTOMER -</p>');
    expect(answer.body.split('<body>')[1]).not.toContain(bilal.booking);
  });

  it('draws no signed-in page for a wrong, foreign or ended session, nor a public page as anyone: the browser draws it', async () => {
    const ended = await t.f.customer({ name: 'Chand' });
    const endedToken = await t.f.token(ended);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(endedToken) })).statusCode).toBe(200);
    for (const cookie of [signedIn('not-a-token'), signedIn(`${amina.token}x`), signedIn(endedToken), { cookie: 'signed_in=1' }]) {
      for (const url of ['/', `/bookingDetails/${amina.booking}`]) {
        const answer = await page(url, cookie);
        expect(drawing(answer.body), `${url} ${cookie.cookie}`).toBeNull();
        expect(answer.body).toContain('<div id="root"></div>');
        expect(answer.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it("draws the signed-out page once the app has said it signed out, whatever session cookie is left", async () => {
    const answer = await page('/', { cookie: `signed_in=0; ${PAGE_SESSION_COOKIE}=${amina.token}` });
    expect(drawing(answer.body)).toBe('<p>en visitor -</p>');
    // A page for a signed-out reader on a browser that still had the cookie is not stored either.
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // Signed-in pages are not drawn for a signed-out reader at all.
    expect(drawing((await page('/bookings')).body)).toBeNull();
  });

  it('tells a crawler to leave every private screen out of search, and says nothing of it on public pages or to a signed-in reader', async () => {
    const carId = (await t.f.car(await t.f.service(await t.f.vendor()))).id;
    const privateScreens = [`/bookingDetails/${amina.booking}`, '/bookings', '/bookings?tab=received', '/admin/disputes', '/inbox', '/profile', '/vendor/cars',
      '/services', '/cars/add', '/staff', '/driver/trips', '/earnings', `/receipts/${amina.booking}/x`, '/reset-password?token=abc', '/verify-email?token=abc'];
    for (const url of privateScreens) {
      for (const headers of [{}, { cookie: 'signed_in=1' }, signedIn('not-a-token'), signedIn(`${amina.token}x`), { cookie: `signed_in=0; ${PAGE_SESSION_COOKIE}=${amina.token}` }]) {
        expect((await page(url, headers)).headers['x-robots-tag'], `${url} ${JSON.stringify(headers)}`).toBe('noindex');
      }
    }
    // The signed-in reader's own answers (private, never stored) carry no such word.
    for (const url of [`/bookingDetails/${amina.booking}`, '/bookings', '/profile']) {
      expect((await page(url, signedIn(amina.token))).headers['x-robots-tag'], url).toBeUndefined();
    }
    for (const url of ['/', '/cars', `/cars/${carId}`, '/services/00000000-0000-4000-8000-000000000000', '/faq', '/login', '/register']) {
      expect((await page(url)).headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('keeps the session cookie HttpOnly and Lax for the signed-in app, and forgets it at sign-out', async () => {
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/page-session', headers: bearer(amina.token) });
    expect(set.statusCode).toBe(204);
    const cookie = set.cookies.find((c) => c.name === PAGE_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ value: amina.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.expires).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/page-session' })).statusCode).toBe(401);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/auth/page-session' });
    expect(cleared.statusCode).toBe(204);
    expect(cleared.cookies.find((c) => c.name === PAGE_SESSION_COOKIE)?.value).toBe('');
  });

  it('never lets the session cookie authorise the API, for reads or writes (CSRF)', async () => {
    const cookie = { cookie: `signed_in=1; ${PAGE_SESSION_COOKIE}=${amina.token}` };
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${amina.booking}`, headers: cookie })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: cookie })).statusCode).toBe(401);
    const write = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { ...cookie, 'content-type': 'application/json' }, payload: { locale: 'ur' } });
    expect(write.statusCode).toBe(401);
  });
});
