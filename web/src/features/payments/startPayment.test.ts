import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { startPayment } from './startPayment';

afterEach(() => vi.unstubAllGlobals());

describe('startPayment', () => {
  it('asks for a checkout and sends the browser there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ url: 'http://localhost/checkout/sandbox/cs_sandbox_1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await startPayment('b1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookings/b1/create-payment');
    expect(assign).toHaveBeenCalledWith('http://localhost/checkout/sandbox/cs_sandbox_1');
  });

  it('throws ApiError and stays when the server refuses', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Only an accepted booking can be paid', code: 'BOOKING_NOT_PAYABLE' }), { status: 409 })));
    await expect(startPayment('b1')).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });
});
