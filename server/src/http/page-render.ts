// Pages drawn on the server (decisions 0026, 0049): the web build's page renderer
// (web/dist-server/entry-server.js) draws home, search, car, service and information pages for any
// reader, and a signed-in reader's bookings and booking pages, in the reader's language, from
// answers of this same app (fastify's inject: no network, the same JSON the browser would get, as
// that reader). The drawing and its data go into index.html; the app in the browser starts from
// them. Any failure sends the plain shell, as before.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, pickLocale, type Locale, type Profile, type Role, type SessionUser } from '@carrental/shared';
import { serverPath } from '../paths.js';
import { escapeHtml } from './html.js';

export interface DrawnPage {
  html: string;
  /** The page's style elements, for <head>. */
  styles?: string;
  /** `<html lang dir>` of the page (English, left to right, when not said). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  state: unknown;
  /** The lazily loaded screens on the page (their names in the build's manifest). */
  screens?: string[];
}

/** Who a page is drawn for (web/src/lib/drawnPage.ts). */
export interface Reader {
  locale: Locale;
  session: { user: SessionUser; loggedInAs: Role } | null;
}

export interface PageRenderer {
  renderPage(request: Reader & { url: string; transport: typeof fetch }): Promise<DrawnPage | null>;
}

/** An entry of the web build's manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The files of `screens`' chunks and of what they import, less what the entry already loads: the
 * browser fetches them alongside the entry instead of after it has run.
 */
export function screenFiles(manifest: Record<string, ManifestChunk>, screens: readonly string[]): string[] {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry);
  const wanted = new Set<string>();
  for (const screen of screens) {
    const key = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === screen);
    if (key) walk(key, wanted);
  }
  return [...wanted].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!.file);
}

export const pageRendererPath = serverPath('../web/dist-server/entry-server.js');

/** The renderer of the web build, or null when the build has none. */
export async function loadPageRenderer(): Promise<PageRenderer | null> {
  if (!existsSync(pageRendererPath)) return null;
  return (await import(pathToFileURL(pageRendererPath).href)) as PageRenderer;
}

/**
 * The cookie that says, for drawing GET pages only, who is signed in on this browser: the session's
 * bearer token, HttpOnly, set and cleared by `/api/auth/page-session` (auth/page-session.ts). The
 * API never reads it: a request is signed in by its Authorization header alone, so a cookie the
 * browser sends by itself authorises no write (CSRF).
 */
export const PAGE_SESSION_COOKIE = 'page_session';

/**
 * The language a page is drawn in: the one chosen on this device (the `locale` cookie the app
 * writes), else, on a first visit, what the browser asks for (the app picks from the same list,
 * navigator.languages). A drawing in another language than the app's is not adopted (src/main.tsx).
 */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies.locale;
  if (isLocale(chosen)) return chosen;
  return pickLocale(request.headers['accept-language']) ?? 'en';
}

/**
 * Who the page is drawn for, with the token its data is asked with; null when no drawing would be
 * this browser's (send the shell). Signed in only when the app says so (`signed_in=1`, which it
 * writes at once on sign-out, even offline) and the session cookie is a live session of an account
 * that still exists; signed in without a good cookie, the browser draws the page itself.
 */
export async function readerOf(app: FastifyInstance, request: FastifyRequest): Promise<{ reader: Reader; token: string | null } | null> {
  const locale = pageLocale(request);
  if (request.cookies.signed_in !== '1') return { reader: { locale, session: null }, token: null };
  const token = request.cookies[PAGE_SESSION_COOKIE];
  const claims = token ? await app.ctx.tokens.verify(token) : null;
  if (!token || !claims) return null;
  // The API's own check of the token (deleted, suspended, sessions ended), as the browser would get it.
  const answer = await app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (answer.statusCode !== 200) return null;
  const profile = answer.json<Profile>();
  if (profile.id !== claims.userId) return null;
  const loggedInAs = profile.roles.includes(claims.loggedInAs) ? claims.loggedInAs : (profile.roles[0] ?? 'CUSTOMER');
  const user: SessionUser = { id: profile.id, name: profile.name, roles: profile.roles, email: profile.email, phone: profile.phone, emailVerified: profile.emailVerified };
  return { reader: { locale, session: { user, loggedInAs } }, token };
}

/**
 * A fetch that answers the drawing's `/api/...` requests from `app` itself, as the reader `token`
 * belongs to (none: anonymously). Reads only: whatever the drawing sends, it has no other
 * credentials and cannot write.
 */
export function injectTransport(app: FastifyInstance, token: string | null = null): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return new Response(null, { status: 405 });
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    delete headers.authorization;
    delete headers.cookie;
    if (token) headers.authorization = `Bearer ${token}`;
    const answer = await app.inject({ method: method as 'GET', url, headers });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}

/** The style sheet of Urdu's font (Noto Nastaliq Urdu, decision 0054) in the web build, for a page drawn in Urdu. */
export function urduFontFiles(manifest: Record<string, ManifestChunk>): string[] {
  return Object.entries(manifest)
    .filter(([key]) => key.includes('noto-nastaliq-urdu'))
    .flatMap(([, chunk]) => [...(chunk.file.endsWith('.css') ? [chunk.file] : []), ...(chunk.css ?? [])]);
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * index.html with the drawn page in its root element and the page's data beside it. The drawing is
 * inert (seen, not used) until the app takes over, so a tap or typing is never lost to it. Its
 * styles go at the end of <head>, where the app's style cache keeps them.
 *
 * The drawing paints without the app's code, so that code waits for what the page shows: the app's
 * entry and the screen's chunks (`preload`) are named on a small starter script
 * (web/public/page-start.js) that fetches them once the page's main picture has painted, so on a
 * slow connection the picture has the bandwidth and the main thread first. The packages the entry
 * imports (the build's modulepreload links) are named too (`data-before`): the starter runs each in
 * a task of its own before the entry, so no single task runs all of the app's first code.
 */
export function withDrawnPage(html: string, page: DrawnPage, preload: readonly string[] = [], fonts: readonly string[] = []): string {
  const before: string[] = [];
  // Urdu's font (186 KB) is fetched by the starter once the page's main picture has painted, not by
  // the first layout: on a slow phone the first paint and the picture do not wait for it (decision
  // 0057). A reader without JavaScript gets it from the <noscript> link.
  const noscriptFonts = fonts.map((file) => `<noscript><link rel="stylesheet" href="/${escapeHtml(file)}"></noscript>`).join('');
  return html
    .replace(/<html lang="en">/, () => `<html lang="${escapeHtml(page.lang ?? 'en')}" dir="${page.dir ?? 'ltr'}">`)
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, file: string) => {
      before.push(file);
      return '';
    })
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) =>
        `<script type="module" src="/page-start.js" data-entry="${escapeHtml(entry)}"` +
        (before.length > 0 ? ` data-before="${escapeHtml(before.join(' '))}"` : '') +
        (fonts.length > 0 ? ` data-fonts="${escapeHtml(fonts.map((file) => `/${file}`).join(' '))}"` : '') +
        ` data-preload="${escapeHtml(preload.map((file) => `/${file}`).join(' '))}"></script>`,
    )
    .replace('</head>', () => `${noscriptFonts}${page.styles ?? ''}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" inert>${page.html}</div>\n    <script type="application/json" id="page-state">${scriptJson(page.state)}</script>`,
    );
}
