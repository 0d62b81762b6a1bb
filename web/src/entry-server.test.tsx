// @vitest-environment node
// The server's renderer draws each page for its own reader (decision 0049): two pages drawn at once
// for different readers, languages and transports never mix. Runs without a DOM, as on the server.
import { describe, expect, it } from 'vitest';
import { ur } from '@/lib/i18n/urdu';
import { renderPage, type DrawRequest } from './entry-server';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transport that answers every read with an empty list, after `delay` ms, and writes down what it was asked. */
function transportOf(delay: number) {
  const asked: { url: string; language: string | null }[] = [];
  const transport: typeof fetch = async (input, init) => {
    asked.push({ url: String(input), language: new Headers(init?.headers).get('accept-language') });
    await pause(delay);
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '0' } });
  };
  return { transport, asked };
}

const reader = (id: string, name: string): DrawRequest['session'] => ({ user: { id, name, roles: ['CUSTOMER'], email: `${id}@example.com`, phone: '03001234567', emailVerified: true }, loggedInAs: 'CUSTOMER' });

describe('the server renderer', () => {
  it('draws two readers’ pages at once, each with its own session, language, styles and transport', async () => {
    const amina = transportOf(30);
    const bilal = transportOf(5);
    const [forAmina, forBilal, forVisitor] = await Promise.all([
      renderPage({ url: '/', locale: 'en', session: reader('a', 'Amina Siddiqui'), transport: amina.transport }),
      renderPage({ url: '/', locale: 'ur', session: reader('b', 'Bilal Ahmed'), transport: bilal.transport }),
      renderPage({ url: '/', locale: 'en', session: null, transport: transportOf(1).transport }),
    ]);

    expect(forAmina!.html).toContain('Amina');
    expect(forAmina!.html).not.toContain('Bilal');
    expect(forAmina!.html).not.toContain(ur['home.heroTitle']);
    expect(forAmina).toMatchObject({ lang: 'en', dir: 'ltr', state: { reader: { locale: 'en', session: { user: { id: 'a' } } } } });
    expect(forAmina!.styles).toContain('data-emotion="css ');
    expect(forAmina!.styles).not.toContain('muirtl');

    expect(forBilal!.html).toContain('Bilal');
    expect(forBilal!.html).not.toContain('Amina');
    expect(forBilal!.html).toContain(ur['home.heroTitle']);
    expect(forBilal).toMatchObject({ lang: 'ur', dir: 'rtl', state: { reader: { locale: 'ur', session: { user: { id: 'b' } } } } });
    // Material UI mirrored: the right-to-left cache's styles, in <head>, none left in the markup.
    expect(forBilal!.styles).toContain('data-emotion="muirtl ');
    expect(forBilal!.html).not.toContain('<style');

    expect(forVisitor!.html).not.toMatch(/Amina|Bilal/);
    expect(forVisitor!.state.reader).toEqual({ locale: 'en', session: null });

    // Each drawing asked its own transport, in its own language.
    expect(amina.asked.length).toBeGreaterThan(0);
    expect(amina.asked.every((request) => request.language === 'en')).toBe(true);
    expect(bilal.asked.length).toBeGreaterThan(0);
    expect(bilal.asked.every((request) => request.language === 'ur')).toBe(true);
  });

  it('draws a signed-in page only for a signed-in reader, with the data its loader named', async () => {
    expect(await renderPage({ url: '/bookings', locale: 'en', session: null, transport: transportOf(0).transport })).toBeNull();
    const amina = transportOf(0);
    const page = await renderPage({ url: '/bookings', locale: 'en', session: reader('a', 'Amina Siddiqui'), transport: amina.transport });
    expect(page).not.toBeNull();
    expect(amina.asked[0]!.url).toBe('/api/bookings/customer');
    expect(page!.state.queries.queries.map((query) => query.queryKey)).toContainEqual(['bookings', 'list', 'sent']);
  });
});
