// robots.txt and sitemap.xml: search engines may read every page and are pointed at the public
// catalogue (home, search, every live car and service); private screens tell them not to list
// them (./robots.ts), and robots.txt keeps them out of what is not a page (the API, documents).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { NOT_PAGES } from './robots.js';
const STATIC_PAGES = ['/', '/cars', '/about', '/faq', '/contact', '/privacy', '/terms'];

/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;

export function registerSeoRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = ctx.config.publicUrl;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...NOT_PAGES.map((p) => `Disallow: ${p}`),
      `Sitemap: ${base}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await ctx.database.query<{ path: string; changed: string }>(
      `(select '/cars/' || c.id as path, to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD') as changed, c.updated_at as at
          from cars c join services s on s.id = c.service_id where c.deleted_at is null and s.deleted_at is null)
       union all
       (select '/services/' || s.id, to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD'), s.updated_at
          from services s where s.deleted_at is null)
       order by at desc limit $1`,
      [SITEMAP_MAX_URLS - STATIC_PAGES.length],
    );
    const url = (loc: string, changed?: string) =>
      `  <url><loc>${base}${loc}</loc>${changed ? `<lastmod>${changed}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PAGES.map((p) => url(p)),
      ...rows.map((r) => url(r.path, r.changed)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(`${body}\n`);
  });
}
