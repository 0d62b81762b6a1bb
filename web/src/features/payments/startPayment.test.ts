import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { ApiError } from '@/lib/api';
import { startPayment } from './startPayment';

afterEach(() => vi.unstubAllGlobals());

describe('startPayment', () => {
  it('asks for a checkout and sends the browser there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ url: 'http://localhost/checkout/sandbox/cs_sandbox_1' }), { status: 200 }));
    answerRequests(fetchMock);
    await startPayment('b1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookings/b1/create-payment');
    expect(assign).toHaveBeenCalledWith('http://localhost/checkout/sandbox/cs_sandbox_1');
  });

  it('sends the chosen method and posts the form a provider answered instead of following a link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const answer = { url: 'https://pay.example/form', form: { action: 'https://pay.example/form', fields: { storeId: '1', merchantHashedReq: 'x+y/=' } } };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(answer), { status: 200 }));
    answerRequests(fetchMock);
    await startPayment('b1', 'easypaisa');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ method: 'easypaisa' });
    expect(assign).not.toHaveBeenCalled();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://pay.example/form');
    expect(Object.fromEntries(new FormData(form))).toEqual({ storeId: '1', merchantHashedReq: 'x+y/=' });
    submit.mockRestore();
  });

  it('throws ApiError and stays when the server refuses', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answerRequests(vi.fn(async () => new Response(JSON.stringify({ message: 'Only an accepted booking can be paid', code: 'BOOKING_NOT_PAYABLE' }), { status: 409 })));
    await expect(startPayment('b1')).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });
});
