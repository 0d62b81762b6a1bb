// Test helpers every web feature's screens use: request handlers (Mock Service Worker, see
// `server.ts`) answering API paths from a table, a signed-in session, and rendering at a path with
// a fresh query client and a memory router, with the app's slot table (decision 0052).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSession } from '@/lib/session';
import { SlotsProvider } from '@/lib/slots';
import { slots } from '@/app/slots';
import { answerRequests } from './server';

export type Answer = { status?: number; body: unknown };
export type Seen = { method: string; headers: Headers; body?: string };
/** A route's answer, or a function of the request (its init and its address with the query) giving one. */
export type Routes = Record<string, Answer | ((init: Seen, url: string) => Answer)>;

/** Answers "GET /api/bookings/customer" → answer from the table; unknown paths answer 404. Returns the calls made. */
export function stubApi(routes: Routes) {
  const calls: Array<{ method: string; path: string; url: string; headers: Headers; body?: unknown }> = [];
  answerRequests((url, init) => {
    const path = url.split('?')[0]!;
    calls.push({ method: init.method, path, url, headers: init.headers, body: init.body ? JSON.parse(init.body) : undefined });
    const route = routes[`${init.method} ${path}`];
    const answer = typeof route === 'function' ? route(init, url) : route ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export function signIn(loggedInAs: 'CUSTOMER' | 'VENDOR', name = 'Ayesha Khan') {
  useSession.getState().setSession({
    token: 't',
    user: { id: loggedInAs === 'VENDOR' ? 'vendor-1' : 'customer-1', name, roles: loggedInAs === 'VENDOR' ? ['CUSTOMER', 'VENDOR'] : ['CUSTOMER'] },
    loggedInAs,
  });
}

export function renderAt(element: ReactElement, path: string, pattern = '*', state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const others = [
    { path: '/login', element: <h1>Login page</h1> },
    { path: '/bookings', element: <h1>Bookings list</h1> },
  ].filter((r) => r.path !== pattern);
  const router = createMemoryRouter(
    [{ path: pattern, element }, ...others],
    { initialEntries: [{ pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  const utils = render(
    <QueryClientProvider client={client}>
      <SlotsProvider table={slots}>
        <RouterProvider router={router} />
      </SlotsProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router };
}

