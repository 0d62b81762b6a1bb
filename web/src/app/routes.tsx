// The route table: every screen of spec §2. Login-required screens sit under <RequireAuth/>.
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout, preloadShell, shellScreens } from './layout/AppLayout';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import { RequireAuth } from './RequireAuth';
import { features } from '@/features';
import type { PageSlots } from '@/lib/featureRoutes';
import { piecesOf, withSlotPieces } from '@/lib/slots';
import { slots } from './slots';

// Each screen loads on its first visit from its own chunk, so the first page downloads only the
// shell and Home, and a car page does not carry the car form. Each feature declares its screens in
// its routes.tsx, listed once in web/src/features.ts (docs/decisions/0019-web-performance.md).
// A page loaded ahead (`preloadPage`, before the server draws a page and before the browser
// adopts that drawing) draws at once instead of suspending.
const NotFoundPage = preloadable(() => import('./NotFoundPage'), 'NotFoundPage');

const all = Object.values(features);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...all.flatMap((feature) => feature.open ?? []).map((route) => withSlotPieces(route, slots)),
      { element: <RequireAuth />, children: all.flatMap((feature) => feature.signedIn ?? []).map((route) => withSlotPieces(route, slots)) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

type Loadable = { preload(): Promise<unknown>; screen: string };

/** The lazily loaded screens `pathname` shows, and the pieces of the slots they name (decision 0052). */
function screensAt(pathname: string): Loadable[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const type = (match.route.element as ReactElement | undefined)?.type as Partial<Preloadable> | undefined;
    const named = (match.route.handle as PageSlots | undefined)?.slots ?? [];
    return [...(type?.preload ? [type as Preloadable] : []), ...piecesOf(slots, named)];
  });
}

/** Loads the code of the screens `pathname` shows, with their slots' pieces (and the footer), so a first render draws them at once. */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all([preloadShell(), ...screensAt(pathname).map((screen) => screen.preload())]);
}

/** The names of the lazily loaded pieces `pathname` shows (their chunks are named after them). */
export function screensOf(pathname: string): string[] {
  return [...shellScreens(), ...screensAt(pathname).map((screen) => screen.screen)];
}
