// Test helpers every web feature's screens use: a fetch stub answering API paths from a table, a
// signed-in session, and rendering at a path with a fresh query client and a memory router.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { useSession } from '@/lib/session';

export type Answer = { status?: number; body: unknown };
export type Routes = Record<string, Answer | ((init?: RequestInit) => Answer)>;

/** Stubs fetch: "GET /api/bookings/customer" → answer. Unknown paths answer 404. */
export function stubApi(routes: Routes) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0]!;
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const route = routes[`${method} ${path}`];
      const answer = typeof route === 'function' ? route(init) : route ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
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
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router };
}

