import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CarDetailsPage } from './CarDetailsPage';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('car page', () => {
  it('gives an unknown car a heading and a way back to the cars', async () => {
    answerRequests(vi.fn(async () => json(404, { message: 'Car not found', code: 'NOT_FOUND' })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/cars/:id', element: <CarDetailsPage /> }], { initialEntries: ['/cars/0b0e7a3e-0000-4000-8000-000000000000'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Car not found' })).toBeTruthy();
    expect(screen.getByText('This car is no longer listed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe('/cars');
  });
});
