// Public pages drawn on the server (decision 0026): the web build's page renderer
// (web/dist-server/entry-server.js) draws home, search, car, service and information pages for a
// signed-out English reader, from answers of this same app (fastify's inject: no network, the same
// JSON the browser would get). The drawing and its data go into index.html; the app in the browser
// starts from them. Any failure sends the plain shell, as before.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLocale } from '@carrental/shared';
import { serverPath } from '../paths.js';
import { escapeHtml } from './html.js';

export interface DrawnPage {
  html: string;
  /** The page's style elements, for <head>. */
  styles?: string;
  state: unknown;
  /** The lazily loaded screens on the page (their names in the build's manifest). */
  screens?: string[];
}

interface PageRenderer {
  renderPage(url: string, transport: typeof fetch): Promise<DrawnPage | null>;
}

/** An entry of the web build's manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
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

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Whether the page drawn for a signed-out English reader is what this browser will show: not when
 * its cookies say it is signed in or reads Urdu, nor, on a first visit, when it asks for Urdu.
 */
export function wantsServerDrawnPage(request: FastifyRequest): boolean {
  if (cookie(request, 'signed_in') === '1') return false;
  const locale = cookie(request, 'locale');
  if (locale !== undefined) return locale === 'en';
  return (pickLocale(request.headers['accept-language']) ?? 'en') === 'en';
}

/** A fetch that answers `/api/...` requests from `app` itself, anonymously. */
export function injectTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    delete headers.authorization;
    const answer = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url, headers, payload: init?.body as string | undefined });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
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
export function withDrawnPage(html: string, page: DrawnPage, preload: readonly string[] = []): string {
  const before: string[] = [];
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, file: string) => {
      before.push(file);
      return '';
    })
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) =>
        `<script type="module" src="/page-start.js" data-entry="${escapeHtml(entry)}"` +
        (before.length > 0 ? ` data-before="${escapeHtml(before.join(' '))}"` : '') +
        ` data-preload="${escapeHtml(preload.map((file) => `/${file}`).join(' '))}"></script>`,
    )
    .replace('</head>', () => `${page.styles ?? ''}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" inert>${page.html}</div>\n    <script type="application/json" id="page-state">${scriptJson(page.state)}</script>`,
    );
}
