// The server's page renderer (decision 0026): draws a public page (home, search, a car, a service,
// the information pages) for a signed-out English reader, with the data it shows, so a phone
// paints the page before the app's JavaScript has arrived. The server calls `renderPage` with a
// transport that answers API requests in its own process; the page's data comes back too, and the
// app in the browser starts from it (src/main.tsx).
import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppFrame, AppRoutes, createQueryClient } from './app/App';
import { preloadPage, routes, screensOf } from './app/routes';
import { setTransport } from './lib/api';
import { hoistStyles } from './lib/hoistStyles';

/** The screens drawn on the server: what anyone may open, without a form that would lose typing. */
const SERVER_DRAWN = new Set(['/', '/cars', '/cars/:id', '/services/:serviceId', '/about', '/faq', '/contact', '/privacy', '/terms']);

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The page's style elements, for <head> (lib/hoistStyles.ts). */
  styles: string;
  /** The data the page was drawn from, for the app in the browser. */
  state: DehydratedState;
  /** The lazily loaded screens on the page, whose code the browser can fetch at once. */
  screens: string[];
}

/** Whether `pathname` is one of the server-drawn screens. */
export function isServerDrawn(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return leaf !== undefined && SERVER_DRAWN.has(leaf);
}

const wanted = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return query.state.status === 'pending' && query.options.queryFn !== undefined && (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** How many rounds of "draw, then fetch what the drawing asked for" (a query may wait on another). */
const ROUNDS = 3;

export async function renderPage(url: string, transport: typeof fetch): Promise<RenderedPage | null> {
  const pathname = new URL(url, 'http://page').pathname;
  if (!isServerDrawn(pathname)) return null;
  setTransport(transport);
  await preloadPage(pathname);
  const queryClient = createQueryClient();
  const draw = () =>
    renderToString(
      <AppFrame queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>,
    );
  let html = draw();
  for (let round = 0; round < ROUNDS; round++) {
    const pending = queryClient.getQueryCache().getAll().filter(wanted);
    if (pending.length === 0) break;
    // A query that fails stays out of the page's data; the browser asks again and shows its error.
    await Promise.all(pending.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })));
    html = draw();
  }
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { ...hoistStyles(html), state, screens: screensOf(pathname) };
}
