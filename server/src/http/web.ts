// Serves the built web app: hashed assets cached for a year, index.html never cached, and every
// other non-API GET answered with index.html so that a reload on any client route works. The HTML
// carries the page's own title and link-preview tags (seo/).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { serverPath } from '../paths.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendApiNotFound } from './errors.js';
import { offlinePageHtml } from './offline-page.js';
import type { AppContext } from '../context.js';
import { pageMeta, renderPageMeta, robotsTag } from '../seo/index.js';
import { injectTransport, loadPageRenderer, PAGE_SESSION_COOKIE, readerOf, screenFiles, urduFontFiles, withDrawnPage, type ManifestChunk, type PageRenderer } from './page-render.js';

export const webDistDir = serverPath('../web/dist/');

/** Returns false when there is no built web app to serve. */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<boolean> {
  if (!existsSync(`${webDistDir}index.html`)) {
    app.log.warn('web/dist is missing: run `npm run build` to serve the web app');
    return false;
  }
  const indexHtml = await readFile(`${webDistDir}index.html`, 'utf8');
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=300');
    },
  });
  const renderer = ctx.config.SERVER_DRAWN_PAGES ? await loadPageRenderer() : null;
  const manifestPath = `${webDistDir}.vite/manifest.json`;
  const manifest = existsSync(manifestPath) ? (JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
  registerPages(app, ctx, { indexHtml, renderer, manifest });
  return true;
}

/** What pages are made of: the built index.html, the page renderer (none: the shell only) and the build's manifest. */
export interface PageSource {
  indexHtml: string;
  renderer: PageRenderer | null;
  manifest: Record<string, ManifestChunk>;
}

/**
 * Every page: index.html with the link-preview tags of what it shows (a car's photo, price and
 * city…), and, where the renderer draws it, the page drawn for this reader (./page-render.ts). An
 * answer that knows of a session (drawn for it, or carrying its cookie) is private and never
 * stored; every answer varies with the cookies (language, session) and the browser's languages.
 */
export function registerPages(app: FastifyInstance, ctx: AppContext, { indexHtml, renderer, manifest }: PageSource): void {
  const anonymous = injectTransport(app);
  const urduFonts = urduFontFiles(manifest);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    let html = renderPageMeta(indexHtml, await pageMeta(ctx, path));
    const sessionToken = request.cookies[PAGE_SESSION_COOKIE];
    const hasSession = sessionToken !== undefined;
    if (renderer && request.method === 'GET') {
      try {
        const drawFor = await readerOf(app, request);
        const page = drawFor && (await renderer.renderPage({ url: request.url, ...drawFor.reader, transport: drawFor.token ? injectTransport(app, drawFor.token) : anonymous }));
        if (page) html = withDrawnPage(html, page, screenFiles(manifest, page.screens ?? []), page.lang === 'ur' ? urduFonts : []);
      } catch (error) {
        request.log.error({ err: error }, 'drawing the page on the server failed; sending the shell');
      }
    }
    // A private screen tells a crawler not to list it (decision 0058): every request but one with a
    // session we signed (whose answer is private and never stored) is told.
    const signedIn = request.cookies.signed_in === '1' && sessionToken !== undefined && (await app.ctx.tokens.verify(sessionToken)) !== null;
    const robots = robotsTag(path, signedIn);
    if (robots) reply.header('X-Robots-Tag', robots);
    return reply
      .header('Cache-Control', hasSession || request.cookies.signed_in === '1' ? 'private, no-store' : 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  const offline = offlinePageHtml();
  app.get('/offline.html', { schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').type('text/html; charset=utf-8').send(offline));
  // Pages without an icon link (the sandbox checkout, raw files) still get the app's icon.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
  const isPage = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/files/') &&
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]{2,5}$/i.test(path)
    );
  };
  // A route (not only the not-found handler) so that pages are compressed like every answer.
  app.get('/*', { schema: { hide: true } }, (request, reply) => (isPage(request) ? sendIndex(request, reply) : sendApiNotFound(request, reply)));
  app.setNotFoundHandler((request, reply) => (isPage(request) ? sendIndex(request, reply) : sendApiNotFound(request, reply)));
}
