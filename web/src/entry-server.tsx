// The server's page renderer (decisions 0026, 0049): draws a page for one reader (their language,
// their session or none) with the data it shows, so a phone paints the page before the app's
// JavaScript has arrived. The server calls `renderPage` with the reader it read from the request's
// cookies and a transport that answers API requests in its own process as that reader; the page's
// data comes back too, and the app in the browser starts from it (src/main.tsx).
//
// Every drawing has its own state: a session store, a language store, a query client, a style
// cache and the transport, found through `lib/drawing.ts` while it runs, so two readers' pages
// drawn at once never mix.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { StoreApi } from 'zustand';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, StaticRouter } from 'react-router';
import { localeDirection, type Catalog, type MessageKey } from '@carrental/shared';
import { AppFrame, AppRoutes, createQueryClient } from './app/App';
import { RequireAuth } from './app/RequireAuth';
import { preloadPage, routes, screensOf } from './app/routes';
import { findDrawingWith, type Drawing } from './lib/drawing';
import type { DrawnPage, PageQuery } from './lib/featureRoutes';
import { english } from './lib/i18n/english';
import { rtlCache } from './lib/i18n/rtl';
import { localeStore } from './lib/i18n/store';
import { ur } from './lib/i18n/urdu';
import { sessionStore } from './lib/session';
import type { DrawnFor, DrawnState } from './lib/drawnPage';

export type { DrawnFor, DrawnState };

const drawings = new AsyncLocalStorage<Drawing>();
findDrawingWith(() => drawings.getStore());

export interface DrawRequest extends DrawnFor {
  /** The page's address (path and query). */
  url: string;
  /** Answers the page's API requests as this reader (GET only). */
  transport: typeof fetch;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The page's style elements, for <head> (@emotion/server's, one cache per drawing). */
  styles: string;
  /** `<html lang dir>` of the page. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The reader the page was drawn for and the data it was drawn from, for the app in the browser. */
  state: DrawnState;
  /** The lazily loaded screens on the page, whose code the browser can fetch at once. */
  screens: string[];
}

/** The drawn route at `pathname` and its parameters, if the page there is drawn on the server. */
function drawnRouteAt(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  const handle = leaf?.route.handle as Partial<DrawnPage> | undefined;
  if (!leaf || !handle?.drawn) return null;
  // A page behind the sign-in (under <RequireAuth/>).
  const signedIn = matches.some((match) => (match.route.element as ReactElement | undefined)?.type === RequireAuth);
  return { load: handle.drawn.load, params: leaf.params, signedIn };
}

/** Whether the page at `pathname` is drawn on the server, for a signed-in reader or for anyone. */
export function isServerDrawn(pathname: string, signedIn = false): boolean {
  const route = drawnRouteAt(pathname);
  return route !== null && (signedIn || !route.signedIn);
}

const wanted = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return query.state.status === 'pending' && query.options.queryFn !== undefined && (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** How many rounds of "draw, then fetch what the drawing asked for" after the loader (a query may wait on another). */
const ROUNDS = 3;

// A query that fails stays out of the page's data; the browser asks again and shows its error.
const fetchAll = (queryClient: QueryClient, queries: readonly PageQuery[]) =>
  Promise.all(queries.map((query) => queryClient.prefetchQuery({ ...(query as Parameters<QueryClient['prefetchQuery']>[0]), retry: false })));

export async function renderPage(request: DrawRequest): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(request.url, 'http://page');
  const route = drawnRouteAt(pathname);
  if (!route || (route.signedIn && !request.session)) return null;
  const catalog = (request.locale === 'ur' ? ur : english) as Catalog<MessageKey>;
  const session = request.session && { token: 'drawn on the server', ...request.session };
  const drawing: Drawing = {
    transport: request.transport,
    stores: new Map([
      ['session', sessionStore(session) as StoreApi<unknown>],
      ['locale', localeStore(request.locale, catalog) as StoreApi<unknown>],
    ]),
  };
  return drawings.run(drawing, async () => {
    await preloadPage(pathname);
    const queryClient = createQueryClient();
    // The route's loader first: its queries at once, before the first drawing.
    if (route.load) await fetchAll(queryClient, await route.load({ params: route.params, search: searchParams }));
    const dir = localeDirection(request.locale);
    const cache = dir === 'rtl' ? rtlCache() : createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const draw = () =>
      renderToString(
        <CacheProvider value={cache}>
          <AppFrame queryClient={queryClient}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </AppFrame>
        </CacheProvider>,
      );
    let html = draw();
    for (let round = 0; round < ROUNDS; round++) {
      const pending = queryClient.getQueryCache().getAll().filter(wanted);
      if (pending.length === 0) break;
      await fetchAll(queryClient, pending.map((query) => ({ ...query.options, queryKey: query.queryKey })));
      html = draw();
    }
    const state: DrawnState = { reader: { locale: request.locale, session: request.session }, queries: dehydrate(queryClient) };
    queryClient.clear();
    const chunks = emotion.extractCriticalToChunks(html);
    return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks), lang: request.locale, dir, state, screens: screensOf(pathname) };
  });
}
