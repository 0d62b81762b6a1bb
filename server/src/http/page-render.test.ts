import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { injectTransport, screenFiles, urduFontFiles, withDrawnPage } from './page-render.js';

describe('server-drawn pages', () => {
  it('go into the root element, inert, with their data in a script that cannot be closed from inside', () => {
    const shell = '<body>\n    <div id="root"></div>\n  </body>';
    const html = withDrawnPage(shell, { html: '<h1>Cars</h1>', state: { name: '</script><script>alert(1)</script>', line: '\u2028' } });
    expect(html).toContain('<div id="root" inert><h1>Cars</h1></div>');
    const json = /<script type="application\/json" id="page-state">(.*)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it("take a drawing with replacement patterns ($` $' $&) as it is", () => {
    const shell = '<head></head><body>\n    <div id="root"></div>\n  </body>';
    const drawn = "<h1>Corolla $` $' $& $$</h1>";
    const html = withDrawnPage(shell, { html: drawn, styles: "<style>$'</style>", state: {} });
    expect(html).toBe(
      `<head><style>$'</style></head><body>\n    <div id="root" inert>${drawn}</div>\n    <script type="application/json" id="page-state">{}</script>\n  </body>`,
    );
  });

  it('carry their styles at the end of <head>', () => {
    const shell = '<head>\n    <title>RentWheels</title>\n  </head>\n  <body><div id="root"></div></body>';
    const styles = '<style data-emotion="css 1a">.css-1a{}</style>';
    const html = withDrawnPage(shell, { html: '<p class="css-1a">x</p>', styles, state: {} });
    expect(html).toContain(`<title>RentWheels</title>\n  ${styles}</head>`);
    expect(html).toContain('<div id="root" inert><p class="css-1a">x</p></div>');
    // A page drawn without styles leaves <head> as it was.
    expect(withDrawnPage(shell, { html: '', state: {} })).toContain('<title>RentWheels</title>\n  </head>');
  });

  it("start the app after the page's main picture has painted, naming its code for the starter", () => {
    const shell = '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n</head><div id="root"></div>';
    const html = withDrawnPage(shell, { html: '', state: {} }, ['assets/CarsPage-1.js', 'assets/cars-1.js']);
    expect(html).toContain(
      '<script type="module" src="/page-start.js" data-entry="/assets/index-1.js" data-preload="/assets/CarsPage-1.js /assets/cars-1.js"></script>',
    );
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('modulepreload');
  });

  it("name the packages the entry imports for the starter, in order, instead of preloading them from the HTML", () => {
    const shell =
      '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/styles-1.js">\n</head><div id="root"></div>';
    const html = withDrawnPage(shell, { html: '', state: {} }, ['assets/CarsPage-1.js']);
    expect(html).toContain(
      '<script type="module" src="/page-start.js" data-entry="/assets/index-1.js" data-before="/assets/react-1.js /assets/styles-1.js" data-preload="/assets/CarsPage-1.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
  });

  it('say their language and direction on <html>, and bring Urdu’s font with a page drawn in Urdu', () => {
    const shell = '<html lang="en">\n<head><script type="module" crossorigin src="/assets/index-1.js"></script></head><div id="root"></div>';
    const html = withDrawnPage(shell, { html: '', lang: 'ur', dir: 'rtl', state: {} }, [], ['assets/noto-nastaliq-urdu-1.css']);
    expect(html).toContain('<html lang="ur" dir="rtl">');
    // The starter adds the font once the page has painted; without JavaScript, the <noscript> link.
    expect(html).toContain('data-fonts="/assets/noto-nastaliq-urdu-1.css"');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/noto-nastaliq-urdu-1.css"></noscript></head>');
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
    expect(withDrawnPage(shell, { html: '', state: {} })).toContain('<html lang="en" dir="ltr">');
    const manifest = {
      'src/assets/fonts/noto-nastaliq-urdu.css': { file: 'assets/noto-nastaliq-urdu-1.css' },
      'src/assets/fonts/noto-nastaliq-urdu-wght.woff2': { file: 'assets/noto-nastaliq-urdu-wght-1.woff2' },
      'src/main.tsx': { file: 'assets/index-1.js', isEntry: true },
    };
    expect(urduFontFiles(manifest)).toEqual(['assets/noto-nastaliq-urdu-1.css']);
  });

  it("preload the code of the page's screen, less what the entry loads anyway", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_cars.js': { file: 'assets/cars-1.js', imports: ['_react.js', '_cars.js'] },
      'src/features/cars/CarDetailsPage.tsx': { file: 'assets/CarDetailsPage-1.js', name: 'CarDetailsPage', isDynamicEntry: true, imports: ['index.html', '_cars.js'] },
      'src/features/cars/CarsPage.tsx': { file: 'assets/CarsPage-1.js', name: 'CarsPage', isDynamicEntry: true, imports: ['_cars.js'] },
    };
    expect(screenFiles(manifest, ['CarDetailsPage'])).toEqual(['assets/CarDetailsPage-1.js', 'assets/cars-1.js']);
    expect(screenFiles(manifest, ['Unknown'])).toEqual([]);
  });

  describe('data from the app itself', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      const service = await t.f.service(await t.f.vendor(), { city: 'Multan' });
      await t.f.car(service, { model: 'Corolla', pricePerDay: 6500 });
      await t.f.car(service, { model: 'Civic', pricePerDay: 7000 });
    });
    afterAll(() => t.close());

    it('answers as the API does, headers included, with no credentials but the reader’s own, and reads only', async () => {
      const fetchHere = injectTransport(t.app);
      const direct = await t.app.inject({ method: 'GET', url: '/api/cars?city=Multan' });
      const viaTransport = await fetchHere('/api/cars?city=Multan', { headers: { Accept: 'application/json', Authorization: 'Bearer nope' } });
      expect(viaTransport.status).toBe(200);
      expect(await viaTransport.json()).toEqual(direct.json());
      expect(viaTransport.headers.get('x-total-count')).toBe('2');
      const missing = await fetchHere('/api/cars/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { code?: string }).code).toBeTruthy();
      // Signed out: a token the drawing sends is dropped, so the API answers as to anyone.
      expect((await fetchHere('/api/bookings/customer', { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
      // Signed in: the reader's token, whatever the drawing sends.
      const customer = await t.f.customer();
      const asReader = injectTransport(t.app, await t.f.token(customer));
      expect((await asReader('/api/bookings/customer', { headers: { Authorization: 'Bearer nope' } })).status).toBe(200);
      expect((await asReader('/api/users/profile', { method: 'PUT', body: '{"locale":"ur"}' })).status).toBe(405);
    });
  });
});
