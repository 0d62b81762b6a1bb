// Rendering helpers for the bookings screens in tests: a fresh query client, a memory router, and
// a fetch stub answering API paths from a table.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Booking } from '@carrental/shared';
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
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
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

export function booking(patch: Partial<Booking> = {}): Booking {
  return {
    id: '11111111-2222-4333-8444-555555abcdef',
    carId: 'car-1',
    customerId: 'customer-1',
    serviceId: 'service-1',
    status: 'PENDING',
    startDate: '2030-01-10T10:00:00',
    endDate: '2030-01-12T10:00:00',
    description: 'Airport pick-up',
    totalAmount: 10000,
    withDriver: false,
    expiresAt: null,
    createdAt: '2029-12-01T10:00:00.000Z',
    updatedAt: '2029-12-01T10:00:00.000Z',
    car: { id: 'car-1', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, name: '', pricePerDay: 5000, coverImageUrl: null },
    service: {
      id: 'service-1', name: 'Lahore Motors', description: 'Cars in Lahore', addressLine1: '1 Mall Road', addressLine2: '',
      city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan', vendorId: 'vendor-1', phone: '+92 42 1234567',
    },
    customer: { id: 'customer-1', name: 'Ayesha Khan' },
    viewerSide: 'CUSTOMER',
    availableActions: ['cancel'],
    suggestion: null,
    heldConflict: false,
    cancellationPolicy: 'MODERATE',
    policyLines: ['Full refund until 5 Jan 2030, 10:00 am', '50% refund until 10 Jan 2030, 10:00 am', 'No refund once the rental has started'],
    lines: [
      { kind: 'days', label: '2 days × PKR 5,000', amount: 10000 },
      { kind: 'total', label: 'Total', amount: 10000 },
    ],
    ...patch,
  };
}
