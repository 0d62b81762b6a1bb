import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { screen } from '@testing-library/react';
import { renderAt } from '@/test/app';
import { CarDetailsPage } from './CarDetailsPage';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('car page', () => {
  it('gives an unknown car a heading and a way back to the cars', async () => {
    answerRequests(vi.fn(async () => json(404, { message: 'Car not found', code: 'NOT_FOUND' })));
    renderAt(<CarDetailsPage />, '/cars/0b0e7a3e-0000-4000-8000-000000000000', '/cars/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Car not found' })).toBeTruthy();
    expect(screen.getByText('This car is no longer listed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe('/cars');
  });
});
