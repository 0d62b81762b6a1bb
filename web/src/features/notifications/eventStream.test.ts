import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEventStream, parseEventStream } from './eventStream';

describe('parseEventStream', () => {
  it('reads complete events and keeps the unfinished rest for the next chunk', () => {
    const { messages, rest } = parseEventStream('retry: 3000\n: connected\n\nid: 7\nevent: notification\ndata: {"a":1}\n\nid: 8\nda');
    expect(messages).toEqual([
      { id: null, event: 'message', data: '', retry: 3000 },
      { id: '7', event: 'notification', data: '{"a":1}', retry: undefined },
    ]);
    expect(rest).toBe('id: 8\nda');
  });

  it('ignores heartbeat comments and joins multi-line data', () => {
    const { messages } = parseEventStream(': heartbeat\n\ndata: one\r\ndata: two\r\n\r\n');
    expect(messages).toEqual([{ id: null, event: 'message', data: 'one\ntwo', retry: undefined }]);
  });
});

describe('connectEventStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('sends the token in the Authorization header, never the URL, and reconnects with Last-Event-ID', async () => {
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const body = calls.length === 1 ? streamOf('retry: 1\n\n', 'id: 41\nevent: notification\ndata: {"x":1}\n\n') : streamOf();
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const received: string[] = [];
    const stop = connectEventStream({ url: '/api/notifications/stream', token: 'secret-token', onMessage: (m) => received.push(m.data) });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(received).toEqual(['{"x":1}']);
    expect(calls[0]!.url).toBe('/api/notifications/stream');
    expect(calls[0]!.headers.Authorization).toBe('Bearer secret-token');
    expect(calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    expect(calls[1]!.headers['Last-Event-ID']).toBe('41');
  });

  it('stops for good when the login is refused', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const stop = connectEventStream({ url: '/s', token: 't', onMessage: () => {} });
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
