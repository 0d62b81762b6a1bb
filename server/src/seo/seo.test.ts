import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pageMeta } from './page-meta.js';
import { renderPageMeta } from './render.js';

const HTML = `<!doctype html><html><head>
<meta name="description" content="default" />
<title>Default</title>
</head><body></body></html>`;

describe('link previews, robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let carId: string;
  let serviceId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://rentwheels.example' } });
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor, { name: 'Mall Road Rentals', city: 'Lahore', description: 'Family cars <and> SUVs' });
    serviceId = service.id;
    const car = await t.f.car(service, { make: 'TOYOTA', model: 'Corolla', year: 2022, pricePerDay: 6500, name: 'Toyota Corolla "Altis"' });
    carId = car.id;
    await t.ctx.db.execute(sql`insert into car_images (car_id, position, url, storage_key, variants)
      values (${car.id}, 0, '/files/cars/a.webp', 'cars/a.webp', ${JSON.stringify([{ width: 480, url: '/files/cars/a-480.webp' }, { width: 1280, url: '/files/cars/a-1280.webp' }])}::jsonb)`);
    await t.f.car(service, { model: 'Gone', deletedAt: new Date() });
    await t.f.car(service, { model: 'Cheaper', pricePerDay: 4000 });
  });
  afterAll(() => t.close());

  it("gives a car page the car's photo, price and city, escaped", async () => {
    const meta = await pageMeta(t.ctx, `/cars/${carId}`);
    expect(meta.title).toBe('Toyota Corolla "Altis" for rent in Lahore — PKR 6,500/day | RentWheels');
    expect(meta.description).toContain('PKR 6,500 per day from Mall Road Rentals in Lahore');
    expect(meta.url).toBe(`https://rentwheels.example/cars/${carId}`);
    expect(meta.image).toBe('https://rentwheels.example/files/cars/a-1280.webp');
    const html = renderPageMeta(HTML, meta);
    expect(html).toContain('<title>Toyota Corolla &quot;Altis&quot; for rent in Lahore — PKR 6,500/day | RentWheels</title>');
    expect(html).toContain('<meta property="og:image" content="https://rentwheels.example/files/cars/a-1280.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<link rel="canonical" href="https://rentwheels.example/cars/${carId}" />`);
    expect(html).not.toContain('content="default"');
  });

  it("writes titles and descriptions with replacement patterns ($` $' $&) as they are", () => {
    const meta = { title: "Corolla $` $' $&", description: "Clean $` car $'", url: 'https://rentwheels.example/x', type: 'website' as const };
    const html = renderPageMeta(HTML, meta);
    expect(html).toContain('<title>Corolla $` $&#39; $&amp;</title>');
    expect(html).toContain('<meta name="description" content="Clean $` car $&#39;" />');
    expect(html.length).toBeLessThan(HTML.length + 2_000);
  });

  it('describes a service by its cars and lowest price', async () => {
    const meta = await pageMeta(t.ctx, `/services/${serviceId}`);
    expect(meta.title).toBe('Mall Road Rentals — car rental in Lahore | RentWheels');
    expect(meta.description).toBe('2 cars from PKR 4,000/day in Lahore. Family cars <and> SUVs');
    expect(renderPageMeta(HTML, meta)).toContain('Family cars &lt;and&gt; SUVs');
  });

  it('falls back to the site defaults for unknown, deleted or malformed ids', async () => {
    for (const path of ['/cars/00000000-0000-4000-8000-000000000000', '/cars/not-an-id', '/services/%00', '/about']) {
      const meta = await pageMeta(t.ctx, path);
      expect(meta.title, path).toBe('RentWheels — Car rental across Pakistan');
      expect(meta.image).toBeUndefined();
    }
  });

  it('lists live cars and services in sitemap.xml and keeps crawlers out of private screens', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>https://rentwheels.example/cars/${carId}</loc>`);
    expect(sitemap.body).toContain(`<loc>https://rentwheels.example/services/${serviceId}</loc>`);
    expect(sitemap.body).toContain('<loc>https://rentwheels.example/cars</loc>');
    expect(sitemap.body.match(/\/cars\/[0-9a-f-]{36}</g)).toHaveLength(2);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /files/ids/');
    // Pages are not barred from crawlers: a private one answers them `noindex` (decision 0058),
    // which only a page a crawler may read can tell it.
    expect(robots.body).not.toContain('Disallow: /bookings');
    expect(robots.body).toContain('Sitemap: https://rentwheels.example/sitemap.xml');
  });
});
